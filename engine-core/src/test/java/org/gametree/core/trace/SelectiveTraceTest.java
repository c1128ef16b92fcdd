package org.gametree.core.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumMap;
import java.util.Map;
import java.util.Random;

import org.gametree.core.search.Algorithms;
import org.gametree.core.search.Bound;
import org.gametree.core.search.IterationReport;
import org.gametree.core.search.MoveStage;
import org.gametree.core.search.Presets;
import org.gametree.core.search.Score;
import org.gametree.core.search.SearchConfig;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchListener;
import org.gametree.core.search.SearchPosition;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;
import org.gametree.core.search.Statistics;
import org.gametree.core.search.Technique;
import org.gametree.core.tree.TextbookTree;
import org.junit.jupiter.api.Test;

/**
 * The trace tree of a selective search ({@code best} = {@code modern} with every technique):
 * every decision the listener heard — null moves, pruned moves and nodes, reductions,
 * re-searches, extensions, the stage of each cut — is found again at its node, and each one is
 * consistent with the window and values around it.
 */
class SelectiveTraceTest {

    private static final SearchConfig BEST = Presets.get("best").config().toBuilder().table(1).build();

    /** Records {@code config} on {@code position} and counts the listener's calls beside the trace. */
    private static TraceTree record(SearchConfig config, SearchPosition position, int depth, CountingListener counts,
                                    SearchResult[] out) {
        TraceRecorder recorder = new TraceRecorder();
        Searcher searcher = Algorithms.create("modern", config);
        searcher.setListener(new Both(recorder, counts));
        out[0] = searcher.search(position, SearchLimits.depth(depth));
        return TraceTree.of(recorder);
    }

    @Test
    void everyDecisionOfBestIsFoundAtItsNode() {
        Map<Technique, Integer> seen = new EnumMap<>(Technique.class);
        int nullNodes = 0;
        int stagedCuts = 0;
        for (long seed = 1; seed <= 6; seed++) {
            CountingListener counts = new CountingListener();
            SearchResult[] result = new SearchResult[1];
            TraceTree tree = record(BEST, new PassingGame(7, seed), 7, counts, result);
            assertEquals(0, tree.incompleteCount());
            TraceTreeTest.assertSubtreeSizesAddUp(tree);
            Trace trace = tree.trace();
            int skips = 0;
            int decisions = 0;
            int reductions = 0;
            int extensions = 0;
            int researches = 0;
            int nulls = 0;
            for (int node = 0; node < tree.nodeCount(); node++) {
                int ply = tree.ply(node);
                for (int e : tree.skips(node)) {
                    skips++;
                    Technique t = trace.technique(e);
                    seen.merge(t, 1, Integer::sum);
                    assertEquals(ply, trace.ply(e));
                    assertTrue(t == Technique.FUTILITY || t == Technique.LATE_MOVE_PRUNING || t == Technique.SEE_PRUNING
                            || t == Technique.QUIESCENCE_SEE, t + " skips a move");
                    int move = trace.arg1(e);
                    assertTrue(move >= 1 && move <= 7, "a move of the game: " + move);
                    if (t == Technique.FUTILITY) {
                        // The bound it was judged by could not reach alpha as it stood then.
                        assertTrue(trace.arg3(e) <= tree.alphaAt(node, e), "futility bound below alpha at " + e);
                    }
                    int before = tree.childrenBefore(node, e);
                    assertTrue(before >= 0 && before <= tree.childCount(node));
                }
                if (tree.decisionEvent(node) >= 0) {
                    decisions++;
                    Technique t = tree.decidedBy(node);
                    seen.merge(t, 1, Integer::sum);
                    assertEquals(tree.value(node), tree.decidedValue(node), "the node returns the decided value");
                    if (t == Technique.NULL_MOVE) {
                        int child = tree.nullMoveChild(node);
                        assertTrue(child >= 0, "a null-move cut has its null-move subtree");
                        assertTrue(-tree.value(child) >= tree.beta(node), "the pass still reached beta");
                        assertEquals(Bound.LOWER, tree.bound(node));
                    }
                    if (t == Technique.REVERSE_FUTILITY) {
                        assertEquals(1, tree.subtreeSize(node), "reverse futility searches nothing");
                        assertTrue(tree.decidedValue(node) >= tree.beta(node));
                    }
                }
                if (tree.isNullMove(node)) {
                    nulls++;
                    nullNodes++;
                    assertTrue(tree.nullMoveReduction(node) >= 3, "R = 3 + depth / 4 or more");
                    assertEquals(-tree.beta(tree.parent(node)), tree.alpha(node), "the pass is searched with a null window at beta");
                    assertEquals(tree.alpha(node) + 1, tree.beta(node));
                    assertTrue(tree.pathName(node).endsWith("null"), tree.pathName(node));
                } else {
                    assertEquals(0, tree.nullMoveReduction(node));
                }
                if (tree.reduction(node) > 0) {
                    reductions++;
                    assertEquals(Technique.LATE_MOVE_REDUCTION, tree.reductionTechnique(node));
                    assertEquals(tree.alpha(node) + 1, tree.beta(node), "a reduced move is searched with a null window");
                } else {
                    assertNull(tree.reductionTechnique(node));
                }
                if (tree.extension(node) > 0) {
                    extensions++;
                    assertNotNull(tree.extensionTechnique(node));
                }
                Technique again = tree.research(node);
                if (again != null) {
                    researches++;
                    seen.merge(again, 1, Integer::sum);
                    // The same move was searched just before, and beat alpha there.
                    int previous = previousSibling(tree, node);
                    assertTrue(previous >= 0, "a re-search follows the first search");
                    assertEquals(tree.move(previous), tree.move(node));
                    int parentAlpha = -tree.beta(previous) - 1; // the null window was (alpha, alpha + 1) from the parent
                    assertTrue(-tree.value(previous) > parentAlpha, "the first search beat alpha");
                    if (again == Technique.LATE_MOVE_REDUCTION) {
                        assertTrue(tree.reduction(previous) > 0, "an LMR re-search follows a reduced search");
                    }
                }
                if (tree.isCutoff(node)) {
                    MoveStage stage = tree.cutoffStage(node);
                    assertNotNull(stage);
                    assertNotEquals(MoveStage.UNORDERED, stage, "the staged picker names every stage");
                    stagedCuts++;
                }
                for (int e : tree.ownEvents(node, TraceEvent.REDUCED)) {
                    if (trace.arg1(e) == 0) {
                        seen.merge(Technique.INTERNAL_ITERATIVE_REDUCTION, 1, Integer::sum);
                        assertEquals(trace.arg2(e), tree.internalReduction(node));
                    }
                }
            }
            // Nothing the listener heard is lost: every call is at some node.
            long movePrunes = 0;
            long nodePrunes = 0;
            for (int e = 0; e < trace.size(); e++) {
                if (trace.kind(e) == TraceEvent.PRUNED) {
                    if (trace.arg1(e) == 0) {
                        nodePrunes++;
                    } else {
                        movePrunes++;
                    }
                }
            }
            long pruned = 0;
            for (Technique t : Technique.values()) {
                pruned += counts.pruned(t);
            }
            assertEquals(pruned, movePrunes + nodePrunes);
            assertEquals(movePrunes, skips);
            assertEquals(nodePrunes, decisions);
            assertEquals(counts.nullMoves(), nulls);
            assertEquals(counts.reduced(Technique.LATE_MOVE_REDUCTION), reductions);
            long extended = 0;
            long researched = 0;
            for (Technique t : Technique.values()) {
                extended += counts.extended(t);
                if (t != Technique.ASPIRATION_WINDOW) { // the root searched again: no child to mark
                    researched += counts.researched(t);
                }
            }
            assertEquals(extended, extensions);
            assertEquals(researched, researches);
            Statistics stats = result[0].statistics();
            assertEquals(stats.cutoffs(), counts.cutoffs());
        }
        assertTrue(nullNodes > 0, "null moves were tried");
        assertTrue(stagedCuts > 0);
        for (Technique t : new Technique[] {Technique.NULL_MOVE, Technique.FUTILITY, Technique.LATE_MOVE_PRUNING,
            Technique.LATE_MOVE_REDUCTION, Technique.PVS_RESEARCH, Technique.REVERSE_FUTILITY}) {
            assertTrue(seen.getOrDefault(t, 0) > 0, t + " happened somewhere: " + seen);
        }
    }

