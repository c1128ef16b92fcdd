package org.gametree.xiangqi.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.gametree.core.search.Algorithms;
import org.gametree.core.search.IterationReport;
import org.gametree.core.search.PvLine;
import org.gametree.core.search.Presets;
import org.gametree.core.search.SearchConfig;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchListener;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.eval.PieceSquareEvaluation;
import org.junit.jupiter.api.Test;

/**
 * MultiPV: the k-th line is the best root move once lines 1..k-1 are left out, lines come sorted,
 * line 1 is what MultiPV 1 finds; searchmoves restricts the root.
 *
 * <p>Exact equalities are shown with an exact search (alpha-beta with a table and iterative
 * deepening, no selectivity): its values do not depend on what the table and history hold. The
 * "best" preset prunes and reduces by the table and history, which the later lines of each
 * iteration change, so its line 1 may score a little differently from a MultiPV 1 search (as
 * in Stockfish); for it the move, the order and the distinctness are checked.
 */
class MultiPvTest {

    /** A middlegame from the bench: both sides developed, many plausible moves. */
    private static final String MIDDLEGAME = "r1bak2cr/4a4/2n1bc2n/p3p1p1p/2p6/6PCP/P1P1P4/2C1B1N2/8R/1N1AKAB1R b - - 15 8";
    private static final int DEPTH = 5;

    private static Searcher best() {
        return Algorithms.create("modern", Presets.get("best").config().toBuilder().table(8).build());
    }

    /** Alpha-beta with a fresh table, iterative deepening and quiescence, nothing selective: exact values. */
    private static Searcher exact() {
        return Algorithms.create("alphabeta", SearchConfig.builder().repetitions(false).table(8).iterativeDeepening(true)
                .quiescence(SearchConfig.Quiescence.CAPTURES_AND_EVASIONS).build());
    }

    private static XiangqiSearchPosition root(String fen) {
        return new XiangqiSearchPosition(Fen.parse(fen), new PieceSquareEvaluation());
    }

    private static void assertDistinctAndSorted(List<PvLine> lines) {
        Set<Integer> moves = new HashSet<>();
        for (int k = 0; k < lines.size(); k++) {
            PvLine line = lines.get(k);
            assertTrue(moves.add(line.move()), "distinct root moves");
            assertEquals(line.move(), line.pv()[0], "each PV starts with its move");
            if (k > 0) {
                assertTrue(line.value() <= lines.get(k - 1).value(), "non-increasing scores: " + lines);
            }
        }
    }

    @Test
    void threeLinesOfTheBestPresetStartWithWhatMultiPvOneFinds() {
        SearchResult one = best().search(root(MIDDLEGAME), SearchLimits.depth(DEPTH));
        List<IterationReport> reports = new ArrayList<>();
        List<PvLine> live = new ArrayList<>();
        Searcher searcher = best();
        searcher.setListener(new SearchListener() {
            @Override
            public void iterationEnded(IterationReport report) {
                reports.add(report);
            }

            @Override
            public void lineCompleted(int depth, int rank, PvLine line) {
                live.add(line);
            }
        });
        SearchResult three = searcher.search(root(MIDDLEGAME), SearchLimits.depth(DEPTH).withMultiPv(3));
        List<PvLine> lines = three.lines();
        assertEquals(3, lines.size());
        assertDistinctAndSorted(lines);
        assertEquals(one.bestMove(), lines.get(0).move(), "line 1's move is MultiPV 1's");
        assertEquals(three.bestMove(), lines.get(0).move());
        assertEquals(three.value(), lines.get(0).value());
        assertArrayEquals(three.pv(), lines.get(0).pv());
        for (PvLine line : lines) {
            assertEquals(DEPTH, line.depth());
        }
        assertEquals(DEPTH, reports.size(), "one report per iteration");
        for (IterationReport report : reports) {
            assertEquals(3, report.lines().size(), "every iteration has its three lines");
            assertDistinctAndSorted(report.lines());
        }
        assertEquals(3 * DEPTH, live.size(), "each completed line is announced");
        assertEquals(1, one.lines().size(), "MultiPV 1 has one line");
        assertEquals(one.bestMove(), one.lines().get(0).move());
    }

