package org.gametree.app.analysis.chart;

import java.util.List;
import java.util.Locale;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.Node;
import javafx.scene.chart.BarChart;
import javafx.scene.chart.CategoryAxis;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.util.StringConverter;

/**
 * Counts as bars, on a log scale by default: the one chart of node counts in the workbench (the
 * live panel's positions per depth, Compare's positions per algorithm). JavaFX has no log axis,
 * so a bar is log10(count) on a {@link NumberAxis} with one tick per power of ten, labelled with
 * the count itself (1, 10, 100, 1k, … 1G): equal steps up the axis are equal factors, so counts
 * a thousandfold apart stay comparable and the growth per depth reads as the step between bars.
 * With {@link #logScaleProperty()} off the axis is linear.
 *
 * <p>Bars already drawn are kept when bars were only appended (what a running search does), so
 * a new depth costs one new bar, not a redrawn chart.
 */
public final class LogScaleChart extends BarChart<String, Number> {

    /**
     * One bar.
     *
     * @param category   its label on the category axis
     * @param count      the count it stands for
     * @param styleClass a style class for the bar (e.g. {@code flagged}), or null
     */
    public record Bar(String category, long count, String styleClass) {
    }

    private final NumberAxis valueAxis;
    private final XYChart.Series<String, Number> series = new XYChart.Series<>();
    private final BooleanProperty logScale = new SimpleBooleanProperty(this, "logScale", true);
    private List<Bar> shown = List.of();

    public LogScaleChart() {
        super(new CategoryAxis(), new NumberAxis(0, 3, 1));
        valueAxis = (NumberAxis) getYAxis();
        getStyleClass().add("log-scale-chart");
        setAnimated(false);
        setLegendVisible(false);
        setCategoryGap(6);
        getData().add(series);
        logScale.addListener((o, before, now) -> redraw(shown, true));
        applyAxis(3);
    }

    /** The category axis (its label is the caller's). */
    public CategoryAxis categoryAxis() {
        return (CategoryAxis) getXAxis();
    }

    /** The count axis (its label is the caller's). */
    public NumberAxis countAxis() {
        return valueAxis;
    }

    /** Whether counts are drawn on a log scale (the default). */
    public BooleanProperty logScaleProperty() {
        return logScale;
    }

    /** Shows these bars, left to right. */
    public void show(List<Bar> bars) {
        redraw(List.copyOf(bars), false);
    }

    /** The plotted heights, for tests: log10 of the counts on a log scale, else the counts. */
    public List<Double> heights() {
        return series.getData().stream().map(d -> d.getYValue().doubleValue()).toList();
    }

    private void redraw(List<Bar> bars, boolean scaleChanged) {
        List<XYChart.Data<String, Number>> data = series.getData();
        boolean appended = !scaleChanged && data.size() <= bars.size() && shown.size() == data.size();
        for (int i = 0; appended && i < data.size(); i++) {
            appended = shown.get(i).equals(bars.get(i));
        }
        if (!appended) {
            data.clear();
        }
        double top = logScale.get() ? 3 : 0;
        for (int i = 0; i < bars.size(); i++) {
            double height = height(bars.get(i).count());
            top = Math.max(top, height);
            if (i >= data.size()) {
                data.add(new XYChart.Data<>(bars.get(i).category(), height));
            }
        }
        shown = bars;
        applyAxis(top);
        for (int i = 0; i < bars.size(); i++) {
            Node bar = data.get(i).getNode();
            if (bar != null) { // style after the bar exists: flagged and unfinished look as in a table
                bar.getStyleClass().removeAll("flagged", "unfinished");
                if (bars.get(i).styleClass() != null) {
                    bar.getStyleClass().add(bars.get(i).styleClass());
                }
            }
        }
    }

    private double height(long count) {
        return logScale.get() ? Math.log10(Math.max(1, count)) : count;
    }

    private void applyAxis(double top) {
        if (logScale.get()) {
            valueAxis.setAutoRanging(false);
            valueAxis.setLowerBound(0);
            double upper = Math.max(1, Math.ceil(top + 0.05));
            if (valueAxis.getUpperBound() != upper) {
                valueAxis.setUpperBound(upper);
            }
            valueAxis.setTickUnit(1);
            valueAxis.setMinorTickVisible(false);
            valueAxis.setTickLabelFormatter(POWERS_OF_TEN);
        } else {
            valueAxis.setAutoRanging(true);
            valueAxis.setMinorTickVisible(true);
            valueAxis.setTickLabelFormatter(COUNTS);
        }
    }

    /** A count in short form: 950, 1.2k, 34M. */
    public static String shortCount(double count) {
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
                : String.format(Locale.ROOT, "%.1f", value);
        return number + units[unit];
    }

    /** Tick k of the log axis is 10^k. */
    private static final StringConverter<Number> POWERS_OF_TEN = new Labels(true);
    private static final StringConverter<Number> COUNTS = new Labels(false);

    private static final class Labels extends StringConverter<Number> {
        private final boolean powers;

        Labels(boolean powers) {
            this.powers = powers;
        }

        @Override
        public String toString(Number tick) {
            return shortCount(powers ? Math.pow(10, Math.round(tick.doubleValue())) : tick.doubleValue());
        }

        @Override
        public Number fromString(String text) {
            throw new UnsupportedOperationException("the axis only shows labels");
        }
    }
}
