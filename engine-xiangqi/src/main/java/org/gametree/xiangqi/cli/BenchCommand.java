package org.gametree.xiangqi.cli;

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
import org.gametree.core.search.SearchListener;
import org.gametree.core.search.SearchPosition;
import org.gametree.core.trace.CountingListener;
import org.gametree.core.trace.TraceRecorder;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.eval.XiangqiEvaluation;
import org.gametree.xiangqi.search.XiangqiSearchPosition;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code bench}: fixed positions, a fixed depth and table size, one thread, a fresh searcher per
 * position. Prints each search, the speed, and a last line {@code Bench: <total nodes>} — the
 * signature that changes only when search behaviour changes.
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Search fixed positions at a fixed depth; the last line is the node-count signature.")
final class BenchCommand implements Callable<Integer> {

    /** The bench positions: the start, openings, middle games and endgames from the perft suite. */
    static final List<String> POSITIONS = List.of(
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
            "1nbakab1r/6c2/3r4n/p1C1p1p1p/9/4P4/P1P3c1P/N3B1C2/9/R1BAKA1NR w - - 5 10",
            "r1bak2cr/4a4/2n1bc2n/p3p1p1p/2p6/6PCP/P1P1P4/2C1B1N2/8R/1N1AKAB1R b - - 15 8",
            "r1baka3/3r5/2n1b1n2/p5p2/4P3p/1p4P2/P6cP/4C1NC1/9/R1BAKAB1R b - - 2 13",
            "4kaR2/4aC3/n3b1n2/p1p3p1r/4p1c1p/9/PrP1P3P/B8/2CN2R2/3AKAB2 b - - 4 20",
            "3ak1b2/4a4/4b4/2n6/8P/9/4R4/B8/4A4/4KABc1 b - - 12 53",
            "2bak4/4a4/7P1/3R5/2b6/6r2/P8/9/4A1n2/3K1A3 w - - 12 63");

    /** Which listener the searches carry: none, counting, or a full trace (the overhead benchmark). */
    enum Listener { none, counting, trace }

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Option(names = "--depth", paramLabel = "D", defaultValue = "6", description = "Depth in plies (default 6).")
    private int depth;

    @Option(names = "--algorithm", paramLabel = "NAME", defaultValue = "best", description = "Algorithm or preset (default best).")
    private String algorithm;

    @Option(names = "--tt-mb", paramLabel = "N", defaultValue = "16", description = "Table size in MiB (default 16).")
    private int tableMegabytes;

    @Option(names = "--eval", paramLabel = "NAME", defaultValue = "pst", description = "pst (default), book or rich.")
    private String evaluation;

    @Option(names = "--listener", paramLabel = "KIND", defaultValue = "none",
            description = "none (default), counting or trace: what the searches report to.")
    private Listener listener;

    @Option(names = "--overhead", paramLabel = "R", defaultValue = "0",
            description = "Instead of one bench: measure the cost of listeners — after a warm-up, run the bench R times "
                    + "with no listener, a counting listener and the trace recorder, interleaved, and print the median "
                    + "speed of each and its ratio to no listener.")
    private int overheadRounds;

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
        XiangqiEvaluation.byName(evaluation);
        PrintWriter out = spec.commandLine().getOut();
        if (overheadRounds < 0) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--overhead must not be negative, got " + overheadRounds);
        }
        if (overheadRounds > 0) {
            measureOverhead(out);
            return 0;
        }
        Bench.Result result = run(depth, algorithm, tableMegabytes, evaluation, listener);
        for (Bench.Entry entry : result.entries()) {
            out.printf(Locale.ROOT, "%-78s %12d nodes  %6d ms  best %s  value %d%n", entry.position(),
                    entry.result().statistics().totalNodes(), entry.result().statistics().millis(),
                    entry.result().bestMove() == 0 ? "(none)" : Move.toCoordinate(entry.result().bestMove()), entry.result().value());
        }
        out.printf(Locale.ROOT, "%s, depth %d, %d MiB table, %s evaluation, listener %s%n", algorithm, depth,
                tableMegabytes, evaluation, listener);
        out.printf(Locale.ROOT, "Total time (ms) : %d%n", result.millis());
        out.printf(Locale.ROOT, "Nodes/second    : %d%n", result.nodesPerSecond());
        out.printf(Locale.ROOT, "First-move cutoff rate: %.4f%n", result.firstMoveCutoffRate());
        out.println("Bench: " + result.totalNodes());
        return 0;
    }

    private void measureOverhead(PrintWriter out) {
        Listener[] kinds = Listener.values();
        run(depth, algorithm, tableMegabytes, evaluation, Listener.none); // warm-up: let the JIT compile
        long[][] millis = new long[kinds.length][overheadRounds];
        long nodes = 0;
        for (int round = 0; round < overheadRounds; round++) {
            for (int k = 0; k < kinds.length; k++) {
                Bench.Result result = run(depth, algorithm, tableMegabytes, evaluation, kinds[k]);
                millis[k][round] = Math.max(1, result.millis());
                nodes = result.totalNodes();
            }
        }
        long baseline = median(millis[0]);
        out.printf(Locale.ROOT, "%s, depth %d, %d rounds interleaved, %d nodes per bench%n",
                algorithm, depth, overheadRounds, nodes);
        for (int k = 0; k < kinds.length; k++) {
            long m = median(millis[k]);
            out.printf(Locale.ROOT, "%-9s median %6d ms  %,12d nodes/s  %5.1f%% slower than none%n",
                    kinds[k], m, nodes * 1000 / m, 100.0 * (m - baseline) / baseline);
        }
        out.println("Bench: " + nodes);
    }

    private static long median(long[] values) {
        long[] sorted = values.clone();
        java.util.Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }

    /** Runs the bench (also used by tests). */
    static Bench.Result run(int depth, String algorithm, int tableMegabytes, String evaluation, Listener listener) {
        List<Supplier<SearchPosition>> positions = new ArrayList<>();
        for (String fen : POSITIONS) {
            positions.add(() -> new XiangqiSearchPosition(Fen.parse(fen), XiangqiEvaluation.byName(evaluation)));
        }
        Supplier<SearchListener> listeners;
        switch (listener) {
            case counting: listeners = CountingListener::new; break;
            case trace: listeners = () -> new TraceRecorder(TraceRecorder.DEFAULT_CAP); break;
            default: listeners = null; break;
        }
        return Bench.run(POSITIONS, positions, depth, () -> Presets.searcherFor(algorithm, tableMegabytes), listeners);
    }
}
