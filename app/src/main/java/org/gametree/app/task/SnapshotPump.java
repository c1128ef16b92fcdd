package org.gametree.app.task;

import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.util.Duration;

/**
 * The render cadence between a worker and the UI: the worker {@link #publish}es its latest
 * immutable snapshot into an {@link AtomicReference} as often as it likes; a {@link Timeline}
 * on the FX thread takes the newest one at most {@value #HZ} times a second and hands it to
 * the view. Snapshots published between two pulls are simply replaced.
 *
 * @param <T> an immutable snapshot
 */
public final class SnapshotPump<T> {

    public static final int HZ = 20;

    private final AtomicReference<T> latest = new AtomicReference<>();
    private final Consumer<? super T> view;
    private final Timeline timeline;

    /** {@code view} runs on the FX thread with each new snapshot. */
    public SnapshotPump(Consumer<? super T> view) {
        this.view = view;
        this.timeline = new Timeline(new KeyFrame(Duration.millis(1000.0 / HZ), e -> drain()));
        timeline.setCycleCount(Timeline.INDEFINITE);
    }

    /** Any thread: offers the newest snapshot. */
    public void publish(T snapshot) {
        latest.set(snapshot);
    }

    /** FX thread: starts pulling. */
    public void start() {
        timeline.play();
    }

    /** FX thread: stops pulling and hands over the last snapshot, if one is waiting. */
    public void stop() {
        timeline.stop();
        drain();
    }

    /** FX thread: hands over the waiting snapshot now (also what each pulse does). */
    public void drain() {
        T snapshot = latest.getAndSet(null);
        if (snapshot != null) {
            view.accept(snapshot);
        }
    }
}
