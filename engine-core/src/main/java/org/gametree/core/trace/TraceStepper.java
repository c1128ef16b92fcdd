package org.gametree.core.trace;

import org.gametree.core.search.Bound;
import org.gametree.core.search.MoveStage;
import org.gametree.core.search.Score;

/**
 * Replays a trace one event at a time — the "step through alpha-beta and watch α and β" view.
 * The position is the number of events applied, 0 (nothing yet) to the trace's size (all); the
 * event just applied is {@link #event()}. Every answer is computed from the {@link TraceTree} in
 * O(log n + depth), so stepping back is as cheap as stepping forward and {@link #seek} jumps
 * anywhere. Not thread-safe (one per view); the tree underneath may be shared.
 */
public final class TraceStepper {

    private final TraceTree tree;
    private final Trace trace;
    private int position;

    public TraceStepper(TraceTree tree) {
        this.tree = tree;
        this.trace = tree.trace();
    }

    public TraceTree tree() {
        return tree;
    }

    /** Events applied so far, 0 .. {@link #length()}. */
    public int position() {
        return position;
    }

    /** Events in the trace. */
    public int length() {
        return trace.size();
    }

    public boolean atStart() {
        return position == 0;
    }

    public boolean atEnd() {
        return position == trace.size();
    }

    /** Applies the next event; false at the end. */
    public boolean stepForward() {
        if (atEnd()) {
            return false;
        }
        position++;
        return true;
    }

    /** Takes back the last event applied; false at the start. */
    public boolean stepBack() {
        if (atStart()) {
            return false;
        }
        position--;
        return true;
    }

    /** Moves to a position, clamped to 0 .. length. */
    public void seek(int target) {
        position = Math.max(0, Math.min(trace.size(), target));
    }

    public void toStart() {
        position = 0;
    }

    public void toEnd() {
        position = trace.size();
    }

    /**
     * Steps over a subtree: if the next event enters a node, goes to just after that node is left
     * (or to the end of an incomplete trace); otherwise one step. False at the end.
     */
    public boolean stepOver() {
        if (atEnd()) {
            return false;
        }
        byte next = trace.kind(position);
        if (next == TraceEvent.NODE_ENTERED || next == TraceEvent.PROOF_ENTERED) {
            int node = tree.nodesEnteredBefore(position);
            int leave = tree.leaveEvent(node);
            position = leave >= 0 ? leave + 1 : trace.size();
        } else {
            position++;
        }
        return true;
    }

    /** Steps out of the open node: to just after it is left. False if no node is open. */
    public boolean stepOut() {
        int node = openNode();
        if (node < 0) {
            return false;
        }
        int leave = tree.leaveEvent(node);
        position = leave >= 0 ? leave + 1 : trace.size();
        return true;
    }

    /** Index of the event just applied, -1 at the start. */
    public int event() {
        return position - 1;
    }

    /** Kind of the event just applied ({@link TraceEvent}), 0 at the start. */
    public byte kind() {
        return position > 0 ? trace.kind(position - 1) : 0;
    }

    /** The node the event just applied concerns (entered, left, evaluated, …), -1 if none. */
    public int node() {
        return position > 0 ? tree.nodeAt(position - 1) : -1;
    }

    /** The node the search is in after the event (after a NODE_LEFT: the parent), -1 if none. */
    public int openNode() {
        return tree.openNodeAt(position);
    }

    /** The open nodes from the root down to {@link #openNode()}; empty if none. */
    public int[] openPath() {
        int node = openNode();
        if (node < 0) {
            return new int[0];
        }
        int length = 0;
        for (int n = node; n >= 0; n = tree.parent(n)) {
            length++;
        }
        int[] path = new int[length];
        for (int n = node; n >= 0; n = tree.parent(n)) {
            path[--length] = n;
        }
        return path;
    }

    /** Alpha of the open node now ({@link TraceTree#alphaAt}); {@link Score#NONE} if no node is open. */
    public int alpha() {
        return alpha(openNode());
    }

    /** Beta of the open node now; {@link Score#NONE} if no node is open. */
    public int beta() {
        int node = openNode();
        return node < 0 ? Score.NONE : tree.betaAt(node, position);
    }

    /** Alpha of any entered node at the current position ({@link Score#NONE} for -1). */
    public int alpha(int node) {
        return node < 0 ? Score.NONE : tree.alphaAt(node, position);
    }

