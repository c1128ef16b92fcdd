package org.gametree.app.analysis.stepper;

import org.gametree.core.trace.Trace;
import org.gametree.core.trace.TraceEvent;
import org.gametree.core.trace.TraceTree;

/** Finding cutoff events in a trace (the tree gives a node's cutoff move and index, not its event). */
final class Cutoffs {

    private Cutoffs() {
    }

    /**
     * The event index of a node's CUTOFF, −1 if it had none. The cutoff is reported right after
     * the child that caused it returned, so the search is short: from that child's leave event.
     */
    static int eventOf(TraceTree tree, int node) {
        int child = tree.cutoffChild(node);
        if (child < 0) {
            return -1;
        }
        Trace trace = tree.trace();
        int from = tree.leaveEvent(child);
        if (from < 0) {
            return -1;
        }
        int end = tree.leaveEvent(node) >= 0 ? tree.leaveEvent(node) : trace.size();
        int ply = tree.ply(node);
        for (int e = from + 1; e < end; e++) {
            if (trace.kind(e) == TraceEvent.CUTOFF && trace.ply(e) == ply) {
                return e;
            }
        }
        return -1;
    }

    /** The first CUTOFF event at or after {@code from}, −1 if none. */
    static int next(Trace trace, int from) {
        for (int e = Math.max(0, from); e < trace.size(); e++) {
            if (trace.kind(e) == TraceEvent.CUTOFF) {
                return e;
            }
        }
        return -1;
    }
}
