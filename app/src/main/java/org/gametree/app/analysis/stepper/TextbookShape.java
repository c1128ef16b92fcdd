package org.gametree.app.analysis.stepper;

import java.util.Arrays;

import org.gametree.core.tree.TextbookTree;

/**
 * A textbook tree's structure read once into arrays — children, parent, depth, place of each
 * leaf — so drawing and mapping search paths to drawn nodes cost nothing per frame
 * ({@link TextbookTree#children} walks the preorder each time it is asked).
 */
public final class TextbookShape {

    private final TextbookTree tree;
    private final int[][] children;
    private final int[] parent;
    private final int[] depth;
    private final int height;
    private final int leaves;

    public TextbookShape(TextbookTree tree) {
        this.tree = tree;
        int n = tree.nodeCount();
        children = new int[n][];
        parent = new int[n];
        depth = new int[n];
        Arrays.fill(parent, -1);
        int deepest = 0;
        int leafCount = 0;
        // Preorder: every parent comes before its children.
        for (int node = 0; node < n; node++) {
            children[node] = tree.children(node);
            for (int child : children[node]) {
                parent[child] = node;
                depth[child] = depth[node] + 1;
            }
            deepest = Math.max(deepest, depth[node]);
            leafCount += children[node].length == 0 ? 1 : 0;
        }
        height = deepest;
        leaves = leafCount;
    }

    public TextbookTree tree() {
        return tree;
    }

    public int nodeCount() {
        return children.length;
    }

    public int leafCount() {
        return leaves;
    }

    /** The deepest level (the root is level 0). */
    public int height() {
        return height;
    }

    public int[] children(int node) {
        return children[node];
    }

    public int parent(int node) {
        return parent[node];
    }

    public int depth(int node) {
        return depth[node];
    }

    public boolean isLeaf(int node) {
        return children[node].length == 0;
    }

    /** MAX (the root player) moves at even levels. */
    public boolean isMax(int node) {
        return (depth[node] & 1) == 0;
    }

    /** The node reached from {@code node} by a move (child number from 1); −1 if there is none. */
    public int child(int node, int move) {
        return move >= 1 && move <= children[node].length ? children[node][move - 1] : -1;
    }

    /** The node reached from the root by a line of moves; −1 if the line leaves the tree. */
    public int nodeOf(int[] moves) {
        int node = 0;
        for (int move : moves) {
            node = child(node, move);
            if (node < 0) {
                return -1;
            }
        }
        return node;
    }

    /** Whether {@code node} is {@code ancestor} or below it. */
    public boolean isWithin(int node, int ancestor) {
        for (int n = node; n >= 0; n = parent[n]) {
            if (n == ancestor) {
                return true;
            }
        }
        return false;
    }
}
