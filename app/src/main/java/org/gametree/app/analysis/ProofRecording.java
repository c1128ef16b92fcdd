package org.gametree.app.analysis;

import org.gametree.app.task.BackgroundTask;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.StopSignal;
import org.gametree.core.trace.TraceRecorder;
import org.gametree.core.trace.TraceTree;
import org.gametree.gomoku.threat.ProofSearch;

/**
 * Records a proof-number threat search (VCF or VCT, {@link ProofSearch}) on a Gomoku position
 * for the tree explorer and the stepper: its AND/OR tree with threat kinds, thresholds and proof
 * and disproof numbers. It searches to a proof or a disproof (no depth), within
 * {@link #NODES} nodes; cancelling stops it and keeps what was recorded.
 */
public final class ProofRecording extends BackgroundTask<RecordedSearch> {

    /** The node budget of a recorded proof search: enough for the puzzle set's VCTs. */
    public static final long NODES = 1_000_000;

    /** The position is not a Gomoku position: threat searches are Gomoku's. */
    public static final class NotGomoku extends IllegalArgumentException {
        public NotGomoku(String algorithm) {
            super(algorithm + " searches Gomoku positions only");
        }
    }

    private final GomokuAnalysisPosition root;
    private final String algorithm;
    private final int cap;

    /**
     * @throws NotGomoku for a position of another game
     */
    public ProofRecording(AnalysisPosition root, String algorithm, int cap) {
        if (!(root instanceof GomokuAnalysisPosition gomoku)) {
            throw new NotGomoku(algorithm);
        }
        if (!AlgorithmCatalog.isProofSearch(algorithm)) {
            throw new IllegalArgumentException("not a proof-number search: " + algorithm);
        }
        this.root = (GomokuAnalysisPosition) gomoku.copy();
        this.algorithm = algorithm;
        this.cap = cap;
    }

    @Override
    protected RecordedSearch call(StopSignal stop) {
        TraceRecorder recorder = new TraceRecorder(cap);
        SearchResult result = ProofSearch.run(root.position(), ProofSearch.VCT.equals(algorithm), NODES,
                stop::isStopped, recorder);
        return new RecordedSearch(root, null, algorithm, result.depth(), "", TraceTree.of(recorder), result);
    }
}
