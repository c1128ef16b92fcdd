package org.gametree.core.search;

/**
 * Receives a search as it happens, on the search thread. Implementations must be cheap: count,
 * or append to primitive arrays (see the trace recorder). Arrays passed in belong to the searcher
 * and are only valid during the call. A searcher with no listener pays nothing: every call site
 * is behind one null test.
 *
 * <p>Depth-first algorithms report a node as {@code nodeEntered … nodeLeft}, nested like the
 * tree; leaves as {@code leafEvaluated} between the two. Best-first algorithms (SSS*, DUAL*)
 * also report their OPEN list; MCTS reports its four phases.
 */
public interface SearchListener {

    default void searchStarted(String algorithm, int maxDepth) {
    }

    default void searchEnded(SearchResult result) {
    }

    default void iterationStarted(int depth) {
    }

    default void iterationEnded(IterationReport report) {
    }

    /**
     * The searcher's counters since the search started, sampled at its stop-check countdown
     * (every 1024 nodes or so) and right before each {@link #iterationEnded}. A watcher keeps the
     * newest one (e.g. in an {@code AtomicReference}) instead of counting node events itself.
     */
    default void statisticsSampled(Statistics statistics) {
    }

    /** A node is entered by {@code move} (0 at the root) with window (alpha, beta). */
    default void nodeEntered(int ply, int move, int alpha, int beta) {
    }

    /** The node just entered is a leaf and got this value (evaluation or a rule's value). */
    default void leafEvaluated(int ply, int value) {
    }

    /**
     * A child's value reached beta: the remaining moves are cut off. {@code index} counts from 0;
     * {@code stage} is where the move came from in the move ordering.
     */
    default void cutoff(int ply, int move, int index, MoveStage stage) {
    }

    /**
     * A technique skipped something without searching it. With {@code move} 0 the node at
     * {@code ply} itself was decided this way (reverse futility, razoring, a null-move or
     * multi-cut) with {@code value}, and is left next; otherwise {@code move}, a move of the node
     * at {@code ply}, was not searched at all (futility, late-move and SEE pruning, quiescence
     * SEE), and {@code value} is the bound it was judged by (the evaluation plus the margin, or
     * its static exchange value).
     */
    default void pruned(int ply, int move, Technique technique, int value) {
    }

    /**
     * The next search of {@code move} from the node at {@code ply} (move 0: the node itself,
     * internal iterative reduction) is {@code plies} shallower than its full depth.
     */
    default void reduced(int ply, int move, int plies, Technique technique) {
    }

    /** The next search of {@code move} from the node at {@code ply} is {@code plies} deeper. */
    default void extended(int ply, int move, int plies, Technique technique) {
    }

    /**
     * {@code move} of the node at {@code ply} is searched again: after a reduced search beat alpha
     * ({@link Technique#LATE_MOVE_REDUCTION}), or a null-window one inside a PV node
     * ({@link Technique#PVS_RESEARCH}). With {@code move} 0 at ply 0 the whole iteration is
     * searched again with a wider window ({@link Technique#ASPIRATION_WINDOW}).
     */
    default void researched(int ply, int move, Technique technique) {
    }

    /**
     * The side to move at {@code ply} passes: the null move's subtree follows, entered with the
     * move {@link Searcher#NULL_MOVE}, searched {@code reduction} plies shallower than a move would be.
     */
    default void nullMoveTried(int ply, int reduction) {
    }

    /** The transposition table was probed: {@code hit} if it held the position, {@code used} if that decided the node. */
    default void tableProbed(int ply, boolean hit, boolean used) {
    }

    /** The node is left with this value and bound ({@link Bound}). */
    default void nodeLeft(int ply, int value, int bound) {
    }

    /** The root's principal variation changed: {@code pv[0..length)}. */
    /**
     * With MultiPV above 1: line {@code rank} (from 1, in the order searched; the iteration's
     * report sorts them) of the iteration of {@code depth} is complete. Lets a watcher show the
     * lines as they come instead of at the end of the iteration.
     */
    default void lineCompleted(int depth, int rank, PvLine line) {
    }

    default void pvChanged(int depth, int value, int[] pv, int length) {
    }

    /** Best-first search: a state (node id, LIVE or SOLVED, merit h) went onto OPEN. */
    default void openPushed(int node, boolean solved, int merit) {
    }

    /** Best-first search: the state with the best merit was taken off OPEN. */
    default void openPopped(int node, boolean solved, int merit) {
    }

    /** Best-first search: node {@code node} was created as child {@code move} of {@code parent} (-1 for the root). */
    default void nodeCreated(int node, int parent, int move) {
    }

    /** MCTS: selection reached {@code node} at {@code depth} below the root. */
    default void mctsSelected(int node, int depth) {
    }

    /** MCTS: {@code node} was added below {@code parent} for {@code move}. */
    default void mctsExpanded(int node, int parent, int move) {
    }

    /** MCTS: a playout from {@code node} gave {@code value} (0..1, for the side to move at the root). */
    default void mctsSimulated(int node, double value) {
    }

    /** MCTS: {@code node} now has {@code visits} visits and this mean value. */
    default void mctsBackpropagated(int node, int visits, double mean) {
    }

    /**
     * A proof-number search expands a node (see {@link org.gametree.core.trace.TraceEvent#PROOF_ENTERED}):
     * {@code kind} is the game's name number for the move's threat, the thresholds are those
     * the node is searched with (it returns when its proof number reaches {@code pnThreshold}
     * or its disproof number {@code dnThreshold}).
     */
    default void proofNodeEntered(int ply, int move, int kind, int pnThreshold, int dnThreshold) {
    }

    /**
     * A proof-number search's node returns with proof number {@code pn} and disproof number
     * {@code dn} (0: proven / disproven), its most-proving child {@code bestMove} (0: none) and
     * {@code decision}, the game's number for why it was decided without children (-1: it was searched).
     */
    default void proofNodeLeft(int ply, int pn, int dn, int bestMove, int decision) {
    }

    /**
     * A proof-number search's root numbers, sampled while it runs (beside
     * {@link #statisticsSampled}) and at the end of each of its runs: how far it is from a
     * proof ({@code proofNumber} 0) or a disproof ({@code disproofNumber} 0).
     */
    default void proofNumbersSampled(int proofNumber, int disproofNumber) {
    }
}
