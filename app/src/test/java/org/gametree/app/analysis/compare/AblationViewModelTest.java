package org.gametree.app.analysis.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.GomokuAnalysisPosition;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.Localization;
import org.gametree.app.task.SynchronousTaskRunner;
import org.gametree.core.report.Ablation;
import org.gametree.core.search.SearchSwitch;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.xiangqi.Position;
import org.junit.jupiter.api.Test;

/** Issue 12, ablation mode of the compare view-model: tasks run on the test's thread, progress arrives directly. */
class AblationViewModelTest {

    private final Localization l10n = new Localization(Language.ENGLISH);
    private final AnalysisContext context = new AnalysisContext(l10n, new SynchronousTaskRunner(),
            new XiangqiAnalysisPosition(Position.startPosition()));
    private final List<String> statuses = new ArrayList<>();
    private final CompareViewModel[] self = new CompareViewModel[1];
    private int cancelAfter = -1;
    private final CompareViewModel model = new CompareViewModel(context, view -> ProgressChannel.direct(p -> {
        view.accept(p);
        statuses.add(self[0].render(self[0].statusProperty().get()));
        if (p.running() != null && p.done() == cancelAfter) {
            self[0].cancel();
        }
    }));

    {
        self[0] = model;
    }

    @Test
    void bestWithoutEachTechniqueAtAFixedDepth() {
        assertEquals("best", model.presetProperty().get(), "Xiangqi takes best apart by default");
        model.modeProperty().set(CompareViewModel.Mode.ABLATION);
        model.depthProperty().set(3);
        assertFalse(model.runDisabledProperty().get(), "no algorithm needs to be ticked");
        model.chosen().clear();
        assertFalse(model.runDisabledProperty().get());
        model.run();
        AblationOutcome outcome = model.ablationProperty().get();
        assertNotNull(outcome);
        List<SearchSwitch> switches = Ablation.switches("best");
        assertEquals(switches.size() + 1, model.ablationRows().size());
        AblationRow base = model.ablationRows().get(0);
        assertTrue(base.isBaseline() && base.complete());
        assertEquals("best", model.ablationName(base));
        assertEquals(1.0, base.nodeRatio());
        AblationRow noNull = model.ablationRows().get(1 + switches.indexOf(SearchSwitch.NULL_MOVE));
        assertEquals("best without null-move pruning", model.ablationName(noNull));
        assertEquals(3, noNull.result().depth());
        for (AblationRow row : model.ablationRows()) {
            assertTrue(row.complete());
            assertEquals(row.result().bestMove() != base.result().bestMove(), row.bestMoveChanged());
            assertFalse(model.ablationMove(row).isEmpty());
        }
        // progress named each search as it started, in words
        assertTrue(statuses.contains("Running best: 0 of " + (switches.size() + 1) + " done"), statuses.toString());
        assertTrue(statuses.contains("Running best without null-move pruning: " + (1 + switches.indexOf(SearchSwitch.NULL_MOVE))
                + " of " + (switches.size() + 1) + " done"), statuses.toString());
        String done = model.render(model.statusProperty().get());
        assertTrue(done.startsWith("Done: best at depth 3, and with each of " + switches.size() + " techniques turned off; "), done);
        assertTrue(model.hasResultsProperty().get());
        assertTrue(model.csv().startsWith(String.join(",", Ablation.HEADER)));
        assertTrue(model.markdown().startsWith("Ablation of best, depth 3"));
        // the other mode keeps its own (empty) results
        model.modeProperty().set(CompareViewModel.Mode.ALGORITHMS);
        assertFalse(model.hasResultsProperty().get());
        assertNull(model.csv());

        l10n.setLanguage(Language.SIMPLIFIED_CHINESE);
        assertEquals("best 去掉空着裁剪", model.ablationName(noNull));
    }

    @Test
    void aFixedTimeAndACancel() {
        model.modeProperty().set(CompareViewModel.Mode.ABLATION);
        model.presetProperty().set("classic");
        model.limitProperty().set(CompareViewModel.Limit.TIME);
        model.millisProperty().set(CompareViewModel.MIN_MILLIS);
        model.run();
        AblationOutcome timed = model.ablationProperty().get();
        assertEquals(CompareViewModel.MIN_MILLIS, timed.millis());
        assertTrue(model.render(model.statusProperty().get()).startsWith("Done: classic for 50 ms"),
                model.render(model.statusProperty().get()));
        for (AblationRow row : model.ablationRows()) {
            if (row.without() != SearchSwitch.ITERATIVE_DEEPENING) {
                assertTrue(row.result().depth() >= 1, model.ablationName(row));
            }
        }

        cancelAfter = 2;
        model.limitProperty().set(CompareViewModel.Limit.DEPTH);
        model.run();
        AblationOutcome cancelled = model.ablationProperty().get();
        assertTrue(cancelled.cancelled());
        assertFalse(model.ablationRows().get(model.ablationRows().size() - 1).searched());
        assertTrue(model.render(model.statusProperty().get()).startsWith("Cancelled: "), model.render(model.statusProperty().get()));
    }

    @Test
    void gomokuTakesItsOwnEngineApart() {
        context.setPosition(new GomokuAnalysisPosition(new GomokuPosition()));
        assertEquals("classic", model.presetProperty().get(), "Gomoku's engine is classic");
        assertEquals("classic", CompareViewModel.defaultPreset(org.gametree.app.analysis.AnalysisPosition.Game.GOMOKU));
        assertTrue(model.presets().contains("best") && model.presets().contains("classic"));
        assertFalse(model.presets().contains("book-negamax"), "nothing to turn off");
    }
}
