package org.gametree.app.analysis.live;

import java.text.NumberFormat;
import java.util.Locale;

import org.gametree.app.i18n.Localization;
import org.gametree.core.search.Score;

/** How the live panel writes its numbers, in the current language (thousands grouped). */
final class LiveFormat {

    /** Shown for a rate that has nothing to divide yet (no probe, no cutoff). */
    static final String NONE = "—";

    private final Localization l10n;

    LiveFormat(Localization l10n) {
        this.l10n = l10n;
    }

    private Locale locale() {
        return l10n.getLanguage().locale();
    }

    /** 1234567 → "1,234,567". */
    String count(long value) {
        return NumberFormat.getIntegerInstance(locale()).format(value);
    }

    /** 0.8734 → "87.3%"; a negative rate (nothing counted) → "—". */
    String percent(double rate) {
        if (rate < 0) {
            return NONE;
        }
        NumberFormat format = NumberFormat.getPercentInstance(locale());
        format.setMinimumFractionDigits(1);
        format.setMaximumFractionDigits(1);
        return format.format(rate);
    }

    /** An effective branching factor with two decimals; 0 (none yet) → "—". */
    String branching(double factor) {
        if (!(factor > 0)) {
            return NONE;
        }
        NumberFormat format = NumberFormat.getNumberInstance(locale());
        format.setMinimumFractionDigits(2);
        format.setMaximumFractionDigits(2);
        return format.format(factor);
    }

    /** Milliseconds as seconds with one decimal: 12345 → "12.3 s". */
    String seconds(long millis) {
        NumberFormat format = NumberFormat.getNumberInstance(locale());
        format.setMinimumFractionDigits(1);
        format.setMaximumFractionDigits(1);
        return l10n.get("live.seconds", format.format(millis / 1000.0));
    }

    /**
     * A root value: "+35" (centipawns, side to move's view), or the distance to mate in moves
     * ("Mate in 3" when the side to move mates, "Mated in 2" when it is mated).
     */
    String score(int value) {
        if (Score.isMate(value)) {
            int plies = Score.MATE - Math.abs(value);
            int moves = (plies + 1) / 2;
            return l10n.get(value > 0 ? "live.score.mate" : "live.score.mated", moves);
        }
        return value > 0 ? "+" + count(value) : count(value);
    }
}
