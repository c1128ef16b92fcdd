package org.gametree.app.analysis;

import org.gametree.app.task.BackgroundTask;
import org.gametree.core.search.Presets;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;
import org.gametree.core.search.StopSignal;
import org.gametree.core.trace.TraceRecorder;
import org.gametree.core.trace.TraceTree;
import org.gametree.core.tree.TextbookTree;

/**
 * Runs one search with a {@link TraceRecorder} attached and builds the {@link RecordedSearch}:
 * the background work behind "record a search". Cancelling stops the search; the part
 * searched so far is still returned (the tree marks unfinished nodes).
 */
public final class SearchRecording extends BackgroundTask<RecordedSearch> {

    /** Table size for presets that use one: small, so recording stays quick to set up. */
    static final int TABLE_MB = 16;

    private final AnalysisPosition root;
    private final TextbookTree textbook;
    private final String algorithm;
    private final int depth;
    private final String evaluation;
    private final int cap;

    /** Records {@code algorithm} (an algorithm or preset name) on a game position at {@code depth}. */
    public SearchRecording(AnalysisPosition root, String algorithm, int depth, String evaluation, int cap) {
        this(root.copy(), null, algorithm, depth, evaluation, cap);
    }

    /** Records {@code algorithm} on a textbook tree to its full height (or {@code depth}). */
    public SearchRecording(TextbookTree tree, String algorithm, int depth) {
        this(null, tree.copy(), algorithm, depth, "", TraceRecorder.DEFAULT_CAP);
    }

    private SearchRecording(AnalysisPosition root, TextbookTree textbook, String algorithm, int depth,
                            String evaluation, int cap) {
        Presets.searcherFor(algorithm, TABLE_MB); // an unknown name fails here, on the caller's thread
        this.root = root;
        this.textbook = textbook;
        this.algorithm = algorithm;
        this.depth = depth;
        this.evaluation = evaluation;
        this.cap = cap;
    }

    @Override
    protected RecordedSearch call(StopSignal stop) {
        // a plain algorithm records without a table (as the book ran them); presets keep theirs
        Searcher searcher = Presets.searcherFor(algorithm, Presets.exists(algorithm) ? TABLE_MB : 0);
        TraceRecorder recorder = new TraceRecorder(cap);
        searcher.setListener(recorder);
        SearchLimits limits = SearchLimits.depth(depth).withStop(stop);
        SearchResult result = root != null
                ? searcher.search(root.searchPosition(evaluation), limits)
                : searcher.search(textbook.copy(), limits);
        return new RecordedSearch(root, textbook, algorithm, depth, evaluation, TraceTree.of(recorder), result);
    }
}
