package org.gametree.app.gomoku.board;

import javafx.geometry.Bounds;
import javafx.scene.Group;
import javafx.scene.shape.Circle;
import javafx.scene.text.Font;
import javafx.scene.text.Text;
import javafx.scene.text.TextBoundsType;

import org.gametree.gomoku.GomokuPosition;

/**
 * One stone as drawn: a disc with a soft radial shading (the light falls from the upper left)
 * and, optionally, the number of the move that placed it. Colours come from the board
 * stylesheet via the style classes {@code stone}, {@code black}/{@code white},
 * {@code stone-body} and {@code move-number}; sizes scale with the line spacing.
 */
final class StoneNode extends Group {

    /** Radius as a fraction of the line spacing: neighbouring stones nearly touch. */
    static final double RADIUS = 0.47;

    private final Circle body;

    StoneNode(int stone, String pointName, double x, double y, double cell) {
        body = new Circle(x, y, cell * RADIUS);
        body.getStyleClass().add("stone-body");
        body.setStrokeWidth(Math.max(0.5, cell * 0.02));
        getChildren().add(body);
        getStyleClass().addAll("stone", stone == GomokuPosition.BLACK ? "black" : "white");
        setId("stone-" + pointName);
    }

    /** Adds the move number, sized so three digits still fit inside the stone. */
    void showNumber(int number, Font font, boolean last) {
        Text text = new Text(Integer.toString(number));
        text.setFont(font);
        text.setBoundsType(TextBoundsType.VISUAL);
        Bounds ink = text.getLayoutBounds();
        // Centred on the ink box: line-box centring puts digits visibly low on the stone.
        text.setX(body.getCenterX() - (ink.getMinX() + ink.getWidth() / 2));
        text.setY(body.getCenterY() - (ink.getMinY() + ink.getHeight() / 2));
        text.getStyleClass().add("move-number");
        if (last) {
            text.getStyleClass().add("last");
        }
        getChildren().add(text);
    }
}
