package org.gametree.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import javafx.scene.control.DialogPane;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;

import org.gametree.app.action.ActionFactory;
import org.gametree.app.action.Mnemonics;
import org.gametree.app.action.ShortcutsDialog;
import org.gametree.app.action.StandardAction;
import org.gametree.app.analysis.AnalysisPosition.Game;
import org.gametree.app.analysis.score.ScorePerspective;
import org.gametree.app.game.GameSetup;
import org.gametree.app.game.PlayerSetup;
import org.gametree.app.i18n.Language;
import org.gametree.app.theme.AppearancePreference;
import org.gametree.gomoku.Rule;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The window's commands as issue 10 found them: Move now offered with no engine to move, no
 * list of shortcuts, no version, menus without mnemonics in Chinese, no "scores from" setting.
 */
class CommandsTest extends WorkbenchUiTest {

    private static final long ENGINE_WAIT_SECONDS = 60;

    @Test
    void moveNowIsDisabledUnlessAnEngineIsToMove(FxRobot robot) throws Exception {
        // Two people analysing: no engine to move, so the menu item, the button and Ctrl+M are off.
        assertTrue(moveNowItem(robot).isDisable());
        assertTrue(robot.lookup("#tool-move-now").queryButton().isDisabled());
        robot.press(KeyCode.CONTROL, KeyCode.M).release(KeyCode.M, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(0, fixture.workbench.tasks().running(), "Ctrl+M started nothing");

        // Black an engine with a minute a move: off while Red (a person) is to move, on while it thinks.
        robot.interact(() -> fixture.workbench.session().newGame(new GameSetup(Game.XIANGQI, Rule.RENJU, 15,
                PlayerSetup.human("pst"), PlayerSetup.engineForTime("best", "pst", 60_000))));
        assertTrue(moveNowItem(robot).isDisable());
        robot.clickOn(fixture.screenPoint("h2")).clickOn(fixture.screenPoint("e2"));
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(moveNowItem(robot).isDisable(), "the engine is to move");
        assertFalse(robot.lookup("#tool-move-now").queryButton().isDisabled());
        // Ctrl+M: it plays its best move so far at once, and Red is to move again.
        robot.press(KeyCode.CONTROL, KeyCode.M).release(KeyCode.M, KeyCode.CONTROL);
        WaitForAsyncUtils.waitFor(ENGINE_WAIT_SECONDS, TimeUnit.SECONDS,
                () -> fixture.workbench.game().plyProperty().get() == 2);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(moveNowItem(robot).isDisable());
        assertTrue(robot.lookup("#tool-move-now").queryButton().isDisabled());
    }

    @Test
    void undoThenRedoAgainstAnEngineComesBackToTheSamePly(FxRobot robot) throws Exception {
        robot.interact(() -> fixture.workbench.session().newGame(new GameSetup(Game.XIANGQI, Rule.RENJU, 15,
                PlayerSetup.human("pst"), PlayerSetup.engineToDepth("best", "pst", 1))));
        for (String[] move : new String[][] {{"h2", "e2"}, {"b0", "c2"}}) {
            int before = fixture.workbench.game().plyProperty().get();
            robot.clickOn(fixture.screenPoint(move[0])).clickOn(fixture.screenPoint(move[1]));
            WaitForAsyncUtils.waitFor(ENGINE_WAIT_SECONDS, TimeUnit.SECONDS,
                    () -> fixture.workbench.game().plyProperty().get() == before + 2);
        }
        WaitForAsyncUtils.waitForFxEvents();
        String fen = fixture.workbench.game().getFen();
        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(2, fixture.workbench.game().plyProperty().get(), "back to Red's turn");
        robot.press(KeyCode.CONTROL, KeyCode.Y).release(KeyCode.Y, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(4, fixture.workbench.game().plyProperty().get(), "redo replays as many plies as undo took");
        assertEquals(fen, fixture.workbench.game().getFen());
        assertFalse(robot.lookup("#status-message").queryLabeled().getText().startsWith("The engine to move is waiting"),
                "Red to move: no engine waits");
    }

    @Test
    void theShortcutsDialogListsEveryCommandWithItsKeys(FxRobot robot) throws java.io.IOException {
        robot.press(KeyCode.CONTROL, KeyCode.SLASH).release(KeyCode.SLASH, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        @SuppressWarnings("unchecked")
        TableView<ShortcutsDialog.Row> table = robot.lookup("#shortcuts-table").queryAs(TableView.class);
        List<StandardAction> actions = fixture.workbench.commands().actions().actions();
        assertEquals(List.of(StandardAction.values()), actions, "every command is registered");
        for (StandardAction action : actions) {
            String name = Mnemonics.strip(fixture.workbench.localization().get(action.textKey()));
            String keys = ActionFactory.shortcutText(action);
            assertTrue(table.getItems().stream().anyMatch(r -> r.command().equals(name) && r.keys().equals(keys)),
                    action + " as " + name + " / " + keys + " in " + table.getItems());
        }
        assertTrue(table.getItems().stream().anyMatch(r -> r.command().equals("Undo move") && r.keys().equals("Ctrl+Z")));
        assertTrue(table.getItems().stream().anyMatch(r -> r.command().equals("Run to the next cutoff") && r.keys().equals("C")),
                "the stepper's keys");
        assertTrue(table.getItems().stream().anyMatch(r -> r.where().startsWith("Board") && r.keys().equals("Esc")),
                "the board's keys");
        WorkbenchFixture.writeDialogImage(robot, "#shortcuts-dialog", "shortcuts.png");
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(robot.lookup("#shortcuts-dialog").tryQuery().isEmpty(), "Escape closes it");
    }

    @Test
    void aboutShowsTheVersion(FxRobot robot) {
        robot.type(KeyCode.F1);
        WaitForAsyncUtils.waitForFxEvents();
        DialogPane about = robot.lookup("#about-dialog").queryAs(DialogPane.class);
        assertTrue(about.getHeaderText().matches("(?s).*Version \\d+\\.\\d+\\.\\d+.*"), about.getHeaderText());
        assertEquals(AppVersion.current(), about.getHeaderText().replaceAll("(?s).*Version ", ""));
        robot.type(KeyCode.ENTER);
    }

    @Test
    void everyMenuHasAMnemonicInEnglishAndInChinese(FxRobot robot) {
        for (Language language : Language.values()) {
            robot.interact(() -> fixture.workbench.localization().setLanguage(language));
            MenuBar bar = robot.lookup("#menu-bar").queryAs(MenuBar.class);
            List<Character> topLevel = new ArrayList<>();
            for (Menu menu : menus(bar)) {
                String text = menu.getText();
                assertTrue(menu.isMnemonicParsing(), menu.getId());
                assertNotEquals(0, Mnemonics.of(text), language + ": " + menu.getId() + " \"" + text + "\" has no mnemonic");
                if (language == Language.SIMPLIFIED_CHINESE) {
                    assertTrue(text.matches(".*\\(_[A-Z]\\).*"), "written 菜单(_X): " + text);
                    assertFalse(Mnemonics.strip(text).matches(".*[A-Za-z].*"), "no English left: " + text);
                }
                if (bar.getMenus().contains(menu)) {
                    topLevel.add(Mnemonics.of(text));
                }
            }
            assertEquals(topLevel.size(), topLevel.stream().distinct().count(), "top-level mnemonics differ: " + topLevel);
        }
        robot.interact(() -> fixture.workbench.localization().setLanguage(Language.ENGLISH));
    }

    @Test
    void scoresFromIsAppliedToTheContextAndRemembered(FxRobot robot) throws Exception {
        assertEquals(ScorePerspective.SIDE_TO_MOVE, fixture.workbench.session().context().scorePerspectiveProperty().get());
        RadioMenuItem first = (RadioMenuItem) item(robot, "menu-scores-first-player");
        assertEquals("Red (Black in Gomoku) / MAX", first.getText());
        robot.interact(first::fire);
        assertEquals(ScorePerspective.FIRST_PLAYER, fixture.workbench.session().context().scorePerspectiveProperty().get());
        assertEquals(ScorePerspective.FIRST_PLAYER, new AppearancePreference(fixture.preferences).loadScorePerspective());

        // The next start (a new window over the same preferences) shows scores from Red's side again.
        FxToolkit.setupStage(stage -> fixture.open(stage, Language.ENGLISH));
        assertEquals(ScorePerspective.FIRST_PLAYER, fixture.workbench.session().context().scorePerspectiveProperty().get());
        assertTrue(((RadioMenuItem) item(robot, "menu-scores-first-player")).isSelected());
        assertFalse(((RadioMenuItem) item(robot, "menu-scores-side-to-move")).isSelected());
        robot.interact(() -> fixture.workbench.session().context().scorePerspectiveProperty().set(ScorePerspective.SIDE_TO_MOVE));
        assertTrue(((RadioMenuItem) item(robot, "menu-scores-side-to-move")).isSelected(), "the menu follows the setting");
        assertEquals(ScorePerspective.SIDE_TO_MOVE, new AppearancePreference(fixture.preferences).loadScorePerspective());
    }

    private static MenuItem moveNowItem(FxRobot robot) {
        return item(robot, "menu-game-move-now");
    }

    private static MenuItem item(FxRobot robot, String id) {
        MenuBar bar = robot.lookup("#menu-bar").queryAs(MenuBar.class);
        List<MenuItem> all = new ArrayList<>();
        for (Menu menu : bar.getMenus()) {
            collect(menu, all);
        }
        return all.stream().filter(i -> id.equals(i.getId())).findFirst()
                .orElseThrow(() -> new AssertionError("no menu item " + id));
    }

    private static void collect(Menu menu, List<MenuItem> into) {
        into.add(menu);
        for (MenuItem item : menu.getItems()) {
            if (item instanceof Menu sub) {
                collect(sub, into);
            } else {
                into.add(item);
            }
        }
    }

    /** Every menu of the bar, submenus included. */
    private static List<Menu> menus(MenuBar bar) {
        List<MenuItem> all = new ArrayList<>();
        for (Menu menu : bar.getMenus()) {
            collect(menu, all);
        }
        return all.stream().filter(Menu.class::isInstance).map(Menu.class::cast).toList();
    }
}
