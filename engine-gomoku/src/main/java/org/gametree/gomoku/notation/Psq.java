package org.gametree.gomoku.notation;

import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;

/**
 * Piskvork game records ({@code .psq}). The first line names the board,
 * {@code Piskvork 15x15, 11:11, 0} (width×height; the rest of the line is Piskvork's own
 * bookkeeping and is ignored on reading). Then one line per move, {@code x,y,time}: 1-based
 * column and row counted from the top (Piskvork numbers the squares from 1, the Gomocup
 * protocol from 0: h8 on 15×15 is {@code 8,8} here and {@code 7,7} there), and the thinking
 * time in milliseconds. The move lines end at the first line that is not a move (Piskvork
 * writes a {@code -1} line and the players' names after them), which is ignored.
 */
public final class Psq {

    private Psq() {
    }

    /** Writes a position's moves as a .psq record (times 0). */
    public static String write(GomokuPosition position) {
        int size = position.size();
        StringBuilder sb = new StringBuilder();
        sb.append("Piskvork ").append(size).append('x').append(size).append(", 11:11, 0\n");
        for (int move : position.moves()) {
            sb.append(GomokuPosition.x(move) + 1).append(',').append(GomokuPosition.y(move) + 1).append(",0\n");
        }
        sb.append("-1\n");
        return sb.toString();
    }

    /** Reads a .psq record and plays its moves under {@code rule}, checking each. */
    public static GomokuPosition read(String text, Rule rule) {
        String[] lines = text.replace("\r", "").split("\n");
        if (lines.length == 0 || !lines[0].startsWith("Piskvork ")) {
            throw new NotationException("psq line 1: expected a header like 'Piskvork 15x15, 11:11, 0'");
        }
        String header = lines[0].substring("Piskvork ".length());
        int comma = header.indexOf(',');
        String dims = (comma < 0 ? header : header.substring(0, comma)).trim();
        String[] wh = dims.split("x");
        int size;
        try {
            if (wh.length != 2) {
                throw new NumberFormatException();
            }
            int width = Integer.parseInt(wh[0]);
            int height = Integer.parseInt(wh[1]);
            if (width != height) {
                throw new NotationException("psq line 1: board " + dims + " is not square");
            }
            size = width;
        } catch (NumberFormatException e) {
            throw new NotationException("psq line 1: expected the board as WIDTHxHEIGHT, got '" + dims + "'");
        }
        if (size < GomokuPosition.MIN_SIZE || size > GomokuPosition.MAX_SIZE) {
            throw new NotationException("psq line 1: board size " + size + " is outside "
                    + GomokuPosition.MIN_SIZE + ".." + GomokuPosition.MAX_SIZE);
        }
        GomokuPosition position = new GomokuPosition(rule, size);
        for (int i = 1; i < lines.length; i++) {
            String line = lines[i].trim();
            String[] parts = line.split(",");
            if (parts.length < 2 || parts.length > 3 || !isNumber(parts[0]) || !isNumber(parts[1])
                    || (parts.length == 3 && !isNumber(parts[2]))) {
                break;
            }
            int x = Integer.parseInt(parts[0].trim());
            int y = Integer.parseInt(parts[1].trim());
            String what = "psq line " + (i + 1) + " '" + line + "'";
            if (x < 1 || x > size || y < 1 || y > size) {
                throw new NotationException(what + ": outside a " + Notation.board(size) + " (x and y are 1.." + size + ")");
            }
            Notation.playChecked(position, GomokuPosition.point(x - 1, y - 1), what);
        }
        return position;
    }

    private static boolean isNumber(String s) {
        String t = s.trim();
        if (t.isEmpty() || t.length() > 9) {
            return false;
        }
        for (int i = 0; i < t.length(); i++) {
            if (!Character.isDigit(t.charAt(i))) {
                return false;
            }
        }
        return true;
    }
}
