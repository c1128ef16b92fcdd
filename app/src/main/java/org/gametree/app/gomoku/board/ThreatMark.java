package org.gametree.app.gomoku.board;

import java.util.Locale;

import javafx.geometry.Bounds;
import javafx.scene.Group;
import javafx.scene.shape.Rectangle;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;
import javafx.scene.text.TextBoundsType;

import org.gametree.app.fonts.AppFonts;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.threat.ThreatKind;

/**
 * One threat point of one side in the threat view: a small tag in the side's colour with the
 * kind's short name ("5", "活4", "4", "3"), black's in the lower left of the point and white's
 * in the upper right so both fit on one point. Style classes {@code threat-mark}, the side
 * ({@code black}/{@code white}) and the kind ({@code straight-four}); id
 * {@code threat-<side>-<point>} (e.g. {@code threat-white-h8}).
 */
public final class ThreatMark extends Group {

    private final ThreatKind kind;
    private final int colour;

    ThreatMark(ThreatKind kind, int colour, String pointName, String label, double x, double y, double cell) {
        this.kind = kind;
        this.colour = colour;
        String side = colour == GomokuPosition.BLACK ? "black" : "white";
        getStyleClass().addAll("threat-mark", side, kind.name().toLowerCase(Locale.ROOT).replace('_', '-'));
        setId("threat-" + side + "-" + pointName);
        Text text = new Text(label);
        text.setFont(Font.font(AppFonts.SANS_FAMILY, FontWeight.BOLD, cell * 0.36));
        text.setBoundsType(TextBoundsType.VISUAL);
        Bounds ink = text.getLayoutBounds();
        double pad = cell * 0.05;
        double w = ink.getWidth() + 2 * pad;
        double h = ink.getHeight() + 2 * pad;
        double offset = cell * 0.22;
        double cx = colour == GomokuPosition.BLACK ? x - offset : x + offset;
        double cy = colour == GomokuPosition.BLACK ? y + offset : y - offset;
        Rectangle tag = new Rectangle(cx - w / 2, cy - h / 2, w, h);
        tag.setArcWidth(h * 0.6);
        tag.setArcHeight(h * 0.6);
        tag.getStyleClass().add("threat-tag");
        text.setX(cx - (ink.getMinX() + ink.getWidth() / 2));
        text.setY(cy - (ink.getMinY() + ink.getHeight() / 2));
        text.getStyleClass().add("threat-label");
        getChildren().addAll(tag, text);
    }

    /** The threat this tag marks. */
    public ThreatKind kind() {
        return kind;
    }

    /** BLACK or WHITE. */
    public int colour() {
        return colour;
    }
}
