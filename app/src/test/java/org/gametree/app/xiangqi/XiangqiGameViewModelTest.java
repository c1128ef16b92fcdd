package org.gametree.app.xiangqi;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;

import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.Localization;
import org.gametree.xiangqi.FenException;
import org.gametree.xiangqi.GameResult;
import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Piece;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.Squares;
import org.junit.jupiter.api.Test;

/** The game view-model without any UI: selection, moves, undo/redo, FEN loading, results. */
class XiangqiGameViewModelTest {

    private final XiangqiGameViewModel game = new XiangqiGameViewModel();

    private static int sq(String name) {
        return Squares.parse(name, 0);
    }

    @Test
    void selectingAPieceOffersExactlyItsLegalDestinations() {
        game.activate(sq("b0"));   // Red's left horse: a2 and c2
        int[] expected = Arrays.stream(Position.startPosition().legalMoves())
                .filter(m -> Move.from(m) == sq("b0")).map(Move::to).sorted().toArray();
        int[] shown = game.getBoard().targets();
        Arrays.sort(shown);
        assertArrayEquals(expected, shown);
        assertEquals(2, shown.length);
        assertEquals(sq("b0"), game.getBoard().selected());
    }

    @Test
    void aSecondClickOnTheSelectedPieceOrAnEmptyPointDeselects() {
        game.activate(sq("b0"));
        game.activate(sq("b0"));
        assertEquals(-1, game.getBoard().selected());
        game.activate(sq("b0"));
        game.activate(sq("e5"));
        assertEquals(-1, game.getBoard().selected());
        assertEquals(Position.START_FEN, game.getFen());
    }

    @Test
    void clickingAnotherOwnPieceSwitchesTheSelection() {
        game.activate(sq("b0"));
        game.activate(sq("h2"));
        assertEquals(sq("h2"), game.getBoard().selected());
    }

    @Test
    void playingUndoingAndRedoing() {
        game.activate(sq("h2"));
        game.activate(sq("e2"));
        String afterMove = game.getFen();
        assertEquals(Piece.BLACK, game.sideToMoveProperty().get());
        assertTrue(game.canUndoProperty().get());
        assertFalse(game.canRedoProperty().get());
        game.undo();
        assertEquals(Position.START_FEN, game.getFen());
        assertTrue(game.canRedoProperty().get());
        assertEquals(-1, game.getBoard().lastFrom());
        game.redo();
        assertEquals(afterMove, game.getFen());
        assertEquals(sq("e2"), game.getBoard().lastTo());
        game.undo();
        game.activate(sq("b0"));
        game.activate(sq("c2"));
        assertFalse(game.canRedoProperty().get(), "a new move drops the moves taken back");
        game.redo();   // nothing to redo: no change
        assertEquals(sq("c2"), game.getBoard().lastTo());
    }

    @Test
    void anInvalidFenChangesNothingAndSaysWhy() {
        game.activate(sq("h2"));
        game.activate(sq("e2"));
        String before = game.getFen();
        assertFalse(game.loadFen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x - - 0 1"));
        assertEquals(before, game.getFen());
        assertTrue(game.canUndoProperty().get());
        StatusMessage message = game.getMessage();
        assertTrue(message.error());
        assertEquals("message.invalidFen", message.key());
        FenException problem = assertInstanceOf(FenException.class, message.argument());
        assertEquals(FenException.Error.BAD_SIDE, problem.error());
        Localization l10n = new Localization(Language.ENGLISH);
        assertEquals("Invalid FEN — side to move: expected 'w' (Red) or 'b' (Black), found 'x'", message.text(l10n));
        l10n.setLanguage(Language.SIMPLIFIED_CHINESE);
        assertEquals("FEN 无效——走棋方：应为“w”（红方）或“b”（黑方），实为“x”", message.text(l10n));
    }

    @Test
    void checkmateEndsTheGameAndMarksTheKing() {
        assertTrue(game.loadFen("3k5/9/9/9/9/9/9/9/9/3RK4 b - - 0 1"));
        assertEquals(new GameResult(GameResult.Outcome.RED_WINS, GameResult.Reason.CHECKMATE), game.getResult());
        assertTrue(game.inCheckProperty().get());
        assertEquals(sq("d9"), game.getBoard().checkSquare());
        game.activate(sq("d9"));
        assertEquals(-1, game.getBoard().selected(), "no moves after the end");
        assertEquals("message.gameOver", game.getMessage().key());
    }

    @Test
    void aMoveClearsTheLastMessage() {
        game.loadFen(Position.START_FEN);
        assertEquals("message.pasted", game.getMessage().key());
        game.activate(sq("h2"));
        game.activate(sq("e2"));
        assertNull(game.getMessage());
    }
}
