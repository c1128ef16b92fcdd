package org.gametree.core.trace;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

import org.gametree.core.search.Algorithms;
import org.gametree.core.search.Score;
import org.gametree.core.search.SearchConfig;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.Searcher;
import org.gametree.core.tree.TextbookTree;
import org.junit.jupiter.api.Test;

class TraceStepperTest {

    private static final int INF = Score.INFINITE;

    private static TraceTree figure74(String algorithm) {
        TraceRecorder recorder = new TraceRecorder();
        Searcher searcher = Algorithms.create(algorithm, SearchConfig.plain());
        searcher.setListener(recorder);
        searcher.search(TextbookTree.figure74(), SearchLimits.depth(3));
        return TraceTree.of(recorder);
    }

    @Test
    void alphaRisesAsChildrenReturn() {
        TraceTree tree = figure74("alphabeta");
        TraceStepper stepper = new TraceStepper(tree);
        int root = 0;
        int n1 = tree.find(root, 1);
        int n2 = tree.find(root, 2);

        assertTrue(stepper.atStart());
        assertEquals(-1, stepper.openNode());
        assertEquals(Score.NONE, stepper.alpha());
        assertEquals("start", stepper.describe());

        stepper.seek(tree.enterEvent(root) + 1);
        assertEquals(root, stepper.openNode());
        assertEquals(-INF, stepper.alpha());
        assertEquals(INF, stepper.beta());
        assertEquals("enter root with window (-inf, inf)", stepper.describe());

        // Node 1.1 returns 5 (seen from MAX): node 1 passes (-inf, 5) to 1.2, so its alpha is -5.
        stepper.seek(tree.leaveEvent(tree.find(root, 1, 1)) + 1);
        assertEquals(n1, stepper.openNode());
        assertEquals(-5, stepper.alpha());
        assertEquals(INF, stepper.beta());
        assertEquals("leave 1.1: 5, exact", stepper.describe());

        stepper.stepForward(); // enter 1.2
        int n12 = tree.find(root, 1, 2);
        assertEquals(n12, stepper.openNode());
        assertEquals(-INF, stepper.alpha());
        assertEquals(5, stepper.beta());
        assertArrayEquals(new int[] {root, n1, n12}, stepper.openPath());

        // The cutoff at 1.2 and its leave.
        while (stepper.kind() != TraceEvent.CUTOFF) {
            stepper.stepForward();
        }
        assertEquals(n12, stepper.node());
        assertEquals("cutoff at 1.2: move 1 (index 0) reached beta 5", stepper.describe());
        stepper.stepForward();
        assertEquals("leave 1.2: 5, lower bound", stepper.describe());
        assertEquals(n12, stepper.node());
        assertEquals(n1, stepper.openNode());

        // Node 1 returns: the root passes (-inf, -5) to node 2, its alpha is 5.
        stepper.stepForward();
        assertEquals(n1, stepper.node());
        assertEquals(root, stepper.openNode());
        assertEquals(5, stepper.alpha());
        assertEquals(INF, stepper.beta());

        // Node 2.1 returns 8: node 2 passes (5, 8) to 2.2, its alpha is -8 (beta -5).
        stepper.seek(tree.leaveEvent(tree.find(root, 2, 1)) + 1);
        assertEquals(n2, stepper.openNode());
        assertEquals(-8, stepper.alpha());
        assertEquals(-5, stepper.beta());

        stepper.toEnd();
        assertTrue(stepper.atEnd());
        assertFalse(stepper.stepForward());
        assertEquals(-1, stepper.openNode());
        assertEquals(TraceEvent.SEARCH_ENDED, stepper.kind());
    }

    @Test
    void stepOverAndOut() {
        TraceTree tree = figure74("alphabeta");
        TraceStepper stepper = new TraceStepper(tree);
        stepper.seek(tree.enterEvent(0) + 1); // in the root; next: enter node 1
        assertTrue(stepper.stepOver());
        assertEquals(tree.find(0, 1), stepper.node());
        assertEquals(TraceEvent.NODE_LEFT, stepper.kind());
        assertEquals(0, stepper.openNode());
        stepper.stepForward(); // enter node 2
        stepper.stepForward(); // enter 2.1
        assertTrue(stepper.stepOut());
        assertEquals(tree.leaveEvent(tree.find(0, 2, 1)) + 1, stepper.position());
        stepper.toStart();
        assertFalse(stepper.stepOut());
        assertFalse(stepper.stepBack());
    }

