package org.gametree.app.analysis.stepper;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.RecordedSearch;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.Localization;
import org.gametree.app.task.SynchronousTaskRunner;
import org.gametree.core.search.Algorithms;
import org.gametree.core.search.Score;
import org.gametree.core.search.SearchConfig;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.algorithm.Mcts;
import org.gametree.core.trace.TraceEvent;
import org.gametree.core.trace.TraceStepper;
import org.gametree.core.trace.TraceTree;
import org.gametree.core.tree.TextbookTree;
import org.gametree.xiangqi.Position;
import org.junit.jupiter.api.Test;

/** The stepper's view-model on figure 7.4 and on the Xiangqi start position, without a toolkit. */
class StepperViewModelTest {

    private final Localization l10n = new Localization(Language.ENGLISH);
    private final AnalysisContext context = new AnalysisContext(l10n, new SynchronousTaskRunner(),
            new XiangqiAnalysisPosition(Position.startPosition()));
    private final StepperViewModel model = new StepperViewModel(context);

    private RecordedSearch record(StepSource source, String algorithm, int depth) {
        model.sourceProperty().set(source);
        model.algorithmProperty().set(algorithm);
        model.depthProperty().set(depth);
        assertTrue(model.record(), model.inputErrorProperty().get());
        RecordedSearch search = model.recordedProperty().get();
        assertTrue(search != null, model.statusProperty().get());
        assertEquals(algorithm, search.algorithm());
        return search;
    }

    @Test
    void alphaBetaOnFigure74EndsWithTheMinimaxValueAtTheRoot() {
        RecordedSearch search = record(StepSource.FIGURE_74, "alphabeta", 0);
        int minimax = TextbookTree.figure74().minimaxValue(0);
        assertEquals(8, minimax, "the book's value of figure 7.4");
        model.last();
        assertEquals(model.lengthProperty().get(), model.positionProperty().get());
        assertEquals(TraceEvent.SEARCH_ENDED, model.eventKindProperty().get());
        assertTrue(model.explanationProperty().get().contains("value " + minimax), model.explanationProperty().get());
        // Back to the root's return: its value is the minimax value, and the drawing writes it at the root.
        TraceTree tree = search.tree();
        while (!(model.eventKindProperty().get() == TraceEvent.NODE_LEFT && tree.parent(model.selectedNodeProperty().get()) < 0)) {
            model.back();
        }
        assertEquals(minimax, tree.value(model.selectedNodeProperty().get()));
        assertEquals("Return from root: value 8 for the side to move there, exact.", model.explanationProperty().get());
        assertEquals("8", model.marksProperty().get().label(0));
    }

    @Test
    void backAndForwardAreInverse() {
        record(StepSource.FIGURE_74, "alphabeta", 0);
        int length = model.lengthProperty().get();
        assertTrue(length > 20, "events: " + length);
        for (int p = 0; p < length; p++) {
            model.seek(p);
            List<Object> before = snapshot();
            model.next();
            assertEquals(p + 1, model.positionProperty().get());
            model.back();
            assertEquals(before, snapshot(), "position " + p);
        }
        model.first();
        assertEquals(0, model.positionProperty().get());
        model.back();
        assertEquals(0, model.positionProperty().get(), "back at the start stays there");
    }

    private List<Object> snapshot() {
        List<Object> state = new ArrayList<>();
        state.add(model.positionProperty().get());
        state.add(model.explanationProperty().get());
        state.add(model.alphaProperty().get());
        state.add(model.betaProperty().get());
        state.add(model.pathProperty().get());
        state.add(model.selectedNodeProperty().get());
        state.add(model.marksProperty().get().prunedNodes());
        return state;
    }

    @Test
    void runToNextCutoffStopsOnACutoffAndSaysBetaAndTheSkippedCount() {
        RecordedSearch search = record(StepSource.FIGURE_74, "alphabeta", 0);
        TextbookShape shape = model.shapeProperty().get();
        int prunedLeaf = shape.nodeOf(new int[] {1, 2, 2});
        assertFalse(model.marksProperty().get().isPruned(prunedLeaf));

        assertTrue(model.runToNextCutoff());
        assertEquals(TraceEvent.CUTOFF, model.eventKindProperty().get());
        TraceStepper stepper = model.stepper();
        TraceTree tree = search.tree();
        int node = stepper.node();
        int beta = tree.beta(node);
        int total = shape.children(search.textbookNode(node)).length;
        int remaining = total - tree.cutoffIndex(node) - 1;
        String sentence = model.explanationProperty().get();
        assertTrue(sentence.contains("≥ β " + beta), sentence);
        assertTrue(sentence.contains(remaining + " remaining move"), sentence);
        // Worked by hand: 1.2 gets the window (−∞, 5); its first leaf, 7, reaches β; leaf 4 is skipped.
        assertEquals("Cutoff at 1.2: value 7 ≥ β 5: 1 remaining move skipped. Move 1.2.1 (number 1 of 2) refutes this line.",
                sentence);
        assertTrue(model.marksProperty().get().isPruned(prunedLeaf), "1.2.2 greyed once the cutoff is applied");
        model.back();
        assertFalse(model.marksProperty().get().isPruned(prunedLeaf), "and not before");

        model.next();
        assertTrue(model.runToNextCutoff());
        assertEquals(TraceEvent.CUTOFF, model.eventKindProperty().get());
        assertTrue(model.explanationProperty().get().startsWith("Cutoff at 2.2"), model.explanationProperty().get());
        assertFalse(model.runToNextCutoff(), "figure 7.4 has two cutoffs");
        assertEquals("No cutoff after this point.", model.statusProperty().get());
    }

