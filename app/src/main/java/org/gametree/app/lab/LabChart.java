package org.gametree.app.lab;

import java.util.List;

import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import org.gametree.app.i18n.Localization;

/**
 * The run drawn as it goes: the training loss where the method stands and the best so far per
 * step, the held-out loss where it was measured (a rising held-out loss under a falling
 * training loss is over-fitting); below, when the method reports them, the annealing
 * temperature or the genetic population's spread. A run minimising another fitness than Texel's
 * loss (moves missed, points lost) draws that on the loss chart, named on its axis, and the
 * held-out Texel loss on a chart of its own: one axis for two measures would flatten one of them.
 * Points come from the view-model's list, appended at most 20 times a second; only the new ones
 * are added.
 */
final class LabChart extends VBox {

    private final LineChart<Number, Number> losses = new LineChart<>(stepAxis(), axis());
    private final LineChart<Number, Number> method = new LineChart<>(stepAxis(), axis());
    private final LineChart<Number, Number> heldOutApart = new LineChart<>(stepAxis(), axis());
    private final javafx.beans.value.ObservableStringValue fitness;
    private final Localization l10n;
    private final ThinnedSeries current;
    private final ThinnedSeries best;
    private final ThinnedSeries heldOut;
    private final ThinnedSeries heldOutTexel;
    private final ThinnedSeries temperature;
    private final ThinnedSeries spread;
    private int drawn;

    /**
     * @param fitness the fitness of the run shown ("texel", "moves", …): names the loss axis and
     *                decides where the held-out loss is drawn
     */
    LabChart(Localization l10n, javafx.collections.ObservableList<LabPoint> points,
             javafx.beans.value.ObservableStringValue fitness) {
        this.l10n = l10n;
        this.fitness = fitness;
        current = series("lab.chart.current");
        best = series("lab.chart.best");
        heldOut = series("lab.chart.heldOut");
        heldOutTexel = series("lab.chart.heldOutTexel");
        temperature = series("lab.chart.temperature");
        spread = series("lab.chart.spread");
        setId("lab-chart");
        getStyleClass().add("lab-chart");
        losses.setId("lab-loss-chart");
        method.setId("lab-method-chart");
        heldOutApart.setId("lab-held-out-chart");
        for (LineChart<Number, Number> chart : List.of(losses, method, heldOutApart)) {
            chart.setAnimated(false);
            // a legend of our own above the plot: the chart's own is laid out under the plot when space is short
            chart.setLegendVisible(false);
            chart.setCreateSymbols(false); // a symbol per step would be thousands of nodes
            chart.getXAxis().labelProperty().bind(l10n.text("lab.chart.step"));
        }
        losses.getYAxis().labelProperty().bind(Bindings.createStringBinding(
                () -> l10n.get("lab.chart.loss." + fitness.get()), fitness, l10n.languageProperty()));
        heldOutApart.getYAxis().labelProperty().bind(l10n.text("lab.chart.loss.texel"));
        heldOutApart.getData().add(heldOutTexel.series());
        heldOutApart.visibleProperty().bind(Bindings.isNotEmpty(heldOutTexel.series().getData()));
        heldOutApart.managedProperty().bind(heldOutApart.visibleProperty());
        heldOutApart.setMinHeight(120);
        heldOutApart.setPrefHeight(150);
        losses.getData().addAll(List.of(current.series(), best.series(), heldOut.series()));
        method.getData().addAll(List.of(temperature.series(), spread.series()));
        // the method's chart is there only for the methods that report a temperature or a spread
        method.visibleProperty().bind(Bindings.isNotEmpty(temperature.series().getData())
                .or(Bindings.isNotEmpty(spread.series().getData())));
        method.managedProperty().bind(method.visibleProperty());
        losses.setMinHeight(160);
        method.setMinHeight(120);
        method.setPrefHeight(150);
        VBox.setVgrow(losses, Priority.ALWAYS);
        HBox methodLegend = legend(true, temperature, "lab-legend-temperature", spread, "lab-legend-spread");
        methodLegend.visibleProperty().bind(method.visibleProperty());
        methodLegend.managedProperty().bind(method.visibleProperty());
        HBox lossLegend = legend(false, current, "lab-legend-current", best, "lab-legend-best", heldOut,
                "lab-legend-held-out");
        HBox heldOutLegend = legend(false, heldOutTexel, "lab-legend-held-out");
        heldOutLegend.visibleProperty().bind(heldOutApart.visibleProperty());
        heldOutLegend.managedProperty().bind(heldOutApart.visibleProperty());
        getChildren().addAll(lossLegend, losses, heldOutLegend, heldOutApart, methodLegend, method);
        add(points);
        points.addListener((ListChangeListener<LabPoint>) change -> {
            if (points.size() < drawn) {
                clear();
            }
            add(points.subList(drawn, points.size()));
        });
    }

