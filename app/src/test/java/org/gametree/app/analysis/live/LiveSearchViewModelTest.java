package org.gametree.app.analysis.live;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.GomokuAnalysisPosition;
import org.gametree.app.analysis.MoveNotation;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.app.analysis.score.ScoreFormat;
import org.gametree.app.analysis.score.ScorePerspective;
import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.Localization;
import org.gametree.app.task.SynchronousTaskRunner;
import org.gametree.core.search.Presets;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.core.search.Score;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Statistics;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;

/**
 * The view-model with searches run at once on the calling thread ({@link SynchronousTaskRunner}).
 * The snapshot pump is a JavaFX timeline, so the toolkit is started and each test acts on the FX
 * thread; no view is built.
 */
@ExtendWith(ApplicationExtension.class)
class LiveSearchViewModelTest {

    /**
     * Red mates in one: the rook on a8 holds the eighth rank and the kings may not face each other
     * on the e-file, so any quiet move that keeps both leaves Black without a move (a loss), and
     * b7-b9 is a mate by check.
     */
    static final String MATE_IN_ONE = "3k5/R8/1R7/9/9/9/9/9/9/4K4 w - - 0 1";

    private static LiveSearchViewModel model(AnalysisPosition position, Language language) {
        AnalysisContext context = new AnalysisContext(new Localization(language), new SynchronousTaskRunner(), position);
        return new LiveSearchViewModel(context);
    }

    private static SearchResult searchDirectly(AnalysisPosition position, String algorithm, String evaluation, int depth) {
        return Presets.searcherFor(algorithm, LiveSearch.TABLE_MB)
                .search(position.copy().searchPosition(evaluation), SearchLimits.depth(depth));
    }

    @Test
    void aDepthLimitedSearchEndsWithTheSearchersOwnTotals(FxRobot robot) {
        AnalysisPosition start = new XiangqiAnalysisPosition(Position.startPosition());
        LiveSearchViewModel[] model = new LiveSearchViewModel[1];
        robot.interact(() -> {
            model[0] = model(start, Language.ENGLISH);
            model[0].algorithmProperty().set("negascout-tt-hh");
            model[0].depthProperty().set(4);
            model[0].start();
        });
        LiveSearchViewModel vm = model[0];
        SearchResult expected = searchDirectly(start, "negascout-tt-hh", vm.evaluationProperty().get(), 4);

        assertFalse(vm.isRunning());
        assertEquals(LiveSearchViewModel.State.DONE, vm.stateProperty().get());
        LiveSnapshot last = vm.snapshotProperty().get();
        assertTrue(last.done());
        assertEquals(expected.statistics().totalNodes(), last.nodes());
        assertEquals(expected.statistics().totalNodes(), vm.nodesProperty().get());
        assertEquals(expected.statistics().leaves(), vm.leavesProperty().get());
        assertEquals(4, vm.searchedDepthProperty().get());
        assertTrue(vm.selectiveDepthProperty().get() >= 4, "selective depth " + vm.selectiveDepthProperty().get());
        assertEquals(expected.value(), vm.scoreProperty().get());
        assertArrayEquals(expected.pv(), vm.pvProperty().get());
        double hitRate = (double) expected.statistics().tableHits() / expected.statistics().tableProbes();
        assertEquals(hitRate, vm.tableHitRateProperty().get(), 1e-12);
        assertEquals(expected.statistics().firstMoveCutoffRate(), vm.firstMoveCutoffRateProperty().get(), 1e-12);

        assertEquals(4, vm.iterations().size(), "iterative deepening: depths 1 to 4");
        for (int i = 0; i < 4; i++) {
            IterationRow row = vm.iterations().get(i);
            assertEquals(i + 1, row.depth());
            assertEquals(expected.iterations().get(i).statistics().totalNodes(), row.nodes());
        }
        assertEquals(expected.iterations().get(3).branchingFactor(), vm.branchingFactorProperty().get(), 1e-12);
    }

    @Test
    void theFiguresAreTheSearchersOwnStatistics(FxRobot robot) {
        AnalysisPosition start = new XiangqiAnalysisPosition(Position.startPosition());
        LiveSearchViewModel[] model = new LiveSearchViewModel[1];
        robot.interact(() -> {
            model[0] = model(start, Language.ENGLISH);
            model[0].algorithmProperty().set("mtdf");
            model[0].depthProperty().set(4);
            model[0].start();
        });
        LiveSearchViewModel vm = model[0];
        Statistics expected = searchDirectly(start, "mtdf", vm.evaluationProperty().get(), 4).statistics();
        Statistics shown = vm.statisticsProperty().get();
        // every counter of the searcher, unchanged (only the time differs between two runs)
        assertEquals(expected, new Statistics(shown.nodes(), shown.leaves(), shown.evaluations(), shown.quiescenceNodes(),
                shown.cutoffs(), shown.firstMoveCutoffs(), shown.tableProbes(), shown.tableHits(), shown.tableCuts(),
                shown.researches(), expected.millis()));
        assertEquals(shown.totalNodes(), vm.nodesProperty().get());
        assertEquals(shown.leaves(), vm.leavesProperty().get());
        assertEquals(shown.nodesPerSecond(), vm.nodesPerSecondProperty().get());
        assertEquals((double) shown.tableHits() / shown.tableProbes(), vm.tableHitRateProperty().get(), 1e-12);
        assertTrue(shown.tableHits() > 0, "MTD(f) searches on its table");
        assertEquals(shown.effectiveBranchingFactor(4), vm.branchingFactorProperty().get(), 1e-9,
                "the EBF is positions^(1/depth), as in Compare");
    }

