package org.gametree.app.match;

import java.util.Locale;

import org.gametree.core.match.MatchScore;

/**
 * The standing's numbers as the match tab writes them, toolkit-free: the score in per cent and
 * the Elo difference with its 95 % error — pentanomial (pairs of games as trials) once two pairs
 * are complete, as the match command prints it, trinomial before — and ∞ where a one-sided
 * result puts the Elo out of reach.
 */
public final class MatchSummary {

    private MatchSummary() {
    }

    /** "62.5%", or "–" before any game. */
    public static String percent(MatchScore score) {
        return score.games() == 0 ? "\u2013" : String.format(Locale.ROOT, "%.1f%%", 100 * score.score());
    }

    /** "+35", "−∞", "–" (no games). */
    public static String elo(MatchScore score) {
        return signed(score.games() == 0 ? Double.NaN : score.elo());
    }

    /** The 95 % error: "± 120", "± ∞", or "" when unknown (fewer than two games). */
    public static String error(MatchScore score) {
        double error = score.pairCount() >= 2 ? score.pentanomialEloError() : score.trinomialEloError();
        if (Double.isNaN(error)) {
            return "";
        }
        return "\u00B1 " + (Double.isInfinite(error) ? "\u221E" : String.format(Locale.ROOT, "%.0f", error));
    }

    static String signed(double value) {
        if (Double.isNaN(value)) {
            return "\u2013";
        }
        if (Double.isInfinite(value)) {
            return value > 0 ? "+\u221E" : "\u2212\u221E";
        }
        long rounded = Math.round(value);
        return rounded > 0 ? "+" + rounded : rounded < 0 ? "\u2212" + (-rounded) : "0";
    }
}
