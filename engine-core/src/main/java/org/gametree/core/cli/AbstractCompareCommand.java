package org.gametree.core.cli;

import java.io.PrintWriter;
import java.util.Arrays;
import java.util.concurrent.Callable;

import org.gametree.core.report.Ablation;
import org.gametree.core.report.Comparison;
import org.gametree.core.search.Presets;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.TableMemory;

import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * The {@code compare} command of every game: {@code compare <position options> --depth D
 * --algorithms a,b,c|exact --format json|csv|md} — one row per algorithm or preset, each on a
 * fresh searcher; rows whose value differs are marked. With {@code --ablation[=PRESET]} it takes
 * one preset apart instead ({@link Ablation}): the preset, then the preset without each of its
 * switches, at {@code --depth D} or for {@code --millis T} each. A game subclasses it with
 * {@code @Command(name = "compare")} and its position options.
 */
public abstract class AbstractCompareCommand implements Callable<Integer> {

    /** Output formats. */
    public enum Format { json, csv, md }

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Option(names = "--depth", paramLabel = "D", defaultValue = "0",
            description = "Depth in plies (1-64); required, except for an --ablation with --millis (there a cap).")
    private int depth;

    @Option(names = "--ablation", arity = "0..1", fallbackValue = "", paramLabel = "PRESET",
            description = "Take a preset apart: the preset, then the preset without each of its switches, one row each "
                    + "(default preset: the game's strongest).")
    private String ablation;

    @Option(names = "--millis", paramLabel = "T", defaultValue = "0",
            description = "With --ablation: search each row for T milliseconds instead of to a depth.")
    private long millis;

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

    /** The preset {@code --ablation} takes apart when none is named: the game's strongest search. */
    protected String defaultAblationPreset() {
        return "best";
    }

    @Override
    public Integer call() {
        boolean timed = ablation != null && millis > 0;
        if (millis < 0 || millis > 3_600_000) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--millis must be 1 to 3600000, got " + millis);
        }
        if (millis > 0 && ablation == null) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "--millis applies to --ablation only; compare searches every algorithm to --depth");
        }
        if (depth == 0 && timed) {
            depth = SearchLimits.MAX_DEPTH;
        }
        if (depth < 1 || depth > SearchLimits.MAX_DEPTH) {
            throw new CommandLine.ParameterException(spec.commandLine(), depth == 0
                    ? "--depth is required (1-" + SearchLimits.MAX_DEPTH + ")" + (ablation != null ? ", or --millis" : "")
                    : "--depth must be between 1 and " + SearchLimits.MAX_DEPTH + ", got " + depth);
        }
        if (tableMegabytes < 0) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--tt-mb must not be negative, got " + tableMegabytes);
        }
        String memory = TableMemory.problem(tableMegabytes);
        if (memory != null) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--tt-mb " + tableMegabytes + ": " + memory);
        }
        if (ablation != null) {
            return ablation();
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

    private int ablation() {
        if (spec.commandLine().getParseResult().hasMatchedOption("--algorithms")) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "--ablation takes one preset apart; it takes no --algorithms");
        }
        String preset = ablation.isBlank() ? defaultAblationPreset() : ablation.strip();
        if (!Presets.exists(preset) || Ablation.switches(preset).isEmpty()) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--ablation " + preset + ": "
                    + (Presets.exists(preset) ? "it has no switch to turn off" : "no such preset")
                    + "; presets with switches: " + String.join(", ", Ablation.presets()));
        }
        SearchLimits limits = SearchLimits.depth(depth);
        if (millis > 0) {
            limits = limits.withMillis(millis);
        }
        PrintWriter err = spec.commandLine().getErr();
        Ablation result = Ablation.run(preset, positions().searchPositions(), limits, tableMegabytes,
                (index, total, without) -> {
                    err.println("[" + (index + 1) + "/" + total + "] " + preset
                            + (without == null ? "" : " -" + without.switchName()));
                    err.flush();
                });
        PrintWriter out = spec.commandLine().getOut();
        switch (format) {
            case json: out.println(result.json()); break;
            case csv: out.print(result.csv()); break;
            default: out.print(result.markdown()); break;
        }
        return 0;
    }
}