    @Test
    void theScoreFollowsTheScoresSettingWithItsLegend(FxRobot robot) {
        // Black to move after Red's first move: the search's value is Black's
        AnalysisPosition afterRed = new XiangqiAnalysisPosition(Position.startPosition());
        afterRed.play(afterRed.legalMoves()[0]);
        LiveSearchViewModel[] model = new LiveSearchViewModel[1];
        robot.interact(() -> {
            model[0] = model(afterRed, Language.ENGLISH);
            model[0].algorithmProperty().set("alphabeta");
            model[0].depthProperty().set(2);
            model[0].start();
        });
        LiveSearchViewModel vm = model[0];
        int value = vm.scoreProperty().get();
        assertTrue(value != 0, "a position where the sign shows");
        ScoreFormat scores = vm.context().scores();
        assertEquals(scores.plain(value), vm.scoreTextProperty().get(), "side to move: Black's own view");
        assertEquals(scores.plain(value), vm.formatScore(vm.iterations().get(0).value()));
        assertEquals("Scores from the side to move: + is good for whoever is to move at that node",
                scores.legend(vm.sides()));
        robot.interact(() -> vm.context().scorePerspectiveProperty().set(ScorePerspective.FIRST_PLAYER));
        assertEquals(scores.plain(-value), vm.scoreTextProperty().get(), "Red's view: turned round");
        assertTrue(scores.legend(vm.sides()).startsWith("Scores from Red"), scores.legend(vm.sides()));
    }

    @Test
    void thePvIsNamedInTheContextsNotationAndFollowsItsChanges(FxRobot robot) {
        AnalysisPosition start = new XiangqiAnalysisPosition(Position.startPosition());
        LiveSearchViewModel[] model = new LiveSearchViewModel[1];
        robot.interact(() -> {
            model[0] = model(start, Language.ENGLISH);
            model[0].context().notationProperty().set(MoveNotation.CHINESE);
            model[0].algorithmProperty().set("alphabeta");
            model[0].depthProperty().set(3);
            model[0].start();
        });
        LiveSearchViewModel vm = model[0];
        int[] pv = vm.pvProperty().get();
        assertTrue(pv.length >= 3, "a depth-3 line has three moves, got " + pv.length);
        assertEquals(start.lineNames(pv, MoveNotation.CHINESE), List.copyOf(vm.pvNames()));
        assertTrue(vm.pvNames().get(0).matches("[车马相象仕士帅将炮兵卒前后中].*"), vm.pvNames().get(0));
        assertEquals(String.join(" ", start.lineNames(pv, MoveNotation.CHINESE)), vm.iterations().get(0).pv());

        robot.interact(() -> vm.context().notationProperty().set(MoveNotation.COORDINATE));
        assertEquals(start.lineNames(pv, MoveNotation.COORDINATE), List.copyOf(vm.pvNames()));
        assertTrue(vm.pvNames().get(0).matches("[a-i][0-9][a-i][0-9]"), vm.pvNames().get(0));
        assertEquals(String.join(" ", start.lineNames(pv, MoveNotation.COORDINATE)), vm.iterations().get(0).pv());
    }

    @Test
    void aMateIsShownAsItsDistanceInBothLanguages(FxRobot robot) {
        AnalysisPosition mate = new XiangqiAnalysisPosition(Fen.parse(MATE_IN_ONE));
        LiveSearchViewModel[] model = new LiveSearchViewModel[1];
        robot.interact(() -> {
            model[0] = model(mate, Language.ENGLISH);
            model[0].algorithmProperty().set("alphabeta");
            model[0].depthProperty().set(3);
            model[0].start();
        });
        LiveSearchViewModel vm = model[0];
        assertEquals(Score.MATE - 1, vm.scoreProperty().get());
        assertEquals("mate in 1", vm.scoreTextProperty().get());
        AnalysisPosition after = mate.copy();
        after.play(vm.pvProperty().get()[0]);
        assertTrue(after.isGameOver(), "the PV's first move ends the game");
        robot.interact(() -> vm.context().l10n().setLanguage(Language.SIMPLIFIED_CHINESE));
        assertEquals(vm.context().l10n().get("score.mateIn", 1), vm.scoreTextProperty().get());
        assertTrue(vm.scoreTextProperty().get().contains("1") && !vm.scoreTextProperty().get().contains("mate"));
    }

