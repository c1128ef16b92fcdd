package org.gametree.xiangqi.search;

import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Piece;
import org.gametree.xiangqi.Position;

/**
 * Static exchange evaluation by simulation: the oracle the fast {@link StaticExchange} is tested
 * against. Each capture is played on the position itself and the next one is chosen among the
 * <em>legal</em> captures of the square that follow, so screens, horse legs, pins and the flying
 * general are all as the move generator says — slow (a generation per step), obviously right.
 */
final class SimulatedExchange {

    /** Exchange values per piece type: king, advisor, elephant, horse, rook, cannon, pawn. */
    private static final int[] VALUE = {10_000, 250, 250, 350, 500, 350, 100};
    /** More captures on one square than pieces on the board cannot happen. */
    private static final int MAX_EXCHANGE = 33;

    private final int[] moves = new int[Position.MAX_MOVES];
    private final int[] gain = new int[MAX_EXCHANGE];

    /** The exchange value of a piece id (0 for an empty square). */
    static int value(int pieceId) {
        return pieceId == 0 ? 0 : VALUE[Piece.type(pieceId)];
    }

    /**
     * The material the side to move wins by {@code move} (a legal move) and the best exchange
     * on its destination that follows; negative when it loses material. A quiet move is worth 0
     * unless the piece can be taken for less than it is worth.
     */
    public int evaluate(Position position, int move) {
        int to = Move.to(move);
        gain[0] = value(position.pieceAt(to));
        int onSquare = value(position.pieceAt(Move.from(move)));
        position.makeMove(move);
        int made = 1;
        int depth = 0;
        while (depth + 1 < MAX_EXCHANGE) {
            int capture = leastValuableCapture(position, to);
            if (capture == Move.NONE) {
                break;
            }
            depth++;
            gain[depth] = onSquare - gain[depth - 1];
            if (Math.max(-gain[depth - 1], gain[depth]) < 0) {
                break; // whoever is to capture loses whether they take or not: the rest cannot change the sign
            }
            onSquare = value(position.pieceAt(Move.from(capture)));
            position.makeMove(capture);
            made++;
        }
        for (int i = 0; i < made; i++) {
            position.unmakeMove();
        }
        while (depth > 0) {
            gain[depth - 1] = -Math.max(-gain[depth - 1], gain[depth]);
            depth--;
        }
        return gain[0];
    }

    /** Whether {@code move} wins at least {@code threshold} by {@link #evaluate}. */
    public boolean atLeast(Position position, int move, int threshold) {
        return evaluate(position, move) >= threshold;
    }

    /** The legal capture onto {@code square} by the side to move's least valuable piece, or {@link Move#NONE}. */
    private int leastValuableCapture(Position position, int square) {
        int end = position.generateCaptures(moves, 0);
        int best = Move.NONE;
        int bestValue = Integer.MAX_VALUE;
        for (int i = 0; i < end; i++) {
            int move = moves[i];
            if (Move.to(move) == square) {
                int value = value(position.pieceAt(Move.from(move)));
                if (value < bestValue) {
                    bestValue = value;
                    best = move;
                }
            }
        }
        return best;
    }
}
