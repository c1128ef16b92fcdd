package org.gametree.xiangqi;

/**
 * The state of a game: still going, or who won and why. See {@code docs/rules-xiangqi.md}.
 *
 * @param outcome who won, or a draw, or {@link Outcome#ONGOING}
 * @param reason  why the game ended ({@link Reason#NONE} while it goes on)
 */
public record GameResult(Outcome outcome, Reason reason) {

    public static final GameResult ONGOING = new GameResult(Outcome.ONGOING, Reason.NONE);

    /** Who won. */
    public enum Outcome { ONGOING, RED_WINS, BLACK_WINS, DRAW }

    /** Why the game ended. */
    public enum Reason {
        NONE,
        /** The side to move is in check and has no legal move. */
        CHECKMATE,
        /** The side to move is not in check but has no legal move: a loss in Xiangqi. */
        STALEMATE,
        /** The position came up a third time and one side gave check with every move in between. */
        PERPETUAL_CHECK,
        /** The position came up a third time without a perpetual check by one side. */
        REPETITION,
        /** 120 plies (60 moves each) without a capture. */
        NO_CAPTURE_LIMIT
    }

    public boolean isOver() {
        return outcome != Outcome.ONGOING;
    }

    static GameResult winFor(int side, Reason reason) {
        return new GameResult(side == Piece.RED ? Outcome.RED_WINS : Outcome.BLACK_WINS, reason);
    }
}