    @Test
    void eachLineIsTheBestOfTheRootWithoutTheLinesBefore() {
        Position game = Fen.parse(MIDDLEGAME);
        SearchResult one = exact().search(root(MIDDLEGAME), SearchLimits.depth(3));
        SearchResult three = exact().search(root(MIDDLEGAME), SearchLimits.depth(3).withMultiPv(3));
        List<PvLine> lines = three.lines();
        assertEquals(3, lines.size());
        assertDistinctAndSorted(lines);
        assertEquals(one.bestMove(), lines.get(0).move(), "line 1's move is MultiPV 1's");
        assertEquals(one.value(), lines.get(0).value(), "line 1's score is MultiPV 1's");
        Set<Integer> taken = new HashSet<>();
        for (PvLine line : lines) {
            List<Integer> rest = new ArrayList<>();
            for (int move : game.legalMoves()) {
                if (!taken.contains(move)) {
                    rest.add(move);
                }
            }
            int[] allowed = rest.stream().mapToInt(Integer::intValue).toArray();
            SearchResult restricted = exact().search(root(MIDDLEGAME), SearchLimits.depth(3).withSearchMoves(allowed));
            assertEquals(restricted.value(), line.value(), "line's score is the restricted root's");
            assertTrue(rest.contains(restricted.bestMove()), "searchmoves keeps the root to its moves");
            taken.add(line.move());
        }
    }

    @Test
    void moreLinesThanLegalMovesGiveOneLinePerMove() {
        // Red's king alone: e0-e1 and e0-f0 (d0 faces the black king on the open d-file).
        String fen = "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1";
        int legal = Fen.parse(fen).legalMoves().length;
        assertTrue(legal > 0 && legal < 5, "a position with few moves: " + legal);
        SearchResult result = best().search(root(fen), SearchLimits.depth(4).withMultiPv(5));
        assertEquals(legal, result.lines().size());
        assertDistinctAndSorted(result.lines());
        SearchResult exactResult = exact().search(root(fen), SearchLimits.depth(3).withMultiPv(SearchLimits.MAX_MULTI_PV));
        assertEquals(legal, exactResult.lines().size());
    }

    @Test
    void searchMovesRestrictTheRootAndTheirCountCapsTheLines() {
        Position game = Fen.parse(MIDDLEGAME);
        int[] legal = game.legalMoves();
        SearchResult free = best().search(root(MIDDLEGAME), SearchLimits.depth(4));
        int[] others = new int[2];
        int n = 0;
        for (int move : legal) {
            if (move != free.bestMove() && n < 2) {
                others[n++] = move;
            }
        }
        SearchResult restricted = best().search(root(MIDDLEGAME), SearchLimits.depth(4).withSearchMoves(others).withMultiPv(4));
        assertEquals(2, restricted.lines().size(), "two searchmoves, two lines");
        assertNotEquals(free.bestMove(), restricted.bestMove());
        assertTrue(restricted.bestMove() == others[0] || restricted.bestMove() == others[1]);
        for (int move : restricted.pv()) {
            assertTrue(game.isLegal(move));
            game.makeMove(move);
        }
    }

    @Test
    void aSearchStoppedBetweenLinesKeepsTheLastCompleteIteration() {
        SearchResult result = best().search(root(MIDDLEGAME),
                SearchLimits.depth(SearchLimits.MAX_DEPTH).withNodes(30_000).withMultiPv(3));
        assertTrue(result.stopped());
        assertTrue(result.depth() >= 2, "some iterations complete: " + result.depth());
        assertEquals(3, result.lines().size(), "all three lines of the last complete iteration");
        assertDistinctAndSorted(result.lines());
        for (PvLine line : result.lines()) {
            assertEquals(result.depth(), line.depth(), "one depth for every line");
        }
        assertEquals(result.bestMove(), result.lines().get(0).move());
    }
}
