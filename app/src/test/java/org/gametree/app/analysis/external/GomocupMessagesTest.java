package org.gametree.app.analysis.external;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gametree.core.search.Score;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.xiangqi.tactics.UciInfo;
import org.junit.jupiter.api.Test;

/** Rapfi's MESSAGE lines read leniently; UCI scores turned into ours. */
class GomocupMessagesTest {

    @Test
    void rapfiLinesGiveDepthEvalNodesAndALegalLine() {
        GomokuPosition position = new GomokuPosition();
        position.makeMove(GomokuPosition.point(7, 7));
        position.makeMove(GomokuPosition.point(8, 8));
        GomocupMessages messages = new GomocupMessages(position);
        assertTrue(messages.add("Depth 12-17 | Eval 216 | Time 8ms | H7 G8 I7"));
        ExternalSnapshot snapshot = messages.snapshot();
        assertEquals(12, snapshot.depth());
        assertEquals(8, snapshot.millis());
        assertEquals(216, snapshot.best().value());
        assertArrayEquals(new int[] {GomokuPosition.point(7, 6), GomokuPosition.point(6, 7), GomokuPosition.point(8, 6)},
                snapshot.best().moves(), "letter = x from A, number = y from 1");

        assertTrue(messages.add("Speed 935K | Depth 24-38 | Eval 384 | Node 1842K | Time 1970ms"));
        snapshot = messages.snapshot();
        assertEquals(24, snapshot.depth());
        assertEquals(1_842_000, snapshot.nodes());
        assertEquals(935_000, snapshot.nps());
        assertEquals(384, snapshot.best().value(), "the newest eval, on the line already read");

        assertFalse(messages.add("Load config from config.toml"));
        assertTrue(messages.add("Depth 25-30 | Eval 1 | I9 H8"));
        assertEquals(3, messages.snapshot().best().moves().length, "a line from an occupied point (I9) is no line");
        assertEquals(1, messages.snapshot().best().value());
    }

    @Test
    void uciMatesBecomeOurMateValues() {
        assertEquals(Score.MATE - 1, UciInfoCollector.value(UciInfo.parse("info depth 3 score mate 1", m -> m)));
        assertEquals(Score.MATE - 5, UciInfoCollector.value(UciInfo.parse("info depth 3 score mate 3", m -> m)));
        assertEquals(-(Score.MATE - 4), UciInfoCollector.value(UciInfo.parse("info depth 3 score mate -2", m -> m)));
        assertEquals(-35, UciInfoCollector.value(UciInfo.parse("info depth 3 score cp -35", m -> m)));
        assertTrue(UciInfoCollector.value(UciInfo.parse("info depth 3 score cp 99999", m -> m)) < Score.MATE_BOUND,
                "a huge centipawn score is no mate");
    }
}
