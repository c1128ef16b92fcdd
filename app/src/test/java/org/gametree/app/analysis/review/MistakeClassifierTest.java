package org.gametree.app.analysis.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.MoveNotation;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.app.analysis.score.ScoreSides;
import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.Localization;
import org.gametree.core.search.Score;
import org.gametree.xiangqi.Position;
import org.junit.jupiter.api.Test;

/**
 * The judgement of moves from a synthetic score series with known drops, the per-side counts,
 * the win-probability curve and the exported text.
 */
class MistakeClassifierTest {

    /** Scores from Red's view of positions 0..7 (Red to move at even plies). */
    private static final int[] RED_VIEW = {20, -40, 70, 60, 400, -200, -(Score.MATE - 3), -1000};

    private static List<PositionScore> series() {
        List<PositionScore> scores = new ArrayList<>();
        for (int ply = 0; ply < RED_VIEW.length; ply++) {
            int side = ply % 2;
            scores.add(new PositionScore(ply, side == 0 ? RED_VIEW[ply] : -RED_VIEW[ply], side, 4, 0));
        }
        return scores;
    }

    @Test
    void dropsOfTheMoverAreJudgedByTheThresholds() {
        List<MoveAssessment> moves = MistakeClassifier.classify(series(), ReviewScale.XIANGQI);
        assertEquals(7, moves.size());
        assertEquals(List.of(MoveJudgement.INACCURACY, MoveJudgement.MISTAKE, MoveJudgement.GOOD, MoveJudgement.BLUNDER,
                MoveJudgement.BLUNDER, MoveJudgement.GOOD, MoveJudgement.GOOD), moves.stream().map(MoveAssessment::judgement).toList());
        assertEquals(List.of(60, 110, 10, 340, 600, 0, 0), moves.stream().map(MoveAssessment::loss).toList());
        assertEquals(List.of(0, 1, 0, 1, 0, 1, 0), moves.stream().map(MoveAssessment::mover).toList());
        assertEquals(List.of(1, 2, 3, 4, 5, 6, 7), moves.stream().map(MoveAssessment::ply).toList());
        // the mate is clamped to the scale's edge: Black's move into it gains, Red's reply loses nothing more
        assertEquals(1000, moves.get(5).after());
        assertEquals(-1000, moves.get(6).before());
    }

    @Test
    void thresholdsAreInclusiveAndGrow() {
        ReviewScale scale = ReviewScale.XIANGQI;
        assertEquals(MoveJudgement.GOOD, scale.judge(49));
        assertEquals(MoveJudgement.INACCURACY, scale.judge(50));
        assertEquals(MoveJudgement.MISTAKE, scale.judge(100));
        assertEquals(MoveJudgement.BLUNDER, scale.judge(300));
        assertEquals(MoveJudgement.MISTAKE, ReviewScale.GOMOKU.judge(400));
        assertThrows(IllegalArgumentException.class, () -> new ReviewScale(1000, 250, 100, 50, 300));
    }

    @Test
    void reportCountsEachSide() {
        GameReport report = GameReport.of(MistakeClassifier.classify(series(), ReviewScale.XIANGQI));
        assertEquals(new GameReport.SideReport(4, 1, 0, 1, 670 / 4.0), report.first());
        assertEquals(new GameReport.SideReport(3, 0, 1, 1, 450 / 3.0), report.second());
    }

    @Test
    void winProbabilityIsTheLogisticOfTheClampedScore() {
        ReviewScale scale = ReviewScale.XIANGQI;
        assertEquals(0.5, scale.winProbability(0), 1e-12);
        assertEquals(1 / (1 + Math.exp(-1)), scale.winProbability(250), 1e-12);
        assertEquals(1 / (1 + Math.exp(4)), scale.winProbability(-5000), 1e-12, "clamped to −1000 first");
        assertEquals(1.0, scale.winProbability(Score.MATE - 5));
        assertEquals(0.0, scale.winProbability(-(Score.MATE - 5)));
    }

    @Test
    void exportWritesTheReportAndEveryMove() {
        AnalysisPosition start = new XiangqiAnalysisPosition(Position.startPosition());
        int[] moves = SelfPlay.line(start, RED_VIEW.length - 1, "classic", 2);
        ReviewResult review = new ReviewResult(start, moves, new ReviewSearch("best", "pst", 4, 0), series());
        ReportText text = new ReportText(new Localization(Language.ENGLISH), ScoreSides.XIANGQI, MoveNotation.COORDINATE, 0);

        String markdown = text.markdown(review);
        assertTrue(markdown.startsWith("# Game review\n\nEngine: best, depth 4, evaluation pst\n"), markdown);
        assertTrue(markdown.contains("| Side | Inaccuracies | Mistakes | Blunders | Average loss |\n"), markdown);
        assertTrue(markdown.contains("| Red | 1 | 0 | 1 | 167.5 |\n"), markdown);
        assertTrue(markdown.contains("| Black | 0 | 1 | 1 | 150.0 |\n"), markdown);

        List<String> names = start.lineNames(moves, MoveNotation.COORDINATE);
        String[] csv = text.csv(review).split("\n");
        assertEquals(8, csv.length, "a header and one row per move");
        assertEquals("Ply,Move,Side,Score after,Loss,Mark", csv[0]);
        assertEquals("1," + names.get(0) + ",Red,-40,60,?!", csv[1]);
        assertEquals("5," + names.get(4) + ",Red,-200,600,??", csv[5]);
        assertEquals("6," + names.get(5) + ",Black,Black mates in 2,0,", csv[6]);

        // from Black's side the scores turn round; the losses are the movers' either way
        ReportText black = new ReportText(new Localization(Language.SIMPLIFIED_CHINESE), ScoreSides.XIANGQI,
                MoveNotation.COORDINATE, 1);
        String[] chinese = black.csv(review).split("\n");
        assertEquals("步,着法,一方,走后得分,损失,标记", chinese[0]);
        assertEquals("5," + names.get(4) + ",红方,+200,600,??", chinese[5]);
    }
}
