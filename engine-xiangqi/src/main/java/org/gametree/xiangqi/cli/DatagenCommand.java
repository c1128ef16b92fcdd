package org.gametree.xiangqi.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.gametree.core.tune.LabelledPosition;
import org.gametree.core.tune.PositionFile;
import org.gametree.core.match.MatchScore;
import org.gametree.core.match.TimeControl;
import org.gametree.xiangqi.match.EngineException;
import org.gametree.xiangqi.match.EngineSpec;
import org.gametree.xiangqi.match.GameRecord;
import org.gametree.xiangqi.match.GameTask;
import org.gametree.xiangqi.match.Match;
import org.gametree.xiangqi.match.MatchListener;
import org.gametree.xiangqi.match.MatchSettings;
import org.gametree.xiangqi.match.Opening;
import org.gametree.xiangqi.match.PositionCollector;
import org.gametree.xiangqi.match.RandomOpenings;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code datagen}: engines play games from random openings and the positions are written with
 * the games' results and the engines' scores, for Texel tuning (docs/tuning.md). Game i is a
 * task of its own — opening {@code RandomOpenings.opening(seed, i, plies)}, engine A Red when i
 * is even — so a range of indices played anywhere gives the same games as in one long run.
 */
@Command(name = "datagen", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Play games between UCI engines (or one engine against itself) from random openings and write "
                + "their positions labelled with the game's result and the engine's score, for tuning an evaluation.",
                "Engines are described as for match: \"ours algorithm=best eval=rich\", "
                        + "\"name=fsf cmd=/usr/games/fairy-stockfish option.Threads=1\", ….",
                "Output, one position a line: FEN;RESULT;SCORE, RESULT 1-0, 0-1 or 1/2-1/2 and SCORE in centipawns, both "
                        + "from Red's side (SCORE empty when unknown); '#' starts a comment; FILE.gz is compressed. Format and rules: docs/tuning.md.",
                "Example: datagen --engine \"name=fsf cmd=/usr/games/fairy-stockfish option.Threads=1\" --nodes 20000 "
                        + "--games 1000 --out fsf.txt.gz",
                "Exit status 0 when the games were played and written, 1 when an engine failed or the file could not be "
                        + "written, 2 on bad options."})
final class DatagenCommand implements Callable<Integer> {

    /** More random plies than this make games that look like no real game. */
    private static final int MAX_RANDOM_PLIES = 100;

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Option(names = "--engine", required = true, paramLabel = "SPEC",
            description = "An engine; give one to let it play itself, or two (A and B) to play each other.")
    private List<String> engines;

    @Mixin
    private LimitOptions limits;

    @Option(names = "--games", paramLabel = "N", defaultValue = "100", description = "Games to play (default 100).")
    private int games;

    @Option(names = "--first-game", paramLabel = "I", defaultValue = "0",
            description = "The index of the first game (default 0): runs of disjoint index ranges give the games of one long run.")
    private int firstGame;

