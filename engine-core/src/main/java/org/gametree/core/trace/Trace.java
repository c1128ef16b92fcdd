package org.gametree.core.trace;

import java.util.List;
import java.util.Objects;

import org.gametree.core.search.Bound;
import org.gametree.core.search.MoveStage;
import org.gametree.core.search.Score;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Searcher;
import org.gametree.core.search.Technique;

/**
 * An immutable view of recorded events: the first {@link #size()} events of a
 * {@link TraceRecorder}, shared with it, never copied. Events are numbered from 0 in the order
 * they happened; what each column holds for each kind is in {@link TraceEvent}. Safe to use from
 * any thread (see the recorder's contract).
 */
public final class Trace {

    /** Events per chunk, as a power of two: 2^15 events, 480 KiB per full chunk. */
    static final int CHUNK_BITS = 15;
    static final int CHUNK = 1 << CHUNK_BITS;
    static final int CHUNK_MASK = CHUNK - 1;
    /** Bytes per event: kind 1, ply 2, three ints 12. */
    static final int EVENT_BYTES = 15;

    private final byte[][] kinds;
    private final short[][] plies;
    private final int[][] arg1;
    private final int[][] arg2;
    private final int[][] arg3;
    private final int size;
    private final int cap;
    private final long droppedEvents;
    private final long droppedNodes;
    private final List<TraceIteration> iterations;
    private final List<int[]> pvs;
    private final List<String> algorithms;
    private final int maxDepth;
    private final SearchResult result;

    Trace(byte[][] kinds, short[][] plies, int[][] arg1, int[][] arg2, int[][] arg3, int size, int cap,
          long droppedEvents, long droppedNodes, List<TraceIteration> iterations, List<int[]> pvs,
          List<String> algorithms, int maxDepth, SearchResult result) {
        this.kinds = kinds;
        this.plies = plies;
        this.arg1 = arg1;
        this.arg2 = arg2;
        this.arg3 = arg3;
        this.size = size;
        this.cap = cap;
        this.droppedEvents = droppedEvents;
        this.droppedNodes = droppedNodes;
        this.iterations = iterations;
        this.pvs = pvs;
        this.algorithms = algorithms;
        this.maxDepth = maxDepth;
        this.result = result;
    }

    /** Events in this trace. */
    public int size() {
        return size;
    }

    /** The recorder's cap when this trace was taken. */
    public int cap() {
        return cap;
    }

    /** Whether the recorder had dropped events (the cap was reached) when this trace was taken. */
    public boolean isTruncated() {
        return droppedEvents > 0;
    }

    public long droppedEvents() {
        return droppedEvents;
    }

    /** Nodes entered after the cap was reached. */
    public long droppedNodes() {
        return droppedNodes;
    }

    /** The iterations started so far, shallowest first, whether or not their events fit in the cap. */
    public List<TraceIteration> iterations() {
        return iterations;
    }

    /** The algorithm of the latest search started (null before any). */
    public String algorithm() {
        return algorithms.isEmpty() ? null : algorithms.get(algorithms.size() - 1);
    }

    /** The depth limit of the latest search started. */
    public int maxDepth() {
        return maxDepth;
    }

    /** The result of the latest search ended, or null while none has ended. */
    public SearchResult result() {
        return result;
    }

    public byte kind(int event) {
        Objects.checkIndex(event, size);
        return kinds[event >>> CHUNK_BITS][event & CHUNK_MASK];
    }

    public int ply(int event) {
        Objects.checkIndex(event, size);
        return plies[event >>> CHUNK_BITS][event & CHUNK_MASK];
    }

    /** The first argument (see {@link TraceEvent} for each kind's meaning). */
    public int arg1(int event) {
        Objects.checkIndex(event, size);
        return arg1[event >>> CHUNK_BITS][event & CHUNK_MASK];
    }

    public int arg2(int event) {
        Objects.checkIndex(event, size);
        return arg2[event >>> CHUNK_BITS][event & CHUNK_MASK];
    }

    public int arg3(int event) {
        Objects.checkIndex(event, size);
        return arg3[event >>> CHUNK_BITS][event & CHUNK_MASK];
    }

