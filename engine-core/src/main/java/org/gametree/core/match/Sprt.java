package org.gametree.core.match;

/**
 * A sequential probability ratio test between two hypotheses about A's Elo advantage over B:
 * H0 = {@code elo0}, H1 = {@code elo1} (logistic Elo, as {@link Elo}). After each result the
 * log-likelihood ratio (LLR) is compared with the bounds {@code ln(β/(1−α))} (accept H0) and
 * {@code ln((1−β)/α)} (accept H1); between them the test goes on.
 *
 * <p>The LLR uses the normal approximation of the generalised SPRT: with N trials of mean score
 * s and per-trial variance v, the likelihood ratio of two normal distributions centred on the
 * scores s0 and s1 of the hypotheses is {@code LLR = N (s1 − s0)(2s − s0 − s1) / (2v)}. The
 * trials are pairs of games (pentanomial) when the match has complete pairs, games
 * (trinomial) otherwise. The variance is estimated with {@link #PRIOR} of a trial added to every
 * possible outcome, so that it is never 0: a sweep (all trials alike) has no sample variance
 * yet must decide, after enough trials; with many trials the prior does not matter.
 *
 * @param elo0  the Elo difference of H0
 * @param elo1  the Elo difference of H1 (greater than elo0)
 * @param alpha the chance of accepting H1 when H0 holds
 * @param beta  the chance of accepting H0 when H1 holds
 */
public record Sprt(double elo0, double elo1, double alpha, double beta) {

    /** Pseudo-count added to each outcome when estimating the variance (see the class comment). */
    public static final double PRIOR = 0.5;

    /** Where a test stands. */
    public enum Decision { CONTINUE, ACCEPT_H0, ACCEPT_H1 }

    public Sprt {
        if (!(elo1 > elo0)) {
            throw new IllegalArgumentException("SPRT needs elo1 > elo0, got elo0=" + elo0 + " elo1=" + elo1);
        }
        if (!(alpha > 0 && alpha < 0.5 && beta > 0 && beta < 0.5)) {
            throw new IllegalArgumentException("SPRT needs 0 < alpha, beta < 0.5, got alpha=" + alpha + " beta=" + beta);
        }
    }

    /**
     * Parses {@code elo0=0 elo1=10 alpha=0.05 beta=0.05} (any order, commas or spaces between;
     * alpha and beta default to 0.05).
     */
    public static Sprt parse(String text) {
        Double e0 = null;
        Double e1 = null;
        double a = 0.05;
        double b = 0.05;
        for (String part : text.trim().split("[\\s,]+")) {
            if (part.isEmpty()) {
                continue;
            }
            int eq = part.indexOf('=');
            if (eq < 0) {
                throw new IllegalArgumentException("SPRT parameter '" + part + "' is not key=value (e.g. elo0=0 elo1=10 alpha=0.05 beta=0.05)");
            }
            String key = part.substring(0, eq).toLowerCase(java.util.Locale.ROOT);
            double value;
            try {
                value = Double.parseDouble(part.substring(eq + 1));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("SPRT parameter '" + part + "' needs a number");
            }
            switch (key) {
                case "elo0": e0 = value; break;
                case "elo1": e1 = value; break;
                case "alpha": a = value; break;
                case "beta": b = value; break;
                default:
                    throw new IllegalArgumentException("unknown SPRT parameter '" + key + "' (known: elo0, elo1, alpha, beta)");
            }
        }
        if (e0 == null || e1 == null) {
            throw new IllegalArgumentException("SPRT needs elo0 and elo1, e.g. elo0=0 elo1=10");
        }
        return new Sprt(e0, e1, a, b);
    }

    /** The bound below which H0 is accepted. */
    public double lowerBound() {
        return Math.log(beta / (1 - alpha));
    }

    /** The bound above which H1 is accepted. */
    public double upperBound() {
        return Math.log((1 - beta) / alpha);
    }

    /** The log-likelihood ratio of the results (0 before the first result). */
    public double llr(MatchScore score) {
        double s0 = Elo.toScore(elo0);
        double s1 = Elo.toScore(elo1);
        double[] values;
        double[] counts;
        if (score.pairCount() > 0) {
            values = new double[] {0, 0.25, 0.5, 0.75, 1};
            int[] pairs = score.pairs();
            counts = new double[5];
            for (int i = 0; i < 5; i++) {
                counts[i] = pairs[i];
            }
        } else {
            values = new double[] {0, 0.5, 1};
            counts = new double[] {score.losses(), score.draws(), score.wins()};
        }
        double n = 0;
        double total = 0;
        for (int i = 0; i < values.length; i++) {
            n += counts[i];
            total += counts[i] * values[i];
        }
        if (n == 0) {
            return 0;
        }
        double mean = total / n;
        double spread = 0;
        for (int i = 0; i < values.length; i++) {
            spread += (counts[i] + PRIOR) * (values[i] - mean) * (values[i] - mean);
        }
        double variance = spread / (n + PRIOR * values.length);
        return n * (s1 - s0) * (2 * mean - s0 - s1) / (2 * variance);
    }

    /** Whether the test is decided by these results. */
    public Decision decide(MatchScore score) {
        double llr = llr(score);
        if (llr >= upperBound()) {
            return Decision.ACCEPT_H1;
        }
        if (llr <= lowerBound()) {
            return Decision.ACCEPT_H0;
        }
        return Decision.CONTINUE;
    }

    @Override
    public String toString() {
        return String.format(java.util.Locale.ROOT, "elo0=%s elo1=%s alpha=%s beta=%s", trim(elo0), trim(elo1), trim(alpha), trim(beta));
    }

    private static String trim(double x) {
        return x == Math.rint(x) ? Long.toString((long) x) : Double.toString(x);
    }
}
