package org.gametree.xiangqi.notation;

/**
 * Text that does not denote a legal move of the position it was read in, or a move that cannot
 * be written because it is not legal there.
 *
 * <p>The message quotes the input, says what is wrong and what was expected (the accepted
 * syntax, the pieces that could be meant, or the legal moves of the piece that was named), so a
 * user interface can show it unchanged. {@link #reason()} classifies the problem for programs.
 */
public final class NotationException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** What kind of problem the text has, in the order parsing discovers them. */
    public enum Reason {
        /** The text does not follow the notation's syntax (checked before looking at the board). */
        MALFORMED,
        /** The text names the side that is not to move (a 红/黑 prefix, 卒 for Red, …). */
        WRONG_SIDE,
        /** No piece of the side to move stands where the text says. */
        NO_SUCH_PIECE,
        /** The text fits more than one piece: a tandem marker or a file must be added. */
        AMBIGUOUS,
        /** The piece is found but cannot make that move (rules of movement, or own king in check). */
        ILLEGAL_MOVE
    }

    private final Notation notation;
    private final Reason reason;
    private final String input;

    NotationException(Notation notation, Reason reason, String input, String detail) {
        super(notation.label() + " move '" + input + "': " + detail);
        this.notation = notation;
        this.reason = reason;
        this.input = input;
    }

    private NotationException(NotationException original, String context) {
        super(context + ": " + original.getMessage(), original);
        this.notation = original.notation;
        this.reason = original.reason;
        this.input = original.input;
    }

    /** The same problem, its message prefixed with where in a move list it happened. */
    NotationException withContext(String context) {
        return new NotationException(this, context);
    }

    public Notation notation() {
        return notation;
    }

    public Reason reason() {
        return reason;
    }

    /** The text as it was given (or the coordinate form of a move that could not be formatted). */
    public String input() {
        return input;
    }
}
