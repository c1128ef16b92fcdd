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
 * @param multiPv  how many best root moves to search, each with its own line, 1..{@link #MAX_LINES}
 *                 (algorithms that build their own tree search one line whatever this says)
 */
public record LiveLimits(int depth, long millis, boolean infinite, int treeNodes, int multiPv) {

    /** The most lines the panel asks for: more would not fit the lines table or the board. */
    public static final int MAX_LINES = 10;

    /** Limits with the tree node cap sized from the heap. */
    public LiveLimits(int depth, long millis, boolean infinite) {
        this(depth, millis, infinite, 0);
    }

    /** Limits of a search for one line. */
    public LiveLimits(int depth, long millis, boolean infinite, int treeNodes) {
        this(depth, millis, infinite, treeNodes, 1);
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
        if (multiPv < 1 || multiPv > MAX_LINES) {
            throw new IllegalArgumentException("lines must be 1.." + MAX_LINES + ", got " + multiPv);
        }
    }

    /** The searcher's limits, stopped by {@code stop}. */
    SearchLimits toSearchLimits(StopSignal stop) {
        if (infinite) {
            return SearchLimits.depth(SearchLimits.MAX_DEPTH).withStop(stop).withMultiPv(multiPv);
        }
        return SearchLimits.depth(depth).withMillis(millis).withStop(stop).withMultiPv(multiPv);
    }
}
