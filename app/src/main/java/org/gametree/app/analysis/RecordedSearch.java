package org.gametree.app.analysis;

import java.util.List;

import org.gametree.core.search.SearchResult;
import org.gametree.core.trace.TraceTree;
import org.gametree.core.tree.TextbookTree;

/**
 * A search recorded event by event, with what is needed to show any of its nodes: the tree
 * explorer and the stepper both read it. Immutable once made (the trace is a snapshot).
 *
 * @param root       the position searched (a private copy), or null for a textbook tree
 * @param textbook   the textbook tree searched, or null for a game position
 * @param algorithm  the algorithm or preset name
 * @param depth      the depth asked for
 * @param evaluation the evaluation's name ("" for a textbook tree)
 * @param tree       the recorded tree (it says whether the trace was truncated)
 * @param result     the search's result
 */
public record RecordedSearch(AnalysisPosition root, TextbookTree textbook, String algorithm, int depth,
                             String evaluation, TraceTree tree, SearchResult result) {

    public RecordedSearch {
        if ((root == null) == (textbook == null)) {
            throw new IllegalArgumentException("exactly one of a game position and a textbook tree");
        }
    }

    /** The game position at a node of the tree: the root with the node's path played (null for a textbook tree). */
    public AnalysisPosition positionAt(int node) {
        if (root == null) {
            return null;
        }
        AnalysisPosition position = root.copy();
        for (int move : tree.path(node)) {
            position.play(move);
        }
        return position;
    }

    /** The move leading to a node, named from its parent's position ("2.1"-style child numbers for a textbook tree). */
    public String moveName(int node, MoveNotation notation) {
        int move = tree.move(node);
        if (root == null) {
            return textbook.nameOf(textbookNode(node));
        }
        int parent = tree.parent(node);
        AnalysisPosition before = parent < 0 ? root.copy() : positionAt(parent);
        return before.moveName(move, notation);
    }

    /** The names of the moves from the root to a node. */
    public List<String> pathNames(int node, MoveNotation notation) {
        if (root == null) {
            return List.of(textbook.nameOf(textbookNode(node)));
        }
        return root.lineNames(tree.path(node), notation);
    }

    /** The textbook tree's own node number for a node of the recorded tree. */
    public int textbookNode(int node) {
        TextbookTree walk = textbook.copy();
        for (int move : tree.path(node)) {
            walk.makeMove(move);
        }
        return walk.currentNode();
    }
}
