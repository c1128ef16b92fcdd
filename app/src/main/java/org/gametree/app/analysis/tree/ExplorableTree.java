package org.gametree.app.analysis.tree;

import java.util.List;

import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.MoveNotation;
import org.gametree.core.search.MoveStage;
import org.gametree.core.search.Score;
import org.gametree.core.search.Technique;

/**
 * A recorded search tree as the explorer browses it: a live recording ({@link LiveTree}) or one
 * reopened from a JSON file ({@link SavedTree}). Nodes are numbered 0, 1, … in search order
 * (preorder), so a node's subtree is {@code [node, node + subtreeSize(node))} and navigation is
 * O(1) per step, whatever the size of the tree. Implementations are immutable and may be read
 * from any thread.
 */
public interface ExplorableTree {

    /** What was searched: "XIANGQI", "GOMOKU" or {@value #TEXTBOOK}. */
    String game();

    /** The game name of a textbook (explicitly given) tree. */
    String TEXTBOOK = "TEXTBOOK";

    String algorithm();

    int depth();

    /** The evaluation's name ("" for a textbook tree). */
    String evaluation();

    /** A fresh copy of the position searched, null for a textbook tree (or a saved one without a position). */
    AnalysisPosition rootPosition();

    int nodeCount();

    /** Whether the recorder dropped events because its cap was reached. */
    boolean isTruncated();

    long droppedEvents();

    long droppedNodes();

    /** Iterations (depths) of the search, shallowest first. */
    int iterationCount();

    int iterationDepth(int k);

    /** The root searches of iteration {@code k} (re-searches and MTD passes give several); may be empty. */
    int[] iterationRoots(int k);

    /** The principal variation iteration {@code k} reported (empty if it did not finish). */
    int[] iterationPv(int k);

    /** The search result's principal variation. */
    int[] pv();

    /** The node's parent, -1 for a root. */
    int parent(int node);

    /** Nodes in the node's subtree, itself included. */
    int subtreeSize(int node);

    /** The first child, -1 if none. */
    default int firstChild(int node) {
        return subtreeSize(node) > 1 ? node + 1 : -1;
    }

    /** The next child of the same parent, -1 if none (roots have no siblings here: iterations list them). */
    default int nextSibling(int node) {
        int p = parent(node);
        if (p < 0) {
            return -1;
        }
        int sibling = node + subtreeSize(node);
        return sibling < p + subtreeSize(p) ? sibling : -1;
    }

    /** The move that led to the node (0 for a root). */
    int move(int node);

    /** The move leading to the node, named from its parent's position ("" for a root). */
    String moveName(int node, MoveNotation notation);

    /** The names of the moves from the node's root down to it (a pass named {@link AnalysisPosition#PASS_NAME}). */
    List<String> pathNames(int node, MoveNotation notation);

    /** {@link #pathNames(int, MoveNotation)} with each pass (null move) named {@code pass}. */
    default List<String> pathNames(int node, MoveNotation notation, String pass) {
        List<String> names = new java.util.ArrayList<>(pathNames(node, notation));
        int[] moves = path(node);
        for (int i = 0; i < moves.length && i < names.size(); i++) {
            if (moves[i] == AnalysisPosition.PASS) {
                names.set(i, pass);
            }
        }
        return names;
    }

    /** The move leading to the node as the explorer shows it: {@code pass} for a null move. */
    default String moveName(int node, MoveNotation notation, String pass) {
        return isNullMove(node) ? pass : moveName(node, notation);
    }

    /** The window the node was entered with (side to move's view). */
    int alpha(int node);

    int beta(int node);

    /** Whether the node was left within the recording (incomplete nodes have no value). */
    boolean isComplete(int node);

    /** The value the node returned, {@link Score#NONE} if incomplete. */
    int value(int node);

    /** {@link org.gametree.core.search.Bound}: exact, lower or upper; 0 if none. */
    int bound(int node);

    /** Whether a move of this node reached beta and cut off the rest. */
    boolean isCutoff(int node);

    /** Index (from 0) of the cut-off move in the node's move list, -1 if none. */
    int cutoffIndex(int node);

    boolean tableHit(int node);

    /** Whether the table's entry decided the node without searching it. */
    boolean tableUsed(int node);