    @Test
    void aModernSearchOfATextbookTreeIsATreeLikeAnyOther() {
        Random random = new Random(12);
        for (int t = 0; t < 30; t++) {
            TextbookTree textbook = TextbookTree.random(2 + random.nextInt(4), 3 + random.nextInt(3), -300, 300,
                    random.nextLong(), false);
            CountingListener counts = new CountingListener();
            SearchResult[] result = new SearchResult[1];
            TraceTree tree = record(BEST, textbook.copy(), textbook.height(), counts, result);
            TraceTreeTest.assertSubtreeSizesAddUp(tree);
            int[] roots = tree.iterationRoots(tree.iterations().size() - 1);
            assertEquals(result[0].value(), tree.value(roots[roots.length - 1]));
            for (int node = 0; node < tree.nodeCount(); node++) {
                assertTrue(!tree.isNullMove(node), "a textbook tree never passes");
                for (int e : tree.skips(node)) {
                    int move = tree.trace().arg1(e);
                    assertTrue(move >= 1, "skips name a child number");
                }
            }
        }
    }

    @Test
    void describedInWords() {
        CountingListener counts = new CountingListener();
        SearchResult[] result = new SearchResult[1];
        TraceTree tree = record(BEST, new PassingGame(7, 3), 6, counts, result);
        TraceStepper stepper = new TraceStepper(tree);
        Trace trace = tree.trace();
        boolean nullMove = false;
        boolean skipped = false;
        boolean decided = false;
        boolean reduced = false;
        boolean again = false;
        boolean stage = false;
        for (int e = 0; e < trace.size(); e++) {
            stepper.seek(e + 1);
            String text = stepper.describe();
            String raw = trace.describe(e);
            switch (trace.kind(e)) {
                case TraceEvent.NULL_MOVE -> {
                    nullMove = true;
                    assertTrue(text.startsWith("null move at ") && text.contains(trace.arg1(e) + " plies shallower"), text);
                    assertTrue(raw.contains("reduction " + trace.arg1(e)), raw);
                }
                case TraceEvent.PRUNED -> {
                    String technique = Trace.techniqueName(trace.technique(e));
                    if (trace.arg1(e) == 0) {
                        decided = true;
                        assertTrue(text.contains("decided by " + technique), text);
                    } else {
                        skipped = true;
                        assertTrue(text.contains("skipped by " + technique), text);
                    }
                    assertTrue(raw.contains(technique), raw);
                }
                case TraceEvent.REDUCED -> {
                    reduced = true;
                    assertTrue(text.contains(trace.arg2(e) + " plies shallower"), text);
                }
                case TraceEvent.RESEARCHED -> {
                    again = true;
                    assertTrue(text.contains(" searched again (" + Trace.techniqueName(trace.technique(e)) + ")"), text);
                }
                case TraceEvent.CUTOFF -> {
                    stage = true;
                    assertTrue(text.contains("stage " + trace.stage(e).number()), text);
                }
                default -> {
                }
            }
        }
        assertTrue(nullMove && skipped && decided && reduced && again && stage);
    }

