package org.gametree.app.analysis.live;

import java.util.function.Consumer;

import org.gametree.app.analysis.AlgorithmCatalog;
import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.GomokuAnalysisPosition;
import org.gametree.app.analysis.ProofRecording;
import org.gametree.app.task.BackgroundTask;
import org.gametree.core.search.Algorithms;
import org.gametree.core.search.Presets;
import org.gametree.core.search.SearchConfig;
import org.gametree.core.search.Searcher;
import org.gametree.core.search.StopSignal;
import org.gametree.gomoku.threat.ProofSearch;

/**
 * One live search: a searcher on a copy of the position with a {@link LiveWatcher} attached,
 * publishing {@link LiveSnapshot}s (at most ~20 a second) to {@code sink} and returning the final
 * one, whose counts are the search's own statistics. Toolkit-free: the sink is typically a
 * {@code SnapshotPump}'s {@code publish}. Cancelling stops the search within milliseconds.
 *
 * <p>A proof-number threat search ({@link ProofSearch}, Gomoku only) runs to a proof or a
 * disproof: the depth limit does not apply to it, the time limit does; its snapshots carry the
 * root's proof and disproof numbers.
 */
public final class LiveSearch extends BackgroundTask<LiveSnapshot> {

    /**
     * Table size handed to {@link Presets#searcherFor}: 0 keeps each preset's own table and leaves
     * plain algorithms without one, so their node counts match the book's and the compare view's.
     */
    static final int TABLE_MB = 0;

    private final AnalysisPosition root;
    private final String algorithm;
    private final String evaluation;
    private final LiveLimits limits;
    private final int threads;
    private final Consumer<? super LiveSnapshot> sink;

    /**
     * @param root       the position to analyse (copied now, so the caller may keep moving it)
     * @param algorithm  an algorithm or preset name
     * @param evaluation one of {@code root.evaluations()}
     * @throws IllegalArgumentException for an unknown algorithm or preset, on the caller's thread
     */
    public LiveSearch(AnalysisPosition root, String algorithm, String evaluation, LiveLimits limits,
                      Consumer<? super LiveSnapshot> sink) {
        this(root, algorithm, evaluation, limits, 1, sink);
    }

    /**
     * @param threads search threads (Lazy SMP where the algorithm has it: {@code modern}); 1 is
     *                deterministic. The figures then count every thread's nodes.
     * @throws IllegalArgumentException for an unknown algorithm or preset or a thread count out of
     *                                  range, on the caller's thread
     * @throws ProofRecording.NotGomoku for a proof-number search of a position of another game
     */
    public LiveSearch(AnalysisPosition root, String algorithm, String evaluation, LiveLimits limits, int threads,
                      Consumer<? super LiveSnapshot> sink) {
        boolean proof = AlgorithmCatalog.isProofSearch(algorithm);
        if (!proof && !Presets.exists(algorithm) && !Algorithms.exists(algorithm)) {
            throw new IllegalArgumentException("unknown algorithm or preset '" + algorithm + "'");
        }
        if (proof && !(root instanceof GomokuAnalysisPosition)) {
            throw new ProofRecording.NotGomoku(algorithm);
        }
        if (threads < 1 || threads > SearchConfig.MAX_THREADS) {
            throw new IllegalArgumentException("threads must be 1.." + SearchConfig.MAX_THREADS + ", got " + threads);
        }
        this.root = root.copy();
        this.algorithm = algorithm;
        this.evaluation = evaluation;
        this.limits = limits;
        this.threads = threads;
        this.sink = sink;
    }

    @Override
    protected LiveSnapshot call(StopSignal stop) {
        if (AlgorithmCatalog.isProofSearch(algorithm)) {
            return proofSearch(stop);
        }
        Searcher searcher = searcher(algorithm, limits.infinite(), threads);
        searcher.setTreeNodeCap(limits.treeNodes());
        // how full its table is, sampled as it searches; unknown ("—") for a searcher without one
        LiveWatcher watcher = new LiveWatcher(sink, searcher.config().usesTable() ? searcher::tableFillPermille : () -> -1);
        searcher.setListener(watcher);
        searcher.search(root.searchPosition(evaluation), limits.toSearchLimits(stop));
        return watcher.finalSnapshot(); // also published by the watcher when the search ended
    }

    /** A VCF or VCT proof-number search until proven, disproven, stopped or out of time. */
    private LiveSnapshot proofSearch(StopSignal stop) {
        LiveWatcher watcher = new LiveWatcher(sink);
        long deadline = limits.infinite() || limits.millis() == 0 ? Long.MAX_VALUE
                : System.nanoTime() + limits.millis() * 1_000_000;
        ProofSearch.run(((GomokuAnalysisPosition) root).position(), ProofSearch.VCT.equals(algorithm), 0,
                () -> stop.isStopped() || System.nanoTime() > deadline, watcher);
        return watcher.finalSnapshot();
    }

    /**
     * The searcher for a name. Infinite analysis must deepen step by step (depth 1, 2, …) to show
     * anything before it is stopped, so there iterative deepening is switched on for algorithms
     * and presets that do not already use it.
     */
    static Searcher searcher(String name, boolean infinite) {
        return searcher(name, infinite, 1);
    }

    /** The same with {@code threads} search threads (the configuration's {@code threads}). */
    static Searcher searcher(String name, boolean infinite, int threads) {
        boolean preset = Presets.exists(name);
        Searcher named = Presets.searcherFor(name, TABLE_MB); // with the table an MTD needs
        SearchConfig config = named.config();
        boolean deepen = infinite && !config.iterativeDeepening();
        if (!deepen && threads == config.threads()) {
            return named;
        }
        SearchConfig.Builder changed = config.toBuilder().threads(threads);
        if (deepen) {
            changed.iterativeDeepening(true);
        }
        String algorithmName = preset ? Presets.get(name).algorithm() : name;
        return Algorithms.create(algorithmName, changed.build());
    }
}
