package org.gametree.gomoku.match;

import java.util.SplittableRandom;

import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;

/**
 * A random opening for self-play: {@code stones} stones placed alternately, black first, on
 * random points of the board's central 7×7, drawn from a random source seeded by (seed, index)
 * only, so opening i is the same in any run. Every stone is legal (Renju black never on a
 * forbidden point) and no stone may leave a five point for either side: the game starts
 * undecided and quiet. A draw that breaks a rule is redrawn from the same source.
 */
public final class RandomOpening {

    private RandomOpening() {
    }

    /** The opening of game {@code index}. */
    public static GomokuPosition of(Rule rule, int size, long seed, int index, int stones) {
        if (stones < 0 || stones > 20) {
            throw new IllegalArgumentException("an opening has 0 to 20 stones, got " + stones);
        }
        SplittableRandom random = new SplittableRandom(seed * 0x9E3779B97F4A7C15L + index);
        int low = size / 2 - 3;
        while (true) {
            GomokuPosition position = new GomokuPosition(rule, size);
            int tries = 0;
            while (position.ply() < stones && tries++ < 1000) {
                int p = GomokuPosition.point(low + random.nextInt(7), low + random.nextInt(7));
                if (!position.isLegal(p)) {
                    continue;
                }
                position.makeMove(p);
                if (position.result().isOver() || position.firstFivePoint(GomokuPosition.BLACK) != 0
                        || position.firstFivePoint(GomokuPosition.WHITE) != 0) {
                    position.unmakeMove();
                }
            }
            if (position.ply() == stones) {
                return position;
            }
        }
    }
}
