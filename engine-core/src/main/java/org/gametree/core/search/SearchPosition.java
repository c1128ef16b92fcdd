package org.gametree.core.search;

import org.gametree.core.GamePosition;

/**
 * What a game offers the search library beyond {@link GamePosition}: a static evaluation, the
 * moves quiescence search looks at, what move ordering needs, and the game's own rules for
 * decided positions. Implementations compose a game position with an evaluator, so one game can
 * be searched with several evaluations.
 *
 * <p>All values are from the point of view of the side to move, in centipawn-like units well
 * inside ±{@link Score#MATE_BOUND}.
 */
public interface SearchPosition extends GamePosition {

    /** Static evaluation, from the side to move's point of view. */
    int evaluate();

    /**
     * Writes the legal "noisy" moves (captures) for quiescence search; returns the end index.
     * Games without captures (Gomoku, the textbook tree) have none: the default.
     */
    default int generateNoisyMoves(int[] moves, int start) {
        return start;
    }

    /** Whether a move is noisy (a capture); by default no move is. */
    default boolean isNoisy(int move) {
        return false;
    }

    /**
     * Ordering value of a capture: most valuable victim first, then least valuable attacker
     * (MVV-LVA); 0 for a quiet move. A negative value marks a capture that probably loses
     * material (a defended piece worth less than the capturer): ordering tries those after the
     * quiet moves. By default 0: no captures.
     */
    default int captureOrder(int move) {
        return 0;
    }

    /**
     * Writes the legal quiet moves (every legal move that {@link #isNoisy} rejects); returns the
     * end index. With {@link #generateNoisyMoves} it makes up {@link #generateMoves}: the staged
     * picker generates captures first and quiet moves only if no capture cut. By default all
     * moves are generated and the noisy ones dropped.
     */
    default int generateQuietMoves(int[] moves, int start) {
        int end = generateMoves(moves, start);
        int n = start;
        for (int i = start; i < end; i++) {
            if (!isNoisy(moves[i])) {
                moves[n++] = moves[i];
            }
        }
        return n;
    }

    /**
     * Whether {@code move}, any int (a table move, a killer from a sibling), is legal here: the
     * staged picker tries such moves before generating. Games searched with it answer without
     * allocating; by default the legal moves are generated into a new array.
     */
    default boolean isLegalMove(int move) {
        int[] all = new int[1024];
        int end = generateMoves(all, 0);
        for (int i = 0; i < end; i++) {
            if (all[i] == move) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the static exchange of {@code move} (a legal move) wins at least {@code threshold}:
     * the material it gains if both sides then capture on its destination as long as it pays.
     * Games without captures: a move gains nothing, so the answer is {@code threshold <= 0}.
     */
    default boolean staticExchangeAtLeast(int move, int threshold) {
        return threshold <= 0;
    }

    /** Whether {@code move} (legal) gives check. By default no move does. */
    default boolean givesCheck(int move) {
        return false;
    }

    /**
     * Whether the side to move may pass for null-move pruning: the game allows the idea (a pass
     * is never better than the best move) and the position is not one where passing would be
     * best — in Xiangqi, a side with no attacking piece left is in a zugzwang-like ending. By
     * default false: no null move.
     */
    default boolean nullMoveAllowed() {
        return false;
    }

    /** Passes the turn (only when {@link #nullMoveAllowed()}). */
    default void makeNullMove() {
        throw new UnsupportedOperationException("this game has no null move");
    }

    /** Takes back {@link #makeNullMove()}. */
    default void unmakeNullMove() {
        throw new UnsupportedOperationException("this game has no null move");
    }

    /**
     * Index of a move by the piece that makes it and its destination, for continuation history
     * and counter-moves, asked before the move is made: 0 ≤ index &lt; {@link #pieceToSize()}.
     * By default the {@link #historyIndex}.
     */
    default int pieceToIndex(int move) {
        return historyIndex(move);
    }

    /** Size of the piece-to index space. */
    default int pieceToSize() {
        return historySize();
    }

    /**
     * An independent copy of this position (same game, history and evaluation) for another
     * search thread, or null if the game does not offer one (then a search stays on one thread).
     */
    default SearchPosition copyForThread() {
        return null;
    }

    /** Index of a move in history tables, 0 ≤ index &lt; {@link #historySize()}. */
    int historyIndex(int move);

    /** Size of the history table this game needs. */
    int historySize();

    /**
     * The value of the position if the rules decide it whatever is played next — repetition,
     * perpetual check, a move limit, a completed five — or {@link Score#NONE}. Such values may
     * depend on the path (repetition), so the search never stores them in its table.
     *
     * @param ply distance from the root, for mate-distance scoring
     * @param repetitions whether repetition rules apply (tests of exactness switch them off)
     */
    int ruleValue(int ply, boolean repetitions);

    /**
     * The exact value of the position from an endgame database (a mate score counted from the
     * root like {@link #noMovesValue}, or a draw), or {@link Score#NONE} when no database knows
     * it: other material, or none loaded. Asked below the root only while
     * {@link SearchConfig#endgameTables()} is on; must not allocate. By default no database.
     *
     * @param ply distance from the root, for mate-distance scoring
     */
    default int tablebaseValue(int ply) {
        return Score.NONE;
    }

    /** The value when the side to move has no legal move (in Xiangqi a loss: {@code -MATE + ply}). */
    int noMovesValue(int ply);

    /** A move in the game's usual notation for reports (coordinates for Xiangqi). */
    String moveName(int move);
}
