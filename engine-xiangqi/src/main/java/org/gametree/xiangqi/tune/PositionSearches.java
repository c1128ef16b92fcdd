package org.gametree.xiangqi.tune;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;

import org.gametree.core.search.Presets;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;
import org.gametree.xiangqi.Piece;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.eval.EvalParameters;
import org.gametree.xiangqi.eval.RichEvaluation;
import org.gametree.xiangqi.eval.XiangqiEvaluation;
import org.gametree.xiangqi.search.XiangqiSearchPosition;

/**
 * Searches a fixed set of positions to a fixed depth with the evaluation of a weight vector: the engine's move and value in each, for the fitness functions that ask what the
 * search makes of the weights. The positions are split into a slice per thread, each slice
 * searched by its own single-threaded searcher whose table is cleared before every position,
 * so a result depends on the vector alone (not on the threads or the order).
 */
public final class PositionSearches implements AutoCloseable {

    /** The preset searched: the engine as it plays, on one thread. */
    private static final String PRESET = "best";
    private static final int TABLE_MB = 2;

    private final Position[] positions;
    private final Function<int[], XiangqiEvaluation> evaluations;
    private final int depth;
    private final Searcher[] searchers;
    private final ExecutorService pool;

    /** Searches with the rich evaluation of each vector. */
    public PositionSearches(List<Position> positions, int depth, int threads) {
        this(positions, v -> new RichEvaluation(EvalParameters.of(v)), depth, threads);
    }

    /** Searches with the evaluation {@code evaluations} makes of each vector (one per thread and call). */
    public PositionSearches(List<Position> positions, Function<int[], XiangqiEvaluation> evaluations, int depth, int threads) {
        if (depth < 1 || threads < 1) {
            throw new IllegalArgumentException("depth and threads must be at least 1, got " + depth + " and " + threads);
        }
        this.positions = positions.toArray(new Position[0]);
        this.evaluations = evaluations;
        this.depth = depth;
        this.searchers = new Searcher[threads];
        for (int t = 0; t < threads; t++) {
            searchers[t] = Presets.searcherFor(PRESET, TABLE_MB, c -> c.toBuilder().threads(1).build());
        }
        this.pool = threads == 1 ? null : Executors.newFixedThreadPool(threads, r -> {
            Thread thread = new Thread(r, "tuning-search");
            thread.setDaemon(true);
            return thread;
        });
    }

    public int size() {
        return positions.length;
    }

    public int depth() {
        return depth;
    }

    /**
     * Searches every position with the weights: {@code moves[k]} the move chosen in position k,
     * {@code values[k]} the search's value and {@code statics[k]} the static evaluation, both
     * from Red's side (any array may be null when not wanted).
     */
    public void search(int[] vector, int[] moves, int[] values, int[] statics) {
        int threads = searchers.length;
        if (pool == null) {
            searchSlice(searchers[0], evaluations.apply(vector), 0, positions.length, moves, values, statics);
            return;
        }
        List<Future<?>> slices = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int from = (int) ((long) positions.length * t / threads);
            int to = (int) ((long) positions.length * (t + 1) / threads);
            Searcher searcher = searchers[t];
            XiangqiEvaluation evaluation = evaluations.apply(vector);
            slices.add(pool.submit(() -> searchSlice(searcher, evaluation, from, to, moves, values, statics)));
        }
        try {
            for (Future<?> slice : slices) {
                slice.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while searching", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("searching failed: " + e.getCause(), e.getCause());
        }
    }

    private void searchSlice(Searcher searcher, XiangqiEvaluation evaluation, int from, int to,
                             int[] moves, int[] values, int[] statics) {
        SearchLimits limits = SearchLimits.depth(depth);
        for (int k = from; k < to; k++) {
            Position position = positions[k];
            int sign = position.sideToMove() == Piece.RED ? 1 : -1;
            if (statics != null) {
                statics[k] = sign * evaluation.evaluate(position);
            }
            if (moves == null && values == null) {
                continue;
            }
            searcher.clearTable();
            SearchResult result = searcher.search(new XiangqiSearchPosition(position, evaluation), limits);
            if (moves != null) {
                moves[k] = result.bestMove();
            }
            if (values != null) {
                values[k] = sign * result.value();
            }
        }
    }

    @Override
    public void close() {
        if (pool != null) {
            pool.shutdownNow();
        }
    }
}
