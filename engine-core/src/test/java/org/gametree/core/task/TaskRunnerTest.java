package org.gametree.core.task;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;

import org.gametree.core.search.StopSignal;
import org.junit.jupiter.api.Test;

/** Results come in index order whatever the threads do; ranges split a run; failures and stops end it. */
class TaskRunnerTest {

    /** A task that takes a random while, so later tasks often finish first. */
    private static long task(int index) throws InterruptedException {
        Thread.sleep(new SplittableRandom(index).nextInt(5));
        return new SplittableRandom(1000 + index).nextLong();
    }

    private static List<Long> run(int first, int count, int threads) throws InterruptedException {
        List<Long> results = new ArrayList<>();
        List<Integer> order = new ArrayList<>();
        new TaskRunner(threads).run(first, count, () -> TaskRunnerTest::task, (i, r) -> {
            order.add(i);
            results.add(r);
        }, null);
        for (int k = 0; k < order.size(); k++) {
            assertEquals(first + k, order.get(k));
        }
        return results;
    }

    @Test
    void resultsArriveInIndexOrderAndRangesJoinIntoTheWholeRun() throws InterruptedException {
        List<Long> whole = run(0, 40, 1);
        assertEquals(whole, run(0, 40, 4));
        List<Long> joined = new ArrayList<>(run(0, 15, 3));
        joined.addAll(run(15, 25, 2));
        assertEquals(whole, joined, "two machines with disjoint ranges give the one run's results");
    }

    @Test
    void eachThreadHasItsOwnWorkerAndClosesIt() throws InterruptedException {
        AtomicInteger made = new AtomicInteger();
        AtomicInteger closed = new AtomicInteger();
        new TaskRunner(3).run(0, 30, () -> {
            made.incrementAndGet();
            return new TaskRunner.Worker<Integer>() {
                @Override
                public Integer run(int index) {
                    return index;
                }

                @Override
                public void close() {
                    closed.incrementAndGet();
                }
            };
        }, (i, r) -> { }, null);
        assertEquals(3, made.get());
        assertEquals(3, closed.get());
    }

    @Test
    void aFailingTaskEndsTheRunWithItsCause() {
        TaskRunner.TaskException e = assertThrows(TaskRunner.TaskException.class,
                () -> new TaskRunner(2).run(0, 100, () -> i -> {
                    if (i == 7) {
                        throw new IllegalStateException("task 7 broke");
                    }
                    return i;
                }, (i, r) -> { }, null));
        assertEquals("task 7 broke", e.getMessage());
    }

    @Test
    void aStopLeavesTheDeliveredPrefix() throws InterruptedException {
        StopSignal stop = new StopSignal();
        List<Integer> seen = new ArrayList<>();
        int delivered = new TaskRunner(2).run(0, 1000, () -> i -> i, (i, r) -> {
            seen.add(r);
            if (i == 9) {
                stop.stop();
            }
        }, stop);
        assertTrue(delivered >= 10 && delivered < 1000, "delivered " + delivered);
        for (int k = 0; k < seen.size(); k++) {
            assertEquals(k, seen.get(k));
        }
    }
}
