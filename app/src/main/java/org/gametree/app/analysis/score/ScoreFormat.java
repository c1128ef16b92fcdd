package org.gametree.app.analysis.score;

import java.text.NumberFormat;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.beans.value.ObservableValue;

import org.gametree.app.i18n.Localization;
import org.gametree.core.search.Bound;
import org.gametree.core.search.Score;

/**
 * The one way scores, bounds and α-β windows are written in the window, in the current language
 * and from the chosen {@link ScorePerspective}. Every value the engines report is from the side
 * to move at the node it belongs to; callers pass that side ({@code 0} = first player: Red,
 * Gomoku's Black, MAX) and the formatter turns the value round when the setting asks for the
 * first player's view. Turning round negates a value and swaps a window's ends (α′ = −β, β′ = −α)
 * and a bound's direction (≥ becomes ≤).
 *
 * <p>Values: centipawns or pattern points as signed integers ("+35", "−12", "0"), "±∞" for the
 * open window, mates in moves ("mate in 3" / "mated in 2" from the side to move; "Red mates in 3"
 * from a fixed side). FX thread (reads the current language and setting on every call).
 */
public final class ScoreFormat {

    /** The minus sign used for negative numbers (U+2212, as in the book's figures). */
    public static final String MINUS = "\u2212";

    private final Localization l10n;
    private final ObservableValue<ScorePerspective> perspective;

    public ScoreFormat(Localization l10n, ObservableValue<ScorePerspective> perspective) {
        this.l10n = l10n;
        this.perspective = perspective;
    }

    public ScorePerspective perspective() {
        ScorePerspective value = perspective.getValue();
        return value == null ? ScorePerspective.SIDE_TO_MOVE : value;
    }

    public ObservableValue<ScorePerspective> perspectiveProperty() {
        return perspective;
    }

    /** Whether a value from {@code side}'s view is shown negated under the current setting. */
    public boolean flips(int side) {
        return perspective() == ScorePerspective.FIRST_PLAYER && side == 1;
    }

    /** A value from {@code side}'s view as shown (negated when the setting asks for the other side). */
    public int shown(int value, int side) {
        if (value == Score.NONE || !flips(side)) {
            return value;
        }
        return -value;
    }

    /**
     * A value from {@code side}'s view, written: "+35", "−12", "+∞", mates in words; "—" for
     * {@link Score#NONE}. {@code sides} names the side that mates under a fixed perspective.
     */
    public String value(int value, int side, ScoreSides sides) {
        if (value == Score.NONE) {
            return l10n.get("score.none");
        }
        int shown = shown(value, side);
        if (Score.isMate(shown) && Math.abs(shown) < Score.INFINITE) {
            int moves = (Score.MATE - Math.abs(shown) + 1) / 2;
            if (perspective() == ScorePerspective.FIRST_PLAYER) {
                return l10n.get("score.sideMates", l10n.get(sides.nameKey(shown > 0 ? 0 : 1)), moves);
            }
            return l10n.get(shown > 0 ? "score.mateIn" : "score.matedIn", moves);
        }
        return plain(shown);
    }

    /** A number as it stands, no perspective applied: "+35", "−12", "0", "±∞", "—". */
    public String plain(int value) {
        if (value == Score.NONE) {
            return l10n.get("score.none");
        }
        if (value >= Score.INFINITE) {
            return "+\u221E";
        }
        if (value <= -Score.INFINITE) {
            return MINUS + "\u221E";
        }
        String digits = NumberFormat.getIntegerInstance(l10n.getLanguage().locale()).format(Math.abs((long) value));
        return value > 0 ? "+" + digits : value < 0 ? MINUS + digits : digits;
    }

    /**
     * A value with its bound from {@code side}'s view: "8" exact, "≥ 8" (a lower bound, the node
     * failed high), "≤ 8" (upper bound); the direction turns round with the value.
     */
    public String bounded(int value, int bound, int side, ScoreSides sides) {
        String text = value(value, side, sides);
        int shownBound = flips(side) ? turned(bound) : bound;
        if (shownBound == Bound.LOWER) {
            return l10n.get("score.atLeast", text);
        }
        if (shownBound == Bound.UPPER) {
            return l10n.get("score.atMost", text);
        }
        return text;
    }

    /** The α end of a window (α, β) from {@code side}'s view, as shown: −β when turned round. */
    public int shownAlpha(int alpha, int beta, int side) {
        return flips(side) ? negate(beta) : alpha;
    }

    /** The β end of a window (α, β) from {@code side}'s view, as shown: −α when turned round. */
    public int shownBeta(int alpha, int beta, int side) {
        return flips(side) ? negate(alpha) : beta;
    }

    /** A window written "α = −∞, β = +5" from {@code side}'s view (turned round if the setting asks). */
    public String window(int alpha, int beta, int side) {
        return l10n.get("score.window", plain(shownAlpha(alpha, beta, side)), plain(shownBeta(alpha, beta, side)));
    }

    /** The legend shown beside scores: "Scores from the side to move" / "Scores from Red's side". */
    public String legend(ScoreSides sides) {
        if (perspective() == ScorePerspective.FIRST_PLAYER) {
            return l10n.get("score.legend.first", l10n.get(sides.nameKey(0)));
        }
        return l10n.get("score.legend.sideToMove");
    }

    /** {@link #legend} kept up to date with the language and the setting. */
    public StringBinding legendBinding(ObservableValue<ScoreSides> sides) {
        return Bindings.createStringBinding(() -> legend(sides.getValue() == null ? ScoreSides.XIANGQI : sides.getValue()),
                l10n.languageProperty(), perspective, sides);
    }

    /** A bound seen from the other side: a lower bound on a value is an upper bound on its negation. */
    private static int turned(int bound) {
        return bound == Bound.LOWER ? Bound.UPPER : bound == Bound.UPPER ? Bound.LOWER : bound;
    }

    private static int negate(int value) {
        return value == Score.NONE ? value : -value;
    }
}
