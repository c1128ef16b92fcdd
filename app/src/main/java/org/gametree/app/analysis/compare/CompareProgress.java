package org.gametree.app.analysis.compare;

/**
 * Where a comparison is: an immutable snapshot the worker publishes through a
 * {@link org.gametree.app.task.SnapshotPump}.
 *
 * @param running the algorithm searching now, or null once all are done
 * @param done    how many have finished
 * @param total   how many were asked for
 */
public record CompareProgress(String running, int done, int total) {

    /** The share done, 0 to 1. */
    public double fraction() {
        return total == 0 ? 1 : (double) done / total;
    }
}
