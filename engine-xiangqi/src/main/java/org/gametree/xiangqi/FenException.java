package org.gametree.xiangqi;

/**
 * A FEN that cannot be read, or that describes a position that cannot arise. The message names
 * the field and says what is wrong; {@link #error()} tells the kind of problem to programs.
 */
public final class FenException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** The kinds of problem a FEN can have. */
    public enum Error {
        EMPTY,
        RANK_COUNT,
        RANK_WIDTH,
        UNKNOWN_LETTER,
        KING_COUNT,
        TOO_MANY_PIECES,
        KING_OUTSIDE_PALACE,
        ADVISOR_OFF_POINTS,
        ELEPHANT_OFF_POINTS,
        PAWN_UNREACHABLE,
        SIDE_NOT_TO_MOVE_IN_CHECK,
        MISSING_SIDE,
        BAD_SIDE,
        BAD_CASTLING,
        BAD_EN_PASSANT,
        BAD_HALFMOVE_CLOCK,
        BAD_FULLMOVE_NUMBER,
        TOO_MANY_FIELDS
    }

    private final Error error;
    private final String field;

    FenException(Error error, String field, String detail) {
        super(field + ": " + detail);
        this.error = error;
        this.field = field;
    }

    public Error error() {
        return error;
    }

    /** The FEN field at fault: "board", "side to move", "halfmove clock", … */
    public String field() {
        return field;
    }
}
