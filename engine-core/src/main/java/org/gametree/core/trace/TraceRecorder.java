package org.gametree.core.trace;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.gametree.core.search.IterationReport;
import org.gametree.core.search.MoveStage;
import org.gametree.core.search.SearchListener;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Technique;

/**
 * Records the event stream of a search into parallel primitive arrays — kind (byte), ply (short)
 * and three int arguments per event, 15 bytes (layout: {@link TraceEvent}) — up to a cap, the
 * default {@value #DEFAULT_CAP} events (30 MB). When the cap is reached it stops recording and
 * keeps counting: {@link #isTruncated()}, {@link #droppedEvents()}, {@link #droppedNodes()}. The
 * recorded events are then a prefix of the search. Iteration boundaries, the PVs and the search
 * result are kept beside the arrays, outside the cap.
 *
 * <p>Nothing is allocated per event: the arrays are chunks of {@value Trace#CHUNK} events,
 * allocated as they fill and never moved or copied (so a full trace costs no more than its
 * events, and no growth step doubles the memory for a moment). Depth-first searches produce
 * about 3 events per node (enter, leave, and an evaluation at most nodes, which are leaves; 2.9
 * for minimax and 3.0 for alpha-beta on random trees), so the default cap holds about 700,000
 * nodes; a million-node trace needs a cap of about 3.3 M events (50 MB).
 *
 * <p><b>Threads.</b> The {@link SearchListener} methods and {@link #clear()} run on one thread
 * at a time — the search thread — and {@code clear()} never while a search reports here. Every
 * other method may be called from any thread at any time, during a search too:
 * {@link #snapshot()} returns an immutable {@link Trace} of the events recorded so far. The
 * writer publishes its size with a release store after writing each event, and a reader takes
 * that size with an acquire load before reading anything, so a snapshot's events are complete
 * and never change: the recorder only appends, and {@code clear()} starts new arrays rather than
 * overwriting the old ones, so a snapshot (and a {@link TraceTree} built on it) stays valid
 * after it. The release store is a plain store on x86 and ARM's {@code stlr}: no fence on the
 * search thread.
 *
 * <p>Several searches may be recorded one after the other; call {@code clear()} (or use a new
 * recorder) to keep only the next one.
 */
public final class TraceRecorder implements SearchListener {

    /** The default cap, in events. */
    public static final int DEFAULT_CAP = 2_000_000;

    /** The arrays of one recording; {@link #clear()} starts a new one. Shared with snapshots. */
    private static final class Store {
        final byte[][] kinds;
        final short[][] plies;
        final int[][] arg1;
        final int[][] arg2;
        final int[][] arg3;
        /** Events written and visible to readers (release store by the writer, acquire load by readers). */
        volatile int published;
        volatile long dropped;
        volatile long droppedNodes;
        volatile List<TraceIteration> iterations = List.of();
        volatile List<int[]> pvs = List.of();
        volatile List<String> algorithms = List.of();
        volatile int maxDepth;
        volatile SearchResult result;

        Store(int cap) {
            int chunks = (int) (((long) cap + Trace.CHUNK - 1) >>> Trace.CHUNK_BITS);
            kinds = new byte[chunks][];
            plies = new short[chunks][];
            arg1 = new int[chunks][];
            arg2 = new int[chunks][];
            arg3 = new int[chunks][];
        }
    }

    private static final VarHandle PUBLISHED;
    private static final VarHandle DROPPED;
    private static final VarHandle DROPPED_NODES;

