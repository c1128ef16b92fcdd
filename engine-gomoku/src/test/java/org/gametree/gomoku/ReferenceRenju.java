package org.gametree.gomoku;

/**
 * A second, plain implementation of the Renju forbidden-point definitions for cross-checking:
 * a 2-D array with explicit bounds checks, no walls, no packed results. Slow and simple.
 */
final class ReferenceRenju {

    private static final int[][] DIRS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

    private final int size;
    private final int[][] board; // [x][y], 0 empty, 1 black, 2 white

    ReferenceRenju(GomokuPosition position) {
        size = position.size();
        board = new int[size][size];
        for (int x = 0; x < size; x++) {
            for (int y = 0; y < size; y++) {
                board[x][y] = position.stoneAt(GomokuPosition.point(x, y));
            }
        }
    }

    private boolean in(int x, int y) {
        return x >= 0 && y >= 0 && x < size && y < size;
    }

    private boolean black(int x, int y) {
        return in(x, y) && board[x][y] == 1;
    }

    private int run(int x, int y, int[] d) {
        int n = 1;
        for (int i = 1; black(x + i * d[0], y + i * d[1]); i++) {
            n++;
        }
        for (int i = 1; black(x - i * d[0], y - i * d[1]); i++) {
            n++;
        }
        return n;
    }

    /** Offsets k (relative to (x,y)) of empty points that complete exactly five through (x,y). */
    private int[] fives(int x, int y, int[] d) {
        int[] found = new int[9];
        int n = 0;
        for (int k = -4; k <= 4; k++) {
            int qx = x + k * d[0];
            int qy = y + k * d[1];
            if (k == 0 || !in(qx, qy) || board[qx][qy] != 0) {
                continue;
            }
            boolean between = true;
            for (int i = Math.min(k, 0) + 1; i < Math.max(k, 0); i++) {
                between &= black(x + i * d[0], y + i * d[1]);
            }
            board[qx][qy] = 1;
            boolean five = run(qx, qy, d) == 5;
            board[qx][qy] = 0;
            if (between && five) {
                found[n++] = k;
            }
        }
        return java.util.Arrays.copyOf(found, n);
    }

    private static boolean straight(int[] fives) {
        return fives.length == 2 && Math.abs(fives[1] - fives[0]) == 5;
    }

    ForbiddenPoints.Reason reason(int x, int y) {
        board[x][y] = 1;
        try {
            boolean over = false;
            for (int[] d : DIRS) {
                int r = run(x, y, d);
                if (r == 5) {
                    return ForbiddenPoints.Reason.NONE;
                }
                over |= r > 5;
            }
            if (over) {
                return ForbiddenPoints.Reason.OVERLINE;
            }
            int fours = 0;
            boolean[] four = new boolean[4];
            for (int i = 0; i < 4; i++) {
                int[] f = fives(x, y, DIRS[i]);
                four[i] = f.length > 0;
                fours += f.length == 0 ? 0 : straight(f) ? 1 : Math.min(2, f.length);
            }
            if (fours >= 2) {
                return ForbiddenPoints.Reason.DOUBLE_FOUR;
            }
            int threes = 0;
            for (int i = 0; i < 4; i++) {
                if (!four[i] && three(x, y, DIRS[i])) {
                    threes++;
                }
            }
            return threes >= 2 ? ForbiddenPoints.Reason.DOUBLE_THREE : ForbiddenPoints.Reason.NONE;
        } finally {
            board[x][y] = 0;
        }
    }

    private boolean three(int x, int y, int[] d) {
        for (int k = -4; k <= 4; k++) {
            int qx = x + k * d[0];
            int qy = y + k * d[1];
            if (k == 0 || !in(qx, qy) || board[qx][qy] != 0) {
                continue;
            }
            board[qx][qy] = 1;
            boolean s = straight(fives(x, y, d));
            board[qx][qy] = 0;
            if (s && reason(qx, qy) == ForbiddenPoints.Reason.NONE) {
                return true;
            }
        }
        return false;
    }
}
