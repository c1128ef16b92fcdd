package org.gametree.core.search;

/**
 * What a search (or one iteration of it) did. Immutable.
 *
 * @param nodes             interior nodes: positions whose moves were generated and searched
 * @param leaves            nodes valued without searching their moves: evaluated at depth 0,
 *                          decided by a rule, or without legal moves
 * @param evaluations       calls of the static evaluation (quiescence stand-pats included)
 * @param quiescenceNodes   nodes of quiescence search
 * @param cutoffs           nodes whose search stopped early at beta
 * @param firstMoveCutoffs  cutoffs produced by the first move tried
 * @param tableProbes       transposition-table probes
 * @param tableHits         probes that found the position
 * @param tableCuts         probes that decided the node without searching it
 * @param researches        repeated searches: aspiration fails, PVS/NegaScout re-searches, MTD passes
 * @param millis            elapsed time
 */
public record Statistics(long nodes, long leaves, long evaluations, long quiescenceNodes, long cutoffs,
                         long firstMoveCutoffs, long tableProbes, long tableHits, long tableCuts,
                         long researches, long millis) {

    public static final Statistics ZERO = new Statistics(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);

    /** Every position visited: interior nodes, leaves and quiescence nodes. */
    public long totalNodes() {
        return nodes + leaves + quiescenceNodes;
    }

    /**
     * The effective branching factor of a search that completed {@code depth} plies with these
     * counters: the b* with b*^depth = {@link #totalNodes()}, i.e. positions^(1/depth). One
     * definition for every algorithm and every place it is shown (compare table, live panel, CSV):
     * all positions visited, iterative deepening's earlier iterations and an MTD's passes included,
     * because they are the price of reaching that depth. NaN when no depth was completed.
     */
    public double effectiveBranchingFactor(int depth) {
        long positions = totalNodes();
        return depth <= 0 || positions <= 0 ? Double.NaN : Math.pow(positions, 1.0 / depth);
    }

    /** Share of cutoffs that the first move produced — how good the move ordering is. */
    public double firstMoveCutoffRate() {
        return cutoffs == 0 ? 0 : (double) firstMoveCutoffs / cutoffs;
    }

    /** Visited positions per second. */
    public long nodesPerSecond() {
        return millis <= 0 ? totalNodes() * 1000 : totalNodes() * 1000 / millis;
    }

    /** This minus an earlier snapshot of the same counters. */
    public Statistics minus(Statistics earlier) {
        return new Statistics(nodes - earlier.nodes, leaves - earlier.leaves, evaluations - earlier.evaluations,
                quiescenceNodes - earlier.quiescenceNodes, cutoffs - earlier.cutoffs,
                firstMoveCutoffs - earlier.firstMoveCutoffs, tableProbes - earlier.tableProbes,
                tableHits - earlier.tableHits, tableCuts - earlier.tableCuts, researches - earlier.researches,
                millis - earlier.millis);
    }
}
