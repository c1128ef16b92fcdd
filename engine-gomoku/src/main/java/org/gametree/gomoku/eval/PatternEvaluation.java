package org.gametree.gomoku.eval;

import java.util.ArrayList;
import java.util.List;

import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.notation.Notation;
import org.gametree.gomoku.threat.FourHints;

/**
 * The evaluation of the strong Gomoku programs: every empty point is valued by what a stone of
 * each side would make there ({@link PointPatterns}: per direction five, open four, four, open
 * three, three, open two, two, room), plus a bonus where one stone would make two threats at
 * once — a winning four (open four or double four), a four-three, a three-three. The value is
 * the sum over the points of the side to move's values ({@link PatternWeights}: {@code mover.*})
 * minus the opponent's ({@code waiting.*}): a point where the side to move makes an open four is nearly a win, the
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
public final class PatternEvaluation implements GomokuEvaluation, FourHints {

    static final int LIMIT = 20000;

    /** The weights: per direction class and combination, for the side to move and the side that just moved. */
    private final PatternWeights weights;

    /** The evaluation with the shipped weights. */
    public PatternEvaluation() {
        this(PatternWeights.defaults());
    }

    public PatternEvaluation(PatternWeights weights) {
        this.weights = weights;
    }

    public PatternWeights weights() {
        return weights;
    }

    /** Term names per class (the explanation counts point-directions of each class). */
    private static final String[] CLASS_NAMES = {"none", "room", "two-point", "open-two-point", "three-point",
        "open-three-point", "four-point", "open-four-point", "five-point"};
    private static final String[] COMBINATION_NAMES = {"four-four", "four-three", "three-three"};

    private final PointPatterns patterns = new PointPatterns();
    /**
     * Per side, point p's class in direction d at {@code [4 * p + d]}. A move changes the class
     * of its neighbours in one direction only, so a neighbour's update reads one new class from
     * the pattern table and the other three from here. An occupied point's classes are left as
     * they were; moves are taken back in the order they were played, so they are right again
     * when it is emptied.
     */
    private final byte[][] classes = new byte[3][4 * GomokuPosition.MAX_POINTS];
    /** The point values by the four classes ({@link PointValueTable}), for this rule. */
    private PointValueTable values;
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
    /**
     * Per undo entry: the old four flags of both sides ({@link #FLAG_BITS} each, from bit 12) and,
     * when a class changed, the direction (bits 8–9) and the old classes of both sides (bits
     * 0–3 and 4–7) with {@link #CLASS_CHANGED}.
     */
    private int[] undoShape;
    private static final int CLASS_CHANGED = 1 << 16;
    /**
     * Per side, per empty point, what a stone there would make ({@link #FOUR}, {@link #WINNING_FOUR})
     * by its classes, and how many points have each flag: whether a side can have a four or a
     * straight four anywhere is then a lookup, and most nodes have none.
     */
    private final byte[][] fourFlags = new byte[3][GomokuPosition.MAX_POINTS];
    private final int[][] flagCounts = new int[3][4];
    /** Flag: some direction's class is a four or more (the stone would make a five point). */
    static final int FOUR = 1;
    /**
     * Flag: a direction's class is an open four or more, or two directions' a four: what a stone
     * must make to have two five points. A class never understates what the board holds (it sees
     * every five through the point; at most it takes an overline beyond its view for a five), so
     * a point without it cannot make two five points.
     */
    static final int WINNING_FOUR = 2;
    private static final int FLAG_BITS = 2;
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
        values = weights.table(renju);
        frames = 0;
        undoTop = 0;
        for (int s = GomokuPosition.BLACK; s <= GomokuPosition.WHITE; s++) {
            java.util.Arrays.fill(moverValue[s], 0);
            java.util.Arrays.fill(waitingValue[s], 0);
            moverSum[s] = 0;
            java.util.Arrays.fill(fourFlags[s], (byte) 0);
            java.util.Arrays.fill(flagCounts[s], 0);
            waitingSum[s] = 0;
        }
        int size = position.size();
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int p = GomokuPosition.point(x, y);
                if (position.stoneAt(p) == GomokuPosition.EMPTY) {
                    update(p);
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
            undoShape = new int[GomokuPosition.MAX_POINTS * POINTS_PER_MOVE];
        }
        frameStart[frames++] = undoTop; // a board has fewer points than frameStart has room
        recording = true;
        record(point, -1);
        set(point, 0, 0, 0, 0);
        setFlags(GomokuPosition.BLACK, point, 0);
        setFlags(GomokuPosition.WHITE, point, 0);
        neighbours(position, point, false);
        recording = false;
    }

    @Override
    public void removed(GomokuPosition position, int point, int stone) {
        patterns.toggle(point, stone);
        if (frames == 0) {
            // a stone this evaluation did not see placed (reset on a position with it): recompute
            update(point);
            neighbours(position, point, true);
            return;
        }
        // the values before the move were recorded when it was played: restore them, latest first
        int start = frameStart[--frames];
        while (undoTop > start) {
            undoTop--;
            int p = undoPoint[undoTop];
            restore(GomokuPosition.BLACK, p, undoValues[4 * undoTop], undoValues[4 * undoTop + 1]);
            restore(GomokuPosition.WHITE, p, undoValues[4 * undoTop + 2], undoValues[4 * undoTop + 3]);
            int shape = undoShape[undoTop];
            if ((shape & CLASS_CHANGED) != 0) {
                int at = 4 * p + (shape >> 8 & 3);
                classes[GomokuPosition.BLACK][at] = (byte) (shape & 15);
                classes[GomokuPosition.WHITE][at] = (byte) (shape >> 4 & 15);
            }
            setFlags(GomokuPosition.BLACK, p, shape >> 12 & 3);
            setFlags(GomokuPosition.WHITE, p, shape >> 14 & 3);
        }
    }

    private void restore(int s, int p, int mover, int waiting) {
        moverSum[s] += mover - moverValue[s][p];
        waitingSum[s] += waiting - waitingValue[s][p];
        moverValue[s][p] = mover;
        waitingValue[s][p] = waiting;
    }

    /**
     * Updates the empty points within four steps of {@code point} on its lines, whose class
     * changed in that line's direction only; {@code full}: recompute all four directions (a
     * stone this evaluation did not see placed).
     */
    private void neighbours(GomokuPosition position, int point, boolean full) {
        for (int d = 0; d < 4; d++) {
            int step = PointPatterns.DIRECTIONS[d];
            for (int i = 1; i <= 4; i++) {
                int q = point - i * step;
                if (position.stoneAt(q) == GomokuPosition.EMPTY) {
                    update(q, full ? -1 : d);
                }
                q = point + i * step;
                if (position.stoneAt(q) == GomokuPosition.EMPTY) {
                    update(q, full ? -1 : d);
                }
            }
        }
    }

    /** Recomputes every class and the values of the empty point p. */
    private void update(int p) {
        for (int d = 0; d < 4; d++) {
            classes[GomokuPosition.BLACK][4 * p + d] = (byte) patterns.classAt(p, d, GomokuPosition.BLACK);
            classes[GomokuPosition.WHITE][4 * p + d] = (byte) patterns.classAt(p, d, GomokuPosition.WHITE);
        }
        revalue(p);
    }

    /** Recomputes the empty point p's class in direction d (−1: every direction) and its values. */
    private void update(int p, int d) {
        if (d < 0) {
            if (recording) {
                record(p, -1);
            }
            update(p);
            return;
        }
        byte[] black = classes[GomokuPosition.BLACK];
        byte[] white = classes[GomokuPosition.WHITE];
        int at = 4 * p + d;
        if (recording) {
            record(p, CLASS_CHANGED | d << 8 | black[at] | white[at] << 4);
        }
        black[at] = (byte) patterns.classAt(p, d, GomokuPosition.BLACK);
        white[at] = (byte) patterns.classAt(p, d, GomokuPosition.WHITE);
        revalue(p);
    }

    /** Pushes p's values and flags, and the class change {@code changedClasses} (−1: none), on the undo record. */
    private void record(int p, int changedClasses) {
        undoPoint[undoTop] = p;
        undoValues[4 * undoTop] = moverValue[GomokuPosition.BLACK][p];
        undoValues[4 * undoTop + 1] = waitingValue[GomokuPosition.BLACK][p];
        undoValues[4 * undoTop + 2] = moverValue[GomokuPosition.WHITE][p];
        undoValues[4 * undoTop + 3] = waitingValue[GomokuPosition.WHITE][p];
        undoShape[undoTop] = (changedClasses < 0 ? 0 : changedClasses)
                | fourFlags[GomokuPosition.BLACK][p] << 12 | fourFlags[GomokuPosition.WHITE][p] << 14;
        undoTop++;
    }

    /** Sets the empty point p's values from its cached classes. */
    private void revalue(int p) {
        int black = combinedIndex(classes[GomokuPosition.BLACK], 4 * p);
        int white = combinedIndex(classes[GomokuPosition.WHITE], 4 * p);
        set(p, values.mover(GomokuPosition.BLACK, black), values.waiting(GomokuPosition.BLACK, black),
                values.mover(GomokuPosition.WHITE, white), values.waiting(GomokuPosition.WHITE, white));
        setFlags(GomokuPosition.BLACK, p, FLAGS[black]);
        setFlags(GomokuPosition.WHITE, p, FLAGS[white]);
    }

    private void setFlags(int s, int p, int flags) {
        int old = fourFlags[s][p];
        if (old != flags) {
            int[] counts = flagCounts[s];
            counts[old]--;
            counts[flags]++;
            fourFlags[s][p] = (byte) flags;
        }
    }

    /** The four flags by the four classes ({@link PointValueTable}). */
    private static final byte[] FLAGS = fourFlagsTable();

    private static byte[] fourFlagsTable() {
        int n = PointPatterns.CLASSES;
        byte[] flags = new byte[n * n * n * n];
        for (int index = 0; index < flags.length; index++) {
            int fours = 0;
            boolean open = false;
            for (int i = 0, rest = index; i < 4; i++, rest /= n) {
                int c = rest % n;
                fours += c >= PointPatterns.BLOCK4 ? 1 : 0;
                open |= c >= PointPatterns.FLEX4;
            }
            flags[index] = (byte) ((fours > 0 ? FOUR : 0) | (open || fours >= 2 ? WINNING_FOUR : 0));
        }
        return flags;
    }

    private static int combinedIndex(byte[] c, int at) {
        return ((c[at] * PointPatterns.CLASSES + c[at + 1]) * PointPatterns.CLASSES + c[at + 2])
                * PointPatterns.CLASSES + c[at + 3];
    }

    private void set(int p, int blackMover, int blackWaiting, int whiteMover, int whiteWaiting) {
        int[] bm = moverValue[GomokuPosition.BLACK];
        int[] bw = waitingValue[GomokuPosition.BLACK];
        int[] wm = moverValue[GomokuPosition.WHITE];
        int[] ww = waitingValue[GomokuPosition.WHITE];
        moverSum[GomokuPosition.BLACK] += blackMover - bm[p];
        waitingSum[GomokuPosition.BLACK] += blackWaiting - bw[p];
        moverSum[GomokuPosition.WHITE] += whiteMover - wm[p];
        waitingSum[GomokuPosition.WHITE] += whiteWaiting - ww[p];
        bm[p] = blackMover;
        bw[p] = blackWaiting;
        wm[p] = whiteMover;
        ww[p] = whiteWaiting;
    }

    /** Point p's value for side s from its four direction classes: per class, plus the combination's bonus. */
    static int[] pointValues(PatternWeights weights, int c0, int c1, int c2, int c3, int s, boolean renju) {
        int combination = combination(c0, c1, c2, c3, s, renju);
        if (combination == FORBIDDEN) {
            return new int[] {0, 0};
        }
        int mover = weights.mover(c0) + weights.mover(c1) + weights.mover(c2) + weights.mover(c3);
        int waiting = weights.waiting(c0) + weights.waiting(c1) + weights.waiting(c2) + weights.waiting(c3);
        if (combination >= 0) {
            mover += weights.moverCombination(combination);
            waiting += weights.waitingCombination(combination);
        }
        return new int[] {mover, waiting};
    }

    private static final int FORBIDDEN = -2;
    /** Bit per class in a mask of a point's four direction classes. */
    private static final int FOUR_BITS = 1 << PointPatterns.BLOCK4 | 1 << PointPatterns.FLEX4;

    /** The combination a stone of {@code s} on p makes (see {@link #combination(int, int, int, int, int, boolean)}). */
    private int combination(int p, int s) {
        return combination(patterns.classAt(p, 0, s), patterns.classAt(p, 1, s), patterns.classAt(p, 2, s),
                patterns.classAt(p, 3, s), s, renju);
    }

    /**
     * The combination a stone of {@code s} makes with direction classes c0..c3: 0 a winning
     * four (open four or double four), 1 four-three, 2 three-three, −1 none, {@link #FORBIDDEN}
     * for a Renju black point with two fours or two open threes (and no five).
     */
    private static int combination(int c0, int c1, int c2, int c3, int s, boolean renju) {
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

    /**
     * Whether a stone of {@code stone} on the empty point p might give it two five points:
     * false is certain, true means test it on the board.
     */
    @Override
    public boolean mayMakeWinningFour(int p, int stone) {
        return (fourFlags[stone][p] & WINNING_FOUR) != 0;
    }

    @Override
    public boolean mayMakeFour(int p, int stone) {
        return (fourFlags[stone][p] & FOUR) != 0;
    }

    /**
     * Whether a stone of {@code stone} on the empty point p makes a four or an open three in some
     * direction (by the point's classes).
     */
    public boolean makesThreat(int p, int stone) {
        byte[] c = classes[stone];
        int at = 4 * p;
        return c[at] >= PointPatterns.FLEX3 || c[at + 1] >= PointPatterns.FLEX3
                || c[at + 2] >= PointPatterns.FLEX3 || c[at + 3] >= PointPatterns.FLEX3;
    }

    /** Whether some empty point might give {@code stone} two five points (false is certain). */
    public boolean mayHaveWinningFour(int stone) {
        return flagCounts[stone][WINNING_FOUR] + flagCounts[stone][FOUR | WINNING_FOUR] > 0;
    }

    /** Whether some empty point might give {@code stone} a five point (false is certain). */
    public boolean mayHaveFour(int stone) {
        return flagCounts[stone][FOUR] + flagCounts[stone][FOUR | WINNING_FOUR] > 0;
    }

    /** See {@link PointPatterns#mayBeForbidden}: false is certain, true means test it. */
    @Override
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

    /**
     * The position's value before the clamp as counts of the weights, in the order of
     * {@link PatternWeights#space()}: how many point-directions of each class the side to move
     * has (+1 each for its {@code mover.*} weight) and the waiting side has (−1 each for
     * {@code waiting.*}), and the combinations likewise. The value is linear in the weights:
     * {@code evaluate} is the dot product of these counts with the weights, clamped to ±{@link #LIMIT};
     * so Texel's loss over many positions needs the counts once, not an evaluation per weight vector.
     */
    public static int[] features(GomokuPosition position) {
        PatternEvaluation fresh = new PatternEvaluation();
        fresh.reset(position);
        int[] counts = new int[PatternWeights.space().size()];
        int classes = PointPatterns.CLASSES - 1;
        int us = position.stoneToMove();
        for (int s = GomokuPosition.BLACK; s <= GomokuPosition.WHITE; s++) {
            boolean mover = s == us;
            int sign = mover ? 1 : -1;
            int classBase = mover ? 0 : classes;
            int combinationBase = 2 * classes + (mover ? 0 : 3);
            int side = s;
            fresh.forEachValuedPoint(position, s, (p, combination) -> {
                for (int d = 0; d < 4; d++) {
                    int c = fresh.patterns.classAt(p, d, side);
                    if (c != PointPatterns.NONE) {
                        counts[classBase + c - 1] += sign;
                    }
                }
                if (combination >= 0) {
                    counts[combinationBase + combination] += sign;
                }
            });
        }
        return counts;
    }

    /** {@code evaluate}'s value from {@link #features} and a weight vector: the dot product, clamped. */
    public static int value(int[] features, int[] weights) {
        long total = 0;
        for (int i = 0; i < features.length; i++) {
            total += (long) features[i] * weights[i];
        }
        return (int) Math.max(-LIMIT, Math.min(LIMIT, total));
    }

    @Override
    public int evaluate(GomokuPosition position) {
        int us = position.stoneToMove();
        int total = moverSum[us] - waitingSum[GomokuPosition.opponent(us)];
        return Math.max(-LIMIT, Math.min(LIMIT, total));
    }

    private int bonus(boolean mover, int combination) {
        return mover ? weights.moverCombination(combination) : weights.waitingCombination(combination);
    }

    /** Told of an empty point that has a value for a side, and the combination a stone there makes (−1: none). */
    private interface ValuedPoint {
        void visit(int p, int combination);
    }

    /** Visits the empty points of {@code position} (this evaluation reset on it) not forbidden to {@code s}. */
    private void forEachValuedPoint(GomokuPosition position, int s, ValuedPoint visitor) {
        int size = position.size();
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int p = GomokuPosition.point(x, y);
                if (position.stoneAt(p) == GomokuPosition.EMPTY) {
                    int combination = combination(p, s);
                    if (combination != FORBIDDEN) {
                        visitor.visit(p, combination);
                    }
                }
            }
        }
    }

    @Override
    public List<Term> explain(GomokuPosition position) {
        PatternEvaluation fresh = new PatternEvaluation(weights);
        fresh.reset(position);
        int us = position.stoneToMove();
        List<Term> terms = new ArrayList<>();
        int total = 0;
        int size = position.size();
        for (int s = GomokuPosition.BLACK; s <= GomokuPosition.WHITE; s++) {
            boolean mover = s == us;
            int sign = mover ? 1 : -1;
            int side = s;
            int[] count = new int[PointPatterns.CLASSES];
            List<Term> combinations = new ArrayList<>();
            fresh.forEachValuedPoint(position, s, (p, combination) -> {
                for (int d = 0; d < 4; d++) {
                    count[fresh.patterns.classAt(p, d, side)]++;
                }
                if (combination >= 0) {
                    combinations.add(new Term(COMBINATION_NAMES[combination], GomokuEvaluation.sideName(side),
                            Notation.name(size, p), sign * bonus(mover, combination)));
                }
            });
            for (Term term : combinations) {
                total += term.value();
            }
            for (int c = PointPatterns.FIVE; c > PointPatterns.NONE; c--) {
                if (count[c] > 0) {
                    int value = sign * (mover ? weights.mover(c) : weights.waiting(c)) * count[c];
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
