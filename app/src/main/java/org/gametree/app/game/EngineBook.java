package org.gametree.app.game;

import java.util.List;

import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.core.book.BookMove;

/**
 * Where engine players look for a book move before they search: the Opening tab's book while
 * "engines play from the book" is on. Asked on the FX thread (a probe is a hash lookup), so the
 * book the user is editing is never read from a search thread.
 */
public interface EngineBook {

    /** A book move of a position: the engine move and the book's entry (weight, group). */
    record Move(int move, BookMove stats) {
    }

    /** The book's moves of the position, legal there; empty when out of book or not in use. */
    List<Move> moves(AnalysisPosition position);
}
