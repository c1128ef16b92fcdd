package org.gametree.xiangqi.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.gametree.core.search.Algorithms;
import org.gametree.core.search.Score;
import org.gametree.core.search.SearchConfig;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.TestData;
import org.gametree.xiangqi.eval.PieceSquareEvaluation;
import org.junit.jupiter.api.Test;

/**
 * The search library on Xiangqi, over every position of the perft suite: minimax visits exactly
 * the perft tree, every exact algorithm finds the same value, and a transposition table changes
 * no value. Repetition rules are off (values must not depend on the path) and so are quiescence
 * and extensions; the piece-square evaluation keeps it fast.
 */
class SearchExactnessTest {

    private static final SearchConfig PLAIN = SearchConfig.builder().repetitions(false).build();

    private record Row(String fen, long[] perft) {
    }

    private static List<Row> suite() {
        List<Row> rows = new ArrayList<>();
        for (String[] cells : TestData.tsv("xiangqi-perft.tsv")) {
            long[] perft = new long[5];
            perft[0] = 1;
            for (int d = 1; d <= 4; d++) {
                perft[d] = Long.parseLong(cells[d]);
            }
            rows.add(new Row(cells[0], perft));
        }
        assertEquals(80, rows.size());
        return rows;
    }

    private static XiangqiSearchPosition searchPosition(String fen) {
        return new XiangqiSearchPosition(Fen.parse(fen), new PieceSquareEvaluation());
    }

    /** Nodes without legal moves above the horizon: the search counts them as leaves, perft does not. */
    private static long terminalsAbove(Position position, int depth) {
        int[] moves = position.legalMoves();
        if (moves.length == 0) {
            return 1;
        }
        long count = 0;
        if (depth > 1) {
            for (int move : moves) {
                position.makeMove(move);
                count += terminalsAbove(position, depth - 1);
                position.unmakeMove();
            }
        }
        return count;
    }

    @Test
    void minimaxEvaluatesExactlyThePerftLeaves() {
        int withTerminals = 0;
        for (Row row : suite()) {
            for (int depth = 1; depth <= 3; depth++) {
                SearchResult result = Algorithms.create("minimax", PLAIN)
                        .search(searchPosition(row.fen()), SearchLimits.depth(depth));
                String what = row.fen() + " depth " + depth;
                assertEquals(row.perft()[depth], result.statistics().evaluations(), what);
                long terminals = terminalsAbove(Fen.parse(row.fen()), depth);
                assertEquals(row.perft()[depth] + terminals, result.statistics().leaves(), what);
                withTerminals += terminals > 0 ? 1 : 0;
            }
        }
        assertTrue(withTerminals > 0, "the suite has mates within the horizon");
    }

    @Test
    void everyExactAlgorithmFindsTheSameValueAtDepth3() {
        List<String> names = Algorithms.exactNames();
        assertTrue(names.size() >= 10, names.toString());
        long started = System.nanoTime();
        long[] millis = new long[names.size()];
        for (Row row : suite()) {
            int expected = 0;
            int[] childValues = childValues(row.fen());
            for (int i = 0; i < names.size(); i++) {
                long t0 = System.nanoTime();
                XiangqiSearchPosition position = searchPosition(row.fen());
                SearchResult result = Algorithms.create(names.get(i), PLAIN).search(position, SearchLimits.depth(3));
                millis[i] += (System.nanoTime() - t0) / 1_000_000;
                if (i == 0) {
                    expected = result.value();
                    if (row.perft()[1] == 0) {
                        assertEquals(Score.matedIn(0), expected, "no legal move: mated " + row.fen());
                    }
                } else {
                    assertEquals(expected, result.value(), names.get(i) + " vs " + names.get(0) + " on " + row.fen());
                }
                assertEquals(0, position.ply(), "the search leaves the position at the root");
                if (row.perft()[1] > 0) {
                    int move = result.bestMove();
                    assertEquals(-childValue(expected), childValues[indexOf(row.fen(), move)],
                            names.get(i) + " names a best move on " + row.fen());
                }
            }
        }
        StringBuilder times = new StringBuilder();
        for (int i = 0; i < names.size(); i++) {
            times.append(names.get(i)).append(' ').append(millis[i]).append(" ms, ");
        }
        System.out.println("depth-3 exactness over the perft suite: " + times
                + "total " + (System.nanoTime() - started) / 1_000_000 + " ms");
    }

