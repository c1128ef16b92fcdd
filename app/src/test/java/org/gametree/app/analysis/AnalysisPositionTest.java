package org.gametree.app.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import org.gametree.app.task.SynchronousTaskRunner;
import org.gametree.core.tree.TextbookTree;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.notation.Notation;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.Position;
import org.junit.jupiter.api.Test;

class AnalysisPositionTest {

    private static final String MIDDLEGAME = "r1bakab1r/9/1cn4c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R b - - 0 1";

    /** Issue 12: a line of a selective search may pass (the null move); Xiangqi plays and names it, Gomoku refuses it. */
    @Test
    void aPassInALineHandsTheMoveOverAndIsUndone() {
        XiangqiAnalysisPosition start = new XiangqiAnalysisPosition(Position.startPosition());
        int cannon = org.gametree.xiangqi.notation.Notation.COORDINATE.parse(start.position(), "h2e2");
        AnalysisPosition walk = start.copy();
        walk.play(AnalysisPosition.PASS);
        assertEquals(1, walk.sideToMove(), "Black to move after Red passed");
        AnalysisPosition copy = walk.copy(); // the pass is part of the copy's history
        int horse = org.gametree.xiangqi.notation.Notation.COORDINATE.parse(
                ((XiangqiAnalysisPosition) copy).position(), "h9g7");
        copy.play(horse);
        assertEquals("炮二平五", copy.moveName(cannon, MoveNotation.CHINESE));
        copy.undo();
        copy.undo();
        assertEquals(start.text(), copy.text());
        assertEquals(0, copy.sideToMove());
        assertEquals(List.of("空着", "马8进7", "炮二平五"),
                start.lineNames(new int[] {AnalysisPosition.PASS, horse, cannon}, MoveNotation.CHINESE, "空着"));
        assertEquals(List.of(AnalysisPosition.PASS_NAME, "h9g7"),
                start.lineNames(new int[] {AnalysisPosition.PASS, horse}, MoveNotation.COORDINATE));
        assertFalse(start.isLegal(AnalysisPosition.PASS), "a pass is never a legal move of the game");

        GomokuAnalysisPosition gomoku = new GomokuAnalysisPosition(Notation.play(Rule.FREESTYLE, 15, "h8"));
        assertThrows(IllegalArgumentException.class, () -> gomoku.play(AnalysisPosition.PASS));
    }

    @Test
    void xiangqiMovesAreNamedInEveryNotationAndPlayedOnACopyOnly() {
        XiangqiAnalysisPosition start = new XiangqiAnalysisPosition(Position.startPosition());
        int cannon = org.gametree.xiangqi.notation.Notation.COORDINATE.parse(start.position(), "h2e2");
        assertEquals("炮二平五", start.moveName(cannon, MoveNotation.CHINESE));
        assertEquals("C2.5", start.moveName(cannon, MoveNotation.WXF));
        assertEquals("h2e2", start.moveName(cannon, MoveNotation.COORDINATE));
        AnalysisPosition copy = start.copy();
        copy.play(cannon);
        assertEquals(1, copy.ply());
        assertEquals(0, start.ply());
        assertEquals(44, start.legalMoves().length);
        assertThrows(IllegalArgumentException.class, () -> copy.play(cannon));
        copy.undo();
        assertEquals(start.text(), copy.text());
    }

    @Test
    void breakdownsSumToTheEvaluationForBothGames() {
        XiangqiAnalysisPosition xiangqi = new XiangqiAnalysisPosition(Fen.parse(MIDDLEGAME));
        for (String evaluation : xiangqi.evaluations()) {
            EvalBreakdown breakdown = xiangqi.explain(evaluation);
            assertEquals(xiangqi.searchPosition(evaluation).evaluate(), breakdown.total(), evaluation);
            assertFalse(breakdown.rows().isEmpty());
        }
        GomokuAnalysisPosition gomoku = new GomokuAnalysisPosition(Notation.play(Rule.RENJU, 15, "h8,i9,h9,i10,h10"));
        for (String evaluation : gomoku.evaluations()) {
            EvalBreakdown breakdown = gomoku.explain(evaluation);
            assertEquals(gomoku.searchPosition(evaluation).evaluate(), breakdown.total(), evaluation);
        }
        EvalBreakdown.Row row = gomoku.explain("line").rows().stream()
                .filter(r -> r.where().equals("column h") && r.side() == 0).findFirst().orElseThrow();
        assertEquals(3, row.points().length); // black's h8 h9 h10
        assertThrows(IllegalArgumentException.class,
                () -> new EvalBreakdown("x", 5, List.of(new EvalBreakdown.Row("t", 0, "", 4, new int[0]))));
    }

    @Test
    void aRecordingShowsTheNodesPositions() {
        AnalysisPosition root = new XiangqiAnalysisPosition(Position.startPosition());
        AtomicReference<RecordedSearch> recorded = new AtomicReference<>();
        new SynchronousTaskRunner().run(new SearchRecording(root, "alphabeta", 2, "pst", 100_000), recorded::set,
                e -> { throw new AssertionError(e); });
        RecordedSearch search = recorded.get();
        assertNotNull(search);
        int lastRoot = search.tree().root(search.tree().rootCount() - 1);
        int first = search.tree().firstChild(lastRoot);
        AnalysisPosition after = search.positionAt(first);
        assertEquals(1, after.ply());
        assertEquals(search.moveName(first, MoveNotation.COORDINATE),
                root.moveName(search.tree().move(first), MoveNotation.COORDINATE));
        assertEquals(List.of(search.moveName(first, MoveNotation.CHINESE)), search.pathNames(first, MoveNotation.CHINESE));
    }

    @Test
    void aTextbookRecordingNamesNodesByTheirPath() {
        AtomicReference<RecordedSearch> recorded = new AtomicReference<>();
        new SynchronousTaskRunner().run(new SearchRecording(TextbookTree.figure74(), "alphabeta", 3), recorded::set,
                e -> { throw new AssertionError(e); });
        RecordedSearch search = recorded.get();
        assertEquals(TextbookTree.figure74().minimaxValue(0), search.result().value());
        int root = search.tree().root(search.tree().rootCount() - 1);
        int second = search.tree().child(root, 1);
        assertEquals("2", search.moveName(second, MoveNotation.CHINESE));
        assertEquals(null, search.positionAt(second));
        assertTrue(search.tree().nodeCount() > 5);
    }
}
