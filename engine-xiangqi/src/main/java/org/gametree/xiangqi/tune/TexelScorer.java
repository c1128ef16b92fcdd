package org.gametree.xiangqi.tune;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.gametree.core.tune.TexelLoss;
import org.gametree.xiangqi.Piece;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.eval.EvalParameters;
import org.gametree.xiangqi.eval.RichEvaluation;

/**
 * Scores positions with the rich evaluation built from a weight vector, from Red's side (what
 * {@link TexelLoss} compares with Red's results). The positions are split into as many equal
 * slices as threads, each slice scored by its own evaluation; every score lands in its own
 * slot, so the result does not depend on the threads. {@link #close} ends the threads.
 */
public final class TexelScorer implements TexelLoss.Scorer, AutoCloseable {

    private final Position[] positions;
    private final ExecutorService pool;
    private final int threads;

    public TexelScorer(List<Position> positions, int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, got " + threads);
        }
        this.positions = positions.toArray(new Position[0]);
        this.threads = threads;
        this.pool = threads == 1 ? null : Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "texel-scorer");
            t.setDaemon(true);
            return t;
        });
    }

    public int size() {
        return positions.length;
    }

    @Override
    public void score(int[] vector, int[] out) {
        EvalParameters parameters = EvalParameters.of(vector);
        if (pool == null) {
            scoreSlice(new RichEvaluation(parameters), 0, positions.length, out);
            return;
        }
        List<Future<?>> slices = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int from = (int) ((long) positions.length * t / threads);
            int to = (int) ((long) positions.length * (t + 1) / threads);
            slices.add(pool.submit(() -> scoreSlice(new RichEvaluation(parameters), from, to, out)));
        }
        try {
            for (Future<?> slice : slices) {
                slice.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while scoring", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("scoring failed: " + e.getCause(), e.getCause());
        }
    }

    private void scoreSlice(RichEvaluation evaluation, int from, int to, int[] out) {
        for (int k = from; k < to; k++) {
            Position position = positions[k];
            int value = evaluation.evaluate(position);
            out[k] = position.sideToMove() == Piece.RED ? value : -value;
        }
    }

    @Override
    public void close() {
        if (pool != null) {
            pool.shutdownNow();
        }
    }
}
