package org.gametree.app.analysis.compare;

import java.util.List;
import java.util.Locale;

/**
 * The comparison as CSV and Markdown: the core's own tables ({@code Comparison.csv()} and
 * {@code markdown()}, the format of the {@code compare} command, so scripts read both), with
 * four columns appended that only the workbench knows: the effective branching factor, whether
 * the row must agree with the other exact rows, whether it finished, and whether it disagrees.
 * The core's "differs" column keeps its own meaning (differs from the first exact row).
 */
final class ComparisonExport {

    static final List<String> EXTRA_COLUMNS = List.of("ebf", "mustAgree", "finished", "disagrees");

    private ComparisonExport() {
    }

    static String csv(ComparisonOutcome outcome) {
        String[] lines = outcome.comparison().csv().split("\n");
        StringBuilder out = new StringBuilder(lines[0]).append(',').append(String.join(",", EXTRA_COLUMNS)).append('\n');
        List<CompareRow> rows = outcome.rows();
        for (int i = 0; i < rows.size(); i++) {
            out.append(lines[i + 1]).append(',').append(String.join(",", extraCells(rows.get(i)))).append('\n');
        }
        return out.toString();
    }

    static String markdown(ComparisonOutcome outcome) {
        String[] lines = outcome.comparison().markdown().split("\n");
        StringBuilder out = new StringBuilder(lines[0]).append(' ').append(String.join(" | ", EXTRA_COLUMNS)).append(" |\n");
        out.append(lines[1]).append("---:|".repeat(EXTRA_COLUMNS.size())).append('\n');
        List<CompareRow> rows = outcome.rows();
        for (int i = 0; i < rows.size(); i++) {
            out.append(lines[i + 2]).append(' ').append(String.join(" | ", extraCells(rows.get(i)))).append(" |\n");
        }
        return out.toString();
    }

    private static List<String> extraCells(CompareRow row) {
        return List.of(ebf(row.branchingFactor()), Boolean.toString(row.agreeExpected()), Boolean.toString(row.finished()),
                row.flagged() ? "DISAGREES" : "");
    }

    /** Two decimals, the way the table shows it; empty when no iteration completed. */
    static String ebf(double value) {
        return Double.isNaN(value) ? "" : String.format(Locale.ROOT, "%.2f", value);
    }
}
