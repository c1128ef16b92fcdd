package org.gametree.xiangqi.match;

import java.io.IOException;
import java.util.Map;
import java.util.TreeMap;

import org.gametree.core.tune.LabelledPosition;
import org.gametree.core.tune.PositionFile;
import org.gametree.core.match.MatchScore;

/**
 * Turns a match's finished games into labelled positions ({@link TrainingPositions}) and writes
 * them in the order of the games' rounds, not the order they finish in, so a run's file is the
 * same whatever the concurrency; a game that finishes early waits for the ones before it. Each
 * game is preceded by a comment line saying which game it was. Counts what it wrote.
 *
 * <p>An error writing the file cannot stop the match from a listener: it is kept, nothing more is
 * written, and {@link #failure} reports it afterwards.
 */
public final class PositionCollector implements MatchListener {

    private final PositionFile.Writer writer;
    private final Map<Integer, GameRecord> waiting = new TreeMap<>();
    private int nextRound;
    private int games;
    private int dropped;
    private final int[] redResults = new int[3]; // wins, draws, losses
    private Exception failure;

    /**
     * @param writer    where the positions go
     * @param firstRound the round of the match's first game (the others follow one by one)
     */
    public PositionCollector(PositionFile.Writer writer, int firstRound) {
        this.writer = writer;
        this.nextRound = firstRound;
    }

    @Override
    public synchronized void gameEnded(GameRecord game, MatchScore score, double llr) {
        games++;
        switch (game.outcome()) {
            case RED_WINS: redResults[0]++; break;
            case DRAW: redResults[1]++; break;
            default: redResults[2]++;
        }
        if (game.termination().isFault()) {
            dropped++;
        }
        waiting.put(game.round(), game);
        for (GameRecord next = waiting.remove(nextRound); next != null; next = waiting.remove(nextRound)) {
            nextRound++;
            write(next);
        }
    }

    /**
     * Writes the games still waiting for an earlier one (which was never played, as when the
     * match stopped at a failure), in round order.
     */
    public synchronized void flush() {
        for (GameRecord game : waiting.values()) {
            write(game);
        }
        waiting.clear();
    }

    private void write(GameRecord game) {
        if (failure != null) {
            return;
        }
        try {
            var positions = TrainingPositions.of(game);
            writer.comment("game " + game.round() + " " + game.opening().english() + ": " + game.red() + " - " + game.black()
                    + " " + game.result() + " (" + game.reason() + "), " + game.moves().length + " plies, "
                    + (game.termination().isFault() ? "dropped (a fault)" : positions.size() + " positions"));
            for (LabelledPosition position : positions) {
                writer.add(position);
            }
        } catch (IOException | RuntimeException e) {
            failure = e;
        }
    }

    /** Games seen. */
    public synchronized int games() {
        return games;
    }

    /** Games whose positions were dropped because an engine failed. */
    public synchronized int dropped() {
        return dropped;
    }

    /** Positions written. */
    public synchronized long positions() {
        return writer.count();
    }

    /** Red's wins, draws and losses over the games seen. */
    public synchronized int[] redResults() {
        return redResults.clone();
    }

    /** The first error in writing or extracting, or null. */
    public synchronized Exception failure() {
        return failure;
    }
}
