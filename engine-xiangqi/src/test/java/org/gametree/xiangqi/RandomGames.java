package org.gametree.xiangqi;

import java.util.Random;

/** Seeded random play for tests: plays legal moves, starting again when a game ends. */
final class RandomGames {

    /** Called for every position reached, before and after each move. */
    interface Visitor {
        void visit(Position position, int plies);
    }

    private RandomGames() {
    }

    /**
     * Plays {@code totalMoves} random legal moves in games starting from {@code fen}, each game
     * at most {@code maxGameLength} moves, and takes every game back move by move at its end.
     */
    static void play(String fen, long seed, int totalMoves, int maxGameLength, Visitor onMake, Visitor onUnmake) {
        Random random = new Random(seed);
        int played = 0;
        while (played < totalMoves) {
            Position position = Fen.parse(fen);
            int length = 0;
            while (length < maxGameLength && played < totalMoves) {
                int[] moves = position.legalMoves();
                if (moves.length == 0) {
                    break;
                }
                position.makeMove(moves[random.nextInt(moves.length)]);
                length++;
                played++;
                onMake.visit(position, length);
            }
            if (length == 0) {
                return; // the start position has no legal move: nothing to play
            }
            while (position.ply() > 0) {
                position.unmakeMove();
                onUnmake.visit(position, position.ply());
            }
        }
    }
}
