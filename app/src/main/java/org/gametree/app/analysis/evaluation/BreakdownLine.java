package org.gametree.app.analysis.evaluation;

/**
 * One line of the breakdown table: a term group (its subtotal), a side within a term (its
 * subtotal), one row of the evaluation's explanation, or the total. Immutable.
 *
 * @param kind   what the line is
 * @param group  the term group's key ("material", a Gomoku pattern family such as "windows")
 * @param side   0 first player, 1 second, -1 neither (also for term and total lines)
 * @param term   the row's own term text as the engine gives it (group lines: the group key)
 * @param where  where on the board, as the engine gives it ("" for groups)
 * @param value  the contribution or subtotal, for the side to move
 * @param points the board points to highlight (groups: the union of their rows')
 */
public record BreakdownLine(Kind kind, String group, int side, String term, String where, int value, int[] points) {

    /** The levels of the table. */
    public enum Kind { TERM, SIDE, ROW, TOTAL }
}
