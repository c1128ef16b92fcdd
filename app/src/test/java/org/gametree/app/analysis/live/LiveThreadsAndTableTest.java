package org.gametree.app.analysis.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.GomokuAnalysisPosition;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.Localization;
import org.gametree.app.task.SynchronousTaskRunner;
import org.gametree.core.search.Presets;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.Searcher;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.xiangqi.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;

/** Issue 12: the live panel shows how full the table is, offers a threads setting, and starts Gomoku on its own engine. */
@ExtendWith(ApplicationExtension.class)
class LiveThreadsAndTableTest {

    @Test
    void snapshotsCarryTheTablesFillAsTheSearcherSamplesIt() throws Exception {
        List<LiveSnapshot> seen = new ArrayList<>();
        AnalysisPosition start = new XiangqiAnalysisPosition(Position.startPosition());
        LiveSearch search = new LiveSearch(start, "best", "pst", new LiveLimits(6, 0, false), seen::add);
        LiveSnapshot last = search.run();
        assertTrue(last.done());
        // best's own table (64 MiB) after a depth-6 search: the searcher's own figure, a permille
        assertTrue(last.tableFill() >= 0 && last.tableFill() <= 1000, "fill " + last.tableFill());
        Searcher same = Presets.searcherFor("best", LiveSearch.TABLE_MB);
        same.search(start.searchPosition("pst"), SearchLimits.depth(6));
        assertEquals(same.tableFillPermille(), last.tableFill(), "the searcher's own figure");

        // a plain algorithm has no table: unknown, shown as a dash
        LiveSnapshot plain = new LiveSearch(start, "alphabeta", "pst", new LiveLimits(2, 0, false), s -> { }).run();
        assertEquals(-1, plain.tableFill());
        assertEquals(-1, LiveSnapshot.EMPTY.tableFill());
    }

    @Test
    void everySnapshotAsksTheSearcherAgain() {
        int[] fill = {0};
        List<LiveSnapshot> seen = new ArrayList<>();
        LiveWatcher watcher = new LiveWatcher(seen::add, () -> fill[0] += 125);
        watcher.searchStarted("modern", 4);
        watcher.pvChanged(1, 10, new int[] {1}, 1);
        watcher.pvChanged(2, 12, new int[] {1, 2}, 2);
        assertEquals(List.of(125, 250), seen.stream().map(LiveSnapshot::tableFill).toList());
        LiveWatcher outside = new LiveWatcher(seen::add); // an engine watched from outside: no searcher to ask
        outside.pvChanged(1, 10, new int[] {1}, 1);
        assertEquals(-1, seen.get(seen.size() - 1).tableFill());
    }

    @Test
    void theThreadsSettingReachesTheSearchersConfiguration() {
        assertEquals(3, LiveSearch.searcher("best", false, 3).config().threads());
        assertEquals(1, LiveSearch.searcher("best", false, 1).config().threads());
        assertTrue(LiveSearch.searcher("book-alphabeta", true, 2).config().iterativeDeepening(),
                "infinite analysis still deepens step by step");
        assertEquals(2, LiveSearch.searcher("book-alphabeta", true, 2).config().threads());
        AnalysisPosition start = new XiangqiAnalysisPosition(Position.startPosition());
        assertThrows(IllegalArgumentException.class,
                () -> new LiveSearch(start, "best", "pst", new LiveLimits(2, 0, false), 0, s -> { }));
        assertTrue(LiveSearchViewModel.MAX_THREADS >= 1
                && LiveSearchViewModel.MAX_THREADS <= Runtime.getRuntime().availableProcessors());
    }

    @Test
    void theViewModelShowsTheFillAndSearchesWithItsThreads(FxRobot robot) {
        AnalysisContext context = new AnalysisContext(new Localization(Language.ENGLISH), new SynchronousTaskRunner(),
                new XiangqiAnalysisPosition(Position.startPosition()));
        LiveSearchViewModel[] model = new LiveSearchViewModel[1];
        robot.interact(() -> {
            model[0] = new LiveSearchViewModel(context);
            assertEquals("best", model[0].algorithmProperty().get());
            assertEquals(1, model[0].threadsProperty().get(), "one thread: deterministic");
            assertEquals(-1, model[0].tableFillProperty().get());
            model[0].depthProperty().set(5);
            model[0].start();
        });
        assertEquals(model[0].snapshotProperty().get().tableFill(), model[0].tableFillProperty().get());
        assertTrue(model[0].tableFillProperty().get() >= 0, "best has a table: " + model[0].tableFillProperty().get());

        // Gomoku's engine is classic: the panel switches with the game, unless the user chose another search
        robot.interact(() -> context.setPosition(new GomokuAnalysisPosition(new GomokuPosition())));
        assertEquals("classic", model[0].algorithmProperty().get());
        robot.interact(() -> context.setPosition(new XiangqiAnalysisPosition(Position.startPosition())));
        assertEquals("best", model[0].algorithmProperty().get());
        robot.interact(() -> {
            model[0].algorithmProperty().set("pvs");
            context.setPosition(new GomokuAnalysisPosition(new GomokuPosition()));
        });
        assertEquals("pvs", model[0].algorithmProperty().get());
        AnalysisContext gomoku = new AnalysisContext(new Localization(Language.ENGLISH), new SynchronousTaskRunner(),
                new GomokuAnalysisPosition(new GomokuPosition()));
        robot.interact(() -> assertEquals("classic", new LiveSearchViewModel(gomoku).algorithmProperty().get()));
    }


    @Test
    void thePanelHasAThreadsSettingAndAHashFullFigure(FxRobot robot) {
        AnalysisContext context = new AnalysisContext(new Localization(Language.ENGLISH), new SynchronousTaskRunner(),
                new XiangqiAnalysisPosition(Position.startPosition()));
        robot.interact(() -> {
            LiveSearchView view = new LiveSearchView(context);
            javafx.stage.Stage stage = new javafx.stage.Stage();
            stage.setScene(new javafx.scene.Scene(view, 600, 760));
            stage.show(); // tool bars make their items' skins (and so their lookups) once shown
            @SuppressWarnings("unchecked")
            javafx.scene.control.Spinner<Integer> threads = (javafx.scene.control.Spinner<Integer>) view.lookup("#live-threads");
            var range = (javafx.scene.control.SpinnerValueFactory.IntegerSpinnerValueFactory) threads.getValueFactory();
            assertEquals(1, range.getMin());
            assertEquals(LiveSearchViewModel.MAX_THREADS, range.getMax());
            threads.getValueFactory().setValue(LiveSearchViewModel.MAX_THREADS);
            assertEquals(LiveSearchViewModel.MAX_THREADS, view.viewModel().threadsProperty().get());
            javafx.scene.control.Label fill = (javafx.scene.control.Label) view.lookup("#live-hash-full");
            assertEquals("\u2014", fill.getText(), "nothing searched yet");
            view.viewModel().threadsProperty().set(1);
            view.viewModel().depthProperty().set(3);
            view.viewModel().start();
            int permille = view.viewModel().tableFillProperty().get();
            assertTrue(permille >= 0);
            assertTrue(fill.getText().endsWith("%"), fill.getText());
            stage.close();
        });
    }
}
