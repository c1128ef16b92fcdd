package org.gametree.app.analysis.stepper;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.MoveNotation;
import org.gametree.app.analysis.RecordedSearch;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.Localization;
import org.gametree.app.task.SynchronousTaskRunner;
import org.gametree.core.search.MoveStage;
import org.gametree.core.search.Technique;
import org.gametree.core.trace.Trace;
import org.gametree.core.trace.TraceEvent;
import org.gametree.core.trace.TraceTree;
import org.gametree.xiangqi.Position;
import org.junit.jupiter.api.Test;

/**
 * Issue 12, "Watching it": the stepper explains in words, in English and in Chinese, what
 * {@code best} decided — a null-move cut, a late-move reduction and its re-search, a futility
 * prune, the stage of a cut — on the start position at depth 6, where all of them happen.
 */
class SelectiveStepperTest {

    private final Localization l10n = new Localization(Language.ENGLISH);
    private final AnalysisContext context = new AnalysisContext(l10n, new SynchronousTaskRunner(),
            new XiangqiAnalysisPosition(Position.startPosition()));
    private final StepperViewModel model = new StepperViewModel(context, new StepperReplay.Ticker() {
        @Override
        public void start(Runnable tick) {
        }

        @Override
        public void stop() {
        }
    });

    private RecordedSearch recordBest() {
        context.notationProperty().set(MoveNotation.COORDINATE);
        model.settings().sourceProperty().set(StepSource.GAME_POSITION);
        model.settings().algorithmProperty().set("best");
        model.settings().depthProperty().set(6);
        assertTrue(model.record(), model.inputErrorProperty().get());
        RecordedSearch search = model.recordedProperty().get();
        assertTrue(search != null, model.statusProperty().get());
        return search;
    }

    /** The first event of a kind whose technique is {@code technique} (any for null), with a move (or for the node: move 0). */
    private static int first(Trace trace, byte kind, Technique technique, boolean nodeItself) {
        for (int e = 0; e < trace.size(); e++) {
            if (trace.kind(e) != kind) {
                continue;
            }
            if (kind == TraceEvent.PRUNED && (trace.arg1(e) == 0) != nodeItself) {
                continue;
            }
            if (technique == null || trace.technique(e) == technique) {
                return e;
            }
        }
        throw new AssertionError("no " + TraceEvent.name(kind) + " " + technique + " in the trace");
    }

    private String explain(int event) {
        model.seek(event + 1);
        return model.explanationProperty().get();
    }

    /** A move of a node named as the stepper names it (coordinates here). */
    private static String moveName(RecordedSearch search, int node, int move) {
        AnalysisPosition at = search.positionAt(node);
        return at.moveName(move, MoveNotation.COORDINATE);
    }

    @Test
    void aNullMoveCutIsExplained() {
        RecordedSearch search = recordBest();
        TraceTree tree = search.tree();
        Trace trace = tree.trace();
        int cut = first(trace, TraceEvent.PRUNED, Technique.NULL_MOVE, true);
        int node = tree.nodeAt(cut);
        int nullChild = tree.nullMoveChild(node);
        int reduction = tree.nullMoveReduction(nullChild);
        String side = tree.ply(node) % 2 == 0 ? "Red" : "Black"; // Red moves at the root
        String text = explain(cut);
        assertTrue(text.startsWith("Null move: " + side + " passed, and a search " + reduction
                + " plies shallower still reached β "), text);
        assertTrue(text.endsWith("is cut without searching its moves (null-move pruning)."), text);
        assertEquals("pruned", model.kindNameProperty().get());

        // The pass itself, and entering its subtree: the path names it.
        int tried = first(trace, TraceEvent.NULL_MOVE, null, false);
        assertTrue(explain(tried).startsWith("Null move at "), model.explanationProperty().get());
        model.seek(tree.enterEvent(nullChild) + 1);
        assertTrue(model.explanationProperty().get().contains("This is the null move: " + side + " passed; it is searched "
                + reduction + " plies shallower"), model.explanationProperty().get());
        assertTrue(model.pathProperty().get().endsWith("pass (null move)"), model.pathProperty().get());

        l10n.setLanguage(Language.SIMPLIFIED_CHINESE);
        model.seek(cut + 1);
        String zh = model.explanationProperty().get();
        assertTrue(zh.startsWith("空着：") && zh.contains("少搜 " + reduction + " 层") && zh.endsWith("（空着裁剪）。"), zh);
        model.seek(tree.enterEvent(nullChild) + 1);
        assertTrue(model.pathProperty().get().endsWith("空着"), model.pathProperty().get());
    }

