package org.gametree.core.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.IntFunction;
import java.util.function.Supplier;

import org.gametree.core.io.JsonWriter;
import org.gametree.core.search.Algorithms;
import org.gametree.core.search.Presets;
import org.gametree.core.search.SearchConfig;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchPosition;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.SearchSwitch;

/**
 * What each technique of a preset buys: the preset as it is, then the preset with one switch
 * turned off at a time (every switch that is on in it, {@link SearchSwitch#onIn}), each on a fresh
 * searcher and a fresh copy of the position, under the same limits — a fixed depth (how many
 * nodes each technique saves) or a fixed time (how much deeper it lets the search go). Each row
 * says whether its best move differs from the full preset's. The {@code compare --ablation}
 * command and the workbench's Compare view (ablation mode) run it.
 */
public final class Ablation {

    /**
     * One search of the ablation.
     *
     * @param without  the switch turned off, null for the preset as it is (the baseline, first)
     * @param config   the configuration searched
     * @param result   its result; null when the run was stopped before this row started
     * @param complete searched as asked: to its depth, or for its whole time (not cut short by a stop)
     */
    public record Row(SearchSwitch without, SearchConfig config, SearchResult result, boolean complete) {

        /** Whether the row was searched at all. */
        public boolean searched() {
            return result != null;
        }
    }

    /** Told before each row's search starts (on the searching thread). */
    public interface Progress {
        void starting(int index, int total, SearchSwitch without);
    }

    private final String preset;
    private final SearchLimits limits;
    private final List<Row> rows;
    private final IntFunction<String> moveName;

    private Ablation(String preset, SearchLimits limits, List<Row> rows, IntFunction<String> moveName) {
        this.preset = preset;
        this.limits = limits;
        this.rows = List.copyOf(rows);
        this.moveName = moveName;
    }

    /** The switches an ablation of {@code preset} turns off one at a time, in {@link SearchSwitch} order. */
    public static List<SearchSwitch> switches(String preset) {
        return SearchSwitch.onIn(Presets.get(preset).config());
    }

    /** The presets an ablation can take apart: those with at least one switch on. */
    public static List<String> presets() {
        return Presets.names().stream().filter(name -> !switches(name).isEmpty()).toList();
    }

    /**
     * The configuration of a row: the preset's, without {@code without} (null: as it is), with a
     * table of {@code ttMegabytes} if positive and the preset has a table.
     */
    public static SearchConfig config(String preset, SearchSwitch without, int ttMegabytes) {
        SearchConfig config = Presets.get(preset).config();
        if (ttMegabytes > 0 && config.usesTable()) {
            config = config.toBuilder().table(ttMegabytes).build();
        }
        return without == null ? config : without.set(config, false);
    }

