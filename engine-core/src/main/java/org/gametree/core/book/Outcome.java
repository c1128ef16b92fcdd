package org.gametree.core.book;

/** How a game ended, seen from the side to move in a book position. */
public enum Outcome {
    WIN, DRAW, LOSS,
    /** The game's result is not known (an unfinished game, a bare move list). */
    UNKNOWN;

    /** The same result seen from the other side. */
    public Outcome flipped() {
        switch (this) {
            case WIN: return LOSS;
            case LOSS: return WIN;
            default: return this;
        }
    }
}
