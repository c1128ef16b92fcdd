package org.gametree.app.analysis.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.MoveNotation;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.app.analysis.score.ScorePerspective;
import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.Localization;
import org.gametree.app.task.SynchronousTaskRunner;
import org.gametree.core.search.PvLine;
import org.gametree.xiangqi.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;

/**
 * MultiPV in the live search: the snapshots carry the lines, the view model shows them as rows
 * in the score setting and the notation, and an algorithm that searches one line says so
 * instead of failing. The heat of a line follows its score and rank.
 */
@ExtendWith(ApplicationExtension.class)
class LiveLinesTest {

    private final AnalysisPosition start = new XiangqiAnalysisPosition(Position.startPosition());

    @Test
    void aSearchOfThreeLinesPublishesThreeDistinctLinesBestFirst() throws Exception {
        List<LiveSnapshot> published = new ArrayList<>();
        LiveSnapshot last = new LiveSearch(start, "alphabeta", "pst", new LiveLimits(2, 0, false, 0, 3),
                published::add).run();
        assertEquals(3, last.lines().size(), last.lines().toString());
        Set<Integer> moves = new HashSet<>();
        for (int i = 0; i < last.lines().size(); i++) {
            PvLine line = last.lines().get(i);
            moves.add(line.move());
            assertEquals(line.move(), line.pv()[0], "a line starts with its move");
            if (i > 0) {
                assertTrue(line.value() <= last.lines().get(i - 1).value(), "best first: " + last.lines());
            }
        }
        assertEquals(3, moves.size(), "three root moves");
        assertEquals(last.pv()[0], last.lines().get(0).move(), "line 1 is the PV");
        assertTrue(published.stream().anyMatch(s -> !s.done() && !s.lines().isEmpty()), "the lines come as it searches");
    }

    @Test
    void linesOutOfRangeAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new LiveLimits(3, 0, false, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> new LiveLimits(3, 0, false, 0, LiveLimits.MAX_LINES + 1));
        assertEquals(1, new LiveLimits(3, 0, false).multiPv());
    }

    @Test
    void theViewModelShowsRowsInTheScoreSettingAndSaysWhenOnlyOneLineCanBeSearched(FxRobot robot) {
        AnalysisContext context = new AnalysisContext(new Localization(Language.ENGLISH), new SynchronousTaskRunner(), start);
        LiveSearchViewModel[] model = new LiveSearchViewModel[1];
        robot.interact(() -> {
            context.notationProperty().set(MoveNotation.COORDINATE);
            model[0] = new LiveSearchViewModel(context);
            model[0].algorithmProperty().set("alphabeta");
            model[0].depthProperty().set(2);
            model[0].multiPvProperty().set(3);
            model[0].start();
        });
        LiveSearchViewModel vm = model[0];
        assertEquals(LiveSearchViewModel.State.DONE, vm.stateProperty().get());
        assertEquals(3, vm.lines().size());
        assertFalse(vm.singleLineOnlyProperty().get());
        LineRow first = vm.lines().get(0);
        assertEquals(1, first.rank());
        assertEquals(vm.formatScore(first.value()), first.scoreText());
        assertTrue(first.line().matches("[a-i][0-9][a-i][0-9]( [a-i][0-9][a-i][0-9])*"), first.line());

        // the rows follow the score setting (redrawn when it changes)
        robot.interact(() -> context.scorePerspectiveProperty().set(ScorePerspective.FIRST_PLAYER));
        assertEquals(vm.formatScore(vm.lines().get(0).value()), vm.lines().get(0).scoreText());

        // MCTS builds its own tree: one line, and the panel says so
        robot.interact(() -> {
            vm.algorithmProperty().set("mcts");
            vm.depthProperty().set(64);
            vm.timeLimitMillisProperty().set(300);
            vm.start();
        });
        assertEquals(1, vm.lines().size(), vm.lines().toString());
        assertTrue(vm.singleLineOnlyProperty().get(), "the panel says MCTS searches one line");
    }

    @Test
    void theHeatOfALineFollowsItsScoreAndRank() {
        List<LineRow> rows = List.of(row(1, 100), row(2, 40), row(3, -200));
        assertEquals(1, LiveBoardMarks.heat(rows, 0));
        assertEquals(0, LiveBoardMarks.heat(rows, 2));
        double middle = LiveBoardMarks.heat(rows, 1);
        assertTrue(middle > 0.5 && middle < 1, "40 is near the best 100: " + middle);
        assertEquals(1, LiveBoardMarks.heat(List.of(row(1, 5)), 0));
    }

    private static LineRow row(int rank, int value) {
        return new LineRow(rank, value, Integer.toString(value), 2, new int[] {rank}, List.of("m" + rank));
    }
}
