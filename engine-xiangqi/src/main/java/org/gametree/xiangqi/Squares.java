package org.gametree.xiangqi;

/**
 * Square numbering of the 16×16 mailbox (the ElephantEye/XQWLight layout).
 *
 * <p>A square is {@code row * 16 + column}. The 9×10 board occupies rows 3..12 and columns 3..11;
 * row 3 is Black's back rank (rank 9) and row 12 is Red's back rank (rank 0). The padding means a
 * one- or two-step jump from any board square stays inside the array, so generators test
 * {@link #isOnBoard} instead of doing bounds arithmetic. In the notation of this project, files
 * {@code a..i} are numbered 0..8 from Red's left and ranks 0..9 from Red's side.
 */
public final class Squares {

    public static final int FILES = 9;
    public static final int RANKS = 10;

    /** One step towards rank 9 (Red's forward direction). */
    public static final int UP = -16;
    /** One step towards rank 0 (Black's forward direction). */
    public static final int DOWN = 16;

    private static final boolean[] ON_BOARD = new boolean[256];
    private static final boolean[] IN_PALACE = new boolean[256];

    static {
        for (int sq = 0; sq < 256; sq++) {
            int row = sq >> 4;
            int col = sq & 15;
            ON_BOARD[sq] = row >= 3 && row <= 12 && col >= 3 && col <= 11;
            IN_PALACE[sq] = (row >= 3 && row <= 5 || row >= 10 && row <= 12) && col >= 6 && col <= 8;
        }
    }

    private Squares() {
    }

    /** The square of file 0..8 (a..i) and rank 0..9. */
    public static int of(int file, int rank) {
        return ((12 - rank) << 4) + file + 3;
    }

    public static int file(int sq) {
        return (sq & 15) - 3;
    }

    public static int rank(int sq) {
        return 12 - (sq >> 4);
    }

    public static boolean isOnBoard(int sq) {
        return sq >= 0 && sq < 256 && ON_BOARD[sq];
    }

    /** Whether the square lies in either palace. */
    public static boolean isInPalace(int sq) {
        return IN_PALACE[sq];
    }

    /** Whether the square lies on Red's half (ranks 0..4). */
    public static boolean isRedHalf(int sq) {
        return (sq & 0x80) != 0;
    }

    /** Whether the square is on {@code side}'s own half of the river. */
    public static boolean isOwnHalf(int sq, int side) {
        return isRedHalf(sq) == (side == Piece.RED);
    }

    /** The square seen from the other side: rank r becomes 9 − r, file f becomes 8 − f. */
    public static int flip(int sq) {
        return 254 - sq;
    }

    /** "e0", "h9": file letter and rank digit. */
    public static String name(int sq) {
        return "" + (char) ('a' + file(sq)) + (char) ('0' + rank(sq));
    }

    /** The square named like "e0", or -1 if the text is not a square name. */
    public static int parse(CharSequence text, int offset) {
        if (offset + 2 > text.length()) {
            return -1;
        }
        int file = text.charAt(offset) - 'a';
        int rank = text.charAt(offset + 1) - '0';
        if (file < 0 || file >= FILES || rank < 0 || rank >= RANKS) {
            return -1;
        }
        return of(file, rank);
    }
}
