package org.gametree.app.gomoku.board;

import javafx.beans.binding.Bindings;
import javafx.scene.Group;
import javafx.scene.control.Tooltip;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Line;
import javafx.util.Duration;

import org.gametree.app.i18n.Localization;
import org.gametree.gomoku.ForbiddenPoints;

/**
 * The mark of a Renju forbidden point: a red × on the empty point, with a tooltip saying why
 * black may not play there (double-three, double-four, overline) in the current language.
 * The id is {@code forbidden-<point>}; the style classes are {@code forbidden-point} and the
 * reason's ({@code double-three}, {@code double-four}, {@code overline}).
 */
final class ForbiddenMark extends Group {

    private final Tooltip tooltip = new Tooltip();
    private final ForbiddenPoints.Reason reason;

    ForbiddenMark(ForbiddenPoints.Reason reason, String pointName, double x, double y, double cell, Localization l10n) {
        this.reason = reason;
        double arm = cell * 0.2;
        double width = Math.max(1.5, cell * 0.075);
        // The hit area for the tooltip: transparent, yet picked, the size of a stone.
        Circle area = new Circle(x, y, cell * 0.45);
        area.getStyleClass().add("forbidden-area");
        Line down = new Line(x - arm, y - arm, x + arm, y + arm);
        Line up = new Line(x - arm, y + arm, x + arm, y - arm);
        for (Line line : new Line[] {down, up}) {
            line.getStyleClass().add("forbidden-cross");
            line.setStrokeWidth(width);
        }
        getChildren().addAll(area, down, up);
        getStyleClass().addAll("forbidden-point", ForbiddenReasons.styleClass(reason));
        setId("forbidden-" + pointName);
        tooltip.textProperty().bind(l10n.text("gomoku.forbidden.tooltip",
                Bindings.createStringBinding(() -> pointName), l10n.text(ForbiddenReasons.key(reason))));
        tooltip.setShowDelay(Duration.millis(150));
        Tooltip.install(this, tooltip);
    }

    ForbiddenPoints.Reason reason() {
        return reason;
    }

    /** The tooltip shown on hover. */
    Tooltip tooltip() {
        return tooltip;
    }
}
