package org.gametree.app;

import javafx.beans.property.BooleanProperty;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.ToggleGroup;
import javafx.scene.input.KeyCombination;

import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.Localization;
import org.gametree.app.analysis.MoveNotation;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The menu bar. Every item has an id (see {@code docs/ui-ids.md}), a text bound to the current
 * language, and where it makes sense an accelerator, so each command has a keyboard path.
 */
final class MainMenu {

    private MainMenu() {
    }

    static MenuBar create(Localization l10n, WorkbenchCommands commands, GameSession game,
                          BooleanProperty flipped) {
        MenuItem newGame = item(l10n, "menu-game-new", "menu.game.new", "Shortcut+N", "mdi2p-plus-box-outline");
        newGame.setOnAction(e -> commands.newGame());
        MenuItem newGameDialog = item(l10n, "menu-game-new-dialog", "menu.game.newDialog", "Shortcut+Shift+N",
                "mdi2p-plus-box-multiple-outline");
        newGameDialog.setOnAction(e -> commands.newGameDialog());
        MenuItem open = item(l10n, "menu-game-open", "menu.game.open", "Shortcut+O", "mdi2f-folder-open-outline");
        open.setOnAction(e -> commands.open());
        MenuItem save = item(l10n, "menu-game-save", "menu.game.save", "Shortcut+S", "mdi2c-content-save-outline");
        save.setOnAction(e -> commands.save());
        MenuItem edit = item(l10n, "menu-game-edit", "menu.game.edit", "Shortcut+E", "mdi2p-pencil-outline");
        edit.setOnAction(e -> commands.editPosition());
        MenuItem moveNow = item(l10n, "menu-game-move-now", "menu.game.moveNow", "Shortcut+M", "mdi2r-robot-outline");
        moveNow.setOnAction(e -> commands.moveNow());
        MenuItem paste = item(l10n, "menu-game-paste", "menu.game.paste", "Shortcut+Shift+V", "mdi2c-content-paste");
        paste.setOnAction(e -> commands.pastePositionDialog());
        MenuItem pasteClipboard = item(l10n, "menu-game-paste-clipboard", "menu.game.pasteClipboard",
                "Shortcut+V", "mdi2c-clipboard-text-outline");
        pasteClipboard.setOnAction(e -> commands.pasteFromClipboard());
        MenuItem copyFen = item(l10n, "menu-game-copy-fen", "menu.game.copyFen", "Shortcut+C", "mdi2c-content-copy");
        copyFen.setOnAction(e -> commands.copyPosition());
        MenuItem undo = item(l10n, "menu-game-undo", "menu.game.undo", "Shortcut+Z", "mdi2u-undo");
        undo.setOnAction(e -> commands.undo());
        undo.disableProperty().bind(game.canUndoProperty().not());
        MenuItem redo = item(l10n, "menu-game-redo", "menu.game.redo", "Shortcut+Y", "mdi2r-redo");
        redo.setOnAction(e -> commands.redo());
        redo.disableProperty().bind(game.canRedoProperty().not());
        MenuItem quit = item(l10n, "menu-game-quit", "menu.game.quit", "Shortcut+Q", "mdi2e-exit-to-app");
        quit.setOnAction(e -> commands.quit());
        Menu gameMenu = menu(l10n, "menu-game", "menu.game", newGameDialog, newGame, open, save,
                new SeparatorMenuItem(), edit, paste, pasteClipboard, copyFen,
                new SeparatorMenuItem(), undo, redo, moveNow, new SeparatorMenuItem(), quit);

        CheckMenuItem flip = new CheckMenuItem();
        label(flip, l10n, "menu-view-flip", "menu.view.flip", "F", "mdi2s-swap-vertical");
        flip.selectedProperty().bindBidirectional(flipped);

        ToggleGroup languages = new ToggleGroup();
        Menu language = menu(l10n, "menu-view-language", "menu.view.language");
        language.setGraphic(new FontIcon("mdi2t-translate"));
        for (Language each : Language.values()) {
            RadioMenuItem choice = new RadioMenuItem();
            choice.setId(each == Language.ENGLISH ? "menu-language-en" : "menu-language-zh");
            // Each language is named in itself, so a user lost in a foreign UI can find their own.
            choice.textProperty().bind(l10n.text(each == Language.ENGLISH ? "language.en" : "language.zh"));
            choice.setMnemonicParsing(false);
            choice.setToggleGroup(languages);
            choice.setSelected(l10n.getLanguage() == each);
            choice.setOnAction(e -> commands.setLanguage(each));
            language.getItems().add(choice);
        }
        l10n.languageProperty().addListener((obs, old, now) -> languages.getToggles().forEach(
                t -> t.setSelected(((MenuItem) t).getId().equals(now == Language.ENGLISH ? "menu-language-en" : "menu-language-zh"))));
        Menu notation = menu(l10n, "menu-view-notation", "menu.view.notation");
        ToggleGroup notations = new ToggleGroup();
        for (MoveNotation each : MoveNotation.values()) {
            RadioMenuItem choice = new RadioMenuItem();
            choice.setId("menu-notation-" + each.name().toLowerCase(java.util.Locale.ROOT));
            choice.textProperty().bind(l10n.text("notation." + each.name().toLowerCase(java.util.Locale.ROOT)));
            choice.setToggleGroup(notations);
            choice.setSelected(game.context().notationProperty().get() == each);
            choice.setOnAction(e -> game.context().notationProperty().set(each));
            notation.getItems().add(choice);
        }
        game.context().notationProperty().addListener((obs, old, now) -> notations.getToggles().forEach(
                t -> t.setSelected(((MenuItem) t).getId().endsWith(now.name().toLowerCase(java.util.Locale.ROOT)))));
        Menu viewMenu = menu(l10n, "menu-view", "menu.view", flip, notation, language);

        MenuItem about = item(l10n, "menu-help-about", "menu.help.about", "F1", "mdi2i-information-outline");
        about.setOnAction(e -> commands.about());
        Menu helpMenu = menu(l10n, "menu-help", "menu.help", about);

        MenuBar bar = new MenuBar(gameMenu, viewMenu, helpMenu);
        bar.setId("menu-bar");
        return bar;
    }

    private static Menu menu(Localization l10n, String id, String key, MenuItem... items) {
        Menu menu = new Menu();
        menu.setId(id);
        menu.textProperty().bind(l10n.text(key));
        menu.getItems().addAll(items);
        return menu;
    }

    private static MenuItem item(Localization l10n, String id, String key, String accelerator, String icon) {
        return label(new MenuItem(), l10n, id, key, accelerator, icon);
    }

    private static <T extends MenuItem> T label(T item, Localization l10n, String id, String key,
                                                String accelerator, String icon) {
        item.setId(id);
        item.textProperty().bind(l10n.text(key));
        item.setAccelerator(KeyCombination.keyCombination(accelerator));
        FontIcon graphic = new FontIcon(icon);
        graphic.getStyleClass().add("menu-icon");
        item.setGraphic(graphic);
        return item;
    }
}
