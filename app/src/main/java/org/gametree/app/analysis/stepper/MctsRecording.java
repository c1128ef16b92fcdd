package org.gametree.app.analysis.stepper;

import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.RecordedSearch;
import org.gametree.app.task.BackgroundTask;
import org.gametree.core.search.Algorithms;
import org.gametree.core.search.Presets;
import org.gametree.core.search.SearchConfig;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;
import org.gametree.core.search.StopSignal;
import org.gametree.core.trace.TraceRecorder;
import org.gametree.core.trace.TraceTree;
import org.gametree.core.tree.TextbookTree;

/**
 * Records an MCTS search the way MCTS is configured: a number of iterations or a time, and the
 * exploration constant c (not a depth). The searcher runs one batch until that budget.
 */
final class MctsRecording extends BackgroundTask<RecordedSearch> {

    private final AnalysisPosition root;
    private final TextbookTree textbook;
    private final String algorithm;
    private final String evaluation;
    private final int iterations;
    private final long millis;
    private final double exploration;
    private final int cap;

    /**
     * @param iterations iterations to run, or 0 to run for {@code millis}
     * @param root       the game position (null for a textbook tree)
     */
    MctsRecording(AnalysisPosition root, TextbookTree textbook, String algorithm, String evaluation,
                  int iterations, long millis, double exploration, int cap) {
        searcher(algorithm, exploration); // an unknown name fails here, on the caller's thread
        this.root = root == null ? null : root.copy();
        this.textbook = textbook == null ? null : textbook.copy();
        this.algorithm = algorithm;
        this.evaluation = evaluation;
        this.iterations = iterations;
        this.millis = millis;
        this.exploration = exploration;
        this.cap = cap;
    }

    /** MCTS with the preset's settings (or plain ones) and this exploration constant. */
    static Searcher searcher(String algorithm, double exploration) {
        SearchConfig config = Presets.exists(algorithm) ? Presets.get(algorithm).config() : SearchConfig.plain();
        config = config.toBuilder().mcts(exploration, config.mctsSeed(), config.mctsPlayoutDepth()).build();
        return Algorithms.create("mcts", config);
    }

    @Override
    protected RecordedSearch call(StopSignal stop) {
        Searcher searcher = searcher(algorithm, exploration);
        TraceRecorder recorder = new TraceRecorder(cap);
        searcher.setListener(recorder);
        // MCTS counts an iteration as one node or one leaf, plus the root: n iterations are n + 1.
        SearchLimits limits = iterations > 0 ? SearchLimits.depth(1).withNodes(iterations + 1L)
                : SearchLimits.depth(1).withMillis(millis);
        limits = limits.withStop(stop);
        SearchResult result = root != null
                ? searcher.search(root.searchPosition(evaluation), limits)
                : searcher.search(textbook.copy(), limits);
        return new RecordedSearch(root, textbook, algorithm, 1, root == null ? "" : evaluation, TraceTree.of(recorder), result);
    }
}
