package org.gametree.app.analysis.tree;

import java.util.BitSet;

/**
 * What the explorer needs to know about the whole tree, computed once off the FX thread (one
 * pass over the nodes): where cut-offs happened below each node, which nodes lie on the
 * iterations' principal variations, and where "go to PV" lands.
 */
public final class TreeIndex {

    private final BitSet cutoffBelow;
    private final BitSet principal;
    private final int pvEnd;

    private TreeIndex(BitSet cutoffBelow, BitSet principal, int pvEnd) {
        this.cutoffBelow = cutoffBelow;
        this.principal = principal;
        this.pvEnd = pvEnd;
    }

    /** O(nodes): for a worker thread. */
    public static TreeIndex of(ExplorableTree tree) {
        int n = tree.nodeCount();
        BitSet cutoffBelow = new BitSet(n);
        // Children come after their parent in preorder, so one backward pass settles every subtree.
        for (int node = n - 1; node >= 0; node--) {
            if (tree.isCutoff(node)) {
                cutoffBelow.set(node);
            }
            int parent = tree.parent(node);
            if (parent >= 0 && cutoffBelow.get(node)) {
                cutoffBelow.set(parent);
            }
        }
        BitSet principal = new BitSet(n);
        int pvEnd = -1;
        for (int k = 0; k < tree.iterationCount(); k++) {
            int[] roots = tree.iterationRoots(k);
            if (roots.length == 0) {
                continue;
            }
            // The last root search of an iteration is the one that settled it (after re-searches).
            int node = follow(tree, roots[roots.length - 1], tree.iterationPv(k), principal);
            pvEnd = node;
        }
        int[] finalPv = tree.pv();
        int lastRoot = lastRoot(tree);
        if (lastRoot >= 0 && finalPv.length > 0) {
            pvEnd = follow(tree, lastRoot, finalPv, principal);
        }
        return new TreeIndex(cutoffBelow, principal, pvEnd);
    }

    private static int lastRoot(ExplorableTree tree) {
        for (int k = tree.iterationCount() - 1; k >= 0; k--) {
            int[] roots = tree.iterationRoots(k);
            if (roots.length > 0) {
                return roots[roots.length - 1];
            }
        }
        return tree.nodeCount() > 0 ? 0 : -1;
    }

    /** Follows a line of moves from a root as far as the tree has it; marks the nodes passed. */
    private static int follow(ExplorableTree tree, int root, int[] line, BitSet marks) {
        int node = root;
        marks.set(node);
        for (int move : line) {
            int next = tree.childWithMove(node, move);
            if (next < 0) {
                break;
            }
            node = next;
            marks.set(node);
        }
        return node;
    }

    /** Whether the node cut off or a node below it did. */
    public boolean cutoffAtOrBelow(int node) {
        return cutoffBelow.get(node);
    }

    /** Whether the node is on some iteration's principal variation (roots included). */
    public boolean onPrincipalVariation(int node) {
        return principal.get(node);
    }

    /**
     * The node at the end of the result's principal variation, followed from the last iteration's
     * (last) root; -1 for an empty tree.
     */
    public int principalVariationEnd() {
        return pvEnd;
    }
}
