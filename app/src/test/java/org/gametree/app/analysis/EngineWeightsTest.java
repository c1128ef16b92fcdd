package org.gametree.app.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.nio.file.Path;

import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.eval.PatternWeights;
import org.gametree.gomoku.notation.Notation;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.eval.EvalParameters;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The weights put in use reach the analysis positions' evaluations, and only the evaluations that have weights. */
class EngineWeightsTest {

    private static final String FEN = "r1baka3/3r5/2n1b1n2/p5p2/4P3p/1p4P2/P6cP/4C1NC1/9/R1BAKAB1R b - - 2 13";

    @AfterEach
    void shipped() {
        EngineWeights.reset();
    }

    @Test
    void xiangqiRichEvaluatesWithTheWeightsInUseAndPstIsUntouched() {
        XiangqiAnalysisPosition position = new XiangqiAnalysisPosition(Fen.parse(FEN));
        int rich = position.explain("rich").total();
        int pst = position.explain("pst").total();
        EvalParameters bigTempo = EvalParameters.defaults().with("tempo", 45);
        EngineWeights.useXiangqi(bigTempo, Path.of("tempo.params"));
        assertNotEquals(rich, position.explain("rich").total(), "the side to move gets the bigger tempo bonus");
        assertEquals(pst, position.explain("pst").total());
        assertEquals(Path.of("tempo.params"), EngineWeights.inUse().xiangqiFile());
        assertEquals(PatternWeights.defaults(), EngineWeights.inUse().gomoku(), "Gomoku's weights are its own");
        EngineWeights.reset();
        assertEquals(rich, position.explain("rich").total());
    }

    @Test
    void gomokuPatternEvaluatesWithTheWeightsInUse() {
        GomokuPosition board = Notation.play(Rule.RENJU, 15, "h8 h9 i9 g7 j10");
        GomokuAnalysisPosition position = new GomokuAnalysisPosition(board);
        int before = position.explain("pattern").total();
        int[] doubled = PatternWeights.defaults().toArray();
        org.gametree.core.tune.ParameterSpace space = PatternWeights.space();
        for (int i = 0; i < doubled.length; i++) {
            doubled[i] = space.clamp(i, 2L * doubled[i] + 1);
        }
        EngineWeights.useGomoku(PatternWeights.of(doubled), null);
        assertNotEquals(before, position.explain("pattern").total());
        assertEquals(PatternWeights.of(doubled), EngineWeights.gomokuWeightsFor("pattern"));
        assertEquals(PatternWeights.defaults(), EngineWeights.gomokuWeightsFor("line"));
    }
}