    /** Steps are whole numbers: a tick between two steps ("2.5") gets no label. */
    private static NumberAxis stepAxis() {
        NumberAxis axis = axis();
        axis.setMinorTickCount(0);
        axis.setTickLabelFormatter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(Number value) {
                double v = value.doubleValue();
                return v == Math.rint(v) ? String.valueOf((long) v) : "";
            }

            @Override
            public Number fromString(String text) {
                return Double.valueOf(text);
            }
        });
        return axis;
    }

    private static NumberAxis axis() {
        NumberAxis axis = new NumberAxis();
        axis.setForceZeroInRange(false);
        return axis;
    }

    private ThinnedSeries series(String key) {
        XYChart.Series<Number, Number> series = new XYChart.Series<>();
        series.nameProperty().bind(l10n.text(key));
        return new ThinnedSeries(series);
    }

    /**
     * A row of swatches and names, one per series (pairs of series and style class); with
     * {@code onlyWithPoints} an entry shows only while its series has points (the method's chart:
     * temperature or spread, whichever the method reports).
     */
    private HBox legend(boolean onlyWithPoints, Object... seriesAndStyles) {
        HBox row = new HBox(12);
        row.getStyleClass().add("lab-legend");
        row.setAlignment(javafx.geometry.Pos.CENTER);
        for (int i = 0; i < seriesAndStyles.length; i += 2) {
            ThinnedSeries series = (ThinnedSeries) seriesAndStyles[i];
            Region swatch = new Region();
            swatch.getStyleClass().addAll("lab-legend-swatch", (String) seriesAndStyles[i + 1]);
            Label name = new Label();
            name.textProperty().bind(series.series().nameProperty());
            name.setGraphic(swatch);
            name.setMinWidth(Region.USE_PREF_SIZE);
            if (onlyWithPoints) {
                name.visibleProperty().bind(Bindings.isNotEmpty(series.series().getData()));
                name.managedProperty().bind(name.visibleProperty());
            }
            row.getChildren().add(name);
        }
        return row;
    }

    private void add(List<LabPoint> more) {
        for (LabPoint p : more) {
            current.add(p.step(), p.current());
            best.add(p.step(), p.best());
            if (!Double.isNaN(p.heldOut())) {
                // the held-out loss is Texel's: beside a Texel training loss, or apart from another fitness
                (texelRun() ? heldOut : heldOutTexel).add(p.step(), p.heldOut());
            }
            if (!Double.isNaN(p.temperature())) {
                temperature.add(p.step(), p.temperature());
            }
            if (!Double.isNaN(p.spread())) {
                spread.add(p.step(), p.spread());
            }
        }
        drawn += more.size();
    }

    private void clear() {
        for (ThinnedSeries s : List.of(current, best, heldOut, heldOutTexel, temperature, spread)) {
            s.clear();
        }
        drawn = 0;
    }

    private boolean texelRun() {
        return "texel".equals(fitness.get());
    }

    /** Points drawn of the training-loss line (tests: that the chart grows). */
    int currentPoints() {
        return current.size();
    }

    /** The loss chart's series: current, best, held-out. */
    List<XYChart.Series<Number, Number>> lossSeries() {
        return losses.getData();
    }
}
