package org.gametree.app.analysis.live;

import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.StopSignal;

/**
 * When a live search ends: at a depth, after a time, whichever comes first — or, when
 * {@code infinite}, only when the user stops it (depth and time are then ignored).
 *
 * @param depth    plies, 1..{@link SearchLimits#MAX_DEPTH}
 * @param millis   time limit in milliseconds, 0 for none
 * @param infinite analyse until stopped
 * @param treeNodes the node cap of MCTS, SSS* and DUAL* trees, 0 to size it from the heap
 *                 ({@link org.gametree.core.search.Searcher#setTreeNodeCap})
 */
public record LiveLimits(int depth, long millis, boolean infinite, int treeNodes) {

    /** Limits with the tree node cap sized from the heap. */
    public LiveLimits(int depth, long millis, boolean infinite) {
        this(depth, millis, infinite, 0);
    }

    public LiveLimits {
        if (depth < 1 || depth > SearchLimits.MAX_DEPTH) {
            throw new IllegalArgumentException("depth must be 1.." + SearchLimits.MAX_DEPTH + ", got " + depth);
        }
        if (millis < 0) {
            throw new IllegalArgumentException("time limit must not be negative, got " + millis);
        }
        if (treeNodes < 0) {
            throw new IllegalArgumentException("tree node cap must not be negative, got " + treeNodes);
        }
    }

    /** The searcher's limits, stopped by {@code stop}. */
    SearchLimits toSearchLimits(StopSignal stop) {
        if (infinite) {
            return SearchLimits.depth(SearchLimits.MAX_DEPTH).withStop(stop);
        }
        return SearchLimits.depth(depth).withMillis(millis).withStop(stop);
    }
}
