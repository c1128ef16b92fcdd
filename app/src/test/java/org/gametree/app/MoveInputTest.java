package org.gametree.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;

import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.Squares;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

class MoveInputTest extends WorkbenchUiTest {

    /** The start position after 炮二平五 (h2e2). */
    private static final String AFTER_H2E2 = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1";

    @Test
    void clickingTheCannonThenItsDestinationPlaysTheMove(FxRobot robot) {
        robot.clickOn(fixture.screenPoint("h2"));
        assertEquals(Squares.parse("h2", 0), fixture.board().getState().selected());
        assertTrue(fixture.board().getState().isTarget(Squares.parse("e2", 0)), "e2 marked as a destination");
        assertTrue(fixture.board().getState().isTarget(Squares.parse("h9", 0)), "the capture on h9 is marked");
        assertEquals(1, robot.lookup(".capture-marker").queryAll().size());
        assertEquals(fixture.board().getState().targets().length - 1, robot.lookup(".target-marker").queryAll().size());

        robot.clickOn(fixture.screenPoint("e2"));
        assertEquals(AFTER_H2E2, fixture.workbench.game().getFen());
        fixture.assertBoardShows(robot, AFTER_H2E2);
        assertEquals(Squares.parse("h2", 0), fixture.board().getState().lastFrom());
        assertEquals(Squares.parse("e2", 0), fixture.board().getState().lastTo());
        assertEquals(2, robot.lookup(".last-move-marker").queryAll().size());
        assertEquals("Black to move", robot.lookup("#status-side").queryAs(Label.class).getText());
    }

    @Test
    void clickingAPieceOfTheSideNotToMoveSelectsNothing(FxRobot robot) {
        robot.clickOn(fixture.screenPoint("h7"));
        assertEquals(-1, fixture.board().getState().selected());
        robot.clickOn(fixture.screenPoint("h2")).clickOn(fixture.screenPoint("g4"));
        assertEquals(Position.START_FEN, fixture.workbench.game().getFen(), "g4 is not a cannon move from h2");
        assertEquals(-1, fixture.board().getState().selected(), "a click elsewhere drops the selection");
    }

    @Test
    void theKeyboardAloneCanPlayTheSameMove(FxRobot robot) {
        robot.interact(() -> fixture.board().requestFocus());
        // The cursor starts on e0: three right and two up is h2.
        robot.type(KeyCode.RIGHT, 3).type(KeyCode.UP, 2);
        assertEquals(Squares.parse("h2", 0), fixture.board().getCursorSquare());
        assertEquals(1, robot.lookup("#board-cursor").queryAll().size(), "the cursor is drawn");
        robot.type(KeyCode.ENTER);
        assertEquals(Squares.parse("h2", 0), fixture.board().getState().selected());
        robot.type(KeyCode.ESCAPE);
        assertEquals(-1, fixture.board().getState().selected(), "Escape cancels");
        robot.type(KeyCode.SPACE).type(KeyCode.LEFT, 3).type(KeyCode.SPACE);
        assertEquals(AFTER_H2E2, fixture.workbench.game().getFen());
    }

    @Test
    void undoAndRedoWithTheirShortcuts(FxRobot robot) {
        robot.clickOn(fixture.screenPoint("h2")).clickOn(fixture.screenPoint("e2"));
        assertEquals(AFTER_H2E2, fixture.workbench.game().getFen());
        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(Position.START_FEN, fixture.workbench.game().getFen());
        fixture.assertBoardShows(robot, Position.START_FEN);
        robot.press(KeyCode.CONTROL, KeyCode.Y).release(KeyCode.Y, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(AFTER_H2E2, fixture.workbench.game().getFen());
        assertFalse(fixture.workbench.game().canRedoProperty().get());
    }

    @Test
    void checkGlowsOnTheKingAndMateEndsTheGame(FxRobot robot) {
        robot.interact(() -> fixture.workbench.game().loadFen("3k4R/9/9/9/9/9/9/9/9/4K4 b - - 0 1"));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(1, robot.lookup(".check-glow").queryAll().size());
        assertTrue(robot.lookup("#status-check").query().isVisible());
        assertEquals("Check!", robot.lookup("#status-check").queryAs(Label.class).getText());

        robot.interact(() -> fixture.workbench.game().loadFen("3k5/9/9/9/9/9/9/9/9/3RK4 b - - 0 1"));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("Red wins (checkmate)", robot.lookup("#status-result").queryAs(Label.class).getText());
        assertFalse(robot.lookup("#status-check").query().isVisible(), "the result replaces the check note");
        robot.clickOn(fixture.screenPoint("d9"));
        assertEquals(-1, fixture.board().getState().selected());
        assertEquals("The game is over.", robot.lookup("#status-message").queryAs(Label.class).getText());
    }

    @Test
    void aMateOnTheBoardIsAnnouncedInANotification(FxRobot robot) {
        robot.interact(() -> fixture.workbench.game().loadFen("3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1"));
        assertEquals("", fixture.workbench.lastAnnouncement(), "loading a position announces nothing");
        robot.clickOn(fixture.screenPoint("a0")).clickOn(fixture.screenPoint("d0"));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("Red wins (checkmate)", fixture.workbench.lastAnnouncement());
        assertTrue(robot.lookup(".notification-bar").tryQuery().isPresent(), "a ControlsFX notification is up");
        // in the bundled font like the rest of the window (a bare machine has no CJK font of its own)
        var labels = robot.from(robot.lookup(".notification-bar").queryAs(javafx.scene.Node.class))
                .lookup(".label").queryAllAs(Label.class);
        assertTrue(labels.stream().anyMatch(l -> "Red wins (checkmate)".equals(l.getText())), "the result is shown");
        for (Label label : labels) {
            assertEquals(org.gametree.app.fonts.AppFonts.SANS_FAMILY, label.getFont().getFamily(), label.getText());
        }
    }

    @Test
    void newGameRestoresTheStartPosition(FxRobot robot) {
        robot.clickOn(fixture.screenPoint("h2")).clickOn(fixture.screenPoint("e2"));
        robot.press(KeyCode.CONTROL, KeyCode.N).release(KeyCode.N, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(Position.START_FEN, fixture.workbench.game().getFen());
        assertFalse(fixture.workbench.game().canUndoProperty().get());
    }
}
