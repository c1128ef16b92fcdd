package org.gametree.app.analysis;

import java.util.List;

/**
 * An evaluation split into rows that add up exactly to {@code total}, from the side to move's
 * point of view.
 *
 * @param evaluation the evaluation's name
 * @param total      its value
 * @param rows       the terms
 */
public record EvalBreakdown(String evaluation, int total, List<Row> rows) {

    /**
     * One term.
     *
     * @param term   what it measures ("material", "mobility", a Gomoku pattern, …), untranslated
     * @param side   0 for the first player (Red / Black stones), 1 for the second, -1 for neither
     * @param where  where on the board, as text ("h2 cannon", "row 8"), may be empty
     * @param value  its contribution, signed for the side to move
     * @param points the board points it concerns (square or point indices), to highlight
     */
    public record Row(String term, int side, String where, int value, int[] points) {
    }

    public EvalBreakdown {
        rows = List.copyOf(rows);
        int sum = 0;
        for (Row row : rows) {
            sum += row.value();
        }
        if (sum != total) {
            throw new IllegalArgumentException("rows sum to " + sum + ", not " + total);
        }
    }
}
