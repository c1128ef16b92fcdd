package org.gametree.gomoku;

import static org.gametree.gomoku.GomokuPosition.BLACK;
import static org.gametree.gomoku.GomokuPosition.DIRECTIONS;
import static org.gametree.gomoku.GomokuPosition.EMPTY;

import java.util.ArrayList;
import java.util.List;

/**
 * Renju forbidden points for black, by the definitions of the International Rules of Renju
 * (RIF, 1996, corrected 1998; <a href="http://www.renju.net/study/rifrules.php">renju.net</a>):
 *
 * <ul>
 *   <li><b>five</b>: an unbroken row of exactly five black stones; <b>overline</b>: six or more.</li>
 *   <li><b>four</b>: a row of four stones to which one stone can be added to make a five;
 *       <b>straight four</b>: an unbroken four that can become a five in two ways.</li>
 *   <li><b>three</b>: a row of three stones to which one stone can be added, without making a
 *       five, to make a straight four. The added stone must itself be a legal black move (the
 *       RIF diagrams of false threes): a three whose only straight-four points are forbidden is not a
 *       three. This is the recursive test.</li>
 *   <li><b>double-four</b> / <b>double-three</b>: one stone making two or more fours / threes
 *       that meet in it. Two fours may lie on one line ({@code x.xxx.x}, {@code xx.xx.xx}).</li>
 * </ul>
 *
 * <p>Priority: a move making exactly five is never forbidden, whatever else it makes. The RIF
 * rules make five in a row the win and forbid black's double-four, double-three and overline;
 * renju practice and the engines (Rapfi, Yixin) read this as "the five comes first", and we do
 * the same when another line of the same move becomes an overline: the five ends the game, so
 * nothing else the move makes can matter. (The forbidden rows of the shared test data do not
 * contain such a move; {@code ForbiddenPointsTest} pins the choice.) Otherwise an overline is
 * reported first, then a double-four, then a double-three. A line that holds a four of the move
 * is not counted again as a three, so a four-three is allowed, and a four-three-three is a
 * double-three.
 *
 * <p>The test works on the position's cells in place (a stone is put and removed again), so
 * it allocates nothing; the position is unchanged afterwards. Only black stones matter.
 */
public final class ForbiddenPoints {

    /** Why a point is forbidden. */
    public enum Reason {
        NONE("none"),
        OVERLINE("overline"),
        DOUBLE_FOUR("double-four"),
        DOUBLE_THREE("double-three");

        private final String label;

        Reason(String label) {
            this.label = label;
        }

        /** The name used in messages and JSON: {@code overline}, {@code double-four}, {@code double-three}. */
        public String label() {
            return label;
        }

        @Override
        public String toString() {
            return label;
        }
    }

    /** A forbidden point and why. */
    public record Forbidden(int point, Reason reason) {
    }

    private ForbiddenPoints() {
    }

    /** Whether black may not play the empty point {@code point}. */
    public static boolean isForbidden(GomokuPosition position, int point) {
        return reason(position, point) != Reason.NONE;
    }

    /**
     * Why black may not play the empty point {@code point} here, or {@link Reason#NONE}. The
     * answer does not depend on the side to move or on the position's rule.
     */
    public static Reason reason(GomokuPosition position, int point) {
        if (!position.isOnBoard(point)) {
            throw new IllegalArgumentException("point " + point + " is not on the board");
        }
        if (position.cells[point] != EMPTY) {
            throw new IllegalArgumentException("point " + point + " is not empty");
        }
        if (!enoughBlackNearby(position.cells, point)) {
            return Reason.NONE;
        }
        // only here, at the top: the recursive test changes cells without the key
        ForbiddenCache cache = position.forbiddenCache();
        long key = ForbiddenCache.keyOf(position.stonesKey(), point);
        Reason known = cache.get(key);
        if (known != null) {
            return known;
        }
        Reason reason = reasonAt(position, point);
        cache.put(key, reason);
        return reason;
    }

