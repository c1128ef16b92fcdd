package org.gametree.core.trace;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import org.gametree.core.search.Algorithms;
import org.gametree.core.search.Bound;
import org.gametree.core.search.Score;
import org.gametree.core.search.SearchConfig;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;
import org.gametree.core.tree.TextbookTree;
import org.junit.jupiter.api.Test;

class TraceRecorderTest {

    private static final int INF = Score.INFINITE;

    @Test
    void recordsFigure74EventByEvent() {
        TraceRecorder recorder = new TraceRecorder();
        Searcher searcher = Algorithms.create("alphabeta", SearchConfig.plain());
        searcher.setListener(recorder);
        SearchResult result = searcher.search(TextbookTree.figure74(), SearchLimits.depth(3));
        Trace trace = recorder.snapshot();
        assertEquals("alphabeta", trace.algorithm());
        assertEquals(3, trace.maxDepth());
        assertEquals(result, trace.result());
        assertFalse(trace.isTruncated());

        byte[] start = {TraceEvent.SEARCH_STARTED, TraceEvent.ITERATION_STARTED, TraceEvent.NODE_ENTERED,
            TraceEvent.NODE_ENTERED, TraceEvent.NODE_ENTERED, TraceEvent.NODE_ENTERED, TraceEvent.LEAF_EVALUATED,
            TraceEvent.NODE_LEFT};
        for (int i = 0; i < start.length; i++) {
            assertEquals(start[i], trace.kind(i), "event " + i + ": " + trace.describe(i));
        }
        assertEquals(3, trace.arg1(0));
        assertEquals(3, trace.arg1(1));
        assertEquals(0, trace.ply(2));
        assertEquals(0, trace.arg1(2));
        assertEquals(-INF, trace.arg2(2));
        assertEquals(INF, trace.arg3(2));
        assertEquals(3, trace.ply(5));
        assertEquals(1, trace.arg1(5));
        assertEquals(-2, trace.arg1(6), "leaf 1.1.1 = 2 for MAX, -2 for MIN to move");
        assertEquals("search-started alphabeta depth 3", trace.describe(0));
        assertEquals("node-entered ply 0 move 0 window (-inf, inf)", trace.describe(2));
        assertEquals("leaf-evaluated ply 3 value -2", trace.describe(6));
        assertEquals("node-left ply 3 value -2 (exact)", trace.describe(7));

        int n = trace.size();
        assertEquals(TraceEvent.SEARCH_ENDED, trace.kind(n - 1));
        assertEquals(result.bestMove(), trace.arg1(n - 1));
        assertEquals(8, trace.arg2(n - 1));
        assertEquals(TraceEvent.PV_CHANGED, trace.kind(n - 2));
        assertArrayEquals(result.pv(), trace.pv(n - 2));
        assertEquals(TraceEvent.ITERATION_ENDED, trace.kind(n - 3));
        assertEquals(n - 3, trace.iterations().get(0).endEvent());
        assertEquals(1, trace.iterations().get(0).startEvent());
        assertEquals(result.iterations().get(0), trace.iterations().get(0).report());

        int cutoffs = 0;
        for (int i = 0; i < n; i++) {
            if (trace.kind(i) == TraceEvent.CUTOFF) {
                cutoffs++;
                assertEquals(TraceEvent.NODE_LEFT, trace.kind(i + 1), "a cutoff is followed by its node's leave");
                assertEquals(Bound.LOWER, trace.arg2(i + 1));
            }
        }
        assertEquals(2, cutoffs);
        assertThrows(IndexOutOfBoundsException.class, () -> trace.kind(n));
        assertThrows(IllegalArgumentException.class, () -> trace.pv(2));
    }

    @Test
    void capZeroRecordsNothingButCounts() {
        TraceRecorder recorder = new TraceRecorder(0);
        Searcher searcher = Algorithms.create("alphabeta", SearchConfig.plain());
        searcher.setListener(recorder);
        searcher.search(TextbookTree.figure74(), SearchLimits.depth(3));
        assertEquals(0, recorder.size());
        assertTrue(recorder.isTruncated());
        assertEquals(13, recorder.droppedNodes());
        TraceTree tree = TraceTree.of(recorder);
        assertEquals(0, tree.nodeCount());
        assertEquals(1, tree.iterations().size());
        assertEquals(0, tree.iterations().get(0).startEvent());
        assertEquals(0, tree.iterationRoots(0).length);
        assertEquals(8, tree.trace().result().value());
        assertThrows(IllegalArgumentException.class, () -> new TraceRecorder(-1));
    }

    @Test
    void theCapFallsOnAChunkBoundaryOrAcrossIt() {
        for (int cap : new int[] {Trace.CHUNK, Trace.CHUNK + 1, 3 * Trace.CHUNK - 1}) {
            TraceRecorder recorder = new TraceRecorder(cap);
            for (int i = 0; i < cap + 10; i++) {
                recorder.nodeEntered(1, i, -i, i);
            }
            Trace trace = recorder.snapshot();
            assertEquals(cap, trace.size());
            assertEquals(10, trace.droppedEvents());
            assertEquals(10, trace.droppedNodes());
            for (int i = 0; i < cap; i += 997) {
                assertEquals(i, trace.arg1(i));
                assertEquals(-i, trace.arg2(i));
            }
            assertEquals(cap - 1, trace.arg3(cap - 1));
            assertEquals((long) cap * Trace.EVENT_BYTES, trace.memoryBytes() - 5L * 8 * ((cap + Trace.CHUNK - 1) / Trace.CHUNK));
        }
    }

