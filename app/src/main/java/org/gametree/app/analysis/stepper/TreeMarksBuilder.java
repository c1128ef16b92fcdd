package org.gametree.app.analysis.stepper;

import org.gametree.app.analysis.RecordedSearch;
import org.gametree.app.i18n.Localization;
import org.gametree.core.search.Score;
import org.gametree.core.trace.TraceStepper;
import org.gametree.core.trace.TraceTree;

/**
 * Computes the {@link TreeMarks} of a textbook tree at a step of the replay, for each kind of
 * search: depth-first (the α-β family: entered, left, cut off), best-first (SSS*, DUAL*: OPEN,
 * solved, purged) and MCTS (expanded, visits). Values and windows are written by the one score
 * formatter from the side the user chose (MAX's view, as the book draws them, or the side to
 * move at each node, as the search holds them).
 */
final class TreeMarksBuilder {

    private final RecordedSearch search;
    private final TextbookShape shape;
    private final StepperScores scores;
    private final Localization l10n;
    /** The drawn node of each node of the depth-first tree (−1 if its path leaves the tree). */
    private final int[] drawnOf;

    TreeMarksBuilder(RecordedSearch search, TextbookShape shape, Localization l10n, StepperScores scores) {
        this.search = search;
        this.shape = shape;
        this.l10n = l10n;
        this.scores = scores;
        TraceTree tree = search.tree();
        drawnOf = new int[tree.nodeCount()];
        for (int node = 0; node < drawnOf.length; node++) {
            int up = tree.parent(node);
            drawnOf[node] = up < 0 ? 0 : up < node && drawnOf[up] >= 0 ? shape.child(drawnOf[up], tree.move(node)) : -1;
        }
    }

    /** The drawn node of a depth-first tree node, −1 if none. */
    int drawnOf(int node) {
        return node < 0 ? -1 : drawnOf[node];
    }

    // ---------------------------------------------------------------- depth-first

    TreeMarks depthFirst(TraceStepper stepper) {
        TraceTree tree = search.tree();
        int position = stepper.position();
        int last = tree.nodesEnteredBefore(position) - 1;
        TreeMarks.Mark[] marks = blank();
        String[] labels = new String[shape.nodeCount()];
        if (last < 0) {
            return new TreeMarks(marks, labels, -1, -1, null);
        }
        // Only the root search in progress is drawn: iterative deepening, aspiration and MTD
        // passes search the tree again from a new root.
        int root = tree.rootOf(last);
        for (int node = root; node <= last; node++) {
            int drawn = drawnOf[node];
            if (drawn < 0) {
                continue;
            }
            int leave = tree.leaveEvent(node);
            if (leave >= 0 && leave < position) {
                marks[drawn] = TreeMarks.Mark.VISITED;
                if (!shape.isLeaf(drawn) && !tree.wasStopped(node)) {
                    labels[drawn] = scores.bounded(tree.value(node), tree.bound(node), tree.ply(node));
                }
            } else {
                marks[drawn] = TreeMarks.Mark.PATH;
            }
        }
        for (int node = root; node <= last; node++) {
            int drawn = drawnOf[node];
            if (drawn < 0 || !tree.isCutoff(node)) {
                continue;
            }
            int event = Cutoffs.eventOf(tree, node);
            if (event < 0 || event >= position) {
                continue;
            }
            // Children never entered after the cutoff are the pruned branches.
            for (int child : shape.children(drawn)) {
                if (!entered(tree, node, child)) {
                    prune(marks, child);
                }
            }
        }
        int open = stepper.openNode();
        int windowNode = drawnOf(open);
        String window = windowNode < 0 ? null : window(stepper.alpha(), stepper.beta(), tree.ply(open));
        int current = drawnOf(stepper.node() >= 0 ? stepper.node() : open);
        return new TreeMarks(marks, labels, current, windowNode, window);
    }

    private boolean entered(TraceTree tree, int node, int drawnChild) {
        for (int c = tree.firstChild(node); c >= 0; c = tree.nextSibling(c)) {
            if (drawnOf[c] == drawnChild) {
                return true;
            }
        }
        return false;
    }

