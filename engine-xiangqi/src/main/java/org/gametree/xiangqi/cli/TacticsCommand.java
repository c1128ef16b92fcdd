package org.gametree.xiangqi.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

import org.gametree.core.io.JsonWriter;
import org.gametree.core.search.Presets;
import org.gametree.core.search.Score;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;
import org.gametree.core.search.TableMemory;
import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.eval.XiangqiEvaluation;
import org.gametree.xiangqi.search.XiangqiSearchPosition;
import org.gametree.xiangqi.tactics.TacticsSuite;
import org.gametree.xiangqi.tactics.TacticsSuite.Kind;
import org.gametree.xiangqi.tactics.TacticsSuite.Problem;
import org.gametree.xiangqi.tactics.UciClient;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code tactics}: runs an engine through the tactics suite ({@code testdata/xiangqi-tactics.tsv},
 * see {@link TacticsSuite}) and reports, for each problem, whether the move it plays is one of the
 * accepted moves, then "solved X / N" per mate length, per kind and in total. The engine is ours
 * ({@code --algorithm}, {@code --eval}) or any UCI engine ({@code --engine CMD}). Each problem is
 * searched from an empty hash table, so the result does not depend on the order.
 */
@Command(name = "tactics", mixinStandardHelpOptions = true,
        description = "Run an engine (ours or a UCI engine) through the tactics suite and report the score.")
final class TacticsCommand implements Callable<Integer> {

    static final String DEFAULT_SUITE = "testdata/xiangqi-tactics.tsv";
    private static final long DEFAULT_MOVETIME = 1000;

    /** What the engine answered for one problem. */
    private record Outcome(Problem problem, String move, long millis, int depth, String score) {

        boolean solved() {
            return problem.accepts(move);
        }
    }

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Option(names = "--suite", paramLabel = "FILE",
            description = "The suite (default: " + DEFAULT_SUITE + ", looked for from the working directory upwards).")
    private Path suite;

    @Option(names = "--filter", paramLabel = "KIND", description = "Only 'mate' or only 'material' problems.")
    private String filter;

    @Option(names = "--limit", paramLabel = "N", defaultValue = "0", description = "Only the first N problems (0: all).")
    private int limit;

    @Option(names = "--algorithm", paramLabel = "NAME", defaultValue = "best",
            description = "Our engine: an algorithm or preset (default best; see search --list).")
    private String algorithm;

    @Option(names = "--eval", paramLabel = "NAME", defaultValue = XiangqiEvaluation.FOR_PLAY,
            description = "Our engine's evaluation: rich (default, the one it plays with), pst or book.")
    private String evaluation;

    @Option(names = "--movetime", paramLabel = "MS",
            description = "Time per problem in ms (default " + DEFAULT_MOVETIME + " unless --depth or --nodes is given).")
    private Long movetime;

    @Option(names = "--depth", paramLabel = "D", description = "Search to this depth (plies).")
    private Integer depth;

    @Option(names = "--nodes", paramLabel = "N", description = "Node budget per problem.")
    private Long nodes;

    @Option(names = "--hash", paramLabel = "MB", defaultValue = "64", description = "Hash table in MiB (default 64; also sent to a UCI engine).")
    private int hash;

    @Option(names = "--engine", paramLabel = "CMD",
            description = "A UCI engine to run instead of ours: its command line, e.g. /usr/games/fairy-stockfish.")
    private String engine;

    @Option(names = "--engine-ranks", paramLabel = "auto|0|1", defaultValue = "auto",
            description = "How the UCI engine numbers ranks: 1 (1-10, Fairy-Stockfish), 0 (0-9, Pikafish), auto (by its name).")
    private String engineRanks;

    @Option(names = "--engine-option", paramLabel = "NAME=VALUE",
            description = "A setoption for the UCI engine (repeatable), e.g. Threads=1.")
    private List<String> engineOptions = new ArrayList<>();

