package org.gametree.xiangqi;

/**
 * Moves are ints: bits 0–7 the from-square, bits 8–15 the to-square (mailbox squares, see
 * {@link Squares}). 0 is never a move because square 0 is off the board.
 */
public final class Move {

    public static final int NONE = 0;

    private Move() {
    }

    public static int of(int from, int to) {
        return from | (to << 8);
    }

    public static int from(int move) {
        return move & 0xFF;
    }

    public static int to(int move) {
        return (move >>> 8) & 0xFF;
    }

    /** Coordinate notation, e.g. "h2e2". */
    public static String toCoordinate(int move) {
        return Squares.name(from(move)) + Squares.name(to(move));
    }
}
