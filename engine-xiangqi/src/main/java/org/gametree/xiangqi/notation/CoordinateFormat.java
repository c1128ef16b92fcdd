package org.gametree.xiangqi.notation;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Piece;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.Squares;

/**
 * Coordinate notation, the engines' (UCCI/UCI) form: from-square and to-square, {@code h2e2};
 * files a–i from Red's left, ranks 0–9 from Red's side. Read in either case, with surrounding
 * spaces.
 */
final class CoordinateFormat implements MoveFormat {

    static final CoordinateFormat INSTANCE = new CoordinateFormat();

    private static final String SYNTAX = "a coordinate move is a from-square and a to-square, each a file a-i"
            + " and a rank 0-9 counted from red's side, e.g. h2e2";

    private CoordinateFormat() {
    }

    @Override
    public String format(Position position, int move) {
        Legality.require(Notation.COORDINATE, position, move);
        return Move.toCoordinate(move);
    }

    @Override
    public List<String> spellings(Position position, int move) {
        return List.of(format(position, move));
    }

    @Override
    public int parse(Position position, String text) {
        if (text == null || text.isBlank()) {
            throw error(NotationException.Reason.MALFORMED, text == null ? "" : text, "the text is empty; " + SYNTAX);
        }
        String s = text.strip().toLowerCase(Locale.ROOT);
        if (s.length() != 4) {
            throw error(NotationException.Reason.MALFORMED, text,
                    "found " + s.length() + " character" + (s.length() == 1 ? "" : "s") + "; " + SYNTAX);
        }
        int from = square(text, s, 0, "from");
        int to = square(text, s, 2, "to");
        if (from == to) {
            throw error(NotationException.Reason.MALFORMED, text,
                    "the from-square and the to-square are both " + Squares.name(from));
        }
        int side = position.sideToMove();
        int id = position.pieceAt(from);
        if (id == 0) {
            throw error(NotationException.Reason.NO_SUCH_PIECE, text, "there is no piece on " + Squares.name(from));
        }
        if (Piece.side(id) != side) {
            throw error(NotationException.Reason.WRONG_SIDE, text, "the piece on " + Squares.name(from) + " is "
                    + Piece.sideName(Piece.side(id)) + "'s " + Piece.englishName(Piece.type(id)) + ", but "
                    + Piece.sideName(side) + " is to move");
        }
        int move = Move.of(from, to);
        int[] legal = position.legalMoves();
        if (Legality.contains(legal, move)) {
            return move;
        }
        List<String> moves = new ArrayList<>();
        for (int m : legal) {
            if (Move.from(m) == from) {
                moves.add(Move.toCoordinate(m));
            }
        }
        throw error(NotationException.Reason.ILLEGAL_MOVE, text, "the " + Piece.sideName(side) + " "
                + Piece.englishName(Piece.type(id)) + " on " + Squares.name(from) + " cannot move to "
                + Squares.name(to) + ": " + MoveExplainer.whyIllegal(position, from, to) + "; "
                + (moves.isEmpty() ? "it has no legal move" : "legal moves of this piece: " + String.join(", ", moves)));
    }

    private static int square(String text, String s, int offset, String which) {
        int square = Squares.parse(s, offset);
        if (square < 0) {
            throw error(NotationException.Reason.MALFORMED, text, "'" + s.substring(offset, offset + 2)
                    + "' is not a square (the " + which + "-square must be a file a-i and a rank 0-9); " + SYNTAX);
        }
        return square;
    }

    private static NotationException error(NotationException.Reason reason, String text, String detail) {
        return new NotationException(Notation.COORDINATE, reason, text, detail);
    }
}
