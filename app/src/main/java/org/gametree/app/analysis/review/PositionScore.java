package org.gametree.app.analysis.review;

/**
 * The engine's score of one position of the game.
 *
 * @param ply        the position's index in the game (0 = the start, k = after k moves)
 * @param value      the score from the side to move's view (the engines' convention)
 * @param sideToMove 0 when the first player (Red, Gomoku's Black) is to move, 1 otherwise
 * @param depth      the depth the search completed
 * @param bestMove   the move the engine prefers there (0 when the game is over)
 */
public record PositionScore(int ply, int value, int sideToMove, int depth, int bestMove) {

    /** The score from {@code side}'s view (0 = first player). */
    public int from(int side) {
        return side == sideToMove ? value : -value;
    }
}
