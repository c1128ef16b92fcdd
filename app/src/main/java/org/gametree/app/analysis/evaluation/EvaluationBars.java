package org.gametree.app.analysis.evaluation;

import javafx.geometry.HPos;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;

/**
 * The breakdown as horizontal bars: one per term and side, growing right from a centre line
 * for a "+" value (good for the side the score perspective names: the side to move, or Red /
 * Black stones) and left for a "−" one, coloured by the side the value helps, all on one square-root scale
 * (material runs to thousands, threats to tens: on a linear scale only material would show;
 * the numbers beside the bars are exact). Drawn with
 * regions rather than a chart so the sign reads at a glance and the colours come from CSS
 * ({@code .bar.favours-first}, {@code .bar.favours-second}). Hovering a bar highlights its points.
 */
final class EvaluationBars extends GridPane {

    /** Width of each half of the track, in pixels. */
    static final double HALF = 110; // with names and values, fits the 1280x720 window's pane

    private final EvaluationViewModel model;

    EvaluationBars(EvaluationViewModel model) {
        this.model = model;
        setId("evaluation-bars");
        getStyleClass().add("evaluation-bars");
        setHgap(6);
        setVgap(3);
        ColumnConstraints name = new ColumnConstraints();
        name.setMinWidth(Region.USE_PREF_SIZE);
        ColumnConstraints value = new ColumnConstraints();
        value.setHalignment(HPos.RIGHT);
        value.setMinWidth(Region.USE_PREF_SIZE);
        getColumnConstraints().setAll(name, new ColumnConstraints(2 * HALF + 2), value);
    }

    /** Redraws for the breakdown (null: empty). */
    void show(Breakdown breakdown) {
        getChildren().clear();
        if (breakdown == null) {
            return;
        }
        int largest = 1;
        for (Breakdown.TermGroup term : breakdown.terms()) {
            for (Breakdown.SideGroup side : term.sides()) {
                largest = Math.max(largest, Math.abs(side.line().value()));
            }
        }
        int row = 0;
        for (Breakdown.TermGroup term : breakdown.terms()) {
            for (Breakdown.SideGroup side : term.sides()) {
                BreakdownLine line = side.line();
                Label name = new Label(model.names().group(line.group()) + " · "
                        + model.names().side(breakdown.game(), line.side()));
                HBox track = track(model.shown(line), model.favours(line), largest);
                track.setId("evaluation-bar-" + line.group() + "-" + (line.side() < 0 ? "none" : line.side()));
                Label value = new Label(model.valueText(line));
                value.getStyleClass().add("bar-value");
                for (javafx.scene.Node node : new javafx.scene.Node[] {name, track, value}) {
                    node.setOnMouseEntered(e -> model.hover(line));
                    node.setOnMouseExited(e -> model.endHover());
                }
                addRow(row++, name, track, value);
            }
        }
    }

    /**
     * A centre line with the bar on the side of the shown value's sign (right: "+", good for the
     * side the legend names), coloured by the side it helps.
     */
    private static HBox track(int value, int favours, int largest) {
        Region bar = new Region();
        bar.getStyleClass().addAll("bar", value >= 0 ? "positive" : "negative");
        if (favours >= 0) {
            bar.getStyleClass().add(EvaluationView.FAVOURS.get(favours));
        }
        double width = value == 0 ? 0 : Math.max(2, HALF * Math.sqrt((double) Math.abs(value) / largest));
        bar.setMinSize(width, 12);
        bar.setPrefSize(width, 12);
        bar.setMaxSize(width, 12);
        Region axis = new Region();
        axis.getStyleClass().add("bar-axis");
        axis.setMinSize(2, 16);
        axis.setPrefSize(2, 16);
        HBox left = new HBox();
        left.setAlignment(Pos.CENTER_RIGHT);
        left.setPrefWidth(HALF);
        left.setMinWidth(HALF);
        HBox right = new HBox();
        right.setAlignment(Pos.CENTER_LEFT);
        right.setPrefWidth(HALF);
        right.setMinWidth(HALF);
        (value >= 0 ? right : left).getChildren().add(bar);
        HBox track = new HBox(left, axis, right);
        track.setAlignment(Pos.CENTER);
        track.getStyleClass().add("bar-track");
        return track;
    }
}