    @Test
    void techniquesHaveNamesBothWays() {
        for (Technique t : Technique.values()) {
            assertEquals(t, Trace.techniqueNamed(Trace.techniqueName(t)));
        }
        assertEquals("null-move-verification", Trace.techniqueName(Technique.NULL_MOVE_VERIFICATION));
        assertNull(Trace.techniqueNamed("no-such-thing"));
        TraceRecorder recorder = new TraceRecorder();
        recorder.nodeEntered(0, 0, -Score.INFINITE, Score.INFINITE);
        recorder.leafEvaluated(0, 3);
        Trace trace = recorder.snapshot();
        assertThrows(IllegalArgumentException.class, () -> trace.technique(1));
        assertThrows(IllegalArgumentException.class, () -> trace.stage(1));
    }

    private static int previousSibling(TraceTree tree, int node) {
        int previous = -1;
        for (int c = tree.firstChild(tree.parent(node)); c >= 0 && c != node; c = tree.nextSibling(c)) {
            previous = c;
        }
        return previous;
    }

    /** Hands every call to a recorder and a counter. */
    private record Both(TraceRecorder recorder, CountingListener counts) implements SearchListener {
        @Override
        public void searchStarted(String algorithm, int maxDepth) {
            recorder.searchStarted(algorithm, maxDepth);
            counts.searchStarted(algorithm, maxDepth);
        }

        @Override
        public void searchEnded(SearchResult result) {
            recorder.searchEnded(result);
            counts.searchEnded(result);
        }

        @Override
        public void iterationStarted(int depth) {
            recorder.iterationStarted(depth);
            counts.iterationStarted(depth);
        }

        @Override
        public void iterationEnded(IterationReport report) {
            recorder.iterationEnded(report);
            counts.iterationEnded(report);
        }

        @Override
        public void nodeEntered(int ply, int move, int alpha, int beta) {
            recorder.nodeEntered(ply, move, alpha, beta);
            counts.nodeEntered(ply, move, alpha, beta);
        }

        @Override
        public void leafEvaluated(int ply, int value) {
            recorder.leafEvaluated(ply, value);
            counts.leafEvaluated(ply, value);
        }

        @Override
        public void cutoff(int ply, int move, int index, MoveStage stage) {
            recorder.cutoff(ply, move, index, stage);
            counts.cutoff(ply, move, index, stage);
        }

        @Override
        public void pruned(int ply, int move, Technique technique, int value) {
            recorder.pruned(ply, move, technique, value);
            counts.pruned(ply, move, technique, value);
        }

        @Override
        public void reduced(int ply, int move, int plies, Technique technique) {
            recorder.reduced(ply, move, plies, technique);
            counts.reduced(ply, move, plies, technique);
        }

        @Override
        public void extended(int ply, int move, int plies, Technique technique) {
            recorder.extended(ply, move, plies, technique);
            counts.extended(ply, move, plies, technique);
        }

        @Override
        public void researched(int ply, int move, Technique technique) {
            recorder.researched(ply, move, technique);
            counts.researched(ply, move, technique);
        }

        @Override
        public void nullMoveTried(int ply, int reduction) {
            recorder.nullMoveTried(ply, reduction);
            counts.nullMoveTried(ply, reduction);
        }

        @Override
        public void tableProbed(int ply, boolean hit, boolean used) {
            recorder.tableProbed(ply, hit, used);
            counts.tableProbed(ply, hit, used);
        }

        @Override
        public void nodeLeft(int ply, int value, int bound) {
            recorder.nodeLeft(ply, value, bound);
            counts.nodeLeft(ply, value, bound);
        }

        @Override
        public void pvChanged(int depth, int value, int[] pv, int length) {
            recorder.pvChanged(depth, value, pv, length);
            counts.pvChanged(depth, value, pv, length);
        }
    }
}
