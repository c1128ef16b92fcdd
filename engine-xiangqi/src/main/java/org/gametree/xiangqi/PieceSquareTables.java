package org.gametree.xiangqi;


/**
 * Piece-square tables in the ElephantEye / XiangQi Wizard style ({@code vlPc[7][10][9]}): for
 * each piece type, what a piece of that type is worth on each point, material included, in
 * centipawns. The numbers are this project's own, not copied from either engine: material
 * (rook 900, horse 400, cannon 450, advisor and elephant 200, pawn 100, king 0 — both kings are
 * always on the board) plus a positional bonus per point.
 *
 * <p>The tables are written for Red as board diagrams: the first row is rank 9 (Black's back
 * rank), the last rank 0 (Red's back rank), files a..i left to right. Black uses them mirrored
 * top to bottom (rank r reads rank 9 − r). Every table is symmetric between files a..i and
 * i..a, so mirroring top to bottom and turning the board round (colour swap) give the same
 * value — the evaluation is colour-symmetric.
 *
 * <p>{@link org.gametree.xiangqi.Position} keeps the sum of {@link #signed} over the pieces on the
 * board incrementally in make/unmake; {@link PieceSquareEvaluation} reads it.
 */
public final class PieceSquareTables {

    /** Material per type: king, advisor, elephant, horse, rook, cannon, pawn. */
    static final int[] MATERIAL = {0, 200, 200, 400, 900, 450, 100};

    // Positional bonuses for Red, rank 9 first. Points a piece can never stand on are 0.

    private static final int[][] KING = {
        {0, 0, 0, 0, 0, 0, 0, 0, 0},
        {0, 0, 0, 0, 0, 0, 0, 0, 0},
        {0, 0, 0, 0, 0, 0, 0, 0, 0},
        {0, 0, 0, 0, 0, 0, 0, 0, 0},
        {0, 0, 0, 0, 0, 0, 0, 0, 0},
        {0, 0, 0, 0, 0, 0, 0, 0, 0},
        {0, 0, 0, 0, 0, 0, 0, 0, 0},
        {0, 0, 0, -20, -15, -20, 0, 0, 0},
        {0, 0, 0, -5, -5, -5, 0, 0, 0},
        {0, 0, 0, 0, 5, 0, 0, 0, 0},
    };

    private static final int[][] ADVISOR = {
        {0, 0, 0, 0, 0, 0, 0, 0, 0},
        {0, 0, 0, 0, 0, 0, 0, 0, 0},
        {0, 0, 0, 0, 0, 0, 0, 0, 0},
        {0, 0, 0, 0, 0, 0, 0, 0, 0},
        {0, 0, 0, 0, 0, 0, 0, 0, 0},
        {0, 0, 0, 0, 0, 0, 0, 0, 0},
        {0, 0, 0, 0, 0, 0, 0, 0, 0},
        {0, 0, 0, -5, 0, -5, 0, 0, 0},
        {0, 0, 0, 0, 10, 0, 0, 0, 0},
        {0, 0, 0, 0, 0, 0, 0, 0, 0},
    };

    private static final int[][] ELEPHANT = {
        {0, 0, 0, 0, 0, 0, 0, 0, 0},
        {0, 0, 0, 0, 0, 0, 0, 0, 0},
        {0, 0, 0, 0, 0, 0, 0, 0, 0},
        {0, 0, 0, 0, 0, 0, 0, 0, 0},
        {0, 0, 0, 0, 0, 0, 0, 0, 0},
        {0, 0, -5, 0, 0, 0, -5, 0, 0},
        {0, 0, 0, 0, 0, 0, 0, 0, 0},
        {-10, 0, 0, 0, 10, 0, 0, 0, -10},
        {0, 0, 0, 0, 0, 0, 0, 0, 0},
        {0, 0, 0, 0, 0, 0, 0, 0, 0},
    };

    private static final int[][] HORSE = {
        {0, -5, 5, 10, 5, 10, 5, -5, 0},
        {0, 10, 20, 20, 10, 20, 20, 10, 0},
        {5, 20, 30, 40, 35, 40, 30, 20, 5},
        {10, 25, 35, 40, 40, 40, 35, 25, 10},
        {5, 20, 25, 30, 30, 30, 25, 20, 5},
        {0, 15, 20, 25, 25, 25, 20, 15, 0},
        {0, 10, 15, 15, 15, 15, 15, 10, 0},
        {0, 5, 10, 10, 5, 10, 10, 5, 0},
        {-5, 0, 5, 0, -20, 0, 5, 0, -5},
        {-10, -10, 0, -5, -10, -5, 0, -10, -10},
    };

