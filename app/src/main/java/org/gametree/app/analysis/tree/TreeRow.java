package org.gametree.app.analysis.tree;

import org.gametree.app.analysis.MoveNotation;

/**
 * One row of the explorer's table: an iteration ("depth 3"), a node of the tree, or a move a
 * selective search skipped without searching it (a greyed "ghost" row among its node's
 * children). Holds only numbers; the move name is computed when the row is first drawn and kept
 * for its notation.
 */
final class TreeRow {

    /** The node, -1 for an iteration or a skipped-move row. */
    final int node;
    /** For a skipped-move row: the node whose move it is; -1 otherwise. */
    final int skipOf;
    /** For a skipped-move row: the move and why; null otherwise. */
    final SkippedMove skip;
    /** The iteration (index into the tree's iterations) the row belongs to. */
    final int iteration;
    /** For a root row: which of its iteration's root searches (from 0), and how many there are. */
    final int pass;
    final int passes;

    private String name;
    private MoveNotation nameNotation;
    private String namePass;

    private TreeRow(int node, int iteration, int pass, int passes) {
        this(node, iteration, pass, passes, -1, null);
    }

    private TreeRow(int node, int iteration, int pass, int passes, int skipOf, SkippedMove skip) {
        this.node = node;
        this.skipOf = skipOf;
        this.skip = skip;
        this.iteration = iteration;
        this.pass = pass;
        this.passes = passes;
    }

    static TreeRow iteration(int k) {
        return new TreeRow(-1, k, 0, 0);
    }

    static TreeRow root(int node, int k, int pass, int passes) {
        return new TreeRow(node, k, pass, passes);
    }

    static TreeRow node(int node, int k) {
        return new TreeRow(node, k, 0, 0);
    }

    /** A skipped move of node {@code of}. */
    static TreeRow skipped(int of, SkippedMove skip, int k) {
        return new TreeRow(-1, k, 0, 0, of, skip);
    }

    boolean isIteration() {
        return node < 0 && skip == null;
    }

    boolean isSkip() {
        return skip != null;
    }

    /** A row of a searched node (not an iteration, not a skipped move). */
    boolean isNode() {
        return node >= 0;
    }

    /** The move's name, computed once per notation (it replays the path: O(ply)); {@code pass} for a null move. */
    String moveName(ExplorableTree tree, MoveNotation notation, String pass) {
        if (name == null || nameNotation != notation || !pass.equals(namePass)) {
            name = skip != null ? skipName(tree, notation) : tree.moveName(node, notation, pass);
            nameNotation = notation;
            namePass = pass;
        }
        return name;
    }

    private String skipName(ExplorableTree tree, MoveNotation notation) {
        org.gametree.app.analysis.AnalysisPosition at = tree.positionAt(skipOf);
        if (at == null) {
            if (!skip.savedName().isEmpty()) {
                return skip.savedName();
            }
            // a textbook tree names a node by its path of child numbers, "2.3"
            String parent = tree.parent(skipOf) < 0 ? "" : tree.moveName(skipOf, notation) + ".";
            return parent + skip.move();
        }
        return at.moveName(skip.move(), notation);
    }
}
