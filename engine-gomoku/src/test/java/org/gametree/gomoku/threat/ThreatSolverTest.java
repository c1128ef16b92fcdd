package org.gametree.gomoku.threat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

import org.gametree.gomoku.GameResult;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.TestData;
import org.gametree.gomoku.notation.Notation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class ThreatSolverTest {

    static final long VCF_BUDGET = 200_000;
    /** Enough for every VCT row: the hardest, row 26 (a 21-ply win), takes about 380,000 nodes. */
    static final long VCT_BUDGET = 1_000_000;

    static Stream<Arguments> rows(String kind) {
        List<Arguments> list = new ArrayList<>();
        int i = 0;
        for (String[] row : TestData.puzzles()) {
            i++;
            if (row[3].equals(kind)) {
                list.add(Arguments.of(i, row));
            }
        }
        return list.stream();
    }

    static Stream<Arguments> vcfRows() {
        return rows("vcf");
    }

    static Stream<Arguments> vctRows() {
        return rows("vct");
    }

    static Stream<Arguments> defendRows() {
        return rows("defend");
    }

    static GomokuPosition position(String[] row) {
        GomokuPosition pos = Notation.play(Rule.fromGomocupId(Integer.parseInt(row[0])), 15, row[2]);
        assertEquals(row[1], pos.stoneToMove() == GomokuPosition.BLACK ? "black" : "white");
        return pos;
    }

    static int fivePoints(GomokuPosition pos, int stone, List<Integer> out) {
        // five points of 'stone' (used to check the forcedness of VCF defences)
        int n = 0;
        for (int y = 0; y < pos.size(); y++) {
            for (int x = 0; x < pos.size(); x++) {
                int p = GomokuPosition.point(x, y);
                if (pos.stoneAt(p) == GomokuPosition.EMPTY && winsWith(pos, p, stone)) {
                    out.add(p);
                    n++;
                }
            }
        }
        return n;
    }

    static boolean winsWith(GomokuPosition pos, int p, int stone) {
        int[] dirs = {1, GomokuPosition.STRIDE, GomokuPosition.STRIDE + 1, GomokuPosition.STRIDE - 1};
        for (int d : dirs) {
            int len = 1;
            for (int q = p + d; pos.stoneAt(q) == stone; q += d) {
                len++;
            }
            for (int q = p - d; pos.stoneAt(q) == stone; q -= d) {
                len++;
            }
            if (pos.rule().wins(stone, len)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Replays a winning line: every move legal, the attacker's last move makes five. For a VCF
     * line also every attacker move but the last is a four and every defence the only block.
     */
    static void replay(GomokuPosition start, int[] line, boolean vcf) {
        GomokuPosition pos = start.copy();
        int attacker = pos.stoneToMove();
        int defender = GomokuPosition.opponent(attacker);
        assertEquals(1, line.length % 2, "line ends with the attacker's move");
        for (int i = 0; i < line.length; i++) {
            int m = line[i];
            boolean attackerMove = (i & 1) == 0;
            if (attackerMove) {
                assertTrue(pos.isLegal(m), "attacker move " + i + " legal");
                pos.makeMove(m);
                if (i == line.length - 1) {
                    assertEquals(attacker == GomokuPosition.BLACK ? GameResult.BLACK_WINS : GameResult.WHITE_WINS,
                            pos.result(), "line ends in a five");
                } else {
                    assertEquals(GameResult.ONGOING, pos.result());
                    if (vcf) {
                        List<Integer> fives = new ArrayList<>();
                        assertTrue(fivePoints(pos, attacker, fives) > 0, "VCF move " + i + " is a four");
                        List<Integer> own = new ArrayList<>();
                        assertEquals(0, fivePoints(pos, defender, own), "defender has no five to make");
                        // the defence must be the only block, unless that block is forbidden (Renju black)
                        if (fives.size() == 1 && pos.isLegal(fives.get(0))) {
                            assertEquals(fives.get(0), line[i + 1], "defence " + (i + 1) + " is the only block");
                        }
                    }
                }
            } else {
                assertTrue(pos.isLegal(m), "defence " + i + " legal");
                pos.makeMove(m);
                assertEquals(GameResult.ONGOING, pos.result());
            }
        }
    }

    static String names(int[] line) {
        return Notation.formatMoves(15, line);
    }

    @ParameterizedTest(name = "row {0}")
    @MethodSource("vcfRows")
    void vcfPuzzlesAreSolvedByVcf(int index, String[] row) {
        GomokuPosition pos = position(row);
        String before = Notation.formatMoves(pos);
        SolveResult r = ThreatSolver.solve(pos, false, VCF_BUDGET);
        System.out.printf("vcf row %d: win=%s first=%s line=%s nodes=%d ms=%d (win_in %s)%n", index, r.win(),
                r.win() ? Notation.name(15, r.firstMove()) : "", names(r.line()), r.nodes(), r.millis(), row[5]);
        assertTrue(r.win(), "row " + index + " solved within " + VCF_BUDGET + " nodes");
        assertTrue(Arrays.asList(row[4].split(",")).contains(Notation.name(15, r.firstMove())),
                "first move " + Notation.name(15, r.firstMove()) + " among " + row[4]);
        assertEquals(r.firstMove(), r.line()[0]);
        replay(pos, r.line(), true);
        assertEquals(before, Notation.formatMoves(pos), "position unchanged");
    }

    /**
     * Dependency-based search leaves threats out, so what it finds is still a win (an accepted
     * first move, a line that replays to a five) but "no win" becomes "unknown": it never claims
     * a disproof. It must find some of the public VCT rows and miss some (else it is no restriction).
     */
    @Test
    void dependencyBasedSearchFindsRealWinsAndNeverClaimsNoWin() {
        int found = 0;
        int missed = 0;
        for (Arguments a : vctRows().toList()) {
            String[] row = (String[]) a.get()[1];
            GomokuPosition pos = position(row);
            ThreatSolver solver = new ThreatSolver(16);
            solver.setDependent(true);
            SolveResult r = solver.solveWin(pos, true, ThreatSolver.DEFAULT_VCT_PLIES, 200_000, () -> false);
            if (r.win()) {
                found++;
                assertTrue(Arrays.asList(row[4].split(",")).contains(Notation.name(15, r.firstMove())), row[2]);
                replay(pos, r.line(), false);
            } else {
                missed++;
                assertEquals(SolveResult.Outcome.UNKNOWN, r.outcome(), row[2]);
            }
        }
        assertTrue(found > 0 && missed > 0, "found " + found + ", missed " + missed);
    }

    @ParameterizedTest(name = "row {0}")
    @MethodSource("vctRows")
    void vctPuzzlesHaveNoVcfButAreSolvedByVct(int index, String[] row) {
        GomokuPosition pos = position(row);
        SolveResult vcf = ThreatSolver.solve(pos, false, VCF_BUDGET);
        assertFalse(vcf.win(), "row " + index + " is marked as having no VCF");
        SolveResult r = ThreatSolver.solve(pos, true, VCT_BUDGET);
        System.out.printf("vct row %d: win=%s first=%s line=%s nodes=%d ms=%d (win_in %s)%n", index, r.win(),
                r.win() ? Notation.name(15, r.firstMove()) : "", names(r.line()), r.nodes(), r.millis(), row[5]);
        assertTrue(r.win(), "row " + index + " solved within " + VCT_BUDGET + " nodes");
        assertTrue(Arrays.asList(row[4].split(",")).contains(Notation.name(15, r.firstMove())),
                "first move " + Notation.name(15, r.firstMove()) + " among " + row[4]);
        replay(pos, r.line(), false);
    }

    /** A budget too small for row 26 gives "unknown", never a false "no win". */
    @Test
    void aSmallBudgetGivesUnknown() {
        GomokuPosition pos = position(TestData.puzzles().get(26 - 1));
        SolveResult r = ThreatSolver.solve(pos, true, 20_000);
        assertEquals(SolveResult.Outcome.UNKNOWN, r.outcome());
        assertEquals(20_000, r.nodes(), "gave up exactly at the budget");
        assertEquals(0, r.line().length);
    }

    @ParameterizedTest(name = "row {0}")
    @MethodSource("defendRows")
    void defendRowsAnyReportedWinIsSound(int index, String[] row) {
        GomokuPosition pos = position(row);
        SolveResult r = ThreatSolver.solve(pos, false, VCF_BUDGET);
        System.out.printf("defend row %d: side to move VCF win=%s line=%s nodes=%d%n", index, r.win(), names(r.line()), r.nodes());
        if (r.win()) {
            replay(pos, r.line(), true);
        }
        // the opponent (who threatens) would win by VCF if the side to move could pass
        assertTrue(r.nodes() > 0);
    }

    @Test
    void noWinIsInventedInAnOpening() {
        // Three stones, no threat anywhere: neither VCF nor VCT may report a win.
        GomokuPosition pos = Notation.play(Rule.FREESTYLE, 15, "h8,i9,h10");
        SolveResult r = ThreatSolver.solve(pos, true, 50_000);
        assertFalse(r.win());
        assertEquals(0, r.firstMove());
        assertEquals(0, r.line().length);
    }

    // black e8 f8 g8 (d8 white) and h4 h5 h6 (h3 white): h8 makes two fours (five points i8, h7)
    private static final String DOUBLE_FOUR = "e8,d8,f8,h3,g8,a1,h4,a3,h5,o15,h6,o13";

    @Test
    void renjuBlackVcfNeedingAForbiddenPointIsNotFound() {
        GomokuPosition free = Notation.play(Rule.FREESTYLE, 15, DOUBLE_FOUR);
        SolveResult f = ThreatSolver.solve(free, false, 100_000);
        assertTrue(f.win());
        replay(free, f.line(), true);
        assertTrue(Arrays.stream(f.line()).anyMatch(m -> m == Notation.parsePoint(15, "h8")), names(f.line()));
        GomokuPosition renju = Notation.play(Rule.RENJU, 15, DOUBLE_FOUR);
        assertFalse(renju.isLegal(Notation.parsePoint(15, "h8")), "h8 is a double-four");
        SolveResult r = ThreatSolver.solve(renju, false, 100_000);
        assertFalse(r.win(), names(r.line()));
        assertTrue(r.nodes() < 100_000, "disproved, not out of budget");
        SolveResult t = ThreatSolver.solve(renju, true, 100_000);
        if (t.win()) {
            // a VCT may use h8 later, once a white stone has made it legal: replay checks each move
            replay(renju, t.line(), false);
            assertTrue(t.line()[0] != Notation.parsePoint(15, "h8"));
        }
    }

    @Test
    void whiteUnderRenjuMayWinWithADoubleFour() {
        // the same shape with colours swapped: white is never restricted
        GomokuPosition pos = Notation.play(Rule.RENJU, 15, "a15,e8,d8,f8,h3,g8,a1,h4,a3,h5,o15,h6,o13");
        SolveResult r = ThreatSolver.solve(pos, false, 100_000);
        assertTrue(r.win());
        replay(pos, r.line(), true);
    }

    @Test
    void attackerMustAnswerTheDefendersFour() {
        // black has a four (h8..k8, five point l8 / g8 blocked): white's own VCF must start by blocking
        GomokuPosition pos = Notation.play(Rule.FREESTYLE, 15, "g8,a1,h8,c3,i8,c4,j8,c5,k8");
        // black just made five? k8 with g8..k8 is five: game over, no solving
        assertTrue(pos.result().isOver());
        assertFalse(ThreatSolver.solve(pos, false, 1000).win());
        GomokuPosition four = Notation.play(Rule.FREESTYLE, 15, "h8,g8,i8,a1,j8,c3,k8,c4");
        // black h8 i8 j8 k8 with g8 white: five point l8 only; black to move wins at once
        SolveResult b = ThreatSolver.solve(four, false, 1000);
        assertTrue(b.win());
        assertEquals(1, b.line().length);
        four.makeMove(Notation.parsePoint(15, "o15"));
        // white to move, with c3 c4 (and c5 empty c6..): white must block l8; no white VCF there
        SolveResult w = ThreatSolver.solve(four, false, 10_000);
        assertFalse(w.win());
        four.makeMove(Notation.parsePoint(15, "c5"));
        // now white has c3 c4 c5 open three, but black still has the four: black wins at l8 first
        SolveResult b2 = ThreatSolver.solve(four, true, 10_000);
        assertTrue(b2.win());
        assertEquals(Notation.parsePoint(15, "l8"), b2.firstMove());
    }

    /** One solver (one table) answering for both colours in turn gives the answers of fresh solvers. */
    @Test
    void aSharedTableKeepsTheAttackersApart() {
        ThreatSolver shared = new ThreatSolver(4);
        int i = 0;
        for (String[] row : TestData.puzzles()) {
            i++;
            if (!row[3].equals("vcf") && !row[3].equals("vct")) {
                continue;
            }
            GomokuPosition pos = position(row);
            boolean vct = row[3].equals("vct");
            SolveResult first = shared.solveWin(pos, vct, ThreatSolver.DEFAULT_VCT_PLIES, VCT_BUDGET, () -> false);
            assertTrue(first.win(), "row " + i);
            // the other side, after the first winning move, and then the winner again
            pos.makeMove(first.firstMove());
            SolveResult other = shared.solveWin(pos, vct, ThreatSolver.DEFAULT_VCT_PLIES, VCT_BUDGET, () -> false);
            SolveResult fresh = ThreatSolver.solve(pos, vct, VCT_BUDGET);
            assertEquals(fresh.outcome(), other.outcome(), "row " + i + " defender's answer");
            pos.unmakeMove();
            assertTrue(shared.solveWin(pos, vct, ThreatSolver.DEFAULT_VCT_PLIES, VCT_BUDGET, () -> false).win(), "row " + i);
        }
    }

    @Test
    void deterministicNodeCounts() {
        List<String[]> rows = TestData.puzzles();
        for (int i : new int[] {8, 12, 16}) {
            GomokuPosition pos = position(rows.get(i - 1));
            SolveResult a = ThreatSolver.solve(pos, false, VCF_BUDGET);
            SolveResult b = ThreatSolver.solve(pos, false, VCF_BUDGET);
            assertEquals(a.nodes(), b.nodes());
            assertTrue(Arrays.equals(a.line(), b.line()));
        }
        GomokuPosition pos = position(rows.get(30 - 1));
        SolveResult a = ThreatSolver.solve(pos, true, VCT_BUDGET);
        SolveResult b = ThreatSolver.solve(pos, true, VCT_BUDGET);
        assertEquals(a.nodes(), b.nodes());
        assertTrue(Arrays.equals(a.line(), b.line()));
    }
}
