package org.gametree.core.report;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchListener;
import org.gametree.core.search.SearchPosition;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;

/**
 * The bench signature: fixed positions, a fixed depth, a fresh searcher per position (cleared
 * table, history and killers), one thread. The total of visited positions is the signature — it
 * changes only when search behaviour changes — and the time gives nodes per second.
 */
public final class Bench {

    /** One position's search. */
    public record Entry(String position, SearchResult result) {
    }

    /** All the entries and their totals. */
    public record Result(List<Entry> entries, long totalNodes, long millis) {
        public long nodesPerSecond() {
            return millis <= 0 ? totalNodes * 1000 : totalNodes * 1000 / millis;
        }

        /** The first-move cutoff rate over all positions. */
        public double firstMoveCutoffRate() {
            long cutoffs = 0;
            long first = 0;
            for (Entry e : entries) {
                cutoffs += e.result().statistics().cutoffs();
                first += e.result().statistics().firstMoveCutoffs();
            }
            return cutoffs == 0 ? 0 : (double) first / cutoffs;
        }
    }

    private Bench() {
    }

    /**
     * Searches each named position with a fresh searcher from {@code searchers}.
     *
     * @param listeners makes the listener to attach to each searcher (null: none)
     */
    public static Result run(List<String> names, List<Supplier<SearchPosition>> positions, int depth,
                             Supplier<Searcher> searchers, Supplier<SearchListener> listeners) {
        List<Entry> entries = new ArrayList<>();
        long total = 0;
        long millis = 0;
        for (int i = 0; i < positions.size(); i++) {
            Searcher searcher = searchers.get();
            searcher.setListener(listeners == null ? null : listeners.get());
            long start = System.nanoTime();
            SearchResult result = searcher.search(positions.get(i).get(), SearchLimits.depth(depth));
            millis += (System.nanoTime() - start) / 1_000_000;
            entries.add(new Entry(names.get(i), result));
            total += result.statistics().totalNodes();
        }
        return new Result(List.copyOf(entries), total, millis);
    }
}
