package org.gametree.core.search.algorithm;

import org.gametree.core.search.Bound;
import org.gametree.core.search.Score;
import org.gametree.core.search.SearchConfig;
import org.gametree.core.search.Searcher;

/**
 * NegaScout in Reinefeld's form (the book's CNegaScout_TT_HH without its enhancements, which are
 * switches here): every move after the first is searched with the null window (a, a + 1); a
 * move that beats it inside (a, beta) is searched again with (t, beta). A child whose null-window
 * value is already exact — a horizon leaf without quiescence — needs no second search.
 *
 * <p>Written as Reinefeld wrote it: {@code a} is the running max(alpha, best), {@code b} the
 * null-window upper edge; the node returns {@code a}.
 */
public final class NegaScout extends Searcher {

    public NegaScout(SearchConfig config) {
        super(config);
    }

    @Override
    public String name() {
        return "negascout";
    }

    @Override
    protected int searchDepth(int depth, int previousValue) {
        return negaScout(depth, 0, -Score.INFINITE, Score.INFINITE);
    }

    private int negaScout(int depth, int ply, int alpha, int beta) {
        int settled = openNode(depth, ply, alpha, beta);
        if (settled != Score.NONE) {
            return settled;
        }
        int start = ply * MAX_MOVES;
        int end = moveEnd;
        boolean exactLeaves = config.quiescence() == SearchConfig.Quiescence.OFF;
        int a = alpha;
        int b = beta;
        int bestMove = 0;
        for (int i = start; i < end; i++) {
            int move = next(i, end);
            play(ply, move);
            int childDepth = childDepth(depth, ply);
            int t = -negaScout(childDepth, ply + 1, -b, -a);
            if (t > a && t < beta && i > start && !stopped && (childDepth > 0 || !exactLeaves)) {
                researches++;
                t = -negaScout(childDepth, ply + 1, -beta, -t);
            }
            takeBack();
            if (stopped) {
                return leaveNode(ply, 0, 0);
            }
            if (t > a) {
                a = t;
                bestMove = move;
                newBest(ply, move, t);
                updatePv(ply, move);
            }
            if (a >= beta) {
                cutoff(ply, move, i - start, depth);
                store(ply, depth, a, Bound.LOWER, move);
                return leaveNode(ply, a, Bound.LOWER);
            }
            b = a + 1;
        }
        bestMoveFound(ply, bestMove, depth);
        int bound = bestMove != 0 ? Bound.EXACT : Bound.UPPER;
        store(ply, depth, a, bound, bestMove);
        return leaveNode(ply, a, bound);
    }
}
