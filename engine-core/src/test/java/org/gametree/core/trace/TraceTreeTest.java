package org.gametree.core.trace;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;

import org.gametree.core.search.Algorithms;
import org.gametree.core.search.Bound;
import org.gametree.core.search.IterationReport;
import org.gametree.core.search.Score;
import org.gametree.core.search.SearchConfig;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;
import org.gametree.core.search.Statistics;
import org.gametree.core.tree.TextbookTree;
import org.junit.jupiter.api.Test;

class TraceTreeTest {

    private static final int INF = Score.INFINITE;

    /** Searches with a recorder attached and returns the recorder; the result goes to {@code out[0]}. */
    static TraceRecorder record(String algorithm, SearchConfig config, TextbookTree tree, SearchLimits limits,
                                SearchResult[] out) {
        TraceRecorder recorder = new TraceRecorder();
        Searcher searcher = Algorithms.create(algorithm, config);
        searcher.setListener(recorder);
        out[0] = searcher.search(tree, limits);
        return recorder;
    }

    @Test
    void figure74UnderAlphaBeta() {
        SearchResult[] result = new SearchResult[1];
        TraceTree tree = TraceTree.of(record("alphabeta", SearchConfig.plain(), TextbookTree.figure74(),
                SearchLimits.depth(3), result));
        Statistics stats = result[0].statistics();

        // root, 1, 1.1, 1.1.1, 1.1.2, 1.2, 1.2.1, 2, 2.1, 2.1.1, 2.1.2, 2.2, 2.2.1: 7 interior + 6 leaves
        assertEquals(13, tree.nodeCount());
        assertEquals(stats.totalNodes(), tree.nodeCount());
        assertEquals(1, tree.rootCount());
        int root = tree.root(0);
        assertEquals(0, root);
        assertEquals(1, tree.iterations().size());
        assertArrayEquals(new int[] {root}, tree.iterationRoots(0));
        assertTrue(tree.iterations().get(0).completed());

        assertEquals(-INF, tree.alpha(root));
        assertEquals(INF, tree.beta(root));
        assertEquals(result[0].value(), tree.value(root));
        assertEquals(8, tree.value(root));
        assertEquals(Bound.EXACT, tree.bound(root));
        assertEquals(13, tree.subtreeSize(root));
        assertEquals(0, tree.move(root));
        assertEquals(0, tree.ply(root));
        assertEquals("root", tree.pathName(root));

        // Node 1.2: entered with (-inf, 5); its first leaf (7) reaches beta and cuts off 1.2.2.
        int n12 = tree.find(root, 1, 2);
        assertEquals("1.2", tree.pathName(n12));
        assertEquals(2, tree.ply(n12));
        assertEquals(-INF, tree.alpha(n12));
        assertEquals(5, tree.beta(n12));
        assertTrue(tree.isCutoff(n12));
        assertEquals(tree.find(root, 1, 2, 1), tree.cutoffChild(n12));
        assertEquals(0, tree.cutoffIndex(n12));
        assertEquals(1, tree.cutoffMove(n12));
        assertEquals(5, tree.value(n12)); // fail-hard: beta
        assertEquals(Bound.LOWER, tree.bound(n12));
        assertEquals(-1, tree.find(root, 1, 2, 2), "1.2.2 is never visited");
        assertEquals(1, tree.childCount(n12));

        // Node 2.2: entered with (5, 8), cut off by its first leaf (9).
        int n22 = tree.find(root, 2, 2);
        assertEquals(5, tree.alpha(n22));
        assertEquals(8, tree.beta(n22));
        assertEquals(tree.find(root, 2, 2, 1), tree.cutoffChild(n22));
        assertEquals(-1, tree.find(root, 2, 2, 2));

        // Nodes 1 and 2 (MIN to move) and the root do not cut off.
        assertFalse(tree.isCutoff(root));
        assertFalse(tree.isCutoff(tree.find(root, 1)));
        assertEquals(-1, tree.cutoffChild(root));
        assertEquals(-5, tree.value(tree.find(root, 1)));
        assertEquals(-8, tree.value(tree.find(root, 2)));

        // Leaves at ply 3 are evaluated for the side to move there (MIN): the written value negated.
        int n111 = tree.find(root, 1, 1, 1);
        assertTrue(tree.isLeaf(n111));
        assertTrue(tree.isEvaluated(n111));
        assertEquals(-2, tree.evaluation(n111));
        assertEquals(-2, tree.value(n111));
        assertFalse(tree.isEvaluated(n12));
        assertEquals(Score.NONE, tree.evaluation(n12));
        assertArrayEquals(new int[] {1, 2, 1}, tree.path(tree.find(root, 1, 2, 1)));

        assertArrayEquals(new int[] {tree.find(root, 1), tree.find(root, 2)}, tree.children(root));
        assertEquals(1, tree.childIndex(tree.find(root, 2)));
        assertEquals(tree.find(root, 2), tree.child(root, 1));
        assertEquals(-1, tree.child(root, 2));
        assertEquals(root, tree.rootOf(n111));
        assertEquals(tree.find(root, 1, 1), tree.parent(n111));

        assertEquals(stats.nodes(), countInterior(tree));
        assertEquals(stats.leaves(), countEvaluated(tree));
        assertEquals(stats.cutoffs(), countCutoffs(tree));
        assertSubtreeSizesAddUp(tree);
        assertEquals(0, tree.incompleteCount());
        assertFalse(tree.isTruncated());
    }

