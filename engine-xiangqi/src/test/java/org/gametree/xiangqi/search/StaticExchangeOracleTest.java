package org.gametree.xiangqi.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;

import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.TestData;
import org.junit.jupiter.api.Test;

/**
 * The fast static exchange (attackers found by scanning the board copy) against the oracle that
 * plays every legal capture out ({@link SimulatedExchange}): equal on every legal move of every
 * perft-suite position and of the positions random games reach from them, captures favoured so
 * that the exchanges are long and full of screens, legs and pins.
 */
class StaticExchangeOracleTest {

    @Test
    void theFastExchangeEqualsPlayingTheCapturesOut() {
        StaticExchange fast = new StaticExchange();
        SimulatedExchange oracle = new SimulatedExchange();
        Random random = new Random(20261126);
        long compared = 0;
        long nonZero = 0;
        long losing = 0;
        for (String fen : TestData.perftFens()) {
            Position position = Fen.parse(fen);
            for (int ply = 0; ply < 40; ply++) {
                int[] moves = position.legalMoves();
                if (moves.length == 0) {
                    break;
                }
                for (int move : moves) {
                    String before = Fen.write(position);
                    int expected = oracle.evaluate(position, move);
                    int actual = fast.evaluate(position, move);
                    assertEquals(expected, actual, Move.toCoordinate(move) + " in " + before);
                    assertEquals(before, Fen.write(position), "the position is not changed");
                    compared++;
                    nonZero += actual != 0 ? 1 : 0;
                    losing += actual < 0 ? 1 : 0;
                }
                position.makeMove(pick(position, moves, random));
            }
        }
        assertTrue(compared > 40_000, "compared " + compared);
        assertTrue(nonZero > 5_000 && losing > 1_000, nonZero + " non-zero, " + losing + " losing");
    }

    /** A random legal move, a capture two times in three when there is one. */
    private static int pick(Position position, int[] moves, Random random) {
        if (random.nextInt(3) > 0) {
            int[] captures = new int[Position.MAX_MOVES];
            int n = position.generateCaptures(captures, 0);
            if (n > 0) {
                return captures[random.nextInt(n)];
            }
        }
        return moves[random.nextInt(moves.length)];
    }
}
