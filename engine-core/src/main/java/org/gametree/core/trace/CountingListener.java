package org.gametree.core.trace;

import org.gametree.core.search.IterationReport;
import org.gametree.core.search.MoveStage;
import org.gametree.core.search.SearchListener;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Technique;

/**
 * Counts every kind of event in plain {@code long} fields: the cheapest listener there is, the
 * middle line of the overhead benchmark (no listener / counting / trace recorder) and the source
 * of live node counts in the UI.
 *
 * <p>Threads: the search thread writes the fields without synchronisation. Another thread may
 * sample them for display (a UI timer): it sees values that are at most a little stale, never
 * torn on a 64-bit JVM. For exact totals read them after {@code searchEnded}, on the search
 * thread or after a hand-off that orders memory (the search task's completion). {@link #reset()}
 * only between searches. Counts add up over searches until reset.
 */
public final class CountingListener implements SearchListener {

    private long searchesStarted;
    private long searchesEnded;
    private long iterationsStarted;
    private long iterationsEnded;
    private long nodesEntered;
    private long leavesEvaluated;
    private long cutoffs;
    private long tableProbes;
    private long tableHits;
    private long tableUses;
    private long nodesLeft;
    private long pvChanges;
    private long openPushes;
    private long openPops;
    private long nodesCreated;
    private long mctsSelections;
    private long mctsExpansions;
    private long mctsSimulations;
    private long mctsBackpropagations;
    private long nullMoves;
    /** Per {@link Technique#ordinal()}: prunes, reductions, extensions, re-searches. */
    private final long[] pruned = new long[Technique.values().length];
    private final long[] reduced = new long[Technique.values().length];
    private final long[] extended = new long[Technique.values().length];
    private final long[] researched = new long[Technique.values().length];
    /** Per {@link MoveStage#ordinal()}: the stage of the move of each cutoff. */
    private final long[] cutoffsByStage = new long[MoveStage.values().length];

    @Override
    public void searchStarted(String algorithm, int maxDepth) {
        searchesStarted++;
    }

    @Override
    public void searchEnded(SearchResult result) {
        searchesEnded++;
    }

    @Override
    public void iterationStarted(int depth) {
        iterationsStarted++;
    }

    @Override
    public void iterationEnded(IterationReport report) {
        iterationsEnded++;
    }

    @Override
    public void nodeEntered(int ply, int move, int alpha, int beta) {
        nodesEntered++;
    }

    @Override
    public void leafEvaluated(int ply, int value) {
        leavesEvaluated++;
    }

    @Override
    public void cutoff(int ply, int move, int index, MoveStage stage) {
        cutoffs++;
        cutoffsByStage[stage.ordinal()]++;
    }

    @Override
    public void pruned(int ply, int move, Technique technique, int value) {
        pruned[technique.ordinal()]++;
    }

    @Override
    public void reduced(int ply, int move, int plies, Technique technique) {
        reduced[technique.ordinal()]++;
    }

    @Override
    public void extended(int ply, int move, int plies, Technique technique) {
        extended[technique.ordinal()]++;
    }

    @Override
    public void researched(int ply, int move, Technique technique) {
        researched[technique.ordinal()]++;
    }

    @Override
    public void nullMoveTried(int ply, int reduction) {
        nullMoves++;
    }

    @Override
    public void tableProbed(int ply, boolean hit, boolean used) {
        tableProbes++;
        if (hit) {
            tableHits++;
        }
        if (used) {
            tableUses++;
        }
    }

    @Override
    public void nodeLeft(int ply, int value, int bound) {
        nodesLeft++;
    }

    @Override
    public void pvChanged(int depth, int value, int[] pv, int length) {
        pvChanges++;
    }

    @Override
    public void openPushed(int node, boolean solved, int merit) {
        openPushes++;
    }

    @Override
    public void openPopped(int node, boolean solved, int merit) {
        openPops++;
    }

    @Override
    public void nodeCreated(int node, int parent, int move) {
        nodesCreated++;
    }

    @Override
    public void mctsSelected(int node, int depth) {
        mctsSelections++;
    }

    @Override
    public void mctsExpanded(int node, int parent, int move) {
        mctsExpansions++;
    }

    @Override
    public void mctsSimulated(int node, double value) {
        mctsSimulations++;
    }

    @Override
    public void mctsBackpropagated(int node, int visits, double mean) {
        mctsBackpropagations++;
    }

