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
 */
public record SearchLimits(int depth, long millis, long nodes, StopSignal stop, long softMillis) {

    public static final int MAX_DEPTH = 64;

    public SearchLimits {
        if (depth < 1 || depth > MAX_DEPTH) {
            throw new IllegalArgumentException("depth must be 1.." + MAX_DEPTH + ", got " + depth);
        }
        if (millis < 0 || nodes < 0 || softMillis < 0) {
            throw new IllegalArgumentException("time and node limits must not be negative");
        }
    }

    /** Limits without a soft time. */
    public SearchLimits(int depth, long millis, long nodes, StopSignal stop) {
        this(depth, millis, nodes, stop, 0);
    }

    public static SearchLimits depth(int depth) {
        return new SearchLimits(depth, 0, 0, null);
    }

    public SearchLimits withMillis(long limit) {
        return new SearchLimits(depth, limit, nodes, stop, softMillis);
    }

    public SearchLimits withNodes(long limit) {
        return new SearchLimits(depth, millis, limit, stop, softMillis);
    }

    public SearchLimits withStop(StopSignal signal) {
        return new SearchLimits(depth, millis, nodes, signal, softMillis);
    }

    /** These limits with a soft time: no iteration starts after it (see the class comment). */
    public SearchLimits withSoftMillis(long limit) {
        return new SearchLimits(depth, millis, nodes, stop, limit);
    }
}