    @Option(names = "--json", description = "Print one JSON object.")
    private boolean json;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        validate();
        Kind only = null;
        if (filter != null) {
            only = Kind.parse(filter);
            if (only == null) {
                throw bad("--filter must be 'mate' or 'material', got '" + filter + "'");
            }
        }
        Path file = suite != null ? suite : findSuite();
        List<Problem> problems = new ArrayList<>();
        for (Problem problem : TacticsSuite.read(file)) {
            if ((only == null || problem.kind() == only) && (limit == 0 || problems.size() < limit)) {
                problems.add(problem);
            }
        }
        long time = movetime != null ? movetime : depth == null && nodes == null ? DEFAULT_MOVETIME : 0;
        List<Outcome> outcomes = new ArrayList<>();
        String engineName;
        if (engine != null) {
            engineName = runExternal(problems, time, outcomes, out);
            if (engineName == null) {
                return 1;
            }
        } else {
            engineName = runOurs(problems, time, outcomes, out);
        }
        String limits = limitsText(time);
        if (json) {
            out.println(json(file, engineName, limits, outcomes));
        } else {
            printTotals(out, outcomes);
        }
        return 0;
    }

    private void validate() {
        if (movetime != null && movetime < 1) {
            throw bad("--movetime must be at least 1 ms, got " + movetime);
        }
        if (depth != null && (depth < 1 || depth > SearchLimits.MAX_DEPTH)) {
            throw bad("--depth must be between 1 and " + SearchLimits.MAX_DEPTH + ", got " + depth);
        }
        if (nodes != null && nodes < 1) {
            throw bad("--nodes must be at least 1, got " + nodes);
        }
        if (limit < 0) {
            throw bad("--limit must not be negative, got " + limit);
        }
        if (engine == null) {
            String memory = hash < 1 ? "must be at least 1" : TableMemory.problem(hash);
            if (memory != null) {
                throw bad("--hash " + hash + ": " + memory);
            }
        } else if (hash < 1) {
            throw bad("--hash must be at least 1, got " + hash);
        }
        if (!List.of("auto", "0", "1").contains(engineRanks)) {
            throw bad("--engine-ranks must be auto, 0 or 1, got '" + engineRanks + "'");
        }
        for (String option : engineOptions) {
            int eq = option.indexOf('=');
            if (eq <= 0) {
                throw bad("--engine-option must look like NAME=VALUE, got '" + option + "'");
            }
        }
        if (engine != null && engine.isBlank()) {
            throw bad("--engine needs a command");
        }
    }

    private CommandLine.ParameterException bad(String message) {
        return new CommandLine.ParameterException(spec.commandLine(), message);
    }

    /** testdata/xiangqi-tactics.tsv in the working directory or the nearest parent that has it. */
    private Path findSuite() {
        Path start = Path.of(System.getProperty("user.dir")).toAbsolutePath();
        for (Path dir = start; dir != null; dir = dir.getParent()) {
            Path candidate = dir.resolve(DEFAULT_SUITE);
            if (Files.isRegularFile(candidate)) {
                return candidate;
            }
        }
        throw bad("no --suite given and " + DEFAULT_SUITE + " is not under " + start + " or a parent; pass --suite FILE");
    }

    private String limitsText(long time) {
        List<String> parts = new ArrayList<>();
        if (time > 0) {
            parts.add("movetime " + time + " ms");
        }
        if (depth != null) {
            parts.add("depth " + depth);
        }
        if (nodes != null) {
            parts.add("nodes " + nodes);
        }
        return String.join(", ", parts);
    }

    private String runOurs(List<Problem> problems, long time, List<Outcome> outcomes, PrintWriter out) {
        XiangqiEvaluation.byName(evaluation); // an unknown name fails before any search
        Searcher searcher = Presets.searcherFor(algorithm, hash);
        String name = algorithm + " (" + evaluation + ")";
        SearchLimits limits = SearchLimits.depth(depth != null ? depth : SearchLimits.MAX_DEPTH)
                .withMillis(time).withNodes(nodes != null ? nodes : 0);
        header(out, name, problems.size(), time);
        for (Problem problem : problems) {
            searcher.clearTable();
            long start = System.nanoTime();
            SearchResult result = searcher.search(
                    new XiangqiSearchPosition(problem.position(), XiangqiEvaluation.byName(evaluation)), limits);
            long millis = (System.nanoTime() - start) / 1_000_000;
            String move = result.bestMove() == 0 ? null : Move.toCoordinate(result.bestMove());
            record(out, new Outcome(problem, move, millis, result.depth(), scoreText(result.value())), outcomes);
        }
        return name;
    }

    /** Our value as UCI prints it: "cp 35", "mate 3", "mate -2". */
    private static String scoreText(int value) {
        return Score.isMate(value) ? Score.describe(value) : "cp " + value;
    }

    /**
     * Runs a UCI engine; returns its name, or null after reporting on standard error an engine
     * that stopped answering (one that does not start or speak UCI is a bad {@code --engine}).
     */
    private String runExternal(List<Problem> problems, long time, List<Outcome> outcomes, PrintWriter out) {
        UciClient.Ranks ranks = engineRanks.equals("0") ? UciClient.Ranks.ZERO
                : engineRanks.equals("1") ? UciClient.Ranks.ONE : UciClient.Ranks.AUTO;
        List<String> command = List.of(engine.trim().split("\\s+"));
        StringBuilder go = new StringBuilder();
        if (time > 0) {
            go.append(" movetime ").append(time);
        }
        if (depth != null) {
            go.append(" depth ").append(depth);
        }
        if (nodes != null) {
            go.append(" nodes ").append(nodes);
        }
        // a movetime search that overruns by more than the time itself (at least 5 s) is stopped
        long deadline = time > 0 ? 2 * time + 5000 : 0;
        PrintWriter err = spec.commandLine().getErr();
        UciClient started;
        try {
            started = UciClient.start(command, ranks);
        } catch (IOException e) {
            throw bad("--engine: " + e.getMessage());
        }
        try (UciClient client = started) {
            if (client.hasOption("Hash")) {
                client.setOption("Hash", Integer.toString(hash));
            }
            for (String option : engineOptions) {
                int eq = option.indexOf('=');
                client.setOption(option.substring(0, eq), option.substring(eq + 1));
            }
            String name = client.name().isEmpty() ? engine : client.name();
            header(out, name, problems.size(), time);
            for (Problem problem : problems) {
                client.newGame();
                UciClient.Answer answer = client.search(problem.fen(), List.of(), go.toString().trim(), deadline);
                UciClient.Line line = answer.lines().isEmpty() ? null : answer.lines().get(0);
                record(out, new Outcome(problem, answer.bestMove(), answer.millis(), line == null ? 0 : line.depth(),
                        line == null ? "-" : line.scoreText()), outcomes);
            }
            return name;
        } catch (IOException e) {
            out.flush();
            err.println("error: " + e.getMessage());
            return null;
        }
    }

    private void header(PrintWriter out, String name, int count, long time) {
        if (!json) {
            out.printf(Locale.ROOT, "tactics: %d problems, engine %s, %s%n", count, name, limitsText(time));
        }
    }

    private void record(PrintWriter out, Outcome outcome, List<Outcome> outcomes) {
        outcomes.add(outcome);
        if (!json) {
            Problem p = outcome.problem();
            out.printf(Locale.ROOT, "%-8s %-9s %-7s %-5s %6d ms  depth %2d  %-9s accepted %s%n", p.id(), p.kindLabel(),
                    outcome.solved() ? "solved" : "FAILED", outcome.move() == null ? "-" : outcome.move(),
                    outcome.millis(), outcome.depth(), outcome.score(), String.join(",", p.accepted()));
            out.flush();
        }
    }

    /** Solved and total per group: "mate 1".."mate N", "mate", "material", "total", in that order. */
    private static Map<String, int[]> totals(List<Outcome> outcomes) {
        Map<String, int[]> totals = new LinkedHashMap<>();
        int longest = 0;
        for (Outcome o : outcomes) {
            longest = Math.max(longest, o.problem().mateIn());
        }
        for (int n = 1; n <= longest; n++) {
            totals.put("mate " + n, new int[2]);
        }
        totals.put("mate", new int[2]);
        totals.put("material", new int[2]);
        totals.put("total", new int[2]);
        for (Outcome o : outcomes) {
            Problem p = o.problem();
            int solved = o.solved() ? 1 : 0;
            for (String group : p.kind() == Kind.MATE ? List.of("mate " + p.mateIn(), "mate", "total")
                    : List.of("material", "total")) {
                int[] t = totals.get(group);
                t[0] += solved;
                t[1]++;
            }
        }
        for (int n = 1; n <= longest; n++) {
            if (totals.get("mate " + n)[1] == 0) {
                totals.remove("mate " + n); // a length the suite (or the filter) does not have
            }
        }
        return totals;
    }

    private static void printTotals(PrintWriter out, List<Outcome> outcomes) {
        out.println();
        for (Map.Entry<String, int[]> e : totals(outcomes).entrySet()) {
            int[] t = e.getValue();
            if (t[1] == 0 && !e.getKey().equals("total")) {
                continue; // a kind the filter left out
            }
            out.printf(Locale.ROOT, "%-9s solved %d / %d (%.1f%%)%n", e.getKey() + ":", t[0], t[1],
                    t[1] == 0 ? 0.0 : 100.0 * t[0] / t[1]);
        }
    }

    private static String json(Path file, String engineName, String limits, List<Outcome> outcomes) {
        JsonWriter json = new JsonWriter().beginObject()
                .field("suite", file.toString())
                .field("engine", engineName)
                .field("limits", limits)
                .beginArray("problems");
        for (Outcome o : outcomes) {
            Problem p = o.problem();
            json.beginObject()
                    .field("id", p.id())
                    .field("kind", p.kind().label())
                    .field("mateIn", p.mateIn())
                    .field("solved", o.solved());
            if (o.move() == null) {
                json.field("move", "");
            } else {
                json.field("move", o.move());
            }
            json.beginArray("accepted");
            for (String move : p.accepted()) {
                json.value(move);
            }
            json.endArray()
                    .field("millis", o.millis())
                    .field("depth", o.depth())
                    .field("score", o.score())
                    .endObject();
        }
        json.endArray().beginObject("totals");
        for (Map.Entry<String, int[]> e : totals(outcomes).entrySet()) {
            json.beginObject(e.getKey()).field("solved", e.getValue()[0]).field("total", e.getValue()[1]).endObject();
        }
        return json.endObject().endObject().toString();
    }
}
