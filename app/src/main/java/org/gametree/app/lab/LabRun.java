package org.gametree.app.lab;

import java.util.function.Consumer;

import org.gametree.app.task.BackgroundTask;
import org.gametree.core.search.StopSignal;
import org.gametree.core.tune.Fitness;
import org.gametree.core.tune.ParameterSpace;
import org.gametree.core.tune.Tuner;
import org.gametree.core.tune.Tuners;
import org.gametree.core.tune.TuningData;
import org.gametree.core.tune.TuningRun;

/**
 * One lab run on a worker thread: loads the data (telling how far), then runs the method step
 * by step, publishing a snapshot after each step and waiting while paused. Stopping (cancel)
 * ends it after the current step; the best vector so far is its result.
 */
final class LabRun extends BackgroundTask<LabOutcome> {

    private final LabSetup setup;
    private final Consumer<LabProgress> publish;
    private final PauseGate gate = new PauseGate();

    /** {@code publish} is called on the worker thread with each new snapshot. */
    LabRun(LabSetup setup, Consumer<LabProgress> publish) {
        this.setup = setup;
        this.publish = publish;
    }

    /** The gate Pause and Resume work through. */
    PauseGate gate() {
        return gate;
    }

    @Override
    protected LabOutcome call(StopSignal stop) throws Exception {
        int[] start = setup.start();
        ParameterSpace space = setup.problem().space(setup.groups());
        try (TuningData data = setup.problem().load(setup.heldOutPercent(), start,
                (phase, done, total) -> publish.accept(LabProgress.loading(phase, done, total)), stop);
             Fitness fitness = setup.fitness().create(setup.problem(), data)) {
            Tuner tuner = Tuners.create(setup.method(), space, start, fitness.objective(), setup.seed(),
                    setup.settings());
            PointLog log = new PointLog();
            String about = fitness.isTexel() ? data.description()
                    : data.description() + "\nfitness: " + fitness.name() + " (the held-out part: Texel's loss)";
            TuningRun run = new TuningRun(tuner, start, fitness.objective(), data.heldOut(), setup.steps(),
                    setup.heldOutEvery());
            TuningRun.Result result = run.run((step, heldOut) -> {
                log.add(LabPoint.of(step, heldOut));
                publish.accept(new LabProgress(null, 0, 0, log.view(), tuner.best(), about));
                waitWhilePaused(stop);
            }, stop);
            return new LabOutcome(result, about);
        }
    }

    private void waitWhilePaused(StopSignal stop) {
        try {
            gate.passOrWait(stop);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            stop.stop(); // an interrupted worker ends the run as Stop would
        }
    }
}