    /** Sets every count to 0; only while no search reports to this listener. */
    public void reset() {
        searchesStarted = 0;
        searchesEnded = 0;
        iterationsStarted = 0;
        iterationsEnded = 0;
        nodesEntered = 0;
        leavesEvaluated = 0;
        cutoffs = 0;
        tableProbes = 0;
        tableHits = 0;
        tableUses = 0;
        nodesLeft = 0;
        pvChanges = 0;
        openPushes = 0;
        openPops = 0;
        nodesCreated = 0;
        mctsSelections = 0;
        mctsExpansions = 0;
        mctsSimulations = 0;
        mctsBackpropagations = 0;
        nullMoves = 0;
        java.util.Arrays.fill(pruned, 0);
        java.util.Arrays.fill(reduced, 0);
        java.util.Arrays.fill(extended, 0);
        java.util.Arrays.fill(researched, 0);
        java.util.Arrays.fill(cutoffsByStage, 0);
    }

    /** Null moves tried. */
    public long nullMoves() {
        return nullMoves;
    }

    /** Nodes or moves skipped by {@code technique}. */
    public long pruned(Technique technique) {
        return pruned[technique.ordinal()];
    }

    /** Searches made shallower by {@code technique}. */
    public long reduced(Technique technique) {
        return reduced[technique.ordinal()];
    }

    /** Searches made deeper by {@code technique}. */
    public long extended(Technique technique) {
        return extended[technique.ordinal()];
    }

    /** Searches repeated because of {@code technique}. */
    public long researched(Technique technique) {
        return researched[technique.ordinal()];
    }

    /** Cutoffs made by a move of {@code stage}. */
    public long cutoffs(MoveStage stage) {
        return cutoffsByStage[stage.ordinal()];
    }

    private static long sum(long[] counts) {
        long total = 0;
        for (long c : counts) {
            total += c;
        }
        return total;
    }

    public long searchesStarted() {
        return searchesStarted;
    }

    public long searchesEnded() {
        return searchesEnded;
    }

    public long iterationsStarted() {
        return iterationsStarted;
    }

    public long iterationsEnded() {
        return iterationsEnded;
    }

    /**
     * Depth-first nodes entered: every position visited, including those the table decided and
     * the one a stop abandoned — so {@code Statistics.totalNodes() + tableCuts}, give or take a
     * stopped node.
     */
    public long nodesEntered() {
        return nodesEntered;
    }

    public long leavesEvaluated() {
        return leavesEvaluated;
    }

    public long cutoffs() {
        return cutoffs;
    }

    /** Table probes reported (only when the searcher has a table). */
    public long tableProbes() {
        return tableProbes;
    }

    public long tableHits() {
        return tableHits;
    }

    /** Probes whose entry decided the node. */
    public long tableUses() {
        return tableUses;
    }

    public long nodesLeft() {
        return nodesLeft;
    }

    public long pvChanges() {
        return pvChanges;
    }

    public long openPushes() {
        return openPushes;
    }

    public long openPops() {
        return openPops;
    }

    public long nodesCreated() {
        return nodesCreated;
    }

    public long mctsSelections() {
        return mctsSelections;
    }

    public long mctsExpansions() {
        return mctsExpansions;
    }

    public long mctsSimulations() {
        return mctsSimulations;
    }

    public long mctsBackpropagations() {
        return mctsBackpropagations;
    }

    /** Every event counted, of all kinds. */
    public long totalEvents() {
        return searchesStarted + searchesEnded + iterationsStarted + iterationsEnded + nodesEntered
                + leavesEvaluated + cutoffs + tableProbes + nodesLeft + pvChanges + openPushes + openPops
                + nodesCreated + mctsSelections + mctsExpansions + mctsSimulations + mctsBackpropagations
                + nullMoves + sum(pruned) + sum(reduced) + sum(extended) + sum(researched);
    }

    @Override
    public String toString() {
        return "CountingListener[nodes entered " + nodesEntered + ", left " + nodesLeft + ", leaves evaluated "
                + leavesEvaluated + ", cutoffs " + cutoffs + ", table probes " + tableProbes + " (hits " + tableHits
                + ", used " + tableUses + "), iterations " + iterationsEnded + "/" + iterationsStarted
                + ", open pushes " + openPushes + ", pops " + openPops + ", nodes created " + nodesCreated
                + ", mcts " + mctsSelections + "/" + mctsExpansions + "/" + mctsSimulations + "/"
                + mctsBackpropagations + "]";
    }
}
