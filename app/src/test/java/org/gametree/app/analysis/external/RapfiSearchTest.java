package org.gametree.app.analysis.external;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.gametree.app.analysis.AnalysisPosition.Game;
import org.gametree.app.analysis.GomokuAnalysisPosition;
import org.gametree.app.engines.ExternalEngine;
import org.gametree.core.search.StopSignal;
import org.gametree.gomoku.GomokuPosition;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/** Rapfi (when installed) searches a Gomoku position for a second: its messages and a legal move. */
class RapfiSearchTest {

    private static final Path RAPFI = Path.of("/root/rapfi-run/pbrain-rapfi");

    @Test
    void rapfiAnswersALegalMoveAndItsMessagesAreRead() throws Exception {
        Assumptions.assumeTrue(Files.isExecutable(RAPFI), "Rapfi is not installed");
        GomokuPosition position = new GomokuPosition();
        position.makeMove(GomokuPosition.point(7, 7));
        position.makeMove(GomokuPosition.point(8, 8));
        ExternalEngine rapfi = new ExternalEngine("Rapfi", Game.GOMOKU, List.of(RAPFI.toString()), Map.of("thread_num", "1"));
        int[] published = {0};
        ExternalOutcome outcome = new ExternalSearchTask(rapfi, new GomokuAnalysisPosition(position),
                new ExternalLimits(false, 0, 1000, 1), s -> published[0]++).run();
        assertTrue(position.isLegal(outcome.bestMove()), "a legal move");
        assertTrue(published[0] > 0 && outcome.last().depth() > 0, "depth from its messages");
        assertTrue(outcome.last().best() != null && outcome.last().best().moves().length > 0, "a line from its messages");
        assertTrue(outcome.millis() < 6_000);
    }
}
