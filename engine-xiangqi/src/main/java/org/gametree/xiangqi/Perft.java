package org.gametree.xiangqi;

/**
 * Counts the leaves of the legal move tree to a fixed depth — the standard test of a move
 * generator. The last ply is counted in bulk (the number of legal moves, without making them),
 * as Fairy-Stockfish and most engines do; {@link Position#countLegalMoves} counts them without
 * writing them out where no move but the king's can expose the king. Move lists live in one preallocated array, one slice of
 * {@link Position#MAX_MOVES} per ply.
 */
public final class Perft {

    private final Position position;
    private final int[] moves;

    public Perft(Position position, int maxDepth) {
        this.position = position;
        this.moves = new int[Position.MAX_MOVES * Math.max(1, maxDepth)];
    }

    /** Leaves at {@code depth} plies (1 at depth 0). */
    public long count(int depth) {
        return depth == 0 ? 1 : count(depth, 0);
    }

    private long count(int depth, int start) {
        if (depth == 1) {
            return position.countLegalMoves(moves, start);
        }
        int end = position.generateMoves(moves, start);
        long total = 0;
        int next = start + Position.MAX_MOVES;
        for (int i = start; i < end; i++) {
            position.makeMove(moves[i]);
            total += count(depth - 1, next);
            position.unmakeMove();
        }
        return total;
    }

    /** Per-root-move counts ("divide"): the moves and the leaves below each, in generation order. */
    public Divide divide(int depth) {
        int[] rootMoves = position.legalMoves();
        long[] counts = new long[rootMoves.length];
        for (int i = 0; i < rootMoves.length; i++) {
            position.makeMove(rootMoves[i]);
            counts[i] = count(depth - 1);
            position.unmakeMove();
        }
        return new Divide(rootMoves, counts);
    }

    /** Root moves and their leaf counts. */
    public static final class Divide {
        private final int[] moves;
        private final long[] counts;

        Divide(int[] moves, long[] counts) {
            this.moves = moves;
            this.counts = counts;
        }

        public int size() {
            return moves.length;
        }

        public int move(int i) {
            return moves[i];
        }

        public long count(int i) {
            return counts[i];
        }

        public long total() {
            long sum = 0;
            for (long c : counts) {
                sum += c;
            }
            return sum;
        }
    }
}
