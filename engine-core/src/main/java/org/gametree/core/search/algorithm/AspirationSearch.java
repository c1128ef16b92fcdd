package org.gametree.core.search.algorithm;

import org.gametree.core.search.Score;
import org.gametree.core.search.SearchConfig;

/**
 * Aspiration search (the book's CAspirationSearch): guess the value x from one ply less, search
 * with the window (x − w, x + w) (w = {@link SearchConfig#aspirationWindow()}, 50 by default), and
 * if the value falls outside, search again with the window opened on that side. With iterative
 * deepening the previous iteration supplies x; without, this class searches depth − 1 itself.
 */
public final class AspirationSearch extends FailSoftAlphaBeta {

    public AspirationSearch(SearchConfig config) {
        super(config);
    }

    @Override
    public String name() {
        return "aspiration";
    }

    @Override
    protected int searchDepth(int depth, int previousValue) {
        if (depth == 1) {
            return alphaBeta(depth, 0, -Score.INFINITE, Score.INFINITE);
        }
        int guess = usesIterativeDeepening() ? previousValue : alphaBeta(depth - 1, 0, -Score.INFINITE, Score.INFINITE);
        int alpha = Math.max(guess - config.aspirationWindow(), -Score.INFINITE);
        int beta = Math.min(guess + config.aspirationWindow(), Score.INFINITE);
        int value = alphaBeta(depth, 0, alpha, beta);
        if (stopped) {
            return value;
        }
        // Fail-soft: a fail low proves value ≤ v, a fail high value ≥ v; one more search settles it.
        if (value <= alpha) {
            researches++;
            value = alphaBeta(depth, 0, -Score.INFINITE, value + 1);
        } else if (value >= beta) {
            researches++;
            value = alphaBeta(depth, 0, value - 1, Score.INFINITE);
        }
        return value;
    }
}
