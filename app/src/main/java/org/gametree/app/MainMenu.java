package org.gametree.app;

import java.util.Locale;

import javafx.beans.property.ObjectProperty;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.ToggleGroup;

import org.gametree.app.action.ActionFactory;
import org.gametree.app.action.StandardAction;
import org.gametree.app.analysis.MoveNotation;
import org.gametree.app.analysis.score.ScorePerspective;
import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.Localization;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The menu bar. Commands come from the action registry (id, text, icon, accelerator, enabled
 * state declared once, see {@link StandardAction}); the View menu adds its choices (notation,
 * scores from, language). Every menu's text carries its mnemonic in both languages.
 */
final class MainMenu {

    private MainMenu() {
    }

    static MenuBar create(Localization l10n, ActionFactory actions, WorkbenchCommands commands, GameSession game) {
        Menu gameMenu = menu(l10n, "menu-game", "menu.game",
                actions.menuItem(StandardAction.NEW_GAME_DIALOG), actions.menuItem(StandardAction.NEW_GAME),
                actions.menuItem(StandardAction.OPEN), actions.menuItem(StandardAction.SAVE),
                new SeparatorMenuItem(),
                actions.menuItem(StandardAction.EDIT_POSITION), actions.menuItem(StandardAction.PASTE_DIALOG),
                actions.menuItem(StandardAction.PASTE_CLIPBOARD), actions.menuItem(StandardAction.COPY_POSITION),
                actions.menuItem(StandardAction.COPY_BOARD_IMAGE),
                new SeparatorMenuItem(),
                actions.menuItem(StandardAction.UNDO), actions.menuItem(StandardAction.REDO),
                actions.menuItem(StandardAction.MOVE_NOW), actions.menuItem(StandardAction.ENGINES),
                new SeparatorMenuItem(),
                actions.menuItem(StandardAction.QUIT));

        Menu language = menu(l10n, "menu-view-language", "menu.view.language");
        language.setGraphic(new FontIcon("mdi2t-translate"));
        ToggleGroup languages = new ToggleGroup();
        for (Language each : Language.values()) {
            RadioMenuItem choice = new RadioMenuItem();
            choice.setId(each == Language.ENGLISH ? "menu-language-en" : "menu-language-zh");
            // Each language is named in itself, so a user lost in a foreign UI can find their own.
            choice.textProperty().bind(l10n.text(each == Language.ENGLISH ? "language.en" : "language.zh"));
            choice.setMnemonicParsing(false);
            choice.setToggleGroup(languages);
            choice.setUserData(each);
            choice.setSelected(l10n.getLanguage() == each);
            choice.setOnAction(e -> commands.setLanguage(each));
            language.getItems().add(choice);
        }
        l10n.languageProperty().addListener((obs, old, now) -> select(languages, now));

        Menu notation = choices(l10n, "menu-view-notation", "menu.view.notation", "menu-notation-",
                MoveNotation.values(), game.context().notationProperty(),
                each -> "notation." + each.name().toLowerCase(Locale.ROOT));
        Menu scores = choices(l10n, "menu-view-scores", "menu.view.scores", "menu-scores-",
                ScorePerspective.values(), game.context().scorePerspectiveProperty(),
                each -> "score.perspective." + each.name());
        scores.setGraphic(new FontIcon("mdi2p-plus-minus-variant"));
        Menu viewMenu = menu(l10n, "menu-view", "menu.view", actions.menuItem(StandardAction.FLIP_BOARD),
                actions.menuItem(StandardAction.SHOW_THREATS), actions.menuItem(StandardAction.ANALYSIS_ARROWS), notation, scores, language);

        Menu helpMenu = menu(l10n, "menu-help", "menu.help",
                actions.menuItem(StandardAction.SHORTCUTS), actions.menuItem(StandardAction.ABOUT));

        MenuBar bar = new MenuBar(gameMenu, viewMenu, helpMenu);
        bar.setId("menu-bar");
        return bar;
    }

    /**
     * A submenu of radio items, one per value ({@code idPrefix} + the value's name in lower case
     * with '-' for '_'), selecting and following {@code property}.
     */
    private static <E extends Enum<E>> Menu choices(Localization l10n, String id, String key, String idPrefix,
            E[] values, ObjectProperty<E> property, java.util.function.Function<E, String> textKey) {
        Menu menu = menu(l10n, id, key);
        ToggleGroup group = new ToggleGroup();
        for (E each : values) {
            RadioMenuItem choice = new RadioMenuItem();
            choice.setId(idPrefix + each.name().toLowerCase(Locale.ROOT).replace('_', '-'));
            choice.textProperty().bind(l10n.text(textKey.apply(each)));
            choice.setMnemonicParsing(false);
            choice.setToggleGroup(group);
            choice.setUserData(each);
            choice.setSelected(property.get() == each);
            choice.setOnAction(e -> property.set(each));
            menu.getItems().add(choice);
        }
        property.addListener((obs, old, now) -> select(group, now));
        return menu;
    }

    private static void select(ToggleGroup group, Object value) {
        group.getToggles().forEach(t -> t.setSelected(t.getUserData() == value));
    }

    private static Menu menu(Localization l10n, String id, String key, MenuItem... items) {
        Menu menu = new Menu();
        menu.setId(id);
        menu.textProperty().bind(l10n.text(key));
        menu.setMnemonicParsing(true);
        menu.getItems().addAll(items);
        return menu;
    }
}
