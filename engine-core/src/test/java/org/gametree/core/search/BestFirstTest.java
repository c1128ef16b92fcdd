package org.gametree.core.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;

import org.gametree.core.search.algorithm.BestFirstSearch;
import org.gametree.core.tree.TextbookTree;
import org.junit.jupiter.api.Test;

/**
 * SSS* and DUAL* as best-first searches: the book's figure 7.4, the OPEN list they report, and
 * the minimax value of many random trees with ties.
 */
class BestFirstTest {

    /** Records the nodes whose leaves a search evaluates (the game is at the leaf during the call). */
    static final class LeafRecorder implements SearchListener {
        final TextbookTree tree;
        final List<Integer> leaves = new ArrayList<>();

        LeafRecorder(TextbookTree tree) {
            this.tree = tree;
        }

        @Override
        public void leafEvaluated(int ply, int value) {
            leaves.add(tree.currentNode());
        }

        List<String> names() {
            return leaves.stream().map(tree::nameOf).toList();
        }
    }

    private static SearchResult run(String name, TextbookTree tree, int depth, SearchListener listener) {
        Searcher searcher = Algorithms.create(name, SearchConfig.plain());
        searcher.setListener(listener);
        return searcher.search(tree, SearchLimits.depth(depth));
    }

    @Test
    void bothAreRegisteredAsExact() {
        assertTrue(Algorithms.exactNames().contains("sss"));
        assertTrue(Algorithms.exactNames().contains("dual"));
    }

    @Test
    void figure74HasValue8() {
        for (String name : List.of("sss", "dual")) {
            TextbookTree tree = TextbookTree.figure74();
            SearchResult result = run(name, tree, 3, null);
            assertEquals(8, result.value(), name);
            assertEquals(2, result.bestMove(), name + " plays to node 2");
            assertArrayEquals(new int[] {2, 1, 1}, result.pv(), name + ": 2, 2.1, 2.1.1 = 8");
            assertEquals(0, tree.ply(), name + " leaves the game at the root");
        }
    }

    @Test
    void thePrincipalVariationLeadsToALeafWithTheRootValue() {
        // With distinct leaf values the line of best children is the one minimax names.
        Random random = new Random(1984);
        for (int t = 0; t < 300; t++) {
            int branching = 1 + random.nextInt(5);
            int depth = 1 + random.nextInt(5);
            TextbookTree tree = TheoryTest.distinctValues(branching, depth, random);
            for (String name : List.of("sss", "dual")) {
                TextbookTree game = tree.copy();
                SearchResult result = run(name, game, depth, null);
                String what = name + " on tree " + t;
                assertEquals(depth, result.pv().length, what + ": the line reaches a leaf");
                assertEquals(result.bestMove(), result.pv()[0], what);
                for (int move : result.pv()) {
                    game.makeMove(move);
                    assertEquals(result.value(), tree.minimaxValue(game.currentNode()), what + ": each move keeps the value");
                }
            }
        }
    }

    @Test
    void sssNeverEvaluatesALeafBelowNode12OfFigure74() {
        TextbookTree tree = TextbookTree.figure74();
        LeafRecorder recorder = new LeafRecorder(tree);
        SearchResult result = run("sss", tree, 3, recorder);
        List<String> seen = recorder.names();
        for (String leaf : seen) {
            assertFalse(leaf.startsWith("1.2."), "SSS* evaluated " + leaf + "; all: " + seen);
        }
        // The leaves it does need: 1.1.x proves node 1 ≤ 5, 2.1.x proves node 2 ≤ 8, and 2.2.1 ≥ 8
        // proves it ≥ 8 — in that order, best-first.
        assertEquals(List.of("1.1.1", "1.1.2", "2.1.1", "2.1.2", "2.2.1"), seen);
        assertEquals(seen.size(), result.statistics().leaves());
        assertEquals(seen.size(), result.statistics().evaluations());
    }

    @Test
    void tiesTakenInArrivalOrderEvaluateALeafTheCorrectedOrderDoesNot() {
        // After 2.1 is solved with 8, (2.2.1, SOLVED, min(8, 9)) and (2.2.2, LIVE, 8) tie. Left-first
        // takes 2.2.1, solving 2.2 and purging 2.2.2; arrival order takes 2.2.2 first and evaluates
        // it, a leaf alpha-beta cuts off. Both orders find the value.
        TextbookTree tree = TextbookTree.figure74();
        LeafRecorder recorder = new LeafRecorder(tree);
        Searcher arrival = new BestFirstSearch(SearchConfig.plain(), false, BestFirstSearch.Ties.ARRIVAL) {
            @Override
            public String name() {
                return "sss-arrival";
            }
        };
        arrival.setListener(recorder);
        SearchResult result = arrival.search(tree, SearchLimits.depth(3));
        assertEquals(8, result.value());
        assertEquals(List.of("1.1.1", "1.1.2", "2.1.1", "2.1.2", "2.2.1", "2.2.2"), recorder.names());
    }

