package org.gametree.app.lab;

import java.util.function.Consumer;

import org.gametree.app.task.BackgroundTask;
import org.gametree.core.search.StopSignal;
import org.gametree.core.tune.TuningData;
import org.gametree.core.tune.TuningProblem;

/** Loads the data hand tuning measures its losses on, telling how far as a run's loading does. */
final class HandLoad extends BackgroundTask<TuningData> {

    private final TuningProblem problem;
    private final int heldOutPercent;
    private final int[] start;
    private final Consumer<LabProgress> publish;

    HandLoad(TuningProblem problem, int heldOutPercent, int[] start, Consumer<LabProgress> publish) {
        this.problem = problem;
        this.heldOutPercent = heldOutPercent;
        this.start = start.clone();
        this.publish = publish;
    }

    @Override
    protected TuningData call(StopSignal stop) throws Exception {
        return problem.load(heldOutPercent, start,
                (phase, done, total) -> publish.accept(LabProgress.loading(phase, done, total)), stop);
    }
}
