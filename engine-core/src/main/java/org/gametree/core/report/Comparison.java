package org.gametree.core.report;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import java.util.function.Supplier;

import org.gametree.core.io.JsonWriter;
import org.gametree.core.search.Algorithms;
import org.gametree.core.search.Presets;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchPosition;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;

/**
 * Runs several algorithms or presets on one position at one depth and tabulates them: the
 * {@code compare} command. Each runs on a fresh copy of the position with a fresh searcher, so
 * no table or history carries over. Rows whose value differs from the first exact row are marked.
 * The columns are {@link ComparisonColumn}'s, the same the workbench's Compare view shows.
 */
public final class Comparison {

    /** One algorithm's result. */
    public record Row(String name, boolean exact, SearchResult result) {
    }

    private final List<Row> rows = new ArrayList<>();
    private final IntFunction<String> moveName;

    private Comparison(IntFunction<String> moveName) {
        this.moveName = moveName;
    }

    /**
     * Runs each name (an algorithm or a preset; "exact" expands to every exact algorithm in its
     * plain form) on a fresh position from {@code positions}.
     */
    public static Comparison run(List<String> names, Supplier<SearchPosition> positions, SearchLimits limits, int ttMegabytes) {
        List<String> expanded = expand(names);
        for (String name : expanded) {
            Presets.searcherFor(name, ttMegabytes); // an unknown name fails before any search runs
        }
        SearchPosition first = positions.get();
        Comparison comparison = new Comparison(first::moveName);
        for (String name : expanded) {
            Searcher searcher = Presets.searcherFor(name, ttMegabytes);
            SearchResult result = searcher.search(positions.get(), limits);
            comparison.rows.add(new Row(name, searcher.isExact(), result));
        }
        return comparison;
    }

    /** A comparison of results already computed (rows in order). */
    static Comparison of(List<Row> rows, IntFunction<String> moveName) {
        Comparison comparison = new Comparison(moveName);
        comparison.rows.addAll(rows);
        return comparison;
    }

    /** The names with "exact" replaced by every exact algorithm. */
    public static List<String> expand(List<String> names) {
        List<String> expanded = new ArrayList<>();
        for (String raw : names) {
            String name = raw.trim();
            if (name.equals("exact")) {
                expanded.addAll(Algorithms.exactNames());
            } else {
                expanded.add(name);
            }
        }
        return expanded;
    }

    public List<Row> rows() {
        return List.copyOf(rows);
    }

    /** The value the rows are checked against: the first exact row's (or the first row's). */
    public int referenceValue() {
        for (Row row : rows) {
            if (row.exact()) {
                return row.result().value();
            }
        }
        return rows.isEmpty() ? 0 : rows.get(0).result().value();
    }

    /** Whether a row's value differs from the reference. */
    public boolean differs(Row row) {
        return row.result().value() != referenceValue();
    }

    /** A JSON list: one object per row, the {@code search} fields plus "name" and "valueDiffers". */
    public String json() {
        JsonWriter out = new JsonWriter().beginArray();
        for (Row row : rows) {
            out.beginObject();
            SearchReport.writeFields(out, row.result(), moveName, "name", row.name());
            out.field("valueDiffers", differs(row));
            out.endObject();
        }
        return out.endArray().toString();
    }

    /** The header: every {@link ComparisonColumn}, then "differs". */
    private static List<String> header() {
        List<String> header = new ArrayList<>();
        for (ComparisonColumn column : ComparisonColumn.values()) {
            header.add(column.key());
        }
        header.add("differs");
        return header;
    }

    private List<String> cells(Row row) {
        List<String> cells = new ArrayList<>();
        for (ComparisonColumn column : ComparisonColumn.values()) {
            cells.add(column.cell(row.name(), row.result(), moveName));
        }
        cells.add(differs(row) ? "DIFFERS" : "");
        return cells;
    }

    public String csv() {
        StringBuilder out = new StringBuilder(String.join(",", header())).append('\n');
        for (Row row : rows) {
            out.append(String.join(",", cells(row))).append('\n');
        }
        return out.toString();
    }

    /** A Markdown table; differing values are marked in bold with "≠". */
    public String markdown() {
        List<String> header = header();
        StringBuilder out = new StringBuilder("| ").append(String.join(" | ", header)).append(" |\n|");
        for (int i = 0; i < header.size(); i++) {
            out.append(i == 0 ? "---|" : "---:|");
        }
        out.append('\n');
        for (Row row : rows) {
            List<String> cells = new ArrayList<>(cells(row));
            if (differs(row)) {
                cells.set(1, "**" + cells.get(1) + " ≠**");
            }
            out.append("| ").append(String.join(" | ", cells)).append(" |\n");
        }
        return out.toString();
    }
}
