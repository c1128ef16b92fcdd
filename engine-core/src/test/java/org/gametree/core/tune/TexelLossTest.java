package org.gametree.core.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

/**
 * Texel's loss on positions whose results were drawn from a known logistic model: the fitted
 * scale is the model's, and Texel's local search recovers the model's weights (up to the common
 * factor the scale absorbs).
 */
class TexelLossTest {

    private static final int POSITIONS = 40_000;

    /** Two features per position; the true score is 3·a + 1·b. */
    private final int[] a = new int[POSITIONS];
    private final int[] b = new int[POSITIONS];
    private final double[] results = new double[POSITIONS];

    TexelLossTest() {
        SplittableRandom random = new SplittableRandom(11);
        for (int k = 0; k < POSITIONS; k++) {
            a[k] = random.nextInt(-60, 61);
            b[k] = random.nextInt(-200, 201);
            double p = TexelLoss.expected(3 * a[k] + b[k], 1.3);
            // a draw now and then, as in real games, in the middle of the curve
            double u = random.nextDouble();
            results[k] = u < p - 0.05 ? 1 : u < p + 0.05 ? 0.5 : 0;
        }
    }

    private void score(int[] w, int[] out) {
        for (int k = 0; k < POSITIONS; k++) {
            out[k] = w[0] * a[k] + w[1] * b[k];
        }
    }

    @Test
    void theFittedScaleIsTheModels() {
        int[] scores = new int[POSITIONS];
        score(new int[] {3, 1}, scores);
        double k = TexelLoss.fitScale(scores, results);
        assertEquals(1.3, k, 0.1);
        double atFit = TexelLoss.meanSquaredError(scores, results, k);
        assertTrue(atFit < TexelLoss.meanSquaredError(scores, results, k * 2));
        assertTrue(atFit < TexelLoss.meanSquaredError(scores, results, k / 2));
    }

    @Test
    void texelTuningRecoversTheWeightsRatioAndLowersTheLoss() {
        ParameterSpace space = new ParameterSpace(List.of(new ParameterSpace.Parameter("a", 0, 40, "g", 4),
                new ParameterSpace.Parameter("b", 1, 40, "g", 4)));
        int[] start = {10, 10};
        TexelLoss loss = TexelLoss.fitted(this::score, results, start);
        TexelLocalSearch texel = new TexelLocalSearch(space, start, loss, 1);
        double before = loss.loss(start);
        while (!texel.finished()) {
            texel.step();
        }
        int[] best = texel.best();
        assertTrue(texel.bestLoss() < before, texel.bestLoss() + " against " + before);
        double ratio = (double) best[0] / best[1];
        assertEquals(3.0, ratio, 0.4, "tuned " + best[0] + ", " + best[1]);
    }
}
