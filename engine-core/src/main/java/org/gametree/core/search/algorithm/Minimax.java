package org.gametree.core.search.algorithm;

import org.gametree.core.search.Bound;
import org.gametree.core.search.Score;
import org.gametree.core.search.SearchConfig;
import org.gametree.core.search.Searcher;

/**
 * Minimax in its two-function form: MAX (the side to move at the root) takes the largest child
 * value, MIN the smallest; all values are from MAX's point of view. The games evaluate from the
 * side to move, so a MIN node negates what it is given (and, like every algorithm, reports its
 * values to a listener from the side to move's point of view). Visits the whole tree to the depth, and
 * uses no table or ordering: it is the reference the other algorithms are measured against.
 */
public final class Minimax extends Searcher {

    public Minimax(SearchConfig config) {
        super(config);
    }

    @Override
    public String name() {
        return "minimax";
    }

    @Override
    protected int searchDepth(int depth, int previousValue) {
        return maxValue(depth, 0);
    }

    private int maxValue(int depth, int ply) {
        int settled = openNode(depth, ply, -Score.INFINITE, Score.INFINITE);
        if (settled != Score.NONE) {
            return settled;
        }
        int start = ply * MAX_MOVES;
        int end = moveEnd;
        int best = -Score.INFINITE;
        for (int i = start; i < end; i++) {
            int move = next(i, end);
            play(ply, move);
            int value = minValue(childDepth(depth, ply), ply + 1);
            takeBack();
            if (stopped) {
                return leaveNode(ply, 0, 0);
            }
            if (value > best) {
                best = value;
                newBest(ply, move, value);
                updatePv(ply, move);
            }
        }
        return leaveNode(ply, best, Bound.EXACT);
    }

    /** The node's value for MAX; the side to move here is MIN. */
    private int minValue(int depth, int ply) {
        int settled = openNode(depth, ply, -Score.INFINITE, Score.INFINITE);
        if (settled != Score.NONE) {
            return -settled; // settled values are the side to move's; this is MIN's node
        }
        int start = ply * MAX_MOVES;
        int end = moveEnd;
        int best = Score.INFINITE;
        for (int i = start; i < end; i++) {
            int move = next(i, end);
            play(ply, move);
            int value = maxValue(childDepth(depth, ply), ply + 1);
            takeBack();
            if (stopped) {
                return leaveNode(ply, 0, 0);
            }
            if (value < best) {
                best = value;
                updatePv(ply, move);
            }
        }
        leaveNode(ply, -best, Bound.EXACT); // the listener hears the side to move's value, as everywhere
        return best;
    }
}
