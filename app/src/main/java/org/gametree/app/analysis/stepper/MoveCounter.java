package org.gametree.app.analysis.stepper;

import org.gametree.app.analysis.RecordedSearch;
import org.gametree.core.search.Searcher;
import org.gametree.core.tree.TextbookTree;

/**
 * How many moves the search had at a node. The trace records a cutoff's move and its index but
 * not the length of the move list, so "n remaining moves skipped" needs the list again: a
 * textbook node's children, or the moves the game's search position generates there — the same
 * generator the search used (for Xiangqi the legal moves; for Gomoku the candidate points, which
 * are not all empty points, and a forced reply when a four is on the board).
 */
final class MoveCounter {

    private final RecordedSearch search;
    private final int[] buffer = new int[Searcher.MAX_MOVES];

    MoveCounter(RecordedSearch search) {
        this.search = search;
    }

    /** The moves generated at a node of the recorded tree. */
    int movesAt(int node) {
        TextbookTree textbook = search.textbook();
        if (textbook != null) {
            return textbook.children(search.textbookNode(node)).length;
        }
        return search.positionAt(node).searchPosition(search.evaluation()).generateMoves(buffer, 0);
    }

    /** Whether the count comes from the textbook tree (true) or the search position's generator. */
    boolean countsChildren() {
        return search.textbook() != null;
    }
}
