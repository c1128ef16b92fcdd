package org.gametree.app.game;

/**
 * The move an engine chose, with what it thought of it.
 *
 * @param move    the move (engine int: Xiangqi from | to << 8, Gomoku point)
 * @param value   its value for the side that moved, in the search's units (mate scores for forced wins)
 * @param depth   the deepest completed iteration (for a Gomoku threat win: the length of the line)
 * @param nodes   nodes searched
 * @param pv      the expected line, starting with {@code move}
 * @param millis  time spent thinking
 * @param stopped whether the search was cut short (time, or "move now")
 * @param book    whether the move came from the opening book (no search: value, depth and nodes 0)
 */
public record EngineMove(int move, int value, int depth, long nodes, int[] pv, long millis, boolean stopped,
                         boolean book) {

    /** A searched move. */
    public EngineMove(int move, int value, int depth, long nodes, int[] pv, long millis, boolean stopped) {
        this(move, value, depth, nodes, pv, millis, stopped, false);
    }

    /** A move played from the opening book. */
    public static EngineMove fromBook(int move) {
        return new EngineMove(move, 0, 0, 0, new int[] {move}, 0, false, true);
    }
}