    /** The leaf value reported for the node, {@link Score#NONE} if none. */
    int evaluationValue(int node);

    // ---------------------------------------------------------------- a selective search's decisions
    // (none for the book's algorithms: these defaults)

    /** Whether the node is the subtree of a null move: the side to move at its parent passed. */
    default boolean isNullMove(int node) {
        return move(node) == AnalysisPosition.PASS;
    }

    /** For a null-move node, how many plies shallower it was searched (R); 0 otherwise. */
    default int nullMoveReduction(int node) {
        return 0;
    }

    /** Plies the node was searched shallower (late-move reduction); 0 if not reduced. */
    default int reduction(int node) {
        return 0;
    }

    /** Plies the node was searched deeper; 0 if not extended. */
    default int extension(int node) {
        return 0;
    }

    /** What extended the node (check, singular), null if nothing. */
    default Technique extensionTechnique(int node) {
        return null;
    }

    /** Why the node searches its move a second time (LMR or PVS re-search), null if it is a first search. */
    default Technique research(int node) {
        return null;
    }

    /** Plies the node itself was searched shallower for want of a hash move (internal iterative reduction). */
    default int internalReduction(int node) {
        return 0;
    }

    /** The technique that decided the node without its moves (null move, reverse futility, …), null if none. */
    default Technique decidedBy(int node) {
        return null;
    }

    /** The value the deciding technique gave, {@link Score#NONE} if none. */
    default int decidedValue(int node) {
        return Score.NONE;
    }

    /** The move-picker stage of the move that cut off, null if none is known. */
    default MoveStage cutoffStage(int node) {
        return null;
    }

    /** The node's moves that were skipped without a search, in the order they were skipped. */
    default List<SkippedMove> skips(int node) {
        return List.of();
    }

    // ---------------------------------------------------------------- a proof-number search's nodes
    // (the Gomoku threat solver; none for every other search: these defaults)

    /** Whether the node is a proof-number search's (then alpha, beta and value mean nothing). */
    default boolean isProofNode(int node) {
        return false;
    }

    /** The threat kind of the move that led to a proof node (Gomoku's {@code ThreatKind} ordinal), -1 if none. */
    default int threatKind(int node) {
        return -1;
    }

    /** The proof-number threshold a proof node was searched with. */
    default int pnThreshold(int node) {
        return 0;
    }

    /** The disproof-number threshold a proof node was searched with. */
    default int dnThreshold(int node) {
        return 0;
    }

    /** The proof number a proof node returned with (0: proven), -1 if unfinished. */
    default int proofNumber(int node) {
        return -1;
    }

    /** The disproof number a proof node returned with (0: disproven), -1 if unfinished. */
    default int disproofNumber(int node) {
        return -1;
    }

    /** Why a proof node was decided without children ({@code ProofListener.Decision} ordinal), -1 if it was searched. */
    default int proofDecision(int node) {
        return -1;
    }

    /** The position at a node, null when the tree has no positions (textbook trees). */
    default AnalysisPosition positionAt(int node) {
        AnalysisPosition position = rootPosition();
        if (position == null) {
            return null;
        }
        for (int move : path(node)) {
            position.play(move);
        }
        return position;
    }

    /** The moves from the node's root down to it (O(ply)). */
    default int[] path(int node) {
        int length = 0;
        for (int n = node; parent(n) >= 0; n = parent(n)) {
            length++;
        }
        int[] moves = new int[length];
        for (int n = node; parent(n) >= 0; n = parent(n)) {
            moves[--length] = move(n);
        }
        return moves;
    }

    /** The root above the node (the node itself for a root). */
    default int rootOf(int node) {
        int n = node;
        while (parent(n) >= 0) {
            n = parent(n);
        }
        return n;
    }

    /**
     * The child reached by {@code move}, taking the LAST child with that move: a move that PVS or
     * NegaScout re-searched appears twice, and the re-search (not the null-window probe) holds its
     * real value. -1 if the move is not among the children.
     */
    default int childWithMove(int node, int move) {
        int found = -1;
        for (int c = firstChild(node); c >= 0; c = nextSibling(c)) {
            if (move(c) == move) {
                found = c;
            }
        }
        return found;
    }
}
