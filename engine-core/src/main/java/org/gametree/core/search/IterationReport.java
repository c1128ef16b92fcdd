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
 */
public record IterationReport(int depth, int value, int bestMove, int[] pv, Statistics statistics,
                              double branchingFactor) {
}
