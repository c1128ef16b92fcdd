package org.gametree.gomoku.threat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.TestData;
import org.gametree.gomoku.notation.Notation;
import org.junit.jupiter.api.Test;

/**
 * The VCT puzzles made from engine games ({@code testdata/gomoku-vct-puzzles.tsv}, see the
 * README there): positions of real games, each labelled by an independent engine (Rapfi: a
 * forced win, and which threat moves win). The solver must find a win with an accepted first
 * move in at least 95 % of them, and every win it reports must replay to a five.
 */
class VctPuzzleSetTest {

    /** Nodes per row: far more than any row needs (the hardest take a few hundred thousand). */
    static final long BUDGET = 3_000_000;

    @Test
    void atLeastNinetyFivePercentAreSolvedWithAnAcceptedFirstMove() {
        List<String[]> rows = TestData.tsv("gomoku-vct-puzzles.tsv");
        assertTrue(rows.size() >= 50, "the set has " + rows.size() + " puzzles");
        ThreatSolver solver = new ThreatSolver(16);
        int solved = 0;
        long nodes = 0;
        List<String> missed = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            String[] row = rows.get(i);
            assertEquals("vct", row[3]);
            GomokuPosition pos = Notation.play(Rule.fromGomocupId(Integer.parseInt(row[0])), 15, row[2]);
            assertEquals(row[1], pos.stoneToMove() == GomokuPosition.BLACK ? "black" : "white", "row " + (i + 1));
            solver.clear();
            SolveResult vcf = solver.solve(pos, ThreatSolver.Mode.VCF, ThreatSolver.DEFAULT_VCF_PLIES, BUDGET, null);
            assertNotEquals(SolveResult.Outcome.WIN, vcf.outcome(), "row " + (i + 1) + " is labelled without a VCF");
            SolveResult r = solver.solveWin(pos, true, ThreatSolver.DEFAULT_VCT_PLIES, BUDGET, () -> false);
            nodes += r.nodes();
            if (r.win()) {
                ThreatSolverTest.replay(pos, r.line(), false);
            }
            if (r.win() && Arrays.asList(row[4].split(",")).contains(Notation.name(15, r.firstMove()))) {
                solved++;
            } else {
                missed.add((i + 1) + " (" + r.outcome() + (r.win() ? " " + Notation.name(15, r.firstMove()) : "") + ")");
            }
        }
        System.out.printf("engine-game VCT puzzles: %d of %d solved, %d nodes; missed %s%n", solved, rows.size(), nodes, missed);
        assertTrue(solved * 100 >= 95 * rows.size(), solved + " of " + rows.size() + " solved; missed " + missed);
    }
}
