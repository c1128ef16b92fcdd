package org.gametree.gomoku.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;

import org.gametree.gomoku.ForbiddenPoints;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.notation.Notation;
import org.junit.jupiter.api.Test;

/**
 * The pattern evaluation's four hints ({@link PatternEvaluation#mayMakeFour} and the others),
 * which let the search and the threat scanner skip points: kept right by every move and take-back
 * (the same as a fresh evaluation's), never clearing a point that really makes a four, a winning
 * four or a forbidden point, and clearing most points (or they would save nothing).
 */
class FourHintsTest {

    private static final int SIZE = 15;

    /** Stones clustered in the middle, where fours and forbidden points occur. */
    private static GomokuPosition clustered(Random random, Rule rule) {
        GomokuPosition position = new GomokuPosition(rule, SIZE);
        int stones = 6 + random.nextInt(28);
        while (position.ply() < stones) {
            int p = GomokuPosition.point(3 + random.nextInt(9), 3 + random.nextInt(9));
            if (position.stoneAt(p) == GomokuPosition.EMPTY) {
                position.makeMove(p);
            }
        }
        return position;
    }

    @Test
    void hintsFollowMovesAndTakeBacksAndNeverClearARealFour() {
        Random random = new Random(5);
        int[] fives = new int[2];
        int fours = 0;
        int winningFours = 0;
        int cleared = 0;
        for (int game = 0; game < 120; game++) {
            Rule rule = Rule.values()[game % Rule.values().length];
            GomokuPosition position = clustered(random, rule);
            PatternEvaluation hints = new PatternEvaluation();
            hints.reset(position);
            for (int step = 0; step < 30; step++) {
                if (position.ply() > 0 && random.nextInt(3) == 0) {
                    int last = position.lastMove();
                    int stone = position.stoneAt(last);
                    position.unmakeMove();
                    hints.removed(position, last, stone);
                } else {
                    int p = GomokuPosition.point(2 + random.nextInt(11), 2 + random.nextInt(11));
                    if (position.stoneAt(p) != GomokuPosition.EMPTY) {
                        continue;
                    }
                    int stone = position.stoneToMove();
                    position.makeMove(p);
                    hints.played(position, p, stone);
                }
                PatternEvaluation fresh = new PatternEvaluation();
                fresh.reset(position);
                String where = rule + " " + Notation.formatMoves(position);
                assertEquals(fresh.evaluate(position), hints.evaluate(position), where);
                for (int stone = GomokuPosition.BLACK; stone <= GomokuPosition.WHITE; stone++) {
                    assertEquals(fresh.mayHaveFour(stone), hints.mayHaveFour(stone), where);
                    assertEquals(fresh.mayHaveWinningFour(stone), hints.mayHaveWinningFour(stone), where);
                    for (int y = 0; y < SIZE; y++) {
                        for (int x = 0; x < SIZE; x++) {
                            int p = GomokuPosition.point(x, y);
                            if (position.stoneAt(p) != GomokuPosition.EMPTY) {
                                continue;
                            }
                            String at = Notation.name(SIZE, p) + " for " + stone + " after " + where;
                            assertEquals(fresh.mayMakeFour(p, stone), hints.mayMakeFour(p, stone), at);
                            assertEquals(fresh.mayMakeWinningFour(p, stone), hints.mayMakeWinningFour(p, stone), at);
                            int n = position.fivePointsIfPlaced(p, stone, fives, 2);
                            if (n >= 1) {
                                fours++;
                                assertTrue(hints.mayMakeFour(p, stone), "a four at " + at);
                                assertTrue(hints.mayHaveFour(stone), "a four at " + at);
                            }
                            if (n >= 2) {
                                winningFours++;
                                assertTrue(hints.mayMakeWinningFour(p, stone), "two five points at " + at);
                                assertTrue(hints.mayHaveWinningFour(stone), "two five points at " + at);
                            }
                            if (!hints.mayMakeFour(p, stone)) {
                                cleared++;
                            }
                        }
                    }
                }
            }
        }
        assertTrue(fours > 1000 && winningFours > 100, "the walks should meet fours: " + fours + ", " + winningFours);
        assertTrue(cleared > 20 * fours, "the hints should clear most points: " + cleared);
    }

    /**
     * The threat scanner asks whether black's five point is forbidden with a white stone put
     * on the board that the hints have not seen: white stones only lower black's patterns.
     */
    @Test
    void aWhiteStoneTheHintsHaveNotSeenNeverMakesAClearedPointForbidden() {
        Random random = new Random(6);
        int forbidden = 0;
        for (int game = 0; game < 300; game++) {
            GomokuPosition position = clustered(random, Rule.RENJU);
            PatternEvaluation hints = new PatternEvaluation();
            hints.reset(position);
            for (int tries = 0; tries < 20; tries++) {
                int q = GomokuPosition.point(3 + random.nextInt(9), 3 + random.nextInt(9));
                if (position.stoneAt(q) != GomokuPosition.EMPTY) {
                    continue;
                }
                position.putStoneCellsOnly(q, GomokuPosition.WHITE);
                for (int y = 0; y < SIZE; y++) {
                    for (int x = 0; x < SIZE; x++) {
                        int p = GomokuPosition.point(x, y);
                        if (position.stoneAt(p) == GomokuPosition.EMPTY && ForbiddenPoints.isForbidden(position, p)) {
                            forbidden++;
                            assertTrue(hints.mayBeForbidden(p), Notation.name(SIZE, p) + " with white on "
                                    + Notation.name(SIZE, q) + " after " + Notation.formatMoves(position));
                        }
                    }
                }
                position.takeStoneCellsOnly(q);
            }
        }
        assertTrue(forbidden > 100, "the positions should hold forbidden points: " + forbidden);
    }
}
