package org.gametree.app.lab;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Consumer;

import org.gametree.app.task.BackgroundTask;
import org.gametree.core.match.MatchScore;
import org.gametree.core.match.Sprt;
import org.gametree.core.match.TimeControl;
import org.gametree.core.search.StopSignal;
import org.gametree.xiangqi.eval.RichEvaluation;
import org.gametree.xiangqi.match.EngineSpec;
import org.gametree.xiangqi.match.GameRecord;
import org.gametree.xiangqi.match.Match;
import org.gametree.xiangqi.match.MatchListener;
import org.gametree.xiangqi.match.MatchSettings;
import org.gametree.xiangqi.match.RandomOpenings;

/**
 * A match between two Xiangqi parameter files on a worker thread (as the match command plays
 * one): the rich evaluation with each file's weights, a fixed number of nodes a move, the same
 * seeded random openings with both colours, optionally until a sequential probability ratio
 * test is decided. Each finished game's standing (A's) is handed on.
 * A match has no stop of its own: stopping interrupts the thread playing it, which ends the
 * game under way and closes the engines.
 */
final class CompareRun extends BackgroundTask<MatchScore> {

    /** The openings' seed: the same comparison plays the same games. */
    static final long SEED = 1;

    private final Path fileA;
    private final Path fileB;
    private final int games;
    private final long nodes;
    private final Sprt sprt;
    private final Consumer<MatchScore> gameEnded;
    private Thread playing; // guarded by this

    /**
     * {@code gameEnded} is called on the match's thread after each game; with an {@code sprt}
     * (may be null) the match ends as soon as the test is decided, {@code games} at most.
     */
    CompareRun(Path fileA, Path fileB, int games, long nodes, Sprt sprt, Consumer<MatchScore> gameEnded) {
        this.fileA = fileA;
        this.fileB = fileB;
        this.games = games;
        this.nodes = nodes;
        this.sprt = sprt;
        this.gameEnded = gameEnded;
    }

    @Override
    protected MatchScore call(StopSignal stop) throws Exception {
        synchronized (this) {
            if (stop.isStopped()) {
                return MatchScore.empty();
            }
            playing = Thread.currentThread();
        }
        try {
            MatchSettings settings = new MatchSettings(EngineSpec.ours("A", options(fileA)),
                    EngineSpec.ours("B", options(fileB)), TimeControl.nodes(nodes), games,
                    RandomOpenings.range(SEED, 0, games / 2, 8), 1, 200, 120_000, 2_000, 30_000, 300, 0, 0, sprt, null,
                    "lab compare");
            return new Match(settings, new MatchListener() {
                @Override
                public void gameEnded(GameRecord game, MatchScore score, double llr) {
                    gameEnded.accept(score);
                }
            }, null).run().score();
        } finally {
            synchronized (this) {
                playing = null;
                Thread.interrupted(); // the runner's thread goes back to its pool without a stray interrupt
            }
        }
    }

    /** Stops the match: the game under way is abandoned. */
    void stop() {
        cancel();
        synchronized (this) {
            if (playing != null) {
                playing.interrupt();
            }
        }
    }

    private static Map<String, String> options(Path file) {
        Map<String, String> options = new LinkedHashMap<>();
        options.put("Evaluation", RichEvaluation.NAME);
        options.put("Hash", "16");
        if (file != null) { // none: the shipped weights
            options.put("EvalFile", file.toAbsolutePath().toString());
        }
        return options;
    }
}
