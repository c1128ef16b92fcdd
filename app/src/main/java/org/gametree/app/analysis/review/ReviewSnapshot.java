package org.gametree.app.analysis.review;

import java.util.List;

/**
 * How far a review pass has got: the positions scored so far, from the start in order.
 * Immutable; the worker publishes a new one after each position.
 *
 * @param scores    the scored positions (position {@code k} at index {@code k})
 * @param positions how many positions the game has (moves + 1)
 * @param finished  whether the pass has ended (every position scored, or cancelled)
 */
public record ReviewSnapshot(List<PositionScore> scores, int positions, boolean finished) {

    public ReviewSnapshot {
        scores = List.copyOf(scores);
    }

    public boolean complete() {
        return scores.size() == positions;
    }
}
