package org.gametree.gomoku.eval;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;

import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Lines;

/**
 * The book's pattern evaluation (BOOK.md §5): patterns per line — FIVE, live FOUR, rush four
 * SFOUR, live THREE, sleep three STHREE, live TWO, sleep two STWO — scored on the book's ladder
 * relative to the side to move, plus each stone's position value
 * {@code PosValue = min(x, y, size-1-x, size-1-y)} (own stones plus, the opponent's minus).
 *
 * <p><b>Incremental.</b> After {@link #reset} the pattern counts are kept per line; a move
 * marks the (at most four) lines through its point dirty, and {@link #evaluate} recounts only
 * those lines, so a search evaluates at the cost of a few line scans; the position values
 * are kept as running sums. {@link #explain} counts from scratch (the tests compare both).
 *
 * <p><b>Patterns.</b> On each line and for each side, the line is cut into segments by the
 * other side's stones and the edge; segments shorter than five hold nothing. Within a segment
 * the side's stones form groups (stones at most one empty point apart). A group is classified
 * by the usual recursive definition, restricted to its segment and its own stones: FIVE if it
 * contains five in a row; FOUR if two empty points each complete a five, SFOUR if one does;
 * otherwise THREE if one more stone can make a FOUR, STHREE if it can make an SFOUR, TWO if it
 * can make a THREE, STWO if it can make an STHREE. So split shapes ({@code X.XX}, {@code XX.XX})
 * count as the book counts them, and the classification is the same read in either direction
 * (the evaluation is invariant under the eight board symmetries). Overlines count as five as in
 * the book, whatever the rule. Two SFOURs of one side count as one FOUR.
 *
 * <p><b>Book bugs not reproduced.</b> (1) Black's TWO term was only counted when black also had
 * an STWO: here TWO counts for both sides unconditionally. (2) The off-by-one in the book's
 * move scoring concerns move ordering, which this workbench does its own way (see
 * {@code GomokuSearchPosition}).
 */
public final class BookPatternEvaluation implements GomokuEvaluation {

    static final int NONE = 0;
    static final int STWO = 1;
    static final int TWO = 2;
    static final int STHREE = 3;
    static final int THREE = 4;
    static final int SFOUR = 5;
    static final int FOUR = 6;
    static final int FIVE = 7;
    static final String[] NAMES = {"none", "STWO", "TWO", "STHREE", "THREE", "SFOUR", "FOUR", "FIVE"};

    private static final ConcurrentHashMap<Integer, Integer> CACHE = new ConcurrentHashMap<>();

    @Override
    public String name() {
        return "book";
    }

    @Override
    public int evaluate(GomokuPosition position) {
        if (owner != position) { // state kept for another position: start over
            reset(position);
        }
        flush(position);
        return score(position, null, totals, posValue);
    }

    @Override
    public List<Term> explain(GomokuPosition position) {
        List<Term> terms = new ArrayList<>();
        score(position, terms, null, null);
        return terms;
    }

    /** A found pattern, for explanations. */
    private record Found(int level, int stone, String where) {
    }

    /** Adds the patterns of both sides on line {@code l} to {@code count} (and {@code found}). */
    private static void countLine(GomokuPosition position, Lines lines, int l, int[][] count, List<Found> found) {
        int[] pts = lines.points[l];
        for (int stone = GomokuPosition.BLACK; stone <= GomokuPosition.WHITE; stone++) {
            int start = 0;
            for (int i = 0; i <= pts.length; i++) {
                int s = i < pts.length ? position.stoneAt(pts[i]) : -1;
                if (s == stone || s == GomokuPosition.EMPTY) {
                    continue;
                }
                if (i - start >= 5) { // segment [start, i)
                    segment(position, pts, start, i, stone, count, found, lines.names[l]);
                }
                start = i + 1;
            }
        }
    }

