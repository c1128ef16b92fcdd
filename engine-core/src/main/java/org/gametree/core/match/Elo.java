package org.gametree.core.match;

/**
 * The logistic Elo model of engine matches: an expected score {@code s} (0..1, a draw counting
 * half) and an Elo difference {@code d} are related by {@code s = 1 / (1 + 10^(−d/400))}.
 */
public final class Elo {

    /** The two-sided 95 % quantile of the standard normal distribution. */
    public static final double Z95 = 1.959963984540054;

    private Elo() {
    }

    /** The Elo difference of an expected score; ±infinity at 1 and 0. */
    public static double fromScore(double score) {
        if (score <= 0) {
            return Double.NEGATIVE_INFINITY;
        }
        if (score >= 1) {
            return Double.POSITIVE_INFINITY;
        }
        return -400 * Math.log10(1 / score - 1) + 0.0; // + 0.0: no "-0.0" for an even score
    }

    /** The expected score of an Elo difference. */
    public static double toScore(double elo) {
        return 1 / (1 + Math.pow(10, -elo / 400));
    }

    /** The standard normal distribution function Φ(x). */
    public static double normalCdf(double x) {
        return 0.5 * (1 + erf(x / Math.sqrt(2)));
    }

    /**
     * The error function, by the rational approximation 7.1.26 of Abramowitz and Stegun (absolute
     * error below 1.5e-7): enough for percentages printed to one decimal.
     */
    public static double erf(double x) {
        double sign = Math.signum(x);
        double a = Math.abs(x);
        double t = 1 / (1 + 0.3275911 * a);
        double poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
        return sign * (1 - poly * Math.exp(-a * a));
    }
}