    @Test
    void aLateMoveReductionAndItsReSearchAreExplained() {
        RecordedSearch search = recordBest();
        TraceTree tree = search.tree();
        Trace trace = tree.trace();
        int again = first(trace, TraceEvent.RESEARCHED, Technique.LATE_MOVE_REDUCTION, false);
        int node = tree.nodeAt(again);
        String move = moveName(search, node, trace.arg1(again));
        // The reduced search came first: the REDUCED event of the same move, just before its child.
        int reducedEvent = -1;
        for (int e = again - 1; e >= 0 && reducedEvent < 0; e--) {
            if (trace.kind(e) == TraceEvent.REDUCED && trace.arg1(e) == trace.arg1(again) && tree.nodeAt(e) == node) {
                reducedEvent = e;
            }
        }
        assertTrue(reducedEvent >= 0);
        int plies = trace.arg2(reducedEvent);
        String reduced = explain(reducedEvent);
        assertTrue(reduced.startsWith(move + " is searched " + plies + (plies == 1 ? " ply" : " plies")
                + " shallower first (late-move reduction)"), reduced);
        assertTrue(reduced.endsWith("it is searched again at full depth."), reduced);
        String text = explain(again);
        assertTrue(text.startsWith("The search of " + move + ", " + plies + (plies == 1 ? " ply" : " plies")
                + " shallower, gave "), text);
        assertTrue(text.contains(" and beat α "), text);
        assertTrue(text.endsWith("it is searched again at full depth (late-move reduction re-search)."), text);
        assertEquals("search again", model.kindNameProperty().get());

        l10n.setLanguage(Language.SIMPLIFIED_CHINESE);
        model.seek(again + 1);
        assertTrue(model.explanationProperty().get().contains("以完整深度重新搜索（后期着法减层的重新搜索）"),
                model.explanationProperty().get());
    }

    @Test
    void aFutilityPruneIsExplainedWithTheEvaluationAndItsMargin() {
        RecordedSearch search = recordBest();
        TraceTree tree = search.tree();
        Trace trace = tree.trace();
        int prune = first(trace, TraceEvent.PRUNED, Technique.FUTILITY, false);
        int node = tree.nodeAt(prune);
        String move = moveName(search, node, trace.arg1(prune));
        int eval = search.positionAt(node).searchPosition(search.evaluation()).evaluate();
        int margin = trace.arg3(prune) - eval;
        assertTrue(margin > 0, "the bound is the evaluation plus a margin: " + margin);
        String text = explain(prune);
        assertTrue(text.startsWith(move + " is skipped at "), text);
        assertTrue(text.contains("plus a margin of " + margin + " for what a quiet move might gain"), text);
        assertTrue(text.contains("cannot reach α "), text);
        assertTrue(text.endsWith("(futility pruning)."), text);

        l10n.setLanguage(Language.SIMPLIFIED_CHINESE);
        model.seek(prune + 1);
        String zh = model.explanationProperty().get();
        assertTrue(zh.contains("跳过 " + move) && zh.contains("余量 " + margin) && zh.endsWith("（无益裁剪）。"), zh);
    }

    @Test
    void everyCutSaysWhichStageOfTheMovePickerCut() {
        RecordedSearch search = recordBest();
        Trace trace = search.tree().trace();
        int cuts = 0;
        for (int e = 0; e < trace.size() && cuts < 200; e++) {
            if (trace.kind(e) == TraceEvent.CUTOFF) {
                cuts++;
                MoveStage stage = trace.stage(e);
                String text = explain(e);
                assertTrue(text.endsWith("(stage " + stage.number() + ")."), text);
                if (stage == MoveStage.KILLER) {
                    assertTrue(text.endsWith("Cut by the killer (stage 3)."), text);
                }
            }
        }
        assertTrue(cuts > 10);
    }

    @Test
    void everyDecisionOfTheRecordingIsExplainedInBothLanguages() {
        RecordedSearch search = recordBest();
        Trace trace = search.tree().trace();
        List<Byte> kinds = List.of(TraceEvent.PRUNED, TraceEvent.REDUCED, TraceEvent.EXTENDED, TraceEvent.RESEARCHED,
                TraceEvent.NULL_MOVE);
        for (Language language : List.of(Language.ENGLISH, Language.SIMPLIFIED_CHINESE)) {
            l10n.setLanguage(language);
            for (int e = 0; e < trace.size(); e++) {
                if (!kinds.contains(trace.kind(e))) {
                    continue;
                }
                String text = explain(e);
                if (System.getProperty("watch.print") != null) {
                    System.out.println("EXPLAIN " + text);
                }
                assertTrue(!text.isBlank() && !text.startsWith(TraceEvent.name(trace.kind(e))),
                        language + " event " + e + ": " + text);
                assertTrue(!text.contains("{") && !text.contains("-1"), text);
            }
        }
    }
}
