package org.gametree.app.theme;

import java.util.function.Function;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Menu;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.control.ToggleGroup;
import javafx.scene.input.KeyCombination;

import org.gametree.app.i18n.Localization;
import org.gametree.app.xiangqi.board.BoardStyle;
import org.gametree.app.xiangqi.board.PieceStyle;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The "Appearance" menu: theme, board style and piece style as radio items, and blind mode as a
 * check item (Ctrl+Shift+B). Every item follows its property both ways, so a change made
 * elsewhere (a preference loaded, a test) shows in the menu. Menus are keyboard-reachable
 * through the menu bar (F10, arrows, Enter).
 */
public final class AppearanceMenu {

    /** Blind mode's shortcut: B for "blind"; Shift keeps plain Ctrl+B free for others. */
    public static final KeyCombination BLIND_SHORTCUT = KeyCombination.keyCombination("Shortcut+Shift+B");

    private AppearanceMenu() {
    }

    /**
     * The menu for {@code themes} and a board's blind mode ({@code blind}, e.g.
     * {@code board.blindProperty()}). Item ids: {@code menu-theme-<name>}, {@code menu-board-style-<name>},
     * {@code menu-piece-style-<name>}, {@code menu-blind} (names in lower case).
     */
    public static Menu create(Localization l10n, ThemeManager themes, BooleanProperty blind) {
        Menu menu = new Menu();
        menu.setId("menu-appearance");
        menu.textProperty().bind(l10n.text("board.menu.appearance"));
        menu.setGraphic(icon("mdi2p-palette"));

        Menu theme = choices(l10n, "board.menu.theme", "menu-theme-", Theme.values(), themes.themeProperty(),
                Theme::textKey);
        theme.setGraphic(icon("mdi2t-theme-light-dark"));
        Menu board = choices(l10n, "board.menu.boardStyle", "menu-board-style-", BoardStyle.values(),
                themes.boardStyleProperty(), BoardStyle::textKey);
        board.setGraphic(icon("mdi2g-grid"));
        Menu pieces = choices(l10n, "board.menu.pieceStyle", "menu-piece-style-", PieceStyle.values(),
                themes.pieceStyleProperty(), PieceStyle::textKey);
        pieces.setGraphic(icon("mdi2c-chess-king"));

        CheckMenuItem blindItem = new CheckMenuItem();
        blindItem.setId("menu-blind");
        blindItem.textProperty().bind(l10n.text("board.menu.blind"));
        blindItem.selectedProperty().bindBidirectional(blind);
        blindItem.setAccelerator(BLIND_SHORTCUT);
        blindItem.setGraphic(icon("mdi2e-eye-off-outline"));

        menu.getItems().addAll(theme, board, pieces, blindItem);
        return menu;
    }

    /** A submenu of radio items, one per value, selected by and selecting {@code property}. */
    private static <E extends Enum<E>> Menu choices(Localization l10n, String titleKey, String idPrefix, E[] values,
            ObjectProperty<E> property, Function<E, String> textKey) {
        Menu menu = new Menu();
        menu.textProperty().bind(l10n.text(titleKey));
        ToggleGroup group = new ToggleGroup();
        for (E value : values) {
            RadioMenuItem item = new RadioMenuItem();
            item.setId(idPrefix + value.name().toLowerCase(java.util.Locale.ROOT));
            item.textProperty().bind(l10n.text(textKey.apply(value)));
            item.setToggleGroup(group);
            item.setUserData(value);
            item.setSelected(value == property.get());
            item.setOnAction(e -> property.set(value));
            menu.getItems().add(item);
        }
        property.addListener((o, old, now) -> group.getToggles().forEach(t -> t.setSelected(t.getUserData() == now)));
        return menu;
    }

    private static FontIcon icon(String code) {
        FontIcon icon = new FontIcon(code);
        icon.getStyleClass().add("menu-icon");
        return icon;
    }
}
