package org.gametree.app.analysis.compare;

import java.util.function.Consumer;

import org.gametree.app.task.SnapshotPump;

/**
 * How progress travels from the comparison's worker to the view-model. In the window it is a
 * {@link SnapshotPump} (the worker publishes, the FX thread pulls at most 20 times a second);
 * view-model tests that run the task on their own thread hand it over directly.
 */
interface ProgressChannel {

    /** Worker thread: the newest progress. */
    void publish(CompareProgress progress);

    /** FX thread: before the task starts. */
    void open();

    /** FX thread: after the task ended; delivers what is still waiting. */
    void close();

    /** Through a {@link SnapshotPump} (needs the FX toolkit). */
    static ProgressChannel pumped(Consumer<CompareProgress> view) {
        SnapshotPump<CompareProgress> pump = new SnapshotPump<>(view);
        return new ProgressChannel() {
            @Override
            public void publish(CompareProgress progress) {
                pump.publish(progress);
            }

            @Override
            public void open() {
                pump.start();
            }

            @Override
            public void close() {
                pump.stop();
            }
        };
    }

    /** Straight to the view-model, on the publishing thread: only for tasks run synchronously. */
    static ProgressChannel direct(Consumer<CompareProgress> view) {
        return new ProgressChannel() {
            @Override
            public void publish(CompareProgress progress) {
                view.accept(progress);
            }

            @Override
            public void open() {
            }

            @Override
            public void close() {
            }
        };
    }
}
