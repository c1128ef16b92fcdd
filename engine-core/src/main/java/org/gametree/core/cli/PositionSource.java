package org.gametree.core.cli;

import java.util.function.Supplier;

import org.gametree.core.search.SearchPosition;

/** The options of a game's command that name a position: fresh searchable copies of it, one per search. */
public interface PositionSource {

    /** A supplier of fresh copies; bad input throws IllegalArgumentException (reported with status 2). */
    Supplier<SearchPosition> searchPositions();
}
