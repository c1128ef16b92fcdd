package org.gametree.app.analysis.stepper;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;

import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;

import org.gametree.app.DocImages;
import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.MoveNotation;
import org.gametree.app.analysis.RecordedSearch;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.app.fonts.AppFonts;
import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.Localization;
import org.gametree.app.task.FxTaskRunner;
import org.gametree.core.search.Technique;
import org.gametree.core.trace.Trace;
import org.gametree.core.trace.TraceEvent;
import org.gametree.xiangqi.Position;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 12, "Must show": the stepper explains a null-move cut, an LMR re-search and a futility
 * prune of {@code best} (the start position at depth 6 has all three), stepping onto each with
 * the arrow key, in English and in Chinese.
 */
@ExtendWith(ApplicationExtension.class)
class SelectiveStepperViewTest {

    private FxTaskRunner tasks;
    private Localization l10n;
    private StepperView view;
    private AnalysisContext context;

    @Start
    void start(Stage stage) {
        AppFonts.load();
        tasks = new FxTaskRunner();
        l10n = new Localization(Language.ENGLISH);
        context = new AnalysisContext(l10n, tasks, new XiangqiAnalysisPosition(Position.startPosition()));
        context.notationProperty().set(MoveNotation.COORDINATE);
        view = new StepperView(context, new org.gametree.app.MemoryPreferences());
        Scene scene = new Scene(view, 900, 780);
        scene.getStylesheets().add(AppFonts.class.getResource("/org/gametree/app/app.css").toExternalForm());
        stage.setScene(scene);
        stage.show();
    }

    @AfterEach
    void stopTasks() {
        tasks.close();
    }

    private static int first(Trace trace, byte kind, Technique technique, boolean node) {
        for (int e = 0; e < trace.size(); e++) {
            if (trace.kind(e) == kind && trace.technique(e) == technique
                    && (kind != TraceEvent.PRUNED || (trace.arg1(e) == 0) == node)) {
                return e;
            }
        }
        throw new AssertionError("no " + technique);
    }

    /** Goes to just before {@code event}, then takes one step onto it with → and reads the explanation. */
    private String stepOnto(FxRobot robot, int event) {
        robot.interact(() -> view.getModel().seek(event));
        robot.clickOn("#stepper-explanation"); // the replay area takes the keys
        robot.type(KeyCode.RIGHT);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(event + 1, view.getModel().positionProperty().get());
        return robot.lookup("#stepper-explanation").queryLabeled().getText();
    }

    @Test
    void nullMoveCutLmrReSearchAndFutilityPruneInWords(FxRobot robot) throws Exception {
        robot.clickOn("#stepper-source-game");
        robot.interact(() -> {
            view.getModel().settings().algorithmProperty().set("best");
            view.getModel().settings().depthProperty().set(6);
        });
        robot.clickOn("#stepper-record");
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> view.getModel().recordedProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents();
        RecordedSearch search = view.getModel().recordedProperty().get();
        assertEquals("best", search.algorithm());
        Trace trace = search.tree().trace();

        int nullCut = first(trace, TraceEvent.PRUNED, Technique.NULL_MOVE, true);
        String text = stepOnto(robot, nullCut);
        assertTrue(text.startsWith("Null move: ") && text.contains(" passed, and a search ")
                && text.endsWith("is cut without searching its moves (null-move pruning)."), text);
        assertEquals("pruned", robot.lookup("#stepper-kind").queryLabeled().getText());
        javafx.scene.image.WritableImage[] image = new javafx.scene.image.WritableImage[1];
        robot.interact(() -> image[0] = view.snapshot(null, null));
        DocImages.write(javafx.embed.swing.SwingFXUtils.fromFXImage(image[0], null), "stepper-null-move.png");

        int research = first(trace, TraceEvent.RESEARCHED, Technique.LATE_MOVE_REDUCTION, false);
        text = stepOnto(robot, research);
        assertTrue(text.startsWith("The search of ") && text.contains(" shallower, gave ") && text.contains(" and beat α ")
                && text.endsWith("it is searched again at full depth (late-move reduction re-search)."), text);

        int futility = first(trace, TraceEvent.PRUNED, Technique.FUTILITY, false);
        text = stepOnto(robot, futility);
        assertTrue(text.contains(" is skipped at ") && text.contains("plus a margin of ") && text.contains("cannot reach α ")
                && text.endsWith("(futility pruning)."), text);

        robot.interact(() -> l10n.setLanguage(Language.SIMPLIFIED_CHINESE));
        assertTrue(stepOnto(robot, nullCut).endsWith("（空着裁剪）。"));
        assertTrue(stepOnto(robot, research).endsWith("以完整深度重新搜索（后期着法减层的重新搜索）。"));
        assertTrue(stepOnto(robot, futility).endsWith("因此不搜索（无益裁剪）。"));
    }
}
