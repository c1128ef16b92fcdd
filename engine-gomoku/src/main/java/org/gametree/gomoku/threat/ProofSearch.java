package org.gametree.gomoku.threat;

import java.util.ArrayList;
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
 * deepening; an iteration's depth is its ply limit. Every {@value #SAMPLE_NODES} nodes the
 * listener gets the node count and time ({@link SearchListener#statisticsSampled}) and the root's
 * proof and disproof numbers ({@link SearchListener#proofNumbersSampled}): the live panel's figures.
 */
public final class ProofSearch {

    /** Algorithm names in traces and results. */
    public static final String VCF = "df-pn-vcf";
    public static final String VCT = "df-pn-vct";

    /** Nodes between two progress samples. */
    static final int SAMPLE_NODES = 1024;

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
        long start = System.nanoTime();
        List<IterationReport> runs = new ArrayList<>();
        solver.setListener(new ProofListener() {
            /** Nodes of the runs before this one (each run counts from 0). */
            private long before;
            /** The running run's ply limit: its depth. */
            private int plies;

            @Override
            public void enter(int ply, int move, ThreatKind kind, int pnThreshold, int dnThreshold) {
                listener.proofNodeEntered(ply, move, kind.ordinal(), pnThreshold, dnThreshold);
                if (solver.nodes() % SAMPLE_NODES == 0) {
                    long millis = (System.nanoTime() - start) / 1_000_000;
                    listener.statisticsSampled(new Statistics(before + solver.nodes(), 0, 0, 0, 0, 0, 0, 0, 0, 0, millis));
                    listener.proofNumbersSampled(solver.rootProofNumber(), solver.rootDisproofNumber());
                }
            }

            @Override
            public void exit(int ply, int pn, int dn, int bestMove, Decision reason) {
                listener.proofNodeLeft(ply, pn, dn, bestMove, reason == null ? -1 : reason.ordinal());
            }

            @Override
            public void searchStarted(ThreatSolver.Mode mode, int plies) {
                this.plies = plies;
                listener.iterationStarted(plies);
            }

            @Override
            public void searchEnded(SolveResult r) {
                before += r.nodes();
                Statistics statistics = new Statistics(r.nodes(), 0, 0, 0, 0, 0, 0, 0, 0, 0, r.millis());
                IterationReport report = new IterationReport(plies, value(r), r.firstMove(), r.line(), statistics, 0);
                runs.add(report);
                listener.iterationEnded(report);
                listener.proofNumbersSampled(r.pn(), r.dn());
            }
        });
        listener.searchStarted(name, vct ? ThreatSolver.DEFAULT_VCT_PLIES : ThreatSolver.DEFAULT_VCF_PLIES);
        SolveResult r = solver.solveWin(position.copy(), vct, ThreatSolver.DEFAULT_VCT_PLIES, nodes, stop);
        int value = value(r);
        Statistics statistics = new Statistics(r.nodes(), 0, 0, 0, 0, 0, 0, 0, 0, 0, r.millis());
        SearchResult result = new SearchResult(name, r.firstMove(), value, r.line().length, r.line(), statistics,
                List.copyOf(runs), r.outcome() == SolveResult.Outcome.UNKNOWN);
        listener.searchEnded(result);
        return result;
    }
}
