package org.gametree.app.lab;

import java.util.Arrays;

import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.GomokuAnalysisPosition;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.core.tune.TexelLoss;
import org.gametree.core.tune.TuningData;
import org.gametree.gomoku.eval.PatternEvaluation;
import org.gametree.gomoku.eval.PatternWeights;
import org.gametree.xiangqi.eval.EvalParameters;
import org.gametree.xiangqi.eval.RichEvaluation;

/**
 * What hand tuning shows for a vector, measured on the worker thread: the static evaluation of
 * the board's position with it and with the start vector, and Texel's losses on the data's
 * training and held-out parts. The start vector's losses are kept, since they change only when
 * the start or the data does.
 */
final class HandMeasure {

    /**
     * One request.
     *
     * @param game     whose weights the vectors are
     * @param vector   the hand-set vector
     * @param start    the start vector
     * @param position a copy of the board's position (null: none)
     * @param data     the loaded data (null: not loaded yet)
     */
    record Request(LabViewModel.Game game, int[] vector, int[] start, AnalysisPosition position, TuningData data) {
    }

    /**
     * What was measured; an evaluation is null when the board shows the other game, a loss NaN
     * when there is no data (or no held-out part).
     */
    record Result(Request request, Integer evaluation, Integer startEvaluation, double training, double startTraining,
                  double heldOut, double startHeldOut) {
    }

    private TuningData startData;
    private int[] startVector;
    private double startTraining = Double.NaN;
    private double startHeldOut = Double.NaN;

    /** Worker thread only. */
    Result measure(Request r) {
        Integer evaluation = evaluate(r.game(), r.vector(), r.position());
        Integer startEvaluation = evaluate(r.game(), r.start(), r.position());
        if (r.data() == null) {
            return new Result(r, evaluation, startEvaluation, Double.NaN, Double.NaN, Double.NaN, Double.NaN);
        }
        if (r.data() != startData || !Arrays.equals(r.start(), startVector)) {
            startTraining = r.data().training().loss(r.start());
            startHeldOut = loss(r.data().heldOut(), r.start());
            startData = r.data();
            startVector = r.start().clone();
        }
        return new Result(r, evaluation, startEvaluation, r.data().training().loss(r.vector()), startTraining,
                loss(r.data().heldOut(), r.vector()), startHeldOut);
    }

    private static double loss(TexelLoss part, int[] vector) {
        return part == null ? Double.NaN : part.loss(vector);
    }

    private static Integer evaluate(LabViewModel.Game game, int[] vector, AnalysisPosition position) {
        if (game == LabViewModel.Game.XIANGQI && position instanceof XiangqiAnalysisPosition xiangqi) {
            return new RichEvaluation(EvalParameters.of(vector)).evaluate(xiangqi.position());
        }
        if (game == LabViewModel.Game.GOMOKU && position instanceof GomokuAnalysisPosition gomoku) {
            PatternEvaluation evaluation = new PatternEvaluation(PatternWeights.of(vector));
            evaluation.reset(gomoku.position()); // incremental: it starts from the position it is asked about
            return evaluation.evaluate(gomoku.position());
        }
        return null;
    }
}