    @Test
    void hoveringAPvMovePreviewsItsPositionAndLeavingRestoresTheGame(FxRobot robot) {
        AnalysisPosition start = new XiangqiAnalysisPosition(Position.startPosition());
        LiveSearchViewModel[] model = new LiveSearchViewModel[1];
        robot.interact(() -> {
            model[0] = model(start, Language.ENGLISH);
            model[0].algorithmProperty().set("alphabeta");
            model[0].depthProperty().set(3);
            model[0].start();
            model[0].previewPv(1);
        });
        LiveSearchViewModel vm = model[0];
        int[] pv = vm.pvProperty().get();
        AnalysisPosition expected = start.copy();
        expected.play(pv[0]);
        expected.play(pv[1]);
        AnalysisPosition shown = vm.context().previewProperty().get();
        assertNotNull(shown);
        assertEquals(expected.text(), shown.text());
        robot.interact(vm::clearPreview);
        assertNull(vm.context().previewProperty().get());
    }

    @Test
    void anEngineErrorIsShownAndTheModelStaysUsable(FxRobot robot) {
        AnalysisPosition start = new XiangqiAnalysisPosition(Position.startPosition());
        LiveSearchViewModel[] model = new LiveSearchViewModel[1];
        robot.interact(() -> {
            model[0] = model(start, Language.ENGLISH);
            model[0].evaluationProperty().set("no-such-evaluation"); // the engine rejects it on the worker
            model[0].depthProperty().set(2);
            model[0].start();
        });
        LiveSearchViewModel vm = model[0];
        assertEquals(LiveSearchViewModel.State.FAILED, vm.stateProperty().get());
        assertFalse(vm.isRunning());
        assertTrue(vm.errorMessageProperty().get().startsWith("The engine failed: "), vm.errorMessageProperty().get());
        assertTrue(vm.errorMessageProperty().get().contains("no-such-evaluation"), vm.errorMessageProperty().get());

        robot.interact(() -> {
            vm.evaluationProperty().set(vm.evaluations().get(0));
            vm.start();
        });
        assertEquals(LiveSearchViewModel.State.DONE, vm.stateProperty().get());
        assertEquals("", vm.errorMessageProperty().get());
        assertTrue(vm.nodesProperty().get() > 0);
    }

    @Test
    void anotherPositionOfTheSameGameKeepsTheFiguresLabelledAndAnotherGameClearsThem(FxRobot robot) {
        AnalysisPosition start = new XiangqiAnalysisPosition(Position.startPosition());
        LiveSearchViewModel[] model = new LiveSearchViewModel[1];
        robot.interact(() -> {
            model[0] = model(start, Language.ENGLISH);
            model[0].algorithmProperty().set("alphabeta");
            model[0].depthProperty().set(2);
            model[0].start();
        });
        LiveSearchViewModel vm = model[0];
        long nodes = vm.nodesProperty().get();
        assertTrue(nodes > 0);
        assertFalse(vm.figuresElsewhereProperty().get());
        robot.interact(() -> vm.context().setPosition(new XiangqiAnalysisPosition(Fen.parse(MATE_IN_ONE))));
        assertEquals(nodes, vm.nodesProperty().get(), "same game: the figures stay");
        assertTrue(vm.figuresElsewhereProperty().get(), "labelled as another position's");
        assertEquals("These figures are for another position: Xiangqi, after 0 moves", vm.searchedPositionText());
        robot.interact(vm::showSearchedPosition);
        assertEquals(start.text(), vm.context().previewProperty().get().text(), "Show its position");
        robot.interact(vm::clearPreview);

        robot.interact(() -> vm.context().setPosition(new GomokuAnalysisPosition(new GomokuPosition())));
        assertEquals(0, vm.nodesProperty().get(), "another game: cleared");
        assertFalse(vm.figuresElsewhereProperty().get());
        assertTrue(vm.pvNames().isEmpty());
        assertTrue(vm.iterations().isEmpty());
        assertEquals(LiveSearchViewModel.State.IDLE, vm.stateProperty().get());
        assertEquals("—", vm.scoreTextProperty().get());
    }

    @Test
    void aGomokuPositionOffersItsEvaluationsAndIsSearchedAndNamed(FxRobot robot) {
        AnalysisPosition xiangqi = new XiangqiAnalysisPosition(Position.startPosition());
        GomokuAnalysisPosition gomoku = new GomokuAnalysisPosition(new GomokuPosition());
        gomoku.play(gomoku.legalMoves()[gomoku.legalMoves().length / 2]);
        LiveSearchViewModel[] model = new LiveSearchViewModel[1];
        robot.interact(() -> {
            model[0] = model(xiangqi, Language.ENGLISH);
            model[0].context().setPosition(gomoku);
            model[0].algorithmProperty().set("alphabeta");
            model[0].depthProperty().set(2);
            model[0].start();
        });
        LiveSearchViewModel vm = model[0];
        assertEquals(gomoku.evaluations(), List.copyOf(vm.evaluations()));
        assertEquals(gomoku.evaluations().get(0), vm.evaluationProperty().get());
        assertEquals(LiveSearchViewModel.State.DONE, vm.stateProperty().get(), vm.errorMessageProperty().get());
        assertEquals(2, vm.pvNames().size());
        assertTrue(vm.pvNames().get(0).matches("[a-o][0-9]{1,2}"), vm.pvNames().get(0));
    }
}
