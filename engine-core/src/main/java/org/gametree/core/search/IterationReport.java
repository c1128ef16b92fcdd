package org.gametree.core.search;

/**
 * One completed iteration of a search (one depth).
 *
 * @param depth               the depth searched
 * @param value               the root value at that depth
 * @param bestMove            the best root move (0 if none)
 * @param pv                  the principal variation, a copy
 * @param statistics          what this iteration alone did
 * @param branchingFactor     effective branching factor: positions visited in this iteration
 *                            over those of the previous one (for the first, their depth-th root)
 */
public record IterationReport(int depth, int value, int bestMove, int[] pv, Statistics statistics,
                              double branchingFactor) {
}
