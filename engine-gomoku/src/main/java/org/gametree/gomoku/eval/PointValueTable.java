package org.gametree.gomoku.eval;

import org.gametree.gomoku.GomokuPosition;

/**
 * A point's values for each side as the side to move and as the waiting side, by its four
 * direction classes (index {@code ((c0·9 + c1)·9 + c2)·9 + c3}, 9^4 entries): the weights and
 * the combination rule of {@link PatternEvaluation} folded into one lookup. One per weights and
 * rule kind (Renju or not), kept by {@link PatternWeights#table}.
 */
final class PointValueTable {

    private final int[][] mover = new int[3][];
    private final int[][] waiting = new int[3][];

    PointValueTable(PatternWeights weights, boolean renju) {
        int n = PointPatterns.CLASSES;
        for (int s = GomokuPosition.BLACK; s <= GomokuPosition.WHITE; s++) {
            mover[s] = new int[n * n * n * n];
            waiting[s] = new int[n * n * n * n];
            for (int c0 = 0; c0 < n; c0++) {
                for (int c1 = 0; c1 < n; c1++) {
                    for (int c2 = 0; c2 < n; c2++) {
                        for (int c3 = 0; c3 < n; c3++) {
                            int index = ((c0 * n + c1) * n + c2) * n + c3;
                            int[] v = PatternEvaluation.pointValues(weights, c0, c1, c2, c3, s, renju);
                            mover[s][index] = v[0];
                            waiting[s][index] = v[1];
                        }
                    }
                }
            }
        }
    }

    int mover(int s, int index) {
        return mover[s][index];
    }

    int waiting(int s, int index) {
        return waiting[s][index];
    }
}
