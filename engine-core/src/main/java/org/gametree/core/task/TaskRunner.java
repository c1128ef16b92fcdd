package org.gametree.core.task;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

import org.gametree.core.search.StopSignal;

/**
 * Runs tasks {@code first … first + count − 1} on some threads, each thread with a worker of its
 * own (its engines, its tables), and hands the results to a sink <em>in index order</em>, so what
 * the sink writes does not depend on the threads or their timing. A task must depend on its
 * index only (seeds derived from it), never on which worker runs it or what ran before.
 */
public final class TaskRunner {

    /** What one thread runs tasks with. */
    public interface Worker<R> extends AutoCloseable {
        /** The result of task {@code index}. */
        R run(int index) throws Exception;

        @Override
        default void close() {
        }
    }

    /** Takes the results, in index order, one call at a time. */
    @FunctionalInterface
    public interface Sink<R> {
        void accept(int index, R result) throws Exception;
    }

    private final int threads;

    public TaskRunner(int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, got " + threads);
        }
        this.threads = threads;
    }

    /**
     * Runs the tasks; returns how many reached the sink (fewer when {@code stop} was raised: no
     * task starts after it, and the results after a gap are dropped).
     *
     * @throws TaskException wrapping the first failure of a task or the sink (the other threads stop)
     */
    public <R> int run(int first, int count, Supplier<? extends Worker<R>> workers, Sink<R> sink, StopSignal stop)
            throws InterruptedException {
        AtomicInteger next = new AtomicInteger(first);
        int end = first + count;
        Ordered<R> ordered = new Ordered<>(first, sink);
        StopSignal halt = new StopSignal();
        Throwable[] failure = new Throwable[1];
        List<Thread> crew = new ArrayList<>();
        for (int t = 0; t < Math.min(threads, Math.max(count, 1)); t++) {
            Thread thread = new Thread(() -> {
                try (Worker<R> worker = workers.get()) {
                    for (int i = next.getAndIncrement(); i < end; i = next.getAndIncrement()) {
                        if (halt.isStopped() || stop != null && stop.isStopped()) {
                            return;
                        }
                        ordered.deliver(i, worker.run(i));
                    }
                } catch (Throwable e) {
                    synchronized (failure) {
                        if (failure[0] == null) {
                            failure[0] = e;
                        }
                    }
                    halt.stop();
                }
            }, "task-" + t);
            crew.add(thread);
            thread.start();
        }
        for (Thread thread : crew) {
            thread.join();
        }
        if (failure[0] != null) {
            throw new TaskException(failure[0]);
        }
        return ordered.delivered();
    }

    /** Holds results that finished early until those before them are in. */
    private static final class Ordered<R> {
        private final Map<Integer, R> waiting = new HashMap<>();
        private final Sink<R> sink;
        private int next;
        private int delivered;

        Ordered(int first, Sink<R> sink) {
            this.next = first;
            this.sink = sink;
        }

        synchronized void deliver(int index, R result) throws Exception {
            waiting.put(index, result);
            while (waiting.containsKey(next)) {
                sink.accept(next, waiting.remove(next));
                next++;
                delivered++;
            }
        }

        synchronized int delivered() {
            return delivered;
        }
    }

    /** A task or the sink failed; the cause says how. */
    public static final class TaskException extends RuntimeException {
        TaskException(Throwable cause) {
            super(cause.getMessage(), cause);
        }
    }
}
