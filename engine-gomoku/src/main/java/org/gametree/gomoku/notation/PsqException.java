package org.gametree.gomoku.notation;

import org.gametree.gomoku.GomokuPosition;

/**
 * A {@code .psq} record that cannot be read in full: the 1-based line at fault, its text, why,
 * and the game made of the moves before it, so a caller can offer to load that part (clearly
 * marked as such) instead of losing the whole record or, worse, silently the rest of it.
 */
public final class PsqException extends NotationException {

    private static final long serialVersionUID = 1L;

    private final int line;
    private final String lineText;
    private final String reason;
    private final transient GomokuPosition movesBefore;

    PsqException(int line, String lineText, String reason, GomokuPosition movesBefore) {
        super("psq line " + line + (lineText == null ? "" : " '" + lineText + "'") + ": " + reason);
        this.line = line;
        this.lineText = lineText;
        this.reason = reason;
        this.movesBefore = movesBefore == null ? null : movesBefore.copy();
    }

    /** The line at fault, 1-based (1 is the header). */
    public int line() {
        return line;
    }

    /** The text of the line at fault (trimmed), or null when it is the header's format that is wrong. */
    public String lineText() {
        return lineText;
    }

    /** Why the line cannot be read, without the line's number and text. */
    public String reason() {
        return reason;
    }

    /**
     * The game of the moves before the line at fault (a copy each time), or null when the header
     * cannot be read (no board to put them on).
     */
    public GomokuPosition movesBefore() {
        return movesBefore == null ? null : movesBefore.copy();
    }
}
