package org.gametree.gomoku.cli;

import java.nio.file.Path;

import org.gametree.core.cli.AbstractTuneCommand;
import org.gametree.core.tune.TuningProblem;
import org.gametree.gomoku.eval.PatternEvaluation;
import org.gametree.gomoku.tune.GomokuTuning;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code tune}: the pattern evaluation's weights tuned on labelled positions ({@code datagen}'s
 * files) by Texel's loss. The value is linear in the weights ({@link PatternEvaluation#features}),
 * so each position is read once into its counts and a loss over 100,000 positions is a few
 * milliseconds. The problem is set up by {@link GomokuTuning}, as in the workbench's lab.
 */
@Command(name = "tune", mixinStandardHelpOptions = true,
        description = {"Tune the pattern evaluation's weights on labelled positions (Texel's loss) with one of the book's"
                + " methods or Texel's local search, and write them as a parameter file.",
                "Example: tune --data renju-selfplay.txt.gz --method texel --steps 30 --out tuned.params"})
final class TuneCommand extends AbstractTuneCommand {

    @Option(names = "--data", required = true, paramLabel = "FILE",
            description = "The position file (datagen's), or game records: a .psq file or a folder of them (the positions of "
                    + "their finished 15 × 15 games, labelled with the results).")
    private Path data;

    @Option(names = "--rule", defaultValue = "renju", paramLabel = "RULE",
            description = "The rule the positions' games were played under (default renju).")
    private String rule;

    @Option(names = "--params", paramLabel = "FILE", description = "The weights to start from (default: the shipped ones).")
    private Path start;

    @Override
    protected TuningProblem problem() {
        return new GomokuTuning(data, GameOptions.parseRule(rule));
    }

    @Override
    protected int[] start(TuningProblem problem) {
        try {
            return start == null ? problem.defaults() : problem.read(start);
        } catch (IllegalArgumentException e) {
            throw bad("--params: " + e.getMessage());
        }
    }
}
