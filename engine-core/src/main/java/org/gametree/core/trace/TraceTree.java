package org.gametree.core.trace;

import java.util.Arrays;
import java.util.List;
import java.util.function.IntFunction;

import org.gametree.core.search.MoveStage;
import org.gametree.core.search.Score;
import org.gametree.core.search.Searcher;
import org.gametree.core.search.Technique;

/**
 * The tree of a depth-first search, read from a {@link Trace}: nodes and their facts without an
 * object per node. Built in one pass over the event kinds into a few int arrays (24 bytes and a
 * flag byte per node); everything else is read from the trace when asked. A UI wraps only the
 * nodes it shows.
 *
 * <p>Nodes are numbered 0, 1, … in the order they were entered (preorder), so a node's subtree is
 * the range {@code [node, node + subtreeSize(node))}: its first child is {@code node + 1}, the next
 * sibling of a child {@code c} is {@code c + subtreeSize(c)}. A <em>root</em> is a node entered
 * with no node open: one per root search — several per iteration for aspiration windows and MTD
 * passes, one per iteration with iterative deepening.
 *
 * <p>Events belong to the innermost open node: a leaf evaluation, a table probe, a cutoff. Only
 * depth-first events ({@code nodeEntered … nodeLeft}) make nodes; best-first and MCTS events are
 * in the trace but not in this tree.
 *
 * <p>The decisions of a selective search ({@code modern}) are a node's own events, read when
 * asked (a node's own events are few: its children's subtrees are skipped over):
 * <ul>
 * <li>a move skipped without a search (futility, late-move, SEE pruning, quiescence SEE) is a
 *     <em>skip</em> of its node, {@link #skips}: a "ghost child" that is not a node;</li>
 * <li>a node decided by a technique before (or instead of) its moves — reverse futility,
 *     razoring, null move, its verification, multi-cut — has a {@link #decidedBy decision};</li>
 * <li>the null move's subtree is a child entered with {@link Searcher#NULL_MOVE}
 *     ({@link #isNullMove}, searched {@link #nullMoveReduction} plies shallower); a verification
 *     or a singular search runs the node's moves again, so a move may appear among its children
 *     more than once;</li>
 * <li>a child searched shallower ({@link #reduction}), deeper ({@link #extension}) or again
 *     ({@link #research}) carries the event reported right before it was entered.</li>
 * </ul>
 *
 * <p>Incomplete traces: a node whose NODE_LEFT is not in the trace (the recorder's cap was
 * reached, or the snapshot was taken mid-search) is {@linkplain #isComplete incomplete} — no value,
 * no bound, and its subtree is what was recorded. A node the search abandoned when it was stopped
 * is complete but {@linkplain #wasStopped stopped} (left with bound 0 and value 0).
 *
 * <p>Immutable and safe to share between threads. Node arguments are checked only by the arrays:
 * an out-of-range node throws {@link ArrayIndexOutOfBoundsException}.
 */
public final class TraceTree {

    private static final byte EVALUATED = 1;
    private static final byte PROBED = 2;
    private static final byte HIT = 4;
    private static final byte USED = 8;
    private static final byte CUT = 16;

    private final Trace trace;
    private final int count;
    /** Event index of each node's NODE_ENTERED: its ply, move and window. Ascending. */
    private final int[] enter;
    /** Event index of each node's NODE_LEFT (value, bound), -1 if not in the trace. */
    private final int[] leave;
    private final int[] parent;
    /** Nodes in the subtree, the node included. */
    private final int[] size;
    /** Event index of the node's LEAF_EVALUATED, -1 if none. */
    private final int[] evaluation;
    /** Event index of the node's CUTOFF, -1 if none. */
    private final int[] cutoff;
    private final byte[] flags;
    private final int[] roots;
    /** Iteration k's roots are roots[iterationRoots[k] .. iterationRoots[k + 1]). */
    private final int[] iterationRoots;
    private final int incomplete;

