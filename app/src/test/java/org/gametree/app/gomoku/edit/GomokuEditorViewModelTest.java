package org.gametree.app.gomoku.edit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gametree.app.gomoku.edit.GomokuEditorViewModel.Tool;
import org.gametree.gomoku.ForbiddenPoints;
import org.gametree.gomoku.GameResult;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.notation.Notation;
import org.junit.jupiter.api.Test;

class GomokuEditorViewModelTest {

    private static int p(String name) {
        return Notation.parsePoint(15, name);
    }

    private static GomokuEditorViewModel empty(Rule rule) {
        return new GomokuEditorViewModel(new GomokuPosition(rule, 15));
    }

    private static void place(GomokuEditorViewModel model, Tool tool, String... points) {
        model.toolProperty().set(tool);
        for (String point : points) {
            model.apply(p(point));
        }
    }

    @Test
    void startsFromTheGivenPositionsStones() {
        GomokuEditorViewModel model = new GomokuEditorViewModel(Notation.play(Rule.STANDARD, 15, "h8,i9,j10"));
        assertEquals(2, model.blackCount());
        assertEquals(1, model.whiteCount());
        assertEquals(GomokuPosition.WHITE, model.boardProperty().get().stoneAt(p("i9")));
        assertTrue(model.validProperty().get());
        assertEquals(GomokuPosition.WHITE, model.stoneToMove());
    }

    @Test
    void stonesArePlacedReplacedAndErasedInAnyOrder() {
        GomokuEditorViewModel model = empty(Rule.FREESTYLE);
        place(model, Tool.BLACK, "a1", "b2", "c3");
        // three black stones and no white one: not a position, and said why
        assertFalse(model.validProperty().get());
        assertEquals("gomoku.edit.problem.counts", model.problemProperty().get().key());
        assertEquals(3, model.problemProperty().get().black());
        assertNull(model.toPosition());
        assertEquals(GomokuPosition.BLACK, model.boardProperty().get().stoneAt(p("c3")), "still drawn");

        place(model, Tool.WHITE, "c3", "o15");   // c3 turns white
        assertEquals(2, model.blackCount());
        assertEquals(2, model.whiteCount());
        assertTrue(model.validProperty().get());
        place(model, Tool.ERASE, "o15", "h8");   // h8 is empty: nothing happens there
        assertEquals(1, model.whiteCount());

        GomokuPosition position = model.toPosition();
        assertEquals(GomokuPosition.BLACK, position.stoneAt(p("a1")));
        assertEquals(GomokuPosition.BLACK, position.stoneAt(p("b2")));
        assertEquals(GomokuPosition.WHITE, position.stoneAt(p("c3")));
        assertEquals(GomokuPosition.EMPTY, position.stoneAt(p("o15")));
        assertEquals(GomokuPosition.WHITE, position.stoneToMove());
        assertTrue(position.isConsistent());

        model.clear();
        assertEquals(0, model.blackCount() + model.whiteCount());
        assertTrue(model.validProperty().get(), "the empty board is a position");
    }

    @Test
    void aFiveOnTheBoardIsNoPositionToAnalyse() {
        GomokuEditorViewModel model = empty(Rule.FREESTYLE);
        place(model, Tool.BLACK, "a1", "b1", "c1", "d1", "e1");
        place(model, Tool.WHITE, "a3", "b5", "c7", "d9");
        assertEquals("gomoku.edit.problem.five", model.problemProperty().get().key());
        place(model, Tool.ERASE, "c1");
        assertNull(model.problemProperty().get());
    }

    @Test
    void underRenjuBlacksLastStoneIsOneThatIsNotForbidden() {
        // Black h8 j8 i9 i10 and i8: played in this order, i8 last would be a double-three.
        GomokuEditorViewModel model = empty(Rule.RENJU);
        place(model, Tool.BLACK, "h8", "j8", "i9", "i10", "i8");
        place(model, Tool.WHITE, "a1", "a3", "a5", "a7");
        GomokuPosition position = model.toPosition();
        assertEquals(GameResult.ONGOING, position.result(), "not read as black's forbidden-point loss");
        int last = position.lastMove();
        position.unmakeMove();
        assertFalse(ForbiddenPoints.isForbidden(position, last));
    }
}
