package org.gametree.app.task;

import java.util.function.Consumer;

/**
 * Runs {@link BackgroundTask}s and hands their outcome back on the UI thread (or, for tests,
 * at once). Closing cancels every task still running: the window closes it on exit, so no
 * search thread outlives the window.
 */
public interface TaskRunner extends AutoCloseable {

    /**
     * Starts a task; exactly one of the callbacks runs when it ends, on the UI thread: the
     * result, or the exception it threw. A cancelled task still reports what it returned.
     */
    <T> void run(BackgroundTask<T> task, Consumer<? super T> onSuccess, Consumer<? super Throwable> onFailure);

    /** Tasks started and not yet finished. */
    int running();

    /** Cancels every running task and stops the workers. */
    @Override
    void close();
}
