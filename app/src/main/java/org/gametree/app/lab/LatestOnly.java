package org.gametree.app.lab;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

/**
 * Work on one daemon thread that only ever does the newest request: a slider dragged quickly asks
 * many times, and every request but the last would be stale before it was done. At most
 * {@value #PER_SECOND} requests a second are worked on, so a fast loss does not keep a core busy
 * for values nobody will read.
 *
 * @param <T> a request (immutable)
 */
final class LatestOnly<T> implements AutoCloseable {

    static final int PER_SECOND = 10;

    private final ExecutorService thread = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "lab-hand-tuning");
        t.setDaemon(true); // never keeps the application alive
        return t;
    });
    private final AtomicReference<T> pending = new AtomicReference<>();
    private final AtomicBoolean queued = new AtomicBoolean();
    private final Consumer<T> work;

    /** {@code work} runs on the worker thread, one request at a time. */
    LatestOnly(Consumer<T> work) {
        this.work = work;
    }

    /** Any thread: asks for {@code request}, replacing any request not yet begun. */
    void submit(T request) {
        pending.set(request);
        if (queued.compareAndSet(false, true)) {
            thread.execute(this::drain);
        }
    }

    /** Any thread: runs {@code job} on the worker after the work under way (closing what the work uses). */
    void after(Runnable job) {
        thread.execute(job);
    }

    private void drain() {
        queued.set(false); // first: a request arriving from now on queues another drain
        T request = pending.getAndSet(null);
        if (request == null) {
            return;
        }
        long began = System.nanoTime();
        work.accept(request);
        long left = 1_000_000_000L / PER_SECOND - (System.nanoTime() - began);
        if (left > 0) {
            try {
                Thread.sleep(left / 1_000_000, (int) (left % 1_000_000));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    @Override
    public void close() {
        thread.shutdownNow();
    }
}