    private TraceTree(Trace trace, int count, int[] enter, int[] leave, int[] parent, int[] size, int[] evaluation,
                      int[] cutoff, byte[] flags, int[] roots, int[] iterationRoots, int incomplete) {
        this.trace = trace;
        this.count = count;
        this.enter = enter;
        this.leave = leave;
        this.parent = parent;
        this.size = size;
        this.evaluation = evaluation;
        this.cutoff = cutoff;
        this.flags = flags;
        this.roots = roots;
        this.iterationRoots = iterationRoots;
        this.incomplete = incomplete;
    }

    /** The tree of what {@code recorder} holds now (a snapshot; any thread). */
    public static TraceTree of(TraceRecorder recorder) {
        return build(recorder.snapshot());
    }

    /** Builds the tree of a trace: two passes over its event kinds (count, then link). */
    public static TraceTree build(Trace trace) {
        int n = trace.size();
        byte[][] chunks = trace.kindChunks();
        int nodes = 0;
        for (int c = 0, base = 0; base < n; c++, base += Trace.CHUNK) {
            byte[] kinds = chunks[c];
            int length = Math.min(Trace.CHUNK, n - base);
            for (int o = 0; o < length; o++) {
                if (kinds[o] == TraceEvent.NODE_ENTERED || kinds[o] == TraceEvent.PROOF_ENTERED) {
                    nodes++;
                }
            }
        }
        int[] enter = new int[nodes];
        int[] leave = new int[nodes];
        int[] parent = new int[nodes];
        int[] size = new int[nodes];
        int[] evaluation = new int[nodes];
        int[] cutoff = new int[nodes];
        byte[] flags = new byte[nodes];
        int[] roots = new int[16];
        int rootCount = 0;
        int[] stack = new int[256];
        int depth = 0;
        int next = 0;
        for (int c = 0, base = 0; base < n; c++, base += Trace.CHUNK) {
            byte[] kinds = chunks[c];
            int length = Math.min(Trace.CHUNK, n - base);
            for (int o = 0; o < length; o++) {
                int top = depth > 0 ? stack[depth - 1] : -1;
                switch (kinds[o]) {
                    case TraceEvent.NODE_ENTERED:
                    case TraceEvent.PROOF_ENTERED: {
                        int node = next++;
                        enter[node] = base + o;
                        leave[node] = -1;
                        parent[node] = top;
                        evaluation[node] = -1;
                        cutoff[node] = -1;
                        if (top < 0) {
                            if (rootCount == roots.length) {
                                roots = Arrays.copyOf(roots, rootCount * 2);
                            }
                            roots[rootCount++] = node;
                        }
                        if (depth == stack.length) {
                            stack = Arrays.copyOf(stack, depth * 2);
                        }
                        stack[depth++] = node;
                        break;
                    }
                    case TraceEvent.NODE_LEFT:
                    case TraceEvent.PROOF_LEFT:
                        if (top >= 0) { // a leave with no node open cannot come from a Searcher; ignore it
                            leave[top] = base + o;
                            size[top] = next - top;
                            depth--;
                        }
                        break;
                    case TraceEvent.LEAF_EVALUATED:
                        if (top >= 0) {
                            evaluation[top] = base + o;
                            flags[top] |= EVALUATED;
                        }
                        break;
                    case TraceEvent.CUTOFF:
                        if (top >= 0) {
                            cutoff[top] = base + o;
                            flags[top] |= CUT;
                        }
                        break;
                    case TraceEvent.TABLE_PROBED:
                        if (top >= 0) {
                            int probe = trace.arg1(base + o);
                            flags[top] |= PROBED | ((probe & TraceEvent.PROBE_HIT) != 0 ? HIT : 0)
                                    | ((probe & TraceEvent.PROBE_USED) != 0 ? USED : 0);
                        }
                        break;
                    default:
                        break;
                }
            }
        }
        int open = depth;
        while (depth > 0) {
            int node = stack[--depth];
            size[node] = next - node;
        }
        roots = Arrays.copyOf(roots, rootCount);
        List<TraceIteration> iterations = trace.iterations();
        int[] iterationRoots = new int[iterations.size() + 1];
        for (int k = 0; k < iterations.size(); k++) {
            iterationRoots[k] = firstRootFrom(roots, enter, iterations.get(k).startEvent());
        }
        iterationRoots[iterations.size()] = rootCount;
        return new TraceTree(trace, nodes, enter, leave, parent, size, evaluation, cutoff, flags, roots,
                iterationRoots, open);
    }

