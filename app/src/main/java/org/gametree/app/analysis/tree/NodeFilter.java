package org.gametree.app.analysis.tree;

import java.util.Locale;

import org.gametree.app.analysis.MoveNotation;

/**
 * Which nodes the explorer lists. Applied to the children of a node when it is expanded, so a
 * filter costs O(children) per expansion, never a walk of the tree:
 * <ul>
 *   <li>{@link Kind#ALL}: every node;</li>
 *   <li>{@link Kind#PRINCIPAL_VARIATION}: only the nodes on each iteration's principal variation
 *       (the line the search reports, one node per ply);</li>
 *   <li>{@link Kind#CUTOFFS}: only nodes that cut off or have a cut-off below them — where
 *       pruning happened, everything else hidden;</li>
 * </ul>
 * and, independently, a text: the root's moves are limited to those whose name contains it
 * (case-insensitive, "炮" or "h2"), to study one root move; deeper levels are not text-filtered.
 *
 * @param kind which nodes
 * @param text the root moves' name filter; blank for none
 */
public record NodeFilter(Kind kind, String text) {

    public enum Kind { ALL, PRINCIPAL_VARIATION, CUTOFFS }

    public static final NodeFilter NONE = new NodeFilter(Kind.ALL, "");

    public NodeFilter {
        text = text == null ? "" : text.strip();
    }

    public boolean isActive() {
        return kind != Kind.ALL || !text.isEmpty();
    }

    /** Whether a (non-root) node is listed under its parent. */
    public boolean accepts(ExplorableTree tree, TreeIndex index, int node, MoveNotation notation) {
        switch (kind) {
            case PRINCIPAL_VARIATION:
                if (!index.onPrincipalVariation(node)) {
                    return false;
                }
                break;
            case CUTOFFS:
                if (!index.cutoffAtOrBelow(node)) {
                    return false;
                }
                break;
            default:
                break;
        }
        boolean rootMove = tree.parent(tree.parent(node)) < 0;
        if (!text.isEmpty() && rootMove) {
            return tree.moveName(node, notation).toLowerCase(Locale.ROOT).contains(text.toLowerCase(Locale.ROOT));
        }
        return true;
    }
}
