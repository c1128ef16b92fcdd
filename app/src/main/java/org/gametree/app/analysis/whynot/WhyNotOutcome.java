package org.gametree.app.analysis.whynot;

import org.gametree.core.search.PvLine;
import org.gametree.core.search.Score;

/**
 * The two searches of a "why not?": the best line over all root moves, and the line of the
 * user's move alone, at the same depth with the same algorithm and evaluation. Values are from
 * the side to move at the root.
 *
 * @param move      the user's move (Gomoku: a point)
 * @param best      the best line (its first move is the engine's choice)
 * @param chosen    the user's move and its refutation (the same as {@code best} when the user
 *                  picked the engine's move)
 * @param depth     the depth asked for
 * @param stopped   whether the user stopped either search before it reached {@code depth}
 */
public record WhyNotOutcome(int move, PvLine best, PvLine chosen, int depth, boolean stopped) {

    /** Whether the user's move is the one the engine would play. */
    public boolean isBest() {
        return best.move() == move;
    }

    /**
     * Whether a search ended shallower than asked without being stopped (worth telling the user).
     * A line that ends in a forced mate or win is complete at any depth: iterative deepening stops
     * there on purpose.
     */
    public boolean isShallow() {
        return !stopped && (shallow(best) || shallow(chosen));
    }

    private boolean shallow(PvLine line) {
        return line.depth() < depth && !Score.isMate(line.value());
    }
}
