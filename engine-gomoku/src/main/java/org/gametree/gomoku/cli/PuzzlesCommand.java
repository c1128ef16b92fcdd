package org.gametree.gomoku.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.gametree.core.search.SearchLimits;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.notation.Notation;
import org.gametree.gomoku.search.GomokuEngine;
import org.gametree.gomoku.threat.SolveResult;
import org.gametree.gomoku.threat.ThreatSolver;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code puzzles --file F [--time-ms T] [--kinds vcf,vct,defend,forbidden]}: runs a puzzle file
 * in the format of {@code testdata/gomoku-puzzles.tsv} (rule, side to move, moves, kind,
 * answers, win_in) and reports each row: {@code vcf} and {@code vct} rows are given to the
 * threat solver (VCF, or VCF then VCT) with the time limit, solved when it proves a win whose
 * first move is an answer; {@code defend} and {@code forbidden} rows to the engine with the time
 * limit per move, answered when its move is an answer (for {@code forbidden}: is none of the
 * forbidden points). Prints one line per row, then per kind the rows solved, the total and
 * largest time, nodes and nodes per second.
 */
@Command(name = "puzzles", mixinStandardHelpOptions = true,
        description = "Run a Gomoku puzzle file (tsv) through the threat solver and the engine.")
final class PuzzlesCommand implements Callable<Integer> {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Option(names = "--file", required = true, paramLabel = "F", description = "The puzzle file (tsv with a header line).")
    private Path file;

    @Option(names = "--time-ms", defaultValue = "10000", paramLabel = "T",
            description = "Time limit per row in ms (default 10000).")
    private long millis;

    @Option(names = "--nodes", defaultValue = "0", paramLabel = "N",
            description = "Node budget of the solver per row (default 0: none; the time limit still holds)."
                    + " A budget makes a run repeatable on any machine.")
    private long nodeBudget;

    @Option(names = "--rows", split = ",", paramLabel = "R",
            description = "Only these rows (numbered from 1 after the header), e.g. 19,55.")
    private List<Integer> onlyRows;

    @Option(names = "--kinds", defaultValue = "vcf,vct,defend,forbidden", split = ",", paramLabel = "K",
            description = "Kinds of rows to run (default all).")
    private List<String> kinds;

    @Option(names = "--dependency", description = "Dependency-based threat search: below the root only threats"
            + " that use the attacker's last stone (fewer nodes, some wins missed).")
    private boolean dependency;

    /** Per kind: rows, solved, milliseconds, the slowest, nodes. */
    private final java.util.Map<String, long[]> totals = new java.util.LinkedHashMap<>();

    @Override
    public Integer call() {
        if (millis < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--time-ms must be at least 1, got " + millis);
        }
        if (nodeBudget < 0) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--nodes must be 0 or more, got " + nodeBudget);
        }
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), "cannot read " + file + ": " + e.getMessage());
        }
        PrintWriter out = spec.commandLine().getOut();
        ThreatSolver solver = new ThreatSolver(64);
        solver.setDependent(dependency);
        GomokuEngine engine = GomokuEngine.strongest();
        out.println("row\trule\tkind\tanswer\tok\tnodes\tms\tnodes/s");
        for (int i = 1; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.isBlank()) {
                continue;
            }
            String[] f = line.split("\t", -1);
            if (f.length < 5) {
                throw new CommandLine.ParameterException(spec.commandLine(), file + " line " + (i + 1) + ": expected 6 tab-separated columns");
            }
            String kind = f[3];
            if (!kinds.contains(kind) || (onlyRows != null && !onlyRows.contains(i))) {
                continue;
            }
            GomokuPosition pos = Notation.play(Rule.fromGomocupId(Integer.parseInt(f[0].trim())), 15, f[2]);
            List<String> answers = Arrays.asList(f[4].split(","));
            long start = System.nanoTime();
            String answer;
            long nodes;
            boolean ok;
            if (kind.equals("vcf") || kind.equals("vct")) {
                solver.clear();
                long deadline = start + millis * 1_000_000;
                SolveResult r = solver.solveWin(pos, kind.equals("vct"), ThreatSolver.DEFAULT_VCT_PLIES, nodeBudget,
                        () -> System.nanoTime() > deadline);
                answer = r.win() ? Notation.name(15, r.firstMove()) : SolveCommand.outcomeName(r.outcome());
                nodes = r.nodes();
                ok = r.win() && answers.contains(answer);
            } else {
                engine.newGame();
                GomokuEngine.Choice c = engine.think(pos, new SearchLimits(SearchLimits.MAX_DEPTH, millis, 0, null), null);
                answer = Notation.name(15, c.point());
                nodes = c.nodes();
                ok = kind.equals("forbidden") ? !answers.contains("!" + answer) : answers.contains(answer);
            }
            long ms = (System.nanoTime() - start) / 1_000_000;
            out.printf(Locale.ROOT, "%d\t%s\t%s\t%s\t%s\t%d\t%d\t%d%n", i, f[0], kind, answer, ok ? "ok" : "MISS",
                    nodes, ms, SolveCommand.nodesPerSecond(nodes, ms));
            long[] t = totals.computeIfAbsent(kind, k -> new long[5]);
            t[0]++;
            t[1] += ok ? 1 : 0;
            t[2] += ms;
            t[3] = Math.max(t[3], ms);
            t[4] += nodes;
        }
        for (var e : totals.entrySet()) {
            long[] t = e.getValue();
            out.printf(Locale.ROOT, "%s: %d of %d, %d ms in all, slowest %d ms, %d nodes, %d nodes/s%n", e.getKey(),
                    t[1], t[0], t[2], t[3], t[4], SolveCommand.nodesPerSecond(t[4], t[2]));
        }
        return 0;
    }
}
