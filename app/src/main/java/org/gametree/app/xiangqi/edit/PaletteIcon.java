package org.gametree.app.xiangqi.edit;

import javafx.scene.layout.StackPane;
import javafx.scene.shape.Circle;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;

import org.gametree.app.fonts.AppFonts;
import org.gametree.app.xiangqi.board.BoardGlyphs;
import org.gametree.xiangqi.Piece;

/**
 * A small piece disc for the editor's palette buttons, drawn like the board's traditional
 * pieces: style classes {@code palette-piece} and {@code red}/{@code black}, coloured by
 * {@code position-editor.css}.
 */
final class PaletteIcon extends StackPane {

    PaletteIcon(int kind, double radius) {
        int side = kind / Piece.TYPES;
        Circle disc = new Circle(radius);
        disc.getStyleClass().add("palette-disc");
        Text glyph = new Text(BoardGlyphs.piece(PositionEditorViewModel.displayId(kind)));
        glyph.setFont(Font.font(AppFonts.SERIF_FAMILY, FontWeight.BOLD, radius * 1.2));
        glyph.getStyleClass().add("palette-glyph");
        getChildren().addAll(disc, glyph);
        getStyleClass().addAll("palette-piece", side == Piece.RED ? "red" : "black");
        setMinSize(2 * radius, 2 * radius);
    }
}
