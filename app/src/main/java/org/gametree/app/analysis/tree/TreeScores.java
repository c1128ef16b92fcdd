package org.gametree.app.analysis.tree;

import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.score.ScoreFormat;
import org.gametree.app.analysis.score.ScoreSides;
import org.gametree.core.search.Bound;

/**
 * The explorer's numbers written through the one {@link ScoreFormat}. The recorder keeps every
 * window, value and leaf evaluation from the side to move at its node; that side is the root's
 * side to move turned round once per ply (a textbook tree's root is MAX, side 0). Reading the
 * root's side needs a copy of the root position, so it is done once per tree, here.
 */
final class TreeScores {

    private final ExplorableTree tree;
    private final ScoreFormat format;
    private final int rootSide;
    private final ScoreSides sides;

    TreeScores(ExplorableTree tree, ScoreFormat format) {
        this.tree = tree;
        this.format = format;
        AnalysisPosition root = tree.rootPosition();
        this.rootSide = root == null ? 0 : root.sideToMove();
        this.sides = sidesOf(tree);
    }

    /** How the two sides of a tree are called: Red/Black, Black/White, or MAX/MIN. */
    static ScoreSides sidesOf(ExplorableTree tree) {
        return switch (tree.game()) {
            case "XIANGQI" -> ScoreSides.XIANGQI;
            case "GOMOKU" -> ScoreSides.GOMOKU;
            default -> ScoreSides.TEXTBOOK;
        };
    }

    ScoreSides sides() {
        return sides;
    }

    /** The side to move at a node (0 = first player / MAX): the root's, turned once per ply. */
    int side(int node) {
        int ply = 0;
        for (int n = node; tree.parent(n) >= 0; n = tree.parent(n)) {
            ply++;
        }
        return (rootSide + ply) % 2;
    }

    /** α on entry as shown (−β turned round when the setting asks for the first player's view). */
    String alpha(int node) {
        return format.plain(format.shownAlpha(tree.alpha(node), tree.beta(node), side(node)));
    }

    String beta(int node) {
        return format.plain(format.shownBeta(tree.alpha(node), tree.beta(node), side(node)));
    }

    /** The value returned; blank for a node left unfinished. */
    String value(int node) {
        return tree.isComplete(node) ? format.value(tree.value(node), side(node), sides) : "";
    }

    /** Any value the search holds for the side to move at {@code node} (a skipped move's bound), as shown. */
    String valueAt(int value, int node) {
        return format.value(value, side(node), sides);
    }

    /** The leaf evaluation; blank for a node that was not evaluated as a leaf. */
    String evaluation(int node) {
        int value = tree.evaluationValue(node);
        return value == org.gametree.core.search.Score.NONE ? "" : format.value(value, side(node), sides);
    }

    /** The node's bound as shown: a lower bound from one side is an upper bound from the other. */
    int shownBound(int node) {
        int bound = tree.bound(node);
        if (!format.flips(side(node))) {
            return bound;
        }
        return bound == Bound.LOWER ? Bound.UPPER : bound == Bound.UPPER ? Bound.LOWER : bound;
    }

    String legend() {
        return format.legend(sides);
    }
}
