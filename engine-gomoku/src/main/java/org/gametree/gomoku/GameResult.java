package org.gametree.gomoku;

/** The state of a game: still going, won by one side, or drawn (full board). */
public enum GameResult {
    ONGOING,
    BLACK_WINS,
    WHITE_WINS,
    DRAW;

    public boolean isOver() {
        return this != ONGOING;
    }
}
