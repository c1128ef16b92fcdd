package org.gametree.app.analysis.compare;

import java.util.ArrayList;
import java.util.List;

import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.MoveNotation;
import org.gametree.core.report.ComparisonColumn;

/**
 * The comparison as CSV and Markdown, with exactly the table's columns in the table's order: the
 * core's {@link ComparisonColumn}s (the {@code compare} command prints the same ones, so scripts
 * read both) and the workbench's {@link #CHECK} column. Cells are machine-readable: integers
 * without grouping, the first-move cutoff rate as a fraction, the value from the side to move at
 * the root, moves in coordinates, the check as its token ({@link CompareRow.Check#token()}).
 */
final class ComparisonExport {

    /** The header of the workbench's own column: the row's {@link CompareRow.Check}. */
    static final String CHECK = "check";

    private ComparisonExport() {
    }

    /** Every column's key, in the order of the table and the files. */
    static List<String> header() {
        List<String> header = new ArrayList<>();
        for (ComparisonColumn column : ComparisonColumn.values()) {
            header.add(column.key());
        }
        header.add(CHECK);
        return header;
    }

    /** One row's cells, in {@link #header()} order. */
    static List<String> cells(CompareRow row, AnalysisPosition position) {
        List<String> cells = new ArrayList<>();
        for (ComparisonColumn column : ComparisonColumn.values()) {
            // an external engine reports nodes, time, depth, move and score, not our counters
            boolean known = !row.external() || ExternalCompare.KNOWN.contains(column);
            cells.add(known ? column.cell(row.name(), row.result(), move -> position.moveName(move, MoveNotation.COORDINATE))
                    : "");
        }
        cells.add(row.check().token());
        return cells;
    }

    static String csv(ComparisonOutcome outcome) {
        StringBuilder out = new StringBuilder(String.join(",", header())).append('\n');
        for (CompareRow row : outcome.rows()) {
            out.append(String.join(",", cells(row, outcome.position()))).append('\n');
        }
        return out.toString();
    }

    static String markdown(ComparisonOutcome outcome) {
        List<String> header = header();
        StringBuilder out = new StringBuilder("| ").append(String.join(" | ", header)).append(" |\n|");
        for (int i = 0; i < header.size(); i++) {
            out.append(i == 0 ? "---|" : "---:|");
        }
        out.append('\n');
        for (CompareRow row : outcome.rows()) {
            out.append("| ").append(String.join(" | ", cells(row, outcome.position()))).append(" |\n");
        }
        return out.toString();
    }
}
