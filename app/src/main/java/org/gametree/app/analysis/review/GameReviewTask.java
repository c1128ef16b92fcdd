package org.gametree.app.analysis.review;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.task.BackgroundTask;
import org.gametree.core.search.Presets;
import org.gametree.core.search.Score;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;
import org.gametree.core.search.StopSignal;

/**
 * The review pass: every position of a game, from its start through the last move, searched
 * one after another, each result published as a {@link ReviewSnapshot} to {@code sink}
 * (typically a {@code SnapshotPump}'s {@code publish}: the UI takes at most ~20 a second).
 * Toolkit-free.
 *
 * <p>One searcher serves the whole pass: each position is a new search, but the transposition
 * table is kept, so the positions of one game, which share most of their trees, go faster. At a
 * fixed depth without a time limit the pass is deterministic (the same game gives the same
 * scores), since the table's contents depend only on the positions searched before.
 *
 * <p>Cancelling stops the search under way; the position it was on stays unscored and the
 * returned snapshot holds the positions finished before.
 */
public final class GameReviewTask extends BackgroundTask<ReviewSnapshot> {

    private final AnalysisPosition start;
    private final int[] moves;
    private final ReviewSearch search;
    private final Consumer<? super ReviewSnapshot> sink;

    /**
     * @param start the position the game started from (copied now)
     * @param moves the game's moves from there, all legal
     */
    public GameReviewTask(AnalysisPosition start, int[] moves, ReviewSearch search, Consumer<? super ReviewSnapshot> sink) {
        this.start = start.copy();
        this.moves = moves.clone();
        this.search = search;
        this.sink = sink;
    }

    @Override
    protected ReviewSnapshot call(StopSignal stop) {
        Searcher searcher = Presets.searcherFor(search.algorithm(), 0);
        AnalysisPosition walk = start.copy();
        int positions = moves.length + 1;
        List<PositionScore> scores = new ArrayList<>(positions);
        SearchLimits limits = new SearchLimits(search.depth(), search.millis(), 0, stop);
        for (int k = 0; k < positions && !stop.isStopped(); k++) {
            int over = TerminalScore.of(walk);
            if (over != Score.NONE) {
                scores.add(new PositionScore(k, over, walk.sideToMove(), 0, 0));
            } else {
                SearchResult result = searcher.search(walk.searchPosition(search.evaluation()), limits);
                if (stop.isStopped()) {
                    break; // cancelled mid-search: this position's figure would be unfinished
                }
                scores.add(new PositionScore(k, result.value(), walk.sideToMove(), result.depth(), result.bestMove()));
            }
            sink.accept(new ReviewSnapshot(scores, positions, k + 1 == positions));
            if (k < moves.length) {
                walk.play(moves[k]);
            }
        }
        ReviewSnapshot last = new ReviewSnapshot(scores, positions, true);
        sink.accept(last);
        return last;
    }
}
