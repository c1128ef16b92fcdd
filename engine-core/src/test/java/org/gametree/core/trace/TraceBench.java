package org.gametree.core.trace;

import java.util.Arrays;

import org.gametree.core.search.Algorithms;
import org.gametree.core.search.SearchConfig;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchListener;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;
import org.gametree.core.tree.TextbookTree;

/**
 * How long a large trace takes to load into a {@link TraceTree}, and what the trace and the model
 * weigh; also the search time with no listener, a {@link CountingListener} and a
 * {@link TraceRecorder}. Not a unit test (timings are machine-dependent): run it by hand,
 *
 * <pre>
 * java -cp engine-core/target/classes:engine-core/target/test-classes org.gametree.core.trace.TraceBench [algorithm branching depth]
 * </pre>
 *
 * Defaults: minimax on a uniform random textbook tree of branching 10 and depth 6 — 1,111,111
 * nodes, 3.2 M events. Times are the median of several runs after warm-up.
 */
public final class TraceBench {

    private static final int RUNS = 9;

    private TraceBench() {
    }

    public static void main(String[] args) {
        String algorithm = args.length > 0 ? args[0] : "minimax";
        int branching = args.length > 1 ? Integer.parseInt(args[1]) : 10;
        int depth = args.length > 2 ? Integer.parseInt(args[2]) : 6;
        TextbookTree tree = TextbookTree.random(branching, depth, -1000, 1000, 1, false);
        System.out.printf("%s on a random tree, branching %d, depth %d (%,d nodes in the tree)%n", algorithm, branching,
                depth, tree.nodeCount());

        // Interleaved, so that JIT warm-up and GC fall on all three alike.
        long[][] times = new long[3][RUNS];
        for (int run = -2; run < RUNS; run++) {
            for (int variant = 0; variant < 3; variant++) {
                SearchListener listener = variant == 0 ? null
                        : variant == 1 ? new CountingListener() : new TraceRecorder(Integer.MAX_VALUE - 8);
                long start = System.nanoTime();
                search(algorithm, tree, depth, listener);
                if (run >= 0) {
                    times[variant][run] = System.nanoTime() - start;
                }
            }
        }
        long none = median(times[0]);
        long counting = median(times[1]);
        long recording = median(times[2]);
        System.out.printf("search: no listener %.1f ms, counting %.1f ms (%+.1f%%), trace recorder %.1f ms (%+.1f%%)%n",
                none / 1e6, counting / 1e6, 100.0 * (counting - none) / none, recording / 1e6,
                100.0 * (recording - none) / none);

        TraceRecorder recorder = new TraceRecorder(Integer.MAX_VALUE - 8);
        SearchResult result = search(algorithm, tree, depth, recorder);
        Trace trace = recorder.snapshot();
        long load = medianNanos(() -> TraceTree.build(trace));
        TraceTree model = TraceTree.build(trace);
        System.out.printf("trace: %,d events, %,d nodes (statistics: %,d visited)%n", trace.size(), model.nodeCount(),
                result.statistics().totalNodes());
        System.out.printf("load into the model: %.1f ms (median of %d)%n", load / 1e6, RUNS);
        System.out.printf("memory: model %.1f MB (%.1f bytes/node), events %.1f MB (%.1f bytes/node), together %.1f MB%n",
                model.memoryBytes() / 1e6, (double) model.memoryBytes() / model.nodeCount(), trace.memoryBytes() / 1e6,
                (double) trace.memoryBytes() / model.nodeCount(), (model.memoryBytes() + trace.memoryBytes()) / 1e6);

        // A UI walk: the first 20 nodes' facts and one full replay with the stepper.
        TraceStepper stepper = new TraceStepper(model);
        long t0 = System.nanoTime();
        long sum = 0;
        while (stepper.stepForward()) {
            sum += stepper.openNode();
        }
        System.out.printf("stepping through all %,d events: %.1f ms (checksum %d)%n", trace.size(),
                (System.nanoTime() - t0) / 1e6, sum);
    }

    private static SearchResult search(String algorithm, TextbookTree tree, int depth, SearchListener listener) {
        Searcher searcher = Algorithms.create(algorithm, SearchConfig.plain());
        searcher.setListener(listener);
        return searcher.search(tree.copy(), SearchLimits.depth(depth));
    }

    private static long medianNanos(Runnable task) {
        task.run(); // warm-up
        task.run();
        long[] times = new long[RUNS];
        for (int i = 0; i < RUNS; i++) {
            long start = System.nanoTime();
            task.run();
            times[i] = System.nanoTime() - start;
        }
        return median(times);
    }

    private static long median(long[] times) {
        long[] sorted = times.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
