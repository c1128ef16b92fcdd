package org.gametree.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;

import javafx.scene.control.Label;

import org.gametree.app.analysis.AnalysisPosition.Game;
import org.gametree.app.game.GameSetup;
import org.gametree.app.game.PlayerSetup;
import org.gametree.app.game.TimeControl;
import org.gametree.gomoku.Rule;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** Timed games in the window, on the real clock: a flag fall announced, an engine on the clock's time. */
class ClockPlayTest extends WorkbenchUiTest {

    @Test
    void aFlagFallEndsTheGameInTheStatusAndANotification(FxRobot robot) throws Exception {
        robot.interact(() -> fixture.workbench.session().newGame(new GameSetup(Game.XIANGQI, Rule.RENJU, 15,
                PlayerSetup.human("pst"), PlayerSetup.human("pst"), TimeControl.perMove(1))));
        assertTrue(fixture.workbench.session().clock().isCountingDown());
        // nobody moves: the window's own watch sees Red's second run out
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> fixture.workbench.session().flaggedProperty().get() == 0);
        WaitForAsyncUtils.waitForFxEvents();
        String result = "Red ran out of time: Black wins.";
        assertEquals(result, robot.lookup("#status-message").queryAs(Label.class).getText());
        assertEquals(result, fixture.workbench.lastAnnouncement());
        WaitForAsyncUtils.waitFor(2, TimeUnit.SECONDS,
                () -> "0:00.0".equals(robot.lookup("#clock-first").queryAs(Label.class).getText()));
        assertTrue(robot.lookup("#clock-first").query().getParent().getPseudoClassStates().stream()
                .anyMatch(p -> p.getPseudoClassName().equals("flagged")));
        assertEquals("Black wins (on time)", robot.lookup("#status-result").queryAs(Label.class).getText(),
                "the result, not \"Game in progress\"");
        robot.clickOn(fixture.screenPoint("h2")).clickOn(fixture.screenPoint("e2"));
        assertEquals(0, fixture.workbench.game().plyProperty().get(), "the game is over");
    }

    @Test
    void aGomokuFlagFallShowsTheWinOnTimeInTheStatus(FxRobot robot) throws Exception {
        robot.interact(() -> fixture.workbench.session().newGame(new GameSetup(Game.GOMOKU, Rule.FREESTYLE, 15,
                PlayerSetup.human("line"), PlayerSetup.human("line"), TimeControl.perMove(1))));
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> fixture.workbench.session().flaggedProperty().get() == 0);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("White wins on time: Black ran out of time",
                robot.lookup("#gomoku-status").queryAs(Label.class).getText());
        robot.interact(() -> fixture.workbench.session().activateGomoku(7 * 15 + 7));
        assertEquals(0, fixture.workbench.session().gomoku().plyProperty().get(), "no stone after the flag fell");
    }

    @Test
    void anEngineThinksForTheTimeItsClockGivesNotItsOwn(FxRobot robot) throws Exception {
        // Red is an engine set to think a minute a move, but the game gives 2 s a move.
        robot.interact(() -> fixture.workbench.session().newGame(new GameSetup(Game.XIANGQI, Rule.RENJU, 15,
                PlayerSetup.engineForTime("best", "pst", 60_000), PlayerSetup.human("pst"), TimeControl.perMove(2))));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> fixture.workbench.game().plyProperty().get() == 1);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(-1, fixture.workbench.session().flaggedProperty().get(), "it moved in time");
        assertEquals(1, fixture.workbench.session().clock().running(), "Black's clock runs");
    }
}
