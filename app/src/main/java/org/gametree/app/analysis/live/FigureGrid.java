package org.gametree.app.analysis.live;

import java.util.concurrent.Callable;

import javafx.beans.Observable;
import javafx.beans.binding.Bindings;
import javafx.geometry.HPos;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

import org.gametree.app.analysis.chart.FigureFormat;
import org.gametree.app.i18n.Localization;

/**
 * The search's figures as a two-column grid of name/value pairs; values follow the view-model's
 * properties (the searcher's own {@code Statistics}) and are written by the one
 * {@link FigureFormat} ("1,234,567"), the score by the one score formatter.
 */
final class FigureGrid extends GridPane {

    private final Localization l10n;
    private final FigureFormat format;
    private int count;

    FigureGrid(LiveSearchViewModel model) {
        this.l10n = model.context().l10n();
        this.format = new FigureFormat(l10n);
        setId("live-figures");
        getStyleClass().add("live-figures");
        setHgap(10);
        setVgap(4);
        for (int i = 0; i < 2; i++) {
            ColumnConstraints name = new ColumnConstraints();
            ColumnConstraints value = new ColumnConstraints();
            value.setHalignment(HPos.RIGHT);
            value.setHgrow(Priority.SOMETIMES);
            value.setMinWidth(60);
            getColumnConstraints().addAll(name, value);
        }
        var language = l10n.languageProperty();
        add("live-depth-value", "live.figure.depth", () -> Integer.toString(model.searchedDepthProperty().get()),
                model.searchedDepthProperty());
        add("live-seldepth", "live.figure.seldepth", () -> Integer.toString(model.selectiveDepthProperty().get()),
                model.selectiveDepthProperty());
        add("live-score", "live.figure.score", () -> model.scoreTextProperty().get(), model.scoreTextProperty());
        // the searcher's own counters (Statistics), named as in Compare
        add("live-elapsed", "live.figure.elapsed", () -> format.seconds(model.elapsedMillisProperty().get()),
                model.elapsedMillisProperty(), language);
        add("live-nodes", "live.figure.nodes", () -> format.count(model.nodesProperty().get()),
                model.nodesProperty(), language);
        add("live-leaves", "live.figure.leaves", () -> format.count(model.leavesProperty().get()),
                model.leavesProperty(), language);
        add("live-nps", "live.figure.nps", () -> format.count(model.nodesPerSecondProperty().get()),
                model.nodesPerSecondProperty(), language);
        add("live-ebf", "live.figure.ebf", () -> format.branching(model.branchingFactorProperty().get()),
                model.branchingFactorProperty(), language);
        add("live-tt-hit-rate", "live.figure.ttHitRate", () -> format.percent(model.tableHitRateProperty().get()),
                model.tableHitRateProperty(), language);
        add("live-first-cutoff-rate", "live.figure.firstCutoff",
                () -> format.percent(model.firstMoveCutoffRateProperty().get()),
                model.firstMoveCutoffRateProperty(), language);
        // sampled from the searcher while it runs ("—" without a table, or for an engine watched from outside)
        add("live-hash-full", "live.figure.hashFull", () -> format.percent(model.tableFillProperty().get() < 0 ? -1
                : model.tableFillProperty().get() / 1000.0), model.tableFillProperty(), language);
        // a proof-number search's progress: the root's numbers, side by side, shown only for such a search
        count += count % 2;
        showOnlyFor(model.proofSearchProperty(),
                add("live-proof-number", "live.figure.proofNumber",
                        () -> proofNumber(model.proofNumberProperty().get()), model.proofNumberProperty()),
                add("live-disproof-number", "live.figure.disproofNumber",
                        () -> proofNumber(model.disproofNumberProperty().get()), model.disproofNumberProperty()));
    }

    /** A proof or disproof number: "∞" for the infinite one, "—" when there is none. */
    private static String proofNumber(int n) {
        return n < 0 ? FigureFormat.NONE : org.gametree.core.trace.TraceStepper.proofNumber(n);
    }

    private static void showOnlyFor(javafx.beans.value.ObservableBooleanValue shown, Label[]... figures) {
        for (Label[] pair : figures) {
            for (Label label : pair) {
                label.visibleProperty().bind(shown);
                label.managedProperty().bind(shown);
            }
        }
    }

    /** One name/value pair (returned: name, value); the value label has {@code id}; a tooltip explains it if the bundle does. */
    private Label[] add(String id, String key, Callable<String> value, Observable... dependencies) {
        Label name = new Label();
        name.textProperty().bind(l10n.text(key));
        name.getStyleClass().add("live-figure-name");
        name.setMinWidth(Region.USE_PREF_SIZE); // a name is never cut to "Cu…"
        Label shown = new Label();
        shown.setId(id);
        shown.getStyleClass().add("live-figure-value");
        shown.textProperty().bind(Bindings.createStringBinding(value, dependencies));
        shown.setMinWidth(Region.USE_PREF_SIZE);
        String tip = key + ".tooltip";
        if (!l10n.get(tip).startsWith("!")) {
            Tooltip tooltip = new Tooltip();
            tooltip.textProperty().bind(l10n.text(tip));
            name.setTooltip(tooltip);
            shown.setTooltip(tooltip);
        }
        int row = count / 2;
        int column = (count % 2) * 2;
        add(name, column, row);
        add(shown, column + 1, row);
        count++;
        return new Label[] {name, shown};
    }
}
