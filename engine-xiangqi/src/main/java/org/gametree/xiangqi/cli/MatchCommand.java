package org.gametree.xiangqi.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.Consumer;

import org.gametree.core.match.MatchScore;
import org.gametree.core.match.Sprt;
import org.gametree.core.match.TimeControl;
import org.gametree.xiangqi.match.EngineException;
import org.gametree.xiangqi.match.EngineSpec;
import org.gametree.xiangqi.match.GameRecord;
import org.gametree.xiangqi.match.Match;
import org.gametree.xiangqi.match.MatchListener;
import org.gametree.xiangqi.match.MatchSettings;
import org.gametree.xiangqi.match.Opening;
import org.gametree.xiangqi.match.Termination;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code match}: two UCI engines play a match from a list of openings, each opening with both
 * colours; a line per game, the standing (W/D/L, score, Elo ± 95 % error, LOS, SPRT), the games
 * in a PGN file rewritten after each game.
 */
@Command(name = "match", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Play a match between two UCI engines (ours in this process, ours as a process, Fairy-Stockfish, "
                + "Pikafish, …) from a list of openings, each played with both colours.",
                "An engine is described by words: name=NAME, cmd=COMMAND LINE (to the next key), or ours (our engine in this "
                        + "process); option.NAME=VALUE; algorithm=, eval=, params=, hash=, threads=, overhead= (UCI options Algorithm, "
                        + "Evaluation, EvalFile, Hash, Threads, Move Overhead); ranks=0|1 (1 for engines numbering ranks 1-10; "
                        + "detected for Fairy-Stockfish); tc=, movetime=, nodes=, depth= (its own limit, for time odds).",
                "Example: match --engine \"ours algorithm=best\" "
                        + "--engine \"name=fsf cmd=/usr/games/fairy-stockfish option.Threads=1\" --movetime 1000 --games 20",
                "Exit status 0 when the match was played, 1 when an engine failed to start or restart, 2 on bad options."})
final class MatchCommand implements Callable<Integer> {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Option(names = "--engine", required = true, paramLabel = "SPEC",
            description = "An engine (give two; the first is A, whose score is reported).")
    private List<String> engines;

    @Mixin
    private LimitOptions limits;

    @Option(names = "--games", paramLabel = "N", description = "Games to play (default: every opening twice).")
    private Integer games;

    @Mixin
    private OpeningOptions openingOptions;

    @Option(names = "--concurrency", paramLabel = "N", defaultValue = "1",
            description = "Games at once, each with its own pair of engines (default 1; more only with spare cores).")
    private int concurrency;

    @Option(names = "--pgn", paramLabel = "FILE", description = "Where the games go (default match-<date>-<time>.pgn); rewritten after each game.")
    private Path pgn;

    @Option(names = "--overwrite", description = "Replace an existing --pgn file (otherwise refused).")
    private boolean overwrite;

    @Option(names = "--no-pgn", description = "Write no PGN.")
    private boolean noPgn;

    @Option(names = "--adjudicate-cp", paramLabel = "CP", defaultValue = "0",
            description = "Adjudicate a win when both engines' scores agree on at least CP for --adjudicate-moves moves each (default off).")
    private int adjudicateCp;

    @Option(names = "--adjudicate-moves", paramLabel = "N", defaultValue = "0", description = "See --adjudicate-cp.")
    private int adjudicateMoves;

    @Option(names = "--max-plies", paramLabel = "N", defaultValue = "400", description = "A game reaching N plies is a draw (default 400; 0: none).")
    private int maxPlies;

    @Option(names = "--margin", paramLabel = "MS", defaultValue = "200",
            description = "How far past its clock or movetime an engine may answer before it loses on time (default 200;"
                    + " on a busy machine the operating system alone can delay an answer by 100 ms).")
    private long margin;

    @Option(names = "--move-timeout", paramLabel = "MS", defaultValue = "60000",
            description = "With --nodes or --depth: the longest a move may take before the engine counts as hung (default 60000).")
    private long moveTimeout;

    @Option(names = "--sprt", paramLabel = "PARAMS",
            description = "Stop when an SPRT is decided, e.g. \"elo0=0 elo1=10 alpha=0.05 beta=0.05\" (logistic Elo).")
    private String sprt;

    @Option(names = "--event", paramLabel = "NAME", defaultValue = "engine match", description = "The games' Event tag.")
    private String event;

    @Option(names = "--uci-log", paramLabel = "FILE", description = "Write every UCI line sent and received to FILE.")
    private Path uciLog;

