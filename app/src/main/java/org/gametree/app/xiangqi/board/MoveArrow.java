package org.gametree.app.xiangqi.board;

import java.util.Locale;

import javafx.geometry.Point2D;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Polygon;
import javafx.scene.shape.Shape;

import org.gametree.app.analysis.BoardMark;
import org.gametree.xiangqi.Squares;

/**
 * A {@link BoardMark} drawn on the Xiangqi board: one polygon (shaft and head) from the centre of
 * the from-square to just short of the to-square's centre, so the piece there stays readable
 * through the semi-transparent fill. Style classes {@code move-arrow} and the kind in lower case
 * ({@code searched}, {@code refutation}, {@code best}, {@code candidate}); id
 * {@code arrow-<from>-<to>} (e.g. {@code arrow-h2-e2}). A mark on one square is a ring.
 */
public final class MoveArrow {

    /** Shaft width, head width and head length, in cells. */
    static final double SHAFT = 0.16;
    static final double HEAD_WIDTH = 0.46;
    static final double HEAD_LENGTH = 0.42;
    /** How far before the target's centre the tip stops, in cells. */
    static final double SHORT_OF_TARGET = 0.12;

    private MoveArrow() {
    }

    /** The shape of {@code mark} at the board's current geometry. */
    static Shape of(BoardMark mark, BoardGeometry g) {
        double c = g.cell();
        Point2D from = g.center(mark.from());
        Shape shape;
        if (mark.isPoint()) {
            Circle ring = new Circle(from.getX(), from.getY(), c * (PieceNode.RADIUS + 0.08));
            ring.setStrokeWidth(Math.max(2.5, c * 0.1));
            ring.getStyleClass().add("move-ring");
            shape = ring;
        } else {
            // a weaker mark is narrower (down to half width) and more transparent
            shape = arrow(from, g.center(mark.to()), c * (0.5 + 0.5 * mark.strength()));
        }
        if (mark.strength() < 1) {
            shape.setOpacity(0.45 + 0.55 * mark.strength());
        }
        shape.getStyleClass().addAll("move-arrow", styleClass(mark.kind()));
        shape.setId("arrow-" + Squares.name(mark.from()) + "-" + Squares.name(mark.to()));
        shape.getProperties().put(BoardMark.class, mark);
        // only a mark with something to say takes the mouse (for its tooltip); a click on it
        // still bubbles up to the board, which maps it to a point as usual
        shape.setMouseTransparent(mark.label().isEmpty());
        if (!mark.label().isEmpty()) {
            javafx.scene.control.Tooltip tip = new javafx.scene.control.Tooltip(mark.label());
            tip.setShowDelay(javafx.util.Duration.millis(200));
            javafx.scene.control.Tooltip.install(shape, tip);
        }
        return shape;
    }

    /** The style class of a kind: its name in lower case. */
    static String styleClass(BoardMark.Kind kind) {
        return kind.name().toLowerCase(Locale.ROOT);
    }

    /** The mark a shape drawn by {@link #of} stands for (tests read it back). */
    public static BoardMark markOf(javafx.scene.Node node) {
        return (BoardMark) node.getProperties().get(BoardMark.class);
    }

    /** The arrow's polygon; {@code c} scales its widths (the cell, or less for a weak mark). */
    private static Polygon arrow(Point2D from, Point2D to, double c) {
        double dx = to.getX() - from.getX();
        double dy = to.getY() - from.getY();
        double length = Math.hypot(dx, dy);
        double ux = dx / length;
        double uy = dy / length;
        // the normal, to the left of the direction of travel
        double nx = -uy;
        double ny = ux;
        double tipX = to.getX() - ux * c * SHORT_OF_TARGET;
        double tipY = to.getY() - uy * c * SHORT_OF_TARGET;
        double head = Math.min(c * HEAD_LENGTH, length * 0.6);
        double baseX = tipX - ux * head;
        double baseY = tipY - uy * head;
        double shaft = c * SHAFT / 2;
        double wing = c * HEAD_WIDTH / 2;
        return new Polygon(
                from.getX() + nx * shaft, from.getY() + ny * shaft,
                baseX + nx * shaft, baseY + ny * shaft,
                baseX + nx * wing, baseY + ny * wing,
                tipX, tipY,
                baseX - nx * wing, baseY - ny * wing,
                baseX - nx * shaft, baseY - ny * shaft,
                from.getX() - nx * shaft, from.getY() - ny * shaft);
    }
}
