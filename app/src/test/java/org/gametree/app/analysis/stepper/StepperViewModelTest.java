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
    /** Playing is driven by hand here ({@link StepperViewModel#advance}): a ticker that never ticks. */
    private final StepperViewModel model = new StepperViewModel(context, new StepperReplay.Ticker() {
        @Override
        public void start(Runnable tick) {
        }

        @Override
        public void stop() {
        }
    });

    private RecordedSearch record(StepSource source, String algorithm, int depth) {
        model.settings().sourceProperty().set(source);
        model.settings().algorithmProperty().set(algorithm);
        model.settings().depthProperty().set(depth);
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
        assertTrue(model.explanationProperty().get().contains("value +" + minimax), model.explanationProperty().get());
        // Back to the root's return: its value is the minimax value, and the drawing writes it at the root.
        TraceTree tree = search.tree();
        while (!(model.eventKindProperty().get() == TraceEvent.NODE_LEFT && tree.parent(model.selectedNodeProperty().get()) < 0)) {
            model.back();
        }
        assertEquals(minimax, tree.value(model.selectedNodeProperty().get()));
        assertEquals("Return from root: value +8, exact.", model.explanationProperty().get());
        assertEquals("+8", model.marksProperty().get().label(0));
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
        assertTrue(sentence.contains("≥ β " + context.scores().plain(beta)), sentence);
        assertTrue(sentence.contains(remaining + " remaining move"), sentence);
        // Worked by hand: 1.2 gets the window (−∞, 5); its first leaf, 7, reaches β; leaf 4 is skipped.
        assertEquals("Cutoff at 1.2: value +7 ≥ β +5: 1 remaining move skipped. Move 1.2.1 (number 1 of 2) refutes this line.",
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
        for (Mcts.RootChild child : expected) {
            MctsChild shown = end.stream().filter(c -> c.move() == child.move()).findFirst().orElseThrow();
            MctsChild before = half.stream().filter(c -> c.move() == child.move()).findFirst().orElseThrow();
            assertEquals(child.visits(), shown.visits(), "visits of child " + child.move());
            assertEquals(child.mean(), shown.mean(), 1e-6);
            assertTrue(shown.visits() > before.visits());
        }
        assertTrue(end.get(0).visits() >= end.get(1).visits(), "the most visited first: " + end);
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
        RecordingSettings settings = model.settings();
        settings.sourceProperty().set(StepSource.RANDOM_TREE);
        settings.seedTextProperty().set("abc");
        assertEquals("The seed must be a whole number, not \"abc\".", model.inputErrorProperty().get());
        assertFalse(model.record());
        settings.seedTextProperty().set("7");
        settings.branchingProperty().set(10);
        settings.treeDepthProperty().set(4);
        assertTrue(model.inputErrorProperty().get().contains("11,111 nodes"), model.inputErrorProperty().get());
        settings.branchingProperty().set(3);
        settings.treeDepthProperty().set(3);
        settings.minValueProperty().set(5);
        settings.maxValueProperty().set(1);
        assertFalse(model.inputErrorProperty().get().isEmpty());
        settings.maxValueProperty().set(9);
        assertEquals("", model.inputErrorProperty().get());
        assertTrue(model.record());
        assertEquals(40, model.shapeProperty().get().nodeCount());
        settings.algorithmProperty().set("no-such-algorithm");
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

    // ---------------------------------------------------------------- issue 10

    @Test
    void aNewRecordingOpensAtEventZeroAndStepAdvances() {
        record(StepSource.GAME_POSITION, "alphabeta", 2);
        model.last();
        record(StepSource.FIGURE_74, "alphabeta", 0);
        assertEquals(0, model.positionProperty().get(), "figure 7.4 opens before its first event");
        model.next();
        assertEquals(1, model.positionProperty().get());
        assertEquals(TraceEvent.SEARCH_STARTED, model.eventKindProperty().get());
    }

    @Test
    void theHeaderCountsTheNodesOfEveryKindOfSearch() {
        RecordedSearch alphaBeta = record(StepSource.FIGURE_74, "alphabeta", 0);
        long nodes = alphaBeta.result().statistics().totalNodes();
        assertEquals(alphaBeta.tree().nodeCount(), nodes, "alpha-beta enters every node it counts");
        assertTrue(model.statusProperty().get().endsWith(", " + nodes + " nodes."), model.statusProperty().get());

        RecordedSearch sss = record(StepSource.FIGURE_74, "sss", 0);
        long created = count(sss, TraceEvent.NODE_CREATED);
        assertTrue(created > 0 && created >= sss.result().statistics().totalNodes(),
                created + " generated vs " + sss.result().statistics());
        assertTrue(model.statusProperty().get().endsWith(", " + created + " nodes."), model.statusProperty().get());

        RecordedSearch mcts = record(StepSource.GAME_POSITION, "mcts", 1);
        long tree = mcts.result().statistics().nodes(); // MCTS: nodes added to its tree, the root included
        assertTrue(tree > 1);
        assertEquals(count(mcts, TraceEvent.MCTS_EXPANDED) + 1, tree);
        assertTrue(model.statusProperty().get().endsWith(", " + String.format("%,d", tree) + " nodes."),
                model.statusProperty().get());
    }

    private String kindName() {
        return model.kindNameProperty().get();
    }

    private static long count(RecordedSearch search, byte kind) {
        long n = 0;
        for (int e = 0; e < search.tree().trace().size(); e++) {
            if (search.tree().trace().kind(e) == kind) {
                n++;
            }
        }
        return n;
    }

    @Test
    void mctsIsSetByIterationsAndCNotByDepth() {
        RecordingSettings settings = model.settings();
        settings.sourceProperty().set(StepSource.GAME_POSITION);
        settings.algorithmProperty().set("alphabeta");
        assertTrue(settings.depthShownProperty().get());
        assertFalse(settings.mctsProperty().get());
        settings.algorithmProperty().set("mcts");
        assertTrue(settings.mctsProperty().get());
        assertFalse(settings.depthShownProperty().get(), "MCTS has no depth");
        settings.iterationsProperty().set(300);
        settings.explorationProperty().set(0.5);
        assertTrue(model.record());
        RecordedSearch search = model.recordedProperty().get();
        long iterations = search.tree().trace().size() == 0 ? 0 : count(search, TraceEvent.MCTS_SELECTED)
                - count(search, TraceEvent.MCTS_SELECTED) + rootSelections(search);
        assertEquals(300, iterations, "one iteration per root selection");
        model.last();
        MctsChild best = model.mctsChildren().get(0);
        int rootVisits = model.mctsChildren().stream().mapToInt(MctsChild::visits).sum();
        assertEquals(best.mean() + 0.5 * Math.sqrt(Math.log(rootVisits) / best.visits()), best.ucb(), 1e-9,
                "the UCB uses the c recorded with");
        settings.iterationsProperty().set(0);
        assertEquals("Choose from 1 to 20,000 iterations.", model.inputErrorProperty().get());
    }

    private static long rootSelections(RecordedSearch search) {
        long n = 0;
        for (int e = 0; e < search.tree().trace().size(); e++) {
            if (search.tree().trace().kind(e) == TraceEvent.MCTS_SELECTED && search.tree().trace().arg1(e) == 0) {
                n++;
            }
        }
        return n;
    }

    @Test
    void mctsEventsAreNamedAsMctsStepsWithTheirIteration() {
        record(StepSource.FIGURE_74, "mcts", 0);
        boolean selected = false;
        for (int p = 1; p <= model.lengthProperty().get(); p++) {
            model.seek(p);
            String text = model.explanationProperty().get();
            assertFalse(text.contains("principal variation") || kindName().contains("principal variation"), text);
            if (model.eventKindProperty().get() == TraceEvent.MCTS_SELECTED && !selected) {
                selected = true;
                assertEquals("Iteration 1, select: start at the root.", text);
                assertEquals("iteration 1: selection", model.kindNameProperty().get());
            }
            if (model.eventKindProperty().get() == TraceEvent.MCTS_BACKPROPAGATED) {
                assertTrue(text.startsWith("Iteration ") && text.contains(", backpropagate: "), text);
            }
        }
        assertTrue(selected);
        model.last();
        List<MctsChild> children = model.mctsChildren();
        for (int i = 1; i < children.size(); i++) {
            assertTrue(children.get(i - 1).visits() >= children.get(i).visits(), "sorted by visits: " + children);
        }
    }

    @Test
    void scoresAndTheWindowFollowThePerspectiveSetting() {
        RecordedSearch search = record(StepSource.FIGURE_74, "alphabeta", 0);
        TraceTree tree = search.tree();
        // Node 1 (a MIN node, ply 1) returns: its value is held for MIN, the side to move there.
        while (!(model.eventKindProperty().get() == TraceEvent.NODE_LEFT
                && tree.ply(model.selectedNodeProperty().get()) == 1)) {
            model.next();
        }
        int node = model.selectedNodeProperty().get();
        int value = tree.value(node);
        assertTrue(value != 0);
        String sideToMove = model.explanationProperty().get();
        assertTrue(sideToMove.startsWith("Return from 1: value " + context.scores().plain(value)), sideToMove);
        assertTrue(model.legendProperty().get().contains("side to move"), model.legendProperty().get());
        int drawn = model.shapeProperty().get().nodeOf(new int[] {1});
        String labelBefore = model.marksProperty().get().label(drawn);

        context.scorePerspectiveProperty().set(org.gametree.app.analysis.score.ScorePerspective.FIRST_PLAYER);
        String first = model.explanationProperty().get();
        assertTrue(first.startsWith("Return from 1: value " + context.scores().plain(-value)), first);
        assertEquals("Scores from MAX's side: + is good for MAX", model.legendProperty().get());
        assertNotEquals(labelBefore, model.marksProperty().get().label(drawn), "the drawing turns too");

        // A window of a MIN node: (α, β) for MIN is (−β, −α) for MAX.
        model.first();
        while (model.stepper().openNode() < 0 || tree.ply(model.stepper().openNode()) != 1
                || model.betaProperty().get() == Score.INFINITE) {
            model.next();
        }
        int alpha = model.alphaProperty().get();
        int beta = model.betaProperty().get();
        assertEquals(-beta, model.shownAlphaProperty().get());
        assertEquals(context.scores().plain(-beta), model.alphaTextProperty().get());
        assertEquals(context.scores().plain(-alpha), model.betaTextProperty().get());
        context.scorePerspectiveProperty().set(org.gametree.app.analysis.score.ScorePerspective.SIDE_TO_MOVE);
        assertEquals(alpha, model.shownAlphaProperty().get());
        assertEquals(context.scores().plain(beta), model.betaTextProperty().get());
    }

    @Test
    void steppingMarksTheSearchedMoveAndAtACutoffTheRefutation() {
        RecordedSearch search = record(StepSource.GAME_POSITION, "alphabeta", 2);
        assertTrue(model.runToNextCutoff());
        List<org.gametree.app.analysis.BoardMark> marks = context.marksProperty().get();
        int node = model.stepper().node();
        int refutation = search.tree().trace().arg1(model.stepper().event());
        int[] line = search.tree().path(node);
        assertEquals(List.of(
                org.gametree.app.analysis.BoardMark.Kind.SEARCHED, org.gametree.app.analysis.BoardMark.Kind.REFUTATION),
                marks.stream().map(org.gametree.app.analysis.BoardMark::kind).toList());
        assertEquals(line[line.length - 1] & 0xFF, marks.get(0).from());
        assertEquals(refutation & 0xFF, marks.get(1).from());
        assertEquals((refutation >>> 8) & 0xFF, marks.get(1).to());
        assertTrue(context.previewLabelProperty().get().startsWith("Stepper, event " + model.positionProperty().get() + ": "),
                context.previewLabelProperty().get());
        model.next();
        assertTrue(context.marksProperty().get().stream()
                .noneMatch(m -> m.kind() == org.gametree.app.analysis.BoardMark.Kind.REFUTATION));
        model.dispose();
        assertTrue(context.marksProperty().get().isEmpty(), "leaving the recording clears the marks");
        assertEquals(null, context.previewProperty().get());
    }

    @Test
    void anotherGameClearsTheRecordingAndAnotherPositionLabelsIt() {
        record(StepSource.GAME_POSITION, "alphabeta", 2);
        model.runToNextCutoff();
        assertFalse(context.marksProperty().get().isEmpty());
        // The game moves on: the recording stays, labelled with its own position.
        XiangqiAnalysisPosition moved = new XiangqiAnalysisPosition(Position.startPosition());
        moved.play(moved.legalMoves()[0]);
        context.setPosition(moved);
        assertTrue(model.staleProperty().get().startsWith("This recording was made on another position: "),
                model.staleProperty().get());
        model.showRecordedPosition();
        assertEquals(Position.startPosition().toString(),
                ((XiangqiAnalysisPosition) context.previewProperty().get()).position().toString());
        // New game of Gomoku: the Xiangqi recording is cleared, the board given back.
        context.setPosition(new org.gametree.app.analysis.GomokuAnalysisPosition(
                new org.gametree.gomoku.GomokuPosition(org.gametree.gomoku.Rule.RENJU, 15)));
        assertEquals(null, model.recordedProperty().get());
        assertEquals(0, model.lengthProperty().get());
        assertEquals(null, context.previewProperty().get());
        assertTrue(context.marksProperty().get().isEmpty());
        assertEquals("", model.staleProperty().get());
        assertTrue(model.statusProperty().get().startsWith("The game changed"), model.statusProperty().get());
    }

    @Test
    void textbookTreesDoNotNeedTheBoard() {
        assertTrue(model.needsBoardProperty().get(), "nothing recorded: the board keeps its place");
        record(StepSource.FIGURE_74, "alphabeta", 0);
        assertFalse(model.needsBoardProperty().get());
        record(StepSource.GAME_POSITION, "alphabeta", 1);
        assertTrue(model.needsBoardProperty().get());
    }
}
