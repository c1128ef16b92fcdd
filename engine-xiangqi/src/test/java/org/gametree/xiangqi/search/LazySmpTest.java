package org.gametree.xiangqi.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gametree.core.search.Presets;
import org.gametree.core.search.SearchConfig;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;
import org.gametree.core.search.Algorithms;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.TestData;
import org.gametree.xiangqi.eval.PieceSquareEvaluation;
import org.junit.jupiter.api.Test;

/**
 * Lazy SMP: with two threads "best" still answers every suite position with a legal move, at the
 * depth asked, leaving the position as it was, and the statistics count the helper's nodes too;
 * with one thread the search is the deterministic one.
 */
class LazySmpTest {

    private static Searcher best(int threads) {
        SearchConfig config = Presets.get("best").config().toBuilder().table(8).threads(threads).build();
        return Algorithms.create("modern", config);
    }

    @Test
    void twoThreadsAnswerLegallyAndCountBothThreads() {
        int positions = 0;
        long helperWork = 0;
        Searcher two = best(2);
        for (String fen : TestData.perftFens()) {
            Position game = Fen.parse(fen);
            if (game.legalMoves().length == 0) {
                continue;
            }
            XiangqiSearchPosition root = new XiangqiSearchPosition(game, new PieceSquareEvaluation());
            String before = Fen.write(root.position());
            SearchResult result = two.search(root, SearchLimits.depth(6));
            assertTrue(game.isLegal(result.bestMove()), fen);
            assertEquals(6, result.depth(), fen);
            assertFalse(result.stopped(), fen);
            assertEquals(before, Fen.write(root.position()), "the position is left as it was");
            long mainOnly = 0;
            for (var iteration : result.iterations()) {
                mainOnly += iteration.statistics().totalNodes();
            }
            helperWork += result.statistics().totalNodes() - mainOnly;
            positions++;
            if (positions == 12) {
                break;
            }
        }
        assertEquals(12, positions);
        assertTrue(helperWork > 0, "the helper's nodes are counted");
    }

    @Test
    void aDeeperHelperAnswersWithALegalLineOfItsDepth() {
        // Stopped by time, the answer is the main search's last iteration or, when the helper one ply
        // ahead finished a deeper one, the helper's: never shallower, its line playable from the root.
        Searcher two = best(2);
        for (String fen : TestData.perftFens().subList(0, 6)) {
            Position game = Fen.parse(fen);
            if (game.legalMoves().length == 0) {
                continue;
            }
            SearchResult result = two.search(new XiangqiSearchPosition(game, new PieceSquareEvaluation()),
                    SearchLimits.depth(SearchLimits.MAX_DEPTH).withMillis(300));
            int mainDepth = result.iterations().get(result.iterations().size() - 1).depth();
            assertTrue(result.depth() >= mainDepth, fen);
            assertEquals(result.bestMove(), result.pv()[0], fen);
            Position line = Fen.parse(fen);
            for (int move : result.pv()) {
                assertTrue(line.isLegal(move), fen + ": " + Move.toCoordinate(move));
                line.makeMove(move);
            }
        }
    }

    @Test
    void oneThreadIsDeterministic() {
        String fen = TestData.perftFens().get(1);
        long first = best(1).search(new XiangqiSearchPosition(Fen.parse(fen), new PieceSquareEvaluation()),
                SearchLimits.depth(7)).statistics().totalNodes();
        long second = best(1).search(new XiangqiSearchPosition(Fen.parse(fen), new PieceSquareEvaluation()),
                SearchLimits.depth(7)).statistics().totalNodes();
        assertEquals(first, second);
    }
}
