package org.gametree.app.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.TimeUnit;

import javafx.scene.chart.XYChart;

import org.gametree.core.search.StopSignal;
import org.junit.jupiter.api.Test;

/** The lab's toolkit-free parts: the step log's views, the pause gate, the thinned chart series. */
class LabPartsTest {

    private static LabPoint point(int step) {
        return new LabPoint(step, 0.2, 0.1, Double.NaN, Double.NaN, Double.NaN);
    }

    @Test
    void aViewKeepsItsStepsWhileTheLogGrowsPastItsArray() {
        PointLog log = new PointLog();
        log.add(point(1));
        List<LabPoint> early = log.view();
        for (int i = 2; i <= 1000; i++) {
            log.add(point(i));
        }
        assertEquals(1, early.size());
        assertEquals(1, early.get(0).step());
        List<LabPoint> all = log.view();
        assertEquals(1000, all.size());
        assertEquals(1000, all.get(999).step());
        assertThrows(IndexOutOfBoundsException.class, () -> early.get(1));
        assertThrows(UnsupportedOperationException.class, () -> all.add(point(0)));
    }

    @Test
    void aPausedRunWaitsUntilResumedOrStopped() throws Exception {
        PauseGate gate = new PauseGate();
        StopSignal stop = new StopSignal();
        gate.passOrWait(stop); // not paused: at once
        gate.pause();
        Thread waiter = new Thread(() -> {
            try {
                gate.passOrWait(stop);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        waiter.start();
        waiter.join(300);
        assertTrue(waiter.isAlive(), "waits while paused");
        stop.stop();
        waiter.join(TimeUnit.SECONDS.toMillis(5));
        assertTrue(!waiter.isAlive(), "a stop ends the wait though the gate stays paused");
    }

    @Test
    void aLongRunIsThinnedToAtMostTheLimitKeepingTheFirstStep() {
        ThinnedSeries thinned = new ThinnedSeries(new XYChart.Series<>());
        for (int step = 1; step <= 10_000; step++) {
            thinned.add(step, 1.0 / step);
        }
        int size = thinned.size();
        assertTrue(size <= ThinnedSeries.LIMIT && size > ThinnedSeries.LIMIT / 4, "points: " + size);
        assertEquals(1, thinned.series().getData().get(0).getXValue().intValue());
        int last = thinned.series().getData().get(size - 1).getXValue().intValue();
        assertTrue(last > 9_900, "the line reaches near the last step: " + last);
        thinned.clear();
        thinned.add(1, 1);
        assertEquals(1, thinned.size());
    }
}
