package org.gametree.app.analysis.stepper;

import java.util.Arrays;
import java.util.Set;
import java.util.TreeSet;

/**
 * What the textbook drawing shows at one step of the replay: each drawn node's state, the text
 * written beside it (its returned value, merit or visits, from MAX's view as in the book), the
 * node the step concerns, and the α-β window of the node being searched. Immutable; made by
 * {@link TreeMarksBuilder}, read by {@link TextbookTreeView} and by tests.
 */
public final class TreeMarks {

    /** A drawn node's state. */
    public enum Mark {
        /** Not reached yet (or never: below a depth limit). */
        UNSEEN,
        /** On the path being searched (depth-first), or expanded and unsolved (best-first). */
        PATH,
        /** A state on SSS*'s / DUAL*'s OPEN list. */
        FRONTIER,
        /** Searched: its value is known (a leaf evaluated, a node left or solved, an MCTS node visited). */
        VISITED,
        /** Cut off: a branch the algorithm will never look at. */
        PRUNED
    }

    private final Mark[] marks;
    private final String[] labels;
    private final int current;
    private final int windowNode;
    private final String windowText;

    TreeMarks(Mark[] marks, String[] labels, int current, int windowNode, String windowText) {
        this.marks = marks;
        this.labels = labels;
        this.current = current;
        this.windowNode = windowNode;
        this.windowText = windowText;
    }

    /** Nothing reached yet. */
    static TreeMarks empty(int nodes) {
        Mark[] marks = new Mark[nodes];
        Arrays.fill(marks, Mark.UNSEEN);
        return new TreeMarks(marks, new String[nodes], -1, -1, null);
    }

    public int nodeCount() {
        return marks.length;
    }

    public Mark mark(int node) {
        return marks[node];
    }

    public boolean isPruned(int node) {
        return marks[node] == Mark.PRUNED;
    }

    /** The textbook nodes greyed out so far. */
    public Set<Integer> prunedNodes() {
        Set<Integer> pruned = new TreeSet<>();
        for (int node = 0; node < marks.length; node++) {
            if (marks[node] == Mark.PRUNED) {
                pruned.add(node);
            }
        }
        return pruned;
    }

    /** The text beside a node (a value, "≥ 5", a merit, visits), or null. */
    public String label(int node) {
        return labels[node];
    }

    /** The node the current event concerns, highlighted; −1 if none. */
    public int current() {
        return current;
    }

    /** The node whose α-β window is shown, −1 if none. */
    public int windowNode() {
        return windowNode;
    }

    /** The window as text ("α 5 β +∞", MAX's view), or null. */
    public String windowText() {
        return windowText;
    }
}
