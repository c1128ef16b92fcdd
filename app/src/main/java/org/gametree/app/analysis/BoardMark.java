package org.gametree.app.analysis;

/**
 * A move drawn on the board by an analysis view: an arrow from {@code from} to {@code to}
 * (Xiangqi squares), or a marked point (Gomoku, where {@code from == to}). Points are the
 * engines' square/point indices, as in {@link AnalysisContext#highlightProperty()}.
 *
 * @param from the square the move starts on (for Gomoku the stone's point)
 * @param to   the square it goes to (for Gomoku the same point)
 * @param kind what the move is to the view that drew it (its colour on the board)
 * @param strength how strongly it is drawn, 0..1 (1: full width and opacity): the Opening tab
 *                 draws a book move by its share of the weight, so the line the book prefers
 *                 stands out from the rare ones
 * @param label    what the board shows when the mouse rests on the mark (the live panel's line
 *                 behind an arrow); empty for none, and then the mark takes no mouse at all
 */
public record BoardMark(int from, int to, Kind kind, double strength, String label) {

    public BoardMark {
        if (!(strength >= 0 && strength <= 1)) {
            throw new IllegalArgumentException("strength must be 0..1, got " + strength);
        }
        label = label == null ? "" : label;
    }

    /** A mark with no hover text. */
    public BoardMark(int from, int to, Kind kind, double strength) {
        this(from, to, kind, strength, "");
    }

    /** A mark drawn at full strength (every view but the Opening tab). */
    public BoardMark(int from, int to, Kind kind) {
        this(from, to, kind, 1);
    }

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

    /** The same mark drawn with another strength (0..1). */
    public BoardMark withStrength(double value) {
        return new BoardMark(from, to, kind, value, label);
    }

    /** The same mark with {@code text} shown when the mouse rests on it. */
    public BoardMark withLabel(String text) {
        return new BoardMark(from, to, kind, strength, text);
    }

    /** Whether this is one point rather than an arrow. */
    public boolean isPoint() {
        return from == to;
    }
}
