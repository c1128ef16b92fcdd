package org.gametree.gomoku.eval;

import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;

/**
 * What a stone of each side would make on each point, direction by direction: the point's
 * <em>pattern classes</em> (five, open four, four, open three, three, open two, two, room,
 * nothing), the way strong Gomoku programs see the board.
 *
 * <p><b>Keys.</b> For every point and each of the four directions, the eight points around it
 * on that line (four each side) are packed 2 bits each — empty, black, white, wall — into a
 * 16-bit key. A move changes the keys of the 32 points it lies next to (an exclusive-or), so
 * keeping them costs 32 writes per move and nothing is rescanned.
 *
 * <p><b>Classes.</b> A table, built once per rule from all 3^9 nine-point lines, gives the class
 * of a key for a side: after the side's stone is placed on the point, FIVE if it makes a
 * winning row through it; FLEX4 with two or more five points (an open four), BLOCK4 with one;
 * FLEX3 if one more stone can make an open four, BLOCK3 a four; FLEX2 and BLOCK2 likewise one
 * step further; ROOM when a five could still be made there at all, else NONE. The line is seen
 * through nine points, so a row of five at the edge of the view counts as a five even when
 * the point beyond makes it an overline (an approximation the game's own rules never rely on:
 * this is for evaluation and ordering only).
 */
public final class PointPatterns {

    public static final int NONE = 0;
    public static final int ROOM = 1;
    public static final int BLOCK2 = 2;
    public static final int FLEX2 = 3;
    public static final int BLOCK3 = 4;
    public static final int FLEX3 = 5;
    public static final int BLOCK4 = 6;
    public static final int FLEX4 = 7;
    public static final int FIVE = 8;
    public static final int CLASSES = 9;

    /** The four direction steps on the padded board. */
    public static final int[] DIRECTIONS = {1, GomokuPosition.STRIDE, GomokuPosition.STRIDE + 1, GomokuPosition.STRIDE - 1};

    /** TABLES[exact five][stone][key]: the class of every key for that stone, built on first use. */
    private static final byte[][][] TABLES = new byte[2][3][];

    private final char[][] keys = new char[4][GomokuPosition.MAX_POINTS];
    private byte[] blackTable;
    private byte[] whiteTable;

