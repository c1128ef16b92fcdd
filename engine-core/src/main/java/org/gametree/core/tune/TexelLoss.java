package org.gametree.core.tune;

/**
 * Texel's loss: how well an evaluation predicts game results. Each position carries the result
 * of its game for the first player (1 a win, ½ a draw, 0 a loss) and gets a score q from the
 * evaluation with the vector being tuned (in centipawns, from the first player's side); the
 * loss is the mean of (result − σ(q))² with σ(q) = 1 / (1 + 10^(−K·q/400)), the logistic curve
 * that turns a score into an expected result. K, the scale, is fitted once to the start vector
 * ({@link #fitScale}) and then held, so the tuner changes the evaluation, not the curve.
 */
public final class TexelLoss implements Objective {

    /** Scores every position with a vector. */
    @FunctionalInterface
    public interface Scorer {
        /** Writes the score of position k, from the first player's side, to {@code out[k]}. */
        void score(int[] vector, int[] out);
    }

    private final Scorer scorer;
    private final double[] results;
    private final double scale;
    private final int[] scores;

    /**
     * @param results each position's result for the first player: 1, 0.5 or 0
     * @param scale   K of the logistic curve
     */
    public TexelLoss(Scorer scorer, double[] results, double scale) {
        if (results.length == 0) {
            throw new IllegalArgumentException("Texel's loss needs positions");
        }
        this.scorer = scorer;
        this.results = results.clone();
        this.scale = scale;
        this.scores = new int[results.length];
    }

    public double scale() {
        return scale;
    }

    public int positions() {
        return results.length;
    }

    @Override
    public double loss(int[] vector) {
        scorer.score(vector, scores);
        return meanSquaredError(scores, results, scale);
    }

    /** The mean of (result − σ(K·score))² (see the class comment). */
    public static double meanSquaredError(int[] scores, double[] results, double scale) {
        double sum = 0;
        for (int k = 0; k < results.length; k++) {
            double e = results[k] - expected(scores[k], scale);
            sum += e * e;
        }
        return sum / results.length;
    }

    /** σ: the expected result of a score under scale K. */
    public static double expected(int score, double scale) {
        return 1 / (1 + Math.pow(10, -scale * score / 400.0));
    }

    /**
     * The K in [{@value #MIN_SCALE}, {@value #MAX_SCALE}] that minimises the loss of these scores:
     * a golden-section search on log K (the loss is unimodal in K for any sensible evaluation).
     */
    public static double fitScale(int[] scores, double[] results) {
        double lo = Math.log(MIN_SCALE);
        double hi = Math.log(MAX_SCALE);
        double ratio = (Math.sqrt(5) - 1) / 2;
        double a = hi - ratio * (hi - lo);
        double b = lo + ratio * (hi - lo);
        double fa = meanSquaredError(scores, results, Math.exp(a));
        double fb = meanSquaredError(scores, results, Math.exp(b));
        for (int iteration = 0; iteration < 80; iteration++) {
            if (fa <= fb) {
                hi = b;
                b = a;
                fb = fa;
                a = hi - ratio * (hi - lo);
                fa = meanSquaredError(scores, results, Math.exp(a));
            } else {
                lo = a;
                a = b;
                fa = fb;
                b = lo + ratio * (hi - lo);
                fb = meanSquaredError(scores, results, Math.exp(b));
            }
        }
        return Math.exp((lo + hi) / 2);
    }

    public static final double MIN_SCALE = 0.0001;
    public static final double MAX_SCALE = 20;

    /** A loss whose scale is fitted to {@code start}'s scores. */
    public static TexelLoss fitted(Scorer scorer, double[] results, int[] start) {
        int[] scores = new int[results.length];
        scorer.score(start, scores);
        return new TexelLoss(scorer, results, fitScale(scores, results));
    }
}
