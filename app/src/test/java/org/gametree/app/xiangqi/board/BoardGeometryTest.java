package org.gametree.app.xiangqi.board;

import static org.junit.jupiter.api.Assertions.assertEquals;

import javafx.geometry.Point2D;

import org.gametree.xiangqi.Squares;
import org.junit.jupiter.api.Test;

class BoardGeometryTest {

    @Test
    void everyPointMapsBackToItsSquareInBothOrientations() {
        for (boolean flipped : new boolean[] {false, true}) {
            BoardGeometry g = BoardGeometry.fit(10, 20, 500, 700, flipped);
            for (int rank = 0; rank < Squares.RANKS; rank++) {
                for (int file = 0; file < Squares.FILES; file++) {
                    int sq = Squares.of(file, rank);
                    Point2D p = g.center(sq);
                    assertEquals(sq, g.squareNear(p.getX(), p.getY()));
                    // A click a little off the point still hits it.
                    assertEquals(sq, g.squareNear(p.getX() + g.cell() * 0.4, p.getY() - g.cell() * 0.4));
                }
            }
        }
    }

    @Test
    void redIsAtTheBottomUnlessFlipped() {
        BoardGeometry normal = BoardGeometry.fit(0, 0, 470, 565, false);
        assertEquals(50.0, normal.cell(), 1e-9);
        Point2D a0 = normal.center(Squares.of(0, 0));
        assertEquals(35.0, a0.getX(), 1e-9);   // side margin 0.7 cells
        assertEquals(57.5 + 450, a0.getY(), 1e-9);   // end margin 1.15 cells, 9 ranks above
        BoardGeometry flipped = BoardGeometry.fit(0, 0, 470, 565, true);
        Point2D flippedA0 = flipped.center(Squares.of(0, 0));
        assertEquals(435.0, flippedA0.getX(), 1e-9);
        assertEquals(57.5, flippedA0.getY(), 1e-9);
    }

    @Test
    void clicksOnTheMarginOrTheNumbersHitNothing() {
        BoardGeometry g = BoardGeometry.fit(0, 0, 470, 565, false);
        assertEquals(-1, g.squareNear(2, 2));
        assertEquals(-1, g.squareNear(235, 565 - 10));   // the row of Red's file numbers
    }

    @Test
    void keepsTheProportionsAndCentresInAnyBox() {
        BoardGeometry wide = BoardGeometry.fit(0, 0, 2000, 565, false);
        assertEquals(50.0, wide.cell(), 1e-9);
        assertEquals((2000 - 470) / 2.0, wide.boardLeft(), 1e-9);
    }

    @Test
    void fileNumbersCountFromEachSidesRight() {
        assertEquals("一", BoardGlyphs.redFileLabel(8));   // file i, Red's right
        assertEquals("九", BoardGlyphs.redFileLabel(0));
        assertEquals("1", BoardGlyphs.blackFileLabel(0)); // file a, Black's right
        assertEquals("9", BoardGlyphs.blackFileLabel(8));
        // Piece ids are an engine detail: read them from the start position.
        var start = org.gametree.xiangqi.Position.startPosition();
        assertEquals("炮", BoardGlyphs.piece(start.pieceAt(Squares.of(7, 2))));
        assertEquals("帅", BoardGlyphs.piece(start.pieceAt(Squares.of(4, 0))));
        assertEquals("将", BoardGlyphs.piece(start.pieceAt(Squares.of(4, 9))));
    }
}
