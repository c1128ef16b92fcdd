package org.gametree.app.analysis.stepper;

import java.util.Locale;

import org.gametree.app.i18n.Localization;
import org.gametree.core.search.Bound;
import org.gametree.core.search.Score;

/** Search values as people read them: ±∞ for the open window, "mate in 3", bounds as ≥ / ≤. */
final class ValueText {

    private final Localization l10n;

    ValueText(Localization l10n) {
        this.l10n = l10n;
    }

    /** A value, or "—" for {@link Score#NONE} (no node open). */
    String value(int value) {
        if (value == Score.NONE) {
            return l10n.get("stepper.value.none");
        }
        if (value >= Score.INFINITE) {
            return l10n.get("stepper.value.plusInfinity");
        }
        if (value <= -Score.INFINITE) {
            return l10n.get("stepper.value.minusInfinity");
        }
        if (value >= Score.MATE_BOUND) {
            return l10n.get("stepper.value.mateIn", (Score.MATE - value + 1) / 2);
        }
        if (value <= -Score.MATE_BOUND) {
            return l10n.get("stepper.value.matedIn", (Score.MATE + value + 1) / 2);
        }
        return Integer.toString(value); // no digit grouping: values are small and read like the book's
    }

    /** A value with its bound: "8" exact, "≥ 8" lower, "≤ 8" upper. */
    String bounded(int value, int bound) {
        if (bound == Bound.LOWER) {
            return l10n.get("stepper.value.atLeast", value(value));
        }
        if (bound == Bound.UPPER) {
            return l10n.get("stepper.value.atMost", value(value));
        }
        return value(value);
    }

    /** An MCTS mean or probability, three decimals. */
    static String probability(double p) {
        return Double.isNaN(p) ? "—" : String.format(Locale.ROOT, "%.3f", p);
    }

    /** An upper confidence bound; unvisited children have an infinite one. */
    String ucb(double ucb) {
        return Double.isInfinite(ucb) ? l10n.get("stepper.value.plusInfinity") : String.format(Locale.ROOT, "%.3f", ucb);
    }
}
