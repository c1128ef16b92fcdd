package org.gametree.core.search;

/** What a search value says about the true value: exact, or only a bound. */
public final class Bound {

    /** The true value is at least this (the node failed high: a cutoff). */
    public static final int LOWER = 1;
    /** The true value is at most this (the node failed low: no move reached alpha). */
    public static final int UPPER = 2;
    public static final int EXACT = LOWER | UPPER;

    private Bound() {
    }

    public static String name(int bound) {
        switch (bound) {
            case LOWER: return "lower";
            case UPPER: return "upper";
            case EXACT: return "exact";
            default: return "none";
        }
    }

    /** The bound of a fail-soft/fail-hard value found with window (alpha, beta). */
    public static int of(int value, int alpha, int beta) {
        return value >= beta ? LOWER : value <= alpha ? UPPER : EXACT;
    }
}
