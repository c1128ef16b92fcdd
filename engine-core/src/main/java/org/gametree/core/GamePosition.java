package org.gametree.core;

/**
 * A position that a game-agnostic search can walk.
 *
 * <p>Moves are {@code int}s; 0 is never a move. Move lists are written into caller-owned arrays so
 * that a searcher can keep one slice per ply and allocate nothing per node. {@link #makeMove} and
 * {@link #unmakeMove} work in place and must be exact inverses, including the Zobrist key.
 */
public interface GamePosition {

    /** The side to move: 0 for the first player (Red, Black in Gomoku), 1 for the second. */
    int sideToMove();

    /**
     * Writes the legal moves into {@code moves} starting at {@code start}.
     *
     * @return the index one past the last move written
     */
    int generateMoves(int[] moves, int start);

    /** Plays a legal move. */
    void makeMove(int move);

    /** Takes back the last move made with {@link #makeMove}. */
    void unmakeMove();

    /** The 64-bit Zobrist key of the position, side to move included. */
    long key();

    /** Whether the side to move is in check (always false in games without check). */
    boolean isInCheck();

    /** Number of moves made since the position was set up. */
    int ply();
}