    @Override
    public Integer call() throws IOException, InterruptedException {
        PrintWriter out = spec.commandLine().getOut();
        if (engines.size() != 2) {
            throw bad("give exactly two --engine options, got " + engines.size());
        }
        EngineSpec first = parseEngine(engines.get(0));
        EngineSpec second = parseEngine(engines.get(1));
        TimeControl control = limits.timeControl(spec.commandLine());
        if (control == null && (first.timeControl() == null || second.timeControl() == null)) {
            throw bad("give a limit: --tc, --movetime, --nodes or --depth (or tc=/movetime=/nodes=/depth= in both engines)");
        }
        if (control == null) {
            control = first.timeControl();
        }
        if (openingOptions.random() && games == null) {
            throw bad("--random-plies needs --games: how many games to draw openings for");
        }
        List<Opening> openings = openingOptions.openings(games == null ? 0 : games, spec.commandLine());
        int count = games != null ? games : 2 * openings.size();
        if (count < 1) {
            throw bad("--games must be at least 1, got " + count);
        }
        if (concurrency < 1) {
            throw bad("--concurrency must be at least 1, got " + concurrency);
        }
        int cores = Runtime.getRuntime().availableProcessors();
        if (concurrency > 1 && 2 * concurrency > cores + 1) {
            out.println("warning: " + concurrency + " games at once on " + cores + " cores: the engines will share cores"
                    + " and their times will mean less");
        }
        if (margin < 0 || moveTimeout < 1 || maxPlies < 0 || adjudicateCp < 0 || adjudicateMoves < 0) {
            throw bad("--margin, --move-timeout, --max-plies and the adjudication values must not be negative");
        }
        if ((adjudicateCp > 0) != (adjudicateMoves > 0)) {
            throw bad("adjudication needs both --adjudicate-cp and --adjudicate-moves");
        }
        Sprt test = null;
        if (sprt != null) {
            try {
                test = Sprt.parse(sprt);
            } catch (IllegalArgumentException e) {
                throw bad("--sprt: " + e.getMessage());
            }
        }
        Path pgnFile = null;
        if (!noPgn) {
            pgnFile = pgn != null ? pgn
                    : Path.of("match-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss", Locale.ROOT)) + ".pgn");
            if (Files.exists(pgnFile) && !overwrite) {
                throw bad("--pgn " + pgnFile + " exists; choose another file or add --overwrite");
            }
        }
        MatchSettings settings = new MatchSettings(first, second, control, count, openings, concurrency, margin, moveTimeout,
                2_000, 30_000, maxPlies, adjudicateCp, adjudicateMoves, test, pgnFile, event);
        out.println("match: A = " + first.describe());
        out.println("       B = " + second.describe());
        out.println("limit: " + describe(settings, first) + (first.timeControl() != null || second.timeControl() != null
                ? " (A), " + describe(settings, second) + " (B)" : "") + "; margin " + margin + " ms");
        String source = openingOptions.describe();
        out.println(count + " games from " + openings.size() + " openings (" + source + "), each with both colours; "
                + (pgnFile != null ? "PGN " + pgnFile : "no PGN") + (test != null ? "; SPRT " + test : ""));
        out.flush();
        BufferedWriter logFile = uciLog != null ? Files.newBufferedWriter(uciLog, StandardCharsets.UTF_8) : null;
        Consumer<String> log = logFile == null ? null : line -> {
            synchronized (logFile) {
                try {
                    logFile.write(String.format(Locale.ROOT, "%.3f ", System.nanoTime() / 1e9) + line);
                    logFile.newLine();
                    logFile.flush();
                } catch (IOException e) {
                    // a debugging aid: the match goes on without it
                }
            }
        };
        Printer printer = new Printer(out, count, test);
        Match.Result result;
        try {
            result = new Match(settings, printer, log).run();
        } catch (EngineException e) {
            spec.commandLine().getErr().println("error: " + e.getMessage());
            return 1;
        } finally {
            if (logFile != null) {
                logFile.close();
            }
        }
        printer.summary(result);
        return 0;
    }

    private static String describe(MatchSettings settings, EngineSpec engine) {
        return settings.controlOf(engine).describe();
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

    /** The live lines and the final table. */
    static final class Printer implements MatchListener {
        private final PrintWriter out;
        private final int games;
        private final Sprt sprt;
        private String first;
        private String second;
        private final Map<Termination, Integer> endings = new EnumMap<>(Termination.class);

        Printer(PrintWriter out, int games, Sprt sprt) {
            this.out = out;
            this.games = games;
            this.sprt = sprt;
        }

        @Override
        public void started(String a, String b) {
            first = a;
            second = b;
            synchronized (out) {
                out.println("A: " + a + "   B: " + b);
                out.flush();
            }
        }

        @Override
        public void gameEnded(GameRecord game, MatchScore score, double llr) {
            endings.merge(game.termination(), 1, Integer::sum);
            synchronized (out) {
                out.printf(Locale.ROOT, "game %d/%d  %s - %s  %s  %s  %d plies  %s%n", game.round(), games, game.red(),
                        game.black(), game.result(), game.reason(), game.moves().length, game.opening().name());
                out.println("  " + standing(score) + (Double.isNaN(llr) ? "" : String.format(Locale.ROOT, "  LLR %.2f [%.2f, %.2f]",
                        llr, sprt.lowerBound(), sprt.upperBound())));
                out.flush();
            }
        }

        @Override
        public void note(String text) {
            synchronized (out) {
                out.println("note: " + text);
                out.flush();
            }
        }

        String standing(MatchScore s) {
            return String.format(Locale.ROOT, "%s: +%d =%d -%d  %.1f%%  Elo %s ± %s (%s)  LOS %.1f%%", first, s.wins(), s.draws(),
                    s.losses(), 100 * s.score(), elo(s.elo()), error(s), errorModel(s), 100 * s.los());
        }

        private static String errorModel(MatchScore s) {
            return s.pairCount() >= 2 ? "95%, pentanomial, " + s.pairCount() + " pairs" : "95%, trinomial";
        }

        private static String error(MatchScore s) {
            return number(s.pairCount() >= 2 ? s.pentanomialEloError() : s.trinomialEloError());
        }

        /** An error: "n/a" when unknown, "inf" when the interval reaches a score of 0 or 1. */
        static String number(double e) {
            return Double.isNaN(e) ? "n/a" : Double.isInfinite(e) ? "inf" : String.format(Locale.ROOT, "%.1f", e);
        }

        /** "[-inf, -440.1]": open where the score's interval reaches 0 or 1; "n/a" when unknown. */
        static String interval(double[] bounds) {
            if (Double.isNaN(bounds[0]) || Double.isNaN(bounds[1])) {
                return "n/a";
            }
            return "[" + elo(bounds[0]) + ", " + elo(bounds[1]) + "]";
        }

        static String elo(double elo) {
            if (Double.isNaN(elo)) {
                return "n/a";
            }
            if (Double.isInfinite(elo)) {
                return elo > 0 ? "+inf" : "-inf";
            }
            return String.format(Locale.ROOT, "%+.1f", elo);
        }

        void summary(Match.Result result) {
            MatchScore s = result.score();
            synchronized (out) {
                out.println();
                out.printf(Locale.ROOT, "Result of %s vs %s: +%d =%d -%d in %d games, score %.1f%%%n", result.first(),
                        result.second(), s.wins(), s.draws(), s.losses(), s.games(), 100 * s.score());
                String tri = number(s.trinomialEloError());
                String penta = number(s.pentanomialEloError());
                out.printf(Locale.ROOT, "Elo %s ± %s (95%%, pentanomial over %d opening pairs); ± %s (95%%, trinomial over games)%n",
                        elo(s.elo()), penta, s.pairCount(), tri);
                out.printf(Locale.ROOT, "Elo 95%% interval %s (pentanomial), %s (trinomial)%n",
                        interval(s.pentanomialEloInterval()), interval(s.trinomialEloInterval()));
                out.printf(Locale.ROOT, "LOS %.1f%%%n", 100 * s.los());
                StringBuilder ends = new StringBuilder("Endings:");
                for (Map.Entry<Termination, Integer> e : endings.entrySet()) {
                    ends.append(' ').append(e.getKey().text()).append(' ').append(e.getValue()).append(',');
                }
                ends.setLength(ends.length() - 1);
                out.println(ends);
                if (sprt != null) {
                    out.printf(Locale.ROOT, "SPRT %s: LLR %.2f, bounds [%.2f, %.2f]: %s%n", sprt, result.llr(), sprt.lowerBound(),
                            sprt.upperBound(), result.decision() == Sprt.Decision.ACCEPT_H1 ? "H1 accepted"
                                    : result.decision() == Sprt.Decision.ACCEPT_H0 ? "H0 accepted" : "undecided");
                }
                out.flush();
            }
        }
    }
}
