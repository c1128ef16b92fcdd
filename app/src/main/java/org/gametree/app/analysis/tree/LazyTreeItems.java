package org.gametree.app.analysis.tree;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import javafx.collections.ObservableList;
import javafx.scene.control.TreeItem;

import org.gametree.app.analysis.MoveNotation;

/**
 * Makes the explorer's {@link TreeItem}s on demand: an item builds its children the first time
 * they are asked for (when it is expanded), from {@link ExplorableTree#firstChild} and
 * {@link ExplorableTree#nextSibling}, so a tree of a million nodes costs one item per row the
 * user has opened. Counts the items it made (the lazy-loading test reads it). FX thread.
 */
final class LazyTreeItems {

    private final ExplorableTree tree;
    private final TreeIndex index;
    private final NodeFilter filter;
    private final Supplier<MoveNotation> notation;
    private int created;

    LazyTreeItems(LoadedTree loaded, NodeFilter filter, Supplier<MoveNotation> notation) {
        this.tree = loaded.tree();
        this.index = loaded.index();
        this.filter = filter;
        this.notation = notation;
    }

    /** Items made so far. */
    int created() {
        return created;
    }

    ExplorableTree tree() {
        return tree;
    }

    /** The invisible top item: one child per iteration. */
    TreeItem<TreeRow> top() {
        created++;
        TreeItem<TreeRow> top = new TreeItem<>();
        for (int k = 0; k < tree.iterationCount(); k++) {
            top.getChildren().add(new Item(TreeRow.iteration(k)));
        }
        return top;
    }

    /** An item whose children are made when first asked for. */
    final class Item extends TreeItem<TreeRow> {

        private boolean built;

        Item(TreeRow row) {
            super(row);
            created++;
        }

        @Override
        public boolean isLeaf() {
            TreeRow row = getValue();
            if (row.isSkip()) {
                return true;
            }
            return row.isIteration() ? tree.iterationRoots(row.iteration).length == 0
                    : tree.firstChild(row.node) < 0 && tree.skips(row.node).isEmpty();
        }

        @Override
        public ObservableList<TreeItem<TreeRow>> getChildren() {
            if (!built) {
                built = true;
                super.getChildren().setAll(makeChildren());
            }
            return super.getChildren();
        }

        private List<Item> makeChildren() {
            TreeRow row = getValue();
            List<Item> children = new ArrayList<>();
            if (row.isIteration()) {
                int[] roots = tree.iterationRoots(row.iteration);
                for (int i = 0; i < roots.length; i++) {
                    children.add(new Item(TreeRow.root(roots[i], row.iteration, i, roots.length)));
                }
                return children;
            }
            MoveNotation names = notation.get();
            // Skipped moves stand where they were skipped, between the children searched before and after.
            List<SkippedMove> skips = filter.isActive() ? List.of() : tree.skips(row.node);
            int s = 0;
            int k = 0;
            for (int c = tree.firstChild(row.node); c >= 0; c = tree.nextSibling(c), k++) {
                for (; s < skips.size() && skips.get(s).childrenBefore() <= k; s++) {
                    children.add(new Item(TreeRow.skipped(row.node, skips.get(s), row.iteration)));
                }
                if (filter.accepts(tree, index, c, names)) {
                    children.add(new Item(TreeRow.node(c, row.iteration)));
                }
            }
            for (; s < skips.size(); s++) {
                children.add(new Item(TreeRow.skipped(row.node, skips.get(s), row.iteration)));
            }
            return children;
        }

        /** The child item of this node's child {@code node}, null if the filter hides it. */
        Item childFor(int node) {
            for (TreeItem<TreeRow> child : getChildren()) {
                if (child.getValue().node == node) {
                    return (Item) child;
                }
            }
            return null;
        }
    }
}