    /** All forbidden empty points, in point order (top row first, left to right). */
    public static List<Forbidden> all(GomokuPosition position) {
        List<Forbidden> list = new ArrayList<>();
        int size = position.size();
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int p = GomokuPosition.point(x, y);
                if (position.stoneAt(p) == EMPTY) {
                    Reason reason = reason(position, p);
                    if (reason != Reason.NONE) {
                        list.add(new Forbidden(p, reason));
                    }
                }
            }
        }
        return list;
    }

    /**
     * Whether white stones could make black's legal empty point {@code point} forbidden while
     * every four black makes there stays a four (the question of a defence against a straight
     * four on the point, which either blocks that four or leaves it). A white stone takes from
     * black and never gives: no five, four or overline appears, so the only way is a new
     * double-three, and that needs a false three through the point (each of its straight-four
     * points forbidden now, which a white stone may change) and a second three, true or false.
     * False means no such white move, anywhere on the board, makes the point forbidden.
     */
    public static boolean mayTurnForbidden(GomokuPosition position, int point) {
        if (!enoughBlackNearby(position.cells, point)) {
            // fewer than four black stones around: not even two potential threes
            return false;
        }
        byte[] cells = position.cells;
        cells[point] = BLACK;
        try {
            int threes = 0;
            boolean falseThree = false;
            for (int d : DIRECTIONS) {
                if (position.runLength(point, d, BLACK) == 5) {
                    return false;
                }
                if (fours(position, point, d) > 0) {
                    // a four's line is never counted as a three while it stays a four
                    continue;
                }
                int three = threeKind(position, point, d);
                threes += three != 0 ? 1 : 0;
                falseThree |= three == FALSE_THREE;
            }
            return falseThree && threes >= 2;
        } finally {
            cells[point] = EMPTY;
        }
    }

    private static final int TRUE_THREE = 1;
    private static final int FALSE_THREE = 2;

    /**
     * With black on {@code p}: 0 when the row in direction {@code d} cannot become a straight
     * four through {@code p} with one more stone, {@link #TRUE_THREE} when some such point is
     * legal, {@link #FALSE_THREE} when every one is forbidden (the recursive test, with
     * {@code p} on the board). Lines holding a four of {@code p} are the callers' to leave out,
     * so no point here makes a five.
     */
    private static int threeKind(GomokuPosition position, int p, int d) {
        byte[] cells = position.cells;
        boolean potential = false;
        for (int j = -4; j <= 4; j++) {
            int q = p + j * d;
            if (j == 0 || cells[q] != EMPTY) {
                continue;
            }
            cells[q] = BLACK;
            boolean straight = isStraight(fivePoints(position, p, d));
            cells[q] = EMPTY;
            if (straight) {
                if (reasonAt(position, q) == Reason.NONE) {
                    return TRUE_THREE;
                }
                potential = true;
            }
        }
        return potential ? FALSE_THREE : 0;
    }

    /**
     * Cheap filter: every forbidden pattern needs at least four other black stones within five
     * steps of the point on its four lines (double-three 2+2, double-four 3+3 or 4 on one line,
     * overline 5).
     */
    private static boolean enoughBlackNearby(byte[] cells, int p) {
        int count = 0;
        for (int d : DIRECTIONS) {
            for (int i = 1; i <= 5; i++) {
                if (cells[p + i * d] == BLACK) {
                    count++;
                }
                if (cells[p - i * d] == BLACK) {
                    count++;
                }
            }
        }
        return count >= 4;
    }

    /** The full test; {@code p} is empty. */
    private static Reason reasonAt(GomokuPosition position, int p) {
        byte[] cells = position.cells;
        cells[p] = BLACK;
        try {
            boolean overline = false;
            for (int d : DIRECTIONS) {
                int length = position.runLength(p, d, BLACK);
                if (length == 5) {
                    return Reason.NONE;
                }
                overline |= length > 5;
            }
            if (overline) {
                return Reason.OVERLINE;
            }
            int fours = 0;
            int fourLines = 0;
            for (int i = 0; i < 4; i++) {
                int f = fours(position, p, DIRECTIONS[i]);
                if (f > 0) {
                    fours += f;
                    fourLines |= 1 << i;
                }
            }
            if (fours >= 2) {
                return Reason.DOUBLE_FOUR;
            }
            int threes = 0;
            for (int i = 0; i < 4; i++) {
                if ((fourLines & (1 << i)) == 0 && threeKind(position, p, DIRECTIONS[i]) == TRUE_THREE) {
                    if (++threes >= 2) {
                        return Reason.DOUBLE_THREE;
                    }
                }
            }
            return Reason.NONE;
        } finally {
            cells[p] = EMPTY;
        }
    }

    /**
     * Five points of the black row through {@code p} in direction {@code d}: empty points
     * within four steps that make an unbroken row of exactly five containing {@code p}. Returns
     * the count in the low 8 bits; the offsets (−4..4, +8 to keep them non-negative) of the
     * first two in bits 8–15 and 16–23.
     */
    private static int fivePoints(GomokuPosition position, int p, int d) {
        byte[] cells = position.cells;
        int count = 0;
        int offsets = 0;
        for (int j = -4; j <= 4; j++) {
            int q = p + j * d;
            if (j == 0 || cells[q] != EMPTY) {
                continue;
            }
            cells[q] = BLACK;
            int back = 0;
            while (cells[q - (back + 1) * d] == BLACK) {
                back++;
            }
            int forward = 0;
            while (cells[q + (forward + 1) * d] == BLACK) {
                forward++;
            }
            cells[q] = EMPTY;
            // p lies at offset -j from q; the row through q must reach it.
            if (back + forward + 1 == 5 && -back <= -j && -j <= forward) {
                if (count < 2) {
                    offsets |= (j + 8) << (8 + 8 * count);
                }
                count++;
            }
        }
        return count | offsets;
    }

    private static int count(int fivePoints) {
        return fivePoints & 0xFF;
    }

    /** Whether two five points five steps apart enclose an unbroken four: a straight four. */
    private static boolean isStraight(int fivePoints) {
        if (count(fivePoints) != 2) {
            return false;
        }
        int first = (fivePoints >> 8) & 0xFF;
        int second = (fivePoints >> 16) & 0xFF;
        return second - first == 5;
    }

    /**
     * The number of fours the black stone on {@code p} is part of in one line: 0, 1 (one five
     * point, or a straight four's two) or 2 (two fours on one line, as in {@code x.xxx.x}).
     */
    private static int fours(GomokuPosition position, int p, int d) {
        int five = fivePoints(position, p, d);
        int n = count(five);
        if (n == 0) {
            return 0;
        }
        return isStraight(five) ? 1 : Math.min(n, 2);
    }
}
