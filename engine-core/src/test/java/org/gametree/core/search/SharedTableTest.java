package org.gametree.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;

/**
 * The table shared by Lazy SMP threads: two writers hammering the same few slots with entries
 * whose data is a function of their key never let a reader see a torn entry — data of one key
 * under another key reads as a miss.
 */
class SharedTableTest {

    /** The value and move an entry for {@code key} carries (a function of the key). */
    private static int valueOf(long key) {
        return (int) (key % 20000) - 10000;
    }

    private static int moveOf(long key) {
        return (int) ((key >>> 20) & 0x3FFFFFFF) | 1;
    }

    @Test
    void racingWritersNeverProduceATornEntry() throws InterruptedException {
        TranspositionTable table = new TranspositionTable(1, SearchConfig.Replacement.ALWAYS);
        long slots = table.capacity();
        AtomicLong torn = new AtomicLong();
        AtomicLong hits = new AtomicLong();
        Runnable writer = () -> {
            java.util.Random random = new java.util.Random(Thread.currentThread().getId());
            for (int i = 0; i < 2_000_000; i++) {
                long key = (random.nextLong() & ~(slots - 1)) | (i & 7); // 8 slots, many keys each
                table.store(key, 5, valueOf(key), Bound.EXACT, moveOf(key));
                long probeKey = (random.nextLong() & ~(slots - 1)) | (i & 7);
                long data = table.probe(key);
                if (data != 0) {
                    hits.incrementAndGet();
                    if (TranspositionTable.value(data) != (short) valueOf(key) || TranspositionTable.move(data) != moveOf(key)) {
                        torn.incrementAndGet();
                    }
                }
                table.probe(probeKey);
            }
        };
        Thread a = new Thread(writer);
        Thread b = new Thread(writer);
        a.start();
        b.start();
        a.join();
        b.join();
        assertEquals(0, torn.get(), "entries read under a key they were not written for");
        assertTrue(hits.get() > 100_000, "hits " + hits.get());
    }
}
