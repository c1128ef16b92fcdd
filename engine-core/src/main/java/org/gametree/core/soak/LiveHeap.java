package org.gametree.core.soak;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;

/**
 * The live heap: what is still in use right after full collections. A soak compares it at the
 * start and at the end of a run; a leak shows as growth, garbage does not.
 */
public final class LiveHeap {

    private LiveHeap() {
    }

    /**
     * Collects a few times ({@link System#gc()}, which the JVMs in use run as a full collection)
     * and returns the bytes in use: the sum over the heap pools of their usage after the last
     * collection, or the used heap where a pool does not report that.
     */
    public static long bytesAfterGc() {
        for (int i = 0; i < 3; i++) {
            System.gc();
            try {
                Thread.sleep(50); // let reference processing and concurrent cleanup settle
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        long afterCollection = 0;
        boolean everyPoolReports = true;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() != MemoryType.HEAP) {
                continue;
            }
            MemoryUsage usage = pool.getCollectionUsage();
            if (usage == null) {
                everyPoolReports = false;
                break;
            }
            afterCollection += usage.getUsed();
        }
        return everyPoolReports ? afterCollection : ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }

    /** Bytes as mebibytes with one decimal, signed when asked ("+0.3 MiB"). */
    public static String mebibytes(long bytes, boolean signed) {
        String text = String.format(java.util.Locale.ROOT, "%.1f MiB", bytes / (1024.0 * 1024.0));
        return signed && bytes >= 0 ? "+" + text : text;
    }
}