    /**
     * The staged move picker changes only the order of moves: "modern" with it (and every
     * ordering switch, no pruning) finds alpha-beta's value at depth 4 on every suite position,
     * and "modern" with no switch at all is PVS node for node.
     */
    @Test
    void theStagedPickerKeepsTheValueAndPlainModernIsPvs() {
        // No table: an entry from a deeper search may stand in for a shallower one, which changes a
        // fixed-depth value for every algorithm alike (see the table test below, at depth 3).
        SearchConfig staged = PLAIN.toBuilder().iterativeDeepening(true).hashMoveFirst(true)
                .captureOrdering(true).killers(true).history(SearchConfig.History.DEPTH_SQUARED)
                .stagedMoves(true).counterMoves(true).continuationHistory(true).build();
        assertTrue(staged.isValuePreserving(), staged.toString());
        for (Row row : suite()) {
            SearchResult truth = Algorithms.create("alphabeta", PLAIN).search(searchPosition(row.fen()), SearchLimits.depth(4));
            XiangqiSearchPosition position = searchPosition(row.fen());
            SearchResult modern = Algorithms.create("modern", staged).search(position, SearchLimits.depth(4));
            assertEquals(truth.value(), modern.value(), "staged picker on " + row.fen());
            assertEquals(0, position.ply(), "the search leaves the position at the root");
            SearchResult pvs = Algorithms.create("pvs", PLAIN).search(searchPosition(row.fen()), SearchLimits.depth(3));
            SearchResult plain = Algorithms.create("modern", PLAIN).search(searchPosition(row.fen()), SearchLimits.depth(3));
            assertEquals(pvs.statistics().totalNodes(), plain.statistics().totalNodes(), "plain modern = pvs on " + row.fen());
            assertEquals(pvs.value(), plain.value(), row.fen());
        }
    }

    /** The depth-2 minimax value of each root move's position, in generation order. */
    private static int[] childValues(String fen) {
        int[] moves = Fen.parse(fen).legalMoves();
        int[] values = new int[moves.length];
        for (int i = 0; i < moves.length; i++) {
            Position child = Fen.parse(fen);
            child.makeMove(moves[i]);
            values[i] = Algorithms.create("minimax", PLAIN)
                    .search(new XiangqiSearchPosition(child, new PieceSquareEvaluation()), SearchLimits.depth(2)).value();
        }
        return values;
    }

    private static int indexOf(String fen, int move) {
        int[] moves = Fen.parse(fen).legalMoves();
        for (int i = 0; i < moves.length; i++) {
            if (moves[i] == move) {
                return i;
            }
        }
        throw new AssertionError("not a legal move: " + move);
    }

    /**
     * What a value at the root is from the child's root, negated back: the same, except that a
     * mate is one ply nearer. A child searched with no legal moves gives -MATE at its root.
     */
    private static int childValue(int rootValue) {
        if (rootValue >= Score.MATE_BOUND) {
            return rootValue + 1;
        }
        if (rootValue <= -Score.MATE_BOUND) {
            return rootValue - 1;
        }
        return rootValue;
    }

    @Test
    void aTranspositionTableChangesNoValue() {
        SearchConfig withTable = PLAIN.toBuilder().table(16).build();
        for (String name : List.of("negascout", "mtdf")) {
            Searcher plain = Algorithms.create(name, PLAIN);
            Searcher tabled = Algorithms.create(name, withTable);
            long cuts = 0;
            for (Row row : suite()) {
                tabled.clearTable();
                int expected = plain.search(searchPosition(row.fen()), SearchLimits.depth(3)).value();
                SearchResult result = tabled.search(searchPosition(row.fen()), SearchLimits.depth(3));
                assertEquals(expected, result.value(), name + " with a table on " + row.fen());
                cuts += result.statistics().tableCuts();
            }
            assertTrue(cuts > 0, name + ": the table decided some nodes");
        }
    }
}
