package org.gametree.gomoku.notation;

import java.util.ArrayList;
import java.util.List;

import org.gametree.gomoku.ForbiddenPoints;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;

/**
 * The coordinate notations (contract): {@code h8}-style points — columns {@code a}.. left to
 * right (a–o on 15×15, up to t on 20×20), rows {@code 1}.. bottom to top, centre {@code h8} on
 * 15×15 — and move lists written {@code h8,i9,j10} (also read without commas: {@code h8i9j10});
 * Gomocup protocol points {@code x,y}, 0-based, {@code y} from the top (h8 = 7,7; a15 = 0,0;
 * a1 = 0,14 on 15×15).
 */
public final class Notation {

    private static final String TIMES = "\u00d7";

    private Notation() {
    }

    static String board(int size) {
        return size + TIMES + size + " board";
    }

    /** The name of a point, e.g. {@code h8}. */
    public static String name(int size, int point) {
        int x = GomokuPosition.x(point);
        int y = GomokuPosition.y(point);
        return String.valueOf((char) ('a' + x)) + (size - y);
    }

    /** Reads one point, e.g. {@code h8} (case-insensitive). */
    public static int parsePoint(int size, String text) {
        return parsePoint(size, text, "point '" + text + "'");
    }

    private static int parsePoint(int size, String text, String what) {
        String t = text.trim().toLowerCase();
        if (t.length() < 2 || t.length() > 3 || t.charAt(0) < 'a' || t.charAt(0) > 'z') {
            throw new NotationException(what + ": expected a column letter and a row number, like h8");
        }
        char column = t.charAt(0);
        int row;
        try {
            row = Integer.parseInt(t.substring(1));
        } catch (NumberFormatException e) {
            throw new NotationException(what + ": expected a column letter and a row number, like h8");
        }
        int x = column - 'a';
        if (x >= size) {
            throw new NotationException(what + ": column " + column + " is outside a " + board(size));
        }
        if (row < 1 || row > size) {
            throw new NotationException(what + ": row " + row + " is outside a " + board(size));
        }
        return GomokuPosition.point(x, size - row);
    }

    /** Reads a move list, {@code h8,i9,j10} or {@code h8i9j10} (spaces allowed); empty text is no move. */
    public static int[] parseMoves(int size, String text) {
        List<String> tokens = tokens(text);
        int[] moves = new int[tokens.size()];
        for (int i = 0; i < moves.length; i++) {
            moves[i] = parsePoint(size, tokens.get(i), "move " + (i + 1) + " '" + tokens.get(i) + "'");
        }
        return moves;
    }

    /** Splits a move list into point tokens: a letter followed by digits. */
    private static List<String> tokens(String text) {
        List<String> tokens = new ArrayList<>();
        String t = text.trim();
        int i = 0;
        while (i < t.length()) {
            char c = t.charAt(i);
            if (c == ',' || c == ' ' || c == ';' || Character.isWhitespace(c)) {
                i++;
                continue;
            }
            int start = i++;
            while (i < t.length() && Character.isDigit(t.charAt(i))) {
                i++;
            }
            if (!Character.isLetter(c) || i == start + 1) {
                // not letter+digits: take the rest of the token up to a separator for the message
                while (i < t.length() && t.charAt(i) != ',' && !Character.isWhitespace(t.charAt(i))) {
                    i++;
                }
                throw new NotationException("move " + (tokens.size() + 1) + " '" + t.substring(start, i)
                        + "': expected a column letter and a row number, like h8");
            }
            tokens.add(t.substring(start, i));
        }
        return tokens;
    }

    /** Writes a move list in the comma form, {@code h8,i9,j10}. */
    public static String formatMoves(int size, int[] moves) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < moves.length; i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(name(size, moves[i]));
        }
        return sb.toString();
    }

    /** The moves of a position in the comma form. */
    public static String formatMoves(GomokuPosition position) {
        return formatMoves(position.size(), position.moves());
    }

    /**
     * Plays a move list from the empty board, checking every move: on the board, on an empty
     * point, the game not yet decided, and under Renju not a forbidden point for black.
     */
    public static GomokuPosition play(Rule rule, int size, String moves) {
        GomokuPosition position = new GomokuPosition(rule, size);
        int[] parsed = parseMoves(size, moves);
        for (int i = 0; i < parsed.length; i++) {
            playChecked(position, parsed[i], "move " + (i + 1) + " '" + name(size, parsed[i]) + "'");
        }
        return position;
    }

    /** Plays one move after the checks of {@link #play}; {@code what} names it in messages. */
    public static void playChecked(GomokuPosition position, int point, String what) {
        int size = position.size();
        if (!position.isOnBoard(point)) {
            throw new NotationException(what + ": not a point of a " + board(size));
        }
        if (position.stoneAt(point) != GomokuPosition.EMPTY) {
            throw new NotationException(what + ": point " + name(size, point) + " is already occupied");
        }
        if (position.result().isOver()) {
            throw new NotationException(what + ": the game is already over (" + position.result() + ")");
        }
        if (position.rule() == Rule.RENJU && position.stoneToMove() == GomokuPosition.BLACK) {
            ForbiddenPoints.Reason reason = ForbiddenPoints.reason(position, point);
            if (reason != ForbiddenPoints.Reason.NONE) {
                throw new NotationException(what + " is forbidden for black (" + reason.label() + ") under renju");
            }
        }
        position.makeMove(point);
    }

    /** Gomocup protocol coordinates {@code x,y}, 0-based, y from the top. */
    public static String toGomocup(int point) {
        return GomokuPosition.x(point) + "," + GomokuPosition.y(point);
    }

    /** Reads Gomocup protocol coordinates {@code x,y}. */
    public static int parseGomocup(int size, String text) {
        String[] parts = text.trim().split("\\s*,\\s*");
        if (parts.length != 2) {
            throw new NotationException("Gomocup point '" + text + "': expected x,y");
        }
        int x;
        int y;
        try {
            x = Integer.parseInt(parts[0]);
            y = Integer.parseInt(parts[1]);
        } catch (NumberFormatException e) {
            throw new NotationException("Gomocup point '" + text + "': expected two integers x,y");
        }
        if (x < 0 || x >= size || y < 0 || y >= size) {
            throw new NotationException("Gomocup point '" + text + "' is outside a " + board(size)
                    + " (x and y are 0.." + (size - 1) + ")");
        }
        return GomokuPosition.point(x, y);
    }
}