    /** Index in roots of the first root entered at or after {@code event}. */
    private static int firstRootFrom(int[] roots, int[] enter, int event) {
        int lo = 0;
        int hi = roots.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (enter[roots[mid]] < event) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    // ---------------------------------------------------------------- the whole tree

    public Trace trace() {
        return trace;
    }

    /** Nodes in the tree (every NODE_ENTERED of the trace). */
    public int nodeCount() {
        return count;
    }

    /** Nodes whose NODE_LEFT is not in the trace: the path that was open when recording ended. */
    public int incompleteCount() {
        return incomplete;
    }

    /** Whether the trace lost events to the recorder's cap. */
    public boolean isTruncated() {
        return trace.isTruncated();
    }

    public int rootCount() {
        return roots.length;
    }

    /** The k-th root, in the order searched. */
    public int root(int k) {
        return roots[k];
    }

    /** Every root (a copy). */
    public int[] roots() {
        return roots.clone();
    }

    /** The search's iterations (see {@link Trace#iterations()}). */
    public List<TraceIteration> iterations() {
        return trace.iterations();
    }

    /**
     * The roots searched in iteration {@code k} (index into {@link #iterations()}): one per root
     * search — the aspiration re-searches and MTD passes of that depth. Empty when none of the
     * iteration is in the trace.
     */
    public int[] iterationRoots(int k) {
        return Arrays.copyOfRange(roots, iterationRoots[k], iterationRoots[k + 1]);
    }

    /**
     * Bytes held by this model's arrays (not the trace's events, which {@link Trace#memoryBytes()}
     * counts; array headers not counted).
     */
    public long memoryBytes() {
        return 6L * 4 * enter.length + flags.length + 4L * roots.length + 4L * iterationRoots.length;
    }

    // ---------------------------------------------------------------- structure

    /** The node's parent, -1 for a root. */
    public int parent(int node) {
        return parent[node];
    }

    /** Nodes in the node's subtree, itself included (as recorded). */
    public int subtreeSize(int node) {
        return size[node];
    }

    /** Whether the node has no recorded children. */
    public boolean isLeaf(int node) {
        return size[node] == 1;
    }

    /** The first child, -1 if none. */
    public int firstChild(int node) {
        return size[node] > 1 ? node + 1 : -1;
    }

    /** The next child of the same parent (for a root: the next root), -1 if none. */
    public int nextSibling(int node) {
        int sibling = node + size[node];
        int p = parent[node];
        int end = p < 0 ? count : p + size[p];
        return sibling < end ? sibling : -1;
    }

    public int childCount(int node) {
        int children = 0;
        for (int c = firstChild(node); c >= 0; c = nextSibling(c)) {
            children++;
        }
        return children;
    }

    /** The children in the order searched. A re-searched move (PVS, NegaScout) appears twice. */
    public int[] children(int node) {
        int[] result = new int[childCount(node)];
        int i = 0;
        for (int c = firstChild(node); c >= 0; c = nextSibling(c)) {
            result[i++] = c;
        }
        return result;
    }

    /** The k-th child (from 0), -1 if there are fewer. */
    public int child(int node, int k) {
        int c = firstChild(node);
        for (int i = 0; i < k && c >= 0; i++) {
            c = nextSibling(c);
        }
        return c;
    }

    /** The node's place among its parent's children (from 0); 0 for a root. */
    public int childIndex(int node) {
        int p = parent[node];
        if (p < 0) {
            return 0;
        }
        int i = 0;
        for (int c = p + 1; c != node; c = nextSibling(c)) {
            i++;
        }
        return i;
    }

    /** The root above the node (the node itself for a root). */
    public int rootOf(int node) {
        int n = node;
        while (parent[n] >= 0) {
            n = parent[n];
        }
        return n;
    }

    /** The moves from the node's root down to it; empty for a root. */
    public int[] path(int node) {
        int length = 0;
        for (int n = node; parent[n] >= 0; n = parent[n]) {
            length++;
        }
        int[] moves = new int[length];
        for (int n = node; parent[n] >= 0; n = parent[n]) {
            moves[--length] = move(n);
        }
        return moves;
    }

    /** The path as moves joined by dots, "2.1" (as {@code TextbookTree} names nodes); "root" for a root. */
    public String pathName(int node) {
        return pathName(node, m -> m == Searcher.NULL_MOVE ? "null" : Integer.toString(m), ".");
    }

    /** The path with each move named by {@code moveName}, joined by {@code separator}; "root" for a root. */
    public String pathName(int node, IntFunction<String> moveName, String separator) {
        int[] moves = path(node);
        if (moves.length == 0) {
            return "root";
        }
        StringBuilder name = new StringBuilder();
        for (int move : moves) {
            name.append(name.length() == 0 ? "" : separator).append(moveName.apply(move));
        }
        return name.toString();
    }

    /**
     * The node reached from {@code from} by these moves, taking the first child with each move
     * (the first search of a re-searched move); -1 if the path is not in the tree.
     */
    public int find(int from, int... moves) {
        int node = from;
        for (int move : moves) {
            int c = firstChild(node);
            while (c >= 0 && move(c) != move) {
                c = nextSibling(c);
            }
            if (c < 0) {
                return -1;
            }
            node = c;
        }
        return node;
    }

    // ---------------------------------------------------------------- facts of a node

    /** Index of the node's NODE_ENTERED event. */
    public int enterEvent(int node) {
        return enter[node];
    }

    /** Index of the node's NODE_LEFT event, -1 if it is not in the trace. */
    public int leaveEvent(int node) {
        return leave[node];
    }

    public int ply(int node) {
        return trace.ply(enter[node]);
    }

    /** The move that led to the node (0 for a root). */
    public int move(int node) {
        return trace.arg1(enter[node]);
    }

    /** Alpha of the window the node was entered with. */
    public int alpha(int node) {
        return trace.arg2(enter[node]);
    }

    /** Beta of the window the node was entered with. */
    public int beta(int node) {
        return trace.arg3(enter[node]);
    }

    // ---------------------------------------------------------------- proof-number search nodes

    /** Whether the node is a proof-number search's (PROOF_ENTERED): read it with the accessors below. */
    public boolean isProofNode(int node) {
        return trace.kind(enter[node]) == TraceEvent.PROOF_ENTERED;
    }

    /** The game's threat kind number of the move that led to a proof node. */
    public int threatKind(int node) {
        return trace.arg2(enter[node]) >>> TraceEvent.PROOF_THRESHOLD_BITS;
    }

    /** The proof-number threshold a proof node was searched with. */
    public int pnThreshold(int node) {
        return trace.arg2(enter[node]) & ((1 << TraceEvent.PROOF_THRESHOLD_BITS) - 1);
    }

    /** The disproof-number threshold a proof node was searched with. */
    public int dnThreshold(int node) {
        return trace.arg3(enter[node]);
    }

    /** The proof number a proof node returned with, -1 if incomplete. */
    public int proofNumber(int node) {
        return leave[node] >= 0 ? trace.arg1(leave[node]) : -1;
    }

    /** The disproof number a proof node returned with, -1 if incomplete. */
    public int disproofNumber(int node) {
        return leave[node] >= 0 ? trace.arg2(leave[node]) - 1 : -1;
    }

    /** The most-proving child's move a proof node returned with (0: none or incomplete). */
    public int proofBestMove(int node) {
        return leave[node] >= 0 ? trace.arg3(leave[node]) & 0xFFFF : 0;
    }

    /** The game's number for why a proof node was decided without children; -1 if it was searched or is incomplete. */
    public int proofDecision(int node) {
        return leave[node] >= 0 ? (trace.arg3(leave[node]) >>> 16) - 1 : -1;
    }

    /** Whether the node's NODE_LEFT is in the trace. */
    public boolean isComplete(int node) {
        return leave[node] >= 0;
    }

    /** The value the node was left with (side to move's view, as searched); {@link Score#NONE} if incomplete. */
    public int value(int node) {
        return leave[node] >= 0 ? trace.arg1(leave[node]) : Score.NONE;
    }

    /** The node's bound ({@link org.gametree.core.search.Bound}); 0 if incomplete or stopped. */
    public int bound(int node) {
        return leave[node] >= 0 ? trace.arg2(leave[node]) : 0;
    }

    /** Whether the search was stopped while in this node: it was left without a bound. */
    public boolean wasStopped(int node) {
        return leave[node] >= 0 && trace.arg2(leave[node]) == 0;
    }

    /** Whether the node was valued as a leaf (evaluation, rule, or no moves); quiescence's stand-pat too. */
    public boolean isEvaluated(int node) {
        return (flags[node] & EVALUATED) != 0;
    }

    /** The leaf value reported for the node, {@link Score#NONE} if none. */
    public int evaluation(int node) {
        return evaluation[node] >= 0 ? trace.arg1(evaluation[node]) : Score.NONE;
    }

    public boolean tableProbed(int node) {
        return (flags[node] & PROBED) != 0;
    }

    /** Whether the table held the node's position. */
    public boolean tableHit(int node) {
        return (flags[node] & HIT) != 0;
    }

    /** Whether the table's entry decided the node (it was not searched). */
    public boolean tableUsed(int node) {
        return (flags[node] & USED) != 0;
    }

    /** Whether a move of this node reached beta and cut off the rest. */
    public boolean isCutoff(int node) {
        return (flags[node] & CUT) != 0;
    }

    /** The move that cut off, 0 if none. */
    public int cutoffMove(int node) {
        return cutoff[node] >= 0 ? trace.arg1(cutoff[node]) : 0;
    }

    /** The cutoff move's index in the node's move list (from 0), -1 if none. */
    public int cutoffIndex(int node) {
        return cutoff[node] >= 0 ? trace.arg2(cutoff[node]) : -1;
    }

    /** The move-picker stage of the move that cut off, null if none. */
    public MoveStage cutoffStage(int node) {
        return cutoff[node] >= 0 ? trace.stage(cutoff[node]) : null;
    }

    /** Index of the node's CUTOFF event (the latest if it has several), -1 if none. */
    public int cutoffEvent(int node) {
        return cutoff[node];
    }

    /** The child whose value caused the cutoff (the last searched, a re-search if there was one), -1 if none. */
    public int cutoffChild(int node) {
        int event = cutoff[node];
        if (event < 0) {
            return -1;
        }
        int found = -1;
        for (int c = firstChild(node); c >= 0 && enter[c] < event; c = nextSibling(c)) {
            found = c;
        }
        return found;
    }

    // ---------------------------------------------------------------- decisions of a selective search

    /** Whether the node is the null move's subtree: entered by a pass ({@link Searcher#NULL_MOVE}). */
    public boolean isNullMove(int node) {
        return move(node) == Searcher.NULL_MOVE;
    }

    /** For a null-move node: how many plies shallower than a move's subtree it was searched (R); 0 otherwise. */
    public int nullMoveReduction(int node) {
        if (!isNullMove(node)) {
            return 0;
        }
        int event = justBefore(node, TraceEvent.NULL_MOVE, Integer.MIN_VALUE);
        return event >= 0 ? trace.arg1(event) : 0;
    }

    /** The node's null-move child (its subtree after the side to move passed), -1 if it tried none. */
    public int nullMoveChild(int node) {
        for (int c = firstChild(node); c >= 0; c = nextSibling(c)) {
            if (isNullMove(c)) {
                return c;
            }
        }
        return -1;
    }

    /** How many plies shallower the child was searched (late-move reduction), 0 if not reduced. */
    public int reduction(int node) {
        int event = justBefore(node, TraceEvent.REDUCED, move(node));
        return event >= 0 ? trace.arg2(event) : 0;
    }

    /** The technique that reduced the child, null if it was not reduced. */
    public Technique reductionTechnique(int node) {
        int event = justBefore(node, TraceEvent.REDUCED, move(node));
        return event >= 0 ? trace.technique(event) : null;
    }

    /** How many plies deeper the child was searched (check or singular extension), 0 if not extended. */
    public int extension(int node) {
        int event = justBefore(node, TraceEvent.EXTENDED, move(node));
        return event >= 0 ? trace.arg2(event) : 0;
    }

    /** The technique that extended the child, null if it was not extended. */
    public Technique extensionTechnique(int node) {
        int event = justBefore(node, TraceEvent.EXTENDED, move(node));
        return event >= 0 ? trace.technique(event) : null;
    }

    /**
     * Why the child is a second search of the same move, null if it is not: after a reduced
     * search beat alpha ({@link Technique#LATE_MOVE_REDUCTION}), or a null-window one inside a PV
     * node ({@link Technique#PVS_RESEARCH}).
     */
    public Technique research(int node) {
        int event = justBefore(node, TraceEvent.RESEARCHED, move(node));
        return event >= 0 ? trace.technique(event) : null;
    }

    /** Plies the node itself was searched shallower (internal iterative reduction), 0 if none. */
    public int internalReduction(int node) {
        int[] events = ownEvents(node, TraceEvent.REDUCED);
        for (int e : events) {
            if (trace.arg1(e) == 0) {
                return trace.arg2(e);
            }
        }
        return 0;
    }

    /**
     * The event by which a technique decided the node without (or before finishing) its moves —
     * a PRUNED event of the node itself — -1 if none.
     */
    public int decisionEvent(int node) {
        int[] events = ownEvents(node, TraceEvent.PRUNED);
        for (int i = events.length - 1; i >= 0; i--) {
            if (trace.arg1(events[i]) == 0) {
                return events[i];
            }
        }
        return -1;
    }

    /** The technique that decided the node (reverse futility, razoring, null move, …), null if none. */
    public Technique decidedBy(int node) {
        int event = decisionEvent(node);
        return event >= 0 ? trace.technique(event) : null;
    }

    /** The value the deciding technique gave the node ({@link Score#NONE} if none). */
    public int decidedValue(int node) {
        int event = decisionEvent(node);
        return event >= 0 ? trace.arg3(event) : Score.NONE;
    }

    /**
     * The node's skipped moves — PRUNED events naming a move of this node, which was not searched
     * at all — in the order they happened. Each skip's move is {@code trace().arg1(e)}, its
     * technique {@code trace().technique(e)}, the bound it was judged by {@code trace().arg3(e)}.
     */
    public int[] skips(int node) {
        int[] events = ownEvents(node, TraceEvent.PRUNED);
        int n = 0;
        for (int e : events) {
            if (trace.arg1(e) != 0) {
                events[n++] = e;
            }
        }
        return Arrays.copyOf(events, n);
    }

    /** How many of the node's children were entered before event {@code event} (where a skip stands among them). */
    public int childrenBefore(int node, int event) {
        int k = 0;
        for (int c = firstChild(node); c >= 0 && enter[c] < event; c = nextSibling(c)) {
            k++;
        }
        return k;
    }

    /**
     * The node's own events of one kind — those reported while it was the innermost open node,
     * its children's subtrees skipped — in order.
     */
    public int[] ownEvents(int node, byte kind) {
        int end = leave[node] >= 0 ? leave[node] : trace.size();
        int[] found = new int[4];
        int n = 0;
        int c = firstChild(node);
        for (int e = enter[node] + 1; e < end; e++) {
            if (c >= 0 && e == enter[c]) {
                if (leave[c] < 0) {
                    break; // an incomplete child runs to the end of the trace
                }
                e = leave[c];
                c = nextSibling(c);
                continue;
            }
            if (trace.kind(e) == kind) {
                if (n == found.length) {
                    found = Arrays.copyOf(found, n * 2);
                }
                found[n++] = e;
            }
        }
        return Arrays.copyOf(found, n);
    }

    /**
     * The latest event of {@code kind} about {@code move} (any move for {@link Integer#MIN_VALUE})
     * among the parent's events between the previous sibling (or the parent's entry) and the node;
     * -1 if none, or for a root.
     */
    private int justBefore(int node, byte kind, int move) {
        if (parent[node] < 0) {
            return -1;
        }
        for (int e = enter[node] - 1; e >= 0; e--) {
            byte k = trace.kind(e);
            if (k == TraceEvent.NODE_LEFT || k == TraceEvent.NODE_ENTERED) {
                return -1;
            }
            if (k == kind && (move == Integer.MIN_VALUE || trace.arg1(e) == move)) {
                return e;
            }
        }
        return -1;
    }

    // ---------------------------------------------------------------- events and nodes

    /** Nodes entered before event {@code position} (among events 0 .. position − 1). */
    public int nodesEnteredBefore(int position) {
        int lo = 0;
        int hi = count;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (enter[mid] < position) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /**
     * The node an event concerns: the node entered or left, or for any other event the innermost
     * node open at the time; -1 for an event outside every node (iteration, PV, best-first, MCTS
     * events between root searches).
     */
    public int nodeAt(int event) {
        int n = nodesEnteredBefore(event + 1) - 1;
        while (n >= 0 && leave[n] >= 0 && leave[n] < event) {
            n = parent[n];
        }
        return n;
    }

    /**
     * The innermost node open after the first {@code position} events (0 .. trace size), -1 if
     * none: the node the search is in at that moment.
     */
    public int openNodeAt(int position) {
        if (position <= 0) {
            return -1;
        }
        int n = nodesEnteredBefore(position) - 1;
        while (n >= 0 && leave[n] >= 0 && leave[n] < position) {
            n = parent[n];
        }
        return n;
    }

    /**
     * Alpha as the node uses it after the first {@code position} events: the alpha it was entered
     * with until a child returns, then the alpha it passes to its next child (minus that child's
     * beta, read ahead in the trace). After its last child the node's value and bound tell the
     * rest. Read from the windows the search actually used, so it holds for every algorithm:
     * alpha-beta's raised alpha, PVS's and NegaScout's null windows, and minimax's (−∞, ∞).
     */
    public int alphaAt(int node, int position) {
        int last = nodesEnteredBefore(position) - 1;
        if (last <= node) {
            return alpha(node);
        }
        int end = node + size[node];
        int c;
        if (last < end) {
            c = last;
            while (parent[c] != node) {
                c = parent[c];
            }
        } else {
            c = -1;
            for (int k = firstChild(node); k >= 0; k = nextSibling(k)) {
                c = k;
            }
            if (c < 0) {
                return alpha(node);
            }
        }
        if (leave[c] >= 0 && leave[c] < position) {
            int sibling = c + size[c];
            if (sibling < end) {
                return -beta(sibling);
            }
        }
        return -beta(c);
    }

    /** Beta as the node uses it: the one it was entered with (no algorithm here changes a node's beta). */
    public int betaAt(int node, int position) {
        return beta(node);
    }
}
