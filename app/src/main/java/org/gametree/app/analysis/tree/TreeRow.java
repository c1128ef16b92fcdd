package org.gametree.app.analysis.tree;

import org.gametree.app.analysis.MoveNotation;

/**
 * One row of the explorer's table: an iteration ("depth 3") or a node of the tree. Holds only
 * numbers; the move name is computed when the row is first drawn and kept for its notation.
 */
final class TreeRow {

    /** The node, -1 for an iteration row. */
    final int node;
    /** The iteration (index into the tree's iterations) the row belongs to. */
    final int iteration;
    /** For a root row: which of its iteration's root searches (from 0), and how many there are. */
    final int pass;
    final int passes;

    private String name;
    private MoveNotation nameNotation;

    private TreeRow(int node, int iteration, int pass, int passes) {
        this.node = node;
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

    boolean isIteration() {
        return node < 0;
    }

    /** The move's name, computed once per notation (it replays the path: O(ply)). */
    String moveName(ExplorableTree tree, MoveNotation notation) {
        if (name == null || nameNotation != notation) {
            name = tree.moveName(node, notation);
            nameNotation = notation;
        }
        return name;
    }
}
