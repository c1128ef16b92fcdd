package org.gametree.gomoku.search;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;

import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.eval.GomokuEvaluation;
import org.gametree.gomoku.notation.Notation;
import org.gametree.gomoku.threat.ThreatScanner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * With threats on, a move that makes a four or an open three "gives check": the search never
 * prunes it as a quiet move. The pattern evaluation answers from its classes (a four or an
 * open three in one line); they must never miss a four the board holds. (A stone that makes a
 * straight four only with a four in another line, a four-four to come, is not a check by the
 * classes; the search still sees it when it reaches it.)
 */
class ThreatMovesTest {

    private static GomokuSearchPosition searchPosition(GomokuPosition game, String evaluation,
                                                      GomokuSearchPosition.Threats threats) {
        return new GomokuSearchPosition(game, GomokuEvaluation.byName(evaluation),
                GomokuSearchPosition.Candidates.NEAR, threats);
    }

    @Test
    void foursAndOpenThreesGiveCheckQuietMovesDoNot() {
        // black h8 h9 h10: h11 and h7 make an open four; black h8 h9: h10 makes an open three
        GomokuPosition three = Notation.play(Rule.FREESTYLE, 15, "h8,a1,h9,a2");
        GomokuPosition two = Notation.play(Rule.FREESTYLE, 15, "h8,a1,h9,a2,l12,a3");
        for (String evaluation : new String[] {"pattern", "line"}) {
            GomokuSearchPosition makesThree = searchPosition(three, evaluation, GomokuSearchPosition.Threats.ON);
            assertTrue(makesThree.givesCheck(Notation.parsePoint(15, "h10")), evaluation + ": h10 makes an open three");
            assertFalse(makesThree.givesCheck(Notation.parsePoint(15, "c12")), evaluation + ": c12 makes nothing");
            GomokuSearchPosition openThree = searchPosition(Notation.play(Rule.FREESTYLE, 15, "h8,a1,h9,a2,h10,a3"),
                    evaluation, GomokuSearchPosition.Threats.ON);
            assertTrue(openThree.givesCheck(Notation.parsePoint(15, "h11")), evaluation + ": h11 makes a four");
            assertFalse(searchPosition(two, evaluation, GomokuSearchPosition.Threats.OFF)
                    .givesCheck(Notation.parsePoint(15, "h10")), evaluation + ": threats off, nothing is a check");
        }
    }

    @ParameterizedTest
    @EnumSource(Rule.class)
    void theClassesNeverMissAFour(Rule rule) {
        Random random = new Random(7 + rule.ordinal());
        int[] moves = new int[GomokuPosition.MAX_POINTS];
        ThreatScanner board = new ThreatScanner();
        int threats = 0;
        int checked = 0;
        for (int game = 0; game < 30; game++) {
            GomokuSearchPosition walker = searchPosition(Notation.play(rule, 15, "h8"), "pattern",
                    GomokuSearchPosition.Threats.ON);
            for (int step = 0; step < 50 && !walker.position().result().isOver(); step++) {
                GomokuPosition here = walker.position();
                board.attach(here);
                int us = here.stoneToMove();
                int n = walker.generateMoves(moves, 0);
                if (n == 0) {
                    break;
                }
                for (int i = 0; i < n; i++) {
                    int p = moves[i];
                    boolean threat = board.fourStrength(p, us) > 0;
                    if (threat) {
                        threats++;
                        assertTrue(walker.givesCheck(p), rule + " " + Notation.formatMoves(here) + " "
                                + Notation.name(15, p) + " makes a four the classes do not see");
                    }
                    checked++;
                }
                walker.makeMove(moves[random.nextInt(Math.min(n, 6))]);
            }
        }
        assertTrue(threats > 200, "fours met: " + threats + " of " + checked);
    }

    @ParameterizedTest
    @EnumSource(Rule.class)
    void theCandidateLimitNeverCutsAThreatMove(Rule rule) {
        Random random = new Random(11 + rule.ordinal());
        int[] moves = new int[GomokuPosition.MAX_POINTS];
        int[] all = new int[GomokuPosition.MAX_POINTS];
        int beyondLimit = 0;
        for (int game = 0; game < 20; game++) {
            GomokuPosition start = Notation.play(rule, 15, "h8");
            GomokuSearchPosition limited = searchPosition(start, "pattern", GomokuSearchPosition.Threats.ON);
            GomokuSearchPosition unlimited = searchPosition(start, "pattern", GomokuSearchPosition.Threats.ON);
            limited.setCandidateLimit(2);
            unlimited.setCandidateLimit(0);
            for (int step = 0; step < 40 && !limited.position().result().isOver(); step++) {
                int n = limited.generateMoves(moves, 0);
                int m = unlimited.generateMoves(all, 0);
                if (n == 0) {
                    break;
                }
                if (limited.position().ply() > start.ply()) { // the root is never cut
                    java.util.Set<Integer> kept = new java.util.HashSet<>();
                    for (int i = 0; i < n; i++) {
                        kept.add(moves[i]);
                    }
                    int quiet = 0;
                    for (int i = 0; i < m; i++) {
                        boolean threat = limited.givesCheck(all[i]);
                        if (threat) {
                            assertTrue(kept.contains(all[i]), rule + " " + Notation.formatMoves(limited.position()) + " "
                                    + Notation.name(15, all[i]) + " makes a threat and was cut");
                        } else if (kept.contains(all[i])) {
                            quiet++;
                        }
                    }
                    if (n < m) { // cut (answers to a four or an open three are never cut)
                        assertTrue(quiet <= 2, "at most the limit of quiet moves: " + quiet);
                        beyondLimit += n > 2 ? 1 : 0;
                    }
                }
                int move = moves[random.nextInt(Math.min(n, 3))];
                limited.makeMove(move);
                unlimited.makeMove(move);
            }
        }
        assertTrue(beyondLimit > 20, "nodes that kept more than the limit: " + beyondLimit);
    }
}
