package org.gametree.core.search;

/**
 * When a search ends: at a depth, or earlier when a time or node limit is reached or the stop
 * signal is raised — then it still reports the best move found so far.
 *
 * @param depth  the depth to search to (plies, ≥ 1)
 * @param millis time limit in milliseconds, 0 for none
 * @param nodes  node limit, 0 for none
 * @param stop   a signal another thread may raise, or null
 * @param softMillis time after which no new iteration of iterative deepening starts (0 for none):
 *               a clock's "optimum" time, while {@code millis} is the hard limit that stops a
 *               search in the middle of an iteration
 * @param multiPv how many best root moves to search, each with its own line (1: only the best)
 * @param searchMoves the root moves to consider (UCI {@code go searchmoves}), or null for all;
 *               illegal ones are ignored, and if none is legal every move is searched
 */
public record SearchLimits(int depth, long millis, long nodes, StopSignal stop, long softMillis, int multiPv,
                           int[] searchMoves) {

    /** The most MultiPV lines (as the UCI option allows). */
    public static final int MAX_MULTI_PV = 64;

    public static final int MAX_DEPTH = 64;

    public SearchLimits {
        if (depth < 1 || depth > MAX_DEPTH) {
            throw new IllegalArgumentException("depth must be 1.." + MAX_DEPTH + ", got " + depth);
        }
        if (millis < 0 || nodes < 0 || softMillis < 0) {
            throw new IllegalArgumentException("time and node limits must not be negative");
        }
        if (multiPv < 1 || multiPv > MAX_MULTI_PV) {
            throw new IllegalArgumentException("MultiPV must be 1.." + MAX_MULTI_PV + ", got " + multiPv);
        }
        searchMoves = searchMoves == null ? null : searchMoves.clone(); // a record stays immutable
    }

    /** Limits of one line over all root moves, with a soft time. */
    public SearchLimits(int depth, long millis, long nodes, StopSignal stop, long softMillis) {
        this(depth, millis, nodes, stop, softMillis, 1, null);
    }

    /** Limits without a soft time. */
    public SearchLimits(int depth, long millis, long nodes, StopSignal stop) {
        this(depth, millis, nodes, stop, 0);
    }

    public static SearchLimits depth(int depth) {
        return new SearchLimits(depth, 0, 0, null);
    }

    public SearchLimits withMillis(long limit) {
        return new SearchLimits(depth, limit, nodes, stop, softMillis, multiPv, searchMoves);
    }

    public SearchLimits withNodes(long limit) {
        return new SearchLimits(depth, millis, limit, stop, softMillis, multiPv, searchMoves);
    }

    public SearchLimits withStop(StopSignal signal) {
        return new SearchLimits(depth, millis, nodes, signal, softMillis, multiPv, searchMoves);
    }

    /** These limits with a soft time: no iteration starts after it (see the class comment). */
    public SearchLimits withSoftMillis(long limit) {
        return new SearchLimits(depth, millis, nodes, stop, limit, multiPv, searchMoves);
    }

    /** These limits with {@code lines} MultiPV lines. */
    public SearchLimits withMultiPv(int lines) {
        return new SearchLimits(depth, millis, nodes, stop, softMillis, lines, searchMoves);
    }

    /** These limits searching only {@code moves} at the root (null: all). */
    public SearchLimits withSearchMoves(int[] moves) {
        return new SearchLimits(depth, millis, nodes, stop, softMillis, multiPv, moves);
    }

    /** The root moves to consider, a copy (null: all). */
    @Override
    public int[] searchMoves() {
        return searchMoves == null ? null : searchMoves.clone();
    }

}
