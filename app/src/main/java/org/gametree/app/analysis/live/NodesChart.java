package org.gametree.app.analysis.live;

import java.util.List;

import javafx.collections.ListChangeListener;
import javafx.scene.chart.BarChart;
import javafx.scene.chart.CategoryAxis;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.util.StringConverter;

import org.gametree.app.i18n.Localization;

/**
 * Nodes per completed depth on a log scale. JavaFX charts have no log axis, so each bar is
 * log10(nodes) on a {@link NumberAxis} with one tick per power of ten, labelled as the power
 * itself (1, 10, 100, 1k, … 1G): equal steps up the axis are equal factors of nodes, and the
 * growth per depth — the branching factor — reads as the step between bars.
 */
final class NodesChart extends BarChart<String, Number> {

    private static final String[] POWERS = {"1", "10", "100", "1k", "10k", "100k", "1M", "10M", "100M", "1G",
        "10G", "100G", "1T"};

    private final NumberAxis logNodes;
    private final XYChart.Series<String, Number> series = new XYChart.Series<>();

    NodesChart(LiveSearchViewModel model) {
        super(new CategoryAxis(), new NumberAxis(0, 3, 1));
        Localization l10n = model.context().l10n();
        logNodes = (NumberAxis) getYAxis();
        logNodes.setAutoRanging(false);
        logNodes.setMinorTickVisible(false);
        logNodes.setTickLabelFormatter(new StringConverter<>() {
            @Override
            public String toString(Number exponent) {
                int power = (int) Math.round(exponent.doubleValue());
                return power >= 0 && power < POWERS.length ? POWERS[power] : "1e" + power;
            }

            @Override
            public Number fromString(String text) {
                throw new UnsupportedOperationException("the axis only shows labels");
            }
        });
        logNodes.labelProperty().bind(l10n.text("live.chart.nodes"));
        getXAxis().labelProperty().bind(l10n.text("live.chart.depth"));
        titleProperty().bind(l10n.text("live.chart.title"));
        setId("live-chart");
        setAnimated(false);
        setLegendVisible(false);
        setCategoryGap(6);
        getData().add(series);
        model.iterations().addListener((ListChangeListener<IterationRow>) c -> show(model.iterations()));
        show(model.iterations());
    }

    /**
     * Shows one bar per row. Bars already drawn are kept when rows were only appended (what a
     * running search does), so a new depth costs one new bar, not a redrawn chart.
     */
    private void show(List<IterationRow> rows) {
        List<XYChart.Data<String, Number>> bars = series.getData();
        boolean appended = bars.size() <= rows.size();
        for (int i = 0; appended && i < bars.size(); i++) {
            appended = bars.get(i).getXValue().equals(Integer.toString(rows.get(i).depth()))
                    && bars.get(i).getYValue().doubleValue() == exponent(rows.get(i));
        }
        if (!appended) {
            bars.clear();
        }
        double top = 3;
        for (int i = 0; i < rows.size(); i++) {
            IterationRow row = rows.get(i);
            top = Math.max(top, Math.ceil(exponent(row) + 0.05));
            if (i >= bars.size()) {
                bars.add(new XYChart.Data<>(Integer.toString(row.depth()), exponent(row)));
            }
        }
        if (logNodes.getUpperBound() != top) {
            logNodes.setUpperBound(top);
        }
    }

    private static double exponent(IterationRow row) {
        return Math.log10(Math.max(1, row.nodes()));
    }

    /** log10 of the bar's nodes, for tests: the bar heights. */
    List<Double> exponents() {
        return series.getData().stream().map(d -> d.getYValue().doubleValue()).toList();
    }
}
