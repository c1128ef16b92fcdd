package org.gametree.app.analysis.live;

import java.util.List;

import org.gametree.core.search.IterationReport;
import org.gametree.core.search.PvLine;
import org.gametree.core.search.Statistics;

/**
 * What the live panel shows at one moment of a search: built on the search thread at most about
 * 20 times a second and handed to the UI through a {@code SnapshotPump}. Immutable (the PV is a
 * copy, the iteration list unmodifiable).
 *
 * <p>The counts are the searcher's own {@link Statistics}, sampled at its stop-check countdown
 * while it runs, exact at the end of each iteration, and the search's totals in the
 * {@link #done() final} snapshot: the panel computes none of them itself.
 *
 * @param algorithm      the searcher's algorithm name
 * @param depth          the iteration being searched (the last completed one when done); 0 before the first
 * @param selectiveDepth the deepest ply any node reached (quiescence and extensions included)
 * @param score          root value of the last completed iteration, from the side to move at the root
 * @param hasScore       whether an iteration has completed (else score and PV mean nothing yet)
 * @param pv             principal variation of the last completed iteration
 * @param statistics     the searcher's counters since the search started
 * @param iterations     completed iterations, shallowest first, each with its own statistics
 * @param done           whether the search has ended (this is the last snapshot)
 * @param stopped        whether it ended early (stop button, time limit)
 * @param treeCapped     whether it ended because its tree reached the node cap (MCTS, SSS*, DUAL*)
 * @param tableFill      how full the transposition table is, in permille; -1 when unknown (no table, or
 *                       an engine watched from outside)
 * @param proofNumber    a proof-number search's root proof number (0: proven); -1 for other searches
 * @param disproofNumber its root disproof number (0: disproven); -1 for other searches
 * @param lines          the MultiPV lines as far as known, best first: the lines of the iteration
 *                       being searched that are complete, then the last iteration's other lines
 *                       (an unmodifiable list; one line, or none, with MultiPV 1)
 */
public record LiveSnapshot(String algorithm, int depth, int selectiveDepth, int score, boolean hasScore, int[] pv,
                           Statistics statistics, List<IterationReport> iterations, boolean done, boolean stopped,
                           boolean treeCapped, int tableFill, int proofNumber, int disproofNumber,
                           List<PvLine> lines) {

    /** A snapshot without MultiPV lines (a proof-number search, or one built by hand). */
    public LiveSnapshot(String algorithm, int depth, int selectiveDepth, int score, boolean hasScore, int[] pv,
                        Statistics statistics, List<IterationReport> iterations, boolean done, boolean stopped,
                        boolean treeCapped, int tableFill, int proofNumber, int disproofNumber) {
        this(algorithm, depth, selectiveDepth, score, hasScore, pv, statistics, iterations, done, stopped, treeCapped,
                tableFill, proofNumber, disproofNumber, List.of());
    }

    /** A snapshot of a search that is not a proof-number search. */
    public LiveSnapshot(String algorithm, int depth, int selectiveDepth, int score, boolean hasScore, int[] pv,
                        Statistics statistics, List<IterationReport> iterations, boolean done, boolean stopped,
                        boolean treeCapped, int tableFill) {
        this(algorithm, depth, selectiveDepth, score, hasScore, pv, statistics, iterations, done, stopped, treeCapped,
                tableFill, -1, -1);
    }

    /** A snapshot of a search that has not reached a tree node cap, its table's fill unknown. */
    public LiveSnapshot(String algorithm, int depth, int selectiveDepth, int score, boolean hasScore, int[] pv,
                        Statistics statistics, List<IterationReport> iterations, boolean done, boolean stopped) {
        this(algorithm, depth, selectiveDepth, score, hasScore, pv, statistics, iterations, done, stopped, false, -1);
    }

    /** Nothing searched yet: what the panel shows before the first search. */
    public static final LiveSnapshot EMPTY = new LiveSnapshot("", 0, 0, 0, false, new int[0], Statistics.ZERO,
            List.of(), false, false);

    /** Whether this is a proof-number search's (its figures are proof and disproof numbers, not a score). */
    public boolean isProofSearch() {
        return proofNumber >= 0;
    }

    /** The last completed iteration, or null. */
    public IterationReport lastIteration() {
        return iterations.isEmpty() ? null : iterations.get(iterations.size() - 1);
    }

    /** Positions visited: interior nodes, leaves and quiescence nodes ({@link Statistics#totalNodes()}). */
    public long nodes() {
        return statistics.totalNodes();
    }

    public long leaves() {
        return statistics.leaves();
    }

    public long nodesPerSecond() {
        return statistics.nodesPerSecond();
    }

    public long elapsedMillis() {
        return statistics.millis();
    }

    /** Table hits over probes; negative when nothing was probed (no table). */
    public double tableHitRate() {
        return statistics.tableProbes() == 0 ? -1 : (double) statistics.tableHits() / statistics.tableProbes();
    }

    /** First-move cutoffs over cutoffs; negative when there was no cutoff. */
    public double firstMoveCutoffRate() {
        return statistics.cutoffs() == 0 ? -1 : statistics.firstMoveCutoffRate();
    }

    /**
     * The effective branching factor of the last completed iteration (the searcher's definition,
     * {@link Statistics#effectiveBranchingFactor}); 0 before the first.
     */
    public double branchingFactor() {
        IterationReport last = lastIteration();
        return last == null ? 0 : last.branchingFactor();
    }
}
