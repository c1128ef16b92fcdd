package org.gametree.app.action;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.SimpleStringProperty;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;

import org.gametree.app.i18n.Localization;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * Makes the controls of an action (JabRef's {@code ActionFactory}): a menu item with its id, text,
 * icon, accelerator and enabled state, or a tool button with its icon and a tooltip naming the
 * command and its shortcut. Both run the command through the {@link ActionRegistry}.
 */
public final class ActionFactory {

    private final Localization l10n;
    private final ActionRegistry registry;

    public ActionFactory(Localization l10n, ActionRegistry registry) {
        this.l10n = l10n;
        this.registry = registry;
    }

    public ActionRegistry registry() {
        return registry;
    }

    /** The menu item of {@code action}: a check item for a toggle. Its accelerator is the key map's entry. */
    public MenuItem menuItem(StandardAction action) {
        ActionRegistry.Command command = registry.command(action);
        MenuItem item;
        if (command.selected() != null) {
            CheckMenuItem check = new CheckMenuItem();
            check.selectedProperty().bindBidirectional(command.selected());
            item = check;
        } else {
            item = new MenuItem();
            item.setOnAction(e -> registry.run(action));
            item.disableProperty().bind(Bindings.createBooleanBinding(() -> !command.enabled().get(), command.enabled()));
        }
        item.setId(action.menuId());
        item.textProperty().bind(l10n.text(action.textKey()));
        item.setAccelerator(action.accelerator());
        FontIcon graphic = new FontIcon(action.icon());
        graphic.getStyleClass().add("menu-icon");
        item.setGraphic(graphic);
        return item;
    }

    /**
     * The tool button of {@code action} (a toggle button for a toggle). Tool buttons are for the
     * mouse and take no focus; the keyboard has the accelerators.
     */
    public ButtonBase toolButton(StandardAction action) {
        if (action.toolId() == null) {
            throw new IllegalArgumentException(action + " has no tool button");
        }
        ActionRegistry.Command command = registry.command(action);
        ButtonBase button;
        if (command.selected() != null) {
            ToggleButton toggle = new ToggleButton();
            toggle.selectedProperty().bindBidirectional(command.selected());
            button = toggle;
        } else {
            button = new Button();
            button.setOnAction(e -> registry.run(action));
            button.disableProperty().bind(Bindings.createBooleanBinding(() -> !command.enabled().get(), command.enabled()));
        }
        button.setId(action.toolId());
        button.setGraphic(new FontIcon(action.icon()));
        button.getStyleClass().add("tool-button");
        button.setFocusTraversable(false);
        Tooltip tip = new Tooltip();
        tip.textProperty().bind(l10n.text("tool.tip", plainText(action), new SimpleStringProperty(shortcutText(action))));
        button.setTooltip(tip);
        button.accessibleTextProperty().bind(plainText(action));
        return button;
    }

    /** The command's name without its mnemonic, in the current language. */
    public StringBinding plainText(StandardAction action) {
        return Bindings.createStringBinding(() -> Mnemonics.strip(l10n.get(action.textKey())), l10n.languageProperty());
    }

    /** The accelerator as the platform writes it ("Ctrl+Shift+N"). */
    public static String shortcutText(StandardAction action) {
        return action.accelerator().getDisplayText();
    }
}
