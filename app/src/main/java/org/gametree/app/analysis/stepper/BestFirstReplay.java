package org.gametree.app.analysis.stepper;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

import org.gametree.core.search.Score;
import org.gametree.core.trace.Trace;
import org.gametree.core.trace.TraceEvent;

/**
 * SSS*'s / DUAL*'s OPEN list and node tree as they were after a number of events, rebuilt from
 * the trace's node-created, open-pushed and open-popped events (the search itself keeps neither
 * history). Replays forward incrementally; going back replays from the start (cheap: a few
 * int operations per event).
 *
 * <p>One difference from the events as recorded: the search purges lazily — when a MIN node is
 * solved its MAX parent is closed and the states below that parent are dropped only when they
 * reach the top of OPEN, without an event. Here they are removed at once, when the closing
 * pop is applied, so the list shown is the list the algorithm means.
 *
 * <p>Node ids restart at each root search (node 0 created with parent −1): the replay starts
 * over with them.
 */
final class BestFirstReplay {

    private final Trace trace;
    /** +1 for SSS* (OPEN largest merit first), −1 for DUAL* (smallest first), in MAX's values. */
    private final int order;
    /** The parity of the plies of the proponent's nodes: 0 for SSS* (MAX), 1 for DUAL* (MIN). */
    private final int proponentParity;

    private int applied;
    private int count;
    private int[] parent = new int[64];
    private int[] move = new int[64];
    private int[] ply = new int[64];
    /** Place among the parent's children (creation order is generation order). */
    private int[] rank = new int[64];
    private int[] children = new int[64];
    /** Leaf value (MAX's view) once evaluated, Score.NONE before. */
    private int[] leafValue = new int[64];
    /** Merit of the node's latest SOLVED state, Score.NONE while unsolved. */
    private int[] solvedMerit = new int[64];
    /** For a closed node: the child that solved it, else −1. */
    private int[] solver = new int[64];
    private final List<int[]> open = new ArrayList<>(); // {node, solved, merit}
    private int lastPopped = -1;
    private boolean lastPopSolved;

    BestFirstReplay(Trace trace, boolean dual) {
        this.trace = trace;
        this.order = dual ? -1 : 1;
        this.proponentParity = dual ? 1 : 0;
    }

    /** Whether the trace is a best-first search's (SSS* "sss" or DUAL* "dual"). */
    static boolean isBestFirst(String algorithm) {
        return "sss".equals(algorithm) || "dual".equals(algorithm);
    }

    /** Brings the state to just after the first {@code position} events. */
    void seek(int position) {
        if (position < applied) {
            reset();
        }
        for (; applied < position; applied++) {
            apply(applied);
        }
    }

    private void reset() {
        applied = 0;
        count = 0;
        open.clear();
        lastPopped = -1;
    }

    private void apply(int event) {
        switch (trace.kind(event)) {
            case TraceEvent.NODE_CREATED:
                created(trace.arg1(event), trace.arg2(event), trace.arg3(event));
                break;
            case TraceEvent.OPEN_PUSHED:
                open.add(new int[] {trace.arg1(event), trace.arg3(event), trace.arg2(event)});
                break;
            case TraceEvent.OPEN_POPPED:
                popped(trace.arg1(event), trace.arg3(event) != 0, trace.arg2(event));
                break;
            case TraceEvent.LEAF_EVALUATED:
                if (lastPopped >= 0 && !lastPopSolved) {
                    int value = trace.arg1(event); // the side to move's view
                    leafValue[lastPopped] = (ply[lastPopped] & 1) == 0 ? value : -value;
                }
                break;
            default:
                break;
        }
    }

