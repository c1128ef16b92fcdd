package org.gametree.app.analysis.tree;

import org.gametree.core.search.Bound;

/** The text key of a node's bound as the explorer and its DOT export name it. */
final class BoundText {

    private BoundText() {
    }

    /** {@code shownBound} is the node's bound as shown (turned round with the value, see {@link TreeScores}). */
    static String key(ExplorableTree tree, int node, int shownBound) {
        if (!tree.isComplete(node)) {
            return "tree.bound.incomplete";
        }
        return switch (shownBound) {
            case Bound.EXACT -> "tree.bound.exact";
            case Bound.LOWER -> "tree.bound.lower";
            case Bound.UPPER -> "tree.bound.upper";
            default -> "tree.bound.stopped";
        };
    }
}
