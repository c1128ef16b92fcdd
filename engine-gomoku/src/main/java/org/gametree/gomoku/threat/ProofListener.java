package org.gametree.gomoku.threat;

/**
 * What the proof-number threat search reports, on the searching thread, so that its AND/OR
 * tree can be recorded, explored and stepped through. Every expansion of a node is one
 * {@link #enter}, at most one {@link #expanded} and one {@link #exit}; the nodes entered form
 * the path from the root to the current most-proving node. Listeners must be cheap and must
 * copy what they keep: the arrays passed are the solver's per-ply buffers.
 */
public interface ProofListener {

    /** One proof-number search starts (VCF, or one ply limit of the VCT deepening). */
    default void searchStarted(ThreatSolver.Mode mode, int plies) {
    }

    /** That search ended with {@code result}. */
    default void searchEnded(SolveResult result) {
    }

    /**
     * A node is expanded: {@code ply} from the root (even plies are the attacker's, OR nodes),
     * the move that led to it (0 at the root) and its kind, and the thresholds it is searched
     * with: the node returns when its proof number reaches {@code pnThreshold} or its disproof
     * number {@code dnThreshold}.
     */
    default void enter(int ply, int move, ThreatKind kind, int pnThreshold, int dnThreshold) {
    }

    /**
     * The node's children: {@code moves[0..count)} with kinds {@code kinds[i]} (ordinals of
     * {@link ThreatKind}). Not called for a node decided without children (see {@link #exit}).
     */
    default void expanded(int ply, int[] moves, byte[] kinds, int count) {
    }

    /**
     * The node returns with proof number {@code pn} and disproof number {@code dn} (pn = 0:
     * proven, a win for the attacker; dn = 0: disproven) and its most-proving child
     * {@code bestMove} (0: none). {@code reason} says why a node without children was decided
     * ({@code null} otherwise).
     */
    default void exit(int ply, int pn, int dn, int bestMove, Decision reason) {
    }

    /** Why a node was decided at once, without searching children. */
    enum Decision {
        /** The attacker has a five point. */
        FIVE,
        /** The attacker has a four the defender cannot stop. */
        STRAIGHT_FOUR,
        /** The defender has a five point the attacker does not block, or two. */
        DEFENDER_FIVE,
        /** The attacker has no threat left (in VCF: no four). */
        NO_THREAT,
        /** No defence stops the attacker's straight four. */
        NO_DEFENCE,
        /** The ply limit was reached. */
        PLY_LIMIT
    }
}