    @Test
    void everyExactAlgorithmsTraceMatchesItsStatistics() {
        Random random = new Random(7);
        SearchConfig table = SearchConfig.builder().table(1).iterativeDeepening(true).hashMoveFirst(true)
                .history(SearchConfig.History.POWER_OF_TWO).build();
        for (int t = 0; t < 40; t++) {
            int branching = 2 + random.nextInt(4);
            int depth = 2 + random.nextInt(4);
            TextbookTree tree = TextbookTree.random(branching, depth, -50, 50, random.nextLong(), random.nextBoolean());
            for (String name : Algorithms.exactNames()) {
                for (SearchConfig config : new SearchConfig[] {SearchConfig.plain(), table}) {
                    String what = name + " [" + config + "] tree " + t;
                    SearchResult[] result = new SearchResult[1];
                    TraceRecorder recorder = record(name, config, tree.copy(), SearchLimits.depth(depth), result);
                    TraceTree model = TraceTree.of(recorder);
                    Statistics stats = result[0].statistics();
                    if (has(model.trace(), TraceEvent.OPEN_POPPED)) {
                        // Best-first (SSS*, DUAL*): OPEN-list events, no depth-first nodes to model.
                        assertEquals(0, model.nodeCount(), what);
                        continue;
                    }
                    // Entered nodes are the visited positions plus those the table decided unsearched.
                    assertEquals(stats.totalNodes() + stats.tableCuts(), model.nodeCount(), what);
                    assertEquals(stats.tableCuts(), count(model, model::tableUsed), what);
                    assertEquals(stats.tableHits(), count(model, model::tableHit), what);
                    assertEquals(stats.tableProbes(), count(model, model::tableProbed), what);
                    assertEquals(stats.nodes(), countInterior(model), what);
                    assertEquals(stats.leaves(), countEvaluated(model), what);
                    assertEquals(stats.cutoffs(), countCutoffs(model), what);
                    assertSubtreeSizesAddUp(model);
                    assertEquals(0, model.incompleteCount(), what);
                    // The value of the last root searched is the result.
                    List<TraceIteration> iterations = model.iterations();
                    int[] lastRoots = model.iterationRoots(iterations.size() - 1);
                    assertEquals(result[0].value(), model.value(lastRoots[lastRoots.length - 1]), what);
                    int sum = 0;
                    for (int k = 0; k < iterations.size(); k++) {
                        sum += model.iterationRoots(k).length;
                        assertEquals(result[0].iterations().get(k).depth(), iterations.get(k).depth(), what);
                    }
                    assertEquals(model.rootCount(), sum, what + ": every root is in an iteration");
                }
            }
        }
    }

