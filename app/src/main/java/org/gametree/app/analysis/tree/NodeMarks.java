package org.gametree.app.analysis.tree;

import java.util.ArrayList;
import java.util.List;

import org.gametree.app.analysis.BoardMark;
import org.gametree.xiangqi.Move;

/**
 * What the board draws for a selected node, and how the node is named in the preview banner.
 *
 * <p>Marks: the move that led to the node ({@link BoardMark.Kind#SEARCHED}, or
 * {@link BoardMark.Kind#REFUTATION} when it is the move that cut its parent off), and, when the
 * node itself cut off, the reply that did it — the refutation of the node's move. A search stops
 * at the move that cuts off, so that move is the last child recorded (a PVS re-search repeats
 * the move, it does not add another). Textbook trees have no board, so no marks.
 */
final class NodeMarks {

    private NodeMarks() {
    }

    static List<BoardMark> of(ExplorableTree tree, int node) {
        String game = tree.game();
        if (!"XIANGQI".equals(game) && !"GOMOKU".equals(game)) {
            return List.of();
        }
        List<BoardMark> marks = new ArrayList<>(2);
        int parent = tree.parent(node);
        if (parent >= 0 && !tree.isNullMove(node)) { // a pass moves nothing: no mark
            boolean cutParentOff = tree.isCutoff(parent) && tree.nextSibling(node) < 0;
            marks.add(mark(game, tree.move(node), cutParentOff ? BoardMark.Kind.REFUTATION : BoardMark.Kind.SEARCHED));
        }
        if (tree.isCutoff(node)) {
            int reply = lastChild(tree, node);
            if (reply >= 0 && !tree.isNullMove(reply)) {
                marks.add(mark(game, tree.move(reply), BoardMark.Kind.REFUTATION));
            }
        }
        return List.copyOf(marks);
    }

    /** The engines' move as a mark: Xiangqi {@code from | to << 8}, Gomoku a point. */
    static BoardMark mark(String game, int move, BoardMark.Kind kind) {
        if ("XIANGQI".equals(game)) {
            return new BoardMark(Move.from(move), Move.to(move), kind);
        }
        return BoardMark.point(move, kind);
    }

    private static int lastChild(ExplorableTree tree, int node) {
        int last = -1;
        for (int c = tree.firstChild(node); c >= 0; c = tree.nextSibling(c)) {
            last = c;
        }
        return last;
    }

    /** The node's place as child numbers from its root, "1.2.3" (each from 1, in search order); "" for a root. */
    static String path(ExplorableTree tree, int node) {
        StringBuilder text = new StringBuilder();
        for (int n = node; tree.parent(n) >= 0; n = tree.parent(n)) {
            int index = 1;
            for (int c = tree.firstChild(tree.parent(n)); c >= 0 && c != n; c = tree.nextSibling(c)) {
                index++;
            }
            text.insert(0, text.length() == 0 ? Integer.toString(index) : index + ".");
        }
        return text.toString();
    }

    /** A position's text cut to {@code max} characters ("…" marks the cut), for a label. */
    static String shorten(String text, int max) {
        return text.length() <= max ? text : text.substring(0, max - 1) + "…";
    }
}
