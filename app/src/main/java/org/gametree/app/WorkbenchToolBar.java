package org.gametree.app;

import javafx.scene.control.Button;
import javafx.scene.control.Separator;
import javafx.scene.control.ToolBar;
import javafx.scene.control.Tooltip;

import org.gametree.app.i18n.Localization;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The tool bar under the menu: the most used game commands as icons. Each button's tooltip
 * names the command and its shortcut (the same accelerator as its menu item).
 */
final class WorkbenchToolBar {

    private WorkbenchToolBar() {
    }

    static ToolBar create(Localization l10n, WorkbenchCommands commands, GameSession session) {
        Button newGame = button(l10n, "tool-new-game", "mdi2p-plus-box-multiple-outline", "menu.game.newDialog", "Ctrl+Shift+N");
        newGame.setOnAction(e -> commands.newGameDialog());
        Button open = button(l10n, "tool-open", "mdi2f-folder-open-outline", "menu.game.open", "Ctrl+O");
        open.setOnAction(e -> commands.open());
        Button save = button(l10n, "tool-save", "mdi2c-content-save-outline", "menu.game.save", "Ctrl+S");
        save.setOnAction(e -> commands.save());
        Button paste = button(l10n, "tool-paste", "mdi2c-clipboard-text-outline", "menu.game.pasteClipboard", "Ctrl+V");
        paste.setOnAction(e -> commands.pasteFromClipboard());
        Button undo = button(l10n, "tool-undo", "mdi2u-undo", "menu.game.undo", "Ctrl+Z");
        undo.setOnAction(e -> commands.undo());
        undo.disableProperty().bind(session.canUndoProperty().not());
        Button redo = button(l10n, "tool-redo", "mdi2r-redo", "menu.game.redo", "Ctrl+Y");
        redo.setOnAction(e -> commands.redo());
        redo.disableProperty().bind(session.canRedoProperty().not());
        Button moveNow = button(l10n, "tool-move-now", "mdi2r-robot-outline", "menu.game.moveNow", "Ctrl+M");
        moveNow.setOnAction(e -> commands.moveNow());
        Button flip = button(l10n, "tool-flip", "mdi2s-swap-vertical", "menu.view.flip", "F");
        flip.setOnAction(e -> commands.flipBoard());
        ToolBar bar = new ToolBar(newGame, open, save, paste, new Separator(), undo, redo, moveNow, new Separator(), flip);
        bar.setId("tool-bar");
        return bar;
    }

    private static Button button(Localization l10n, String id, String icon, String key, String shortcut) {
        Button button = new Button();
        button.setId(id);
        button.setGraphic(new FontIcon(icon));
        button.getStyleClass().add("tool-button");
        // the tool bar is for the mouse; the keyboard has the accelerators (so buttons take no focus)
        button.setFocusTraversable(false);
        Tooltip tip = new Tooltip();
        tip.textProperty().bind(l10n.text("tool.tip", l10n.text(key), new javafx.beans.property.SimpleStringProperty(shortcut)));
        button.setTooltip(tip);
        button.accessibleTextProperty().bind(l10n.text(key));
        return button;
    }
}
