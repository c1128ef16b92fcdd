package org.gametree.app.lab;

import org.gametree.core.tune.TuningRun;

/**
 * How a run ended: the tuning run's result (losses before and after, the best vector, whether it
 * was stopped) and the line about its data.
 */
record LabOutcome(TuningRun.Result result, String data) {
}
