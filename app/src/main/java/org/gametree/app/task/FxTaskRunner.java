package org.gametree.app.task;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

import javafx.application.Platform;

/**
 * Runs tasks on daemon worker threads and reports each outcome with one
 * {@link Platform#runLater} (never one per node: progress goes through a {@link SnapshotPump}).
 */
public final class FxTaskRunner implements TaskRunner {

    private final AtomicInteger threadNumber = new AtomicInteger();
    private final ExecutorService workers = Executors.newCachedThreadPool(r -> {
        Thread thread = new Thread(r, "workbench-task-" + threadNumber.incrementAndGet());
        thread.setDaemon(true);
        return thread;
    });
    private final Set<BackgroundTask<?>> active = ConcurrentHashMap.newKeySet();

    @Override
    public <T> void run(BackgroundTask<T> task, Consumer<? super T> onSuccess, Consumer<? super Throwable> onFailure) {
        active.add(task);
        workers.execute(() -> {
            try {
                T result = task.run();
                Platform.runLater(() -> onSuccess.accept(result));
            } catch (Throwable e) { // an engine error must reach the user, not kill a thread silently
                Platform.runLater(() -> onFailure.accept(e));
            } finally {
                active.remove(task);
            }
        });
    }

    @Override
    public int running() {
        return active.size();
    }

    /** Whether {@link #close} has run and every worker thread has ended. */
    public boolean isTerminated() {
        return workers.isTerminated();
    }

    /**
     * Cancels every task and lets the worker threads end as their searches stop (within
     * milliseconds of the stop signal). It does not wait for them: the FX thread never waits for
     * a search, not even at shutdown; the threads are daemons either way.
     */
    @Override
    public void close() {
        for (BackgroundTask<?> task : active) {
            task.cancel();
        }
        workers.shutdown();
    }
}
