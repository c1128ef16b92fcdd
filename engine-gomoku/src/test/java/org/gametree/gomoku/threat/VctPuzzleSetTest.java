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
 * forced win, and which first moves win). Every row must be free of a VCF (the solver's exact
 * disproof), every win the solver reports must replay to a five, and at least {@value #FLOOR}
 * percent must be solved with an accepted first move within {@link #BUDGET} nodes each — just
 * under the level measured (105 of 125 at 100,000 nodes; 119 within 10 s each, see
 * docs/experiments/gomoku-threats.md), so a weaker solver fails.
 */
class VctPuzzleSetTest {

    /** Nodes per row (VCF and VCT together). */
    static final long BUDGET = 100_000;
    /** The share of rows that must be solved, in percent. */
    static final int FLOOR = 80;

    @Test
    void theSolverKeepsItsMeasuredShareOfThePuzzles() {
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
        assertTrue(solved * 100 >= FLOOR * rows.size(), solved + " of " + rows.size() + " solved; missed " + missed);
    }
}
