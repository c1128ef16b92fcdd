package org.gametree.app.xiangqi.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import javafx.css.PseudoClass;
import javafx.geometry.Point2D;
import javafx.scene.Scene;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;

import org.gametree.app.fonts.AppFonts;
import org.gametree.app.xiangqi.XiangqiGameViewModel;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.Squares;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The board on its own, wired to the game view-model exactly as the main window wires it:
 * dragging, blind mode, highlights and previews, with click-click still working beside them.
 */
@ExtendWith(ApplicationExtension.class)
class BoardInputTest {

    /** The start position after 炮二平五 (h2e2). */
    private static final String AFTER_H2E2 = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1";

    private final XiangqiGameViewModel game = new XiangqiGameViewModel();
    private XiangqiBoard board;
    private final List<BoardEvent> dismissals = new ArrayList<>();

    @Start
    void start(Stage stage) {
        AppFonts.load();
        board = new XiangqiBoard();
        board.stateProperty().bind(game.boardProperty());
        board.setOnSquareActivated(e -> game.activate(e.square()));
        board.setOnCancelled(e -> game.cancelSelection());
        board.setOnPreviewDismissed(dismissals::add);
        stage.setScene(new Scene(new StackPane(board), 360, 430));
        stage.show();
    }

    private Point2D at(String square) {
        return board.localToScreen(board.pointOf(Squares.parse(square, 0)));
    }

    @Test
    void draggingTheCannonFromH2ToE2PlaysTheMove(FxRobot robot) {
        robot.drag(at("h2"), MouseButton.PRIMARY).dropTo(at("e2"));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(AFTER_H2E2, game.getFen());
        assertEquals(Squares.parse("e2", 0), board.getState().lastTo());
        assertEquals(0, robot.lookup("#dragged-piece").queryAll().size(), "the lifted piece is gone after the drop");
        assertEquals(0, robot.lookup(".drag-origin").queryAll().size());
    }

    @Test
    void aDragShowsTheLiftedPieceAndTheDestinationsUntilItIsDropped(FxRobot robot) {
        robot.drag(at("h2"), MouseButton.PRIMARY).moveTo(at("f4"));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(1, robot.lookup("#dragged-piece").queryAll().size(), "the piece follows the mouse");
        assertEquals(1, robot.lookup(".drag-origin").queryAll().size(), "its point is dimmed");
        assertTrue(robot.lookup(".target-marker").queryAll().size() > 5, "legal destinations are marked");
        robot.release(MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(Position.START_FEN, game.getFen(), "f4 is no cannon move: nothing played");
        assertEquals(-1, board.getState().selected(), "a drop elsewhere cancels the selection");
        assertEquals(0, robot.lookup("#dragged-piece").queryAll().size());
    }

    @Test
    void clickClickStillWorksAndTheSelectedPieceCanBeDraggedOrClickedAway(FxRobot robot) {
        robot.clickOn(at("h2"));
        assertEquals(Squares.parse("h2", 0), board.getState().selected());
        robot.clickOn(at("h2"));
        assertEquals(-1, board.getState().selected(), "clicking the selected piece again drops it");

        robot.clickOn(at("h2"));
        robot.drag(at("h2"), MouseButton.PRIMARY).dropTo(at("e2"));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(AFTER_H2E2, game.getFen(), "the already selected cannon was dragged");

        robot.clickOn(at("h7")).clickOn(at("e7"));
        assertEquals("rnbakabnr/9/1c2c4/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2", game.getFen());
    }

    @Test
    void blindModeHidesThePiecesButMovesStillWork(FxRobot robot) {
        robot.interact(() -> board.setBlind(true));
        assertEquals(0, robot.lookup(".piece").queryAll().size(), "no piece drawn");
        assertEquals(0, robot.lookup(".piece-glyph").queryAll().size(), "no glyph drawn");
        assertTrue(board.getPseudoClassStates().contains(PseudoClass.getPseudoClass("blind")));

        robot.clickOn(at("h2")).clickOn(at("e2"));
        assertEquals(AFTER_H2E2, game.getFen());
        assertEquals(2, robot.lookup(".last-move-marker").queryAll().size(), "the last move stays marked");
        robot.drag(at("h7"), MouseButton.PRIMARY).dropTo(at("e7"));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(Squares.parse("e7", 0), board.getState().lastTo(), "a blind drag plays too");
        assertEquals(0, robot.lookup(".piece").queryAll().size());

        robot.interact(() -> board.setBlind(false));
        assertEquals(32, robot.lookup(".piece").queryAll().size());
    }

    @Test
    void highlightRingsTheGivenPoints(FxRobot robot) {
        robot.interact(() -> board.setHighlight(Squares.parse("b2", 0), Squares.parse("h2", 0), Squares.parse("e9", 0)));
        assertEquals(3, robot.lookup(".highlight-ring").queryAll().size());
        robot.interact(() -> board.highlightProperty().set(null));
        assertEquals(0, robot.lookup(".highlight-ring").queryAll().size());
    }

    @Test
    void aPreviewIsShownInsteadOfTheGameAndAClickAsksToLeaveIt(FxRobot robot) {
        Position other = Fen.parse("3k5/9/9/9/9/9/9/9/9/3RK4 b - - 0 1");
        robot.interact(() -> board.setPreview(BoardState.of(other)));
        assertEquals(3, robot.lookup(".piece").queryAll().size(), "the preview's pieces are drawn");
        assertTrue(board.getPseudoClassStates().contains(PseudoClass.getPseudoClass("previewing")));
        robot.clickOn(at("h2"));
        assertEquals(Position.START_FEN, game.getFen());
        assertEquals(-1, board.getState().selected(), "no move input while previewing");
        assertEquals(1, dismissals.size(), "the click asked to go back to the game");

        robot.interact(() -> board.setPreview(null));
        assertEquals(32, robot.lookup(".piece").queryAll().size());
        robot.clickOn(at("h2")).clickOn(at("e2"));
        assertEquals(AFTER_H2E2, game.getFen());
    }
}
