package org.gametree.app.analysis;

import java.nio.file.Path;

import org.gametree.gomoku.eval.GomokuEvaluation;
import org.gametree.gomoku.eval.PatternWeights;
import org.gametree.xiangqi.eval.EvalParameters;
import org.gametree.xiangqi.eval.RichEvaluation;
import org.gametree.xiangqi.eval.XiangqiEvaluation;

/**
 * The weights the workbench's engines and analysis views evaluate with: the shipped ones, or a
 * parameter file the lab put in use ("Use in engines"). Only the evaluations that have weights
 * take them (Xiangqi's rich, Gomoku's pattern); the others are the same whatever is in use.
 *
 * <p>Held for the whole process, as the shipped file is: analysis positions, engine players and
 * searches build their evaluations in many places, on worker threads, long after a view
 * chose an evaluation by name; asking here at each build means every new search uses the weights
 * in use then. Thread-safe (one volatile snapshot).
 */
public final class EngineWeights {

    /**
     * The weights in use.
     *
     * @param xiangqi     the rich evaluation's weights
     * @param xiangqiFile the file they came from, null for the shipped ones
     * @param gomoku      the pattern evaluation's weights
     * @param gomokuFile  the file they came from, null for the shipped ones
     */
    public record InUse(EvalParameters xiangqi, Path xiangqiFile, PatternWeights gomoku, Path gomokuFile) {
    }

    /** The shipped weights of both games. */
    public static final InUse SHIPPED = new InUse(EvalParameters.defaults(), null, PatternWeights.defaults(), null);

    private static volatile InUse inUse = SHIPPED;

    private EngineWeights() {
    }

    public static InUse inUse() {
        return inUse;
    }

    /** Puts Xiangqi weights in use ({@code file}: where they were saved or read, or null). */
    public static synchronized void useXiangqi(EvalParameters weights, Path file) {
        InUse now = inUse;
        inUse = new InUse(weights, file, now.gomoku(), now.gomokuFile());
    }

    /** Puts Gomoku weights in use ({@code file}: where they were saved or read, or null). */
    public static synchronized void useGomoku(PatternWeights weights, Path file) {
        InUse now = inUse;
        inUse = new InUse(now.xiangqi(), now.xiangqiFile(), weights, file);
    }

    /** Back to the shipped weights of both games. */
    public static synchronized void reset() {
        inUse = SHIPPED;
    }

    /** A new Xiangqi evaluation by name, rich with the weights in use. */
    public static XiangqiEvaluation xiangqi(String name) {
        return name.equals(RichEvaluation.NAME) ? new RichEvaluation(inUse.xiangqi()) : XiangqiEvaluation.byName(name);
    }

    /** A new Gomoku evaluation by name, pattern with the weights in use. */
    public static GomokuEvaluation gomoku(String name) {
        return name.equals(PatternWeights.EVALUATION) ? GomokuEvaluation.byName(name, inUse.gomoku())
                : GomokuEvaluation.byName(name);
    }

    /** The weights a Gomoku engine with this evaluation should play with. */
    public static PatternWeights gomokuWeightsFor(String evaluation) {
        return evaluation.equals(PatternWeights.EVALUATION) ? inUse.gomoku() : PatternWeights.defaults();
    }
}
