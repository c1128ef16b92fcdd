package org.gametree.gomoku.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.gametree.core.search.SearchLimits;
import org.gametree.core.task.TaskRunner;
import org.gametree.core.tune.LabelledPosition;
import org.gametree.core.tune.PositionFile;
import org.gametree.gomoku.GameResult;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.match.RandomOpening;
import org.gametree.gomoku.match.SelfPlayGame;
import org.gametree.gomoku.search.GomokuEngine;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code datagen}: self-play games of our engine from random openings, at a fixed depth, and the
 * positions they teach written as training data ({@link PositionFile}; see
 * {@link SelfPlayGame#positions} for which). Game i depends on (seed, i) and the engine's
 * options only: the games run on all cores as independent tasks, and {@code --first-game}
 * lets several machines each play a disjoint range whose files are then concatenated.
 */
@Command(name = "datagen", mixinStandardHelpOptions = true,
        description = {"Play self-play games from random openings and write the positions, labelled with the game's"
                + " result and the engine's score, as training data for the tuning lab.",
                "Example: datagen --rule renju --depth 4 --games 1000 --out renju-selfplay.txt.gz"})
final class DatagenCommand implements Callable<Integer> {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    /** The engine both sides play with. */
    @CommandLine.Mixin
    private EngineOptions options;

    @Option(names = "--rule", defaultValue = "renju", paramLabel = "RULE", description = "freestyle, standard or renju (default).")
    private String rule;

    @Option(names = "--games", defaultValue = "100", paramLabel = "N", description = "Games (default 100).")
    private int games;

    @Option(names = "--first-game", defaultValue = "0", paramLabel = "I",
            description = "The index of the first game (default 0): machines playing disjoint ranges give one run's games.")
    private int firstGame;

    @Option(names = "--seed", defaultValue = "1", paramLabel = "N", description = "The openings' seed (default 1).")
    private long seed;

    @Option(names = "--stones", defaultValue = "4", paramLabel = "K", description = "Random stones of an opening (1-20, default 4).")
    private int stones;

    @Option(names = "--depth", defaultValue = "4", paramLabel = "D", description = "The search depth of every move (default 4).")
    private int depth;

    @Option(names = "--movetime", paramLabel = "MS", defaultValue = "0",
            description = "Also a time limit per move (default 0: none). Faster games, but they then depend on the machine.")
    private long movetime;

    @Option(names = "--threads", paramLabel = "N", description = "Games at once (default: the number of cores).")
    private Integer threads;

    @Option(names = "--out", required = true, paramLabel = "FILE", description = "The position file (.gz: compressed).")
    private Path out;

    @Option(names = "--overwrite", description = "Replace an existing --out file (otherwise refused).")
    private boolean overwrite;

    @Override
    public Integer call() throws IOException, InterruptedException {
        if (games < 1 || firstGame < 0 || depth < 1 || depth > 64 || stones < 1 || stones > 20 || movetime < 0) {
            throw bad("--games and --depth (up to 64) must be at least 1, --first-game and --movetime at least 0,"
                    + " --stones 1 to 20");
        }
        int workers = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        if (workers < 1) {
            throw bad("--threads must be at least 1, got " + workers);
        }
        if (Files.exists(out) && !overwrite) {
            throw bad(out + " exists; give --overwrite to replace it");
        }
        Rule theRule = GameOptions.parseRule(rule);
        options.engine(spec.commandLine()); // bad engine options are bad input, before any game
        // without a time limit the root's threat checks run to their node budgets, which makes the
        // games depend on the openings only, and slow: a few seconds a game at depth 4
        SearchLimits limits = movetime > 0 ? SearchLimits.depth(depth).withMillis(movetime) : SearchLimits.depth(depth);
        PrintWriter printer = spec.commandLine().getOut();
        List<LabelledPosition> positions = new ArrayList<>();
        int[] wins = new int[3];
        new TaskRunner(workers).run(firstGame, games, () -> new TaskRunner.Worker<Game>() {
            private final GomokuEngine black = options.engine(spec.commandLine());
            private final GomokuEngine white = options.engine(spec.commandLine());

            @Override
            public Game run(int index) {
                GomokuPosition start = RandomOpening.of(theRule, 15, seed, index, stones);
                SelfPlayGame game = SelfPlayGame.play(start, black, white, limits);
                return new Game(game, game.positions(start));
            }
        }, (index, game) -> {
            positions.addAll(game.positions());
            GameResult result = game.game().result();
            wins[result == GameResult.BLACK_WINS ? 0 : result == GameResult.WHITE_WINS ? 2 : 1]++;
            printer.printf(Locale.ROOT, "game %d: %s, %d moves, %d positions%n", index + 1, result,
                    game.game().moves().length, game.positions().size());
            printer.flush();
        }, null);
        PositionFile.write(out, positions, List.of(String.format(Locale.ROOT,
                "gomoku datagen: %s, games %d from %d, seed %d, %d random stones, depth %d, movetime %d ms, eval %s,"
                        + " algorithm %s", rule, games, firstGame, seed, stones, depth, movetime, options.evaluation,
                options.algorithm)));
        printer.printf(Locale.ROOT, "%d games: black +%d =%d -%d; %d positions written to %s%n", games, wins[0], wins[1],
                wins[2], positions.size(), out);
        return 0;
    }

    private record Game(SelfPlayGame game, List<LabelledPosition> positions) {
    }

    private CommandLine.ParameterException bad(String message) {
        return new CommandLine.ParameterException(spec.commandLine(), message);
    }
}
