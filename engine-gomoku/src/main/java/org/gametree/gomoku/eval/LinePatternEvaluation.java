package org.gametree.gomoku.eval;

import java.util.ArrayList;
import java.util.List;

import org.gametree.gomoku.GomokuPosition;

/**
 * Line patterns counted over every five-point window of every line: a window holding
 * {@code k} stones of one side and none of the other is that side's "k of five" — it covers
 * the book's patterns including the split ones (a rush four {@code XX.XX} is a 4-window, a live
 * three {@code .XXX.} two or three 3-windows, a live four two 4-windows). Weights are larger
 * for the side to move ({@link #TO_MOVE}) than for the opponent ({@link #WAITING}): a 4-window
 * of the side to move is a five next move, the opponent's can still be blocked.
 *
 * <p><b>Incremental.</b> After {@link #reset} the evaluation keeps, per window, the stone
 * counts of both sides and, per side and k, the number of pure windows; {@link #played} and
 * {@link #removed} update only the (at most 20) windows through the point, so
 * {@link #evaluate} costs 10 multiplications. {@link #explain} recomputes from scratch, line
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

    /** The position the incremental state belongs to. */
    private GomokuPosition owner;
    private Lines lines;
    private byte[] black;
    private byte[] white;
    /** pure[stone][k]: windows with k stones of {@code stone} and none of the other side. */
    private final int[][] pure = new int[3][6];

    @Override
    public String name() {
        return "line";
    }

    @Override
    public void reset(GomokuPosition position) {
        owner = position;
        lines = Lines.of(position.size());
        black = new byte[lines.windowCount()];
        white = new byte[lines.windowCount()];
        for (int[] row : pure) {
            java.util.Arrays.fill(row, 0);
        }
        for (int w = 0; w < lines.windowCount(); w++) {
            for (int i = 0; i < 5; i++) {
                int s = position.stoneAt(lines.windowStart[w] + i * lines.windowStep[w]);
                if (s == GomokuPosition.BLACK) {
                    black[w]++;
                } else if (s == GomokuPosition.WHITE) {
                    white[w]++;
                }
            }
            add(w, 1);
        }
    }

    private void add(int w, int sign) {
        int b = black[w];
        int wh = white[w];
        if (b > 0 && wh == 0) {
            pure[GomokuPosition.BLACK][b] += sign;
        } else if (wh > 0 && b == 0) {
            pure[GomokuPosition.WHITE][wh] += sign;
        }
    }

    @Override
    public void played(GomokuPosition position, int point, int stone) {
        byte[] counts = stone == GomokuPosition.BLACK ? black : white;
        for (int w : lines.windowsAt[point]) {
            add(w, -1);
            counts[w]++;
            add(w, 1);
        }
    }

    @Override
    public void removed(GomokuPosition position, int point, int stone) {
        byte[] counts = stone == GomokuPosition.BLACK ? black : white;
        for (int w : lines.windowsAt[point]) {
            add(w, -1);
            counts[w]--;
            add(w, 1);
        }
    }

    @Override
    public int evaluate(GomokuPosition position) {
        if (owner != position) { // state kept for another position: start over
            reset(position);
        }
        int us = position.stoneToMove();
        int them = GomokuPosition.opponent(us);
        int total = 0;
        for (int k = 1; k <= 5; k++) {
            total += TO_MOVE[k] * pure[us][k] - WAITING[k] * pure[them][k];
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
