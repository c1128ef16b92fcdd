package org.gametree.app.analysis;

/**
 * A move drawn on the board by an analysis view: an arrow from {@code from} to {@code to}
 * (Xiangqi squares), or a marked point (Gomoku, where {@code from == to}). Points are the
 * engines' square/point indices, as in {@link AnalysisContext#highlightProperty()}.
 *
 * @param from the square the move starts on (for Gomoku the stone's point)
 * @param to   the square it goes to (for Gomoku the same point)
 * @param kind what the move is to the view that drew it (its colour on the board)
 */
public record BoardMark(int from, int to, Kind kind) {

    /** What a drawn move means; each has its own colour in the board stylesheets. */
    public enum Kind {
        /** The move the search is looking at now (stepper, tree explorer). */
        SEARCHED,
        /** The move that refuted the line: the one that caused the cutoff. */
        REFUTATION,
        /** A best move (principal variation). */
        BEST,
        /** Another candidate (book moves, other lines). */
        CANDIDATE
    }

    /** A Gomoku stone (or any one-point mark). */
    public static BoardMark point(int point, Kind kind) {
        return new BoardMark(point, point, kind);
    }

    /** Whether this is one point rather than an arrow. */
    public boolean isPoint() {
        return from == to;
    }
}
