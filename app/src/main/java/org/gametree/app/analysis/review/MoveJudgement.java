package org.gametree.app.analysis.review;

/** What a review makes of a move, by the score it lost (see {@link ReviewScale}). */
public enum MoveJudgement {

    GOOD(""),
    INACCURACY("?!"),
    MISTAKE("?"),
    BLUNDER("??");

    private final String symbol;

    MoveJudgement(String symbol) {
        this.symbol = symbol;
    }

    /** The annotation symbol written after the move ("" for a good move). */
    public String symbol() {
        return symbol;
    }

    /** The text key of its name ("review.judgement.blunder"). */
    public String key() {
        return "review.judgement." + name().toLowerCase(java.util.Locale.ROOT);
    }

    /** The style class of marks of this kind ("review-blunder"). */
    public String styleClass() {
        return "review-" + name().toLowerCase(java.util.Locale.ROOT);
    }
}
