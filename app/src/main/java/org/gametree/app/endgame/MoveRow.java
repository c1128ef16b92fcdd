package org.gametree.app.endgame;

import org.gametree.xiangqi.endgame.Outcome;

/**
 * One legal move in the Endgame tab's table: the move (an int of {@code Move}), its name in the
 * notation chosen, and what it keeps for the side making it: outcome and plies to mate.
 */
public record MoveRow(int move, String name, Outcome outcome, int distance) {
}