    /** The line of a PV_CHANGED event (a copy). */
    public int[] pv(int event) {
        if (kind(event) != TraceEvent.PV_CHANGED) {
            throw new IllegalArgumentException("event " + event + " is " + TraceEvent.name(kind(event)) + ", not pv-changed");
        }
        return pvs.get(arg3(event)).clone();
    }

    /** The value of an MCTS_SIMULATED event or the mean of an MCTS_BACKPROPAGATED one. */
    public double mctsValue(int event) {
        byte kind = kind(event);
        if (kind == TraceEvent.MCTS_SIMULATED) {
            return Float.intBitsToFloat(arg2(event));
        }
        if (kind == TraceEvent.MCTS_BACKPROPAGATED) {
            return Float.intBitsToFloat(arg3(event));
        }
        throw new IllegalArgumentException("event " + event + " is " + TraceEvent.name(kind) + ", not an MCTS value");
    }

    /**
     * The technique of a PRUNED, REDUCED, EXTENDED or RESEARCHED event.
     *
     * @throws IllegalArgumentException for another kind, or a number no technique has (a trace
     *                                  written by hand)
     */
    public Technique technique(int event) {
        byte kind = kind(event);
        int ordinal;
        switch (kind) {
            case TraceEvent.PRUNED:
            case TraceEvent.RESEARCHED:
                ordinal = arg2(event);
                break;
            case TraceEvent.REDUCED:
            case TraceEvent.EXTENDED:
                ordinal = arg3(event);
                break;
            default:
                throw new IllegalArgumentException("event " + event + " is " + TraceEvent.name(kind) + ", it names no technique");
        }
        Technique[] all = TECHNIQUES;
        if (ordinal < 0 || ordinal >= all.length) {
            throw new IllegalArgumentException("event " + event + " names technique " + ordinal + ", which does not exist");
        }
        return all[ordinal];
    }

    /** The move-picker stage of a CUTOFF event's move ({@link MoveStage#UNORDERED} if the number is unknown). */
    public MoveStage stage(int event) {
        if (kind(event) != TraceEvent.CUTOFF) {
            throw new IllegalArgumentException("event " + event + " is " + TraceEvent.name(kind(event)) + ", not cutoff");
        }
        int ordinal = arg3(event);
        return ordinal > 0 && ordinal < MoveStage.values().length ? MoveStage.ofOrdinal(ordinal) : MoveStage.UNORDERED;
    }

    private static final Technique[] TECHNIQUES = Technique.values();

    /** The event columns' memory: the chunks this trace reaches (shared with the recorder). */
    public long memoryBytes() {
        long bytes = 0;
        int chunks = (size + CHUNK - 1) >>> CHUNK_BITS;
        for (int c = 0; c < chunks; c++) {
            bytes += (long) kinds[c].length * EVENT_BYTES;
        }
        return bytes + 5L * kinds.length * 8;
    }