    /** Computes every key of {@code position} from scratch. */
    public void reset(GomokuPosition position) {
        boolean blackExact = position.rule() != Rule.FREESTYLE;
        boolean whiteExact = position.rule() == Rule.STANDARD;
        blackTable = table(blackExact, GomokuPosition.BLACK);
        whiteTable = table(whiteExact, GomokuPosition.WHITE);
        int size = position.size();
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int p = GomokuPosition.point(x, y);
                for (int d = 0; d < 4; d++) {
                    keys[d][p] = (char) keyFromBoard(position, p, DIRECTIONS[d]);
                }
            }
        }
    }

    private static int keyFromBoard(GomokuPosition position, int p, int step) {
        int key = 0;
        for (int k = 1; k <= 4; k++) {
            key |= position.stoneAt(p - k * step) << shift(-k);
            key |= position.stoneAt(p + k * step) << shift(k);
        }
        return key;
    }

    /** Bit position of the neighbour at offset k (−4..−1, 1..4) in a key. */
    private static int shift(int k) {
        return 2 * (k < 0 ? k + 4 : k + 3);
    }

    /** A stone of {@code stone} was placed on, or taken from, p: the neighbours' keys change. */
    public void toggle(int p, int stone) {
        for (int d = 0; d < 4; d++) {
            int step = DIRECTIONS[d];
            char[] k = keys[d];
            for (int i = 1; i <= 4; i++) {
                k[p - i * step] ^= (char) (stone << shift(i));
                k[p + i * step] ^= (char) (stone << shift(-i));
            }
        }
    }

    /** The class of point p in direction d (0..3) for {@code stone}. */
    public int classAt(int p, int d, int stone) {
        return (stone == GomokuPosition.BLACK ? blackTable : whiteTable)[keys[d][p]];
    }

    /**
     * Whether a black stone on the empty point p might be forbidden under Renju: false is
     * certain (the point makes at most one four or open three and no long row), true means ask
     * {@link org.gametree.gomoku.ForbiddenPoints}. A double four or double three needs two
     * directions of class FLEX3 or more, or a double four within one line (class FLEX4); an
     * overline a run of six or more through p, or of five seen at the edge of the view (class
     * FIVE, since the point beyond is not seen).
     */
    public boolean mayBeForbidden(int p) {
        int threats = 0;
        for (int d = 0; d < 4; d++) {
            int c = blackTable[keys[d][p]];
            if (c == FIVE || c == FLEX4 || blackRun(keys[d][p]) >= 6) {
                return true;
            }
            if (c >= FLEX3) {
                threats++;
            }
        }
        return threats >= 2;
    }

    /** The length of the row of black stones through the centre of a key, the centre counted. */
    private static int blackRun(int key) {
        int run = 1;
        for (int k = 1; k <= 4 && ((key >>> shift(k)) & 3) == GomokuPosition.BLACK; k++) {
            run++;
        }
        for (int k = 1; k <= 4 && ((key >>> shift(-k)) & 3) == GomokuPosition.BLACK; k++) {
            run++;
        }
        return run;
    }

    /** The key of point p in direction d (for tests). */
    int key(int p, int d) {
        return keys[d][p];
    }

    /** Recomputes the key of p in direction d from the board (for tests). */
    static int keyOf(GomokuPosition position, int p, int d) {
        return keyFromBoard(position, p, DIRECTIONS[d]);
    }

    private static synchronized byte[] table(boolean exact, int stone) {
        int e = exact ? 1 : 0;
        if (TABLES[e][stone] == null) {
            TABLES[e][stone] = buildTable(exact, stone);
        }
        return TABLES[e][stone];
    }

    /** The class of every 16-bit key for {@code stone}. */
    private static byte[] buildTable(boolean exact, int stone) {
        byte[] memo = new byte[19683];
        java.util.Arrays.fill(memo, (byte) -1);
        byte[] table = new byte[1 << 16];
        int[] cells = new int[9];
        for (int key = 0; key < 1 << 16; key++) {
            for (int k = -4; k <= 4; k++) {
                if (k == 0) {
                    cells[4] = 1;
                    continue;
                }
                int raw = (key >>> shift(k)) & 3;
                cells[k + 4] = raw == GomokuPosition.EMPTY ? 0 : raw == stone ? 1 : 2;
            }
            table[key] = classify(cells, exact, memo);
        }
        return table;
    }

    private static int index(int[] cells) {
        int index = 0;
        for (int c : cells) {
            index = index * 3 + c;
        }
        return index;
    }

    /** The class of the line {@code cells} (centre holding the side's stone): 0 empty, 1 own, 2 blocked. */
    private static byte classify(int[] cells, boolean exact, byte[] memo) {
        int index = index(cells);
        if (memo[index] >= 0) {
            return memo[index];
        }
        byte result;
        if (isFive(cells, exact)) {
            result = FIVE;
        } else {
            int fives = 0;
            int best = NONE;
            for (int i = 0; i < 9; i++) {
                if (cells[i] != 0) {
                    continue;
                }
                cells[i] = 1;
                if (isFive(cells, exact)) {
                    fives++;
                } else if (fives == 0) {
                    best = Math.max(best, classify(cells, exact, memo));
                }
                cells[i] = 0;
            }
            if (fives >= 2) {
                result = FLEX4;
            } else if (fives == 1) {
                result = BLOCK4;
            } else if (best == FLEX4) {
                result = FLEX3;
            } else if (best == BLOCK4) {
                result = BLOCK3;
            } else if (best == FLEX3) {
                result = FLEX2;
            } else if (best == BLOCK3) {
                result = BLOCK2;
            } else {
                result = best >= BLOCK2 || canStillFive(cells) ? (byte) ROOM : NONE;
            }
        }
        memo[index] = result;
        return result;
    }

    /** Whether the run of own stones through the centre is a winning row. */
    private static boolean isFive(int[] cells, boolean exact) {
        int from = 4;
        while (from > 0 && cells[from - 1] == 1) {
            from--;
        }
        int to = 4;
        while (to < 8 && cells[to + 1] == 1) {
            to++;
        }
        int length = to - from + 1;
        return exact ? length == 5 : length >= 5;
    }

    /** Whether some five-point span through the centre holds no blocked point. */
    private static boolean canStillFive(int[] cells) {
        for (int start = 0; start <= 4; start++) {
            boolean open = true;
            for (int i = start; i < start + 5; i++) {
                if (cells[i] == 2) {
                    open = false;
                    break;
                }
            }
            if (open) {
                return true;
            }
        }
        return false;
    }
}
