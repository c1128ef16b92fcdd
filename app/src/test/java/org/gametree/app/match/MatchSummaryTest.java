package org.gametree.app.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.gametree.app.analysis.AnalysisPosition.Game;
import org.gametree.app.engines.ExternalEngine;
import org.gametree.core.match.MatchScore;
import org.gametree.core.match.TimeControl;
import org.gametree.xiangqi.match.EngineSpec;
import org.junit.jupiter.api.Test;

/** The standing's numbers, the limits typed in the tab and the engines handed to the runner. */
class MatchSummaryTest {

    @Test
    void scoreEloAndErrorAreWrittenAsTheMatchCommandCountsThem() {
        MatchScore score = MatchScore.empty().plus(1).plus(0.5).plusPair(1, 0.5).plus(0).plus(1).plusPair(0, 1);
        assertEquals("62.5%", MatchSummary.percent(score));
        assertEquals("+89", MatchSummary.elo(score)); // 400·log10(0.625/0.375)
        assertTrue(MatchSummary.error(score).startsWith("\u00B1 "), MatchSummary.error(score));
        MatchScore lost = MatchScore.of(0, 0, 4);
        assertEquals("\u2212\u221E", MatchSummary.elo(lost));
        assertEquals("\u2013", MatchSummary.percent(MatchScore.empty()));
        assertEquals("", MatchSummary.error(MatchScore.of(1, 0, 0)), "one game has no error");
    }

    @Test
    void limitsAreReadOrRefusedWithAnExample() {
        assertEquals(TimeControl.movetime(100), MatchLimit.MOVETIME.parse(" 100 "));
        assertEquals(TimeControl.nodes(5000), MatchLimit.NODES.parse("5000"));
        assertEquals(TimeControl.depth(3), MatchLimit.DEPTH.parse("3"));
        assertEquals(TimeControl.clock(40, 60_000, 0), MatchLimit.CLOCK.parse("40/60"));
        IllegalArgumentException bad = assertThrows(IllegalArgumentException.class, () -> MatchLimit.DEPTH.parse("deep"));
        assertTrue(bad.getMessage().contains("e.g. 3"), bad.getMessage());
        assertThrows(IllegalArgumentException.class, () -> MatchLimit.CLOCK.parse("soon"));
    }

    @Test
    void enginesBecomeTheRunnersSpecs() {
        EngineSpec ours = MatchSide.ours("best", "rich", null).xiangqiSpec();
        assertTrue(ours.inProcess());
        assertEquals("best/rich", ours.name());
        assertEquals(Map.of("Algorithm", "best", "Evaluation", "rich", "Hash", "16"), ours.options());
        ExternalEngine fsf = new ExternalEngine("FSF", Game.XIANGQI, List.of("/usr/games/fairy-stockfish"),
                Map.of("UCI_Variant", "xiangqi"));
        EngineSpec external = MatchSide.external(fsf).xiangqiSpec();
        assertEquals(List.of("/usr/games/fairy-stockfish"), external.command());
        assertEquals(null, external.rankBase(), "ranks detected by the runner from the id name");
        assertEquals("xiangqi", external.options().get("UCI_Variant"));
        assertEquals(List.of("/opt/pikafish", "--flag"), MatchSide.command("/opt/pikafish --flag").xiangqiSpec().command());
        EngineSpec described = MatchSide.command("name=x cmd=/bin/eng option.Threads=2").xiangqiSpec();
        assertEquals("x", described.name());
        assertEquals("2", described.options().get("Threads"));
        IllegalArgumentException bad = assertThrows(IllegalArgumentException.class,
                () -> MatchSide.ours("best", "rich", java.nio.file.Path.of("/no/such.params")).xiangqiSpec());
        assertTrue(bad.getMessage().contains("such.params"), bad.getMessage());
    }
}
