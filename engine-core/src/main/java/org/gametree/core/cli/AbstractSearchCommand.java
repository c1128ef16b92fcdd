package org.gametree.core.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import org.gametree.core.search.TableMemory;
import org.gametree.core.report.SearchReport;
import org.gametree.core.search.Algorithms;
import org.gametree.core.search.Presets;
import org.gametree.core.search.SearchConfig;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchPosition;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;
import org.gametree.core.search.SearchSwitch;

import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * The {@code search} command of every game: {@code search <position options> --depth D
 * --algorithm NAME [--tt-mb N] [--time-ms T] [--nodes N] [--multipv N] [--json]}; {@code search --list} prints
 * the algorithm and preset names. A game subclasses it with {@code @Command(name = "search")} and
 * its position options.
 */
public abstract class AbstractSearchCommand implements Callable<Integer> {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Option(names = "--depth", paramLabel = "D", description = "Depth in plies (1-64).")
    private int depth;

    @Option(names = "--algorithm", paramLabel = "NAME", defaultValue = "best",
            description = "An algorithm or preset (see --list); default: best.")
    private String algorithm;

    @Option(names = "--tt-mb", paramLabel = "N", defaultValue = "0",
            description = "Transposition table size in MiB (0: the preset's own, or none for a plain algorithm).")
    private int tableMegabytes;

    @Option(names = "--time-ms", paramLabel = "T", defaultValue = "0", description = "Time limit in ms (0: none).")
    private long millis;

    @Option(names = "--nodes", paramLabel = "N", defaultValue = "0", description = "Node limit (0: none).")
    private long nodes;

    @Option(names = "--tree-nodes", paramLabel = "N", defaultValue = "0",
            description = "Most nodes MCTS, SSS* and DUAL* keep in memory; at the cap the search stops with its best so far"
                    + " (0: sized from the heap).")
    private int treeNodes;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "1",
            description = "Search threads (Lazy SMP; algorithm modern and the presets on it, e.g. best); default 1.")
    private int threads;

    @Option(names = "--without", paramLabel = "SWITCH", split = ",",
            description = "Techniques to switch off, e.g. null-move,futility (names: see --list).")
    private List<String> without = List.of();

    @Option(names = "--multipv", paramLabel = "N", defaultValue = "1",
            description = "Search the best N root moves, each with its own value and line (1-64; default 1)."
                    + " MCTS, SSS* and DUAL* search one line.")
    private int multiPv;

    @Option(names = "--json", description = "Print one JSON object.")
    private boolean json;

    @Option(names = "--list", description = "List the algorithms and presets and exit.")
    private boolean list;

    /** The game's position options. */
    protected abstract PositionSource positions();

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        if (list) {
            out.println("algorithms: " + String.join(" ", Algorithms.names()));
            out.println("exact: " + String.join(" ", Algorithms.exactNames()));
            List<String> switches = new ArrayList<>();
            for (SearchSwitch s : SearchSwitch.values()) {
                switches.add(s.switchName());
            }
            out.println("switches: " + String.join(" ", switches));
            out.println("presets:");
            for (String name : Presets.names()) {
                Presets.Preset preset = Presets.get(name);
                out.printf("  %-22s %s%n", name, preset.description());
            }
            return 0;
        }
        if (depth < 1 || depth > SearchLimits.MAX_DEPTH) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "--depth must be between 1 and " + SearchLimits.MAX_DEPTH + (depth == 0 ? " (it is required)" : ", got " + depth));
        }
        if (tableMegabytes < 0 || millis < 0 || nodes < 0 || treeNodes < 0) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "--tt-mb, --time-ms, --nodes and --tree-nodes must not be negative");
        }
        String memory = TableMemory.problem(tableMegabytes);
        if (memory != null) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--tt-mb " + tableMegabytes + ": " + memory);
        }
        if (multiPv < 1 || multiPv > SearchLimits.MAX_MULTI_PV) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "--multipv must be between 1 and " + SearchLimits.MAX_MULTI_PV + ", got " + multiPv);
        }
        if (threads < 1 || threads > SearchConfig.MAX_THREADS) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "--threads must be between 1 and " + SearchConfig.MAX_THREADS + ", got " + threads);
        }
        List<SearchSwitch> off = new ArrayList<>();
        for (String name : without) {
            try {
                off.add(SearchSwitch.byName(name.trim()));
            } catch (IllegalArgumentException e) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--without: " + e.getMessage());
            }
        }
        Searcher searcher = Presets.searcherFor(algorithm, tableMegabytes, config -> {
            SearchConfig adjusted = config;
            for (SearchSwitch s : off) {
                adjusted = s.set(adjusted, false);
            }
            return threads > 1 ? adjusted.toBuilder().threads(threads).build() : adjusted;
        });
        searcher.setTreeNodeCap(treeNodes);
        SearchPosition root = positions().searchPositions().get();
        SearchResult result = searcher.search(root, SearchLimits.depth(depth).withMillis(millis).withNodes(nodes)
                .withMultiPv(multiPv));
        out.println(json ? SearchReport.json(result, root::moveName) : SearchReport.text(result, root::moveName));
        return 0;
    }
}
