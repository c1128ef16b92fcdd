package org.gametree.gomoku.tune;

import java.util.ArrayList;
import java.util.List;

import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.StopSignal;
import org.gametree.core.task.TaskRunner;
import org.gametree.core.tune.LabelledPosition;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.match.RandomOpening;
import org.gametree.gomoku.match.SelfPlayGame;
import org.gametree.gomoku.search.GomokuEngine;

/**
 * A small training set made on the spot, for the lab when no position file is given (the engine
 * ships none for Gomoku): self-play games from random openings, as {@code datagen} plays them, but
 * shallow and with a short time per move, so a few dozen games take seconds, not the minutes of a
 * real data set. Good for watching the methods work, not for tuning weights to ship: the
 * games are weak, and the time limit makes them depend on the machine.
 */
public final class QuickSelfPlay {

    /** Games of the default set. */
    public static final int GAMES = 48;
    /** The depth of every move. */
    public static final int DEPTH = 2;
    /** The most milliseconds a move may take. */
    public static final long MOVE_MILLIS = 20;
    /** Random stones of an opening (datagen's default). */
    public static final int OPENING_STONES = 4;

    /** Told after each game, on the thread the games are handed over on. */
    @FunctionalInterface
    public interface Progress {
        void gamePlayed(int played, int games);
    }

    private final Rule rule;
    private final int games;
    private final long seed;
    private final int threads;

    public QuickSelfPlay(Rule rule, int games, long seed, int threads) {
        if (games < 1 || threads < 1) {
            throw new IllegalArgumentException("games and threads must be at least 1");
        }
        this.rule = rule;
        this.games = games;
        this.seed = seed;
        this.threads = threads;
    }

    /** A description for messages ("48 quick self-play games (renju)"). */
    public String description() {
        return games + " quick self-play games (" + rule.name().toLowerCase(java.util.Locale.ROOT) + ", depth " + DEPTH
                + ", " + MOVE_MILLIS + " ms a move)";
    }

    /**
     * Plays the games and returns their positions (see {@link SelfPlayGame#positions}); fewer
     * games when {@code stop} is raised.
     */
    public List<LabelledPosition> play(Progress progress, StopSignal stop) throws InterruptedException {
        SearchLimits limits = SearchLimits.depth(DEPTH).withMillis(MOVE_MILLIS);
        List<LabelledPosition> positions = new ArrayList<>();
        int[] played = new int[1];
        new TaskRunner(threads).run(0, games, () -> new TaskRunner.Worker<List<LabelledPosition>>() {
            private final GomokuEngine black = new GomokuEngine(GomokuEngine.DEFAULT_PRESET, 16,
                    GomokuEngine.DEFAULT_EVALUATION);
            private final GomokuEngine white = new GomokuEngine(GomokuEngine.DEFAULT_PRESET, 16,
                    GomokuEngine.DEFAULT_EVALUATION);

            @Override
            public List<LabelledPosition> run(int index) {
                GomokuPosition start = RandomOpening.of(rule, 15, seed, index, OPENING_STONES);
                return SelfPlayGame.play(start, black, white, limits).positions(start);
            }
        }, (index, game) -> {
            positions.addAll(game);
            progress.gamePlayed(++played[0], games);
        }, stop);
        return positions;
    }
}
