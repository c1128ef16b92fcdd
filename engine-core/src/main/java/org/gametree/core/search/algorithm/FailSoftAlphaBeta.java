package org.gametree.core.search.algorithm;

import org.gametree.core.search.Bound;
import org.gametree.core.search.Score;
import org.gametree.core.search.SearchConfig;
import org.gametree.core.search.Searcher;

/**
 * Fail-soft alpha-beta (the book's CFAlphaBetaEngine): a node returns the best value it found
 * even when that lies outside its window, which is a tighter bound than alpha or beta. Aspiration
 * search and the MTD family drive this same search with narrow windows.
 */
public class FailSoftAlphaBeta extends Searcher {

    public FailSoftAlphaBeta(SearchConfig config) {
        super(config);
    }

    @Override
    public String name() {
        return "failsoft";
    }

    @Override
    protected int searchDepth(int depth, int previousValue) {
        return alphaBeta(depth, 0, -Score.INFINITE, Score.INFINITE);
    }

    /** The fail-soft alpha-beta value of the node at {@code ply} with window (alpha, beta). */
    protected final int alphaBeta(int depth, int ply, int alpha, int beta) {
        int settled = openNode(depth, ply, alpha, beta);
        if (settled != Score.NONE) {
            return settled;
        }
        int start = ply * MAX_MOVES;
        int end = moveEnd;
        int originalAlpha = alpha;
        int best = -Score.INFINITE;
        int bestMove = 0;
        for (int i = start; i < end; i++) {
            int move = next(i, end);
            play(ply, move);
            int value = -alphaBeta(childDepth(depth, ply), ply + 1, -beta, -alpha);
            takeBack();
            if (stopped) {
                return leaveNode(ply, 0, 0);
            }
            if (value > best) {
                best = value;
                bestMove = move;
                newBest(ply, move, value);
                if (value > alpha) {
                    alpha = value;
                    updatePv(ply, move);
                    if (value >= beta) {
                        cutoff(ply, move, i - start, depth);
                        store(ply, depth, best, Bound.LOWER, move);
                        return leaveNode(ply, best, Bound.LOWER);
                    }
                }
            }
        }
        bestMoveFound(ply, bestMove, depth);
        int bound = best > originalAlpha ? Bound.EXACT : Bound.UPPER;
        store(ply, depth, best, bound, bestMove);
        return leaveNode(ply, best, bound);
    }
}
