package org.gametree.gomoku.eval;

import java.util.ArrayList;
import java.util.List;

import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Lines;

/**
 * Line patterns counted over every five-point window of every line: a window holding
 * {@code k} stones of one side and none of the other is that side's "k of five" — it covers
 * the book's patterns including the split ones (a rush four {@code XX.XX} is a 4-window, a live
 * three {@code .XXX.} two or three 3-windows, a live four two 4-windows). Weights are larger
 * for the side to move ({@link #TO_MOVE}) than for the opponent ({@link #WAITING}): a 4-window
 * of the side to move is a five next move, the opponent's can still be blocked.
 *
 * <p><b>Incremental.</b> The position keeps the pure-window counts per side and k as it makes
 * and unmakes moves ({@link GomokuPosition#windows}), so {@link #evaluate} costs 10
 * multiplications and the evaluation itself has no state. {@link #explain} recomputes from scratch, line
 * by line; the tests check both agree.
 *
 * <p>The total is clamped to ±{@link #LIMIT} (an explanation row "clamp" carries the
 * difference) so it stays well inside the mate scores.
 */
public final class LinePatternEvaluation implements GomokuEvaluation {

    /** Weight of a window with k = 0..5 stones of the side to move. */
    static final int[] TO_MOVE = {0, 1, 8, 60, 1500, 10000};
    /** Weight of a window with k = 0..5 stones of the side that just moved. */
    static final int[] WAITING = {0, 1, 6, 40, 300, 10000};
    static final int LIMIT = 20000;

    @Override
    public String name() {
        return "line";
    }

    @Override
    public int evaluate(GomokuPosition position) {
        int us = position.stoneToMove();
        int them = GomokuPosition.opponent(us);
        int total = 0;
        for (int k = 1; k <= 5; k++) {
            total += TO_MOVE[k] * position.windows(us, k) - WAITING[k] * position.windows(them, k);
        }
        return Math.max(-LIMIT, Math.min(LIMIT, total));
    }

    @Override
    public List<Term> explain(GomokuPosition position) {
        Lines l = Lines.of(position.size());
        int us = position.stoneToMove();
        List<Term> terms = new ArrayList<>();
        int total = 0;
        for (int line = 0; line < l.points.length; line++) {
            int[] pts = l.points[line];
            for (int stone = GomokuPosition.BLACK; stone <= GomokuPosition.WHITE; stone++) {
                int[] weights = stone == us ? TO_MOVE : WAITING;
                int sign = stone == us ? 1 : -1;
                int value = 0;
                int best = 0;
                int[] count = new int[6];
                for (int i = 0; i + 5 <= pts.length; i++) {
                    int own = 0;
                    int other = 0;
                    for (int j = 0; j < 5; j++) {
                        int s = position.stoneAt(pts[i + j]);
                        if (s == stone) {
                            own++;
                        } else if (s != GomokuPosition.EMPTY) {
                            other++;
                        }
                    }
                    if (own > 0 && other == 0) {
                        value += sign * weights[own];
                        count[own]++;
                        best = Math.max(best, own);
                    }
                }
                if (value != 0) {
                    StringBuilder what = new StringBuilder("windows");
                    for (int k = 5; k >= 1; k--) {
                        if (count[k] > 0) {
                            what.append(' ').append(count[k]).append('x').append(k);
                        }
                    }
                    terms.add(new Term(what.toString(), GomokuEvaluation.sideName(stone), l.names[line], value));
                    total += value;
                }
            }
        }
        int clamped = Math.max(-LIMIT, Math.min(LIMIT, total));
        if (clamped != total) {
            terms.add(new Term("clamp", "", "", clamped - total));
        }
        return terms;
    }
}
