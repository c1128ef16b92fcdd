package org.gametree.gomoku.eval;

import java.util.ArrayList;
import java.util.List;

import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Lines;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.notation.Notation;

/**
 * The line patterns of {@link LinePatternEvaluation} plus the <em>combinations</em> a single
 * stone would make: the points where one move makes two threats at once. Window counts see
 * each line alone; a point where a four meets an open three (four-three), two fours meet
 * (double four) or two open threes meet (three-three) is a win two moves ahead that no count
 * of windows shows, and it is what a strong opponent builds with quiet moves.
 *
 * <p><b>Threat points</b>, per side, from the windows (five points wide, no stone of the other
 * side): a point in a window holding three of the side's stones makes a four in that window's
 * direction; a point in two or more windows of one direction holding two stones each makes,
 * as a rule, an open three there (a window count, not the full three test: a broken or blocked
 * three may be counted). A point with threats in two directions is a combination: four-four,
 * four-three, three-three. Under Renju black's three-three and four-four are forbidden, so only
 * its four-three counts.
 *
 * <p><b>Values</b>: for the side to move a combination is a win in a few moves unless the
 * opponent has a four first ({@link #MOVER_COMBINATION}, more for a four in it); for the side
 * that just moved one combination point can be blocked (a tempo, {@link #WAITING_COMBINATION})
 * and two or more may not ({@link #WAITING_COMBINATIONS}). Counted on every evaluation from the
 * position's window counts (no state of its own); {@link #explain} lists each combination point.
 */
public final class ThreatPointEvaluation implements GomokuEvaluation {

    /** A combination point of the side to move: with a four in it, and without (three-three). */
    static final int MOVER_FOUR_COMBINATION = 2500;
    static final int MOVER_COMBINATION = 700;
    /** The side that just moved: one combination point, and the extra for a second or more. */
    static final int WAITING_COMBINATION = 200;
    static final int WAITING_COMBINATIONS = 900;
    static final int LIMIT = 20000;

    private final LinePatternEvaluation lines = new LinePatternEvaluation();
    private final int[] stamp = new int[GomokuPosition.MAX_POINTS];
    private final int[] fourDirections = new int[GomokuPosition.MAX_POINTS];
    /** Per point, 4 bits per direction: the windows of two stones through it. */
    private final int[] twoWindows = new int[GomokuPosition.MAX_POINTS];
    private final int[] touched = new int[GomokuPosition.MAX_POINTS];
    private int mark;
    /** Results of the last {@link #combinations} call. */
    private int fourCombinations;
    private int threeCombinations;

    @Override
    public String name() {
        return "threat";
    }

    @Override
    public int evaluate(GomokuPosition position) {
        int us = position.stoneToMove();
        int them = GomokuPosition.opponent(us);
        int total = lines.evaluate(position) + combinationValue(position, us, them, null);
        return Math.max(-LIMIT, Math.min(LIMIT, total));
    }

    /** The combination terms for both sides (into {@code terms} when not null). */
    private int combinationValue(GomokuPosition position, int us, int them, List<Term> terms) {
        int value = 0;
        combinations(position, us, terms, 1);
        value += MOVER_FOUR_COMBINATION * Math.min(fourCombinations, 1)
                + (fourCombinations == 0 ? MOVER_COMBINATION * Math.min(threeCombinations, 1) : 0);
        combinations(position, them, terms, -1);
        int waiting = fourCombinations + threeCombinations;
        value -= WAITING_COMBINATION * Math.min(waiting, 1) + (waiting >= 2 ? WAITING_COMBINATIONS : 0);
        return value;
    }

    /**
     * Counts the combination points of {@code stone} into {@link #fourCombinations} and
     * {@link #threeCombinations}; with {@code terms}, adds a zero-valued row per point (the
     * value rows follow in {@link #explain}).
     */
    private void combinations(GomokuPosition position, int stone, List<Term> terms, int sign) {
        fourCombinations = 0;
        threeCombinations = 0;
        if (position.windows(stone, 2) + position.windows(stone, 3) < 2) {
            return;
        }
        int other = GomokuPosition.opponent(stone);
        Lines l = position.lines();
        int n = 0;
        mark++;
        for (int w = 0; w < l.windowCount(); w++) {
            int k = position.stonesInWindow(stone, w);
            if (k < 2 || k > 3 || position.stonesInWindow(other, w) != 0) {
                continue;
            }
            int direction = direction(l.windowStep[w]);
            for (int i = 0, q = l.windowStart[w]; i < 5; i++, q += l.windowStep[w]) {
                if (position.stoneAt(q) != GomokuPosition.EMPTY) {
                    continue;
                }
                if (stamp[q] != mark) {
                    stamp[q] = mark;
                    fourDirections[q] = 0;
                    twoWindows[q] = 0;
                    touched[n++] = q;
                }
                if (k == 3) {
                    fourDirections[q] |= 1 << direction;
                } else if (((twoWindows[q] >>> (4 * direction)) & 15) < 15) {
                    twoWindows[q] += 1 << (4 * direction);
                }
            }
        }
        boolean renjuBlack = position.rule() == Rule.RENJU && stone == GomokuPosition.BLACK;
        for (int i = 0; i < n; i++) {
            int q = touched[i];
            int fours = Integer.bitCount(fourDirections[q]);
            int threes = 0;
            for (int d = 0; d < 4; d++) {
                if ((fourDirections[q] & (1 << d)) == 0 && ((twoWindows[q] >>> (4 * d)) & 15) >= 2) {
                    threes++;
                }
            }
            String kind = null;
            if (fours >= 1 && threes >= 1) {
                kind = "four-three";
            } else if (fours >= 2 && !renjuBlack) {
                kind = "four-four";
            } else if (threes >= 2 && !renjuBlack) {
                kind = "three-three";
            }
            if (kind == null) {
                continue;
            }
            if (fours > 0) {
                fourCombinations++;
            } else {
                threeCombinations++;
            }
            if (terms != null) {
                terms.add(new Term(kind, GomokuEvaluation.sideName(stone),
                        Notation.name(position.size(), q), 0));
            }
        }
    }

    private static int direction(int step) {
        if (step == 1) {
            return 0;
        }
        if (step == GomokuPosition.STRIDE) {
            return 1;
        }
        return step == GomokuPosition.STRIDE + 1 ? 2 : 3;
    }

    @Override
    public List<Term> explain(GomokuPosition position) {
        int us = position.stoneToMove();
        int them = GomokuPosition.opponent(us);
        List<Term> terms = new ArrayList<>(lines.explain(position));
        int total = 0;
        for (Term t : terms) {
            total += t.value();
        }
        List<Term> points = new ArrayList<>();
        int combination = combinationValue(position, us, them, points);
        terms.addAll(points);
        if (combination != 0) {
            terms.add(new Term("combinations", "", "", combination));
        }
        int raw = total + combination;
        int clamped = Math.max(-LIMIT, Math.min(LIMIT, raw));
        if (clamped != raw) {
            terms.add(new Term("clamp", "", "", clamped - raw));
        }
        return terms;
    }
}