    @Test
    void iterationsHaveTheirRootsAndMtdHasOneRootPerPass() {
        TextbookTree game = TextbookTree.random(4, 5, -100, 100, 11, false);
        SearchConfig config = SearchConfig.builder().table(1).iterativeDeepening(true).build();
        SearchResult[] result = new SearchResult[1];
        TraceTree tree = TraceTree.of(record("mtdf", config, game.copy(), SearchLimits.depth(5), result));
        assertEquals(5, tree.iterations().size());
        for (int k = 0; k < 5; k++) {
            TraceIteration iteration = tree.iterations().get(k);
            IterationReport report = result[0].iterations().get(k);
            assertEquals(k + 1, iteration.depth());
            assertTrue(iteration.completed());
            assertTrue(iteration.endEvent() > iteration.startEvent());
            int[] roots = tree.iterationRoots(k);
            assertEquals(1 + report.statistics().researches(), roots.length, "one root per MTD pass, depth " + (k + 1));
            for (int root : roots) {
                assertEquals(-1, tree.parent(root));
                assertEquals(1, tree.beta(root) - tree.alpha(root), "null window");
                assertTrue(tree.enterEvent(root) > iteration.startEvent());
                assertTrue(tree.leaveEvent(root) < iteration.endEvent());
            }
            assertEquals(report.value(), tree.value(roots[roots.length - 1]));
        }

        TraceTree deepening = TraceTree.of(record("alphabeta", SearchConfig.builder().iterativeDeepening(true).build(),
                game.copy(), SearchLimits.depth(4), result));
        for (int k = 0; k < 4; k++) {
            int[] roots = deepening.iterationRoots(k);
            assertEquals(1, roots.length);
            assertEquals(result[0].iterations().get(k).value(), deepening.value(roots[0]));
        }
    }

    @Test
    void aStoppedSearchLeavesItsLastRootStopped() {
        TextbookTree game = TextbookTree.random(5, 6, -100, 100, 3, false);
        SearchResult[] result = new SearchResult[1];
        TraceRecorder recorder = record("alphabeta", SearchConfig.builder().iterativeDeepening(true).build(), game,
                SearchLimits.depth(6).withNodes(2000), result);
        assertTrue(result[0].stopped());
        TraceTree tree = TraceTree.of(recorder);
        assertEquals(0, tree.incompleteCount(), "a stopped search still leaves every node");
        List<TraceIteration> iterations = tree.iterations();
        TraceIteration last = iterations.get(iterations.size() - 1);
        assertFalse(last.completed());
        assertEquals(-1, last.endEvent());
        int[] roots = tree.iterationRoots(iterations.size() - 1);
        int root = roots[roots.length - 1];
        assertTrue(tree.wasStopped(root));
        assertEquals(0, tree.bound(root));
        assertTrue(tree.iterations().get(0).completed());
        assertFalse(tree.wasStopped(tree.iterationRoots(0)[0]));
        assertSubtreeSizesAddUp(tree);
        assertNotNull(tree.trace().result());
        assertTrue(tree.trace().result().stopped());
    }

    @Test
    void aTruncatedTraceMarksTheOpenPathIncomplete() {
        SearchResult[] full = new SearchResult[1];
        int fullSize = record("alphabeta", SearchConfig.plain(), TextbookTree.figure74(), SearchLimits.depth(3), full)
                .size();

        TraceRecorder recorder = new TraceRecorder(10);
        Searcher searcher = Algorithms.create("alphabeta", SearchConfig.plain());
        searcher.setListener(recorder);
        SearchResult result = searcher.search(TextbookTree.figure74(), SearchLimits.depth(3));
        assertEquals(8, result.value(), "recording does not change the search");
        assertTrue(recorder.isTruncated());
        assertEquals(10, recorder.size());
        assertEquals(fullSize - 10, recorder.droppedEvents());
        assertEquals(13 - 5, recorder.droppedNodes());

        // Events: search, iteration, enter root, 1, 1.1, 1.1.1, evaluate, leave 1.1.1, enter 1.1.2, evaluate.
        TraceTree tree = TraceTree.of(recorder);
        assertTrue(tree.isTruncated());
        assertEquals(5, tree.nodeCount());
        assertEquals(4, tree.incompleteCount());
        int root = tree.root(0);
        assertFalse(tree.isComplete(root));
        assertEquals(Score.NONE, tree.value(root));
        assertEquals(0, tree.bound(root));
        assertFalse(tree.wasStopped(root));
        assertEquals(5, tree.subtreeSize(root));
        int n111 = tree.find(root, 1, 1, 1);
        assertTrue(tree.isComplete(n111));
        assertEquals(-2, tree.value(n111));
        int n112 = tree.find(root, 1, 1, 2);
        assertFalse(tree.isComplete(n112));
        assertEquals(-5, tree.evaluation(n112));
        assertSubtreeSizesAddUp(tree);

        // Iteration boundaries and the result survive the cap.
        assertEquals(1, tree.iterations().size());
        assertTrue(tree.iterations().get(0).completed());
        assertEquals(-1, tree.iterations().get(0).endEvent(), "its end event was dropped");
        assertArrayEquals(new int[] {root}, tree.iterationRoots(0));
        assertEquals(8, tree.trace().result().value());
    }

