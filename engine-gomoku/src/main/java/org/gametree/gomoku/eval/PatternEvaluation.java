package org.gametree.gomoku.eval;

import java.util.ArrayList;
import java.util.List;

import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.notation.Notation;

/**
 * The evaluation of the strong Gomoku programs: every empty point is valued by what a stone of
 * each side would make there ({@link PointPatterns}: per direction five, open four, four, open
 * three, three, open two, two, room), plus a bonus where one stone would make two threats at
 * once — a winning four (open four or double four), a four-three, a three-three. The value is
 * the sum over the points of the side to move's values ({@link #MOVER}) minus the opponent's
 * ({@link #WAITING}): a point where the side to move makes an open four is nearly a win, the
 * same point for the opponent a threat to answer.
 *
 * <p>Under Renju, black's points with two fours or two open threes are forbidden and worth
 * nothing to black (four-three stays).
 *
 * <p><b>Incremental.</b> A move changes the classes of the 32 points on its lines within four
 * steps, and only those: {@link #played}/{@link #removed} recompute them and keep the sums.
 * {@link #explain} recomputes everything from scratch; the tests check both agree. Clamped to
 * ±{@link #LIMIT} like the other evaluations.
 */
public final class PatternEvaluation implements GomokuEvaluation {

    /** Per direction class (NONE, ROOM, BLOCK2, FLEX2, BLOCK3, FLEX3, BLOCK4, FLEX4, FIVE), side to move. */
    static final int[] MOVER = {0, 1, 3, 8, 10, 30, 40, 300, 2000};
    /** The same for the side that just moved. */
    static final int[] WAITING = {0, 1, 2, 6, 8, 20, 30, 150, 500};
    /** Combination bonus (winning four, four-three, three-three), side to move and waiting side. */
    static final int[] MOVER_COMBINATION = {800, 500, 200};
    static final int[] WAITING_COMBINATION = {300, 200, 80};
    static final int LIMIT = 20000;

    /** Term names per class (the explanation counts point-directions of each class). */
    private static final String[] CLASS_NAMES = {"none", "room", "two-point", "open-two-point", "three-point",
        "open-three-point", "four-point", "open-four-point", "five-point"};
    private static final String[] COMBINATION_NAMES = {"four-four", "four-three", "three-three"};

    private final PointPatterns patterns = new PointPatterns();
    /** Per side (index by stone), per point: its value for the side to move and for the waiting side. */
    private final int[][] moverValue = new int[3][GomokuPosition.MAX_POINTS];
    private final int[][] waitingValue = new int[3][GomokuPosition.MAX_POINTS];
    private final int[] moverSum = new int[3];
    private final int[] waitingSum = new int[3];
    private boolean renju;
    /**
     * The undo record: per move played since {@link #reset}, the points it recomputed with their
     * values before, so {@link #removed} restores them instead of recomputing.
     */
    private static final int POINTS_PER_MOVE = 33;
    private final int[] frameStart = new int[GomokuPosition.MAX_POINTS];
    private int[] undoPoint;
    private int[] undoValues;
    private int frames;
    private int undoTop;
    private boolean recording;

    @Override
    public String name() {
        return "pattern";
    }

