package org.gametree.xiangqi;

/**
 * Decides whether a game is over, by the rule set of {@code docs/rules-xiangqi.md}: no legal move
 * loses; a position occurring for the third time ends the game — lost for a side that gave check
 * with every one of its moves since the first of those occurrences (when only one side did so),
 * drawn otherwise; 120 plies without a capture draw.
 *
 * <p>Repetition is judged over the position's history, so the game must have been played on the
 * {@link Position} (make/unmake), with {@link Position#isInCheck()} asked after each move — as
 * {@link #play} does — so that the check status of every position is known.
 */
public final class GameRules {

    /** How many times a position must occur to end the game. */
    public static final int REPETITIONS = 3;

    private GameRules() {
    }

    /** Plays a move in a game: checks legality, makes it, records whether it gives check. */
    public static void play(Position position, int move) {
        if (!position.isLegal(move)) {
            throw new IllegalArgumentException("illegal move " + Move.toCoordinate(move) + " in " + Fen.write(position));
        }
        position.makeMove(move);
        position.isInCheck();
    }

    public static GameResult result(Position position) {
        int[] moves = new int[Position.MAX_MOVES];
        if (position.generateMoves(moves, 0) == 0) {
            GameResult.Reason reason = position.isInCheck()
                    ? GameResult.Reason.CHECKMATE : GameResult.Reason.STALEMATE;
            return GameResult.winFor(position.sideToMove() ^ 1, reason);
        }
        GameResult repetition = repetition(position);
        if (repetition != null) {
            return repetition;
        }
        if (position.halfmoveClock() >= Position.NO_CAPTURE_LIMIT) {
            return new GameResult(GameResult.Outcome.DRAW, GameResult.Reason.NO_CAPTURE_LIMIT);
        }
        return GameResult.ONGOING;
    }

    /**
     * The ply of the earliest of the last {@link #REPETITIONS} occurrences of the current
     * position, or -1 if it has not occurred that often. Only plies since the last capture are
     * searched, since no earlier position can recur.
     */
    public static int repetitionStart(Position position) {
        int ply = position.ply();
        long key = position.key();
        int reversible = Math.min(ply, position.halfmoveClock());
        int seen = 1;
        for (int p = ply - 2; p >= ply - reversible; p -= 2) {
            if (position.keyAt(p) == key && ++seen == REPETITIONS) {
                return p;
            }
        }
        return -1;
    }

    private static GameResult repetition(Position position) {
        int start = repetitionStart(position);
        if (start < 0) {
            return null;
        }
        // The move made at ply p gave check if the position at p + 1 is in check.
        boolean[] checkedEveryMove = {true, true};
        for (int p = start; p < position.ply(); p++) {
            int mover = (position.initialSide() + p) & 1;
            if (!position.wasInCheckAt(p + 1)) {
                checkedEveryMove[mover] = false;
            }
        }
        if (checkedEveryMove[Piece.RED] != checkedEveryMove[Piece.BLACK]) {
            int loser = checkedEveryMove[Piece.RED] ? Piece.RED : Piece.BLACK;
            return GameResult.winFor(loser ^ 1, GameResult.Reason.PERPETUAL_CHECK);
        }
        return new GameResult(GameResult.Outcome.DRAW, GameResult.Reason.REPETITION);
    }
}
