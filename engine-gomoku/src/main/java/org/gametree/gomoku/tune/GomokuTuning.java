package org.gametree.gomoku.tune;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.gametree.core.search.StopSignal;
import org.gametree.core.tune.LabelledPosition;
import org.gametree.core.tune.ParameterSpace;
import org.gametree.core.tune.PositionFile;
import org.gametree.core.tune.TexelLoss;
import org.gametree.core.tune.TuningData;
import org.gametree.core.tune.TuningDataException;
import org.gametree.core.tune.TuningProblem;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.eval.PatternEvaluation;
import org.gametree.gomoku.eval.PatternWeights;
import org.gametree.gomoku.notation.Notation;

/**
 * The pattern evaluation's weights as a tuning problem. The data is a position file
 * ({@code datagen}'s) or, without one, a {@link QuickSelfPlay} set played on the first load and
 * kept for the next (the engine ships no Gomoku data). The value is linear in the weights
 * ({@link PatternEvaluation#features}), so each position is read once into its counts and a loss
 * over 100,000 positions is a few milliseconds.
 */
public final class GomokuTuning implements TuningProblem {

    private final Path data;
    private final Rule rule;
    private final QuickSelfPlay selfPlay;
    private List<LabelledPosition> played;

    /**
     * Positions of a file.
     *
     * @param rule the rule the positions' games were played under
     */
    public GomokuTuning(Path data, Rule rule) {
        this.data = java.util.Objects.requireNonNull(data, "data");
        this.rule = rule;
        this.selfPlay = null;
    }

    /** Positions of self-play games played when first loaded. */
    public GomokuTuning(QuickSelfPlay selfPlay, Rule rule) {
        this.data = null;
        this.rule = rule;
        this.selfPlay = selfPlay;
    }

    @Override
    public String evaluation() {
        return PatternWeights.EVALUATION;
    }

    @Override
    public ParameterSpace space() {
        return PatternWeights.space();
    }

    @Override
    public int[] defaults() {
        return PatternWeights.defaults().toArray();
    }

    @Override
    public int[] read(Path file) {
        return PatternWeights.read(file).toArray();
    }

    @Override
    public void save(Path file, int[] vector) throws IOException {
        PatternWeights.of(vector).save(file);
    }

    /** What the data is, for messages. */
    public String source() {
        return data != null ? data.toString() : selfPlay.description();
    }

    @Override
    public TuningData load(int heldOutPercent, int[] start, Progress progress, StopSignal stop) throws IOException {
        List<LabelledPosition> positions = positions(progress, stop);
        List<int[]> features = new ArrayList<>();
        List<Double> results = new ArrayList<>();
        int line = 0;
        for (LabelledPosition p : positions) {
            line++;
            GomokuPosition position;
            try {
                position = Notation.play(rule, 15, p.position());
            } catch (IllegalArgumentException e) {
                throw new TuningDataException(source() + ": position " + line + ": " + e.getMessage());
            }
            if (position.firstFivePoint(GomokuPosition.BLACK) != 0 || position.firstFivePoint(GomokuPosition.WHITE) != 0) {
                continue; // not quiet: a four is on the board
            }
            int[] f = PatternEvaluation.features(position);
            if (position.stoneToMove() == GomokuPosition.WHITE) {
                for (int i = 0; i < f.length; i++) {
                    f[i] = -f[i]; // the value for Black
                }
            }
            features.add(f);
            results.add(p.result());
        }
        progress.update(Phase.PREPARING, positions.size(), positions.size());
        return TuningData.split(features, results, source(), positions.size(), heldOutPercent, start,
                GomokuTuning::scorer);
    }

    private List<LabelledPosition> positions(Progress progress, StopSignal stop) throws IOException {
        if (data != null && GameRecords.isGameRecords(data)) {
            progress.update(Phase.READING, 0, 0);
            GameRecords.Read read = GameRecords.read(data, rule);
            if (read.games() == 0) {
                throw new TuningDataException(data + ": no finished 15 × 15 game (" + read.unfinished() + " unfinished, "
                        + read.otherSize() + " on other boards)");
            }
            return read.positions();
        }
        if (data != null) {
            progress.update(Phase.READING, 0, 0);
            return PositionFile.readAll(data, PositionFile.PositionCheck.ANY);
        }
        synchronized (this) {
            if (played == null) {
                try {
                    List<LabelledPosition> games = selfPlay.play(
                            (done, total) -> progress.update(Phase.GENERATING, done, total), stop);
                    if (stop != null && stop.isStopped()) {
                        throw new TuningDataException("playing the self-play games was stopped");
                    }
                    played = List.copyOf(games);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new TuningDataException("playing the self-play games was interrupted");
                }
            }
            return played;
        }
    }

    private static TexelLoss.Scorer scorer(List<int[]> features) {
        int[][] rows = features.toArray(new int[0][]);
        return (vector, out) -> {
            for (int k = 0; k < rows.length; k++) {
                out[k] = PatternEvaluation.value(rows[k], vector);
            }
        };
    }
}
