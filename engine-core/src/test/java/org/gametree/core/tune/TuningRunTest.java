package org.gametree.core.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.gametree.core.search.StopSignal;
import org.junit.jupiter.api.Test;

/** A run measures held-out loss when asked, stops on the signal, and every method is reachable by name. */
class TuningRunTest {

    private static final ParameterSpace SPACE = new ParameterSpace(List.of(
            new ParameterSpace.Parameter("a", -50, 50, "g", 2), new ParameterSpace.Parameter("b", -50, 50, "g", 2)));

    private static double train(int[] v) {
        return (v[0] - 10) * (v[0] - 10) + (v[1] + 20) * (v[1] + 20);
    }

    /** The held-out data wants a slightly different optimum, as real held-out data does. */
    private static double heldOut(int[] v) {
        return (v[0] - 12) * (v[0] - 12) + (v[1] + 18) * (v[1] + 18);
    }

    @Test
    void theHeldOutLossIsMeasuredAtItsIntervalAndAtTheEnd() {
        int[] start = {0, 0};
        Tuner tuner = Tuners.create("texel", SPACE, start, TuningRunTest::train, 1, TunerSettings.DEFAULTS);
        List<Double> measured = new ArrayList<>();
        TuningRun.Result result = new TuningRun(tuner, start, TuningRunTest::train, TuningRunTest::heldOut, 100, 3)
                .run((step, held) -> measured.add(held), null);
        assertTrue(tuner.finished());
        assertEquals(result.steps(), measured.size());
        for (int i = 0; i < measured.size(); i++) {
            boolean due = (i + 1) % 3 == 0 || i == measured.size() - 1;
            assertEquals(due, !measured.get(i).isNaN(), "step " + (i + 1));
        }
        assertEquals(train(start), result.startLoss());
        assertEquals(0.0, result.bestLoss());
        assertTrue(result.bestHeldOut() < result.startHeldOut());
        assertEquals(heldOut(result.best()), result.bestHeldOut());
    }

    /** Held-out data whose optimum the training passes by: early stopping keeps the vector nearest to it. */
    @Test
    void theVectorWithTheLowestHeldOutLossIsKeptAsWell() {
        int[] start = {0, 0};
        Objective overshoot = v -> Math.abs(v[0] - 4) + Math.abs(v[1] + 4);
        Tuner tuner = Tuners.create("texel", SPACE, start, TuningRunTest::train, 1, TunerSettings.DEFAULTS);
        List<int[]> bests = new ArrayList<>();
        List<Double> measured = new ArrayList<>();
        TuningRun.Result result = new TuningRun(tuner, start, TuningRunTest::train, overshoot, 100, 1)
                .run((step, held) -> {
                    bests.add(tuner.best());
                    measured.add(held);
                }, null);
        int lowest = 0;
        for (int i = 1; i < measured.size(); i++) {
            if (measured.get(i) < measured.get(lowest)) {
                lowest = i;
            }
        }
        assertTrue(result.heldOutBestLoss() < result.bestHeldOut(), "the run went past the held-out optimum");
        assertEquals(measured.get(lowest), result.heldOutBestLoss());
        assertEquals(lowest + 1, result.heldOutBestStep());
        assertEquals(java.util.Arrays.toString(bests.get(lowest)), java.util.Arrays.toString(result.heldOutBest()));
    }

    @Test
    void theStopSignalEndsARun() {
        int[] start = {0, 0};
        StopSignal stop = new StopSignal();
        Tuner tuner = Tuners.create("annealing", SPACE, start, TuningRunTest::train, 1, TunerSettings.DEFAULTS);
        TuningRun.Result result = new TuningRun(tuner, start, TuningRunTest::train, null, 1000, 1).run((step, held) -> {
            if (step.step() == 5) {
                stop.stop();
            }
        }, stop);
        assertTrue(result.stopped());
        assertEquals(5, result.steps());
        assertTrue(Double.isNaN(result.bestHeldOut()));
    }

    @Test
    void everyMethodIsMadeByItsName() {
        for (String name : Tuners.names()) {
            Tuner tuner = Tuners.create(name, SPACE, new int[] {0, 0}, TuningRunTest::train, 3, TunerSettings.DEFAULTS);
            for (int i = 0; i < 50 && !tuner.finished(); i++) {
                tuner.step();
            }
            assertTrue(tuner.bestLoss() < train(new int[] {0, 0}), name);
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Tuners.create("gradient", SPACE, new int[] {0, 0}, TuningRunTest::train, 1, TunerSettings.DEFAULTS));
        assertTrue(e.getMessage().contains("known: hill-climbing, restarts, annealing, genetic, texel"), e.getMessage());
    }
}
