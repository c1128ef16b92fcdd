package org.gametree.app.lab;

import org.gametree.core.search.StopSignal;

/**
 * Where a tuning run waits between steps while it is paused. The FX thread only flips the flag
 * (it never waits); the worker checks it after each step and sleeps until resumed or stopped. A
 * {@link StopSignal} cannot wake a sleeper, so the wait is in short slices that look at it.
 */
final class PauseGate {

    private static final long SLICE_MILLIS = 50;

    private boolean paused;

    /** Any thread: the run waits after its current step. */
    synchronized void pause() {
        paused = true;
    }

    /** Any thread: the run goes on. */
    synchronized void resume() {
        paused = false;
        notifyAll();
    }

    synchronized boolean isPaused() {
        return paused;
    }

    /** Worker thread: returns at once unless paused, else when resumed or {@code stop} is raised. */
    synchronized void passOrWait(StopSignal stop) throws InterruptedException {
        while (paused && !stop.isStopped()) {
            wait(SLICE_MILLIS);
        }
    }
}
