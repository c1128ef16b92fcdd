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

    /** The value when the side to move has no legal move (in Xiangqi a loss: {@code -MATE + ply}). */
    int noMovesValue(int ply);

    /** A move in the game's usual notation for reports (coordinates for Xiangqi). */
    String moveName(int move);
}
