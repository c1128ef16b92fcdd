package org.gametree.core.trace;

/**
 * The kinds of event a {@link TraceRecorder} stores, one per {@link org.gametree.core.search.SearchListener}
 * callback, and what each record's columns hold.
 *
 * <p>A record is five primitive columns: {@code kind} (a byte, one of the constants below),
 * {@code ply} (a short) and three ints {@code arg1, arg2, arg3}:
 *
 * <pre>
 *  kind                  ply     arg1          arg2          arg3
 *  SEARCH_STARTED        0       maxDepth      name number   0          (Trace.describe names it)
 *  SEARCH_ENDED          0       bestMove      value         depth      (result: Trace.result())
 *  ITERATION_STARTED     0       depth         0             0
 *  ITERATION_ENDED       0       depth         value         bestMove   (report: Trace.iterations())
 *  NODE_ENTERED          ply     move          alpha         beta       (move 0 at the root)
 *  LEAF_EVALUATED        ply     value         0             0
 *  CUTOFF                ply     move          index         stage      (index from 0; MoveStage ordinal)
 *  TABLE_PROBED          ply     1 hit | 2 used  0           0
 *  NODE_LEFT             ply     value         bound         0          (bound 0: the search stopped)
 *  PV_CHANGED            0       depth         value         pv number  (the line: Trace.pv(event))
 *  OPEN_PUSHED           0       node          merit         1 solved, 0 live
 *  OPEN_POPPED           0       node          merit         1 solved, 0 live
 *  NODE_CREATED          0       node          parent        move       (parent -1 for the root)
 *  MCTS_SELECTED         depth   node          0             0
 *  MCTS_EXPANDED         0       node          parent        move
 *  MCTS_SIMULATED        0       node          value as float bits      0
 *  MCTS_BACKPROPAGATED   0       node          visits        mean as float bits
 *  PRUNED                ply     move (0: node) technique     value      (Technique ordinal)
 *  REDUCED               ply     move (0: node) plies         technique
 *  EXTENDED              ply     move          plies         technique
 *  RESEARCHED            ply     move          technique     0
 *  NULL_MOVE             ply     reduction     0             0          (the null move's subtree follows)
 *  PROOF_ENTERED         ply     move          pnThreshold | kind << 28   dnThreshold
 *  PROOF_LEFT            ply     pn            dn + 1        bestMove | (decision + 1) << 16
 * </pre>
 *
 * The two PROOF events are a proof-number search's nodes (the Gomoku threat solver): they open
 * and close tree nodes as NODE_ENTERED and NODE_LEFT do. The threat kind and the decision are
 * small numbers the game defines (Gomoku's {@code ThreatKind} and {@code ProofListener.Decision}
 * ordinals; decision -1: the node was searched, not decided at once); dn is stored plus one so
 * that a node is never taken for a stopped one.
 *
 * MCTS values are doubles in the listener and floats here (24 significant bits: plenty to show);
 * {@link Trace#mctsValue(int)} reads them back.
 */
public final class TraceEvent {

    public static final byte SEARCH_STARTED = 1;
    public static final byte SEARCH_ENDED = 2;
    public static final byte ITERATION_STARTED = 3;
    public static final byte ITERATION_ENDED = 4;
    public static final byte NODE_ENTERED = 5;
    public static final byte LEAF_EVALUATED = 6;
    public static final byte CUTOFF = 7;
    public static final byte TABLE_PROBED = 8;
    public static final byte NODE_LEFT = 9;
    public static final byte PV_CHANGED = 10;
    public static final byte OPEN_PUSHED = 11;
    public static final byte OPEN_POPPED = 12;
    public static final byte NODE_CREATED = 13;
    public static final byte MCTS_SELECTED = 14;
    public static final byte MCTS_EXPANDED = 15;
    public static final byte MCTS_SIMULATED = 16;
    public static final byte MCTS_BACKPROPAGATED = 17;
    public static final byte PRUNED = 18;
    public static final byte REDUCED = 19;
    public static final byte EXTENDED = 20;
    public static final byte RESEARCHED = 21;
    public static final byte NULL_MOVE = 22;
    public static final byte PROOF_ENTERED = 23;
    public static final byte PROOF_LEFT = 24;

    /** One more than the largest kind: arrays indexed by kind have this length. */
    public static final int KINDS = 25;

    /** PROOF_ENTERED arg2: the bits of the proof-number threshold below the threat kind. */
    public static final int PROOF_THRESHOLD_BITS = 28;

    /** TABLE_PROBED arg1 bits. */
    public static final int PROBE_HIT = 1;
    public static final int PROBE_USED = 2;

    private static final String[] NAMES = {
        "none", "search-started", "search-ended", "iteration-started", "iteration-ended", "node-entered",
        "leaf-evaluated", "cutoff", "table-probed", "node-left", "pv-changed", "open-pushed", "open-popped",
        "node-created", "mcts-selected", "mcts-expanded", "mcts-simulated", "mcts-backpropagated",
        "pruned", "reduced", "extended", "researched", "null-move", "proof-entered", "proof-left",
    };

    private TraceEvent() {
    }

    /** The kind's name in lower case with hyphens ("node-entered"); "none" for anything else. */
    public static String name(int kind) {
        return kind > 0 && kind < KINDS ? NAMES[kind] : "none";
    }
}
