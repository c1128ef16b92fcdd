package org.gametree.core.search;

/**
 * One completed iteration of a search (one depth).
 *
 * @param depth               the depth searched
 * @param value               the root value at that depth
 * @param bestMove            the best root move (0 if none)
 * @param pv                  the principal variation, a copy
 * @param statistics          what this iteration alone did
 * @param branchingFactor     effective branching factor of the search up to this depth:
 *                            {@link Statistics#effectiveBranchingFactor} of every position the
 *                            search visited so far (all iterations up to this one), the same
 *                            definition a finished search of this depth reports
 * @param lines               the MultiPV lines of this iteration, best first (an immutable list;
 *                            line 1 is {@code bestMove}, {@code value}, {@code pv})
 */
public record IterationReport(int depth, int value, int bestMove, int[] pv, Statistics statistics,
                              double branchingFactor, java.util.List<PvLine> lines) {

    /** A report of a search with one line (MultiPV 1): the line is the best move's. */
    public IterationReport(int depth, int value, int bestMove, int[] pv, Statistics statistics,
                           double branchingFactor) {
        this(depth, value, bestMove, pv, statistics, branchingFactor,
                bestMove == 0 ? java.util.List.of() : java.util.List.of(new PvLine(bestMove, value, depth, pv)));
    }
}
