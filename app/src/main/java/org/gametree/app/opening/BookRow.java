package org.gametree.app.opening;

import org.gametree.core.book.BookMove;

/**
 * One line of the Opening tab's table: a book move of the position shown, in the position's own
 * terms (the engine move, its name in the user's notation) with the book's entry for it.
 *
 * @param move    the engine move (Xiangqi from | to << 8, Gomoku point)
 * @param name    the move as the user writes it (炮二平五, h8)
 * @param stats   the book's entry: weight, results (for the side that plays the move), group
 * @param opening the name of the opening the move leads to, "" if it leads to no named position
 * @param best    whether no other move of the position has more weight (drawn distinct on the board)
 */
public record BookRow(int move, String name, BookMove stats, String opening, boolean best) {

    public int weight() {
        return stats.weight();
    }

    /** Games with a known result. */
    public int games() {
        return stats.games();
    }

    /** "12 (60%)" — a count and its share of the games with a result; the count alone without any. */
    public static String withShare(int count, int games) {
        if (games == 0) {
            return Integer.toString(count);
        }
        return count + " (" + Math.round(100.0 * count / games) + "%)";
    }
}
