package org.gametree.app.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gametree.xiangqi.FenException;
import org.gametree.xiangqi.Piece;
import org.gametree.xiangqi.Position;
import org.junit.jupiter.api.Test;

class PasteFenViewModelTest {

    private final PasteFenViewModel model = new PasteFenViewModel();

    @Test
    void blankIsNeitherValidNorAnError() {
        assertTrue(model.blankProperty().get());
        assertFalse(model.validProperty().get());
        assertNull(model.problemProperty().get());
    }

    @Test
    void validatesOnEveryChange() {
        model.textProperty().set("rnbakabnr/9/1c5c1");
        assertFalse(model.validProperty().get());
        FenException problem = model.problemProperty().get();
        assertEquals(FenException.Error.RANK_COUNT, problem.error());
        assertEquals(3, problem.count());
        model.textProperty().set("\n" + Position.START_FEN + "  \n");
        assertTrue(model.validProperty().get());
        assertNull(model.problemProperty().get());
        assertEquals(Piece.RED, model.sideToMoveProperty().get());
        assertEquals(Position.START_FEN, model.fen());
    }
}
