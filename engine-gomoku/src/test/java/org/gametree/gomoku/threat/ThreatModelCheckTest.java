package org.gametree.gomoku.threat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;

import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.notation.Notation;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The threat model checked against a search that knows nothing of threats: within five plies
 * every forced win is a VCT (the attacker's third stone must make five, so its second must
 * leave two five points whatever the defender does, so its first must be a four or a three),
 * so on small random positions the solver's "win"/"no win" with a 5-ply limit must equal a
 * full-width AND/OR search of every legal move of both sides to 5 plies.
 */
class ThreatModelCheckTest {

    private static final int POSITIONS = 30;
    private static final int PLIES = 5;

    @ParameterizedTest
    @EnumSource(Rule.class)
    void solverAgreesWithFullWidthSearchToFivePlies(Rule rule) {
        SplittableRandom random = new SplittableRandom(20261126L + rule.ordinal());
        ThreatSolver solver = new ThreatSolver(4);
        int wins = 0;
        int noWins = 0;
        for (int i = 0; i < POSITIONS; i++) {
            GomokuPosition pos = randomPosition(rule, random);
            if (pos == null) {
                continue;
            }
            solver.clear();
            SolveResult r = solver.solve(pos, ThreatSolver.Mode.VCT, PLIES, 0, null);
            boolean expected = new FullWidth(pos).attackerWins(PLIES);
            assertEquals(expected, r.win(), rule + " " + Notation.formatMoves(pos) + ": full width says "
                    + (expected ? "win" : "no win") + ", solver " + r.outcome());
            assertTrue(r.outcome() != SolveResult.Outcome.UNKNOWN);
            if (expected) {
                wins++;
            } else {
                noWins++;
            }
        }
        // the comparison must have met both answers often enough to mean something
        System.out.println(rule + ": " + wins + " wins, " + noWins + " no wins");
        assertTrue(wins >= 5 && noWins >= 5, rule + ": " + wins + " wins, " + noWins + " no wins");
    }

    /**
     * 8 to 19 random stones in the central 9×9 (alternating colours, each a legal move), such
     * that the game is not over and the side to move has no five point; null if that failed.
     */
    static GomokuPosition randomPosition(Rule rule, SplittableRandom random) {
        for (int attempt = 0; attempt < 200; attempt++) {
            GomokuPosition pos = new GomokuPosition(rule, 15);
            int stones = 8 + random.nextInt(12);
            boolean ok = true;
            for (int s = 0; s < stones && ok; s++) {
                int p = 0;
                for (int t = 0; t < 50 && p == 0; t++) {
                    int q = GomokuPosition.point(3 + random.nextInt(9), 3 + random.nextInt(9));
                    if (pos.isLegal(q)) {
                        p = q;
                    }
                }
                if (p == 0) {
                    ok = false;
                } else {
                    pos.makeMove(p);
                    ok = !pos.result().isOver();
                }
            }
            int me = pos.stoneToMove();
            // some shape for the side to move, so that wins are common enough to compare
            if (ok && pos.firstFivePoint(me) == 0 && (pos.windows(me, 3) >= 2 || pos.windows(me, 2) >= 10)) {
                return pos;
            }
        }
        return null;
    }

    /**
     * Every legal move of both sides, those nearest the last move first (refutations come
     * early), legality tested only when a move is reached.
     */
    static final class FullWidth {
        /** Offsets (dx, dy) within 14, nearest first (Chebyshev distance). */
        private static final int[] OFFSETS = offsets();

        private final GomokuPosition pos;
        private final int attacker;

        FullWidth(GomokuPosition start) {
            this.pos = start.copy();
            this.attacker = pos.stoneToMove();
        }

        boolean attackerWins(int plies) {
            return or(plies);
        }

        private boolean or(int plies) {
            if (pos.firstFivePoint(attacker) != 0) {
                return true;
            }
            if (plies <= 1) {
                return false;
            }
            int last = pos.lastMove();
            for (int offset : OFFSETS) {
                int m = moveAt(last, offset);
                if (m == 0) {
                    continue;
                }
                pos.makeMove(m);
                boolean win = !pos.result().isOver() && and(plies - 1);
                pos.unmakeMove();
                if (win) {
                    return true;
                }
            }
            return false;
        }

        private boolean and(int plies) {
            if (pos.firstFivePoint(GomokuPosition.opponent(attacker)) != 0) {
                return false;
            }
            int last = pos.lastMove();
            boolean any = false;
            for (int offset : OFFSETS) {
                int m = moveAt(last, offset);
                if (m == 0) {
                    continue;
                }
                any = true;
                pos.makeMove(m);
                boolean lost = pos.result().isOver() || !or(plies - 1);
                pos.unmakeMove();
                if (lost) {
                    return false;
                }
            }
            return any;
        }

        /** The point at {@code offset} from {@code from} if the side to move may play it, else 0. */
        private int moveAt(int from, int offset) {
            int x = GomokuPosition.x(from) + (offset >> 8) - 14;
            int y = GomokuPosition.y(from) + (offset & 0xFF) - 14;
            if (x < 0 || y < 0 || x >= pos.size() || y >= pos.size()) {
                return 0;
            }
            int p = GomokuPosition.point(x, y);
            return pos.isLegal(p) ? p : 0;
        }

        private static int[] offsets() {
            int[] out = new int[29 * 29];
            int n = 0;
            for (int r = 0; r <= 14; r++) {
                for (int dx = -r; dx <= r; dx++) {
                    for (int dy = -r; dy <= r; dy++) {
                        if (Math.max(Math.abs(dx), Math.abs(dy)) == r) {
                            out[n++] = (dx + 14) << 8 | (dy + 14);
                        }
                    }
                }
            }
            return out;
        }
    }
}
