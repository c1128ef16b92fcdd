package org.gametree.app.analysis.review;

import java.util.Arrays;

import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.core.search.Presets;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.Searcher;

/** Test games: an engine plays both sides at a small depth (deterministic), so the games look like games. */
public final class SelfPlay {

    private SelfPlay() {
    }

    /** Up to {@code plies} moves from {@code start} by {@code preset} at {@code depth}; fewer if the game ends. */
    public static int[] line(AnalysisPosition start, int plies, String preset, int depth) {
        Searcher searcher = Presets.searcherFor(preset, 0);
        AnalysisPosition walk = start.copy();
        int[] line = new int[plies];
        int played = 0;
        while (played < plies && !walk.isGameOver()) {
            int move = searcher.search(walk.searchPosition(walk.evaluations().get(0)), SearchLimits.depth(depth)).bestMove();
            walk.play(move);
            line[played++] = move;
        }
        return Arrays.copyOf(line, played);
    }
}
