package org.gametree.app.analysis.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.GomokuAnalysisPosition;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.core.search.Score;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.notation.Notation;
import org.gametree.xiangqi.Position;
import org.junit.jupiter.api.Test;

/** The review pass: every position scored in order, the same at a fixed depth, a won game's end scored as lost. */
class GameReviewTaskTest {

    @Test
    void everyPositionIsScoredInOrderAndTheSameTwice() throws Exception {
        AnalysisPosition start = new XiangqiAnalysisPosition(Position.startPosition());
        int[] moves = SelfPlay.line(start, 10, "classic", 2);
        ReviewSearch search = new ReviewSearch("best", "pst", 3, 0);
        List<ReviewSnapshot> published = new ArrayList<>();
        ReviewSnapshot first = new GameReviewTask(start, moves, search, published::add).run();
        assertEquals(11, first.scores().size());
        assertTrue(first.complete() && first.finished());
        for (int ply = 0; ply <= 10; ply++) {
            assertEquals(ply, first.scores().get(ply).ply());
            assertEquals(ply % 2, first.scores().get(ply).sideToMove());
            assertEquals(3, first.scores().get(ply).depth());
        }
        assertEquals(12, published.size(), "one snapshot per position and the final one");
        assertEquals(List.of(1, 2, 3), published.subList(0, 3).stream().map(s -> s.scores().size()).toList());

        ReviewSnapshot again = new GameReviewTask(start, moves, search, s -> { }).run();
        assertEquals(first.scores(), again.scores(), "a fixed depth gives the same scores");
    }

    @Test
    void aCancelledPassKeepsWhatItScored() throws Exception {
        AnalysisPosition start = new XiangqiAnalysisPosition(Position.startPosition());
        GameReviewTask task = new GameReviewTask(start, SelfPlay.line(start, 6, "classic", 2),
                new ReviewSearch("best", "pst", 3, 0), s -> { });
        task.cancel();
        ReviewSnapshot result = task.run();
        assertEquals(0, result.scores().size());
        assertEquals(7, result.positions());
        assertTrue(result.finished() && !result.complete());
    }

    @Test
    void theLastPositionOfAWonGomokuGameIsLostForTheSideToMove() throws Exception {
        GomokuPosition empty = new GomokuPosition(Rule.FREESTYLE, 15);
        int[] moves = Notation.parseMoves(15, "h8 a1 i8 a3 j8 a5 k8 a7 l8");
        AnalysisPosition start = new GomokuAnalysisPosition(empty);
        ReviewSnapshot result = new GameReviewTask(start, moves, new ReviewSearch("classic", "line", 2, 0), s -> { }).run();
        assertEquals(10, result.scores().size());
        PositionScore end = result.scores().get(9);
        assertEquals(1, end.sideToMove(), "White to move after Black's five");
        assertTrue(Score.isMate(end.value()) && end.value() < 0, "White has lost: " + end.value());
        List<MoveAssessment> judged = MistakeClassifier.classify(result.scores(), ReviewScale.GOMOKU);
        assertEquals(MoveJudgement.BLUNDER, judged.get(5).judgement(),
                "White's a5 leaves Black's open three h8-j8 unanswered: " + result.scores());
        assertEquals(6, judged.get(5).ply());
        assertEquals(1, judged.get(5).mover());
    }
}
