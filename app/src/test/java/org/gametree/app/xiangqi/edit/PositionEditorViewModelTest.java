package org.gametree.app.xiangqi.edit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gametree.app.i18n.Language;
import org.gametree.app.xiangqi.FenErrorMessages;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.FenException;
import org.gametree.xiangqi.Piece;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.Squares;
import org.junit.jupiter.api.Test;

class PositionEditorViewModelTest {

    private static final int RED_KING = Piece.KING;
    private static final int RED_ROOK = Piece.ROOK;
    private static final int BLACK_KING = Piece.KING + Piece.TYPES;
    private static final int BLACK_PAWN = Piece.PAWN + Piece.TYPES;

    private final PositionEditorViewModel editor = new PositionEditorViewModel(Position.startPosition());

    private static int sq(String name) {
        return Squares.parse(name, 0);
    }

    @Test
    void startsFromTheGivenPositionAndIsValid() {
        assertTrue(editor.isValid());
        assertEquals(Position.START_FEN, editor.getFen());
        assertEquals(32, editor.getBoard().pieceCount());
    }

    @Test
    void twoKingsAndARookWithBlackToMoveMakeAValidFen() {
        editor.clearBoard();
        assertFalse(editor.isValid());
        assertEquals(FenException.Error.KING_COUNT, editor.getProblem().error(), "an empty board has no kings");
        editor.put(sq("e0"), RED_KING);
        editor.put(sq("d9"), BLACK_KING);
        editor.put(sq("a5"), RED_ROOK);
        editor.setSideToMove(Piece.BLACK);
        assertTrue(editor.isValid(), () -> editor.getProblem().getMessage());
        assertNull(editor.getProblem());
        assertEquals("3k5/9/9/9/R8/9/9/9/9/4K4 b - - 0 1", editor.getFen());
        Position result = editor.getPosition();
        assertEquals(Piece.BLACK, result.sideToMove());
        assertEquals(editor.getFen(), Fen.write(result));
        assertEquals(3, editor.getBoard().pieceCount());
    }

    @Test
    void kingsFacingWithTheSideToMoveAbleToCaptureIsRejectedPrecisely() {
        editor.clearBoard();
        editor.put(sq("e0"), RED_KING);
        editor.put(sq("e9"), BLACK_KING);
        assertFalse(editor.isValid());
        FenException problem = editor.getProblem();
        assertEquals(FenException.Error.SIDE_NOT_TO_MOVE_IN_CHECK, problem.error());
        assertTrue(problem.kingsFacing());
        assertEquals("board: black is not to move but its king on e9 is attacked"
                + " (the kings face each other on an open file)", FenErrorMessages.format(problem, Language.ENGLISH));
        assertNull(editor.getPosition());
        // A piece between them makes it legal (a black one: a red rook there would check Black).
        editor.put(sq("e5"), Piece.ROOK + Piece.TYPES);
        assertTrue(editor.isValid());
    }

    @Test
    void aBlackPawnBehindItsStartLineIsRejectedWithItsSquare() {
        editor.clear(sq("e6"));
        editor.put(sq("e8"), BLACK_PAWN);
        assertFalse(editor.isValid());
        assertEquals(FenException.Error.PAWN_UNREACHABLE, editor.getProblem().error());
        assertEquals(sq("e8"), editor.getProblem().square());
        assertEquals("board: black pawn on e8 can never stand there"
                + " (pawns never move back, and move sideways only across the river)",
                FenErrorMessages.format(editor.getProblem(), Language.ENGLISH));
        assertEquals("棋盘：黑方的卒不可能出现在 e8（卒不能后退，过河之后才能横走）",
                FenErrorMessages.format(editor.getProblem(), Language.SIMPLIFIED_CHINESE));
    }

    @Test
    void tooManyPawnsAreCounted() {
        editor.put(sq("b4"), Piece.PAWN);
        assertEquals(FenException.Error.TOO_MANY_PIECES, editor.getProblem().error());
        assertEquals(6, editor.getProblem().count());
    }

    @Test
    void placingAKingMovesItAndTheEraserEmptiesPoints() {
        editor.put(sq("d0"), RED_KING);     // over the advisor
        assertEquals(RED_KING, editor.kindAt(sq("d0")));
        assertEquals(-1, editor.kindAt(sq("e0")), "the king moved rather than doubled");
        editor.setTool(PositionEditorViewModel.ERASER);
        editor.apply(sq("a0"));
        assertEquals(-1, editor.kindAt(sq("a0")));
        assertEquals(30, editor.getBoard().pieceCount());
    }

    @Test
    void typedLettersPlaceAndChooseThatPiece() {
        editor.clearBoard();
        assertTrue(editor.placeLetter(sq("e0"), 'K'));
        assertTrue(editor.placeLetter(sq("f9"), 'k'));
        assertTrue(editor.placeLetter(sq("c4"), 'r'));
        assertEquals(Piece.ROOK + Piece.TYPES, editor.getTool(), "the letter chose the black rook");
        assertFalse(editor.placeLetter(sq("c5"), 'x'));
        assertEquals(-1, editor.kindAt(sq("c5")));
        assertEquals("5k3/9/9/9/9/2r6/9/9/9/4K4 w - - 0 1", editor.getFen());
        assertTrue(editor.isValid());
    }

    @Test
    void aSideOtherThanRedOrBlackAndUnknownToolsAreRefused() {
        editor.setSideToMove(7);
        assertEquals(Piece.RED, editor.getSideToMove());
        editor.setTool(99);
        assertEquals(Piece.ROOK, editor.getTool());
    }

    @Test
    void startPositionRestoresAndTheCheckGlowsOnceValid() {
        editor.clearBoard();
        editor.startPosition();
        assertEquals(Position.START_FEN, editor.getFen());
        editor.clearBoard();
        editor.put(sq("e0"), RED_KING);
        editor.put(sq("d9"), BLACK_KING);
        editor.put(sq("d5"), RED_ROOK);
        editor.setSideToMove(Piece.BLACK);
        assertTrue(editor.isValid());
        assertEquals(sq("d9"), editor.getBoard().checkSquare(), "black is in check from the rook");
    }
}
