package org.gametree.core.search.algorithm;

import org.gametree.core.search.Bound;
import org.gametree.core.search.Score;
import org.gametree.core.search.SearchConfig;
import org.gametree.core.search.Searcher;

/**
 * Negamax (the book's CNegamaxEngine): every move searched with no window, the value of a node
 * the maximum of its children's negated values. Visits the whole tree to the depth.
 */
public final class Negamax extends Searcher {

    public Negamax(SearchConfig config) {
        super(config);
    }

    @Override
    public String name() {
        return "negamax";
    }

    @Override
    protected int searchDepth(int depth, int previousValue) {
        return negamax(depth, 0);
    }

    private int negamax(int depth, int ply) {
        int settled = openNode(depth, ply, -Score.INFINITE, Score.INFINITE);
        if (settled != Score.NONE) {
            return settled;
        }
        int start = ply * MAX_MOVES;
        int end = moveEnd;
        int best = -Score.INFINITE;
        int bestMove = 0;
        for (int i = start; i < end; i++) {
            int move = next(i, end);
            play(ply, move);
            int value = -negamax(childDepth(depth, ply), ply + 1);
            takeBack();
            if (stopped) {
                return leaveNode(ply, 0, 0);
            }
            if (value > best) {
                best = value;
                bestMove = move;
                newBest(ply, move, value);
                updatePv(ply, move);
            }
        }
        bestMoveFound(ply, bestMove, depth);
        store(ply, depth, best, Bound.EXACT, bestMove);
        return leaveNode(ply, best, Bound.EXACT);
    }
}
