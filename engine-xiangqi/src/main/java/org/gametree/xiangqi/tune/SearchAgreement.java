package org.gametree.xiangqi.tune;

import java.util.List;
import java.util.function.Function;

import org.gametree.core.search.Score;
import org.gametree.core.tune.Objective;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.eval.XiangqiEvaluation;

/**
 * The book's "agreement with a deeper search": the static evaluation of the weights against
 * their own depth-N search, as win probabilities (a logistic curve of scale K), the mean squared
 * difference over the positions. Positions the search proves mate in are left out (no static
 * value can match a mate score).
 *
 * <p>The book's warning, made concrete: this loss asks only that the evaluation predict its own
 * search, and an evaluation that says the same of every position predicts it perfectly: its loss is 0
 * ({@code FitnessTest} shows it). Tuned alone it drifts towards a flat evaluation; use it with
 * the piece values held fixed, or next to a loss that knows results (Texel's).
 */
public final class SearchAgreement implements Objective, AutoCloseable {

    /** What the lab and the command line show beside this fitness. */
    public static final String WARNING = "a constant evaluation agrees perfectly with its own search "
            + "(its loss is 0), so this fitness rewards a flatter evaluation: hold the piece values fixed or use Texel's loss beside it";

    private final PositionSearches searches;
    private final double scale;
    private final int[] statics;
    private final int[] values;

    /**
     * @param scale K of the logistic curve, per centipawn (Texel's fitted K / 100 is a fair choice)
     */
    public SearchAgreement(List<Position> positions, int depth, int threads, double scale) {
        this(positions, null, depth, threads, scale);
    }

    /** The same for the evaluation {@code evaluations} makes of each vector (null: the rich one). */
    public SearchAgreement(List<Position> positions, Function<int[], XiangqiEvaluation> evaluations, int depth,
                           int threads, double scale) {
        if (positions.isEmpty()) {
            throw new IllegalArgumentException("search agreement needs positions");
        }
        if (!(scale > 0)) {
            throw new IllegalArgumentException("the scale must be positive, got " + scale);
        }
        this.searches = evaluations == null ? new PositionSearches(positions, depth, threads)
                : new PositionSearches(positions, evaluations, depth, threads);
        this.scale = scale;
        this.statics = new int[positions.size()];
        this.values = new int[positions.size()];
    }

    @Override
    public synchronized double loss(int[] vector) {
        searches.search(vector, null, values, statics);
        double sum = 0;
        int counted = 0;
        for (int i = 0; i < values.length; i++) {
            if (Score.isMate(values[i])) {
                continue;
            }
            double d = sigmoid(statics[i]) - sigmoid(values[i]);
            sum += d * d;
            counted++;
        }
        return counted == 0 ? 0 : sum / counted;
    }

    private double sigmoid(int centipawns) {
        return 1.0 / (1.0 + Math.exp(-scale * centipawns));
    }

    public int size() {
        return values.length;
    }

    @Override
    public void close() {
        searches.close();
    }
}
