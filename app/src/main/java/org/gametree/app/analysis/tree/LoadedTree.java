package org.gametree.app.analysis.tree;

import org.gametree.app.analysis.RecordedSearch;

/**
 * A tree ready to browse: the tree, its index (made off the FX thread) and, for a live
 * recording, the {@link RecordedSearch} it came from (null for a tree opened from a file).
 */
public record LoadedTree(ExplorableTree tree, TreeIndex index, RecordedSearch recording) {

    /** Builds the index: O(nodes), so call it on a worker thread. */
    public static LoadedTree of(RecordedSearch recording) {
        LiveTree tree = new LiveTree(recording);
        return new LoadedTree(tree, TreeIndex.of(tree), recording);
    }

    /** Builds the index of a tree read from a file (worker thread). */
    public static LoadedTree of(SavedTree tree) {
        return new LoadedTree(tree, TreeIndex.of(tree), null);
    }
}
