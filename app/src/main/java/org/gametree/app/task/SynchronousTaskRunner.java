package org.gametree.app.task;

import java.util.function.Consumer;

/** Runs each task at once on the calling thread (view-model tests without a toolkit). */
public final class SynchronousTaskRunner implements TaskRunner {

    @Override
    public <T> void run(BackgroundTask<T> task, Consumer<? super T> onSuccess, Consumer<? super Throwable> onFailure) {
        T result;
        try {
            result = task.run();
        } catch (Exception | AssertionError e) {
            onFailure.accept(e);
            return;
        }
        onSuccess.accept(result);
    }

    @Override
    public int running() {
        return 0;
    }

    @Override
    public void close() {
    }
}