    @Test
    void xiangqiAtDepthTwoAlphaAndBetaChangeAsYouStepAndComeBack() {
        RecordedSearch search = record(StepSource.GAME_POSITION, "alphabeta", 2);
        // Find the root entered: the window is (−∞, +∞).
        while (model.selectedNodeProperty().get() < 0 || model.eventKindProperty().get() != TraceEvent.NODE_ENTERED) {
            model.next();
        }
        int rootPosition = model.positionProperty().get();
        assertEquals(-Score.INFINITE, model.alphaProperty().get());
        assertEquals(Score.INFINITE, model.betaProperty().get());
        assertEquals("−∞", model.alphaTextProperty().get());
        assertEquals("root", model.pathProperty().get());
        assertEquals(context.getPosition().text(), context.previewProperty().get().text(), "the root is the game's position");
        // Step until the open node's window is no longer the root's.
        while (model.alphaProperty().get() == -Score.INFINITE && model.betaProperty().get() == Score.INFINITE) {
            model.next();
        }
        int changed = model.positionProperty().get();
        int alpha = model.alphaProperty().get();
        int beta = model.betaProperty().get();
        assertTrue(changed > rootPosition + 1);
        assertTrue(model.pathProperty().get().startsWith("root › "), model.pathProperty().get());
        assertTrue(context.previewProperty().get() != null, "the open node is shown on the board");
        while (model.positionProperty().get() > rootPosition) {
            model.back();
        }
        assertEquals(-Score.INFINITE, model.alphaProperty().get());
        assertEquals(Score.INFINITE, model.betaProperty().get());
        model.seek(changed);
        assertEquals(alpha, model.alphaProperty().get());
        assertEquals(beta, model.betaProperty().get());

        // A cutoff on a real position counts the moves the position has.
        assertTrue(model.runToNextCutoff());
        int node = model.stepper().node();
        int legal = search.positionAt(node).legalMoves().length;
        int remaining = legal - search.tree().cutoffIndex(node) - 1;
        assertTrue(model.explanationProperty().get().contains(remaining + " remaining move"), model.explanationProperty().get());
        assertTrue(model.explanationProperty().get().contains("of " + legal + ")"), model.explanationProperty().get());
        model.dispose();
        assertEquals(null, context.previewProperty().get(), "closing gives the board back");
    }

    @Test
    void sssStarShowsItsOpenListInMeritOrderAndPurgesBelowNode12() {
        RecordedSearch search = record(StepSource.FIGURE_74, "sss", 0);
        assertEquals(StepperViewModel.Panel.OPEN_LIST, model.panelProperty().get());
        assertEquals(8, search.result().value());
        int longest = 0;
        for (int p = 1; p < model.lengthProperty().get(); p++) {
            model.seek(p);
            List<OpenEntry> open = model.openList();
            longest = Math.max(longest, open.size());
            for (int i = 1; i < open.size(); i++) {
                assertTrue(open.get(i - 1).merit() >= open.get(i).merit(), "SSS* takes the largest merit first: " + open);
            }
        }
        assertTrue(longest >= 2, "OPEN held several states mid-replay: " + longest);
        model.seek(model.lengthProperty().get() / 2);
        assertFalse(model.openList().isEmpty());
        assertTrue(model.explanationProperty().get().length() > 10);
        model.last();
        TextbookShape shape = model.shapeProperty().get();
        TreeMarks marks = model.marksProperty().get();
        // The book: SSS* never evaluates the leaves below 1.2 — drawn as purged.
        assertTrue(marks.isPruned(shape.nodeOf(new int[] {1, 2})));
        assertTrue(marks.isPruned(shape.nodeOf(new int[] {1, 2, 1})));
        assertEquals(TreeMarks.Mark.VISITED, marks.mark(shape.nodeOf(new int[] {1, 1, 1})));
    }

