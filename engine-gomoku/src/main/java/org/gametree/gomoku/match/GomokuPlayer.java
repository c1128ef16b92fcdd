package org.gametree.gomoku.match;

import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;

/** One side of a match game: ours in-process, or a Gomocup engine run as a process. */
public interface GomokuPlayer extends AutoCloseable {

    /** A name for reports. */
    String name();

    /** Prepares for a new game under {@code rule} on a {@code size}×{@code size} board. */
    void newGame(Rule rule, int size, long moveMillis) throws PlayerFailure;

    /**
     * The move of the side to move in {@code game} (which the player must leave unchanged),
     * thinking about {@code moveMillis}.
     */
    int move(GomokuPosition game, long moveMillis) throws PlayerFailure;

    /** Ends the player's process or frees its memory. */
    @Override
    void close();

    /** A player that could not give a move: crashed, silent past its time, or said nonsense. */
    final class PlayerFailure extends Exception {
        public PlayerFailure(String message) {
            super(message);
        }
    }
}
