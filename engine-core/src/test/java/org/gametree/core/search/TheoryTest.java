package org.gametree.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;

import org.gametree.core.tree.TextbookTree;
import org.junit.jupiter.api.Test;

/**
 * The theory the workbench demonstrates, checked on textbook trees by the leaves each algorithm
 * evaluates (recorded through a listener that asks the tree where the game is).
 */
class TheoryTest {

    /** The leaves a search evaluates: how many calls, and which nodes (preorder numbers). */
    private static final class Leaves implements SearchListener {
        final TextbookTree tree;
        final Set<Integer> nodes = new TreeSet<>();
        int calls;

        Leaves(TextbookTree tree) {
            this.tree = tree;
        }

        @Override
        public void leafEvaluated(int ply, int value) {
            calls++;
            nodes.add(tree.currentNode());
        }

        String names(Set<Integer> set) {
            return set.stream().map(tree::nameOf).toList().toString();
        }
    }

    private static Leaves leaves(String algorithm, SearchConfig config, TextbookTree tree, int depth) {
        TextbookTree game = tree.copy();
        Leaves leaves = new Leaves(game);
        Searcher searcher = Algorithms.create(algorithm, config);
        searcher.setListener(leaves);
        SearchResult result = searcher.search(game, SearchLimits.depth(depth));
        assertEquals(tree.minimaxValue(0), result.value(), algorithm);
        assertEquals(result.statistics().leaves(), leaves.calls, algorithm + ": the counter agrees with the listener");
        return leaves;
    }

    private static Leaves leaves(String algorithm, TextbookTree tree, int depth) {
        return leaves(algorithm, SearchConfig.plain(), tree, depth);
    }

    private static long power(int base, int exponent) {
        long p = 1;
        for (int i = 0; i < exponent; i++) {
            p *= base;
        }
        return p;
    }

