package org.gametree.core.io;

/**
 * A game file that cannot be read: where (the 1-based line, and the move if a move is at fault)
 * and why, in a message that can be shown as it is. When the problem is in the move text, it
 * also carries the game of the moves before it ({@link #movesBefore()}), for the user to load
 * that part, clearly marked, if they choose to.
 */
public final class GameFileException extends Exception {

    private static final long serialVersionUID = 1L;

    private final int line;
    private final int moveNumber;
    private final String detail;
    private final String token;
    private final transient Object movesBefore;

    /**
     * @param line       the line at fault (1-based), or 0 for the file as a whole
     * @param moveNumber the 1-based number of the move at fault in the file's move list, or 0
     * @param token      the text at fault, or null
     * @param detail     what is wrong
     */
    public GameFileException(int line, int moveNumber, String token, String detail, Throwable cause) {
        this(line, moveNumber, token, detail, cause, null);
    }

    private GameFileException(int line, int moveNumber, String token, String detail, Throwable cause,
                              Object movesBefore) {
        super(message(line, moveNumber, token, detail), cause);
        this.line = line;
        this.moveNumber = moveNumber;
        this.token = token;
        this.detail = detail;
        this.movesBefore = movesBefore;
    }

    /**
     * The same problem, carrying the game read before it (the game's own type: a Xiangqi game
     * record, a Gomoku position).
     */
    public GameFileException withMovesBefore(Object game) {
        GameFileException e = new GameFileException(line, moveNumber, token, detail, getCause(), game);
        e.setStackTrace(getStackTrace());
        return e;
    }

    public GameFileException(int line, String detail) {
        this(line, 0, null, detail, null);
    }

    private static String message(int line, int moveNumber, String token, String detail) {
        StringBuilder sb = new StringBuilder();
        if (line > 0) {
            sb.append("line ").append(line);
        }
        if (moveNumber > 0) {
            sb.append(sb.length() > 0 ? ", " : "").append("move ").append(moveNumber);
        }
        if (token != null) {
            sb.append(" '").append(token).append('\'');
        }
        return sb.length() == 0 ? detail : sb.append(": ").append(detail).toString();
    }

    /** The line at fault (1-based), 0 when the problem is not on one line. */
    public int line() {
        return line;
    }

    /** The 1-based number of the move at fault among the file's moves, 0 when no move is at fault. */
    public int moveNumber() {
        return moveNumber;
    }

    /** The text at fault, or null. */
    public String token() {
        return token;
    }

    /** What is wrong, without where. */
    public String detail() {
        return detail;
    }

    /**
     * The game made of what the file holds before the problem — a Xiangqi game record or a
     * Gomoku position — or null when nothing before it can be
     * used (a bad header, tag or start position).
     */
    public Object movesBefore() {
        return movesBefore;
    }
}
