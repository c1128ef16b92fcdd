package org.gametree.core.soak;

import java.util.List;

/** What a soak run found: whether every check held, and its figures one a line. */
public interface SoakReport {

    /** Whether every check held. */
    boolean passed();

    /** The report, one figure a line. */
    List<String> lines();

    /** The live-heap line of a report: start, end, difference and the growth allowed. */
    static String heapLine(long startBytes, long endBytes, long slackBytes) {
        String start = "live heap    start " + LiveHeap.mebibytes(startBytes, false);
        if (endBytes == 0) {
            return start + ", end not measured (the run stopped)";
        }
        return start + ", end " + LiveHeap.mebibytes(endBytes, false) + ", difference "
                + LiveHeap.mebibytes(endBytes - startBytes, true) + " (allowed " + LiveHeap.mebibytes(slackBytes, true) + ")";
    }
}