    @Test
    void aMillionNodeTraceFitsIn100Megabytes() {
        // 10^6 leaves under a uniform tree of branching 10 and depth 6: 1,111,111 nodes, 3,222,222 events.
        TraceRecorder recorder = new TraceRecorder(4_000_000);
        recorder.searchStarted("synthetic", 6);
        recorder.iterationStarted(6);
        emitUniform(recorder, 0, 0, 10, 6);
        assertFalse(recorder.isTruncated());
        assertEquals(3_222_224, recorder.size());

        Trace trace = recorder.snapshot();
        TraceTree tree = TraceTree.build(trace);
        assertEquals(1_111_111, tree.nodeCount());
        assertEquals(1_111_111, tree.subtreeSize(0));
        assertEquals(10, tree.childCount(0));
        int deep = tree.find(0, 10, 9, 8, 7, 6, 5);
        assertEquals("10.9.8.7.6.5", tree.pathName(deep));
        assertTrue(tree.isLeaf(deep));
        assertEquals(6, tree.ply(deep));

        long model = tree.memoryBytes();
        long events = trace.memoryBytes();
        assertTrue(model < 30_000_000, "model: " + model + " bytes");
        assertTrue(model + events < 100_000_000, "model " + model + " + events " + events + " bytes");
    }

    /** Enters a node, then its children (moves 1..branching) or a leaf evaluation, then leaves it. */
    static void emitUniform(TraceRecorder recorder, int ply, int move, int branching, int depth) {
        recorder.nodeEntered(ply, move, -INF, INF);
        if (depth == 0) {
            recorder.leafEvaluated(ply, move);
        } else {
            for (int m = 1; m <= branching; m++) {
                emitUniform(recorder, ply + 1, m, branching, depth - 1);
            }
        }
        recorder.nodeLeft(ply, move, Bound.EXACT);
    }

    static void assertSubtreeSizesAddUp(TraceTree tree) {
        for (int node = 0; node < tree.nodeCount(); node++) {
            int sum = 1;
            for (int c : tree.children(node)) {
                sum += tree.subtreeSize(c);
                assertEquals(node, tree.parent(c));
                assertEquals(tree.ply(node) + 1, tree.ply(c));
                assertTrue(tree.enterEvent(c) > tree.enterEvent(node));
                if (tree.isComplete(node)) {
                    assertTrue(tree.isComplete(c));
                    assertTrue(tree.leaveEvent(c) < tree.leaveEvent(node));
                }
            }
            assertEquals(tree.subtreeSize(node), sum, "node " + node);
        }
        int roots = 0;
        for (int r = 0; r < tree.rootCount(); r++) {
            roots += tree.subtreeSize(tree.root(r));
        }
        assertEquals(tree.nodeCount(), roots);
    }

    static boolean has(Trace trace, byte kind) {
        for (int i = 0; i < trace.size(); i++) {
            if (trace.kind(i) == kind) {
                return true;
            }
        }
        return false;
    }

    static int count(TraceTree tree, java.util.function.IntPredicate test) {
        int n = 0;
        for (int node = 0; node < tree.nodeCount(); node++) {
            n += test.test(node) ? 1 : 0;
        }
        return n;
    }

    static int countInterior(TraceTree tree) {
        return count(tree, node -> !tree.isLeaf(node));
    }

    static int countEvaluated(TraceTree tree) {
        return count(tree, tree::isEvaluated);
    }

    static int countCutoffs(TraceTree tree) {
        return count(tree, tree::isCutoff);
    }
}
