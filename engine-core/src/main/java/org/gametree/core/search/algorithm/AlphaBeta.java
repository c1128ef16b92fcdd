package org.gametree.core.search.algorithm;

import org.gametree.core.search.Bound;
import org.gametree.core.search.Score;
import org.gametree.core.search.SearchConfig;
import org.gametree.core.search.Searcher;

/**
 * Fail-hard alpha-beta (the book's CAlphaBetaEngine): a node's value is kept inside its window —
 * alpha when no move reaches it, beta at a cutoff.
 */
public final class AlphaBeta extends Searcher {

    public AlphaBeta(SearchConfig config) {
        super(config);
    }

    @Override
    public String name() {
        return "alphabeta";
    }

    @Override
    protected int searchDepth(int depth, int previousValue) {
        return alphaBeta(depth, 0, -Score.INFINITE, Score.INFINITE);
    }

    private int alphaBeta(int depth, int ply, int alpha, int beta) {
        int settled = openNode(depth, ply, alpha, beta);
        if (settled != Score.NONE) {
            return settled;
        }
        int start = ply * MAX_MOVES;
        int end = moveEnd;
        int bestMove = 0;
        for (int i = start; i < end; i++) {
            int move = next(i, end);
            play(ply, move);
            int value = -alphaBeta(childDepth(depth, ply), ply + 1, -beta, -alpha);
            takeBack();
            if (stopped) {
                return leaveNode(ply, 0, 0);
            }
            if (value > alpha) {
                bestMove = move;
                newBest(ply, move, value);
                if (value >= beta) {
                    cutoff(ply, move, i - start, depth);
                    store(ply, depth, beta, Bound.LOWER, move);
                    return leaveNode(ply, beta, Bound.LOWER);
                }
                alpha = value;
                updatePv(ply, move);
            }
        }
        bestMoveFound(ply, bestMove, depth);
        int bound = bestMove != 0 ? Bound.EXACT : Bound.UPPER;
        store(ply, depth, alpha, bound, bestMove);
        return leaveNode(ply, alpha, bound);
    }
}
