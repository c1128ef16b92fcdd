package org.gametree.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;

import org.gametree.gomoku.notation.Notation;
import org.junit.jupiter.api.Test;

/**
 * Random crowded positions: the forbidden points agree with {@link ReferenceRenju} and are
 * the same under the eight symmetries of the square board.
 */
class ForbiddenCrossCheckTest {

    private static GomokuPosition randomPosition(SplittableRandom random, int size, int stones) {
        GomokuPosition position = new GomokuPosition(Rule.RENJU, size);
        int centre = size / 2;
        while (position.ply() < 2 * stones) {
            int x;
            int y;
            if (position.stoneToMove() == GomokuPosition.BLACK) {
                // black crowds a 9×9 square (touching the edge on some boards) ...
                int off = random.nextBoolean() ? centre - 4 : 0;
                x = off + random.nextInt(9);
                y = off + random.nextInt(9);
            } else {
                // ... white is scattered, so that black's shapes stay mostly open
                x = random.nextInt(size);
                y = random.nextInt(size);
            }
            int p = GomokuPosition.point(x, y);
            if (position.stoneAt(p) == GomokuPosition.EMPTY) {
                position.makeMove(p);
            }
        }
        return position;
    }

    private static int transform(int point, int size, int symmetry) {
        int x = GomokuPosition.x(point);
        int y = GomokuPosition.y(point);
        if ((symmetry & 1) != 0) {
            x = size - 1 - x;
        }
        if ((symmetry & 2) != 0) {
            y = size - 1 - y;
        }
        if ((symmetry & 4) != 0) {
            int t = x;
            x = y;
            y = t;
        }
        return GomokuPosition.point(x, y);
    }

    @Test
    void agreesWithTheReferenceAndWithSymmetries() {
        SplittableRandom random = new SplittableRandom(4);
        int forbidden = 0;
        int[] byReason = new int[4];
        for (int n = 0; n < 60; n++) {
            int size = n % 3 == 0 ? 20 : 15;
            GomokuPosition position = randomPosition(random, size, 14 + random.nextInt(8));
            ReferenceRenju reference = new ReferenceRenju(position);
            GomokuPosition[] images = new GomokuPosition[8];
            for (int s = 1; s < 8; s++) {
                images[s] = new GomokuPosition(Rule.RENJU, size);
                for (int move : position.moves()) {
                    images[s].makeMove(transform(move, size, s));
                }
            }
            for (int y = 0; y < size; y++) {
                for (int x = 0; x < size; x++) {
                    int p = GomokuPosition.point(x, y);
                    if (position.stoneAt(p) != GomokuPosition.EMPTY) {
                        continue;
                    }
                    ForbiddenPoints.Reason reason = ForbiddenPoints.reason(position, p);
                    assertEquals(reference.reason(x, y), reason, Notation.name(size, p) + " after "
                            + Notation.formatMoves(position));
                    for (int s = 1; s < 8; s++) {
                        assertEquals(reason, ForbiddenPoints.reason(images[s], transform(p, size, s)));
                    }
                    if (reason != ForbiddenPoints.Reason.NONE) {
                        forbidden++;
                        byReason[reason.ordinal()]++;
                    }
                }
            }
            assertTrue(position.isConsistent());
        }
        // the random positions must actually exercise every kind of forbidden point
        assertTrue(byReason[ForbiddenPoints.Reason.OVERLINE.ordinal()] > 0, "overlines: " + forbidden);
        assertTrue(byReason[ForbiddenPoints.Reason.DOUBLE_FOUR.ordinal()] > 5, "double-fours");
        assertTrue(byReason[ForbiddenPoints.Reason.DOUBLE_THREE.ordinal()] > 5, "double-threes");
    }

    /**
     * {@link ForbiddenPoints#mayTurnForbidden}: where it says no, no white stone anywhere that
     * leaves black's fours through the point makes the point forbidden; and the cases where a
     * white stone does turn a point are all among those it says yes to (and there are some).
     */
    @Test
    void whiteTurnsAPointForbiddenOnlyWhereMayTurnSaysSo() {
        SplittableRandom random = new SplittableRandom(11);
        int turned = 0;
        int cleared = 0;
        for (int n = 0; n < 24; n++) {
            GomokuPosition position = randomPosition(random, 15, 16 + random.nextInt(8));
            for (int q = 0; q < GomokuPosition.MAX_POINTS; q++) {
                if (!position.isOnBoard(q) || position.stoneAt(q) != GomokuPosition.EMPTY
                        || ForbiddenPoints.isForbidden(position, q)) {
                    continue;
                }
                boolean may = ForbiddenPoints.mayTurnForbidden(position, q);
                cleared += may ? 0 : 1;
                int fours = fourLines(position, q);
                for (int p = 0; p < GomokuPosition.MAX_POINTS; p++) {
                    if (p == q || !position.isOnBoard(p) || position.stoneAt(p) != GomokuPosition.EMPTY) {
                        continue;
                    }
                    position.putStone(p, GomokuPosition.WHITE);
                    boolean keepsFours = fourLines(position, q) == fours;
                    boolean forbidden = keepsFours && ForbiddenPoints.isForbidden(position, q);
                    position.takeStone(p);
                    if (forbidden) {
                        turned++;
                        String where = "white " + Notation.name(15, p) + " makes " + Notation.name(15, q)
                                + " forbidden after " + Notation.formatMoves(position);
                        assertTrue(may, where);
                    }
                }
            }
        }
        assertTrue(turned > 0, "no white stone turned a point forbidden: the test proves nothing");
        assertTrue(cleared > 1000, "too few points ruled out: " + cleared);
    }

    /** The directions (bits) in which a black stone on q makes a four. */
    private static int fourLines(GomokuPosition position, int q) {
        int mask = 0;
        position.putStone(q, GomokuPosition.BLACK);
        for (int i = 0; i < 4; i++) {
            int d = GomokuPosition.DIRECTIONS[i];
            for (int j = -4; j <= 4 && (mask & (1 << i)) == 0; j++) {
                int r = q + j * d;
                if (j != 0 && position.isOnBoard(r) && position.stoneAt(r) == GomokuPosition.EMPTY) {
                    position.putStone(r, GomokuPosition.BLACK);
                    if (position.runLength(q, d, GomokuPosition.BLACK) == 5) {
                        mask |= 1 << i;
                    }
                    position.takeStone(r);
                }
            }
        }
        position.takeStone(q);
        return mask;
    }
}