    private void created(int node, int up, int m) {
        if (up < 0) {
            count = 0; // a new root search renumbers its nodes
            open.clear();
        }
        if (node >= parent.length) {
            int size = Math.max(node + 1, parent.length * 2);
            parent = Arrays.copyOf(parent, size);
            move = Arrays.copyOf(move, size);
            ply = Arrays.copyOf(ply, size);
            rank = Arrays.copyOf(rank, size);
            children = Arrays.copyOf(children, size);
            leafValue = Arrays.copyOf(leafValue, size);
            solvedMerit = Arrays.copyOf(solvedMerit, size);
            solver = Arrays.copyOf(solver, size);
        }
        count = Math.max(count, node + 1);
        parent[node] = up;
        move[node] = m;
        ply[node] = up < 0 ? 0 : ply[up] + 1;
        rank[node] = up < 0 ? 0 : children[up]++;
        children[node] = 0;
        leafValue[node] = Score.NONE;
        solvedMerit[node] = Score.NONE;
        solver[node] = -1;
    }

    private void popped(int node, boolean solved, int merit) {
        for (int i = 0; i < open.size(); i++) {
            int[] state = open.get(i);
            if (state[0] == node && (state[1] != 0) == solved && state[2] == merit) {
                open.remove(i);
                break;
            }
        }
        lastPopped = node;
        lastPopSolved = solved;
        if (!solved || node >= count) {
            return;
        }
        solvedMerit[node] = merit;
        int up = parent[node];
        if (up >= 0 && (ply[node] & 1) != proponentParity) {
            // An opponent node solved closes its parent: the parent's other successors are purged.
            solver[up] = node;
            open.removeIf(state -> isBelow(state[0], up));
        }
    }

    /** Whether {@code node} is a proper descendant of {@code ancestor}. */
    private boolean isBelow(int node, int ancestor) {
        for (int n = parent[node]; n >= 0; n = parent[n]) {
            if (n == ancestor) {
                return true;
            }
        }
        return false;
    }

    // ---------------------------------------------------------------- reading

    /** The OPEN list in the order the algorithm pops it: by merit, equal merits left-first. */
    List<OpenEntry> openList(NodeNames names) {
        List<int[]> states = new ArrayList<>(open);
        states.sort(Comparator.<int[]>comparingInt(s -> -order * s[2]).thenComparing((a, b) -> leftFirst(a[0], b[0])));
        List<OpenEntry> entries = new ArrayList<>(states.size());
        for (int[] s : states) {
            entries.add(new OpenEntry(s[0], names.of(path(s[0])), s[1] != 0, s[2], ply[s[0]]));
        }
        return entries;
    }

    /** Preorder comparison of two nodes: an ancestor first, else the one whose branch comes first. */
    private int leftFirst(int a, int b) {
        if (a == b) {
            return 0;
        }
        int[] ra = ranks(a);
        int[] rb = ranks(b);
        for (int i = 0; i < Math.min(ra.length, rb.length); i++) {
            if (ra[i] != rb[i]) {
                return Integer.compare(ra[i], rb[i]);
            }
        }
        return Integer.compare(ra.length, rb.length);
    }

    private int[] ranks(int node) {
        int[] result = new int[ply[node]];
        for (int n = node; parent[n] >= 0; n = parent[n]) {
            result[ply[n] - 1] = rank[n];
        }
        return result;
    }

    /** The moves from the root to a node. */
    int[] path(int node) {
        int[] result = new int[ply[node]];
        for (int n = node; parent[n] >= 0; n = parent[n]) {
            result[ply[n] - 1] = move[n];
        }
        return result;
    }

    /** Nodes created so far in the current root search. */
    int nodeCount() {
        return count;
    }

    /** The node of the latest pop, −1 if none. */
    int lastPopped() {
        return lastPopped < count ? lastPopped : -1;
    }

    int parent(int node) {
        return parent[node];
    }

    int ply(int node) {
        return ply[node];
    }

    /** A leaf's value from MAX's view once evaluated, {@link Score#NONE} before. */
    int leafValue(int node) {
        return leafValue[node];
    }

    /** The merit of the node's latest SOLVED state (MAX's view), {@link Score#NONE} if none. */
    int solvedMerit(int node) {
        return solvedMerit[node];
    }

    /** For a node closed by a solved child: that child; else −1. */
    int solver(int node) {
        return solver[node];
    }

    /** Whether a node has a state on OPEN now. */
    boolean isOnOpen(int node) {
        for (int[] state : open) {
            if (state[0] == node) {
                return true;
            }
        }
        return false;
    }
}
