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
    /** Per ply of the walk: the index of the next move to play and the end of its list. */
    private final int[] cursor;
    private final int[] ends;

    public Perft(Position position, int maxDepth) {
        this.position = position;
        this.moves = new int[Position.MAX_MOVES * Math.max(1, maxDepth)];
        this.cursor = new int[Math.max(1, maxDepth)];
        this.ends = new int[Math.max(1, maxDepth)];
    }

    /** Leaves at {@code depth} plies (1 at depth 0). */
    public long count(int depth) {
        if (depth <= 1) {
            return depth == 0 ? 1 : position.countLegalMoves(moves, 0);
        }
        return countIteratively(depth);
    }

    /**
     * Depth 2 and more, walked with an explicit stack of move lists rather than by recursion
     * (one loop for the JIT to compile, instead of a recursive method inlined into itself).
     */
    private long countIteratively(int depth) {
        final Position p = position;
        final int[] list = moves;
        final int[] next = cursor;
        final int[] end = ends;
        final int last = depth - 2; // at this ply, each move's answers are counted in bulk
        long total = 0;
        int ply = 0;
        next[0] = 0;
        end[0] = p.generateMoves(list, 0);
        while (true) {
            if (next[ply] == end[ply]) {
                if (ply == 0) {
                    return total;
                }
                ply--;
                p.unmakeMove();
                continue;
            }
            p.makeMove(list[next[ply]++]);
            int start = (ply + 1) * Position.MAX_MOVES;
            if (ply == last) {
                total += p.countLegalMoves(list, start);
                p.unmakeMove();
            } else {
                ply++;
                next[ply] = start;
                end[ply] = p.generateMoves(list, start);
            }
        }
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
