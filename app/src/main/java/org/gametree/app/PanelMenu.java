package org.gametree.app;

import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;

import org.gametree.app.i18n.Localization;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * View → Panels: every analysis tab by name and icon, the first ten on Ctrl+1 … Ctrl+9, Ctrl+0.
 * Eleven tabs do not fit the tab strip at the usual window width; this menu and its keys reach
 * the ones behind the strip's overflow arrow as directly as the first ones.
 */
final class PanelMenu {

    /** Shortcut+digit reaches the first ten tabs (1 … 9, then 0). */
    static final int WITH_KEYS = 10;

    private PanelMenu() {
    }

    /** The submenu for {@code tabs}, whose tabs carry their text key as user data (as the window makes them). */
    static Menu create(Localization l10n, TabPane tabs) {
        Menu menu = new Menu();
        menu.setId("menu-view-panels");
        menu.textProperty().bind(l10n.text("menu.view.panels"));
        menu.setMnemonicParsing(true);
        menu.setGraphic(new FontIcon("mdi2v-view-dashboard-outline"));
        for (int i = 0; i < tabs.getTabs().size(); i++) {
            Tab tab = tabs.getTabs().get(i);
            MenuItem item = new MenuItem();
            item.setId("menu-panel-" + tab.getId().replaceFirst("^tab-", ""));
            item.textProperty().bind(l10n.text((String) tab.getUserData()));
            item.setMnemonicParsing(false);
            if (tab.getGraphic() instanceof FontIcon icon) {
                item.setGraphic(new FontIcon(icon.getIconLiteral()));
            }
            if (i < WITH_KEYS) {
                item.setAccelerator(new KeyCodeCombination(KeyCode.valueOf("DIGIT" + (i + 1) % 10),
                        KeyCombination.SHORTCUT_DOWN));
            }
            item.setOnAction(e -> tabs.getSelectionModel().select(tab));
            menu.getItems().add(item);
        }
        return menu;
    }
}
