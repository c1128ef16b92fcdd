package org.gametree.core.search;

import java.util.List;

/**
 * The outcome of a search. Immutable (the arrays are copies).
 *
 * @param algorithm  the algorithm's name
 * @param bestMove   the move to play (0 only when the root has no legal move)
 * @param value      the root value from the side to move's point of view
 * @param depth      the deepest completed iteration
 * @param pv         the principal variation, starting with the best move
 * @param statistics totals over the whole search
 * @param iterations the completed iterations, shallowest first
 * @param stopped    whether a limit or the stop signal ended the search early
 * @param treeCapped whether it stopped because an algorithm that keeps its tree in memory (MCTS,
 *                   SSS*, DUAL*) reached its node cap ({@link Searcher#treeNodeCap()}); then
 *                   {@code stopped} is true too and the answer is the best found so far
 * @param lines      the MultiPV lines of the deepest completed iteration, best first (immutable;
 *                   line 1 is {@code bestMove}, {@code value}, {@code pv}; one line with MultiPV 1)
 */
public record SearchResult(String algorithm, int bestMove, int value, int depth, int[] pv, Statistics statistics,
                           List<IterationReport> iterations, boolean stopped, boolean treeCapped,
                           List<PvLine> lines) {

    /** A result with one line, the best move's (MultiPV 1). */
    public SearchResult(String algorithm, int bestMove, int value, int depth, int[] pv, Statistics statistics,
                        List<IterationReport> iterations, boolean stopped, boolean treeCapped) {
        this(algorithm, bestMove, value, depth, pv, statistics, iterations, stopped, treeCapped,
                bestMove == 0 ? List.of() : List.of(new PvLine(bestMove, value, depth, pv)));
    }

    /** A result of a search that did not reach a tree node cap. */
    public SearchResult(String algorithm, int bestMove, int value, int depth, int[] pv, Statistics statistics,
                        List<IterationReport> iterations, boolean stopped) {
        this(algorithm, bestMove, value, depth, pv, statistics, iterations, stopped, false);
    }
}
