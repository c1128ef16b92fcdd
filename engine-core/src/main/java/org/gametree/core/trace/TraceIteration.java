package org.gametree.core.trace;

import org.gametree.core.search.IterationReport;

/**
 * One iteration (one depth) of a recorded search. Kept beside the event arrays, outside the cap,
 * so iteration boundaries survive truncation.
 *
 * @param depth      the depth searched
 * @param startEvent index of its ITERATION_STARTED event; when that event was dropped (the trace
 *                   was full), the trace's size at that moment — then nothing of the iteration
 *                   is in the trace
 * @param endEvent   index of its ITERATION_ENDED event, or -1 if it has not ended (still running,
 *                   or abandoned by a stop) or that event was dropped
 * @param report     the iteration's report once it has ended, else null — a stopped search
 *                   never ends its last iteration
 */
public record TraceIteration(int depth, int startEvent, int endEvent, IterationReport report) {

    /** Whether the search finished this iteration (its report exists, recorded or not). */
    public boolean completed() {
        return report != null;
    }
}
