package org.gametree.xiangqi;

import java.io.Serializable;

/**
 * A FEN that cannot be read, or that describes a position that cannot arise. The message names
 * the field and says what is wrong, in English; {@link #error()} tells the kind of problem to
 * programs, and the detail accessors ({@link #side()}, {@link #square()}, {@link #found()}, …)
 * give the facts the message is made of, so a user interface can say the same in any language.
 *
 * <p>Which details each {@link Error kind} sets is listed on the kind; every other detail is
 * unset: {@code -1} for numbers, {@code null} for {@link #found()}, {@code false} for
 * {@link #kingsFacing()}.
 */
public final class FenException extends IllegalArgumentException {

    private static final long serialVersionUID = 2L;

    /** The kinds of problem a FEN can have, each with the details it sets. */
    public enum Error {
        /** The text is null, empty or only whitespace. No details. */
        EMPTY,
        /** The board has not 10 ranks: {@code count} ranks found, {@code limit} = 10. */
        RANK_COUNT,
        /**
         * A rank does not cover 9 files: {@code rank} (0..9), {@code found} = the rank's text,
         * {@code count} = files it covers, {@code limit} = 9.
         */
        RANK_WIDTH,
        /** A character that is neither a piece letter nor a digit 1-9: {@code found} = it, {@code rank}. */
        UNKNOWN_LETTER,
        /**
         * A side has no king or several: {@code side}, {@code pieceType} = {@link Piece#KING},
         * {@code count} (0 or 2 and more), {@code limit} = 1.
         */
        KING_COUNT,
        /** A side has too many pieces of one type: {@code side}, {@code pieceType}, {@code count}, {@code limit}. */
        TOO_MANY_PIECES,
        /** {@code side}, {@code pieceType} = {@link Piece#KING}, {@code square}. */
        KING_OUTSIDE_PALACE,
        /** {@code side}, {@code pieceType} = {@link Piece#ADVISOR}, {@code square}. */
        ADVISOR_OFF_POINTS,
        /** {@code side}, {@code pieceType} = {@link Piece#ELEPHANT}, {@code square}. */
        ELEPHANT_OFF_POINTS,
        /** {@code side}, {@code pieceType} = {@link Piece#PAWN}, {@code square}. */
        PAWN_UNREACHABLE,
        /**
         * The side not to move is in check: {@code side} = that side, {@code pieceType} =
         * {@link Piece#KING}, {@code square} = its king's square, {@code kingsFacing} = whether
         * the check is the two kings facing each other on an open file.
         */
        SIDE_NOT_TO_MOVE_IN_CHECK,
        /** The board is not followed by a side to move. No details. */
        MISSING_SIDE,
        /** The side to move is not {@code w}, {@code r} or {@code b}: {@code found} = the field. */
        BAD_SIDE,
        /** The third field is not {@code -}: {@code found} = the field. */
        BAD_CASTLING,
        /** The fourth field is not {@code -}: {@code found} = the field. */
        BAD_EN_PASSANT,
        /** Not a whole number ≥ 0 of at most 9 digits: {@code found} = the field, {@code limit} = 0 (the minimum). */
        BAD_HALFMOVE_CLOCK,
        /** Not a whole number ≥ 1 of at most 9 digits: {@code found} = the field, {@code limit} = 1 (the minimum). */
        BAD_FULLMOVE_NUMBER,
        /** More than 6 whitespace-separated fields: {@code count} fields found, {@code limit} = 6. */
        TOO_MANY_FIELDS
    }

    /**
     * The facts behind a message; unset values are -1, null and false. Built by the FEN reader
     * with the {@code with…} methods, starting from {@link #NONE}.
     */
    record Details(int side, int pieceType, int square, int rank, int count, int limit, String found,
                   boolean kingsFacing) implements Serializable {

        static final Details NONE = new Details(-1, -1, -1, -1, -1, -1, null, false);

        Details withPiece(int side, int pieceType) {
            return new Details(side, pieceType, square, rank, count, limit, found, kingsFacing);
        }

        Details withSquare(int square) {
            return new Details(side, pieceType, square, rank, count, limit, found, kingsFacing);
        }

        Details withRank(int rank) {
            return new Details(side, pieceType, square, rank, count, limit, found, kingsFacing);
        }

        Details withCount(int count, int limit) {
            return new Details(side, pieceType, square, rank, count, limit, found, kingsFacing);
        }

        Details withLimit(int limit) {
            return new Details(side, pieceType, square, rank, count, limit, found, kingsFacing);
        }

        Details withFound(String found) {
            return new Details(side, pieceType, square, rank, count, limit, found, kingsFacing);
        }

        Details withKingsFacing(boolean kingsFacing) {
            return new Details(side, pieceType, square, rank, count, limit, found, kingsFacing);
        }
    }

    private final Error error;
    private final String field;
    private final Details details;

    FenException(Error error, String field, Details details, String detail) {
        super(field + ": " + detail);
        this.error = error;
        this.field = field;
        this.details = details;
    }

    public Error error() {
        return error;
    }

    /** The FEN field at fault: "board", "side to move", "halfmove clock", … */
    public String field() {
        return field;
    }

    /** {@link Piece#RED} or {@link Piece#BLACK}: the side whose pieces are wrong; -1 if none. */
    public int side() {
        return details.side();
    }

    /** The piece type at fault ({@link Piece#KING} … {@link Piece#PAWN}), or -1. */
    public int pieceType() {
        return details.pieceType();
    }

    /** The mailbox square at fault (see {@link Squares#name}), or -1. */
    public int square() {
        return details.square();
    }

    /** The rank 0..9 (counted from Red's side) at fault, or -1. */
    public int rank() {
        return details.rank();
    }

    /** How many there are (ranks, files of a rank, pieces, fields), or -1. */
    public int count() {
        return details.count();
    }

    /**
     * The bound that {@link #count()} or {@link #found()} breaks: the required number of ranks,
     * files or kings, the most pieces or fields allowed, or a clock's minimum value; -1 if none.
     */
    public int limit() {
        return details.limit();
    }

    /** The offending text quoted from the input (a letter, a rank, a field), or null. */
    public String found() {
        return details.found();
    }

    /** For {@link Error#SIDE_NOT_TO_MOVE_IN_CHECK}: whether the kings face each other on an open file. */
    public boolean kingsFacing() {
        return details.kingsFacing();
    }

    /** All details in one value (for tests in this package). */
    Details details() {
        return details;
    }
}
