package org.gametree.gomoku.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;

import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.eval.GomokuEvaluation;
import org.gametree.gomoku.notation.Notation;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The search position keeps the last generation of every ply below the root: what it hands out
 * again, and what {@code isLegalMove} answers from, must be what a fresh generation on the same
 * position gives, after any walk of moves played and taken back.
 */
class GenerationCacheTest {

    private static final int SIZE = 15;

    @ParameterizedTest
    @EnumSource(Rule.class)
    void cachedMovesAndLegalityAgreeWithAFreshGeneration(Rule rule) {
        Random random = new Random(41 + rule.ordinal());
        int[] moves = new int[GomokuPosition.MAX_POINTS];
        int[] fresh = new int[GomokuPosition.MAX_POINTS];
        int checked = 0;
        for (int game = 0; game < 40; game++) {
            GomokuPosition start = Notation.play(rule, SIZE, "h8");
            GomokuSearchPosition walker = new GomokuSearchPosition(start, GomokuEvaluation.byName("pattern"),
                    GomokuSearchPosition.Candidates.NEAR, GomokuSearchPosition.Threats.ON);
            for (int step = 0; step < 40 && !walker.position().result().isOver(); step++) {
                int n = walker.generateMoves(moves, 0);
                if (n == 0) {
                    break;
                }
                // a fresh search position rooted at the root, walked to the same position
                GomokuSearchPosition other = new GomokuSearchPosition(start, GomokuEvaluation.byName("pattern"),
                        GomokuSearchPosition.Candidates.NEAR, GomokuSearchPosition.Threats.ON);
                GomokuPosition here = walker.position();
                for (int i = start.ply(); i < here.ply(); i++) {
                    other.makeMove(here.moveAt(i));
                }
                int m = other.generateMoves(fresh, 0);
                String where = rule + " " + Notation.formatMoves(here);
                assertArrayEquals(Arrays.copyOf(fresh, m), Arrays.copyOf(moves, n), where);
                for (int p = 1; p < GomokuPosition.MAX_POINTS; p++) {
                    boolean listed = false;
                    for (int i = 0; i < n; i++) {
                        listed |= moves[i] == p;
                    }
                    assertEquals(listed, walker.isLegalMove(p), where + " point " + p);
                }
                checked++;
                if (here.ply() > start.ply() + 2 && random.nextInt(3) == 0) {
                    walker.unmakeMove(); // back up: the cache of the ply above must still hold
                    walker.unmakeMove();
                } else {
                    walker.makeMove(moves[random.nextInt(Math.min(n, 4))]);
                }
            }
        }
        assertTrue(checked > 500, "positions checked: " + checked);
    }
}
