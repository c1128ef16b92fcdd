package org.gametree.app.analysis.score;

import org.gametree.app.analysis.AnalysisPosition.Game;

/** How the two sides are called where scores are shown: the first player is side 0. */
public enum ScoreSides {

    /** Red (side 0) and Black. */
    XIANGQI("score.side.red", "score.side.black"),
    /** Black (side 0, moves first) and White. */
    GOMOKU("score.side.gomokuBlack", "score.side.white"),
    /** MAX (the root player) and MIN, as the book draws its trees. */
    TEXTBOOK("score.side.max", "score.side.min");

    private final String firstKey;
    private final String secondKey;

    ScoreSides(String firstKey, String secondKey) {
        this.firstKey = firstKey;
        this.secondKey = secondKey;
    }

    /** The text key of a side's name (0 = first player). */
    public String nameKey(int side) {
        return side == 0 ? firstKey : secondKey;
    }

    public static ScoreSides of(Game game) {
        return game == Game.GOMOKU ? GOMOKU : XIANGQI;
    }
}
