package org.gametree.app.analysis.live;

import java.util.List;

/**
 * One row of the live panel's lines table: a MultiPV line as shown.
 *
 * @param rank      1 for the best line
 * @param value     its value from the side to move at the searched position
 * @param scoreText the value as the score setting shows it ("+35", "Mate in 3")
 * @param depth     the depth it was searched to
 * @param moves     the line's moves (engine ints) from the searched position, a copy
 * @param names     the same moves in the chosen notation
 */
public record LineRow(int rank, int value, String scoreText, int depth, int[] moves, List<String> names) {

    public LineRow {
        moves = moves.clone();
        names = List.copyOf(names);
    }

    /** The line as one text, moves separated by spaces. */
    public String line() {
        return String.join(" ", names);
    }

    /** The first move (the root move of the line); 0 for an empty line. */
    public int firstMove() {
        return moves.length == 0 ? 0 : moves[0];
    }
}
