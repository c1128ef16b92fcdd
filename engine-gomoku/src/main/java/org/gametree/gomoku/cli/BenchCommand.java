package org.gametree.gomoku.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.Supplier;

import org.gametree.core.search.TableMemory;
import org.gametree.core.report.Bench;
import org.gametree.core.search.Presets;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchPosition;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.eval.GomokuEvaluation;
import org.gametree.gomoku.notation.Notation;
import org.gametree.gomoku.search.GomokuSearchPosition;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code bench}: fixed positions (openings and middle games, several from
 * {@code testdata/gomoku-puzzles.tsv}), a fixed depth and table size, one thread, a fresh
 * searcher per position, candidate moves. Prints each search, the speed, the make/unmake rate
 * of the search position (with the position's line-pattern update and the evaluation's own) and a last line
 * {@code Bench: <total nodes>} — the signature that changes only when search behaviour changes.
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Search fixed positions at a fixed depth; the last line is the node-count signature.")
final class BenchCommand implements Callable<Integer> {

    /** The bench positions: rule id (Gomocup) and moves from the empty board. */
    static final List<String> POSITIONS = List.of(
            "0 -",
            "0 h8",
            "0 h8,i9,i8",
            "0 g5,k8,e9,j11,f6,j9",
            "1 i11,k11,h9,k10,h10,l10",
            "4 f5,e8,i9,f11,i6,f8,e6",
            "0 j4,g9,i10,g4,l6,g6,l4,h7",
            "0 f11,k5,g8,f6,f9,h6,f8,f12,e8,h8,e10,h7",
            "0 j10,j7,g8,h7,i7,h8,h6,j8,i10,h9,h10",
            "1 f9,f6,h6,f5,g7,g5,i5,f8,h4,g4,g3,f2,f4,h3,e6,h7,e2,e5,d5,j6,e8,i8");

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Option(names = "--depth", paramLabel = "D", defaultValue = "4", description = "Depth in plies (default 4).")
    private int depth;

    @Option(names = "--algorithm", paramLabel = "NAME", defaultValue = "classic", description = "Algorithm or preset (default classic).")
    private String algorithm;

    @Option(names = "--tt-mb", paramLabel = "N", defaultValue = "16", description = "Table size in MiB (default 16).")
    private int tableMegabytes;

    @Option(names = "--eval", paramLabel = "NAME", defaultValue = "line", description = "line (default), book, threat or pattern.")
    private String evaluation;

    @Option(names = "--threats", paramLabel = "ON|OFF", defaultValue = "on",
            description = "on (default): fours force replies and quiescence plays them; off: the book's way.")
    private String threats;

    @Option(names = "--candidate-limit", paramLabel = "N", defaultValue = "" + GomokuSearchPosition.CANDIDATE_LIMIT,
            description = "With threats on, the quiet moves searched below the root (default ${DEFAULT-VALUE}; 0: all).")
    private int candidateLimit;

    @Option(names = "--rate-ms", paramLabel = "T", defaultValue = "1000",
            description = "How long to measure the make/unmake rate, in ms (default 1000; 0: skip).")
    private long rateMillis;

