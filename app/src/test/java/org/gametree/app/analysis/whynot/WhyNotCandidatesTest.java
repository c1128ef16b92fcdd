package org.gametree.app.analysis.whynot;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;

import org.gametree.app.analysis.GomokuAnalysisPosition;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.notation.Notation;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.Position;
import org.junit.jupiter.api.Test;

class WhyNotCandidatesTest {

    @Test
    void xiangqiOffersEveryLegalMove() {
        Position start = Position.startPosition();
        assertArrayEquals(start.legalMoves(), WhyNotCandidates.of(new XiangqiAnalysisPosition(start)));
        assertEquals(0, WhyNotCandidates.of(new XiangqiAnalysisPosition(
                Fen.parse("3k5/4R4/4R4/9/9/9/9/9/9/4K4 b - - 0 1"))).length, "mated: nothing to ask");
    }

    @Test
    void gomokuOffersThePointsNearTheStonesInColumnOrder() {
        assertArrayEquals(new int[] {Notation.parsePoint(15, "h8")},
                WhyNotCandidates.of(new GomokuAnalysisPosition(new GomokuPosition(Rule.FREESTYLE))));
        GomokuPosition one = Notation.play(Rule.FREESTYLE, 15, "a1");
        String[] names = Arrays.stream(WhyNotCandidates.of(new GomokuAnalysisPosition(one)))
                .mapToObj(p -> Notation.name(15, p)).toArray(String[]::new);
        assertArrayEquals(new String[] {"a2", "a3", "b1", "b2", "b3", "c1", "c2", "c3"}, names);
    }
}
