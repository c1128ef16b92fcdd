package org.gametree.core.search.algorithm;

import org.gametree.core.search.Bound;
import org.gametree.core.search.Score;
import org.gametree.core.search.SearchConfig;
import org.gametree.core.search.Searcher;

/**
 * Principal variation search (the book's CPVS_Engine): the first move is searched with the full
 * window; every other move first with the null window (alpha, alpha + 1), which only asks "is it
 * better?", and again with the full window when the answer is yes — unless the move leads to a
 * horizon leaf without quiescence, whose value no window changes. Fail-soft.
 */
public final class PrincipalVariationSearch extends Searcher {

    public PrincipalVariationSearch(SearchConfig config) {
        super(config);
    }

    @Override
    public String name() {
        return "pvs";
    }

    @Override
    protected int searchDepth(int depth, int previousValue) {
        return pvs(depth, 0, -Score.INFINITE, Score.INFINITE);
    }

    /**
     * Whether a move may first be searched one ply shallower (late-move reductions): the switch
     * is on, the node is at depth 4 or more and not in check, and the move is quiet, comes fourth
     * or later in the ordered list, and is not a killer. Asked before the move is made.
     */
    private boolean reducible(int index, int depth, int move, int ply, boolean nodeInCheck) {
        return index >= 3 && depth >= 4 && !nodeInCheck && !position.isNoisy(move) && !isKiller(ply, move);
    }

    private int pvs(int depth, int ply, int alpha, int beta) {
        int settled = openNode(depth, ply, alpha, beta);
        if (settled != Score.NONE) {
            return settled;
        }
        int start = ply * MAX_MOVES;
        int end = moveEnd;
        int originalAlpha = alpha;
        int best = -Score.INFINITE;
        int bestMove = 0;
        boolean reductions = config.lateMoveReductions();
        boolean nodeInCheck = reductions && position.isInCheck();
        for (int i = start; i < end; i++) {
            int move = next(i, end);
            boolean reduce = reductions && i > start && reducible(i - start, depth, move, ply, nodeInCheck);
            play(ply, move);
            int childDepth = childDepth(depth, ply);
            int value;
            if (i == start) {
                value = -pvs(childDepth, ply + 1, -beta, -alpha);
            } else {
                // A reduced look first when allowed (and the move gives no check: no extension).
                value = alpha + 1;
                if (reduce && childDepth == depth - 1) {
                    value = -pvs(childDepth - 1, ply + 1, -alpha - 1, -alpha);
                }
                if (value > alpha && !stopped) {
                    value = -pvs(childDepth, ply + 1, -alpha - 1, -alpha);
                }
                // A horizon leaf without quiescence is valued exactly by any window: no second look.
                boolean exact = childDepth <= 0 && config.quiescence() == SearchConfig.Quiescence.OFF;
                if (value > alpha && value < beta && !stopped && !exact) {
                    researches++;
                    value = -pvs(childDepth, ply + 1, -beta, -value);
                }
            }
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