    @Override
    public Integer call() {
        if (depth < 1 || depth > SearchLimits.MAX_DEPTH) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--depth must be between 1 and " + SearchLimits.MAX_DEPTH);
        }
        if (tableMegabytes < 0) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--tt-mb must not be negative, got " + tableMegabytes);
        }
        String memory = TableMemory.problem(tableMegabytes);
        if (memory != null) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--tt-mb " + tableMegabytes + ": " + memory);
        }
        Presets.searcherFor(algorithm, tableMegabytes); // reject unknown names before searching
        GomokuEvaluation.byName(evaluation);
        GomokuSearchPosition.Threats threatMode = GomokuSearchPosition.Threats.parse(threats);
        PrintWriter out = spec.commandLine().getOut();
        if (candidateLimit < 0) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--candidate-limit must not be negative, got " + candidateLimit);
        }
        Bench.Result result = run(depth, algorithm, tableMegabytes, evaluation, threatMode, candidateLimit);
        for (Bench.Entry entry : result.entries()) {
            int best = entry.result().bestMove();
            out.printf(Locale.ROOT, "%-72s %12d nodes  %6d ms  best %s  value %d%n", entry.position(),
                    entry.result().statistics().totalNodes(), entry.result().statistics().millis(),
                    best == 0 ? "(none)" : Notation.name(GomokuPosition.DEFAULT_SIZE, best), entry.result().value());
        }
        out.printf(Locale.ROOT, "%s, depth %d, %d MiB table, %s evaluation, near candidates, threats %s, candidate limit %d%n",
                algorithm, depth, tableMegabytes, evaluation, threats, candidateLimit);
        out.printf(Locale.ROOT, "Total time (ms) : %d%n", result.millis());
        out.printf(Locale.ROOT, "Nodes/second    : %d%n", result.nodesPerSecond());
        out.printf(Locale.ROOT, "First-move cutoff rate: %.4f%n", result.firstMoveCutoffRate());
        if (rateMillis > 0) {
            out.printf(Locale.ROOT, "make/unmake per second: %d%n", makeUnmakeRate(evaluation, rateMillis));
        }
        out.println("Bench: " + result.totalNodes());
        return 0;
    }

    static GomokuPosition position(String entry) {
        String[] parts = entry.split(" ");
        return Notation.play(Rule.fromGomocupId(Integer.parseInt(parts[0])), GomokuPosition.DEFAULT_SIZE,
                "-".equals(parts[1]) ? "" : parts[1]);
    }

    /**
     * Make/unmake pairs per second on the search position (evaluation updates included), over
     * the candidate moves of a middle-game bench position, for about {@code millis} ms.
     */
    static long makeUnmakeRate(String evaluation, long millis) {
        GomokuSearchPosition pos = new GomokuSearchPosition(position(POSITIONS.get(POSITIONS.size() - 2)),
                GomokuEvaluation.byName(evaluation), GomokuSearchPosition.Candidates.NEAR);
        int[] moves = new int[512];
        int n = pos.generateMoves(moves, 0);
        long count = 0;
        long start = System.nanoTime();
        long deadline = start + millis * 1_000_000L;
        int sink = 0;
        while (System.nanoTime() < deadline) {
            for (int r = 0; r < 100; r++) {
                for (int i = 0; i < n; i++) {
                    pos.makeMove(moves[i]);
                    sink += pos.position().lastMove();
                    pos.unmakeMove();
                }
            }
            count += 100L * n;
        }
        long elapsed = Math.max(1, System.nanoTime() - start);
        return sink == 42 ? 0 : count * 1_000_000_000L / elapsed;
    }

    /** Runs the bench (also used by tests). */
    static Bench.Result run(int depth, String algorithm, int tableMegabytes, String evaluation,
                            GomokuSearchPosition.Threats threats) {
        return run(depth, algorithm, tableMegabytes, evaluation, threats, GomokuSearchPosition.CANDIDATE_LIMIT);
    }

    /** Runs the bench with another quiet-candidate limit (0: none). */
    static Bench.Result run(int depth, String algorithm, int tableMegabytes, String evaluation,
                            GomokuSearchPosition.Threats threats, int candidateLimit) {
        List<Supplier<SearchPosition>> positions = new ArrayList<>();
        for (String entry : POSITIONS) {
            GomokuPosition game = position(entry);
            positions.add(() -> {
                GomokuSearchPosition search = new GomokuSearchPosition(game, GomokuEvaluation.byName(evaluation),
                        GomokuSearchPosition.Candidates.NEAR, threats);
                search.setCandidateLimit(candidateLimit);
                return search;
            });
        }
        return Bench.run(POSITIONS, positions, depth, () -> Presets.searcherFor(algorithm, tableMegabytes), null);
    }
}
