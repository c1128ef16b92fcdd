package org.gametree.app.analysis.stepper;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import javafx.scene.Scene;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.stage.Stage;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.app.fonts.AppFonts;
import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.Localization;
import org.gametree.app.task.FxTaskRunner;
import org.gametree.app.xiangqi.board.BoardState;
import org.gametree.app.xiangqi.board.XiangqiBoard;
import org.gametree.core.search.Score;
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
 * The stepper beside a board that shows the context's preview, as the window will wire it: a
 * Xiangqi alpha-beta search at depth 3 replayed to a cutoff two plies deep. Writes
 * {@code docs/images/stepper.png}.
 */
@ExtendWith(ApplicationExtension.class)
class StepperScreenshotTest {

    private FxTaskRunner tasks;
    private AnalysisContext context;
    private StepperView view;
    private XiangqiBoard board;

    @Start
    void start(Stage stage) {
        AppFonts.load();
        tasks = new FxTaskRunner();
        Position start = Position.startPosition();
        context = new AnalysisContext(new Localization(Language.ENGLISH), tasks, new XiangqiAnalysisPosition(start));
        board = new XiangqiBoard();
        board.setPrefSize(430, 480);
        context.previewProperty().addListener((o, was, now) -> board.setState(
                BoardState.of(((XiangqiAnalysisPosition) (now != null ? now : context.getPosition())).position(), -1, new int[0])));
        view = new StepperView(context, new org.gametree.app.MemoryPreferences());
        view.setPrefWidth(720);
        HBox.setHgrow(view, Priority.ALWAYS);
        HBox window = new HBox(board, view);
        window.getStyleClass().add("board-area");
        view.setStyle("-fx-background-color: #fbf8f2;");
        Scene scene = new Scene(window, 1180, 760);
        scene.getStylesheets().add(AppFonts.class.getResource("/org/gametree/app/app.css").toExternalForm());
        stage.setScene(scene);
        stage.show();
    }

    @AfterEach
    void stopTasks() {
        tasks.close();
    }

    @Test
    void writesTheStepperScreenshotMidReplayOnAXiangqiPosition(FxRobot robot) throws TimeoutException, IOException {
        StepperViewModel model = view.getModel();
        robot.clickOn("#stepper-source-game");
        robot.interact(() -> {
            model.settings().algorithmProperty().set("alphabeta");
            model.settings().depthProperty().set(3);
        });
        robot.clickOn("#stepper-record");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> model.recordedProperty().get() != null);
        robot.interact(() -> {
            do {
                model.runToNextCutoff();
            } while (model.stepper().tree().ply(model.stepper().node()) < 2 || !model.pathProperty().get().contains("炮二平五"));
        });
        assertEquals(TraceEvent.CUTOFF, model.eventKindProperty().get());
        assertNotEquals(-Score.INFINITE, model.alphaProperty().get(), "a real window two plies down");
        String explanation = robot.lookup("#stepper-explanation").queryLabeled().getText();
        assertTrue(explanation.matches("Cutoff at .*: value [+−]?[\\d,]+ [≥≤] [αβ] [+−]?[\\d,]+: \\d+ remaining moves skipped\\..*"), explanation);
        assertTrue(context.previewProperty().get() != null, "the board shows the open node");
        StepperViewTest.writeScreenshot(robot, robot.lookup(".board-area").query(), "stepper.png");
    }
}
