package org.gametree.app.analysis.live;

/**
 * One row of the iterations table: a completed depth as the panel shows it.
 *
 * @param depth           the depth
 * @param value           the root value (side to move's view)
 * @param nodes           positions this iteration visited
 * @param millis          time this iteration took
 * @param branchingFactor its effective branching factor
 * @param pv              its principal variation, in the chosen notation
 */
public record IterationRow(int depth, int value, long nodes, long millis, double branchingFactor, String pv) {
}
