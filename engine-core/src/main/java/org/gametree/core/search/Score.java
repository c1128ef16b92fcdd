package org.gametree.core.search;

/**
 * Search values are ints. A mate found {@code n} plies from the root scores
 * {@code MATE - n} (or {@code -(MATE - n)}), so shorter mates score higher; values beyond
 * {@link #MATE_BOUND} are mates. In the transposition table mate values are stored relative to
 * the node ({@link #toTable}/{@link #fromTable}), so an entry reached at another ply still
 * gives the right distance.
 */
public final class Score {

    /** Larger than any value: the initial window. */
    public static final int INFINITE = 32000;
    public static final int MATE = 30000;
    /** |value| ≥ MATE_BOUND means a forced mate. */
    public static final int MATE_BOUND = MATE - 1000;
    /** "No value": returned by {@link SearchPosition#ruleValue} when the rules decide nothing. */
    public static final int NONE = Integer.MIN_VALUE;

    private Score() {
    }

    /** The side to move is mated at this ply. */
    public static int matedIn(int ply) {
        return -MATE + ply;
    }

    public static boolean isMate(int value) {
        return value >= MATE_BOUND || value <= -MATE_BOUND;
    }

    /** A value as stored in the table: mate distances counted from this node, not the root. */
    public static int toTable(int value, int ply) {
        if (value >= MATE_BOUND) {
            return value + ply;
        }
        if (value <= -MATE_BOUND) {
            return value - ply;
        }
        return value;
    }

    /** A value read from the table at {@code ply}: mate distances counted from the root again. */
    public static int fromTable(int value, int ply) {
        if (value >= MATE_BOUND) {
            return value - ply;
        }
        if (value <= -MATE_BOUND) {
            return value + ply;
        }
        return value;
    }

    /** Centipawns as a number; mates as "mate N" or "mate -N" in moves (as UCI prints them). */
    public static String describe(int value) {
        if (value >= MATE_BOUND) {
            return "mate " + (MATE - value + 1) / 2;
        }
        if (value <= -MATE_BOUND) {
            return "mate -" + (MATE + value + 1) / 2;
        }
        return Integer.toString(value);
    }
}
