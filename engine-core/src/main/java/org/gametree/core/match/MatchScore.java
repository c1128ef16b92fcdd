package org.gametree.core.match;

/**
 * The results of a match between engine A and engine B, seen from A, with the statistics a match
 * runner prints: score, Elo difference, its 95 % error and the likelihood of superiority.
 *
 * <p>Two error models. <b>Trinomial</b>: every game is an independent trial with outcome 1, ½ or
 * 0; the variance of the mean score is the sample variance of the games over their number.
 * <b>Pentanomial</b>: games come in pairs — one opening played with both colours — and the pair
 * is the trial, with its total 0, ½, 1, 1½ or 2; this accounts for the correlation between the
 * two games of a pair (an opening that favours one colour), usually giving a smaller and more
 * honest error. Both are normal approximations; the Elo interval is the score interval mapped
 * through {@link Elo#fromScore}.
 *
 * @param wins   games A won
 * @param draws  games drawn
 * @param losses games A lost
 * @param pairs  counts of complete pairs by A's total in the pair: index 0..4 for 0, ½, 1, 1½, 2
 */
public record MatchScore(int wins, int draws, int losses, int[] pairs) {

    public MatchScore {
        if (wins < 0 || draws < 0 || losses < 0) {
            throw new IllegalArgumentException("counts must not be negative");
        }
        if (pairs.length != 5) {
            throw new IllegalArgumentException("pairs needs 5 counts (totals 0, 1/2, 1, 3/2, 2)");
        }
        pairs = pairs.clone();
        int paired = 0;
        for (int count : pairs) {
            if (count < 0) {
                throw new IllegalArgumentException("counts must not be negative");
            }
            paired += 2 * count;
        }
        if (paired > wins + draws + losses) {
            throw new IllegalArgumentException("more games in pairs than games");
        }
    }

    /** No games yet. */
    public static MatchScore empty() {
        return new MatchScore(0, 0, 0, new int[5]);
    }

    /** Trinomial counts only (no pairs). */
    public static MatchScore of(int wins, int draws, int losses) {
        return new MatchScore(wins, draws, losses, new int[5]);
    }

    @Override
    public int[] pairs() {
        return pairs.clone();
    }

    /** These results and one more game; {@code points} is A's score in it: 1, 0.5 or 0. */
    public MatchScore plus(double points) {
        if (points == 1) {
            return new MatchScore(wins + 1, draws, losses, pairs);
        }
        if (points == 0.5) {
            return new MatchScore(wins, draws + 1, losses, pairs);
        }
        if (points == 0) {
            return new MatchScore(wins, draws, losses + 1, pairs);
        }
        throw new IllegalArgumentException("a game scores 1, 0.5 or 0, not " + points);
    }

    /** These results with a complete pair counted, whose two games are already counted by {@link #plus}. */
    public MatchScore plusPair(double first, double second) {
        int index = (int) Math.round(2 * (first + second));
        int[] more = pairs.clone();
        more[index]++;
        return new MatchScore(wins, draws, losses, more);
    }

    public int games() {
        return wins + draws + losses;
    }

    /** Complete pairs. */
    public int pairCount() {
        int n = 0;
        for (int count : pairs) {
            n += count;
        }
        return n;
    }

    /** A's mean score per game, 0..1 (NaN with no games). */
    public double score() {
        return games() == 0 ? Double.NaN : (wins + 0.5 * draws) / games();
    }

    /** The Elo difference of A over B from the score. */
    public double elo() {
        return Elo.fromScore(score());
    }

    /** The standard error of the mean score, trinomial model (NaN with fewer than 2 games). */
    public double trinomialStandardError() {
        int n = games();
        if (n < 2) {
            return Double.NaN;
        }
        double s = score();
        double variance = (wins * sq(1 - s) + draws * sq(0.5 - s) + losses * sq(s)) / n;
        return Math.sqrt(variance / n);
    }

    /** The standard error of the mean score per game, pentanomial model (NaN with fewer than 2 pairs). */
    public double pentanomialStandardError() {
        int n = pairCount();
        if (n < 2) {
            return Double.NaN;
        }
        double mean = pairMean();
        double variance = 0;
        for (int i = 0; i < 5; i++) {
            variance += pairs[i] * sq(i / 4.0 - mean);
        }
        variance /= n;
        return Math.sqrt(variance / n);
    }

    /** The mean score per game over the complete pairs. */
    public double pairMean() {
        int n = pairCount();
        double total = 0;
        for (int i = 0; i < 5; i++) {
            total += pairs[i] * i / 4.0;
        }
        return n == 0 ? Double.NaN : total / n;
    }

    /** Half the width of the 95 % Elo interval, trinomial model. */
    public double trinomialEloError() {
        return eloError(score(), trinomialStandardError());
    }

    /** Half the width of the 95 % Elo interval, pentanomial model (over the complete pairs). */
    public double pentanomialEloError() {
        return eloError(pairMean(), pentanomialStandardError());
    }

    /**
     * The 95 % Elo interval {low, high}, trinomial model: useful where the ± is infinite, as
     * after a lopsided match ({-∞, −440} says more than "± ∞"). NaN bounds when unknown.
     */
    public double[] trinomialEloInterval() {
        return eloInterval(score(), trinomialStandardError());
    }

    /** The 95 % Elo interval {low, high}, pentanomial model (over the complete pairs). */
    public double[] pentanomialEloInterval() {
        return eloInterval(pairMean(), pentanomialStandardError());
    }

    private static double[] eloInterval(double score, double standardError) {
        if (Double.isNaN(score) || Double.isNaN(standardError)) {
            return new double[] {Double.NaN, Double.NaN};
        }
        return new double[] {Elo.fromScore(Math.max(0, score - Elo.Z95 * standardError)),
            Elo.fromScore(Math.min(1, score + Elo.Z95 * standardError))};
    }

    /**
     * Half the width of the Elo interval for a score ± 1.96 standard errors: infinite when the
     * interval reaches 0 or 1, 0 when the error is 0 (all games alike), NaN when unknown.
     */
    static double eloError(double score, double standardError) {
        if (Double.isNaN(score) || Double.isNaN(standardError)) {
            return Double.NaN;
        }
        double low = Elo.fromScore(score - Elo.Z95 * standardError);
        double high = Elo.fromScore(score + Elo.Z95 * standardError);
        return (high - low) / 2;
    }

    /**
     * Likelihood of superiority: the probability that A is stronger than B given the decisive
     * games, Φ((W − L) / √(W + L)); 0.5 with no decisive game.
     */
    public double los() {
        int decisive = wins + losses;
        return decisive == 0 ? 0.5 : Elo.normalCdf((wins - losses) / Math.sqrt(decisive));
    }

    private static double sq(double x) {
        return x * x;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof MatchScore m && m.wins == wins && m.draws == draws && m.losses == losses
                && java.util.Arrays.equals(m.pairs, pairs);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * (31 * wins + draws) + losses) + java.util.Arrays.hashCode(pairs);
    }

    @Override
    public String toString() {
        return "MatchScore[+" + wins + " =" + draws + " -" + losses + " pairs " + java.util.Arrays.toString(pairs) + "]";
    }
}
