package org.gametree.gomoku.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.gametree.core.cli.AbstractTuneCommand;
import org.gametree.core.tune.LabelledPosition;
import org.gametree.core.tune.ParameterSpace;
import org.gametree.core.tune.PositionFile;
import org.gametree.core.tune.TexelLoss;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.eval.PatternEvaluation;
import org.gametree.gomoku.eval.PatternWeights;
import org.gametree.gomoku.notation.Notation;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code tune}: the pattern evaluation's weights tuned on labelled positions ({@code datagen}'s
 * files) by Texel's loss. The value is linear in the weights ({@link PatternEvaluation#features}),
 * so each position is read once into its counts and a loss over 100,000 positions is a few
 * milliseconds.
 */
@Command(name = "tune", mixinStandardHelpOptions = true,
        description = {"Tune the pattern evaluation's weights on labelled positions (Texel's loss) with one of the book's"
                + " methods or Texel's local search, and write them as a parameter file.",
                "Example: tune --data renju-selfplay.txt.gz --method texel --steps 30 --out tuned.params"})
final class TuneCommand extends AbstractTuneCommand {

    @Option(names = "--data", required = true, paramLabel = "FILE", description = "The position file (datagen's).")
    private Path data;

    @Option(names = "--rule", defaultValue = "renju", paramLabel = "RULE",
            description = "The rule the positions' games were played under (default renju).")
    private String rule;

    @Option(names = "--params", paramLabel = "FILE", description = "The weights to start from (default: the shipped ones).")
    private Path start;

    @Override
    protected ParameterSpace space() {
        return PatternWeights.space();
    }

    @Override
    protected int[] start() {
        try {
            return (start == null ? PatternWeights.defaults() : PatternWeights.read(start)).toArray();
        } catch (IllegalArgumentException e) {
            throw bad("--params: " + e.getMessage());
        }
    }

    @Override
    protected Data load(int heldOutPercent, int[] startVector) throws IOException {
        Rule theRule = GameOptions.parseRule(rule);
        List<LabelledPosition> positions = PositionFile.readAll(data, PositionFile.PositionCheck.ANY);
        List<int[]> features = new ArrayList<>();
        List<Double> results = new ArrayList<>();
        int line = 0;
        for (LabelledPosition p : positions) {
            line++;
            GomokuPosition position;
            try {
                position = Notation.play(theRule, 15, p.position());
            } catch (IllegalArgumentException e) {
                throw bad(data + ": position " + line + ": " + e.getMessage());
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
        if (features.size() < 10) {
            throw bad(data + " has " + features.size() + " usable positions; tuning needs more");
        }
        int training = features.size() - features.size() * heldOutPercent / 100;
        TexelLoss.Scorer trainScorer = scorer(features.subList(0, training));
        TexelLoss trainLoss = TexelLoss.fitted(trainScorer, results(results.subList(0, training)), startVector);
        TexelLoss heldLoss = training == features.size() ? null
                : new TexelLoss(scorer(features.subList(training, features.size())),
                        results(results.subList(training, results.size())), trainLoss.scale());
        String description = String.format(Locale.ROOT,
                "data %s: %d positions, %d quiet: %d for tuning, %d held out (the last); K = %.4f fitted to the start",
                data, positions.size(), features.size(), training, features.size() - training, trainLoss.scale());
        return new Data(trainLoss, heldLoss, description);
    }

    private static TexelLoss.Scorer scorer(List<int[]> features) {
        int[][] rows = features.toArray(new int[0][]);
        return (vector, out) -> {
            for (int k = 0; k < rows.length; k++) {
                out[k] = PatternEvaluation.value(rows[k], vector);
            }
        };
    }

    @Override
    protected void write(Path file, int[] vector) throws IOException {
        PatternWeights.of(vector).save(file);
    }
}
