package org.gametree.app.analysis.whynot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.gametree.app.analysis.GomokuAnalysisPosition;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.core.search.Score;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.notation.Notation;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.Piece;
import org.junit.jupiter.api.Test;

/** The two searches on real positions: the restricted one answers for the user's move, to full depth. */
class WhyNotSearchTest {

    @Test
    void theHangingHorseIsRefutedByTheRookAtTheFullDepth() throws Exception {
        XiangqiAnalysisPosition root = new XiangqiAnalysisPosition(Fen.parse(VerdictBuilderTest.HANGING_HORSE));
        int horse = VerdictBuilderTest.move("b0c2");
        List<WhyNotProgress> progress = new ArrayList<>();
        WhyNotOutcome outcome = new WhyNotSearch(root, horse, "best", "pst", 6, progress::add).run();
        assertNotEquals(horse, outcome.best().move());
        assertEquals(horse, outcome.chosen().move());
        assertEquals(horse, outcome.chosen().pv()[0]);
        assertEquals(VerdictBuilderTest.move("c9c2"), outcome.chosen().pv()[1], "the rook takes the horse");
        assertTrue(outcome.chosen().value() < outcome.best().value() - 300,
                outcome.chosen().value() + " vs " + outcome.best().value());
        assertEquals(6, outcome.best().depth(), "best line depth");
        assertEquals(6, outcome.chosen().depth(), "a search of one root move reaches the depth asked for");
        assertTrue(progress.contains(new WhyNotProgress(2, 6)), progress.toString());
        Verdict verdict = VerdictBuilder.of(root, outcome);
        assertEquals(Verdict.Kind.LOSES_MATERIAL, verdict.kind());
        assertEquals(Piece.HORSE, verdict.loss().type());
    }

    @Test
    void aTreeBuildingAlgorithmAnswersByPlayingTheMove() throws Exception {
        XiangqiAnalysisPosition root = new XiangqiAnalysisPosition(Fen.parse(VerdictBuilderTest.HANGING_HORSE));
        int horse = VerdictBuilderTest.move("b0c2");
        WhyNotOutcome outcome = new WhyNotSearch(root, horse, "sss", "pst", 3, p -> { }).run();
        assertEquals(horse, outcome.chosen().pv()[0]);
        assertEquals(VerdictBuilderTest.move("c9c2"), outcome.chosen().pv()[1]);
        assertTrue(outcome.chosen().value() < outcome.best().value() - 300);
    }

    @Test
    void gomokuAPointThatIgnoresAFourLetsTheOpponentWin() throws Exception {
        GomokuPosition position = Notation.play(Rule.FREESTYLE, 15, "g8 h8 a1 i8 a3 j8 a5 k8");
        GomokuAnalysisPosition root = new GomokuAnalysisPosition(position);
        int elsewhere = Notation.parsePoint(15, "a7");
        WhyNotOutcome outcome = new WhyNotSearch(root, elsewhere, "classic", root.evaluations().get(0), 4, p -> { }).run();
        assertEquals(Notation.parsePoint(15, "l8"), outcome.best().move());
        assertEquals(elsewhere, outcome.chosen().pv()[0]);
        assertEquals(Notation.parsePoint(15, "l8"), outcome.chosen().pv()[1], "White completes the five");
        assertTrue(outcome.chosen().value() <= -Score.MATE_BOUND, "a lost position: " + outcome.chosen().value());
        Verdict verdict = VerdictBuilder.of(root, outcome);
        assertEquals(Verdict.Kind.ALLOWS_MATE, verdict.kind());
        assertEquals(1, verdict.moves());
    }

    @Test
    void anIllegalMoveOrUnknownAlgorithmIsRefusedAtOnce() {
        XiangqiAnalysisPosition root = new XiangqiAnalysisPosition(Fen.parse(VerdictBuilderTest.HANGING_HORSE));
        assertThrows(IllegalArgumentException.class,
                () -> new WhyNotSearch(root, VerdictBuilderTest.move("b0b5"), "best", "pst", 4, p -> { }));
        assertThrows(IllegalArgumentException.class,
                () -> new WhyNotSearch(root, VerdictBuilderTest.move("b0c2"), "nonsense", "pst", 4, p -> { }));
    }
}
