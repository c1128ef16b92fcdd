package org.gametree.app.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;

import org.gametree.app.analysis.GomokuAnalysisPosition;
import org.gametree.app.analysis.MoveNotation;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.app.game.MoveListViewModel.MoveRow;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.notation.Notation;
import org.junit.jupiter.api.Test;

class MoveListViewModelTest {

    static int[] xiangqiMoves(Position start, String... coordinates) {
        return Notation.COORDINATE.parseMoves(start, List.of(coordinates));
    }

    private final MoveListViewModel model = new MoveListViewModel();

    @Test
    void xiangqiMovesInPairsInTheChosenNotation() {
        Position start = Position.startPosition();
        model.setGame(new XiangqiAnalysisPosition(start), xiangqiMoves(start, "h2e2", "h9g7", "h0g2"), 3);
        assertEquals(2, model.rows().size());
        MoveRow first = model.rows().get(0);
        assertEquals(1, first.number());
        assertEquals("炮二平五", first.first().text());
        assertEquals("马8进7", first.second().text());
        assertEquals(1, first.first().ply());
        assertEquals(2, first.second().ply());
        assertEquals("马二进三", model.rows().get(1).first().text());
        assertNull(model.rows().get(1).second());

        model.notationProperty().set(MoveNotation.WXF);
        assertEquals("C2.5", model.rows().get(0).first().text());
        model.notationProperty().set(MoveNotation.COORDINATE);
        assertEquals("h9g7", model.rows().get(0).second().text());
    }

    @Test
    void annotationsStayWhileTheGameIsTheSameAndGoWithIt() {
        Position start = Position.startPosition();
        int[] moves = xiangqiMoves(start, "h2e2", "h9g7", "h0g2");
        model.setGame(new XiangqiAnalysisPosition(start), moves, 3);
        model.annotations().put(2, new MoveListViewModel.MoveAnnotation("??", "review-blunder"));
        assertEquals(new XiangqiAnalysisPosition(start).text(), model.startPosition().text());
        assertEquals(List.of(moves[0], moves[1], moves[2]), java.util.Arrays.stream(model.moves()).boxed().toList());

        model.setGame(new XiangqiAnalysisPosition(start), moves, 1); // going back in the same game
        assertEquals("??", model.annotations().get(2).symbol());
        model.notationProperty().set(MoveNotation.WXF);
        assertEquals(1, model.annotations().size(), "another notation, the same moves");

        model.setGame(new XiangqiAnalysisPosition(start), xiangqiMoves(start, "h2e2", "b9c7"), 2); // another line
        assertEquals(0, model.annotations().size());
    }

    @Test
    void aGameStartingWithBlackLeavesTheFirstRedCellEmptyAndKeepsTheFenNumber() {
        Position start = Fen.parse("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 0 7");
        model.setGame(new XiangqiAnalysisPosition(start), xiangqiMoves(start, "h9g7", "h0g2"), 0);
        assertEquals(2, model.rows().size());
        assertEquals(7, model.rows().get(0).number());
        assertNull(model.rows().get(0).first());
        assertEquals("马8进7", model.rows().get(0).second().text());
        assertEquals(8, model.rows().get(1).number());
        assertEquals(2, model.rows().get(1).first().ply());
        assertEquals(1, model.rowOf(2));
    }

    @Test
    void gomokuStonesAreNumbered() {
        GomokuPosition start = new GomokuPosition(Rule.RENJU, 15);
        int[] moves = org.gametree.gomoku.notation.Notation.parseMoves(15, "h8 i9 j10");
        model.setGame(new GomokuAnalysisPosition(start), moves, 3);
        assertEquals("1 h8", model.rows().get(0).first().text());
        assertEquals("2 i9", model.rows().get(0).second().text());
        assertEquals("3 j10", model.rows().get(1).first().text());
    }

    @Test
    void navigationOnlyRequestsPliesInsideTheGame() {
        Position start = Position.startPosition();
        model.setGame(new XiangqiAnalysisPosition(start), xiangqiMoves(start, "h2e2", "h9g7", "h0g2", "i9h9"), 2);
        List<Integer> asked = new ArrayList<>();
        model.setOnGoTo(asked::add);
        model.requestPrevious();
        model.requestNext();
        model.requestStart();
        model.requestEnd();
        model.requestGoTo(5);   // past the end: ignored
        model.requestGoTo(-1);
        assertEquals(List.of(1, 3, 0, 4), asked);
        assertEquals(2, model.getCurrentPly(), "a request does not move by itself");
        model.setCurrentPly(0);
        asked.clear();
        model.requestPrevious();
        assertEquals(List.of(), asked);
    }
}
