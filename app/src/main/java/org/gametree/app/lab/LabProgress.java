package org.gametree.app.lab;

import java.util.List;

import org.gametree.core.tune.TuningProblem;

/**
 * An immutable snapshot of a run for the view, published by the worker as often as it likes and
 * pulled by the FX thread at most 20 times a second.
 *
 * @param phase        the loading phase while loading, null once the tuner runs
 * @param done         loading: how far in the phase
 * @param total        loading: of how much (0: unknown)
 * @param points       every step so far
 * @param best         the best vector so far (null while loading)
 * @param data         the line about the data (null while loading)
 */
record LabProgress(TuningProblem.Phase phase, int done, int total, List<LabPoint> points, int[] best, String data) {

    static LabProgress loading(TuningProblem.Phase phase, int done, int total) {
        return new LabProgress(phase, done, total, List.of(), null, null);
    }
}
