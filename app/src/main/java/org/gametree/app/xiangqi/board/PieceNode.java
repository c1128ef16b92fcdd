package org.gametree.app.xiangqi.board;

import javafx.scene.Group;
import javafx.scene.shape.Circle;
import javafx.scene.text.Font;
import javafx.scene.text.Text;

import org.gametree.xiangqi.Piece;
import org.gametree.xiangqi.Squares;

/**
 * One piece as drawn on the board: a disc with a rim, an inner ring in the side's ink, and the
 * piece's character (or letter, see {@link PieceStyle}) in that ink. Colours come from the board stylesheet via the
 * style classes {@code piece}, {@code red}/{@code black}, {@code piece-disc},
 * {@code piece-ring} and {@code piece-glyph}; sizes scale with the line spacing.
 */
final class PieceNode extends Group {

    /** Disc radius as a fraction of the line spacing: neighbouring discs nearly touch. */
    static final double RADIUS = 0.45;
    /** The inner ring sits well outside the glyph so the glyph area holds ink of one colour only. */
    static final double RING = 0.82;
    static final double GLYPH_SIZE = 0.56;

    PieceNode(int pieceId, int square, double x, double y, double cell, String glyphText, Font glyphFont) {
        double r = cell * RADIUS;
        Circle disc = new Circle(x, y, r);
        disc.getStyleClass().add("piece-disc");
        disc.setStrokeWidth(Math.max(1, cell * 0.035));
        Circle ring = new Circle(x, y, r * RING);
        ring.getStyleClass().add("piece-ring");
        ring.setStrokeWidth(Math.max(1, cell * 0.028));
        Text glyph = BoardText.centered(glyphText, glyphFont, x, y);
        glyph.getStyleClass().add("piece-glyph");
        getChildren().addAll(disc, ring, glyph);
        getStyleClass().addAll("piece", Piece.side(pieceId) == Piece.RED ? "red" : "black");
        setId("piece-" + Squares.name(square));
        setUserData(pieceId);
    }
}
