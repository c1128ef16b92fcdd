package org.gametree.xiangqi.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;

import org.gametree.core.io.JsonWriter;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.endgame.BuildProgress;
import org.gametree.xiangqi.endgame.ConversionSuite;
import org.gametree.xiangqi.endgame.EndgameFileException;
import org.gametree.xiangqi.endgame.EndgameProbe;
import org.gametree.xiangqi.endgame.EndgameStatistics;
import org.gametree.xiangqi.endgame.EndgameTable;
import org.gametree.xiangqi.endgame.EndgameTablebases;
import org.gametree.xiangqi.endgame.EndgameVerifier;
import org.gametree.xiangqi.endgame.MaterialSet;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code endgame list|build|verify|stats|probe}: the endgame databases (see docs/endgame.md).
 * Tables live in the cache directory ({@code --dir}, else the system property
 * {@value EndgameTablebases#DIRECTORY_PROPERTY}, else {@code ${XDG_CACHE_HOME:-~/.cache}/gametree/endgame});
 * a table that is missing is built on demand, the smaller sets first. Exit status 2 for a set
 * or FEN with no database (the message lists the sets that exist), 1 when verification fails or
 * a file is corrupt.
 */
@Command(name = "endgame", mixinStandardHelpOptions = true,
        description = "Xiangqi endgame databases: list, build, verify, statistics, probe, and whether best converts won endings.",
        subcommands = {EndgameCommand.ListSets.class, EndgameCommand.Build.class, EndgameCommand.Verify.class,
                EndgameCommand.Stats.class, EndgameCommand.Probe.class, EndgameCommand.Convert.class})
final class EndgameCommand implements Runnable {

    /** Exit status when a table is wrong: verification failed, or a file is corrupt. */
    static final int BAD_TABLE = 1;

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** The options every subcommand shares. */
    static final class Common {
        @Option(names = "--dir", paramLabel = "DIR", description = "Cache directory of the tables (default: the user's cache directory).")
        Path dir;

        @Option(names = "--threads", paramLabel = "N", defaultValue = "1", description = "Threads for building and verifying (default 1).")
        int threads;

        @Option(names = "--progress", description = "Report build progress on standard error.")
        boolean progress;

        EndgameTablebases bases(CommandLine commandLine) {
            if (threads < 1 || threads > 256) {
                throw new CommandLine.ParameterException(commandLine, "--threads must be between 1 and 256, got " + threads);
            }
            return new EndgameTablebases(dir != null ? dir : EndgameTablebases.defaultDirectory());
        }

        BuildProgress progress(PrintWriter err) {
            if (!progress) {
                return BuildProgress.NONE;
            }
            long[] lastPercent = {-1};
            return (set, phase, done, total) -> {
                long percent = total == 0 ? 100 : done * 100 / total;
                synchronized (lastPercent) {
                    if (percent / 10 != lastPercent[0] / 10 || done == total) {
                        lastPercent[0] = percent;
                        err.println(set + " " + phase + " " + percent + "%");
                    }
                }
            };
        }
    }

    static MaterialSet parseSet(String name) {
        MaterialSet set = MaterialSet.parse(name);
        if (set.isTriviallyDrawn()) {
            throw new IllegalArgumentException(set.name() + " is drawn without a table (no side has a rook, horse, cannon or pawn)");
        }
        if (!EndgameTablebases.isSupported(set)) {
            throw new IllegalArgumentException("no endgame database for " + set.name()
                    + "; sets that exist: " + String.join(" ", EndgameTablebases.SUPPORTED));
        }
        return set;
    }

    /** Set names, 'all' standing for every supported set. */
    static List<MaterialSet> parseSets(List<String> names) {
        List<MaterialSet> wanted = new ArrayList<>();
        for (String name : names) {
            if (name.equalsIgnoreCase("all")) {
                for (String s : EndgameTablebases.SUPPORTED) {
                    wanted.add(MaterialSet.parse(s));
                }
            } else {
                wanted.add(parseSet(name));
            }
        }
        return wanted;
    }

    /** Runs {@code body}; a corrupt file is reported in one line with {@link #BAD_TABLE}. */
    static int guarded(PrintWriter err, IoBody body) {
        try {
            return body.run();
        } catch (EndgameFileException e) {
            err.println("error: " + e.getMessage());
            return BAD_TABLE;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @FunctionalInterface
    interface IoBody {
        int run() throws IOException;
    }

    // ------------------------------------------------------------------ list

    @Command(name = "list", mixinStandardHelpOptions = true, description = "The sets that have databases, and which are built.")
    static final class ListSets implements Callable<Integer> {
        @CommandLine.Spec
        private CommandLine.Model.CommandSpec spec;

        @Mixin
        private Common common = new Common();

        @Option(names = "--json", description = "Print one JSON object.")
        private boolean json;

        @Override
        public Integer call() {
            EndgameTablebases bases = common.bases(spec.commandLine());
            PrintWriter out = spec.commandLine().getOut();
            JsonWriter writer = new JsonWriter().beginObject().field("dir", bases.directory().toString()).beginArray("sets");
            for (String name : EndgameTablebases.SUPPORTED) {
                MaterialSet set = MaterialSet.parse(name);
                boolean built = Files.exists(bases.fileOf(set));
                boolean catalog = MaterialSet.CATALOG.contains(name);
                if (json) {
                    writer.beginObject().field("set", name).field("pieces", set.pieceCount())
                            .field("catalog", catalog).field("built", built).endObject();
                } else {
                    out.println(String.format("%-8s %s%s", name, built ? "built" : "not built", catalog ? "" : "  (needed by a larger set)"));
                }
            }
            if (json) {
                out.println(writer.endArray().endObject());
            } else {
                out.println("directory " + bases.directory());
            }
            return 0;
        }
    }

    // ------------------------------------------------------------------ build

    @Command(name = "build", mixinStandardHelpOptions = true,
            description = "Build the databases of the sets (and the smaller sets they need) unless present.")
    static final class Build implements Callable<Integer> {
        @CommandLine.Spec
        private CommandLine.Model.CommandSpec spec;

        @Mixin
        private Common common = new Common();

        @Parameters(arity = "1..*", paramLabel = "SET", description = "Material sets, e.g. KRK KHKA KRKAAEE, or 'all'.")
        private List<String> sets;

        @Option(names = "--force", description = "Rebuild the named sets even if their files exist.")
        private boolean force;

        @Override
        public Integer call() {
            EndgameTablebases bases = common.bases(spec.commandLine());
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            List<MaterialSet> wanted = parseSets(sets);
            return guarded(err, () -> {
                BuildProgress shown = common.progress(err);
                for (MaterialSet set : wanted) {
                    boolean present = Files.exists(bases.fileOf(set));
                    long start = System.nanoTime();
                    Set<String> touched = new LinkedHashSet<>();
                    BuildProgress progress = (s, phase, done, total) -> {
                        synchronized (touched) {
                            touched.add(s);
                        }
                        shown.update(s, phase, done, total);
                    };
                    EndgameTable table = force ? bases.rebuild(set, common.threads, progress)
                            : bases.table(set, common.threads, progress);
                    long millis = (System.nanoTime() - start) / 1_000_000;
                    touched.remove(set.name());
                    String also = touched.isEmpty() ? "" : " (built first: " + String.join(" ", touched) + ")";
                    out.println(set.name() + ": " + (present && !force ? "present" : "built in " + millis + " ms" + also)
                            + ", " + 2 * table.size() + " indices, " + table.bitsPerEntry() + " bits each, "
                            + bases.fileOf(set));
                }
                return 0;
            });
        }
    }

    // ------------------------------------------------------------------ convert

    @Command(name = "convert", mixinStandardHelpOptions = true,
            description = {"Play won endings out: best at a fixed number of nodes a move, without and with the databases, "
                    + "against the databases' perfect defence; a line per position and the number converted each way.",
                    "Example: endgame convert KHKA KRKAAEE --positions 15 --min-distance 21 --nodes 20000"})
    static final class Convert implements Callable<Integer> {
        @CommandLine.Spec
        private CommandLine.Model.CommandSpec spec;

        @Mixin
        private Common common = new Common();

        @Parameters(arity = "0..*", paramLabel = "SET", description = "Material sets whose won positions are drawn at random.")
        private List<String> sets = new ArrayList<>();

        @Option(names = "--fens", paramLabel = "FILE",
                description = "Play the positions of a file instead (a FEN per line; # starts a comment), e.g. bench/endgame-conversion.txt.")
        private Path fens;

        @Option(names = "--positions", paramLabel = "N", defaultValue = "15", description = "Positions per set (default 15).")
        private int positions;

        @Option(names = "--min-distance", paramLabel = "PLIES", defaultValue = "15",
                description = "Only wins at least this many plies from mate (default 15).")
        private int minDistance;

        @Option(names = "--nodes", paramLabel = "N", defaultValue = "20000", description = "Nodes a move for best (default 20000).")
        private long nodes;

        @Option(names = "--eval", paramLabel = "NAME", defaultValue = "rich", description = "best's evaluation (default rich).")
        private String evaluation;

        @Option(names = "--seed", paramLabel = "N", defaultValue = "1", description = "Seed of the positions drawn (default 1).")
        private long seed;

        @Override
        public Integer call() {
            if (positions < 1 || minDistance < 1 || nodes < 1) {
                throw new CommandLine.ParameterException(spec.commandLine(),
                        "--positions, --min-distance and --nodes must be at least 1");
            }
            if (sets.isEmpty() == (fens == null)) {
                throw new CommandLine.ParameterException(spec.commandLine(), "name material sets or give --fens FILE (one of the two)");
            }
            EndgameTablebases bases = common.bases(spec.commandLine());
            PrintWriter out = spec.commandLine().getOut();
            List<MaterialSet> wanted = new ArrayList<>();
            for (String name : sets) {
                wanted.add(parseSet(name));
            }
            ConversionSuite suite = new ConversionSuite(bases, nodes, evaluation);
            return guarded(spec.commandLine().getErr(), () -> {
                int total = 0;
                int before = 0;
                int after = 0;
                List<String> games = new ArrayList<>();
                for (MaterialSet set : wanted) {
                    games.addAll(suite.sample(set, positions, minDistance, seed));
                }
                if (fens != null) {
                    games.addAll(suiteFile(fens));
                }
                for (String fen : games) {
                    MaterialSet set = EndgameTablebases.setOf(Fen.parse(fen));
                    ConversionSuite.Game without = suite.play(fen, false);
                    ConversionSuite.Game with = suite.play(fen, true);
                    total++;
                    before += without.converted() ? 1 : 0;
                    after += with.converted() ? 1 : 0;
                    out.printf(java.util.Locale.ROOT, "%-9s %-40s win in %3d  without: %-17s with: %s%n", set.name(), fen,
                            without.distance(), outcome(without), outcome(with));
                    out.flush();
                }
                out.printf(java.util.Locale.ROOT, "converted without the databases %d of %d, with them %d of %d (%d nodes a move, %s)%n",
                        before, total, after, total, nodes, evaluation);
                return 0;
            });
        }

        /** The FENs of a suite file: one a line, blank lines and # comments skipped; a bad FEN names its line. */
        private List<String> suiteFile(Path file) throws IOException {
            List<String> out = new ArrayList<>();
            int number = 0;
            for (String line : Files.readAllLines(file)) {
                number++;
                String text = line.strip();
                if (text.isEmpty() || text.startsWith("#")) {
                    continue;
                }
                try {
                    MaterialSet set = EndgameTablebases.setOf(Fen.parse(text));
                    if (!EndgameTablebases.isSupported(set)) {
                        throw new IllegalArgumentException("no endgame database for " + set.name());
                    }
                } catch (IllegalArgumentException e) {
                    throw new CommandLine.ParameterException(spec.commandLine(), file + " line " + number + ": " + e.getMessage());
                }
                out.add(text);
            }
            return out;
        }

        private static String outcome(ConversionSuite.Game game) {
            return game.converted() ? "mate in " + game.plies() : game.end() + " after " + game.plies();
        }
    }

    // ------------------------------------------------------------------ verify

    @Command(name = "verify", mixinStandardHelpOptions = true,
            description = "Check every position of each set against the best of its successors.")
    static final class Verify implements Callable<Integer> {
        @CommandLine.Spec
        private CommandLine.Model.CommandSpec spec;

        @Mixin
        private Common common = new Common();

        @Parameters(arity = "1..*", paramLabel = "SET", description = "Material sets, or 'all'.")
        private List<String> sets;

        @Override
        public Integer call() {
            EndgameTablebases bases = common.bases(spec.commandLine());
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            List<MaterialSet> wanted = parseSets(sets);
            return guarded(err, () -> {
                int status = 0;
                for (MaterialSet set : wanted) {
                    EndgameTable table = bases.table(set, common.threads, common.progress(err));
                    EndgameVerifier.Result result = EndgameVerifier.verify(bases, table, common.threads);
                    out.println(set.name() + ": " + result.checked() + " indices checked, " + result.errors() + " errors"
                            + (result.ok() ? "" : "; first: " + result.firstError()));
                    if (!result.ok()) {
                        status = BAD_TABLE;
                    }
                }
                return status;
            });
        }
    }

    // ------------------------------------------------------------------ stats

    @Command(name = "stats", mixinStandardHelpOptions = true,
            description = "Positions, wins, draws, losses and the longest win of a set.")
    static final class Stats implements Callable<Integer> {
        @CommandLine.Spec
        private CommandLine.Model.CommandSpec spec;

        @Mixin
        private Common common = new Common();

        @Parameters(index = "0", paramLabel = "SET", description = "A material set, e.g. KRKH.")
        private String setName;

        @Option(names = "--json", description = "Print one JSON object.")
        private boolean json;

        @Override
        public Integer call() {
            MaterialSet set = parseSet(setName);
            EndgameTablebases bases = common.bases(spec.commandLine());
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            return guarded(err, () -> {
                EndgameTable table = bases.table(set, common.threads, common.progress(err));
                EndgameStatistics s = EndgameStatistics.of(table);
                if (json) {
                    JsonWriter w = new JsonWriter().beginObject()
                            .field("set", s.set())
                            .field("positions", s.totalPositions())
                            .field("wins", s.wins()[0] + s.wins()[1])
                            .field("draws", s.draws()[0] + s.draws()[1])
                            .field("losses", s.losses()[0] + s.losses()[1]);
                    String[] names = {"strongToMove", "weakToMove"};
                    for (int stm = 0; stm < 2; stm++) {
                        w.beginObject(names[stm]).field("positions", s.positions()[stm]).field("wins", s.wins()[stm])
                                .field("draws", s.draws()[stm]).field("losses", s.losses()[stm]).endObject();
                    }
                    w.field("longestWin", s.longestWin());
                    if (s.longestWinFen() != null) {
                        w.field("longestWinFen", s.longestWinFen());
                    }
                    out.println(w.field("indices", 2 * s.indices())
                            .field("indicesWithoutMirror", s.withoutMirror())
                            .field("naiveIndices", s.naive())
                            .field("bitsPerEntry", table.bitsPerEntry())
                            .field("dataBytes", table.dataBytes())
                            .endObject());
                } else {
                    out.println(s.set() + ": " + s.totalPositions() + " positions (" + 2 * s.indices() + " indices; "
                            + s.withoutMirror() + " without the mirror; naive " + s.naive() + ")");
                    String[] names = {"stronger side to move", "weaker side to move"};
                    for (int stm = 0; stm < 2; stm++) {
                        out.println(String.format("  %-22s %10d positions: %10d wins, %10d draws, %10d losses",
                                names[stm], s.positions()[stm], s.wins()[stm], s.draws()[stm], s.losses()[stm]));
                    }
                    out.println("  longest win " + s.longestWin() + " plies" + (s.longestWinFen() == null ? "" : ": " + s.longestWinFen()));
                }
                return 0;
            });
        }
    }

    // ------------------------------------------------------------------ probe

    @Command(name = "probe", mixinStandardHelpOptions = true,
            description = "Value and distance of a position and of each legal move, best first.")
    static final class Probe implements Callable<Integer> {
        @CommandLine.Spec
        private CommandLine.Model.CommandSpec spec;

        @Mixin
        private Common common = new Common();

        @Option(names = "--fen", required = true, paramLabel = "FEN", description = "The position.")
        private String fen;

        @Option(names = "--json", description = "Print one JSON object.")
        private boolean json;

        @Override
        public Integer call() {
            Position position = Fen.parse(fen);
            MaterialSet set = EndgameTablebases.setOf(position);
            if (!set.isTriviallyDrawn() && !EndgameTablebases.isSupported(set)) {
                throw new IllegalArgumentException("no endgame database for the material " + set.name()
                        + " of this FEN; sets that exist: " + String.join(" ", EndgameTablebases.SUPPORTED));
            }
            EndgameTablebases bases = common.bases(spec.commandLine());
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            return guarded(err, () -> {
                EndgameProbe probe = bases.probe(position, common.threads, common.progress(err));
                if (json) {
                    JsonWriter w = new JsonWriter().beginObject()
                            .field("set", probe.set())
                            .field("value", probe.outcome().label())
                            .field("distance", probe.distance())
                            .beginArray("moves");
                    for (EndgameProbe.MoveResult m : probe.moves()) {
                        w.beginObject().field("move", Move.toCoordinate(m.move())).field("value", m.outcome().label())
                                .field("distance", m.distance()).endObject();
                    }
                    out.println(w.endArray().endObject());
                } else {
                    out.println(probe.set() + ": " + probe.outcome().label()
                            + (probe.outcome().name().equals("DRAW") ? "" : " in " + probe.distance() + " plies"));
                    for (EndgameProbe.MoveResult m : probe.moves()) {
                        out.println("  " + Move.toCoordinate(m.move()) + "  " + m.outcome().label()
                                + (m.outcome().name().equals("DRAW") ? "" : " " + m.distance()));
                    }
                }
                return 0;
            });
        }
    }
}
