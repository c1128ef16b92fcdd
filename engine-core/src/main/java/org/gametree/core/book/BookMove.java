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
 * @param group  the line (opening) the move belongs to, 0 for none: the engine prefers the moves
 *               of the group it chose before, so its book moves follow one plan (the book's
 *               "grouped lines"); the game's book class says what the numbers mean
 */
public record BookMove(int move, int weight, int wins, int draws, int losses, int group) {

    /** The largest move number the file format holds (two bytes). */
    public static final int MAX_MOVE = 0xFFFF;

    /** The largest group number the file format holds (two bytes). */
    public static final int MAX_GROUP = 0xFFFF;

    public BookMove {
        if (move < 0 || move > MAX_MOVE) {
            throw new IllegalArgumentException("book move " + move + " is outside 0.." + MAX_MOVE);
        }
        if (group < 0 || group > MAX_GROUP) {
            throw new IllegalArgumentException("book group " + group + " is outside 0.." + MAX_GROUP);
        }
        if (weight < 0 || wins < 0 || draws < 0 || losses < 0) {
            throw new IllegalArgumentException("book weights and counts are never negative");
        }
    }

    /** A move in no group. */
    public BookMove(int move, int weight, int wins, int draws, int losses) {
        this(move, weight, wins, draws, losses, 0);
    }

    /** Games with a known result that played this move. */
    public int games() {
        return wins + draws + losses;
    }

    public BookMove withWeight(int newWeight) {
        return new BookMove(move, newWeight, wins, draws, losses, group);
    }

    public BookMove withGroup(int newGroup) {
        return new BookMove(move, weight, wins, draws, losses, newGroup);
    }

    /** One more game that played this move (weight counts every game, results only known ones). */
    public BookMove plus(Outcome outcome) {
        return new BookMove(move, saturated(weight, 1),
                outcome == Outcome.WIN ? saturated(wins, 1) : wins,
                outcome == Outcome.DRAW ? saturated(draws, 1) : draws,
                outcome == Outcome.LOSS ? saturated(losses, 1) : losses, group);
    }

    private static int saturated(int count, int add) {
        return count > Integer.MAX_VALUE - add ? Integer.MAX_VALUE : count + add;
    }
}