    /** The window (α, β) of the side to move at {@code ply}, as shown. */
    private String window(int alpha, int beta, int ply) {
        if (alpha == Score.NONE || beta == Score.NONE) {
            return null;
        }
        return l10n.get("stepper.tree.window", scores.window(alpha, beta, ply));
    }

    // ---------------------------------------------------------------- best-first

    TreeMarks bestFirst(BestFirstReplay replay) {
        TreeMarks.Mark[] marks = blank();
        String[] labels = new String[shape.nodeCount()];
        int count = replay.nodeCount();
        int[] drawn = new int[count];
        boolean[] evaluated = new boolean[shape.nodeCount()];
        for (int node = 0; node < count; node++) {
            drawn[node] = shape.nodeOf(replay.path(node));
            int d = drawn[node];
            if (d < 0) {
                continue;
            }
            if (replay.leafValue(node) != Score.NONE) {
                marks[d] = TreeMarks.Mark.VISITED;
                evaluated[d] = true;
                if (!shape.isLeaf(d)) {
                    labels[d] = rootValue(replay.leafValue(node), replay.ply(node));
                }
            } else if (replay.solvedMerit(node) != Score.NONE) {
                marks[d] = TreeMarks.Mark.VISITED;
                labels[d] = l10n.get("stepper.tree.merit", rootValue(replay.solvedMerit(node), replay.ply(node)));
            } else if (replay.isOnOpen(node)) {
                marks[d] = TreeMarks.Mark.FRONTIER;
            } else {
                marks[d] = TreeMarks.Mark.PATH;
            }
        }
        boolean[] reached = reachedBelow(evaluated);
        for (int node = 0; node < count; node++) {
            int solver = replay.solver(node);
            if (solver < 0 || drawn[node] < 0 || drawn[solver] < 0) {
                continue;
            }
            // A MAX node solved by one MIN child: the other children's unexplored parts are purged.
            for (int child : shape.children(drawn[node])) {
                if (child != drawn[solver]) {
                    pruneUnreached(marks, child, reached);
                }
            }
        }
        int popped = replay.lastPopped();
        return new TreeMarks(marks, labels, popped >= 0 ? drawn[popped] : -1, -1, null);
    }

    /** A value from the root player's (MAX's) view, shown as the value of a node at {@code ply}. */
    private String rootValue(int value, int ply) {
        return scores.value(EventExplainer.rootViewAt(value, ply), ply);
    }

    /** Whether each drawn node has an evaluated leaf at or below it. */
    private boolean[] reachedBelow(boolean[] evaluated) {
        boolean[] reached = evaluated.clone();
        for (int node = shape.nodeCount() - 1; node > 0; node--) { // preorder reversed: children first
            if (reached[node]) {
                reached[shape.parent(node)] = true;
            }
        }
        return reached;
    }

    private void pruneUnreached(TreeMarks.Mark[] marks, int node, boolean[] reached) {
        if (!reached[node]) {
            prune(marks, node);
            return;
        }
        for (int child : shape.children(node)) {
            pruneUnreached(marks, child, reached);
        }
    }

    // ---------------------------------------------------------------- MCTS

    TreeMarks mcts(MctsReplay replay) {
        TreeMarks.Mark[] marks = blank();
        String[] labels = new String[shape.nodeCount()];
        int current = -1;
        for (int node = 0; node < replay.nodeCount(); node++) {
            int d = shape.nodeOf(replay.path(node));
            if (d < 0) {
                continue;
            }
            if (replay.visits(node) > 0) {
                marks[d] = TreeMarks.Mark.VISITED;
                labels[d] = l10n.get("stepper.tree.visits", replay.visits(node));
            } else {
                marks[d] = TreeMarks.Mark.PATH;
            }
            if (node == replay.lastNode()) {
                current = d;
            }
        }
        return new TreeMarks(marks, labels, current, -1, null);
    }

    // ---------------------------------------------------------------- helpers

    private TreeMarks.Mark[] blank() {
        TreeMarks.Mark[] marks = new TreeMarks.Mark[shape.nodeCount()];
        java.util.Arrays.fill(marks, TreeMarks.Mark.UNSEEN);
        return marks;
    }

    private void prune(TreeMarks.Mark[] marks, int node) {
        marks[node] = TreeMarks.Mark.PRUNED;
        for (int child : shape.children(node)) {
            prune(marks, child);
        }
    }
}
