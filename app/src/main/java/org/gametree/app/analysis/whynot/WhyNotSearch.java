package org.gametree.app.analysis.whynot;

import java.util.function.Consumer;

import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.task.BackgroundTask;
import org.gametree.core.search.Algorithms;
import org.gametree.core.search.IterationReport;
import org.gametree.core.search.Presets;
import org.gametree.core.search.PvLine;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchListener;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;
import org.gametree.core.search.StopSignal;

/**
 * The searches behind "why not this move?": first the best line over every root move, then the
 * user's move alone ({@link SearchLimits#withSearchMoves}), each by a fresh searcher so that the
 * second does not inherit the first one's table and both are what a search of its own would say.
 *
 * <p>Algorithms that build their own tree (MCTS, SSS*, DUAL*) cannot restrict their root, and a
 * Gomoku point outside the engine's candidates is not searched at the root either; in both cases
 * the answer names another move, so the move is then played on a copy and the reply searched one
 * ply shallower — the same question from the other side of the board. Toolkit-free.
 */
public final class WhyNotSearch extends BackgroundTask<WhyNotOutcome> {

    private final AnalysisPosition root;
    private final int move;
    private final String algorithm;
    private final String evaluation;
    private final int depth;
    private final Consumer<? super WhyNotProgress> progress;

    /**
     * @param root the position (copied now)
     * @throws IllegalArgumentException for an unknown algorithm, a depth out of range or a move
     *                                  that is not legal in {@code root}, on the caller's thread
     */
    public WhyNotSearch(AnalysisPosition root, int move, String algorithm, String evaluation, int depth,
                        Consumer<? super WhyNotProgress> progress) {
        if (!Presets.exists(algorithm) && !Algorithms.exists(algorithm)) {
            throw new IllegalArgumentException("unknown algorithm or preset '" + algorithm + "'");
        }
        if (depth < 1 || depth > SearchLimits.MAX_DEPTH) {
            throw new IllegalArgumentException("depth must be 1.." + SearchLimits.MAX_DEPTH + ", got " + depth);
        }
        if (!root.isLegal(move)) {
            throw new IllegalArgumentException("not a legal move here: " + move);
        }
        this.root = root.copy();
        this.move = move;
        this.algorithm = algorithm;
        this.evaluation = evaluation;
        this.depth = depth;
        this.progress = progress;
    }

    @Override
    protected WhyNotOutcome call(StopSignal stop) {
        SearchResult best = search(root, SearchLimits.depth(depth).withStop(stop), 1);
        PvLine bestLine = line(best);
        if (best.bestMove() == move || stop.isStopped()) {
            PvLine chosen = best.bestMove() == move ? bestLine : new PvLine(move, bestLine.value(), 0, new int[] {move});
            return new WhyNotOutcome(move, bestLine, chosen, depth, stop.isStopped());
        }
        if (!root.searchPosition(evaluation).isLegalMove(move)) {
            // not among the root moves the search generates (a Gomoku point far from the fight):
            // searchmoves would drop the restriction and search everything again
            return new WhyNotOutcome(move, bestLine, reply(stop), depth, stop.isStopped());
        }
        SearchResult restricted = search(root, SearchLimits.depth(depth).withStop(stop).withSearchMoves(new int[] {move}), 2);
        PvLine chosen = restricted.bestMove() == move ? line(restricted) : reply(stop);
        return new WhyNotOutcome(move, bestLine, chosen, depth, stop.isStopped());
    }

    /** The move played, then the opponent's best answer searched one ply shallower, turned round. */
    private PvLine reply(StopSignal stop) {
        AnalysisPosition after = root.copy();
        after.play(move);
        if (after.isGameOver() || depth == 1) {
            // the move ends the game, or there is no depth left: the static answer is the last word
            SearchResult one = search(after, SearchLimits.depth(1).withStop(stop), 2);
            return new PvLine(move, -one.value(), 1, prepend(after.isGameOver() ? new int[0] : one.pv()));
        }
        SearchResult answer = search(after, SearchLimits.depth(depth - 1).withStop(stop), 2);
        return new PvLine(move, -answer.value(), answer.depth() + 1, prepend(answer.pv()));
    }

    private int[] prepend(int[] pv) {
        int[] line = new int[pv.length + 1];
        line[0] = move;
        System.arraycopy(pv, 0, line, 1, pv.length);
        return line;
    }

    private SearchResult search(AnalysisPosition position, SearchLimits limits, int phase) {
        Searcher searcher = Presets.searcherFor(algorithm, 0);
        progress.accept(new WhyNotProgress(phase, 0));
        searcher.setListener(new SearchListener() {
            @Override
            public void iterationEnded(IterationReport report) {
                progress.accept(new WhyNotProgress(phase, report.depth()));
            }
        });
        return searcher.search(position.searchPosition(evaluation), limits);
    }

    private static PvLine line(SearchResult result) {
        int[] pv = result.pv().length > 0 || result.bestMove() == 0 ? result.pv() : new int[] {result.bestMove()};
        return new PvLine(result.bestMove(), result.value(), result.depth(), pv);
    }
}
