package org.gametree.app.gomoku.board;

import javafx.geometry.Bounds;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.control.Tooltip;
import javafx.scene.paint.Color;
import javafx.scene.shape.Circle;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;
import javafx.scene.text.TextBoundsType;
import javafx.util.Duration;

import org.gametree.app.analysis.HeatMap;
import org.gametree.app.fonts.AppFonts;

/**
 * One point of a {@link HeatMap} on the Gomoku board: a translucent disc coloured on a blue
 * (cold: the worst shown) to red (hot: as good as the best) scale, with the point's rank in it,
 * as Yixin-Board shows its candidates. The colour is computed here, not in the stylesheet: a
 * scale has no fixed colours for a style class to name. Style class {@code heat-spot}; id
 * {@code heat-<point>} (e.g. {@code heat-h8}); the line shows as a tooltip.
 */
public final class HeatSpot extends Group {

    /** Hue of the coldest point (blue); the hottest is 0 (red). */
    static final double COLD_HUE = 220;

    private final HeatMap.Spot spot;

    HeatSpot(HeatMap.Spot spot, String pointName, double x, double y, double cell) {
        this.spot = spot;
        getStyleClass().add("heat-spot");
        setId("heat-" + pointName);
        Circle disc = new Circle(x, y, cell * StoneNode.RADIUS);
        disc.setFill(colour(spot.heat()));
        disc.setStroke(colour(spot.heat()).darker());
        disc.setStrokeWidth(Math.max(1, cell * 0.04));
        Text number = new Text(Integer.toString(spot.rank()));
        number.setFont(Font.font(AppFonts.SANS_FAMILY, FontWeight.BOLD, cell * (spot.rank() < 10 ? 0.5 : 0.4)));
        number.setBoundsType(TextBoundsType.VISUAL);
        number.setFill(Color.WHITE);
        Bounds ink = number.getLayoutBounds();
        number.setX(x - (ink.getMinX() + ink.getWidth() / 2));
        number.setY(y - (ink.getMinY() + ink.getHeight() / 2));
        number.setMouseTransparent(true);
        getChildren().addAll(disc, number);
        if (!spot.label().isEmpty()) {
            Tooltip tip = new Tooltip(spot.label());
            tip.setShowDelay(Duration.millis(200));
            Tooltip.install(this, tip);
        } else {
            setMouseTransparent(true);
        }
    }

    /** The colour of a heat, 0..1: blue through green and yellow to red, slightly translucent. */
    static Color colour(double heat) {
        return Color.hsb(COLD_HUE * (1 - heat), 0.85, 0.9, 0.82);
    }

    /** The spot a node drawn by the skin stands for, null if it is none (tests read it back). */
    public static HeatMap.Spot spotOf(Node node) {
        return node instanceof HeatSpot h ? h.spot : null;
    }
}