    /**
     * Runs the preset and every row without one of its switches. {@code limits} is a depth, or a
     * time (with a depth cap), and may carry a stop signal: once it is raised the row running
     * stops and the rows after it are not searched.
     *
     * @throws IllegalArgumentException for an unknown preset or one without switches
     */
    public static Ablation run(String preset, Supplier<SearchPosition> positions, SearchLimits limits, int ttMegabytes,
                               Progress progress) {
        List<SearchSwitch> switches = switches(preset);
        if (switches.isEmpty()) {
            throw new IllegalArgumentException("preset '" + preset + "' has no switch to turn off; presets with some: "
                    + String.join(", ", presets()));
        }
        String algorithm = Presets.get(preset).algorithm();
        SearchPosition first = positions.get();
        List<SearchSwitch> order = new ArrayList<>();
        order.add(null);
        order.addAll(switches);
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < order.size(); i++) {
            SearchSwitch without = order.get(i);
            SearchConfig config = config(preset, without, ttMegabytes);
            if (stopped(limits)) {
                rows.add(new Row(without, config, null, false));
                continue;
            }
            if (progress != null) {
                progress.starting(i, order.size(), without);
            }
            SearchResult result = Algorithms.create(algorithm, config).search(positions.get(), limits);
            // At a fixed time the clock stopping the search is the plan; a raised stop signal is not.
            boolean complete = !stopped(limits) && (limits.millis() > 0 ? result.depth() > 0 : !result.stopped());
            rows.add(new Row(without, config, result, complete));
        }
        return new Ablation(preset, limits, rows, first::moveName);
    }

    public String preset() {
        return preset;
    }

    public SearchLimits limits() {
        return limits;
    }

    /** The baseline first, then one row per switch turned off. */
    public List<Row> rows() {
        return rows;
    }

    /** The preset as it is. */
    public Row baseline() {
        return rows.get(0);
    }

    private static boolean stopped(SearchLimits limits) {
        return limits.stop() != null && limits.stop().isStopped();
    }

    /** Whether the run was stopped before every row was searched as asked. */
    public boolean cancelled() {
        return rows.stream().anyMatch(row -> !row.complete()) && stopped(limits);
    }

    /** Whether a row's best move differs from the baseline's (false when either was not searched). */
    public boolean bestMoveChanged(Row row) {
        Row base = baseline();
        return row.searched() && base.searched() && row.result().bestMove() != base.result().bestMove();
    }

    /** A row's positions visited over the baseline's (NaN when either was not searched or the baseline visited none). */
    public double nodeRatio(Row row) {
        Row base = baseline();
        if (!row.searched() || !base.searched() || base.result().statistics().totalNodes() == 0) {
            return Double.NaN;
        }
        return (double) row.result().statistics().totalNodes() / base.result().statistics().totalNodes();
    }

    /** The row's name: the preset, or "best -null-move". */
    public String name(Row row) {
        return row.without() == null ? preset : preset + " -" + row.without().switchName();
    }

    // ---------------------------------------------------------------- reports

    /** The CSV/Markdown header. */
    public static final List<String> HEADER = List.of("search", "without", "positions", "vsBaseline", "millis", "depth",
            "bestMove", "bestMoveChanged", "value");

    private List<String> cells(Row row) {
        List<String> cells = new ArrayList<>();
        cells.add(name(row));
        cells.add(row.without() == null ? "" : row.without().switchName());
        if (!row.searched()) {
            for (int i = 2; i < HEADER.size(); i++) {
                cells.add("");
            }
            return cells;
        }
        SearchResult r = row.result();
        cells.add(Long.toString(r.statistics().totalNodes()));
        double ratio = nodeRatio(row);
        cells.add(Double.isNaN(ratio) ? "" : String.format(Locale.ROOT, "%.3f", ratio));
        cells.add(Long.toString(r.statistics().millis()));
        cells.add(Integer.toString(r.depth()));
        cells.add(r.bestMove() == 0 ? "" : moveName.apply(r.bestMove()));
        cells.add(bestMoveChanged(row) ? "yes" : "");
        cells.add(Integer.toString(r.value()));
        return cells;
    }

    /** A line saying what was measured: "best, depth 6" or "best, 1000 ms (depth cap 64)". */
    public String title() {
        return limits.millis() > 0
                ? preset + ", " + limits.millis() + " ms per search (depth cap " + limits.depth() + ")"
                : preset + ", depth " + limits.depth();
    }

    public String csv() {
        StringBuilder out = new StringBuilder(String.join(",", HEADER)).append('\n');
        for (Row row : rows) {
            out.append(String.join(",", cells(row))).append('\n');
        }
        return out.toString();
    }

    /** A Markdown table under a title line; rows whose best move changed are marked "≠". */
    public String markdown() {
        StringBuilder out = new StringBuilder("Ablation of ").append(title()).append("\n\n| ")
                .append(String.join(" | ", HEADER)).append(" |\n|");
        for (int i = 0; i < HEADER.size(); i++) {
            out.append(i < 2 ? "---|" : "---:|");
        }
        out.append('\n');
        for (Row row : rows) {
            List<String> cells = cells(row);
            if (bestMoveChanged(row)) {
                cells.set(6, "**" + cells.get(6) + " ≠**");
            }
            out.append("| ").append(String.join(" | ", cells)).append(" |\n");
        }
        return out.toString();
    }

    /** A JSON object: preset, limits and one object per row (the {@code search} fields plus its switch). */
    public String json() {
        JsonWriter out = new JsonWriter().beginObject()
                .field("preset", preset)
                .field("depth", limits.depth())
                .field("millis", limits.millis())
                .beginArray("rows");
        for (Row row : rows) {
            if (!row.searched()) {
                out.beginObject().field("name", name(row))
                        .field("without", row.without() == null ? "" : row.without().switchName())
                        .field("searched", false).endObject();
                continue;
            }
            out.beginObject();
            SearchReport.writeFields(out, row.result(), moveName, "name", name(row), "without",
                    row.without() == null ? "" : row.without().switchName());
            double ratio = nodeRatio(row);
            out.field("vsBaseline", Double.isNaN(ratio) ? 0 : ratio);
            out.field("bestMoveChanged", bestMoveChanged(row));
            out.endObject();
        }
        return out.endArray().endObject().toString();
    }
}
