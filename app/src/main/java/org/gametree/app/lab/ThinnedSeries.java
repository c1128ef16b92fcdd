package org.gametree.app.lab;

import javafx.scene.chart.XYChart;

/**
 * A chart series that stays small however long a run is: a line chart redraws every point on
 * each pulse, so past {@link #LIMIT} points every other point is dropped and from then on only
 * every second (fourth, …) new point is added: the line keeps its shape and ends within a
 * stride of the run's last step.
 */
final class ThinnedSeries {

    static final int LIMIT = 1000;

    private final XYChart.Series<Number, Number> series;
    private int stride = 1;
    private long offered;

    ThinnedSeries(XYChart.Series<Number, Number> series) {
        this.series = series;
    }

    XYChart.Series<Number, Number> series() {
        return series;
    }

    /** Offers the next point; it is drawn or skipped by the current stride. */
    void add(double x, double y) {
        if (offered++ % stride != 0) {
            return;
        }
        var data = series.getData();
        data.add(new XYChart.Data<>(x, y));
        if (data.size() > LIMIT) {
            java.util.List<XYChart.Data<Number, Number>> kept = new java.util.ArrayList<>();
            for (int i = 0; i < data.size(); i += 2) {
                kept.add(data.get(i));
            }
            data.setAll(kept);
            stride *= 2;
        }
    }

    void clear() {
        series.getData().clear();
        stride = 1;
        offered = 0;
    }

    int size() {
        return series.getData().size();
    }
}