    /**
     * The value, and its terms if {@code terms} is not null. {@code given} (pattern counts per
     * side) and {@code givenPos} (position values per side) come from the incremental state, or
     * are null to count from scratch.
     */
    private static int score(GomokuPosition position, List<Term> terms, int[][] given, int[] givenPos) {
        Lines lines = Lines.of(position.size());
        int[][] count = new int[3][8];
        List<Found> found = terms == null ? null : new ArrayList<>();
        if (given != null) {
            for (int stone = GomokuPosition.BLACK; stone <= GomokuPosition.WHITE; stone++) {
                System.arraycopy(given[stone], 0, count[stone], 0, 8);
            }
        } else {
            for (int l = 0; l < lines.points.length; l++) {
                countLine(position, lines, l, count, found);
            }
        }
        int us = position.stoneToMove();
        int them = GomokuPosition.opponent(us);
        for (int stone = GomokuPosition.BLACK; stone <= GomokuPosition.WHITE; stone++) {
            if (count[stone][SFOUR] >= 2) {
                count[stone][FOUR]++;
                count[stone][SFOUR] = 0;
            }
        }
        int[] s = count[us];
        int[] o = count[them];
        String su = GomokuEvaluation.sideName(us);
        String so = GomokuEvaluation.sideName(them);
        int ladder = 0;
        String reason = null;
        String side = null;
        if (o[FIVE] > 0) {
            ladder = -9999; reason = "FIVE"; side = so;
        } else if (s[FIVE] > 0) {
            ladder = 9999; reason = "FIVE"; side = su;
        } else if (s[FOUR] > 0) {
            ladder = 9990; reason = "FOUR"; side = su;
        } else if (s[SFOUR] > 0) {
            ladder = 9980; reason = "SFOUR"; side = su;
        } else if (o[FOUR] > 0) {
            ladder = -9970; reason = "FOUR"; side = so;
        } else if (o[SFOUR] > 0 && o[THREE] > 0) {
            ladder = -9960; reason = "SFOUR+THREE"; side = so;
        } else if (s[THREE] > 0 && o[SFOUR] == 0) {
            ladder = 9950; reason = "THREE, opponent without SFOUR"; side = su;
        } else if (o[THREE] > 1 && s[SFOUR] == 0 && s[THREE] == 0 && s[STHREE] == 0) {
            ladder = -9940; reason = "2+ THREE, side to move without SFOUR/THREE/STHREE"; side = so;
        }
        if (reason != null) {
            if (terms != null) {
                terms.add(new Term("ladder: " + reason, side, "", ladder));
            }
            return ladder;
        }
        int total = 0;
        int threesUs = s[THREE] >= 2 ? 2000 : s[THREE] == 1 ? 200 : 0;
        int threesThem = o[THREE] >= 2 ? -500 : o[THREE] == 1 ? -100 : 0;
        total += threesUs + threesThem;
        if (terms != null) {
            if (threesUs != 0) {
                terms.add(new Term("THREE x" + s[THREE], su, "", threesUs));
            }
            if (threesThem != 0) {
                terms.add(new Term("THREE x" + o[THREE], so, "", threesThem));
            }
            for (Found f : found) {
                int v = small(f.level());
                if (v != 0) {
                    terms.add(new Term(NAMES[f.level()], GomokuEvaluation.sideName(f.stone()), f.where(),
                            f.stone() == us ? v : -v));
                }
            }
        }
        for (int lv = STWO; lv <= STHREE; lv++) {
            total += small(lv) * (s[lv] - o[lv]);
        }
        int[] pos = givenPos != null ? givenPos : positionValues(position);
        total += pos[us] - pos[them];
        if (terms != null) {
            terms.add(new Term("PosValue", su, "own stones", pos[us]));
            terms.add(new Term("PosValue", so, "own stones", -pos[them]));
        }
        return total;
    }

    private static int posValue(int size, int point) {
        int x = GomokuPosition.x(point);
        int y = GomokuPosition.y(point);
        return Math.min(Math.min(x, y), Math.min(size - 1 - x, size - 1 - y));
    }