    @Test
    void clearKeepsEarlierSnapshotsIntact() {
        TraceRecorder recorder = new TraceRecorder();
        Searcher searcher = Algorithms.create("alphabeta", SearchConfig.plain());
        searcher.setListener(recorder);
        searcher.search(TextbookTree.figure74(), SearchLimits.depth(3));
        Trace before = recorder.snapshot();
        TraceTree tree = TraceTree.build(before);
        int size = before.size();
        List<String> described = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            described.add(before.describe(i));
        }

        recorder.clear();
        assertEquals(0, recorder.size());
        assertNull(recorder.snapshot().result());
        Searcher other = Algorithms.create("minimax", SearchConfig.plain());
        other.setListener(recorder);
        other.search(TextbookTree.random(3, 4, -9, 9, 5, false), SearchLimits.depth(4));
        assertEquals(1 + 3 + 9 + 27 + 81, TraceTree.of(recorder).nodeCount());

        assertEquals(size, before.size());
        for (int i = 0; i < size; i++) {
            assertEquals(described.get(i), before.describe(i));
        }
        assertEquals(8, tree.value(0));
        assertEquals(13, tree.nodeCount());
    }

    @Test
    void recordsBestFirstAndMctsEvents() {
        TraceRecorder recorder = new TraceRecorder();
        recorder.nodeCreated(0, -1, 0);
        recorder.openPushed(0, false, 32000);
        recorder.openPopped(0, true, 17);
        recorder.mctsSelected(4, 2);
        recorder.mctsExpanded(5, 4, 77);
        recorder.mctsSimulated(5, 0.75);
        recorder.mctsBackpropagated(5, 12, 0.4);
        Trace trace = recorder.snapshot();
        assertEquals(7, trace.size());
        assertEquals(TraceEvent.NODE_CREATED, trace.kind(0));
        assertEquals(-1, trace.arg2(0));
        assertEquals(0, trace.arg3(1));
        assertEquals(1, trace.arg3(2));
        assertEquals(17, trace.arg2(2));
        assertEquals(2, trace.ply(3));
        assertEquals(77, trace.arg3(4));
        assertEquals(0.75, trace.mctsValue(5));
        assertEquals(12, trace.arg2(6));
        assertEquals(0.4, trace.mctsValue(6), 1e-7);
        assertEquals("open-popped node 0 solved merit 17", trace.describe(2));
        assertEquals(0, TraceTree.build(trace).nodeCount(), "no depth-first nodes");
    }

    @Test
    void snapshotsTakenDuringASearchAreConsistentPrefixes() throws Exception {
        TextbookTree game = TextbookTree.random(6, 6, -100, 100, 9, false);
        TraceRecorder recorder = new TraceRecorder(100_000); // about half the search: truncates mid-way
        Searcher searcher = Algorithms.create("minimax", SearchConfig.builder().iterativeDeepening(true).build());
        searcher.setListener(recorder);
        AtomicReference<SearchResult> result = new AtomicReference<>();
        Thread search = new Thread(() -> result.set(searcher.search(game, SearchLimits.depth(6))));
        search.start();
        int snapshots = 0;
        int previous = 0;
        while (search.isAlive() || snapshots == 0) {
            Trace trace = recorder.snapshot();
            assertTrue(trace.size() >= previous);
            previous = trace.size();
            TraceTree tree = TraceTree.build(trace);
            assertTrue(tree.incompleteCount() <= 7, "at most the open path");
            for (TraceIteration iteration : trace.iterations()) {
                assertTrue(iteration.startEvent() <= trace.size());
                if (iteration.startEvent() < trace.size()) {
                    assertEquals(TraceEvent.ITERATION_STARTED, trace.kind(iteration.startEvent()));
                }
            }
            for (int node = Math.max(0, tree.nodeCount() - 50); node < tree.nodeCount(); node++) {
                assertEquals(TraceEvent.NODE_ENTERED, trace.kind(tree.enterEvent(node)));
                if (tree.isComplete(node)) {
                    assertEquals(TraceEvent.NODE_LEFT, trace.kind(tree.leaveEvent(node)));
                    assertEquals(tree.ply(node), trace.ply(tree.leaveEvent(node)));
                }
            }
            snapshots++;
        }
        search.join();
        Trace last = recorder.snapshot();
        assertTrue(last.isTruncated());
        assertEquals(100_000, last.size());
        assertEquals(6, last.iterations().size());
        assertEquals(result.get(), last.result());
        long visited = 0;
        for (var report : result.get().iterations()) {
            visited += report.statistics().totalNodes();
        }
        assertEquals(visited, TraceTree.build(last).nodeCount() + last.droppedNodes());
    }
}
