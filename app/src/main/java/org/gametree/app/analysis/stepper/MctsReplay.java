package org.gametree.app.analysis.stepper;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.gametree.core.trace.Trace;
import org.gametree.core.trace.TraceEvent;

/**
 * MCTS's tree statistics as they were after a number of events, rebuilt from the expanded and
 * backpropagated events (the search keeps only its final tree, {@code Mcts.rootChildren()}): so
 * the root children's visits, means and UCB grow step by step as the user replays. Forward
 * replay is incremental; going back replays from the start. The tree starts over at each search
 * and at each depth-1 iteration (MCTS builds a new tree there; later depths add playouts).
 */
final class MctsReplay {

    private final Trace trace;
    private final double exploration;

    private int applied;
    private int count;
    private int[] parent = new int[256];
    private int[] move = new int[256];
    private int[] visits = new int[256];
    private double[] mean = new double[256];
    private int lastNode = -1;

    /** The events that start an MCTS iteration (selection at the root), in order. */
    private final int[] iterationStarts;
    /** The iteration number (1, 2, …, counted from the tree's start) of each of those events. */
    private final int[] iterationNumbers;

    MctsReplay(Trace trace, double exploration) {
        this.trace = trace;
        this.exploration = exploration;
        int[] starts = new int[64];
        int[] numbers = new int[64];
        int found = 0;
        int number = 0;
        for (int e = 0; e < trace.size(); e++) {
            byte kind = trace.kind(e);
            if (kind == TraceEvent.SEARCH_STARTED || kind == TraceEvent.ITERATION_STARTED && trace.arg1(e) == 1) {
                number = 0; // a new tree
            } else if (kind == TraceEvent.MCTS_SELECTED && trace.arg1(e) == 0) {
                if (found == starts.length) {
                    starts = Arrays.copyOf(starts, found * 2);
                    numbers = Arrays.copyOf(numbers, found * 2);
                }
                starts[found] = e;
                numbers[found++] = ++number;
            }
        }
        iterationStarts = Arrays.copyOf(starts, found);
        iterationNumbers = Arrays.copyOf(numbers, found);
    }

    /** The MCTS iteration (select, expand, simulate, backpropagate) an event belongs to; 0 before the first. */
    int iterationOf(int event) {
        int at = Arrays.binarySearch(iterationStarts, event);
        int index = at >= 0 ? at : -at - 2;
        return index < 0 ? 0 : iterationNumbers[index];
    }

    void seek(int position) {
        if (position < applied) {
            applied = 0;
            clear();
        }
        for (; applied < position; applied++) {
            apply(applied);
        }
    }

    private void clear() {
        count = 1; // the root, node 0
        parent[0] = -1;
        move[0] = 0;
        visits[0] = 0;
        mean[0] = Double.NaN;
        lastNode = -1;
    }

    private void apply(int event) {
        switch (trace.kind(event)) {
            case TraceEvent.SEARCH_STARTED:
                clear();
                break;
            case TraceEvent.ITERATION_STARTED:
                if (trace.arg1(event) == 1) {
                    clear();
                }
                break;
            case TraceEvent.MCTS_EXPANDED: {
                int node = trace.arg1(event);
                grow(node);
                parent[node] = trace.arg2(event);
                move[node] = trace.arg3(event);
                visits[node] = 0;
                mean[node] = Double.NaN;
                count = Math.max(count, node + 1);
                lastNode = node;
                break;
            }
            case TraceEvent.MCTS_BACKPROPAGATED: {
                int node = trace.arg1(event);
                grow(node);
                visits[node] = trace.arg2(event);
                mean[node] = trace.mctsValue(event);
                lastNode = node;
                break;
            }
            case TraceEvent.MCTS_SELECTED:
            case TraceEvent.MCTS_SIMULATED:
                lastNode = trace.arg1(event);
                break;
            default:
                break;
        }
    }

    private void grow(int node) {
        if (node >= parent.length) {
            int size = Math.max(node + 1, parent.length * 2);
            parent = Arrays.copyOf(parent, size);
            move = Arrays.copyOf(move, size);
            visits = Arrays.copyOf(visits, size);
            mean = Arrays.copyOf(mean, size);
        }
    }

    /**
     * The root's children so far, the most visited first (MCTS's choice; ties in the order they
     * were added), with UCB at the root's visits.
     */
    List<MctsChild> rootChildren(NodeNames names) {
        List<MctsChild> children = new ArrayList<>();
        int rootVisits = count > 0 ? visits[0] : 0;
        for (int node = 1; node < count; node++) {
            if (parent[node] != 0) {
                continue;
            }
            int n = visits[node];
            double ucb = n == 0 || rootVisits == 0 ? Double.POSITIVE_INFINITY
                    : mean[node] + exploration * Math.sqrt(Math.log(rootVisits) / n);
            children.add(new MctsChild(move[node], names.lastMove(new int[] {move[node]}), n, mean[node], ucb));
        }
        children.sort(java.util.Comparator.comparingInt(MctsChild::visits).reversed()); // stable: ties keep move order
        return children;
    }

    int rootVisits() {
        return count > 0 ? visits[0] : 0;
    }

    /** Nodes in the tree so far (the root included). */
    int nodeCount() {
        return count;
    }

    int parent(int node) {
        return parent[node];
    }

    int move(int node) {
        return move[node];
    }

    int visits(int node) {
        return visits[node];
    }

    /** The node the latest MCTS event concerned, −1 if none. */
    int lastNode() {
        return lastNode;
    }

    /** The moves from the root to a node. */
    int[] path(int node) {
        int length = 0;
        for (int n = node; n > 0; n = parent[n]) {
            length++;
        }
        int[] result = new int[length];
        for (int n = node; n > 0; n = parent[n]) {
            result[--length] = move[n];
        }
        return result;
    }
}
