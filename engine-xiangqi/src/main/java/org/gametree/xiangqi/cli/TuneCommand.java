package org.gametree.xiangqi.cli;

import java.nio.file.Path;

import org.gametree.core.cli.AbstractTuneCommand;
import org.gametree.core.tune.TuningProblem;
import org.gametree.xiangqi.tune.QuietPositions;
import org.gametree.xiangqi.tune.TexelScorer;
import org.gametree.xiangqi.tune.XiangqiTuning;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code tune}: the rich evaluation's weights tuned on labelled positions by Texel's loss, with
 * one of the book's methods or Texel's local search; the quiet positions only
 * ({@link QuietPositions}); scored on all cores ({@link TexelScorer}). Without {@code --data},
 * the data set shipped with the engine ({@link XiangqiTuning#SHIPPED_DATA}); the problem is set up
 * by {@link XiangqiTuning}, as in the workbench's lab.
 */
@Command(name = "tune", mixinStandardHelpOptions = true,
        description = {"Tune the rich evaluation's weights on labelled positions (Texel's loss) with one of the book's"
                + " methods or Texel's local search, and write them as a parameter file (load it with --params,"
                + " the UCI option EvalFile or params= in a match).",
                "Example: tune --method texel --groups material,mobility --steps 10 --out tuned.params"})
final class TuneCommand extends AbstractTuneCommand {

    @Option(names = "--data", paramLabel = "FILE",
            description = "The position file (datagen's; default: the shipped Fairy-Stockfish self-play set).")
    private Path data;

    @Option(names = "--params", paramLabel = "FILE", description = "The weights to start from (default: the shipped ones).")
    private Path start;

    @Option(names = "--positions", paramLabel = "N", defaultValue = "0",
            description = "Use at most the first N positions of the data (default 0: all).")
    private int limit;

    @Option(names = "--threads", paramLabel = "N", description = "Scoring threads (default: the number of cores).")
    private Integer threads;

    @Override
    protected TuningProblem problem() {
        int workers = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        if (workers < 1 || limit < 0) {
            throw bad("--threads must be at least 1 and --positions not negative");
        }
        return new XiangqiTuning(data, limit, workers);
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
