package org.gametree.gomoku.threat;

/**
 * The answer of a {@link ThreatSolver} search.
 *
 * @param outcome   win (proven), no win within the threat model and ply limit, or unknown
 *                  (node budget or stop signal)
 * @param firstMove the winning first move (point index), 0 unless a win
 * @param line      one winning line: attacker moves and one defence to each, ending in the five
 *                  (empty unless a win)
 * @param nodes     nodes expanded (of every search that made the answer)
 * @param millis    time taken
 * @param mode      the mode of the search that gave the answer
 * @param pn        the root's proof number (0 for a win)
 * @param dn        the root's disproof number (0 for no win)
 */
public record SolveResult(Outcome outcome, int firstMove, int[] line, long nodes, long millis,
                          ThreatSolver.Mode mode, int pn, int dn) {

    /** What the search established. */
    public enum Outcome {
        /** A forced win, proven. */
        WIN,
        /** No win within the threat model (and the ply limit). */
        NO_WIN,
        /** The search was stopped before it decided. */
        UNKNOWN
    }

    /** Whether a win was proven. */
    public boolean win() {
        return outcome == Outcome.WIN;
    }

    /** The same answer with the nodes and time of an earlier search added. */
    SolveResult plus(long moreNodes, long moreMillis) {
        return new SolveResult(outcome, firstMove, line, nodes + moreNodes, millis + moreMillis, mode, pn, dn);
    }
}
