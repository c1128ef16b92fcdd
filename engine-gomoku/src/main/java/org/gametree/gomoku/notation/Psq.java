package org.gametree.gomoku.notation;

import org.gametree.gomoku.ForbiddenPoints;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;

/**
 * Piskvork game records ({@code .psq}), as Piskvork and the Gomocup tournaments write them:
 *
 * <pre>
 * Piskvorky 20x20, 11:11, 0      header: width×height, then Piskvork's own bookkeeping (ignored)
 * 10,10,1828                     one line per move: x,y,time
 * 11,11,0
 * pbrain-one.zip                 trailer: the players' names, …
 * pbrain-two.zip
 * -1                             … the end mark, and after it anything (e.g. "1,Freestyle")
 * </pre>
 *
 * <p>x and y are the 1-based column and row counted from the top (Piskvork numbers the squares
 * from 1, the Gomocup protocol from 0: h8 on 15×15 is {@code 8,8} here and {@code 7,7} there);
 * the time is the thinking time in milliseconds (it may be left out). {@code Piskvork} is read
 * as the header's first word too.
 *
 * <p>Reading never drops a move silently. The trailer is the run of lines at the end of the move
 * section (before the first {@code -1} line) that do not start like a move ({@code number,});
 * every line before it must be a move that can be played, and after the end mark no line may be
 * a whole move. Anything else throws a {@link PsqException} naming the line, its text and why,
 * and carrying the game of the moves before it.
 */
public final class Psq {

    /** The header Piskvork writes; the reader takes {@code Piskvork} for its first word too. */
    public static final String HEADER_WORD = "Piskvorky";

    private Psq() {
    }

    /** Writes a position's moves as a .psq record (times 0), the end mark last. */
    public static String write(GomokuPosition position) {
        int size = position.size();
        StringBuilder sb = new StringBuilder();
        sb.append(HEADER_WORD).append(' ').append(size).append('x').append(size).append(", 11:11, 0\n");
        for (int move : position.moves()) {
            sb.append(GomokuPosition.x(move) + 1).append(',').append(GomokuPosition.y(move) + 1).append(",0\n");
        }
        sb.append("-1\n");
        return sb.toString();
    }

    /**
     * Reads a .psq record and plays every move under {@code rule}, checking each.
     *
     * @throws PsqException for the first line that cannot be read: a bad header, a move line that
     *                      is not {@code x,y[,time]} (a blank line, a letter, a fourth field), a
     *                      point off the board, an occupied or (Renju) forbidden point, a move after
     *                      the game was decided, a move after the end mark
     */
    public static GomokuPosition read(String text, Rule rule) {
        String[] lines = text.replace("\uFEFF", "").replace("\r", "").split("\n", -1);
        int size = header(lines[0].strip());
        GomokuPosition position = new GomokuPosition(rule, size);

        int end = lines.length;
        for (int i = 1; i < lines.length; i++) {
            if (lines[i].strip().equals("-1")) {
                end = i;
                break;
            }
        }
        int trailer = end;
        while (trailer > 1 && !startsLikeMove(lines[trailer - 1])) {
            trailer--;
        }
        for (int i = 1; i < trailer; i++) {
            String line = lines[i].strip();
            int point = point(line, size);
            if (point < 0) {
                throw new PsqException(i + 1, line, reasonNotMove(line, size), position);
            }
            String refusal = refusal(position, point);
            if (refusal != null) {
                throw new PsqException(i + 1, line, refusal, position);
            }
            position.makeMove(point);
        }
        for (int i = end + 1; i < lines.length; i++) {
            String line = lines[i].strip();
            if (isWholeMove(line)) {
                throw new PsqException(i + 1, line, "a move after the end mark -1 of line " + (end + 1), position);
            }
        }
        return position;
    }

    /** The header's board size, or a {@link PsqException} for line 1. */
    private static int header(String header) {
        String rest;
        if (header.startsWith(HEADER_WORD + " ")) {
            rest = header.substring(HEADER_WORD.length() + 1);
        } else if (header.startsWith("Piskvork ")) {
            rest = header.substring("Piskvork ".length());
        } else {
            throw new PsqException(1, null, "expected a header like '" + HEADER_WORD + " 20x20, 11:11, 0'", null);
        }
        int comma = rest.indexOf(',');
        String dims = (comma < 0 ? rest : rest.substring(0, comma)).strip();
        int x = dims.indexOf('x');
        if (x < 0 || !isNumber(dims.substring(0, x)) || !isNumber(dims.substring(x + 1))) {
            throw new PsqException(1, null, "expected the board as WIDTHxHEIGHT, got '" + dims + "'", null);
        }
        int width = Integer.parseInt(dims.substring(0, x).strip());
        int height = Integer.parseInt(dims.substring(x + 1).strip());
        if (width != height) {
            throw new PsqException(1, null, "board " + dims + " is not square", null);
        }
        if (width < GomokuPosition.MIN_SIZE || width > GomokuPosition.MAX_SIZE) {
            throw new PsqException(1, null, "board size " + width + " is outside "
                    + GomokuPosition.MIN_SIZE + ".." + GomokuPosition.MAX_SIZE, null);
        }
        return width;
    }

