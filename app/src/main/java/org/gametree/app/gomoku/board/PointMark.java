package org.gametree.app.gomoku.board;

import java.util.Locale;

import javafx.geometry.Bounds;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.shape.Circle;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;
import javafx.scene.text.TextBoundsType;

import org.gametree.app.analysis.BoardMark;
import org.gametree.app.fonts.AppFonts;

/**
 * A {@link BoardMark} drawn on the Gomoku board: a ring in the kind's colour round the point, a
 * translucent ghost stone inside it when the point is empty (a reply not yet played), and a
 * small label above right saying what the mark is ("S" searched, "R" refutation, … in the
 * board's language). Style classes {@code analysis-mark} and the kind in lower case; id
 * {@code mark-<point>} (e.g. {@code mark-h8}).
 */
public final class PointMark extends Group {

    private final BoardMark mark;

    PointMark(BoardMark mark, String pointName, boolean occupied, String label, double x, double y, double cell) {
        this.mark = mark;
        getStyleClass().addAll("analysis-mark", mark.kind().name().toLowerCase(Locale.ROOT));
        setId("mark-" + pointName);
        if (!occupied) {
            Circle ghost = new Circle(x, y, cell * StoneNode.RADIUS * 0.9);
            ghost.getStyleClass().add("mark-ghost");
            getChildren().add(ghost);
        }
        Circle ring = new Circle(x, y, cell * (StoneNode.RADIUS + 0.06));
        ring.getStyleClass().add("mark-ring");
        ring.setStrokeWidth(Math.max(2, cell * 0.09));
        getChildren().add(ring);

        Font font = Font.font(AppFonts.SANS_FAMILY, FontWeight.BOLD, cell * 0.34);
        Text text = new Text(label);
        text.setFont(font);
        text.setBoundsType(TextBoundsType.VISUAL);
        Bounds ink = text.getLayoutBounds();
        double cx = x + cell * 0.42;
        double cy = y - cell * 0.42;
        double pad = cell * 0.06;
        Circle tag = new Circle(cx, cy, Math.max(ink.getWidth(), ink.getHeight()) / 2 + pad);
        tag.getStyleClass().add("mark-tag");
        text.setX(cx - (ink.getMinX() + ink.getWidth() / 2));
        text.setY(cy - (ink.getMinY() + ink.getHeight() / 2));
        text.getStyleClass().add("mark-label");
        getChildren().addAll(tag, text);
    }

    BoardMark mark() {
        return mark;
    }

    /** The mark a node drawn by the skin stands for, null if it is none (tests read it back). */
    public static BoardMark markOf(Node node) {
        return node instanceof PointMark p ? p.mark : null;
    }
}
