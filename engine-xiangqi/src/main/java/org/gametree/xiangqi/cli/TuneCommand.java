package org.gametree.xiangqi.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.gametree.core.cli.AbstractTuneCommand;
import org.gametree.core.io.GameFileException;
import org.gametree.core.tune.TuningData;
import org.gametree.core.tune.TuningProblem;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.io.XiangqiGameCollection;
import org.gametree.xiangqi.tune.GamePositions;
import org.gametree.xiangqi.tune.MatchFitness;
import org.gametree.xiangqi.tune.MoveAgreement;
import org.gametree.xiangqi.tune.QuietPositions;
import org.gametree.xiangqi.tune.SearchAgreement;
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
        int workers = workers();
        switch (fitness) {
            case "texel":
                return super.fitness(data, start);
            case "moves": {
                if (games == null) {
                    throw bad("--fitness moves needs --games FILE: the games whose moves the engine should play");
                }
                List<GamePositions.PlayedMove> moves = playedMoves();
                MoveAgreement agreement = new MoveAgreement(moves, depth(), workers);
                return new Fitness(agreement, "disagreement with the moves of " + games + " (" + moves.size()
                        + " positions, depth " + fitnessDepth + ")", agreement);
            }
            case "search": {
                List<Position> positions = ((XiangqiTuning) problem()).quietPositions(limit());
                if (positions.isEmpty()) {
                    throw bad("--fitness search: the data has no quiet positions");
                }
                // Texel's σ(q) = 1/(1 + 10^(−Kq/400)) is the logistic of K·ln(10)/400 per centipawn: the same curve
                double perCentipawn = data.scale() * Math.log(10) / 400;
                SearchAgreement agreement = new SearchAgreement(positions, depth(), workers, perCentipawn);
                spec.commandLine().getOut().println("warning: " + SearchAgreement.WARNING);
                return new Fitness(agreement, "static evaluation against its own depth-" + fitnessDepth + " search ("
                        + positions.size() + " quiet positions)", agreement);
            }
            case "match": {
                if (matchGames < 2 || matchGames % 2 != 0 || matchNodes < 1) {
                    throw bad("--match-games must be even and at least 2, --match-nodes at least 1");
                }
                if (matchAgainst != null && !Files.isRegularFile(matchAgainst)) {
                    throw bad("--match-against " + matchAgainst + ": no such file");
                }
                MatchFitness match = new MatchFitness(matchAgainst, matchGames, matchNodes, 1, workers);
                return new Fitness(match, "points lost in " + matchGames + " games at " + matchNodes + " nodes against "
                        + (matchAgainst == null ? "the shipped weights" : matchAgainst), match);
            }
            default:
                throw bad("--fitness is texel, moves, search or match, got '" + fitness + "'");
        }
    }

    private List<GamePositions.PlayedMove> playedMoves() throws IOException {
        try {
            List<GamePositions.PlayedMove> moves = GamePositions.playedMoves(XiangqiGameCollection.load(games),
                    XiangqiTuning.SKIPPED_OPENING_PLIES);
            if (moves.isEmpty()) {
                throw bad("--games " + games + " has no moves after the first " + XiangqiTuning.SKIPPED_OPENING_PLIES + " plies");
            }
            return moves.size() > limit() ? moves.subList(0, limit()) : moves;
        } catch (GameFileException e) {
            throw bad("--games " + games + ": " + e.getMessage());
        } catch (java.nio.file.NoSuchFileException e) {
            throw bad("--games " + games + ": no such file");
        }
    }

    private int depth() {
        if (fitnessDepth < 1 || fitnessDepth > 10) {
            throw bad("--fitness-depth must be 1 to 10, got " + fitnessDepth);
        }
        return fitnessDepth;
    }

    private int limit() {
        if (fitnessPositions < 1) {
            throw bad("--fitness-positions must be at least 1, got " + fitnessPositions);
        }
        return fitnessPositions;
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