    @Test
    void mctsShowsTheRootChildrenGrowingToTheSearchsOwnCounts() {
        record(StepSource.FIGURE_74, "mcts", 0);
        assertEquals(StepperViewModel.Panel.MCTS, model.panelProperty().get());
        model.seek(model.lengthProperty().get() / 2);
        List<MctsChild> half = List.copyOf(model.mctsChildren());
        assertEquals(2, half.size());
        assertTrue(half.stream().allMatch(c -> c.visits() > 0 && !Double.isNaN(c.mean()) && !Double.isInfinite(c.ucb())));
        model.last();
        List<MctsChild> end = List.copyOf(model.mctsChildren());
        // The same search run without the UI: its final root children are what the replay rebuilt.
        Mcts mcts = (Mcts) Algorithms.create("mcts", SearchConfig.plain());
        mcts.search(TextbookTree.figure74(), SearchLimits.depth(1));
        List<Mcts.RootChild> expected = mcts.rootChildren();
        for (int i = 0; i < expected.size(); i++) {
            assertEquals(expected.get(i).visits(), end.get(i).visits(), "visits of child " + (i + 1));
            assertEquals(expected.get(i).mean(), end.get(i).mean(), 1e-6);
            assertTrue(end.get(i).visits() > half.get(i).visits());
        }
        assertEquals(Mcts.ITERATIONS_PER_DEPTH, end.get(0).visits() + end.get(1).visits());
        double c = SearchConfig.plain().mctsExploration();
        double ucb = end.get(0).mean() + c * Math.sqrt(Math.log(Mcts.ITERATIONS_PER_DEPTH) / end.get(0).visits());
        assertEquals(ucb, end.get(0).ucb(), 1e-9);
    }

    @Test
    void playingAppliesEventsAtTheChosenSpeedAndStopsAtTheEnd() {
        record(StepSource.FIGURE_74, "alphabeta", 0);
        model.speedProperty().set(10);
        model.playingProperty().set(true);
        model.advance(0.5);
        assertEquals(5, model.positionProperty().get());
        model.advance(1000);
        assertEquals(model.lengthProperty().get(), model.positionProperty().get());
        assertFalse(model.playingProperty().get());
    }

    @Test
    void stepOutRunsToTheEndOfTheOpenNode() {
        RecordedSearch search = record(StepSource.FIGURE_74, "alphabeta", 0);
        while (model.eventKindProperty().get() != TraceEvent.NODE_ENTERED || search.tree().ply(model.selectedNodeProperty().get()) != 1) {
            model.next();
        }
        int node = model.selectedNodeProperty().get();
        model.stepOut();
        assertEquals(search.tree().leaveEvent(node) + 1, model.positionProperty().get());
        assertEquals(TraceEvent.NODE_LEFT, model.eventKindProperty().get());
        assertTrue(model.explanationProperty().get().startsWith("Return from 1:"), model.explanationProperty().get());
    }

    @Test
    void badSettingsAreExplainedAndNotRecorded() {
        model.sourceProperty().set(StepSource.RANDOM_TREE);
        model.seedTextProperty().set("abc");
        assertEquals("The seed must be a whole number, not \"abc\".", model.inputErrorProperty().get());
        assertFalse(model.record());
        model.seedTextProperty().set("7");
        model.branchingProperty().set(10);
        model.treeDepthProperty().set(4);
        assertTrue(model.inputErrorProperty().get().contains("11,111 nodes"), model.inputErrorProperty().get());
        model.branchingProperty().set(3);
        model.treeDepthProperty().set(3);
        model.minValueProperty().set(5);
        model.maxValueProperty().set(1);
        assertFalse(model.inputErrorProperty().get().isEmpty());
        model.maxValueProperty().set(9);
        assertEquals("", model.inputErrorProperty().get());
        assertTrue(model.record());
        assertEquals(40, model.shapeProperty().get().nodeCount());
        model.algorithmProperty().set("no-such-algorithm");
        assertFalse(model.record());
        assertTrue(model.statusErrorProperty().get());
        assertTrue(model.statusProperty().get().startsWith("The search failed"), model.statusProperty().get());
    }

    @Test
    void theExplanationFollowsTheLanguage() {
        record(StepSource.FIGURE_74, "alphabeta", 0);
        model.runToNextCutoff();
        String english = model.explanationProperty().get();
        l10n.setLanguage(Language.SIMPLIFIED_CHINESE);
        String chinese = model.explanationProperty().get();
        assertNotEquals(english, chinese);
        assertTrue(chinese.contains("剪枝"), chinese);
        assertEquals("剪枝", model.kindNameProperty().get());
    }

    @Test
    void onAGamePositionOpenStatesAndMctsChildrenAreNamedInTheNotation() {
        record(StepSource.GAME_POSITION, "sss", 2);
        model.seek(model.lengthProperty().get() / 2);
        assertFalse(model.openList().isEmpty());
        OpenEntry first = model.openList().get(0);
        assertTrue(first.name().matches(".*[一二三四五六七八九1-9].*"), first.name());
        assertTrue(context.previewProperty().get() != null, "the popped node is on the board");

        record(StepSource.GAME_POSITION, "mcts", 1);
        model.last();
        List<MctsChild> children = model.mctsChildren();
        assertEquals(44, children.size(), "every red opening move is tried once first");
        assertEquals(Mcts.ITERATIONS_PER_DEPTH, children.stream().mapToInt(MctsChild::visits).sum());
        assertTrue(children.stream().anyMatch(c -> c.name().equals("炮二平五")), children.toString());
    }
}
