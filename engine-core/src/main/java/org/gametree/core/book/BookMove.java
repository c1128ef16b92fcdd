package org.gametree.core.book;

/**
 * One move of a book position and what is known about it.
 *
 * @param move   the move in the book's own encoding (a game-independent small number, see the
 *               game's book class: Xiangqi {@code from * 90 + to}, Gomoku {@code y * size + x}),
 *               always in the frame of the position's canonical key
 * @param weight how often the engine should choose it relative to the position's other moves
 *               (0 keeps the move in the book but never plays it)
 * @param wins   games won by the side that played it
 * @param draws  games drawn after it
 * @param losses games lost by the side that played it
 */
public record BookMove(int move, int weight, int wins, int draws, int losses) {

    /** The largest move number the file format holds (two bytes). */
    public static final int MAX_MOVE = 0xFFFF;

    public BookMove {
        if (move < 0 || move > MAX_MOVE) {
            throw new IllegalArgumentException("book move " + move + " is outside 0.." + MAX_MOVE);
        }
        if (weight < 0 || wins < 0 || draws < 0 || losses < 0) {
            throw new IllegalArgumentException("book weights and counts are never negative");
        }
    }

    /** Games with a known result that played this move. */
    public int games() {
        return wins + draws + losses;
    }

    public BookMove withWeight(int newWeight) {
        return new BookMove(move, newWeight, wins, draws, losses);
    }

    /** One more game that played this move (weight counts every game, results only known ones). */
    public BookMove plus(Outcome outcome) {
        return new BookMove(move, saturated(weight, 1),
                outcome == Outcome.WIN ? saturated(wins, 1) : wins,
                outcome == Outcome.DRAW ? saturated(draws, 1) : draws,
                outcome == Outcome.LOSS ? saturated(losses, 1) : losses);
    }

    private static int saturated(int count, int add) {
        return count > Integer.MAX_VALUE - add ? Integer.MAX_VALUE : count + add;
    }
}
