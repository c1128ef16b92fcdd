package org.gametree.app.analysis.tree;

import java.io.IOException;
import java.io.Writer;

import org.gametree.app.analysis.MoveNotation;
import org.gametree.app.analysis.score.ScoreFormat;
import org.gametree.app.i18n.Localization;

/**
 * The tree as a Graphviz digraph: one box per node (move, window on entry, value and bound),
 * edges parent → child in search order, cut-off nodes drawn red, table hits dashed; moves a
 * selective search skipped without searching them are grey dashed boxes with the reason. Graphviz
 * cannot lay out hundreds of thousands of nodes, so only the first {@code cap} nodes in search
 * order are written — a connected top of the tree, since a node's parent precedes it — and a
 * comment at the top says so. Windows and values are written by the window's {@link ScoreFormat}
 * (perspective and language as set), and the graph's label is the score legend.
 */
public final class TreeDot {

    /** Nodes written by default: about what Graphviz's dot lays out in a few seconds. */
    public static final int DEFAULT_CAP = 2000;

    private TreeDot() {
    }

    /**
     * Writes at most {@code cap} nodes; returns how many were written. {@code l10n} and
     * {@code scores} are read on the calling thread: give a worker its own copies
     * ({@link #copyOf}).
     */
    public static int write(ExplorableTree tree, MoveNotation notation, Localization l10n, ScoreFormat scores,
                            int cap, Writer out) throws IOException {
        TreeScores shown = new TreeScores(tree, scores);
        int n = Math.min(cap, tree.nodeCount());
        out.write("// search tree: " + tree.algorithm() + ", depth " + tree.depth() + ", " + tree.nodeCount() + " nodes\n");
        if (n < tree.nodeCount()) {
            out.write("// capped: only the first " + n + " of " + tree.nodeCount() + " nodes in search order are drawn\n");
        }
        if (tree.isTruncated()) {
            out.write("// the recording was truncated: " + tree.droppedNodes() + " nodes were not recorded\n");
        }
        out.write("digraph search {\n");
        out.write("  label=\"" + escape(shown.legend()) + "\";\n");
        out.write("  node [shape=box, fontname=\"sans-serif\", fontsize=10];\n");
        for (int node = 0; node < n; node++) {
            StringBuilder label = new StringBuilder();
            label.append(tree.parent(node) < 0 ? l10n.get("tree.row.root")
                    : tree.moveName(node, notation, l10n.get("tree.move.pass")));
            label.append("\\n[").append(shown.alpha(node)).append(", ").append(shown.beta(node)).append(']');
            if (tree.isComplete(node)) {
                label.append("\\n").append(shown.value(node)).append(' ')
                        .append(l10n.get(BoundText.key(tree, node, shown.shownBound(node))));
            }
            out.write("  n" + node + " [label=\"" + escape(label.toString()) + "\"");
            if (tree.isCutoff(node)) {
                out.write(", color=red");
            }
            if (tree.tableHit(node)) {
                out.write(", style=dashed");
            }
            out.write("];\n");
            int parent = tree.parent(node);
            if (parent >= 0) {
                out.write("  n" + parent + " -> n" + node + ";\n");
            }
            java.util.List<SkippedMove> skips = tree.skips(node);
            if (!skips.isEmpty()) {
                // moves a selective search skipped without searching them: grey, dotted, with the reason
                org.gametree.app.analysis.AnalysisPosition at = tree.positionAt(node);
                for (int i = 0; i < skips.size(); i++) {
                    SkippedMove skip = skips.get(i);
                    String name = at != null ? at.moveName(skip.move(), notation)
                            : skip.savedName().isEmpty() ? Integer.toString(skip.move()) : skip.savedName();
                    String id = "s" + node + "_" + i;
                    out.write("  " + id + " [label=\"" + escape(name + "\\n" + l10n.get("tree.technique."
                            + skip.technique().name())) + "\", style=dashed, color=gray, fontcolor=gray];\n");
                    out.write("  n" + node + " -> " + id + " [style=dotted, color=gray];\n");
                }
            }
        }
        out.write("}\n");
        return n;
    }

    /** A formatter for a worker: the same language and perspective as {@code scores} now, fixed. */
    public static ScoreFormat copyOf(Localization l10n, ScoreFormat scores) {
        return new ScoreFormat(l10n, new javafx.beans.property.SimpleObjectProperty<>(scores.perspective()));
    }

    /** Quotes and backslashes escaped for a DOT string (the label's own "\n" line breaks are kept). */
    private static String escape(String text) {
        return text.replace("\"", "\\\"");
    }
}