    /** ", stage 3" for a cutoff by a move the ordering placed; "" for unordered moves. */
    private String stage(int event) {
        MoveStage stage = trace.stage(event);
        return stage == MoveStage.UNORDERED ? "" : ", stage " + stage.number();
    }

    /** What the event just applied did, in words ("leave 1.2: 5, lower bound"). */
    public String describe() {
        if (position == 0) {
            return "start";
        }
        int event = position - 1;
        int node = node();
        if (node < 0) {
            if (trace.kind(event) == TraceEvent.RESEARCHED) { // between two root searches: aspiration
                return "the root searched again (" + Trace.techniqueName(trace.technique(event)) + ")";
            }
            return trace.describe(event); // outside every depth-first node: best-first, MCTS, iterations
        }
        String name = tree.pathName(node);
        switch (trace.kind(event)) {
            case TraceEvent.NODE_ENTERED:
                return "enter " + name + " with window (" + Trace.value(tree.alpha(node)) + ", "
                        + Trace.value(tree.beta(node)) + ")";
            case TraceEvent.LEAF_EVALUATED:
                return name + " evaluates to " + Trace.value(trace.arg1(event));
            case TraceEvent.CUTOFF:
                return "cutoff at " + name + ": move " + trace.arg1(event) + " (index " + trace.arg2(event)
                        + stage(event) + ") reached beta " + Trace.value(tree.beta(node));
            case TraceEvent.PRUNED: {
                String technique = Trace.techniqueName(trace.technique(event));
                int move = trace.arg1(event);
                return move == 0
                        ? name + " decided by " + technique + ": " + Trace.value(trace.arg3(event))
                        : "move " + move + " of " + name + " skipped by " + technique + " (" + Trace.value(trace.arg3(event)) + ")";
            }
            case TraceEvent.REDUCED: {
                int move = trace.arg1(event);
                return (move == 0 ? name : "move " + move + " of " + name) + " searched " + trace.arg2(event)
                        + " plies shallower (" + Trace.techniqueName(trace.technique(event)) + ")";
            }
            case TraceEvent.EXTENDED:
                return "move " + trace.arg1(event) + " of " + name + " searched " + trace.arg2(event) + " plies deeper ("
                        + Trace.techniqueName(trace.technique(event)) + ")";
            case TraceEvent.RESEARCHED:
                return "move " + trace.arg1(event) + " of " + name + " searched again ("
                        + Trace.techniqueName(trace.technique(event)) + ")";
            case TraceEvent.NULL_MOVE:
                return "null move at " + name + ": the side to move passes, searched " + trace.arg1(event)
                        + " plies shallower";
            case TraceEvent.TABLE_PROBED: {
                int probe = trace.arg1(event);
                return "table probe at " + name + ": " + ((probe & TraceEvent.PROBE_HIT) != 0 ? "hit" : "miss")
                        + ((probe & TraceEvent.PROBE_USED) != 0 ? ", entry decides the node" : "");
            }
            case TraceEvent.NODE_LEFT: {
                int bound = trace.arg2(event);
                if (bound == 0) {
                    return "leave " + name + ": search stopped";
                }
                return "leave " + name + ": " + Trace.value(trace.arg1(event)) + ", "
                        + (bound == Bound.EXACT ? "exact" : Bound.name(bound) + " bound");
            }
            case TraceEvent.PROOF_ENTERED:
                return "most-proving node " + name + ": searched until its proof number reaches "
                        + proofNumber(tree.pnThreshold(node)) + " or its disproof number " + proofNumber(tree.dnThreshold(node));
            case TraceEvent.PROOF_LEFT: {
                int pn = tree.proofNumber(node);
                int dn = tree.disproofNumber(node);
                String verdict = pn == 0 ? ": proven" : dn == 0 ? ": disproven" : "";
                return "leave " + name + ": proof number " + proofNumber(pn) + ", disproof number " + proofNumber(dn) + verdict;
            }
            default:
                return trace.describe(event);
        }
    }

    /**
     * Proof and disproof numbers in words: "∞" for the infinite value (2^27 − 1) and for the
     * thresholds just below it that mean "until solved" (a root searched with ∞ − 1, its children
     * with ∞ less a few).
     */
    public static String proofNumber(int n) {
        return n >= (1 << 27) - 1 - 4096 ? "\u221e" : Integer.toString(n);
    }
}