    /** One event in words, for logs and debugging: "node-entered ply 2 move 1 window (-inf, 5)". */
    public String describe(int event) {
        byte kind = kind(event);
        int a = arg1(event);
        int b = arg2(event);
        int c = arg3(event);
        String head = TraceEvent.name(kind) + " ";
        switch (kind) {
            case TraceEvent.SEARCH_STARTED:
                return head + algorithms.get(b) + " depth " + a;
            case TraceEvent.SEARCH_ENDED:
                return head + "best move " + a + " value " + value(b) + " depth " + c;
            case TraceEvent.ITERATION_STARTED:
                return head + "depth " + a;
            case TraceEvent.ITERATION_ENDED:
                return head + "depth " + a + " value " + value(b) + " best move " + c;
            case TraceEvent.NODE_ENTERED:
                return head + "ply " + ply(event) + " move " + a + " window (" + value(b) + ", " + value(c) + ")";
            case TraceEvent.LEAF_EVALUATED:
                return head + "ply " + ply(event) + " value " + value(a);
            case TraceEvent.CUTOFF:
                return head + "ply " + ply(event) + " move " + a + " index " + b
                        + (stage(event) == MoveStage.UNORDERED ? "" : " stage " + stage(event).number());
            case TraceEvent.PRUNED:
                return head + "ply " + ply(event) + (a == 0 ? " node" : " move " + a) + " by " + techniqueName(event)
                        + " value " + value(c);
            case TraceEvent.REDUCED:
                return head + "ply " + ply(event) + (a == 0 ? " node" : " move " + a) + " by " + b + " plies ("
                        + techniqueName(event) + ")";
            case TraceEvent.EXTENDED:
                return head + "ply " + ply(event) + " move " + a + " by " + b + " plies (" + techniqueName(event) + ")";
            case TraceEvent.RESEARCHED:
                return head + "ply " + ply(event) + " move " + a + " (" + techniqueName(event) + ")";
            case TraceEvent.NULL_MOVE:
                return head + "ply " + ply(event) + " reduction " + a;
            case TraceEvent.TABLE_PROBED:
                return head + "ply " + ply(event) + ((a & TraceEvent.PROBE_HIT) != 0 ? " hit" : " miss")
                        + ((a & TraceEvent.PROBE_USED) != 0 ? ", used" : "");
            case TraceEvent.NODE_LEFT:
                return head + "ply " + ply(event) + " value " + value(a) + " (" + (b == 0 ? "stopped" : Bound.name(b)) + ")";
            case TraceEvent.PROOF_ENTERED:
                return head + "ply " + ply(event) + " move " + a + " kind " + (b >>> TraceEvent.PROOF_THRESHOLD_BITS)
                        + " thresholds (" + (b & ((1 << TraceEvent.PROOF_THRESHOLD_BITS) - 1)) + ", " + c + ")";
            case TraceEvent.PROOF_LEFT:
                return head + "ply " + ply(event) + " pn " + a + " dn " + (b - 1) + " best move " + (c & 0xFFFF)
                        + ((c >>> 16) == 0 ? "" : " decision " + ((c >>> 16) - 1));
            case TraceEvent.PV_CHANGED:
                return head + "depth " + a + " value " + value(b) + " pv " + java.util.Arrays.toString(pvs.get(c));
            case TraceEvent.OPEN_PUSHED:
            case TraceEvent.OPEN_POPPED:
                return head + "node " + a + (c != 0 ? " solved" : " live") + " merit " + value(b);
            case TraceEvent.NODE_CREATED:
            case TraceEvent.MCTS_EXPANDED:
                return head + "node " + a + " parent " + b + " move " + c;
            case TraceEvent.MCTS_SELECTED:
                return head + "node " + a + " depth " + ply(event);
            case TraceEvent.MCTS_SIMULATED:
                return head + "node " + a + " value " + mctsValue(event);
            case TraceEvent.MCTS_BACKPROPAGATED:
                return head + "node " + a + " visits " + b + " mean " + mctsValue(event);
            default:
                return head.trim();
        }
    }

    /** The technique's name in lower case with hyphens ("late-move-reduction"); "?" for an unknown number. */
    private String techniqueName(int event) {
        try {
            return techniqueName(technique(event));
        } catch (IllegalArgumentException e) {
            return "?";
        }
    }

    /**
     * A technique's name in lower case with hyphens, "null-move-verification" (not its switch's
     * name: two techniques share one switch). Saved trees write it; {@link #techniqueNamed} reads it.
     */
    public static String techniqueName(Technique technique) {
        return technique.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }

    /** The technique {@link #techniqueName} gives this name, null if none. */
    public static Technique techniqueNamed(String name) {
        for (Technique t : TECHNIQUES) {
            if (techniqueName(t).equals(name)) {
                return t;
            }
        }
        return null;
    }

    /** Whether a move is the null move ({@link Searcher#NULL_MOVE}): a pass, never a move of the game. */
    public static boolean isNullMove(int move) {
        return move == Searcher.NULL_MOVE;
    }

    /** A search value for people: ±inf for the infinite window, mates as "mate N". */
    static String value(int value) {
        if (value >= Score.INFINITE) {
            return "inf";
        }
        if (value <= -Score.INFINITE) {
            return "-inf";
        }
        return Score.describe(value);
    }

    // Package access for TraceTree's one pass over the kinds.
    byte[][] kindChunks() {
        return kinds;
    }
}
