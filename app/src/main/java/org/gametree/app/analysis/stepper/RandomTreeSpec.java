package org.gametree.app.analysis.stepper;

import org.gametree.core.search.Score;
import org.gametree.core.tree.TextbookTree;

/**
 * The parameters of a generated textbook tree ({@link TextbookTree#random}), checked before the
 * tree is made so a bad choice is explained in place: trees are drawn, so they are kept to
 * {@value #MAX_NODES} nodes.
 */
public record RandomTreeSpec(int branching, int depth, int min, int max, long seed, boolean perfectlyOrdered) {

    /** The largest tree drawn: beyond this the circles get too small to read. */
    public static final int MAX_NODES = 1000;

    /** Nodes of the full tree: 1 + b + b² + … + b^depth. */
    public long nodeCount() {
        long total = 0;
        long level = 1;
        for (int d = 0; d <= depth; d++) {
            total += level;
            level *= branching;
            if (total > Integer.MAX_VALUE) {
                return total;
            }
        }
        return total;
    }

    /** The bundle key of what is wrong, or null when the tree can be made. */
    public String problem() {
        if (branching < 1 || depth < 1) {
            return "stepper.error.shape";
        }
        if (min > max) {
            return "stepper.error.minMax";
        }
        if (Math.abs((long) min) >= Score.MATE_BOUND || Math.abs((long) max) >= Score.MATE_BOUND) {
            return "stepper.error.valueRange";
        }
        if (nodeCount() > MAX_NODES) {
            return "stepper.error.tooBig";
        }
        return null;
    }

    public TextbookTree create() {
        return TextbookTree.random(branching, depth, min, max, seed, perfectlyOrdered);
    }
}
