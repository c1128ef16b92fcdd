package org.gametree.xiangqi.tune;

import java.util.ArrayList;
import java.util.List;

import org.gametree.core.tune.Objective;
import org.gametree.xiangqi.Position;

/**
 * The book's first fitness (§7 of its chapter 8): how often the engine, searching with the
 * weights to a small depth, plays the move that was played in a collection of good games. The
 * loss is the share of positions where it does not (0 = it always agrees). Slow next to Texel's
 * loss — a search per position per vector — and coarse (a weight moves the loss only when it
 * changes a move), so it suits a few hundred positions and the methods that need no gradient.
 */
public final class MoveAgreement implements Objective, AutoCloseable {

    private final PositionSearches searches;
    private final int[] played;
    private final int[] chosen;

    public MoveAgreement(List<GamePositions.PlayedMove> moves, int depth, int threads) {
        if (moves.isEmpty()) {
            throw new IllegalArgumentException("move agreement needs positions with the move played");
        }
        List<Position> positions = new ArrayList<>(moves.size());
        played = new int[moves.size()];
        for (int i = 0; i < moves.size(); i++) {
            positions.add(moves.get(i).position());
            played[i] = moves.get(i).move();
        }
        searches = new PositionSearches(positions, depth, threads);
        chosen = new int[played.length];
    }

    @Override
    public synchronized double loss(int[] vector) {
        searches.search(vector, chosen, null, null);
        return 1.0 - (double) agreements() / played.length;
    }

    /** Positions where the last vector's move was the move played. */
    private int agreements() {
        int same = 0;
        for (int i = 0; i < played.length; i++) {
            if (chosen[i] == played[i]) {
                same++;
            }
        }
        return same;
    }

    public int size() {
        return played.length;
    }

    @Override
    public void close() {
        searches.close();
    }
}
