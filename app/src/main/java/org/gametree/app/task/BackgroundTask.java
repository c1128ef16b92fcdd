package org.gametree.app.task;

import org.gametree.core.search.StopSignal;

/**
 * Work that runs off the FX thread (a search, a comparison, a recording): toolkit-free, so
 * it runs the same under {@link FxTaskRunner} and, in tests, {@link SynchronousTaskRunner}.
 * Cancelling raises the task's {@link StopSignal}; long work polls it (searches take it as
 * their limits' stop signal) and returns early.
 *
 * @param <T> the result
 */
public abstract class BackgroundTask<T> {

    private final StopSignal stop = new StopSignal();

    /** The work. Runs on a worker thread; must not touch the UI. */
    protected abstract T call(StopSignal stop) throws Exception;

    /** Runs the work (called by a runner). */
    public final T run() throws Exception {
        return call(stop);
    }

    /** Asks the work to stop as soon as it can. */
    public final void cancel() {
        stop.stop();
    }

    public final boolean isCancelled() {
        return stop.isStopped();
    }

    /** The signal cancelling raises, for searches' limits. */
    public final StopSignal stopSignal() {
        return stop;
    }
}