    @Option(names = "--random-plies", paramLabel = "K", defaultValue = "8",
            description = "Random legal plies from the start position before the engines play (default 8).")
    private int randomPlies;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "The seed of the random openings (default 1).")
    private long seed;

    @Option(names = "--concurrency", paramLabel = "N",
            description = "Games at once, each with its own engines (default: the number of processors).")
    private Integer concurrency;

    @Option(names = "--max-plies", paramLabel = "N", defaultValue = "400", description = "A game reaching N plies is a draw (default 400; 0: none).")
    private int maxPlies;

    @Option(names = "--out", required = true, paramLabel = "FILE", description = "Where the positions go (FILE.gz: compressed); written when the run ends.")
    private Path out;

    @Option(names = "--pgn", paramLabel = "FILE", description = "Also write the games here (rewritten after each game: for short runs).")
    private Path pgn;

    @Option(names = "--overwrite", description = "Replace an existing --out or --pgn file (otherwise refused).")
    private boolean overwrite;

    @Option(names = "--margin", paramLabel = "MS", defaultValue = "200",
            description = "How far past its clock or movetime an engine may answer before it loses on time (default 200).")
    private long margin;

    @Option(names = "--move-timeout", paramLabel = "MS", defaultValue = "60000",
            description = "With --nodes or --depth: the longest a move may take before the engine counts as hung (default 60000).")
    private long moveTimeout;

    @Override
    public Integer call() throws IOException, InterruptedException {
        PrintWriter console = spec.commandLine().getOut();
        if (engines.size() > 2) {
            throw bad("give one --engine (it plays itself) or two, got " + engines.size());
        }
        EngineSpec first = parseEngine(engines.get(0));
        EngineSpec second = engines.size() == 2 ? parseEngine(engines.get(1)) : first;
        TimeControl control = limits.timeControl(spec.commandLine());
        if (control == null && (first.timeControl() == null || second.timeControl() == null)) {
            throw bad("give a limit: --tc, --movetime, --nodes or --depth (or tc=/movetime=/nodes=/depth= in the engines)");
        }
        if (control == null) {
            control = first.timeControl();
        }
        checkNumbers();
        int workers = concurrency != null ? concurrency : Runtime.getRuntime().availableProcessors();
        checkFile("--out", out);
        if (pgn != null) {
            checkFile("--pgn", pgn);
            if (pgn.toAbsolutePath().normalize().equals(out.toAbsolutePath().normalize())) {
                throw bad("--pgn and --out name the same file");
            }
        }

        List<Opening> openings = RandomOpenings.range(seed, firstGame, games, randomPlies);
        List<GameTask> tasks = new ArrayList<>(games);
        for (int i = 0; i < games; i++) {
            int index = firstGame + i;
            tasks.add(new GameTask(index + 1, openings.get(i), index % 2 == 0));
        }
        MatchSettings settings = new MatchSettings(first, second, control, games, openings, workers, margin, moveTimeout,
                2_000, 30_000, maxPlies, 0, 0, null, pgn, "datagen seed " + seed);

        String limit = settings.controlOf(first).describe()
                + (engines.size() == 2 && (first.timeControl() != null || second.timeControl() != null)
                ? " (A), " + settings.controlOf(second).describe() + " (B)" : "");
        String range = "games " + firstGame + "-" + (firstGame + games - 1);
        console.println("datagen: A = " + first.describe());
        console.println("         B = " + (engines.size() == 2 ? second.describe() : "A (self-play)"));
        console.println("limit: " + limit + "; " + range + " (indices), seed " + seed + ", " + randomPlies
                + " random plies each; " + workers + " at once");
        console.println("positions to " + out + (pgn != null ? ", games to " + pgn : ""));
        int cores = Runtime.getRuntime().availableProcessors();
        if (workers > cores) {
            console.println("warning: " + workers + " games at once on " + cores + " cores: the engines will share cores");
        }
        console.flush();

        try (PositionFile.Writer writer = PositionFile.open(out)) {
            writer.comment("datagen " + range + ", seed " + seed + ", " + randomPlies + " random plies, limit " + limit);
            writer.comment("A = " + first.describe());
            writer.comment("B = " + (engines.size() == 2 ? second.describe() : "A (self-play)"));
            PositionCollector collector = new PositionCollector(writer, firstGame + 1);
            Printer printer = new Printer(console, collector, games);
            int status = 0;
            try {
                new Match(settings, tasks, printer, null).run();
            } catch (EngineException e) {
                if (collector.games() == 0) {
                    spec.commandLine().getErr().println("error: " + e.getMessage());
                    return 1;
                }
                // the games played are sound: keep them rather than lose a long run to one engine
                spec.commandLine().getErr().println("error: " + e.getMessage() + "; the positions of the "
                        + collector.games() + " games played are written");
                status = 1;
            }
            collector.flush();
            if (collector.failure() != null) {
                spec.commandLine().getErr().println("error: cannot write " + out + ": " + collector.failure().getMessage());
                return 1;
            }
            writer.commit();
            printer.summary(out);
            return status;
        } catch (IOException e) {
            spec.commandLine().getErr().println("error: cannot write " + out + ": " + e.getMessage());
            return 1;
        }
    }

    private void checkNumbers() {
        if (games < 1) {
            throw bad("--games must be at least 1, got " + games);
        }
        if (firstGame < 0 || (long) firstGame + games > Integer.MAX_VALUE - 1) {
            throw bad("--first-game must be from 0 to " + (Integer.MAX_VALUE - 1 - games) + ", got " + firstGame);
        }
        if (randomPlies < 1 || randomPlies > MAX_RANDOM_PLIES) {
            throw bad("--random-plies must be from 1 to " + MAX_RANDOM_PLIES + " (without them every game starts alike), got "
                    + randomPlies);
        }
        if (concurrency != null && concurrency < 1) {
            throw bad("--concurrency must be at least 1, got " + concurrency);
        }
        if (maxPlies < 0 || maxPlies > 0 && maxPlies <= randomPlies) {
            throw bad("--max-plies must be 0 (none) or more than --random-plies (" + randomPlies + "), got " + maxPlies);
        }
        if (margin < 0 || moveTimeout < 1) {
            throw bad("--margin must not be negative and --move-timeout must be at least 1");
        }
    }

    private void checkFile(String option, Path file) {
        if (Files.isDirectory(file)) {
            throw bad(option + " " + file + " is a folder; give a file name");
        }
        if (Files.exists(file) && !overwrite) {
            throw bad(option + " " + file + " exists; choose another file or add --overwrite");
        }
    }

    private EngineSpec parseEngine(String text) {
        try {
            return EngineSpec.parse(text);
        } catch (IllegalArgumentException e) {
            throw bad("--engine: " + e.getMessage());
        }
    }

    private CommandLine.ParameterException bad(String message) {
        return new CommandLine.ParameterException(spec.commandLine(), message);
    }

    /** A line per game as it ends, then the totals; hands each game to the collector. */
    private static final class Printer implements MatchListener {
        private final PrintWriter console;
        private final PositionCollector collector;
        private final int games;
        private long startNanos = System.nanoTime();

        Printer(PrintWriter console, PositionCollector collector, int games) {
            this.console = console;
            this.collector = collector;
            this.games = games;
        }

        @Override
        public void started(String first, String second) {
            startNanos = System.nanoTime();
            synchronized (console) {
                console.println("A: " + first + "   B: " + second);
                console.flush();
            }
        }

        @Override
        public void gameEnded(GameRecord game, MatchScore score, double llr) {
            collector.gameEnded(game, score, llr);
            synchronized (console) {
                console.printf(Locale.ROOT, "game %d (%d/%d)  %s - %s  %s  %s  %d plies  %s%s%n", game.round(), collector.games(),
                        games, game.red(), game.black(), game.result(), game.reason(), game.moves().length,
                        game.opening().english(), game.termination().isFault() ? "  (positions dropped: a fault)" : "");
                console.flush();
            }
        }

        @Override
        public void note(String text) {
            synchronized (console) {
                console.println("note: " + text);
                console.flush();
            }
        }

        void summary(Path file) {
            int[] red = collector.redResults();
            synchronized (console) {
                console.println();
                console.printf(Locale.ROOT, "Games: %d in %.0f s%s%n", collector.games(), (System.nanoTime() - startNanos) / 1e9,
                        collector.dropped() == 0 ? "" : ", " + collector.dropped() + " ended by an engine's fault (positions dropped)");
                console.printf(Locale.ROOT, "Positions written: %d to %s%n", collector.positions(), file);
                console.printf(Locale.ROOT, "Red: +%d =%d -%d%n", red[0], red[1], red[2]);
                console.flush();
            }
        }
    }
}
