package org.gametree.core.search;

import java.util.Arrays;

/**
 * What the staged picker knows about quiet moves, learned from cutoffs: the butterfly history
 * (from-to of a move, whoever played it), the continuation history (this move after the
 * opponent's last move, and after our own move before that, by piece and destination), the
 * counter-move of each previous move, and two killers per ply.
 *
 * <p>Scores follow the "gravity" rule of today's engines: a bonus moves a score towards
 * ±{@link #LIMIT} by a share of the distance left, so scores stay bounded without rescaling and
 * recent results weigh more. Cleared at each search, so a fixed-depth search always visits the
 * same nodes. Nothing is allocated after the first search of a game.
 */
public final class QuietHistory {

    /** Every history score stays within ±LIMIT. */
    public static final int LIMIT = 16384;

    private final int[] killers;
    private int[] butterfly = new int[0];
    private int[] continuation = new int[0];
    private int[] counter = new int[0];
    private int pieceToSize;

    public QuietHistory(int maxPly) {
        killers = new int[maxPly * 2];
    }

    /** Forgets everything; sizes the tables for the game being searched. */
    public void clear(int historySize, int pieceToSize) {
        Arrays.fill(killers, 0);
        butterfly = fresh(butterfly, historySize);
        continuation = fresh(continuation, pieceToSize * pieceToSize);
        counter = fresh(counter, pieceToSize);
        this.pieceToSize = pieceToSize;
    }

    private static int[] fresh(int[] table, int size) {
        if (table.length != size) {
            return new int[size];
        }
        Arrays.fill(table, 0);
        return table;
    }

    public int killer1(int ply) {
        return killers[ply * 2];
    }

    public int killer2(int ply) {
        return killers[ply * 2 + 1];
    }

    public boolean isKiller(int ply, int move) {
        return killers[ply * 2] == move || killers[ply * 2 + 1] == move;
    }

    /** The counter-move of the previous move whose piece-to index is {@code previous} (-1: none), or 0. */
    public int counterMove(int previous) {
        return previous < 0 ? 0 : counter[previous];
    }

    /**
     * The ordering score of a quiet move: butterfly history plus the continuation histories
     * after the previous move and the one before it ({@code -1} where there is none or the
     * switch is off).
     */
    public int score(int historyIndex, int pieceTo, int previous1, int previous2) {
        int score = butterfly[historyIndex];
        if (previous1 >= 0) {
            score += continuation[previous1 * pieceToSize + pieceTo];
        }
        if (previous2 >= 0) {
            score += continuation[previous2 * pieceToSize + pieceTo];
        }
        return score;
    }

    /** The bonus for a cutoff at remaining depth {@code depth}. */
    public static int bonus(int depth) {
        return Math.min(16 * depth * depth + 32 * depth, 1600);
    }

    /**
     * A quiet move cut off (bonus &gt; 0) or was tried before the one that did (bonus &lt; 0):
     * adjust its scores.
     */
    public void update(int historyIndex, int pieceTo, int previous1, int previous2, int bonus) {
        butterfly[historyIndex] = gravity(butterfly[historyIndex], bonus);
        if (previous1 >= 0) {
            int i = previous1 * pieceToSize + pieceTo;
            continuation[i] = gravity(continuation[i], bonus);
        }
        if (previous2 >= 0) {
            int i = previous2 * pieceToSize + pieceTo;
            continuation[i] = gravity(continuation[i], bonus);
        }
    }

    private static int gravity(int score, int bonus) {
        return score + bonus - score * Math.abs(bonus) / LIMIT;
    }

    /** A quiet move cut off at {@code ply}: it becomes the first killer and, if asked, the counter-move. */
    public void remember(int ply, int move, int previous, boolean counterMoves) {
        if (killers[ply * 2] != move) {
            killers[ply * 2 + 1] = killers[ply * 2];
            killers[ply * 2] = move;
        }
        if (counterMoves && previous >= 0) {
            counter[previous] = move;
        }
    }
}
