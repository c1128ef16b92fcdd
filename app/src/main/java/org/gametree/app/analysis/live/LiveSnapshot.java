package org.gametree.app.analysis.live;

import java.util.List;

import org.gametree.core.search.IterationReport;

/**
 * What the live panel shows at one moment of a search: built on the search thread about 20 times
 * a second and handed to the UI through a {@code SnapshotPump}. Immutable (the PV is a copy, the
 * iteration list unmodifiable).
 *
 * <p>Counts of the iteration in progress are estimated from listener events; the counts of
 * completed iterations and of the {@link #done() final} snapshot are the searcher's own statistics.
 *
 * @param algorithm           the searcher's algorithm name
 * @param depth               the iteration being searched (the last completed one when done); 0 before the first
 * @param selectiveDepth      the deepest ply any node reached (quiescence and extensions included)
 * @param score               root value of the last completed iteration, side to move's view
 * @param hasScore            whether an iteration has completed (else score and PV mean nothing yet)
 * @param pv                  principal variation of the last completed iteration
 * @param nodes               positions visited (interior, leaves and quiescence)
 * @param leaves              leaves valued
 * @param nodesPerSecond      nodes over elapsed time
 * @param tableHitRate        transposition-table hits over probes; negative when there was no probe
 * @param firstMoveCutoffRate cutoffs by the first move over all cutoffs; negative when there was no cutoff
 * @param branchingFactor     effective branching factor of the last completed iteration; 0 before
 * @param elapsedMillis       time since the search started
 * @param iterations          completed iterations, shallowest first, each with its own statistics
 * @param done                whether the search has ended (this is the last snapshot)
 * @param stopped             whether it ended early (stop button, time limit)
 */
public record LiveSnapshot(String algorithm, int depth, int selectiveDepth, int score, boolean hasScore, int[] pv,
                           long nodes, long leaves, long nodesPerSecond, double tableHitRate,
                           double firstMoveCutoffRate, double branchingFactor, long elapsedMillis,
                           List<IterationReport> iterations, boolean done, boolean stopped) {

    /** Nothing searched yet: what the panel shows before the first search. */
    public static final LiveSnapshot EMPTY = new LiveSnapshot("", 0, 0, 0, false, new int[0], 0, 0, 0, -1, -1, 0, 0,
            List.of(), false, false);

    /** The last completed iteration, or null. */
    public IterationReport lastIteration() {
        return iterations.isEmpty() ? null : iterations.get(iterations.size() - 1);
    }
}
