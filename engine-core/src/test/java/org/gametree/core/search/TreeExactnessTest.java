package org.gametree.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;

import org.gametree.core.tree.TextbookTree;
import org.junit.jupiter.api.Test;

/**
 * Every exact algorithm returns the true minimax value on textbook trees — plain, with a table,
 * and with every ordering switch — and the best move it names achieves that value.
 */
class TreeExactnessTest {

    private static final int TREES = 1000;

    @Test
    void figure74HasValue8ForEveryAlgorithm() {
        for (String name : Algorithms.exactNames()) {
            TextbookTree tree = TextbookTree.figure74();
            SearchResult result = Algorithms.create(name, SearchConfig.plain()).search(tree, SearchLimits.depth(3));
            assertEquals(8, result.value(), name);
            assertEquals(2, result.bestMove(), name + " plays to node 2");
        }
    }

    @Test
    void everyExactAlgorithmFindsTheMinimaxValueOfRandomTrees() {
        Random random = new Random(42);
        SearchConfig[] configs = {
            SearchConfig.plain(),
            SearchConfig.builder().table(1).build(),
            SearchConfig.builder().table(1).iterativeDeepening(true).hashMoveFirst(true).killers(true)
                    .history(SearchConfig.History.POWER_OF_TWO).build(),
            SearchConfig.builder().table(1).iterativeDeepening(true).hashMoveFirst(true).killers(true)
                    .history(SearchConfig.History.DEPTH_SQUARED).stagedMoves(true).counterMoves(true)
                    .continuationHistory(true).build(),
        };
        for (int t = 0; t < TREES; t++) {
            int branching = 1 + random.nextInt(5);
            int depth = 1 + random.nextInt(5);
            TextbookTree tree = TextbookTree.random(branching, depth, -50, 50, random.nextLong(), random.nextBoolean());
            int truth = tree.minimaxValue(0);
            for (String name : Algorithms.exactNames()) {
                for (SearchConfig config : configs) {
                    TextbookTree game = tree.copy();
                    SearchResult result = Algorithms.create(name, config).search(game, SearchLimits.depth(depth));
                    String what = name + " [" + config + "] on tree " + t + " (b=" + branching + ", d=" + depth + ")";
                    assertEquals(truth, result.value(), what);
                    assertEquals(0, game.ply(), what + " leaves the game at the root");
                    game.makeMove(result.bestMove());
                    assertEquals(truth, tree.minimaxValue(game.currentNode()), what + ": the best move keeps the value");
                }
            }
        }
        assertTrue(Algorithms.exactNames().size() >= 10);
    }
}
