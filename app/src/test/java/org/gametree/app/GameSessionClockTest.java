package org.gametree.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.stage.Stage;

import org.gametree.app.analysis.AnalysisPosition.Game;
import org.gametree.app.game.GameClock;
import org.gametree.app.game.GameSetup;
import org.gametree.app.game.PlayerSetup;
import org.gametree.app.game.TimeControl;
import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.Localization;
import org.gametree.app.task.FxTaskRunner;
import org.gametree.gomoku.Rule;
import org.gametree.xiangqi.Squares;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A timed game on a fake time source: the clocks count down with the increment, a flag fall ends
 * the game, and pasted positions run no clock.
 */
@ExtendWith(ApplicationExtension.class)
class GameSessionClockTest {

    private final long[] now = {1_000_000_000L};
    private final Localization l10n = new Localization(Language.ENGLISH);
    private final FxTaskRunner tasks = new FxTaskRunner();
    private GameSession session;

    @Start
    void start(Stage stage) {
        session = new GameSession(l10n, tasks, () -> now[0]);
    }

    @AfterEach
    void close(FxRobot robot) {
        robot.interact(() -> session.close());
        tasks.close();
    }

    private void advance(long millis) {
        now[0] += millis * 1_000_000L;
    }

    private void play(FxRobot robot, String from, String to) {
        robot.interact(() -> {
            session.activateXiangqi(Squares.parse(from, 0));
            session.activateXiangqi(Squares.parse(to, 0));
        });
    }

    private static GameSetup people(TimeControl time) {
        return new GameSetup(Game.XIANGQI, Rule.RENJU, 15, PlayerSetup.human("pst"), PlayerSetup.human("pst"), time);
    }

    @Test
    void minutesPlusIncrementCountDownAndAFlagFallEndsTheGame(FxRobot robot) {
        robot.interact(() -> session.newGame(people(TimeControl.increment(1, 2))));
        GameClock clock = session.clock();
        assertEquals(0, clock.running(), "Red's clock runs");
        assertEquals("1:00.0", GameClock.format(clock.displayedMillis(0)));

        advance(10_000);
        assertEquals("0:50.0", GameClock.format(clock.displayedMillis(0)));
        play(robot, "h2", "e2");
        assertEquals(1, clock.running(), "Black's clock runs after Red's move");
        assertEquals("0:52.0", GameClock.format(clock.displayedMillis(0)), "Red earned 2 s");
        assertEquals("1:00.0", GameClock.format(clock.displayedMillis(1)));

        advance(59_900);
        robot.interact(() -> assertFalse(session.checkFlag(), "a tenth of a second left"));
        advance(200);
        robot.interact(session::checkFlag); // (the session's own 10 Hz watch may have seen it first)
        assertEquals(1, session.flaggedProperty().get(), "Black lost on time");
        assertTrue(session.isOver());
        assertEquals(-1, clock.running(), "the clocks stop");
        assertEquals("Black ran out of time: Red wins.", session.messageProperty().get().text(l10n));
        play(robot, "h9", "g7");
        assertEquals(1, session.xiangqi().plyProperty().get(), "no move after the flag fell");
    }

    @Test
    void aTimePerMoveStartsAgainEachMove(FxRobot robot) {
        robot.interact(() -> session.newGame(people(TimeControl.perMove(5))));
        advance(4_000);
        assertEquals("0:01.0", GameClock.format(session.clock().displayedMillis(0)));
        play(robot, "h2", "e2");
        assertEquals("0:05.0", GameClock.format(session.clock().displayedMillis(1)));
        advance(4_000);
        play(robot, "h9", "g7");
        assertEquals("0:05.0", GameClock.format(session.clock().displayedMillis(0)), "Red has a whole move's time again");
        advance(5_000);
        robot.interact(session::checkFlag);
        assertEquals(0, session.flaggedProperty().get());
        assertEquals("Red ran out of time: Black wins.", session.messageProperty().get().text(l10n));
    }

