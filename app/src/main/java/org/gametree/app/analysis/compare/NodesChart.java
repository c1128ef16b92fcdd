package org.gametree.app.analysis.compare;

import java.util.List;

import javafx.scene.chart.BarChart;
import javafx.scene.chart.CategoryAxis;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.util.StringConverter;

/**
 * Positions visited per algorithm as bars. JavaFX has no log axis, so the log scale plots
 * log10 of the count on a linear axis with one tick per power of ten, labelled with the count
 * itself (1, 10, 100, 1k, …): algorithms that differ a thousandfold stay comparable.
 */
final class NodesChart extends BarChart<String, Number> {

    private final NumberAxis valueAxis;

    NodesChart() {
        super(new CategoryAxis(), new NumberAxis());
        valueAxis = (NumberAxis) getYAxis();
        setAnimated(false);
        setLegendVisible(false);
        setId("compare-chart");
        getStyleClass().add("compare-chart");
        setMinHeight(160);
    }

    /** Draws one bar per row; {@code log} switches the axis. */
    void show(List<CompareRow> rows, boolean log) {
        XYChart.Series<String, Number> series = new XYChart.Series<>();
        double top = 0;
        for (CompareRow row : rows) {
            long visited = row.statistics().totalNodes();
            double plotted = log ? Math.log10(Math.max(1, visited)) : visited;
            top = Math.max(top, plotted);
            series.getData().add(new XYChart.Data<>(row.name(), plotted));
        }
        if (log) {
            valueAxis.setAutoRanging(false);
            valueAxis.setLowerBound(0);
            valueAxis.setUpperBound(Math.max(1, Math.ceil(top)));
            valueAxis.setTickUnit(1);
            valueAxis.setMinorTickVisible(false);
            valueAxis.setTickLabelFormatter(new PowerOfTenLabels());
        } else {
            valueAxis.setAutoRanging(true);
            valueAxis.setMinorTickVisible(true);
            valueAxis.setTickLabelFormatter(new PlainCounts());
        }
        getData().setAll(List.of(series));
        // Style after the bars exist: flagged and unfinished rows look the same as in the table.
        for (int i = 0; i < rows.size(); i++) {
            javafx.scene.Node bar = series.getData().get(i).getNode();
            if (bar != null) {
                bar.getStyleClass().removeAll("flagged", "unfinished");
                if (rows.get(i).flagged()) {
                    bar.getStyleClass().add("flagged");
                } else if (!rows.get(i).finished()) {
                    bar.getStyleClass().add("unfinished");
                }
            }
        }
    }

    /** A count in short form: 950, 1.2k, 34M. */
    static String shortCount(double count) {
        if (count < 1_000) {
            return Long.toString(Math.round(count));
        }
        String[] units = {"k", "M", "G", "T"};
        double value = count;
        int unit = -1;
        while (value >= 1_000 && unit < units.length - 1) {
            value /= 1_000;
            unit++;
        }
        String number = value >= 100 || value == Math.rint(value) ? Long.toString(Math.round(value))
                : String.format(java.util.Locale.ROOT, "%.1f", value);
        return number + units[unit];
    }

    /** Tick k of the log axis is 10^k. */
    private static final class PowerOfTenLabels extends StringConverter<Number> {
        @Override
        public String toString(Number exponent) {
            return shortCount(Math.pow(10, exponent.doubleValue()));
        }

        @Override
        public Number fromString(String text) {
            throw new UnsupportedOperationException();
        }
    }

    private static final class PlainCounts extends StringConverter<Number> {
        @Override
        public String toString(Number count) {
            return shortCount(count.doubleValue());
        }

        @Override
        public Number fromString(String text) {
            throw new UnsupportedOperationException();
        }
    }
}
