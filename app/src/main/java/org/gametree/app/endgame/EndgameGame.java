package org.gametree.app.endgame;

import org.gametree.xiangqi.Position;

/**
 * What the Endgame tab may do to the game on the board: play a move for the side to move as a
 * person would, or set up a new position. An interface so the view-model needs no window.
 */
public interface EndgameGame {

    /** Plays a legal move of the position on the board (refused silently if the board is not the user's now). */
    void play(int move);

    /** Puts {@code position} on the board as a new game for two people. */
    void load(Position position);
}