    @Test
    void bestFirstAndMctsTracesStepWithoutNodes() {
        for (String algorithm : new String[] {"sss", "dual", "mcts"}) {
            if (!Algorithms.exists(algorithm)) {
                continue;
            }
            TraceRecorder recorder = new TraceRecorder();
            Searcher searcher = Algorithms.create(algorithm, SearchConfig.plain());
            searcher.setListener(recorder);
            searcher.search(TextbookTree.figure74(), SearchLimits.depth(3));
            TraceTree tree = TraceTree.of(recorder);
            Trace trace = tree.trace();
            assertEquals(0, tree.nodeCount(), algorithm);
            assertTrue(trace.size() > 4, algorithm);
            int[] kinds = new int[TraceEvent.KINDS];
            TraceStepper stepper = new TraceStepper(tree);
            while (stepper.stepForward()) {
                kinds[stepper.kind()]++;
                assertEquals(-1, stepper.openNode(), algorithm);
                assertEquals(-1, stepper.node(), algorithm);
                assertEquals(trace.describe(stepper.event()), stepper.describe(), algorithm);
                if (stepper.kind() == TraceEvent.MCTS_SIMULATED || stepper.kind() == TraceEvent.MCTS_BACKPROPAGATED) {
                    double value = trace.mctsValue(stepper.event());
                    assertTrue(value >= 0 && value <= 1, algorithm + " " + stepper.describe());
                }
            }
            if (algorithm.equals("mcts")) {
                assertTrue(kinds[TraceEvent.MCTS_SELECTED] > 0 && kinds[TraceEvent.MCTS_EXPANDED] > 0
                        && kinds[TraceEvent.MCTS_SIMULATED] > 0 && kinds[TraceEvent.MCTS_BACKPROPAGATED] > 0);
            } else {
                assertTrue(kinds[TraceEvent.OPEN_PUSHED] > 0 && kinds[TraceEvent.OPEN_POPPED] > 0
                        && kinds[TraceEvent.NODE_CREATED] > 0 && kinds[TraceEvent.LEAF_EVALUATED] > 0, algorithm);
            }
        }
    }

    /** Replays every event and checks node() and openNode() against a stack kept by hand. */
    @Test
    void forwardAndBackAgreeWithAReplay() {
        for (String algorithm : new String[] {"alphabeta", "pvs", "negascout", "mtdf", "minimax", "aspiration"}) {
            TraceRecorder recorder = new TraceRecorder();
            Searcher searcher = Algorithms.create(algorithm, SearchConfig.builder().iterativeDeepening(true).build());
            searcher.setListener(recorder);
            searcher.search(TextbookTree.random(3, 5, -50, 50, 17, false), SearchLimits.depth(5));
            TraceTree tree = TraceTree.of(recorder);
            Trace trace = tree.trace();
            TraceStepper stepper = new TraceStepper(tree);
            Deque<Integer> open = new ArrayDeque<>();
            int next = 0;
            List<String> forward = new ArrayList<>();
            List<Integer> alphas = new ArrayList<>();
            forward.add(stepper.describe());
            alphas.add(stepper.alpha());
            while (stepper.stepForward()) {
                int event = stepper.event();
                byte kind = trace.kind(event);
                int concerned;
                if (kind == TraceEvent.NODE_ENTERED) {
                    concerned = next++;
                    open.push(concerned);
                } else if (kind == TraceEvent.NODE_LEFT) {
                    concerned = open.pop();
                } else {
                    concerned = open.isEmpty() ? -1 : open.peek();
                }
                String what = algorithm + " event " + event + " " + trace.describe(event);
                assertEquals(concerned, stepper.node(), what);
                assertEquals(open.isEmpty() ? -1 : (int) open.peek(), stepper.openNode(), what);
                assertEquals(open.size(), stepper.openPath().length, what);
                if (!open.isEmpty()) {
                    // The next child entered gets (-beta, -alpha) or a null window at -alpha: its beta is -alpha.
                    int node = open.peek();
                    int a = stepper.alpha();
                    assertTrue(a >= tree.alpha(node), what);
                    assertEquals(tree.beta(node), stepper.beta(), what);
                }
                forward.add(stepper.describe());
                alphas.add(stepper.alpha());
            }
            assertEquals(tree.nodeCount(), next);
            for (int position = trace.size(); position >= 0; position--) {
                assertEquals(forward.get(position), stepper.describe(), algorithm + " back at " + position);
                assertEquals(alphas.get(position), stepper.alpha(), algorithm + " back at " + position);
                stepper.stepBack();
            }
        }
    }
}