    @Test
    void aPastedPositionRunsNoClockNorDoesTheNextGameOfTwoPeople(FxRobot robot) {
        robot.interact(() -> session.newGame(people(TimeControl.increment(5, 0))));
        robot.interact(() -> assertTrue(session.paste(
                "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", l10n)));
        assertFalse(session.clock().isCountingDown());
        play(robot, "h2", "e2");
        advance(30_000);
        assertEquals(-1, session.clock().running(), "no clock runs while analysing");
        assertEquals(0, session.clock().displayedMillis(0));
        assertEquals(0, session.clock().displayedMillis(1));
        robot.interact(() -> assertFalse(session.checkFlag()));

        robot.interact(() -> session.newGame()); // Ctrl+N: the same (two people, no time control)
        play(robot, "h2", "e2");
        advance(30_000);
        assertEquals(-1, session.clock().running());
        assertEquals(0, session.clock().displayedMillis(1));
    }

    @Test
    void lookingBackInTheMoveListPausesTheClocksAndTheEndResumesThem(FxRobot robot) {
        robot.interact(() -> session.newGame(people(TimeControl.perMove(5))));
        play(robot, "h2", "e2");
        advance(1_000);
        play(robot, "h9", "g7");
        advance(2_000); // Red has thought 2 s of its 5
        robot.interact(() -> session.goToPly(1));
        assertEquals(-1, session.clock().running(), "no clock runs while the user looks back");
        advance(60_000);
        robot.interact(() -> assertFalse(session.checkFlag(), "nobody loses on time while looking back"));
        assertEquals(-1, session.flaggedProperty().get());

        robot.interact(() -> session.goToPly(2)); // back at the end: Red's move goes on where it stopped
        assertEquals(0, session.clock().running());
        assertEquals("0:03.0", GameClock.format(session.clock().displayedMillis(0)), "a pause is no fresh move");
        advance(1_000);
        robot.interact(() -> session.undo());
        assertEquals(-1, session.clock().running(), "an undo leaves the end of the game too");
        robot.interact(() -> session.redo());
        assertEquals("0:02.0", GameClock.format(session.clock().displayedMillis(0)));
        advance(2_000);
        robot.interact(session::checkFlag);
        assertEquals(0, session.flaggedProperty().get(), "at the end the clock runs out as before");
    }

    @Test
    void playingFromAnEarlierPlyResumesTheClocks(FxRobot robot) {
        robot.interact(() -> session.newGame(people(TimeControl.increment(1, 0))));
        play(robot, "h2", "e2");
        play(robot, "h9", "g7");
        robot.interact(() -> session.goToPly(1));
        advance(30_000);
        play(robot, "b9", "c7"); // Black plays another move there: the game's new last ply
        assertEquals(0, session.clock().running(), "Red's clock runs again");
        assertEquals("1:00.0", GameClock.format(session.clock().displayedMillis(1)), "the look back cost Black nothing");
    }

    @Test
    void anEngineLeftWaitingAfterAJumpDoesNotLoseOnTime(FxRobot robot) {
        robot.interact(() -> session.newGame(new GameSetup(Game.XIANGQI, Rule.RENJU, 15, PlayerSetup.human("pst"),
                PlayerSetup.engineForTime("best", "pst", 60_000), TimeControl.perMove(5))));
        robot.interact(() -> {
            // in one FX turn, so the engine cannot answer in between: Red moves, Black's engine
            // starts thinking, the user looks back at the start and comes back to the end
            session.activateXiangqi(Squares.parse("h2", 0));
            session.activateXiangqi(Squares.parse("e2", 0));
            assertEquals(1, session.clock().running(), "the thinking engine's clock runs");
            session.goToPly(0);
            session.goToPly(1);
        });
        assertTrue(session.engineToMoveProperty().get(), "the engine waits for Move now");
        assertEquals(-1, session.clock().running(), "a waiting engine's clock does not run");
        advance(60_000);
        robot.interact(() -> assertFalse(session.checkFlag()));
        assertEquals(-1, session.flaggedProperty().get());
        robot.interact(() -> session.moveNow());
        assertEquals(1, session.clock().running(), "Move now: the engine thinks on its clock");
    }
}