    @Override
    public void reset(GomokuPosition position) {
        patterns.reset(position);
        renju = position.rule() == Rule.RENJU;
        frames = 0;
        undoTop = 0;
        for (int s = GomokuPosition.BLACK; s <= GomokuPosition.WHITE; s++) {
            java.util.Arrays.fill(moverValue[s], 0);
            java.util.Arrays.fill(waitingValue[s], 0);
            moverSum[s] = 0;
            waitingSum[s] = 0;
        }
        int size = position.size();
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int p = GomokuPosition.point(x, y);
                if (position.stoneAt(p) == GomokuPosition.EMPTY) {
                    update(p, true);
                }
            }
        }
    }

    @Override
    public void played(GomokuPosition position, int point, int stone) {
        patterns.toggle(point, stone);
        if (undoPoint == null) {
            // allocated on the first move, so an evaluation that only explains carries none
            undoPoint = new int[GomokuPosition.MAX_POINTS * POINTS_PER_MOVE];
            undoValues = new int[4 * GomokuPosition.MAX_POINTS * POINTS_PER_MOVE];
        }
        frameStart[frames++] = undoTop; // a board has fewer points than frameStart has room
        recording = true;
        update(point, false);
        neighbours(position, point);
        recording = false;
    }

    @Override
    public void removed(GomokuPosition position, int point, int stone) {
        patterns.toggle(point, stone);
        if (frames == 0) {
            // a stone this evaluation did not see placed (reset on a position with it): recompute
            update(point, true);
            neighbours(position, point);
            return;
        }
        // the values before the move were recorded when it was played: restore them, latest first
        int start = frameStart[--frames];
        while (undoTop > start) {
            undoTop--;
            int p = undoPoint[undoTop];
            restore(GomokuPosition.BLACK, p, undoValues[4 * undoTop], undoValues[4 * undoTop + 1]);
            restore(GomokuPosition.WHITE, p, undoValues[4 * undoTop + 2], undoValues[4 * undoTop + 3]);
        }
    }

    private void restore(int s, int p, int mover, int waiting) {
        moverSum[s] += mover - moverValue[s][p];
        waitingSum[s] += waiting - waitingValue[s][p];
        moverValue[s][p] = mover;
        waitingValue[s][p] = waiting;
    }

    private void neighbours(GomokuPosition position, int point) {
        for (int step : PointPatterns.DIRECTIONS) {
            for (int i = 1; i <= 4; i++) {
                int q = point - i * step;
                if (position.stoneAt(q) == GomokuPosition.EMPTY) {
                    update(q, true);
                }
                q = point + i * step;
                if (position.stoneAt(q) == GomokuPosition.EMPTY) {
                    update(q, true);
                }
            }
        }
    }

    /** Recomputes point p's values for both sides (0 when it is not empty). */
    private void update(int p, boolean empty) {
        if (recording) {
            undoPoint[undoTop] = p;
            undoValues[4 * undoTop] = moverValue[GomokuPosition.BLACK][p];
            undoValues[4 * undoTop + 1] = waitingValue[GomokuPosition.BLACK][p];
            undoValues[4 * undoTop + 2] = moverValue[GomokuPosition.WHITE][p];
            undoValues[4 * undoTop + 3] = waitingValue[GomokuPosition.WHITE][p];
            undoTop++;
        }
        for (int s = GomokuPosition.BLACK; s <= GomokuPosition.WHITE; s++) {
            int mover = 0;
            int waiting = 0;
            if (empty) {
                int c0 = patterns.classAt(p, 0, s);
                int c1 = patterns.classAt(p, 1, s);
                int c2 = patterns.classAt(p, 2, s);
                int c3 = patterns.classAt(p, 3, s);
                int combination = combination(c0, c1, c2, c3, s);
                if (combination != FORBIDDEN) {
                    mover = MOVER[c0] + MOVER[c1] + MOVER[c2] + MOVER[c3];
                    waiting = WAITING[c0] + WAITING[c1] + WAITING[c2] + WAITING[c3];
                    if (combination >= 0) {
                        mover += MOVER_COMBINATION[combination];
                        waiting += WAITING_COMBINATION[combination];
                    }
                }
            }
            moverSum[s] += mover - moverValue[s][p];
            waitingSum[s] += waiting - waitingValue[s][p];
            moverValue[s][p] = mover;
            waitingValue[s][p] = waiting;
        }
    }

    private static final int FORBIDDEN = -2;
    /** Bit per class in a mask of a point's four direction classes. */
    private static final int FOUR_BITS = 1 << PointPatterns.BLOCK4 | 1 << PointPatterns.FLEX4;

    /** The combination a stone of {@code s} on p makes (see {@link #combination(int, int, int, int, int)}). */
    private int combination(int p, int s) {
        return combination(patterns.classAt(p, 0, s), patterns.classAt(p, 1, s), patterns.classAt(p, 2, s),
                patterns.classAt(p, 3, s), s);
    }

    /**
     * The combination a stone of {@code s} makes with direction classes c0..c3: 0 a winning
     * four (open four or double four), 1 four-three, 2 three-three, −1 none, {@link #FORBIDDEN}
     * for a Renju black point with two fours or two open threes (and no five).
     */
    private int combination(int c0, int c1, int c2, int c3, int s) {
        int mask = 1 << c0 | 1 << c1 | 1 << c2 | 1 << c3;
        if ((mask & (FOUR_BITS | 1 << PointPatterns.FLEX3)) == 0 || (mask & 1 << PointPatterns.FIVE) != 0) {
            return -1; // the common case: no threat in any direction
        }
        int fours = count(c0, c1, c2, c3, PointPatterns.BLOCK4);
        int openFours = count(c0, c1, c2, c3, PointPatterns.FLEX4);
        int openThrees = count(c0, c1, c2, c3, PointPatterns.FLEX3);
        if (renju && s == GomokuPosition.BLACK && (fours + openFours >= 2 || openThrees >= 2)) {
            return FORBIDDEN;
        }
        if (openFours > 0 || fours >= 2) {
            return 0;
        }
        if (fours == 1 && openThrees > 0) {
            return 1;
        }
        return openThrees >= 2 ? 2 : -1;
    }

    private static int count(int c0, int c1, int c2, int c3, int c) {
        return (c0 == c ? 1 : 0) + (c1 == c ? 1 : 0) + (c2 == c ? 1 : 0) + (c3 == c ? 1 : 0);
    }

    /** See {@link PointPatterns#mayBeForbidden}: false is certain, true means test it. */
    public boolean mayBeForbidden(int p) {
        return patterns.mayBeForbidden(p);
    }

    /** Point p's value for {@code stone} as the side to move (0 for an occupied point). */
    public int moverValue(int p, int stone) {
        return moverValue[stone][p];
    }

    /** Point p's value for {@code stone} as the side that just moved. */
    public int waitingValue(int p, int stone) {
        return waitingValue[stone][p];
    }

    @Override
    public int evaluate(GomokuPosition position) {
        int us = position.stoneToMove();
        int total = moverSum[us] - waitingSum[GomokuPosition.opponent(us)];
        return Math.max(-LIMIT, Math.min(LIMIT, total));
    }

    @Override
    public List<Term> explain(GomokuPosition position) {
        PatternEvaluation fresh = new PatternEvaluation();
        fresh.reset(position);
        int us = position.stoneToMove();
        List<Term> terms = new ArrayList<>();
        int total = 0;
        int size = position.size();
        for (int s = GomokuPosition.BLACK; s <= GomokuPosition.WHITE; s++) {
            boolean mover = s == us;
            int sign = mover ? 1 : -1;
            int[] weights = mover ? MOVER : WAITING;
            int[] bonus = mover ? MOVER_COMBINATION : WAITING_COMBINATION;
            int[] count = new int[PointPatterns.CLASSES];
            List<Term> combinations = new ArrayList<>();
            for (int y = 0; y < size; y++) {
                for (int x = 0; x < size; x++) {
                    int p = GomokuPosition.point(x, y);
                    if (position.stoneAt(p) != GomokuPosition.EMPTY) {
                        continue;
                    }
                    int combination = fresh.combination(p, s);
                    if (combination == FORBIDDEN) {
                        continue;
                    }
                    for (int d = 0; d < 4; d++) {
                        count[fresh.patterns.classAt(p, d, s)]++;
                    }
                    if (combination >= 0) {
                        combinations.add(new Term(COMBINATION_NAMES[combination], GomokuEvaluation.sideName(s),
                                Notation.name(size, p), sign * bonus[combination]));
                        total += sign * bonus[combination];
                    }
                }
            }
            for (int c = PointPatterns.FIVE; c > PointPatterns.NONE; c--) {
                if (count[c] > 0) {
                    int value = sign * weights[c] * count[c];
                    terms.add(new Term(CLASS_NAMES[c] + " x" + count[c], GomokuEvaluation.sideName(s), "", value));
                    total += value;
                }
            }
            terms.addAll(combinations);
        }
        int clamped = Math.max(-LIMIT, Math.min(LIMIT, total));
        if (clamped != total) {
            terms.add(new Term("clamp", "", "", clamped - total));
        }
        return terms;
    }
}
