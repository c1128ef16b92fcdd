package org.gametree.app.analysis.compare;

import org.gametree.core.search.Statistics;

/**
 * One algorithm's line of the results table. Immutable.
 *
 * @param name           the algorithm or preset
 * @param exact          the searcher says it computes the exact minimax value ({@code Searcher.isExact()})
 * @param agreeExpected  exact and value-preserving (no quiescence, extension or reductions): its
 *                       value must equal every other such row's
 * @param finished       the search ran to its depth (false: cancelled before or while it ran)
 * @param value          the root value, side to move's view
 * @param bestMove       the engine move (0 for none)
 * @param depth          the deepest completed iteration
 * @param statistics     the search's counters
 * @param branchingFactor effective branching factor of the last completed iteration (NaN if none)
 * @param flagged        its value disagrees with the reference row's although both must agree
 * @param reference      the name of the row it is checked against (null when there is none)
 * @param referenceValue that row's value
 */
public record CompareRow(String name, boolean exact, boolean agreeExpected, boolean finished, int value, int bestMove,
                         int depth, Statistics statistics, double branchingFactor, boolean flagged, String reference,
                         int referenceValue) {
}
