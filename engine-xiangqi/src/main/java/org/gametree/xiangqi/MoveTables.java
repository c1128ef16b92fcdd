package org.gametree.xiangqi;

/**
 * Precomputed step geometry per mailbox square, so move generation and move tests look targets
 * up instead of testing board edges, the palace and the river for every direction.
 *
 * <p>Each table holds, for a square {@code sq}, its entries at {@code sq * W .. sq * W + count - 1}
 * (W the table's width) in the fixed direction order of the generator — the order in which moves
 * are generated decides the order search tries them, so it must not change:
 * <ul>
 * <li>king: up, down, left, right, kept where the target lies in a palace;</li>
 * <li>advisor: the diagonals −17, −15, +15, +17, kept in a palace;</li>
 * <li>elephant (per side): the same diagonals two steps out, kept on the board and on that
 *     side's half, with the eye (the point between) beside each target;</li>
 * <li>horse: the jumps −33, −31, −18, −14, +14, +18, +31, +33, kept on the board, with the leg
 *     (the orthogonal neighbour a jump passes) beside each target;</li>
 * <li>pawn (per side): forward, then left and right once across the river, kept on the board.</li>
 * </ul>
 * Squares off the board have no entries.
 */
final class MoveTables {

    static final int[] ORTHOGONAL = {Squares.UP, Squares.DOWN, -1, 1};
    static final int[] DIAGONAL = {-17, -15, 15, 17};
    static final int[] HORSE_DELTA = {-33, -31, -18, -14, 14, 18, 31, 33};
    static final int[] HORSE_LEG = {-16, -16, -1, 1, -1, 1, 16, 16};

    static final int[] KING_TO = new int[256 * 4];
    static final int[] KING_COUNT = new int[256];
    static final int[] ADVISOR_TO = new int[256 * 4];
    static final int[] ADVISOR_COUNT = new int[256];
    /** Elephant targets and eyes of side s at {@code s << 10 | sq * 4}; counts at {@code s << 8 | sq}. */
    static final int[] ELEPHANT_TO = new int[2 * 256 * 4];
    static final int[] ELEPHANT_EYE = new int[2 * 256 * 4];
    static final int[] ELEPHANT_COUNT = new int[2 * 256];
    static final int[] HORSE_TO = new int[256 * 8];
    static final int[] HORSE_LEG_OF = new int[256 * 8];
    static final int[] HORSE_COUNT = new int[256];
    /** Pawn targets of side s at {@code s << 10 | sq * 4}; counts at {@code s << 8 | sq}. */
    static final int[] PAWN_TO = new int[2 * 256 * 4];
    static final int[] PAWN_COUNT = new int[2 * 256];

    static {
        for (int sq = 0; sq < 256; sq++) {
            if (!Squares.isOnBoard(sq)) {
                continue;
            }
            for (int d = 0; d < 4; d++) {
                int to = sq + ORTHOGONAL[d];
                if (Squares.isInPalace(to)) {
                    KING_TO[sq * 4 + KING_COUNT[sq]++] = to;
                }
                to = sq + DIAGONAL[d];
                if (Squares.isInPalace(to)) {
                    ADVISOR_TO[sq * 4 + ADVISOR_COUNT[sq]++] = to;
                }
            }
            for (int d = 0; d < 8; d++) {
                int to = sq + HORSE_DELTA[d];
                if (Squares.isOnBoard(to)) {
                    int i = sq * 8 + HORSE_COUNT[sq]++;
                    HORSE_TO[i] = to;
                    HORSE_LEG_OF[i] = sq + HORSE_LEG[d];
                }
            }
            for (int side = 0; side < 2; side++) {
                int base = side << 10 | sq * 4;
                for (int d = 0; d < 4; d++) {
                    int eye = sq + DIAGONAL[d];
                    int to = eye + DIAGONAL[d];
                    if (Squares.isOnBoard(to) && Squares.isOwnHalf(to, side)) {
                        int i = base + ELEPHANT_COUNT[side << 8 | sq]++;
                        ELEPHANT_TO[i] = to;
                        ELEPHANT_EYE[i] = eye;
                    }
                }
                int forward = sq + (side == Piece.RED ? Squares.UP : Squares.DOWN);
                if (Squares.isOnBoard(forward)) {
                    PAWN_TO[base + PAWN_COUNT[side << 8 | sq]++] = forward;
                }
                if (!Squares.isOwnHalf(sq, side)) {
                    for (int s = -1; s <= 1; s += 2) {
                        if (Squares.isOnBoard(sq + s)) {
                            PAWN_TO[base + PAWN_COUNT[side << 8 | sq]++] = sq + s;
                        }
                    }
                }
            }
        }
    }

    private MoveTables() {
    }
}
