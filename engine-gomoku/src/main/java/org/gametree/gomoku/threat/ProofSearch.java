package org.gametree.gomoku.threat;

import java.util.List;
import java.util.function.BooleanSupplier;

import org.gametree.core.search.IterationReport;
import org.gametree.core.search.Score;
import org.gametree.core.search.SearchListener;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Statistics;
import org.gametree.gomoku.GomokuPosition;

/**
 * The threat solver run as the workbench runs every other search: reporting to a
 * {@link SearchListener} (so a {@code TraceRecorder} records its AND/OR tree for the explorer
 * and the stepper) and answering with a {@link SearchResult}. Each proof-number search is one
 * iteration of the trace, with one root: VCF first, then (for VCT) each ply limit of the
 * deepening; an iteration's depth is its ply limit.
 */
public final class ProofSearch {

    /** Algorithm names in traces and results. */
    public static final String VCF = "df-pn-vcf";
    public static final String VCT = "df-pn-vct";

    private ProofSearch() {
    }

    /** A win's mate score (the line's length in plies), 0 otherwise. */
    private static int value(SolveResult r) {
        return r.win() ? Score.MATE - r.line().length : 0;
    }

    /**
     * Solves the side to move's win in {@code position} (left unchanged) within {@code nodes}
     * nodes (0: none) and until {@code stop}, reporting every node to {@code listener}. The
     * result's value is a mate score for a win, 0 otherwise; its depth is the line's length.
     */
    public static SearchResult run(GomokuPosition position, boolean vct, long nodes, BooleanSupplier stop,
                                   SearchListener listener) {
        String name = vct ? VCT : VCF;
        ThreatSolver solver = new ThreatSolver(ThreatSolver.DEFAULT_TABLE_MB);
        solver.setListener(new ProofListener() {
            @Override
            public void enter(int ply, int move, ThreatKind kind, int pnThreshold, int dnThreshold) {
                listener.proofNodeEntered(ply, move, kind.ordinal(), pnThreshold, dnThreshold);
            }

            @Override
            public void exit(int ply, int pn, int dn, int bestMove, Decision reason) {
                listener.proofNodeLeft(ply, pn, dn, bestMove, reason == null ? -1 : reason.ordinal());
            }

            @Override
            public void searchStarted(ThreatSolver.Mode mode, int plies) {
                listener.iterationStarted(plies);
            }

            @Override
            public void searchEnded(SolveResult r) {
                Statistics statistics = new Statistics(r.nodes(), 0, 0, 0, 0, 0, 0, 0, 0, 0, r.millis());
                listener.iterationEnded(new IterationReport(r.line().length, value(r), r.firstMove(), r.line(), statistics, 0));
            }
        });
        listener.searchStarted(name, vct ? ThreatSolver.DEFAULT_VCT_PLIES : ThreatSolver.DEFAULT_VCF_PLIES);
        SolveResult r = solver.solveWin(position.copy(), vct, ThreatSolver.DEFAULT_VCT_PLIES, nodes, stop);
        int value = value(r);
        Statistics statistics = new Statistics(r.nodes(), 0, 0, 0, 0, 0, 0, 0, 0, 0, r.millis());
        SearchResult result = new SearchResult(name, r.firstMove(), value, r.line().length, r.line(), statistics,
                List.of(), r.outcome() == SolveResult.Outcome.UNKNOWN);
        listener.searchEnded(result);
        return result;
    }
}