    @Test
    void openListIsBestFirstAndStatesArePoppedOnce() {
        // Every popped merit is the best on OPEN: for SSS* the merits popped never rise, for
        // DUAL* they never fall; the last pop is the root, solved, with the value.
        Random random = new Random(7);
        for (int t = 0; t < 100; t++) {
            TextbookTree tree = TextbookTree.random(1 + random.nextInt(4), 1 + random.nextInt(4), -9, 9,
                    random.nextLong(), false);
            int depth = tree.height();
            for (String name : List.of("sss", "dual")) {
                boolean dual = name.equals("dual");
                List<int[]> popped = new ArrayList<>();
                int[] pushes = new int[1];
                TreeSet<Integer> created = new TreeSet<>();
                SearchListener listener = new SearchListener() {
                    @Override
                    public void openPushed(int node, boolean solved, int merit) {
                        assertTrue(created.contains(node), name + ": pushed node " + node + " before creating it");
                        pushes[0]++;
                    }

                    @Override
                    public void openPopped(int node, boolean solved, int merit) {
                        popped.add(new int[] {node, solved ? 1 : 0, merit});
                    }

                    @Override
                    public void nodeCreated(int node, int parent, int move) {
                        assertTrue(created.add(node), name + ": node " + node + " created twice");
                        assertTrue(parent < node, name + ": a parent is created before its child");
                    }
                };
                SearchResult result = run(name, tree.copy(), depth, listener);
                String what = name + " on tree " + t;
                for (int i = 1; i < popped.size(); i++) {
                    int before = popped.get(i - 1)[2];
                    int now = popped.get(i)[2];
                    assertTrue(dual ? now >= before : now <= before, what + ": pop " + i + " went from " + before + " to " + now);
                }
                int[] last = popped.get(popped.size() - 1);
                assertEquals(0, last[0], what + ": the root is popped last");
                assertEquals(1, last[1], what + ": solved");
                assertEquals(result.value(), last[2], what);
                assertTrue(pushes[0] >= popped.size(), what + ": nothing is popped that was not pushed");
            }
        }
    }

    @Test
    void bothFindTheMinimaxValueOfRandomTreesWithTies() {
        Random random = new Random(1979);
        for (int t = 0; t < 1000; t++) {
            int branching = 1 + random.nextInt(5);
            int depth = 1 + random.nextInt(5);
            // Values in -3..3: many equal merits on OPEN, so the tie rule is exercised.
            TextbookTree tree = TextbookTree.random(branching, depth, -3, 3, random.nextLong(), random.nextBoolean());
            int truth = tree.minimaxValue(0);
            for (String name : List.of("sss", "dual")) {
                TextbookTree game = tree.copy();
                SearchResult result = run(name, game, depth, null);
                String what = name + " on tree " + t + " (b=" + branching + ", d=" + depth + ")";
                assertEquals(truth, result.value(), what);
                assertEquals(0, game.ply(), what + " leaves the game at the root");
                game.makeMove(result.bestMove());
                assertEquals(truth, tree.minimaxValue(game.currentNode()), what + ": the best move keeps the value");
            }
        }
    }

    @Test
    void aShallowerDepthMakesInteriorNodesLeaves() {
        // Figure 7.4 searched to depth 2: nodes 1.1 … 2.2 are leaves with static values.
        TextbookTree tree = TextbookTree.figure74().withInteriorValues(0, 0, 6, 3, 0, 4, 9);
        for (String name : List.of("sss", "dual")) {
            SearchResult result = run(name, tree.copy(), 2, null);
            assertEquals(4, result.value(), name + ": max(min(6, 3), min(4, 9))");
            assertEquals(2, result.bestMove(), name);
        }
    }

    @Test
    void unevenTreesWithEarlyLeaves() {
        // Leaves at different depths: a node without moves is valued by noMovesValue.
        String text = "[[3,[1,[9,2]]],[[4,7],5],[[[6]],0]]";
        TextbookTree tree = TextbookTree.parse(text);
        int truth = tree.minimaxValue(0);
        for (String name : List.of("sss", "dual", "minimax")) {
            TextbookTree game = tree.copy();
            SearchResult result = run(name, game, tree.height(), null);
            assertEquals(truth, result.value(), name);
        }
    }

    @Test
    void aNodeLimitStopsTheSearchAndLeavesTheGameAtTheRoot() {
        TextbookTree tree = TextbookTree.random(5, 5, -50, 50, 3, false);
        for (String name : List.of("sss", "dual")) {
            TextbookTree game = tree.copy();
            Searcher searcher = Algorithms.create(name, SearchConfig.plain());
            SearchResult result = searcher.search(game, SearchLimits.depth(5).withNodes(200));
            assertTrue(result.stopped(), name);
            assertEquals(0, game.ply(), name);
            assertTrue(result.statistics().totalNodes() <= 201, name + " stops at the limit");
        }
    }
}
