package org.gametree.app.analysis.compare;

import java.util.ArrayList;
import java.util.List;

import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.core.report.Comparison;
import org.gametree.core.search.Presets;
import org.gametree.core.search.SearchConfig;
import org.gametree.core.search.SearchResult;

/**
 * A finished (or cancelled) comparison: the core's {@link Comparison} plus what the table adds —
 * which rows finished, which must agree, which disagree.
 *
 * <p>Why not {@link Comparison#differs} for the flag: the core checks every row against the
 * first exact one, and presets with quiescence, check extensions or late-move reductions call
 * themselves exact while computing a different tree. Here only rows that are exact <em>and</em>
 * value-preserving ({@code SearchConfig.isValuePreserving()}) are held to one value, and only
 * finished rows take part, so a cancelled search is never reported as a disagreement.
 */
public final class ComparisonOutcome {

    private final AnalysisPosition position;
    private final int depth;
    private final String evaluation;
    private final Comparison comparison;
    private final boolean cancelled;
    private final List<CompareRow> rows;

    ComparisonOutcome(AnalysisPosition position, int depth, String evaluation, Comparison comparison, boolean cancelled) {
        this.position = position;
        this.depth = depth;
        this.evaluation = evaluation;
        this.comparison = comparison;
        this.cancelled = cancelled;
        this.rows = rowsOf(comparison.rows());
    }

    private ComparisonOutcome(ComparisonOutcome ours, List<CompareRow> rows) {
        this.position = ours.position;
        this.depth = ours.depth;
        this.evaluation = ours.evaluation;
        this.comparison = ours.comparison;
        this.cancelled = ours.cancelled;
        this.rows = List.copyOf(rows);
    }

    /**
     * This outcome with an external engine's row after ours, so the table, the chart and the
     * exports show the same rows. The row takes no part in the agreement check (another program,
     * another evaluation).
     */
    ComparisonOutcome withExternalRow(CompareRow row) {
        List<CompareRow> all = new ArrayList<>(rows);
        all.add(row);
        return new ComparisonOutcome(this, all);
    }

    /** Builds the table rows; package-private so a test can craft disagreeing results. */
    static List<CompareRow> rowsOf(List<Comparison.Row> results) {
        String reference = null;
        int referenceValue = 0;
        for (Comparison.Row row : results) {
            if (mustAgree(row) && !row.result().stopped()) {
                reference = row.name();
                referenceValue = row.result().value();
                break;
            }
        }
        List<CompareRow> rows = new ArrayList<>();
        for (Comparison.Row row : results) {
            SearchResult r = row.result();
            boolean agree = mustAgree(row);
            boolean finished = !r.stopped();
            boolean flagged = agree && finished && reference != null && r.value() != referenceValue;
            rows.add(new CompareRow(row.name(), row.exact(), agree, finished, r, flagged, reference, referenceValue));
        }
        return List.copyOf(rows);
    }

    /** Exact and value-preserving: what the design promises agrees at a fixed depth. */
    static boolean mustAgree(Comparison.Row row) {
        // the named configuration, without building a searcher (and its table) just to read it
        SearchConfig config = Presets.exists(row.name()) ? Presets.get(row.name()).config() : SearchConfig.plain();
        return row.exact() && config.isValuePreserving();
    }

    /** The position compared (a private copy: name moves from it, never move it). */
    public AnalysisPosition position() {
        return position;
    }

    public int depth() {
        return depth;
    }

    public String evaluation() {
        return evaluation;
    }

    public Comparison comparison() {
        return comparison;
    }

    /** Whether the user cancelled the run (some rows may still have finished). */
    public boolean cancelled() {
        return cancelled;
    }

    public List<CompareRow> rows() {
        return rows;
    }

    public int finishedCount() {
        return (int) rows.stream().filter(CompareRow::finished).count();
    }

    /** Whether any two rows that must agree do not. */
    public boolean hasDisagreement() {
        return rows.stream().anyMatch(CompareRow::flagged);
    }
}