    private static final int[][] ROOK = {
        {20, 25, 20, 35, 35, 35, 20, 25, 20},
        {20, 30, 25, 40, 45, 40, 25, 30, 20},
        {15, 25, 20, 35, 35, 35, 20, 25, 15},
        {15, 25, 25, 30, 30, 30, 25, 25, 15},
        {15, 30, 30, 30, 30, 30, 30, 30, 15},
        {10, 25, 25, 25, 25, 25, 25, 25, 10},
        {5, 20, 10, 20, 15, 20, 10, 20, 5},
        {0, 10, 5, 15, 10, 15, 5, 10, 0},
        {0, 10, 5, 15, 0, 15, 5, 10, 0},
        {-10, 5, 0, 10, 0, 10, 0, 5, -10},
    };

    private static final int[][] CANNON = {
        {10, 10, 0, -10, -15, -10, 0, 10, 10},
        {5, 5, 0, -5, -10, -5, 0, 5, 5},
        {5, 5, 0, -10, 0, -10, 0, 5, 5},
        {0, 5, 5, 0, 10, 0, 5, 5, 0},
        {0, 0, 0, 0, 10, 0, 0, 0, 0},
        {-5, 0, 5, 0, 10, 0, 5, 0, -5},
        {0, 0, 0, 0, 5, 0, 0, 0, 0},
        {5, 5, 5, 10, 20, 10, 5, 5, 5},
        {0, 5, 5, 5, 5, 5, 5, 5, 0},
        {0, 0, 5, 10, 10, 10, 5, 0, 0},
    };

    /** A pawn is worth about double once across the river, most near the enemy palace. */
    private static final int[][] PAWN = {
        {10, 20, 30, 50, 60, 50, 30, 20, 10},
        {40, 70, 100, 130, 140, 130, 100, 70, 40},
        {40, 70, 90, 110, 120, 110, 90, 70, 40},
        {30, 50, 70, 80, 90, 80, 70, 50, 30},
        {20, 30, 50, 60, 70, 60, 50, 30, 20},
        {0, 0, -5, 0, 15, 0, -5, 0, 0},
        {0, 0, -5, 0, 10, 0, -5, 0, 0},
        {0, 0, 0, 0, 0, 0, 0, 0, 0},
        {0, 0, 0, 0, 0, 0, 0, 0, 0},
        {0, 0, 0, 0, 0, 0, 0, 0, 0},
    };

    private static final int[][][] POSITION = {KING, ADVISOR, ELEPHANT, HORSE, ROOK, CANNON, PAWN};

    /**
     * Material plus position of piece id {@code id} on mailbox square {@code sq}, positive for
     * Red's pieces and negative for Black's: index {@code id << 8 | sq}. Ids 16..47 and board
     * squares are filled; everything else is 0. Summed over the board it is Red's score minus
     * Black's.
     */
    private static final int[] SIGNED = new int[Piece.ID_LIMIT << 8];

    static {
        for (int id = 16; id < Piece.ID_LIMIT; id++) {
            int type = Piece.type(id);
            int side = Piece.side(id);
            for (int sq = 0; sq < 256; sq++) {
                if (Squares.isOnBoard(sq)) {
                    int value = MATERIAL[type] + position(type, side, sq);
                    SIGNED[id << 8 | sq] = side == Piece.RED ? value : -value;
                }
            }
        }
    }

    private PieceSquareTables() {
    }

    /**
     * Red-positive value of piece {@code id} on {@code sq} (see {@link #SIGNED}); what
     * {@link org.gametree.xiangqi.Position} adds and subtracts in make/unmake.
     */
    public static int signed(int id, int sq) {
        return SIGNED[id << 8 | sq];
    }

    /** Material of a piece type, in centipawns. */
    public static int material(int type) {
        return MATERIAL[type];
    }

    /** Positional bonus of a piece of {@code type} and {@code side} on board square {@code sq}. */
    public static int position(int type, int side, int sq) {
        int rank = Squares.rank(sq);
        int redRank = side == Piece.RED ? rank : 9 - rank;
        return POSITION[type][9 - redRank][Squares.file(sq)];
    }
}