    static {
        try {
            MethodHandles.Lookup lookup = MethodHandles.lookup();
            PUBLISHED = lookup.findVarHandle(Store.class, "published", int.class);
            DROPPED = lookup.findVarHandle(Store.class, "dropped", long.class);
            DROPPED_NODES = lookup.findVarHandle(Store.class, "droppedNodes", long.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final int cap;
    /** The store readers see; written by clear(). */
    private volatile Store readable;

    // Writer state: touched only by the search thread.
    private Store store;
    private int size;
    private int chunkBase;
    private int chunkEnd;
    private byte[] kinds;
    private short[] plies;
    private int[] arg1;
    private int[] arg2;
    private int[] arg3;
    private long dropped;
    private long droppedNodes;
    private final List<TraceIteration> iterations = new ArrayList<>();
    private final List<int[]> pvs = new ArrayList<>();
    private final List<String> algorithms = new ArrayList<>();

    /** A recorder with the default cap of {@value #DEFAULT_CAP} events. */
    public TraceRecorder() {
        this(DEFAULT_CAP);
    }

    /** A recorder keeping at most {@code cap} events (0 records nothing but still counts). */
    public TraceRecorder(int cap) {
        if (cap < 0) {
            throw new IllegalArgumentException("cap must not be negative, got " + cap);
        }
        this.cap = cap;
        clear();
    }

    /**
     * Forgets everything recorded; only while no search reports here. Snapshots taken before keep
     * their events: new arrays are allocated as recording resumes.
     */
    public void clear() {
        store = new Store(cap);
        size = 0;
        chunkBase = 0;
        chunkEnd = 0;
        kinds = null;
        plies = null;
        arg1 = null;
        arg2 = null;
        arg3 = null;
        dropped = 0;
        droppedNodes = 0;
        iterations.clear();
        pvs.clear();
        algorithms.clear();
        readable = store;
    }

    // ---------------------------------------------------------------- recording (search thread)

    private void append(byte kind, int ply, int a1, int a2, int a3) {
        int i = size;
        if (i == chunkEnd && !nextChunk()) {
            drop(kind);
            return;
        }
        int o = i - chunkBase;
        kinds[o] = kind;
        plies[o] = (short) ply;
        arg1[o] = a1;
        arg2[o] = a2;
        arg3[o] = a3;
        size = i + 1;
        PUBLISHED.setRelease(store, i + 1);
    }

    /** Starts the next chunk; false when the cap is reached. */
    private boolean nextChunk() {
        if (size >= cap) {
            return false;
        }
        int c = size >>> Trace.CHUNK_BITS;
        int length = Math.min(Trace.CHUNK, cap - size);
        kinds = new byte[length];
        plies = new short[length];
        arg1 = new int[length];
        arg2 = new int[length];
        arg3 = new int[length];
        // Into the directories before the release store of any event in this chunk.
        store.kinds[c] = kinds;
        store.plies[c] = plies;
        store.arg1[c] = arg1;
        store.arg2[c] = arg2;
        store.arg3[c] = arg3;
        chunkBase = size;
        chunkEnd = size + length;
        return true;
    }

    private void drop(byte kind) {
        dropped++;
        DROPPED.setRelease(store, dropped);
        if (kind == TraceEvent.NODE_ENTERED || kind == TraceEvent.PROOF_ENTERED) {
            droppedNodes++;
            DROPPED_NODES.setRelease(store, droppedNodes);
        }
    }

    @Override
    public void searchStarted(String algorithm, int maxDepth) {
        algorithms.add(String.valueOf(algorithm));
        store.algorithms = List.copyOf(algorithms);
        store.maxDepth = maxDepth;
        append(TraceEvent.SEARCH_STARTED, 0, maxDepth, algorithms.size() - 1, 0);
    }

    @Override
    public void searchEnded(SearchResult result) {
        append(TraceEvent.SEARCH_ENDED, 0, result.bestMove(), result.value(), result.depth());
        store.result = result;
    }

    @Override
    public void iterationStarted(int depth) {
        int index = size;
        append(TraceEvent.ITERATION_STARTED, 0, depth, 0, 0);
        iterations.add(new TraceIteration(depth, index, -1, null));
        store.iterations = List.copyOf(iterations);
    }

    @Override
    public void iterationEnded(IterationReport report) {
        int index = size;
        append(TraceEvent.ITERATION_ENDED, 0, report.depth(), report.value(), report.bestMove());
        int end = size > index ? index : -1;
        int last = iterations.size() - 1;
        if (last >= 0 && iterations.get(last).report() == null) {
            TraceIteration started = iterations.get(last);
            iterations.set(last, new TraceIteration(started.depth(), started.startEvent(), end, report));
        } else {
            // An end without a start (a listener attached mid-search): keep it anyway.
            iterations.add(new TraceIteration(report.depth(), end < 0 ? size : end, end, report));
        }
        store.iterations = List.copyOf(iterations);
    }

    @Override
    public void nodeEntered(int ply, int move, int alpha, int beta) {
        append(TraceEvent.NODE_ENTERED, ply, move, alpha, beta);
    }

    @Override
    public void leafEvaluated(int ply, int value) {
        append(TraceEvent.LEAF_EVALUATED, ply, value, 0, 0);
    }

    @Override
    public void cutoff(int ply, int move, int index, MoveStage stage) {
        append(TraceEvent.CUTOFF, ply, move, index, stage.ordinal());
    }

    @Override
    public void pruned(int ply, int move, Technique technique, int value) {
        append(TraceEvent.PRUNED, ply, move, technique.ordinal(), value);
    }

    @Override
    public void reduced(int ply, int move, int plies, Technique technique) {
        append(TraceEvent.REDUCED, ply, move, plies, technique.ordinal());
    }

    @Override
    public void extended(int ply, int move, int plies, Technique technique) {
        append(TraceEvent.EXTENDED, ply, move, plies, technique.ordinal());
    }

    @Override
    public void researched(int ply, int move, Technique technique) {
        append(TraceEvent.RESEARCHED, ply, move, technique.ordinal(), 0);
    }

    @Override
    public void nullMoveTried(int ply, int reduction) {
        append(TraceEvent.NULL_MOVE, ply, reduction, 0, 0);
    }

    @Override
    public void tableProbed(int ply, boolean hit, boolean used) {
        append(TraceEvent.TABLE_PROBED, ply, (hit ? TraceEvent.PROBE_HIT : 0) | (used ? TraceEvent.PROBE_USED : 0), 0, 0);
    }

    @Override
    public void proofNodeEntered(int ply, int move, int kind, int pnThreshold, int dnThreshold) {
        int threshold = Math.min(pnThreshold, (1 << TraceEvent.PROOF_THRESHOLD_BITS) - 1);
        append(TraceEvent.PROOF_ENTERED, ply, move, threshold | kind << TraceEvent.PROOF_THRESHOLD_BITS, dnThreshold);
    }

    @Override
    public void proofNodeLeft(int ply, int pn, int dn, int bestMove, int decision) {
        append(TraceEvent.PROOF_LEFT, ply, pn, dn + 1, bestMove | (decision + 1) << 16);
    }

    @Override
    public void nodeLeft(int ply, int value, int bound) {
        append(TraceEvent.NODE_LEFT, ply, value, bound, 0);
    }

    @Override
    public void pvChanged(int depth, int value, int[] pv, int length) {
        // A coarse event (once per iteration): copying the line is fine here.
        pvs.add(Arrays.copyOf(pv, length));
        store.pvs = List.copyOf(pvs);
        append(TraceEvent.PV_CHANGED, 0, depth, value, pvs.size() - 1);
    }

    @Override
    public void openPushed(int node, boolean solved, int merit) {
        append(TraceEvent.OPEN_PUSHED, 0, node, merit, solved ? 1 : 0);
    }

    @Override
    public void openPopped(int node, boolean solved, int merit) {
        append(TraceEvent.OPEN_POPPED, 0, node, merit, solved ? 1 : 0);
    }

    @Override
    public void nodeCreated(int node, int parent, int move) {
        append(TraceEvent.NODE_CREATED, 0, node, parent, move);
    }

    @Override
    public void mctsSelected(int node, int depth) {
        append(TraceEvent.MCTS_SELECTED, depth, node, 0, 0);
    }

    @Override
    public void mctsExpanded(int node, int parent, int move) {
        append(TraceEvent.MCTS_EXPANDED, 0, node, parent, move);
    }

    @Override
    public void mctsSimulated(int node, double value) {
        append(TraceEvent.MCTS_SIMULATED, 0, node, Float.floatToRawIntBits((float) value), 0);
    }

    @Override
    public void mctsBackpropagated(int node, int visits, double mean) {
        append(TraceEvent.MCTS_BACKPROPAGATED, 0, node, visits, Float.floatToRawIntBits((float) mean));
    }

    // ---------------------------------------------------------------- reading (any thread)

    /** The most events this recorder keeps. */
    public int cap() {
        return cap;
    }

    /** Events recorded so far (published to readers). */
    public int size() {
        return readable.published;
    }

    /** Whether events were dropped because the cap was reached. */
    public boolean isTruncated() {
        return readable.dropped > 0;
    }

    /** Events that came after the cap was reached and were not recorded. */
    public long droppedEvents() {
        return readable.dropped;
    }

    /** Nodes entered after the cap was reached (how much of the tree is missing). */
    public long droppedNodes() {
        return readable.droppedNodes;
    }

    /**
     * An immutable view of the events recorded so far (no copy of the event arrays). Any thread,
     * any time; during a search the trace ends at the latest published event, with the nodes
     * being searched still open.
     */
    public Trace snapshot() {
        Store s = readable;
        // Side data first, the size last: every event the side data points at is then inside it.
        List<TraceIteration> its = s.iterations;
        List<int[]> lines = s.pvs;
        List<String> names = s.algorithms;
        int maxDepth = s.maxDepth;
        SearchResult result = s.result;
        long lost = s.dropped;
        long lostNodes = s.droppedNodes;
        int n = s.published;
        return new Trace(s.kinds, s.plies, s.arg1, s.arg2, s.arg3, n, cap, lost, lostNodes, its, lines,
                names, maxDepth, result);
    }
}
