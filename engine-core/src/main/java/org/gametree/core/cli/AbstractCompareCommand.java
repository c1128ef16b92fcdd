package org.gametree.core.cli;

import java.io.PrintWriter;
import java.util.Arrays;
import java.util.concurrent.Callable;

import org.gametree.core.search.TableMemory;
import org.gametree.core.report.Comparison;
import org.gametree.core.search.SearchLimits;

import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * The {@code compare} command of every game: {@code compare <position options> --depth D
 * --algorithms a,b,c|exact --format json|csv|md} — one row per algorithm or preset, each on a
 * fresh searcher; rows whose value differs are marked. A game subclasses it with
 * {@code @Command(name = "compare")} and its position options.
 */
public abstract class AbstractCompareCommand implements Callable<Integer> {

    /** Output formats. */
    public enum Format { json, csv, md }

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Option(names = "--depth", required = true, paramLabel = "D", description = "Depth in plies (1-64).")
    private int depth;

    @Option(names = "--algorithms", paramLabel = "LIST", defaultValue = "exact",
            description = "Comma-separated algorithms or presets, or 'exact' for every exact algorithm (default).")
    private String algorithms;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "md", description = "json, csv or md (default).")
    private Format format;

    @Option(names = "--tt-mb", paramLabel = "N", defaultValue = "0",
            description = "Table size in MiB for plain algorithms and presets with a table (0: defaults).")
    private int tableMegabytes;

    /** The game's position options. */
    protected abstract PositionSource positions();

    @Override
    public Integer call() {
        if (depth < 1 || depth > SearchLimits.MAX_DEPTH) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "--depth must be between 1 and " + SearchLimits.MAX_DEPTH + ", got " + depth);
        }
        if (tableMegabytes < 0) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--tt-mb must not be negative, got " + tableMegabytes);
        }
        String memory = TableMemory.problem(tableMegabytes);
        if (memory != null) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--tt-mb " + tableMegabytes + ": " + memory);
        }
        java.util.List<String> names = Arrays.stream(algorithms.split(",")).map(String::strip)
                .filter(name -> !name.isEmpty()).toList();
        if (names.isEmpty()) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "--algorithms names no algorithm ('" + algorithms + "'); e.g. --algorithms alphabeta,pvs or exact");
        }
        Comparison comparison = Comparison.run(names, positions().searchPositions(),
                SearchLimits.depth(depth), tableMegabytes);
        PrintWriter out = spec.commandLine().getOut();
        switch (format) {
            case json: out.println(comparison.json()); break;
            case csv: out.print(comparison.csv()); break;
            default: out.print(comparison.markdown()); break;
        }
        return 0;
    }
}
