package org.gametree.xiangqi.cli;

import java.io.IOException;
import java.nio.file.Path;

import org.gametree.core.cli.AbstractTuneCommand;
import org.gametree.core.tune.Fitness;
import org.gametree.core.tune.TuningData;
import org.gametree.core.tune.TuningProblem;
import org.gametree.xiangqi.tune.QuietPositions;
import org.gametree.xiangqi.tune.TexelScorer;
import org.gametree.xiangqi.tune.XiangqiFitness;
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
            description = "The position file (datagen's), a game collection (.pgn: the positions of its finished games), "
                    + "or a shipped set by name: fsf (the default, Fairy-Stockfish self-play) or selfplay (our engine's).")
    private Path data;

    @Option(names = "--params", paramLabel = "FILE", description = "The weights to start from (default: the shipped ones).")
    private Path start;

    @Option(names = "--positions", paramLabel = "N", defaultValue = "0",
            description = "Use at most the first N positions of the data (default 0: all).")
    private int limit;

    @Option(names = "--threads", paramLabel = "N", description = "Scoring threads (default: the number of cores).")
    private Integer threads;

    @Option(names = "--fitness", paramLabel = "NAME", defaultValue = "texel",
            description = "What is minimised: texel (default; Texel's loss on the data), moves (disagreement with the moves "
                    + "of --games at --fitness-depth), search (static evaluation against its own search at --fitness-depth: "
                    + "the book's warning applies), match (points lost in a short match, see --match-games).")
    private String fitness;

    @Option(names = "--games", paramLabel = "FILE",
            description = "moves: the game collection whose moves are matched (PGN-like, many games).")
    private Path games;

    @Option(names = "--fitness-depth", paramLabel = "N", defaultValue = "2",
            description = "moves, search: the search depth (default 2).")
    private int fitnessDepth;

    @Option(names = "--fitness-positions", paramLabel = "N", defaultValue = "500",
            description = "moves, search: at most this many positions (default 500).")
    private int fitnessPositions;

    @Option(names = "--match-games", paramLabel = "N", defaultValue = "20",
            description = "match: games per vector, from seeded random openings with both colours (default 20).")
    private int matchGames;

    @Option(names = "--match-nodes", paramLabel = "N", defaultValue = "2000", description = "match: nodes per move (default 2000).")
    private long matchNodes;

    @Option(names = "--match-against", paramLabel = "FILE",
            description = "match: the parameter file played against (default: the shipped weights).")
    private Path matchAgainst;

    @Override
    protected Fitness fitness(TuningData data, int[] start) throws IOException {
        XiangqiFitness.Kind kind;
        XiangqiFitness.Settings settings;
        try {
            kind = XiangqiFitness.Kind.parse(fitness);
            if (kind == XiangqiFitness.Kind.MOVES && games == null) {
                throw bad("--fitness moves needs --games FILE: the games whose moves the engine should play");
            }
            settings = new XiangqiFitness.Settings(kind, games, fitnessDepth, fitnessPositions, matchGames, matchNodes,
                    matchAgainst);
            return XiangqiFitness.create(settings, (XiangqiTuning) problem(), data, workers(),
                    warning -> spec.commandLine().getOut().println("warning: " + warning));
        } catch (IllegalArgumentException e) { // bad settings, and games or data that give nothing to measure
            throw bad(e.getMessage());
        }
    }

    private int workers() {
        return threads == null ? Runtime.getRuntime().availableProcessors() : threads;
    }

    @Override
    protected TuningProblem problem() {
        int workers = workers();
        if (workers < 1 || limit < 0) {
            throw bad("--threads must be at least 1 and --positions not negative");
        }
        if (data != null && !java.nio.file.Files.exists(data) && XiangqiTuning.SHIPPED_SETS.containsKey(data.toString())) {
            return XiangqiTuning.shipped(data.toString(), limit, workers);
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
