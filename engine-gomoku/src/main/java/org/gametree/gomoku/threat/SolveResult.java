package org.gametree.gomoku.threat;

/**
 * The answer of {@link ThreatSolver#solve}: whether the side to move has a forced win found
 * within the node budget, its first move (point index, 0 when no win), one winning line (the
 * attacker's moves and one defence to each, ending in the five), the nodes searched and the
 * time taken.
 */
public record SolveResult(boolean win, int firstMove, int[] line, long nodes, long millis) {
}
