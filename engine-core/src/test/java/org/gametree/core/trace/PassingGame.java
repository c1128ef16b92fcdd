package org.gametree.core.trace;

import org.gametree.core.search.Score;
import org.gametree.core.search.SearchPosition;

/**
 * A made-up game for watching a selective search: every position has {@code branching} moves
 * (1 .. branching), each move gains or loses the mover a pseudo-random amount (−120 .. +120, from
 * a hash of the position and the move), and the evaluation is the material so gained, from the
 * side to move, plus a little noise. So the static evaluation predicts the search, as in a real
 * game, and the selective techniques of {@code modern} (null move, futility, late-move pruning and
 * reductions, …) all fire. The side to move may pass (the null move). Deterministic.
 */
final class PassingGame implements SearchPosition {

    private final int branching;
    private final long[] keys = new long[256];
    /** Material of the first player after each ply. */
    private final int[] material = new int[256];
    private int ply;
    private int side;

    PassingGame(int branching, long seed) {
        this.branching = branching;
        keys[0] = mix(seed);
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 33)) * 0xff51afd7ed558ccdL;
        z = (z ^ (z >>> 33)) * 0xc4ceb9fe1a85ec53L;
        return z ^ (z >>> 33);
    }

    private int gain(int move) {
        return (int) Math.floorMod(mix(keys[ply] * 31 + move), 241L) - 120;
    }

    @Override
    public int sideToMove() {
        return side;
    }

    @Override
    public int generateMoves(int[] moves, int start) {
        for (int m = 1; m <= branching; m++) {
            moves[start + m - 1] = m;
        }
        return start + branching;
    }

    @Override
    public void makeMove(int move) {
        int g = gain(move);
        keys[ply + 1] = mix(keys[ply] * 31 + move);
        material[ply + 1] = material[ply] + (side == 0 ? g : -g);
        ply++;
        side ^= 1;
    }

    @Override
    public void unmakeMove() {
        ply--;
        side ^= 1;
    }

    @Override
    public boolean nullMoveAllowed() {
        return true;
    }

    @Override
    public void makeNullMove() {
        keys[ply + 1] = keys[ply] ^ 0x5DEECE66DL;
        material[ply + 1] = material[ply];
        ply++;
        side ^= 1;
    }

    @Override
    public void unmakeNullMove() {
        unmakeMove();
    }

    @Override
    public long key() {
        return keys[ply];
    }

    @Override
    public boolean isInCheck() {
        return false;
    }

    @Override
    public int ply() {
        return ply;
    }

    @Override
    public int evaluate() {
        int noise = (int) Math.floorMod(keys[ply], 21L) - 10;
        int v = material[ply] + noise;
        return side == 0 ? v : -v;
    }

    @Override
    public int historyIndex(int move) {
        return move - 1;
    }

    @Override
    public int historySize() {
        return branching;
    }

    @Override
    public int ruleValue(int ply, boolean repetitions) {
        return Score.NONE;
    }

    @Override
    public int noMovesValue(int ply) {
        return evaluate();
    }

    @Override
    public String moveName(int move) {
        return Integer.toString(move);
    }
}
