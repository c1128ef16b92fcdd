package org.gametree.gomoku.notation;

import java.util.ArrayList;
import java.util.List;

import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;

/**
 * A board pasted as text: one line per row, top row first, {@code x} black, {@code o} white,
 * {@code .} (or {@code +}, {@code -}) empty, with or without spaces between points, with or
 * without a row number before and/or after each row and a line of column letters. The number
 * of rows gives the size (15–20). The move order is unknown, so the side to move follows from
 * the counts: as many black as white stones, black to move; one black stone more, white to
 * move; anything else is impossible (black moves first). The stones are placed in reading
 * order, alternating colours, so the position's move history is one possible order.
 */
public final class AsciiBoard {

    private AsciiBoard() {
    }

    /** The board as text, top row first; with {@code labels}, row numbers and column letters. */
    public static String write(GomokuPosition position, boolean labels) {
        int size = position.size();
        StringBuilder sb = new StringBuilder();
        for (int y = 0; y < size; y++) {
            if (labels) {
                sb.append(String.format("%2d", size - y)).append(' ');
            }
            for (int x = 0; x < size; x++) {
                int stone = position.stoneAt(GomokuPosition.point(x, y));
                sb.append(stone == GomokuPosition.BLACK ? 'x' : stone == GomokuPosition.WHITE ? 'o' : '.');
                if (x < size - 1) {
                    sb.append(' ');
                }
            }
            sb.append('\n');
        }
        if (labels) {
            sb.append("  ");
            for (int x = 0; x < size; x++) {
                sb.append(' ').append((char) ('a' + x));
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /** Reads a pasted board. */
    public static GomokuPosition read(String text, Rule rule) {
        List<String> rows = new ArrayList<>();
        List<Integer> lineNumbers = new ArrayList<>();
        List<Integer> labels = new ArrayList<>();
        String[] lines = text.replace("\r", "").split("\n");
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].trim();
            if (line.isEmpty()) {
                continue;
            }
            String compact = line.replaceAll("\\s+", "").toLowerCase();
            if ("abcdefghijklmnopqrst".startsWith(compact) && compact.length() >= 2) {
                continue; // column letters
            }
            int label = -1;
            int start = 0;
            while (start < compact.length() && Character.isDigit(compact.charAt(start))) {
                start++;
            }
            if (start > 0) {
                label = Integer.parseInt(compact.substring(0, Math.min(start, 4)));
            }
            int end = compact.length();
            while (end > start && Character.isDigit(compact.charAt(end - 1))) {
                end--;
            }
            String row = compact.substring(start, end);
            for (int j = 0; j < row.length(); j++) {
                char c = row.charAt(j);
                if ("xo.+-".indexOf(c) < 0) {
                    throw new NotationException("board line " + (i + 1) + ": unexpected character '" + c
                            + "' (use x for black, o for white, . for empty)");
                }
            }
            rows.add(row);
            lineNumbers.add(i + 1);
            labels.add(label);
        }
        int size = rows.size();
        if (size < GomokuPosition.MIN_SIZE || size > GomokuPosition.MAX_SIZE) {
            throw new NotationException("board has " + size + " rows; expected " + GomokuPosition.MIN_SIZE
                    + " to " + GomokuPosition.MAX_SIZE);
        }
        List<Integer> black = new ArrayList<>();
        List<Integer> white = new ArrayList<>();
        for (int y = 0; y < size; y++) {
            String row = rows.get(y);
            if (row.length() != size) {
                throw new NotationException("board line " + lineNumbers.get(y) + ": " + row.length()
                        + " points in a row of a " + Notation.board(size));
            }
            if (labels.get(y) >= 0 && labels.get(y) != size - y) {
                throw new NotationException("board line " + lineNumbers.get(y) + ": labelled row " + labels.get(y)
                        + " but it is row " + (size - y) + " (top row first)");
            }
            for (int x = 0; x < size; x++) {
                char c = row.charAt(x);
                if (c == 'x') {
                    black.add(GomokuPosition.point(x, y));
                } else if (c == 'o') {
                    white.add(GomokuPosition.point(x, y));
                }
            }
        }
        if (black.size() != white.size() && black.size() != white.size() + 1) {
            throw new NotationException("impossible stone counts: " + black.size() + " black, " + white.size()
                    + " white (black moves first, so black has as many stones as white or one more)");
        }
        GomokuPosition position = new GomokuPosition(rule, size);
        for (int i = 0; i < black.size(); i++) {
            position.makeMove(black.get(i));
            if (i < white.size()) {
                position.makeMove(white.get(i));
            }
        }
        return position;
    }
}
