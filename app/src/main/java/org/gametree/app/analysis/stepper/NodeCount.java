package org.gametree.app.analysis.stepper;

import org.gametree.core.trace.Trace;
import org.gametree.core.trace.TraceEvent;
import org.gametree.core.trace.TraceTree;

/**
 * How many nodes a recording searched, counted the way each kind of search makes them: the α-β
 * family enters nodes (the recorded tree's nodes); SSS* and DUAL* generate nodes into their own
 * tree (node-created events); MCTS adds one node per expansion to a tree that starts with its
 * root. (The recorded tree holds only entered nodes, which best-first and MCTS never emit.)
 */
final class NodeCount {

    private NodeCount() {
    }

    static long of(TraceTree tree) {
        Trace trace = tree.trace();
        String kind = trace.algorithm();
        if (BestFirstReplay.isBestFirst(kind)) {
            return count(trace, TraceEvent.NODE_CREATED);
        }
        if ("mcts".equals(kind)) {
            long roots = 0;
            for (int e = 0; e < trace.size(); e++) {
                if (trace.kind(e) == TraceEvent.ITERATION_STARTED && trace.arg1(e) == 1) {
                    roots++; // MCTS builds a new tree at depth 1, starting with its root
                }
            }
            long expanded = count(trace, TraceEvent.MCTS_EXPANDED);
            return expanded + Math.max(roots, expanded > 0 ? 1 : 0);
        }
        return tree.nodeCount();
    }

    private static long count(Trace trace, byte kind) {
        long n = 0;
        for (int e = 0; e < trace.size(); e++) {
            if (trace.kind(e) == kind) {
                n++;
            }
        }
        return n;
    }
}
