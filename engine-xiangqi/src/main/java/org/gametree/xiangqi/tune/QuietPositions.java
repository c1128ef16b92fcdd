package org.gametree.xiangqi.tune;

import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.search.StaticExchange;

/**
 * Which positions Texel's loss may use: quiet ones, where the static evaluation means what it
 * says. Not quiet: the side to move is in check, or has a capture that wins material by the
 * static exchange evaluation (the score would swing on the next move, and the tuner would fit
 * the swing, not the evaluation). Texel's own method runs a quiescence search instead; the
 * exchange test keeps the scoring to one evaluation per position, so a pass over 100,000
 * positions takes a fraction of a second.
 */
public final class QuietPositions {

    private final StaticExchange exchange = new StaticExchange();
    private final int[] moves = new int[128];

    /** Whether {@code position} is quiet (see the class comment). */
    public boolean isQuiet(Position position) {
        if (position.isInCheck()) {
            return false;
        }
        int n = position.generateCaptures(moves, 0);
        for (int i = 0; i < n; i++) {
            if (exchange.atLeast(position, moves[i], 1)) {
                return false;
            }
        }
        return true;
    }
}
