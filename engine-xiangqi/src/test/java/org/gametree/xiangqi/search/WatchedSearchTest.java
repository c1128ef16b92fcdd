package org.gametree.xiangqi.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import org.gametree.core.search.Algorithms;
import org.gametree.core.search.MoveStage;
import org.gametree.core.search.Presets;
import org.gametree.core.search.SearchConfig;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;
import org.gametree.core.search.Technique;
import org.gametree.core.trace.Trace;
import org.gametree.core.trace.TraceRecorder;
import org.gametree.core.trace.TraceTree;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.eval.PieceSquareEvaluation;
import org.gametree.xiangqi.notation.Notation;
import org.junit.jupiter.api.Test;

/**
 * A recorded {@code best} search of real Xiangqi positions, read back through the trace tree:
 * every node's position can be rebuilt from its path, null moves included (the side to move
 * passes), every child's move and every skipped move is legal in its node's position, and the
 * techniques a student is shown (null move, futility, late-move reduction with its re-search)
 * all occur at an ordinary depth.
 */
class WatchedSearchTest {

    private static final SearchConfig BEST = Presets.get("best").config().toBuilder().table(4).build();

    /** Openings played from the start: 炮二平五 马8进7 马二进三 车9平8, and two more. */
    private static final List<String> LINES = List.of(
            "h2e2 h9g7 h0g2 i9h9",
            "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 c3c4 c6c5",
            "c3c4 g6g5 b0c2 b9c7 h2h6 h9g7");

    @Test
    void everyNodeOfBestCanBeShownAndItsDecisionsNamed() {
        Map<Technique, Integer> seen = new EnumMap<>(Technique.class);
        int nullMoves = 0;
        int stagedCuts = 0;
        for (String line : LINES) {
            Position root = Position.startPosition();
            for (int move : Notation.COORDINATE.parseMoves(root, List.of(line.split(" ")))) {
                root.makeMove(move);
            }
            String fen = Fen.write(root);
            TraceRecorder recorder = new TraceRecorder();
            Searcher searcher = Algorithms.create("modern", BEST);
            searcher.setListener(recorder);
            SearchResult result = searcher.search(new XiangqiSearchPosition(root, new PieceSquareEvaluation()),
                    SearchLimits.depth(6));
            TraceTree tree = TraceTree.of(recorder);
            assertTrue(!tree.isTruncated(), fen);
            Trace trace = tree.trace();
            for (int node = 0; node < tree.nodeCount(); node++) {
                Position at = positionAt(root, tree, node);
                if (tree.isNullMove(node)) {
                    nullMoves++;
                    Position parent = positionAt(root, tree, tree.parent(node));
                    assertEquals(1 - parent.sideToMove(), at.sideToMove(), "the pass hands the move over");
                    assertTrue(tree.nullMoveReduction(node) >= 3);
                } else if (tree.parent(node) >= 0) {
                    assertTrue(positionAt(root, tree, tree.parent(node)).isLegal(tree.move(node)),
                            "move of node " + node + " legal in its parent's position");
                }
                for (int e : tree.skips(node)) {
                    int move = trace.arg1(e);
                    assertTrue(at.isLegal(move), "skipped " + move + " is a legal move of node " + node);
                    // It is named like any move, in every notation.
                    assertTrue(!Notation.CHINESE.format(at, move).isEmpty());
                    seen.merge(trace.technique(e), 1, Integer::sum);
                }
                if (tree.decidedBy(node) != null) {
                    seen.merge(tree.decidedBy(node), 1, Integer::sum);
                }
                if (tree.research(node) != null) {
                    seen.merge(tree.research(node), 1, Integer::sum);
                }
                if (tree.reduction(node) > 0) {
                    seen.merge(tree.reductionTechnique(node), 1, Integer::sum);
                }
                if (tree.isCutoff(node) && tree.cutoffStage(node) != MoveStage.UNORDERED) {
                    stagedCuts++;
                }
            }
            int[] roots = tree.iterationRoots(tree.iterations().size() - 1);
            assertEquals(result.value(), tree.value(roots[roots.length - 1]));
        }
        assertTrue(nullMoves > 0, "null moves were tried");
        assertTrue(stagedCuts > 0);
        for (Technique t : new Technique[] {Technique.NULL_MOVE, Technique.FUTILITY, Technique.LATE_MOVE_REDUCTION,
            Technique.QUIESCENCE_SEE}) {
            assertTrue(seen.getOrDefault(t, 0) > 0, t + " at depth 6: " + seen);
        }
    }

    /** The node's position: its path played from the root, a null move as a pass. */
    private static Position positionAt(Position root, TraceTree tree, int node) {
        Position position = root.copy();
        for (int move : tree.path(node)) {
            if (move == Searcher.NULL_MOVE) {
                position.makeNullMove();
            } else {
                position.makeMove(move);
            }
        }
        return position;
    }
}
