package org.gametree.core.search;

/** A flag another thread sets to stop a running search (the user's Stop button, UCI "stop"). */
public final class StopSignal {

    private volatile boolean stopped;

    public void stop() {
        stopped = true;
    }

    public void reset() {
        stopped = false;
    }

    public boolean isStopped() {
        return stopped;
    }
}
