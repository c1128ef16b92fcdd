package org.gametree.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.gametree.core.report.SearchReport;
import org.gametree.core.search.algorithm.Mcts;
import org.gametree.core.tree.TextbookTree;
import org.junit.jupiter.api.Test;

/**
 * Issue 11: MCTS, SSS* and DUAL* keep their trees in memory; under a time limit they grew
 * without bound. Now they stop at a node cap with their best answer so far, and the result,
 * the report and the CLI say so. Searches below the cap are unchanged, node for node.
 */
class TreeNodeCapTest {

    /** 6^6 leaves: far more than the caps below, small enough to build. */
    private static TextbookTree bigTree() {
        return TextbookTree.random(6, 6, -500, 500, 11, false);
    }

    private static boolean legalAtRoot(TextbookTree tree, int move) {
        int[] moves = new int[Searcher.MAX_MOVES];
        int end = tree.generateMoves(moves, 0);
        for (int i = 0; i < end; i++) {
            if (moves[i] == move) {
                return true;
            }
        }
        return false;
    }

    @Test
    void mctsUnderAMinuteStopsAtItsCapAtOnce() {
        Mcts mcts = new Mcts(SearchConfig.builder().mcts(1.4, 5, 8).build());
        mcts.setTreeNodeCap(3_000);
        TextbookTree tree = bigTree();
        long start = System.nanoTime();
        SearchResult result = mcts.search(tree, SearchLimits.depth(SearchLimits.MAX_DEPTH).withMillis(60_000));
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertTrue(millis < 20_000, "took " + millis + " ms"); // before: the whole minute, the tree growing
        assertTrue(result.treeCapped(), "cap flag");
        assertTrue(result.stopped(), "a capped search is a stopped one");
        assertEquals(3_000, mcts.treeSize());
        assertTrue(legalAtRoot(tree, result.bestMove()), "best move " + result.bestMove());
        assertEquals(0, tree.ply(), "the game is left at the root");
        assertTrue(SearchReport.text(result, Integer::toString).contains("(stopped early: the search tree reached its node cap"),
                SearchReport.text(result, Integer::toString));
        assertTrue(SearchReport.json(result, Integer::toString).contains("\"treeCapped\":true"));
    }

    @Test
    void mctsAtFixedDepthKeepsTheLastCompleteBatch() {
        Mcts mcts = new Mcts(SearchConfig.builder().mcts(1.4, 5, 8).build());
        mcts.setTreeNodeCap(2_500); // depth 5 would add 5,000 nodes: capped in the third batch
        TextbookTree tree = bigTree();
        SearchResult result = mcts.search(tree, SearchLimits.depth(5));
        assertTrue(result.treeCapped());
        assertEquals(2, result.depth(), "two complete batches of " + Mcts.ITERATIONS_PER_DEPTH);
        assertTrue(legalAtRoot(tree, result.bestMove()));
    }

    @Test
    void sssAndDualStopAtTheirCapWithALegalMove() {
        for (String name : List.of("sss", "dual")) {
            for (boolean deepening : new boolean[] {false, true}) {
                Searcher searcher = Algorithms.create(name, SearchConfig.builder().iterativeDeepening(deepening).build());
                searcher.setTreeNodeCap(2_000);
                TextbookTree tree = bigTree();
                SearchResult result = searcher.search(tree, SearchLimits.depth(6).withMillis(60_000));
                String what = name + (deepening ? " with deepening" : "");
                assertTrue(result.treeCapped(), what);
                assertTrue(result.stopped(), what);
                assertTrue(legalAtRoot(tree, result.bestMove()), what + ": best move " + result.bestMove());
                assertTrue(result.depth() < 6, what + " did not finish depth 6");
                if (deepening) {
                    assertTrue(result.depth() >= 1, what + " keeps its last complete depth");
                }
                assertEquals(0, tree.ply(), what + " leaves the game at the root");
            }
        }
    }

    /** Below the cap nothing changes: the same counts as without a cap, and no flag. */
    @Test
    void searchesBelowTheCapAreUnchanged() {
        for (String name : List.of("sss", "dual", "mcts")) {
            Searcher free = Algorithms.create(name, SearchConfig.plain());
            Searcher capped = Algorithms.create(name, SearchConfig.plain());
            capped.setTreeNodeCap(1_000_000);
            TextbookTree tree = TextbookTree.random(4, 5, -500, 500, 3, false);
            SearchResult a = free.search(tree.copy(), SearchLimits.depth(3));
            SearchResult b = capped.search(tree.copy(), SearchLimits.depth(3));
            assertFalse(a.treeCapped(), name);
            assertFalse(b.treeCapped(), name);
            assertFalse(a.stopped(), name);
            assertEquals(a.statistics().totalNodes(), b.statistics().totalNodes(), name);
            assertEquals(a.statistics().evaluations(), b.statistics().evaluations(), name);
            assertEquals(a.bestMove(), b.bestMove(), name);
            assertEquals(a.value(), b.value(), name);
        }
    }

    @Test
    void theCapIsCheckedAndTheHeapSizesTheDefault() {
        Searcher searcher = Algorithms.create("mcts", SearchConfig.plain());
        assertEquals(0, searcher.treeNodeCap(), "sized from the heap unless set");
        assertThrows(IllegalArgumentException.class, () -> searcher.setTreeNodeCap(-1));
        int nodes = TableMemory.affordableTreeNodes();
        assertTrue(nodes >= TableMemory.MIN_TREE_NODES && nodes <= TableMemory.MAX_TREE_NODES, "" + nodes);
    }
}