    /**
     * A uniform tree whose leaves hold the distinct values 0, 7, 14, … in random order (the
     * step keeps them apart, nothing else), written as nested lists.
     */
    static TextbookTree distinctValues(int branching, int depth, Random random) {
        int count = (int) power(branching, depth);
        List<Integer> values = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            values.add(7 * i - 7 * count / 2);
        }
        Collections.shuffle(values, random);
        StringBuilder text = new StringBuilder();
        write(text, branching, depth, values.iterator());
        return TextbookTree.parse(text.toString());
    }

    private static void write(StringBuilder text, int branching, int depth, java.util.Iterator<Integer> values) {
        if (depth == 0) {
            text.append(values.next());
            return;
        }
        text.append('[');
        for (int i = 0; i < branching; i++) {
            text.append(i == 0 ? "" : ",");
            write(text, branching, depth - 1, values);
        }
        text.append(']');
    }

    // ---------------------------------------------------------------- (a) full-width search

    @Test
    void minimaxAndNegamaxEvaluateEveryLeaf() {
        Random random = new Random(11);
        for (int b = 1; b <= 5; b++) {
            for (int d = 1; d <= 5; d++) {
                TextbookTree tree = TextbookTree.random(b, d, -20, 20, random.nextLong(), false);
                for (String name : List.of("minimax", "negamax")) {
                    Leaves seen = leaves(name, tree, d);
                    assertEquals(power(b, d), seen.calls, name + " b=" + b + " d=" + d);
                    assertEquals(power(b, d), seen.nodes.size(), name + ": every leaf once");
                }
            }
        }
    }

    // ---------------------------------------------------------------- (b) Knuth–Moore

    @Test
    void alphaBetaOnAPerfectlyOrderedTreeEvaluatesTheMinimalTree() {
        // Values in a small range, so equal values are common: ties do not change the count.
        // A CUT node's first child reaches beta with equality too (value >= beta cuts), and an
        // ALL node's children fail low with equality (value <= alpha raises nothing), so the
        // minimal tree is exactly what fail-hard alpha-beta visits.
        Random random = new Random(1975);
        for (int b = 1; b <= 5; b++) {
            for (int d = 1; d <= 6; d++) {
                for (int k = 0; k < 3; k++) {
                    TextbookTree tree = TextbookTree.random(b, d, -5, 5, random.nextLong(), true);
                    long minimal = power(b, (d + 1) / 2) + power(b, d / 2) - 1;
                    Leaves seen = leaves("alphabeta", tree, d);
                    assertEquals(minimal, seen.calls, "b=" + b + " d=" + d);
                }
            }
        }
    }

    @Test
    void theMinimalTreeIsALowerBoundThatOrderingReaches() {
        // The Knuth–Moore count is a lower bound for any algorithm (proving the value needs a
        // strategy for each side); with distinct leaves in random order alpha-beta is mostly above it.
        Random random = new Random(1975);
        int worse = 0;
        for (int t = 0; t < 100; t++) {
            int b = 2 + random.nextInt(4);
            int d = 2 + random.nextInt(4);
            TextbookTree tree = distinctValues(b, d, random);
            long minimal = power(b, (d + 1) / 2) + power(b, d / 2) - 1;
            Leaves seen = leaves("alphabeta", tree, d);
            assertTrue(seen.calls >= minimal, "b=" + b + " d=" + d);
            worse += seen.calls > minimal ? 1 : 0;
        }
        assertTrue(worse > 50, "random order misses the minimal tree mostly: " + worse);
    }

    // ---------------------------------------------------------------- (c) SSS* dominates alpha-beta

    private static void neverBeyondAlphaBeta(String bestFirst) {
        Random random = new Random(1979);
        int strictlyFewer = 0;
        for (int t = 0; t < 600; t++) {
            int b = 1 + random.nextInt(5);
            int d = 1 + random.nextInt(5);
            // Small values: equal leaves are common, the case where the tie rule matters.
            TextbookTree tree = TextbookTree.random(b, d, -6, 6, random.nextLong(), random.nextInt(4) == 0);
            Leaves best = leaves(bestFirst, tree, d);
            Leaves alphaBeta = leaves("alphabeta", tree, d);
            String what = bestFirst + " on tree " + t + " (b=" + b + ", d=" + d + ")";
            Set<Integer> extra = new TreeSet<>(best.nodes);
            extra.removeAll(alphaBeta.nodes);
            assertTrue(extra.isEmpty(), what + " evaluated " + best.names(extra) + ", which alpha-beta skips");
            assertEquals(best.nodes.size(), best.calls, what + " evaluates each leaf once");
            assertTrue(best.calls <= alphaBeta.calls, what);
            strictlyFewer += best.calls < alphaBeta.calls ? 1 : 0;
        }
        assertTrue(strictlyFewer > 50, bestFirst + " saves leaves on many trees, not only matches: " + strictlyFewer);
    }

    @Test
    void sssNeverEvaluatesALeafThatAlphaBetaSkips() {
        neverBeyondAlphaBeta("sss");
    }

    @Test
    void dualNeverEvaluatesALeafThatAlphaBetaSkips() {
        neverBeyondAlphaBeta("dual");
    }

    // ---------------------------------------------------------------- (d) SSS* = MTD(+inf) + TT

    /**
     * Whether no two nodes of the tree share a slot of a table of this size. SSS* keeps every
     * bound it learned on OPEN; MTD keeps them in the table, and a slot that two nodes share
     * (always-replace) loses one — then MTD re-expands and the leaf sets may differ for a reason
     * that is not the theorem's.
     */
    private static boolean noSlotCollisions(TextbookTree tree, int capacity) {
        Set<Long> slots = new HashSet<>();
        return collectSlots(tree.copy(), capacity - 1, slots);
    }

    private static boolean collectSlots(TextbookTree game, long mask, Set<Long> slots) {
        if (!slots.add(game.key() & mask)) {
            return false;
        }
        int[] moves = new int[Searcher.MAX_MOVES];
        int end = game.generateMoves(moves, 0);
        for (int i = 0; i < end; i++) {
            game.makeMove(moves[i]);
            boolean ok = collectSlots(game, mask, slots);
            game.unmakeMove();
            if (!ok) {
                return false;
            }
        }
        return true;
    }

    private static void sameLeavesAsMtd(String bestFirst, String mtd) {
        // Half the trees have many equal leaf values, half distinct ones. Equal values do not
        // separate the two: SSS* takes equal merits left-first, and MTD's depth-first passes meet
        // equal values left to right too. (Taken in arrival order, equal merits do separate them,
        // and SSS* then evaluates leaves alpha-beta skips: see BestFirstTest.)
        SearchConfig withTable = SearchConfig.builder().table(4).build();
        int capacity = new TranspositionTable(4, SearchConfig.Replacement.ALWAYS).capacity();
        Random random = new Random(1994);
        int compared = 0;
        for (int t = 0; t < 400; t++) {
            int b = 1 + random.nextInt(4);
            int d = 1 + random.nextInt(5);
            TextbookTree tree = t % 2 == 0 ? TextbookTree.random(b, d, -3, 3, random.nextLong(), random.nextBoolean())
                    : distinctValues(b, d, random);
            if (!noSlotCollisions(tree, capacity)) {
                continue;
            }
            compared++;
            Leaves best = leaves(bestFirst, tree, d);
            Leaves driver = leaves(mtd, withTable, tree, d);
            String what = bestFirst + " vs " + mtd + " on tree " + t + " (b=" + b + ", d=" + d + ")";
            assertEquals(best.nodes, driver.nodes, what + ": " + best.names(best.nodes) + " vs " + driver.names(driver.nodes));
            assertEquals(best.nodes.size(), best.calls, what + ": each leaf once");
        }
        assertTrue(compared > 300, "most trees fit the table without a shared slot: " + compared);
    }

    @Test
    void sssEvaluatesTheSameLeavesAsMtdPlusInfinityWithATable() {
        sameLeavesAsMtd("sss", "mtd-plus");
    }

    @Test
    void dualEvaluatesTheSameLeavesAsMtdMinusInfinityWithATable() {
        sameLeavesAsMtd("dual", "mtd-minus");
    }

    // ---------------------------------------------------------------- (e) figure 7.4

    @Test
    void onFigure74AlphaBetaEvaluatesALeafBelowNode12() {
        TextbookTree tree = TextbookTree.figure74();
        Leaves alphaBeta = leaves("alphabeta", tree, 3);
        Leaves sss = leaves("sss", tree, 3);
        List<String> below = alphaBeta.nodes.stream().map(tree::nameOf).filter(n -> n.startsWith("1.2.")).toList();
        assertEquals(List.of("1.2.1"), below, "7 ≥ 5 refutes node 1.2 after its first leaf");
        assertTrue(sss.nodes.stream().map(tree::nameOf).noneMatch(n -> n.startsWith("1.2.")));
        assertEquals(alphaBeta.nodes.size() - 1, sss.nodes.size(), "SSS* saves exactly that leaf");
    }
}