    /** Whether a line starts like a move line, {@code [-]digits,} (so it cannot be a trailer line). */
    private static boolean startsLikeMove(String line) {
        String t = line.strip();
        int i = t.startsWith("-") ? 1 : 0;
        int digits = i;
        while (i < t.length() && Character.isDigit(t.charAt(i))) {
            i++;
        }
        if (i == digits) {
            return false;
        }
        while (i < t.length() && Character.isWhitespace(t.charAt(i))) {
            i++;
        }
        return i < t.length() && t.charAt(i) == ',';
    }

    /**
     * The point of a move line {@code x,y} or {@code x,y,time} on a board of {@code size}, or -1
     * when the line is not of that form or the point is off the board.
     */
    private static int point(String line, int size) {
        if (!isWholeMove(line)) {
            return -1;
        }
        String[] parts = line.split(",", -1);
        int x = Integer.parseInt(parts[0].strip());
        int y = Integer.parseInt(parts[1].strip());
        if (x < 1 || x > size || y < 1 || y > size) {
            return -1;
        }
        return GomokuPosition.point(x - 1, y - 1);
    }

    /** Whether a line has the form of a move, {@code x,y} or {@code x,y,time} (numbers), on any board. */
    private static boolean isWholeMove(String line) {
        String[] parts = line.split(",", -1);
        return parts.length >= 2 && parts.length <= 3 && isNumber(parts[0]) && isNumber(parts[1])
                && (parts.length == 2 || isTime(parts[2]));
    }

    /** Why a line that is not a playable point is not one (for the message). */
    private static String reasonNotMove(String line, int size) {
        if (line.isEmpty()) {
            return "a blank line among the moves (a move x,y,time was expected; moves follow it)";
        }
        String[] parts = line.split(",", -1);
        if (parts.length < 2 || parts.length > 3) {
            return "expected a move x,y,time like 8,8,0";
        }
        for (int k = 0; k < 2; k++) {
            String t = parts[k].strip();
            if (!t.matches("-?\\d+")) {
                return (k == 0 ? "x" : "y") + " '" + t + "' is not a number; expected a move x,y,time like 8,8,0";
            }
        }
        if (parts.length == 3 && !isTime(parts[2])) {
            return "the time '" + parts[2].strip() + "' is not a number of milliseconds";
        }
        return "outside a " + Notation.board(size) + " (x and y are 1.." + size + ")";
    }

    /** Why a point cannot be played here, or null when it can. */
    private static String refusal(GomokuPosition position, int point) {
        int size = position.size();
        if (position.stoneAt(point) != GomokuPosition.EMPTY) {
            return "point " + Notation.name(size, point) + " is already occupied";
        }
        if (position.result().isOver()) {
            return "the game is already over (" + position.result() + ")";
        }
        if (position.rule() == Rule.RENJU && position.stoneToMove() == GomokuPosition.BLACK) {
            ForbiddenPoints.Reason reason = ForbiddenPoints.reason(position, point);
            if (reason != ForbiddenPoints.Reason.NONE) {
                return Notation.name(size, point) + " is forbidden for black (" + reason.label() + ") under renju";
            }
        }
        return null;
    }

    /** 1 to 9 digits (so it fits an int), spaces around allowed. */
    private static boolean isNumber(String s) {
        String t = s.strip();
        if (t.isEmpty() || t.length() > 9) {
            return false;
        }
        for (int i = 0; i < t.length(); i++) {
            if (t.charAt(i) < '0' || t.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }

    /** A thinking time: 1 to 18 digits (milliseconds; the value is not used). */
    private static boolean isTime(String s) {
        String t = s.strip();
        if (t.isEmpty() || t.length() > 18) {
            return false;
        }
        for (int i = 0; i < t.length(); i++) {
            if (t.charAt(i) < '0' || t.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }
}
