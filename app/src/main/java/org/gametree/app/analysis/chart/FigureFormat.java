package org.gametree.app.analysis.chart;

import java.text.NumberFormat;
import java.text.ParseException;
import java.util.Locale;

import org.gametree.app.i18n.Localization;

/**
 * How the analysis views write their figures — counts, rates, branching factors, times — in
 * the current language (thousands grouped). One formatter for the live panel and Compare, so a
 * figure reads the same in both; scores have their own ({@code AnalysisContext.scores()}).
 */
public final class FigureFormat {

    /** Shown for a figure that has nothing to show yet (no probe, no cutoff, no depth). */
    public static final String NONE = "—";

    private final Localization l10n;

    public FigureFormat(Localization l10n) {
        this.l10n = l10n;
    }

    private Locale locale() {
        return l10n.getLanguage().locale();
    }

    /** 1234567 → "1,234,567". */
    public String count(long value) {
        return NumberFormat.getIntegerInstance(locale()).format(value);
    }

    /** 0.8734 → "87.3%"; a negative or undefined rate (nothing counted) → "—". */
    public String percent(double rate) {
        if (!(rate >= 0)) {
            return NONE;
        }
        NumberFormat format = NumberFormat.getPercentInstance(locale());
        format.setMinimumFractionDigits(1);
        format.setMaximumFractionDigits(1);
        return format.format(rate);
    }

    /** An effective branching factor with two decimals; 0 or NaN (none yet) → "—". */
    public String branching(double factor) {
        if (!(factor > 0)) {
            return NONE;
        }
        NumberFormat format = NumberFormat.getNumberInstance(locale());
        format.setMinimumFractionDigits(2);
        format.setMaximumFractionDigits(2);
        return format.format(factor);
    }

    /** Milliseconds as seconds with one decimal: 12345 → "12.3 s". */
    public String seconds(long millis) {
        NumberFormat format = NumberFormat.getNumberInstance(locale());
        format.setMinimumFractionDigits(1);
        format.setMaximumFractionDigits(1);
        return l10n.get("live.seconds", format.format(millis / 1000.0));
    }

    /**
     * A figure this formatter wrote, read back as a number ("1,234" → 1234, "87.3%" → 0.873,
     * "—" → NaN): for sorting table columns by value.
     */
    public double parse(String text) {
        if (text == null || text.isBlank() || text.equals(NONE)) {
            return Double.NaN;
        }
        try {
            String trimmed = text.strip();
            if (trimmed.endsWith("%")) {
                return NumberFormat.getPercentInstance(locale()).parse(trimmed).doubleValue();
            }
            return NumberFormat.getNumberInstance(locale()).parse(trimmed.replace("\u2212", "-")).doubleValue();
        } catch (ParseException e) {
            return Double.NaN;
        }
    }
}
