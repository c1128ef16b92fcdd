package org.gametree.xiangqi.match;

import org.gametree.core.match.MatchScore;

/** What a match reports as it goes; called from the match's threads, one call at a time. */
public interface MatchListener {

    /** The engines are running; their names as the games will show them. */
    default void started(String first, String second) {
    }

    /** A game ended; {@code score} is the first engine's standing after it, {@code llr} the SPRT's (NaN without one). */
    default void gameEnded(GameRecord game, MatchScore score, double llr) {
    }

    /** Something worth saying: an engine restarted, the PGN could not be written, … */
    default void note(String text) {
    }
}