    private static int[] positionValues(GomokuPosition position) {
        int size = position.size();
        int[] pos = new int[3];
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int point = GomokuPosition.point(x, y);
                int st = position.stoneAt(point);
                if (st == GomokuPosition.BLACK || st == GomokuPosition.WHITE) {
                    pos[st] += posValue(size, point);
                }
            }
        }
        return pos;
    }

    // ---------------------------------------------------------------- incremental state

    /** The position the incremental state belongs to. */
    private GomokuPosition owner;
    private Lines lines;
    /** lineCounts[line][stone][level]: the patterns on each line as last counted. */
    private int[][][] lineCounts;
    /** The sums of lineCounts over the lines. */
    private final int[][] totals = new int[3][8];
    private final int[] posValue = new int[3];
    private boolean[] dirty;
    private int[] dirtyLines;
    private int dirtyCount;

    @Override
    public void reset(GomokuPosition position) {
        owner = position;
        lines = Lines.of(position.size());
        int n = lines.points.length;
        lineCounts = new int[n][3][8];
        dirty = new boolean[n];
        dirtyLines = new int[n];
        dirtyCount = 0;
        for (int[] row : totals) {
            java.util.Arrays.fill(row, 0);
        }
        for (int l = 0; l < n; l++) {
            countLine(position, lines, l, lineCounts[l], null);
            add(l, 1);
        }
        int[] pos = positionValues(position);
        System.arraycopy(pos, 0, posValue, 0, 3);
    }

    private void add(int l, int sign) {
        for (int stone = GomokuPosition.BLACK; stone <= GomokuPosition.WHITE; stone++) {
            for (int level = 1; level < 8; level++) {
                totals[stone][level] += sign * lineCounts[l][stone][level];
            }
        }
    }

    private void touch(GomokuPosition position, int point, int stone, int sign) {
        posValue[stone] += sign * posValue(position.size(), point);
        for (int l : lines.linesAt[point]) {
            if (!dirty[l]) {
                dirty[l] = true;
                dirtyLines[dirtyCount++] = l;
            }
        }
    }

    @Override
    public void played(GomokuPosition position, int point, int stone) {
        touch(position, point, stone, 1);
    }

    @Override
    public void removed(GomokuPosition position, int point, int stone) {
        touch(position, point, stone, -1);
    }

    /** Recounts the lines changed since the last evaluation. */
    private void flush(GomokuPosition position) {
        for (int i = 0; i < dirtyCount; i++) {
            int l = dirtyLines[i];
            dirty[l] = false;
            add(l, -1);
            for (int[] row : lineCounts[l]) {
                java.util.Arrays.fill(row, 0);
            }
            countLine(position, lines, l, lineCounts[l], null);
            add(l, 1);
        }
        dirtyCount = 0;
    }

    /** The per-pattern values of the "otherwise" branch: STHREE 10, TWO 4, STWO 1. */
    private static int small(int level) {
        switch (level) {
            case STHREE: return 10;
            case TWO: return 4;
            case STWO: return 1;
            default: return 0;
        }
    }

    private static void segment(GomokuPosition position, int[] pts, int from, int to, int stone, int[][] count,
            List<Found> found, String where) {
        int first = -1;
        int last = -10;
        for (int i = from; i <= to; i++) {
            boolean own = i < to && position.stoneAt(pts[i]) == stone;
            if ((own && first >= 0 && i - last > 2) || (i == to && first >= 0)) {
                group(position, pts, from, to, first, last, stone, count, found, where);
                first = -1;
            }
            if (own) {
                if (first < 0) {
                    first = i;
                }
                last = i;
            }
        }
    }

    /**
     * Classifies the group of stones from {@code first} to {@code last} within its segment,
     * trimmed to four points beyond the group on each side (no five, and so no pattern, can use
     * more: the classification is unchanged and the cache keys are short).
     */
    private static void group(GomokuPosition position, int[] pts, int from, int to, int first, int last, int stone,
            int[][] count, List<Found> found, String where) {
        int lo = Math.max(from, first - 4);
        int hi = Math.min(to, last + 5);
        int mask = 0;
        for (int i = first; i <= last; i++) {
            if (position.stoneAt(pts[i]) == stone) {
                mask |= 1 << (i - lo);
            }
        }
        record(classify(mask, hi - lo), stone, count, found, where);
    }

    private static void record(int level, int stone, int[][] count, List<Found> found, String where) {
        if (level == NONE) {
            return;
        }
        count[stone][level]++;
        if (found != null) {
            found.add(new Found(level, stone, where));
        }
    }

    private static boolean hasFive(int mask, int n) {
        for (int i = 0; i + 5 <= n; i++) {
            if (((mask >>> i) & 31) == 31) {
                return true;
            }
        }
        return false;
    }

    /** The pattern of the stones {@code mask} in an open segment of {@code n} points. */
    static int classify(int mask, int n) {
        Integer key = n << 20 | mask;
        Integer cached = CACHE.get(key);
        if (cached != null) {
            return cached;
        }
        int level;
        if (hasFive(mask, n)) {
            level = FIVE;
        } else {
            int completions = 0;
            for (int e = 0; e < n; e++) {
                if ((mask & 1 << e) == 0 && hasFive(mask | 1 << e, n)) {
                    completions++;
                }
            }
            if (completions >= 2) {
                level = FOUR;
            } else if (completions == 1) {
                level = SFOUR;
            } else {
                level = NONE;
                if (Integer.bitCount(mask) >= 2) {
                    for (int e = 0; e < n; e++) {
                        if ((mask & 1 << e) == 0) {
                            int next = classify(mask | 1 << e, n);
                            if (next >= STHREE && next - 2 > level) {
                                level = next - 2;
                            }
                        }
                    }
                }
            }
        }
        CACHE.put(key, level);
        return level;
    }
}
