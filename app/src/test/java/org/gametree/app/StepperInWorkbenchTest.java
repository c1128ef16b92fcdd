package org.gametree.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import javafx.scene.Node;
import javafx.stage.Stage;

import org.gametree.app.analysis.stepper.StepperViewModel;
import org.gametree.app.i18n.Language;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The stepper in the real window: a textbook tree takes the board's room, and a recording of one
 * game does not outlive a switch to the other (issue 10).
 */
@ExtendWith(ApplicationExtension.class)
class StepperInWorkbenchTest {

    private final WorkbenchFixture fixture = new WorkbenchFixture();

    @Start
    void start(Stage stage) {
        fixture.open(stage, Language.ENGLISH);
    }

    @AfterEach
    void close(FxRobot robot) {
        WorkbenchFixture.closeSecondaryWindows(robot);
    }

    private StepperViewModel stepper() {
        return fixture.workbench.stepper().getModel();
    }

    private boolean boardShown(FxRobot robot) {
        Node play = robot.lookup("#play-area").tryQuery().orElse(null);
        return play != null && play.getScene() != null && play.getParent() != null;
    }

    private void record(FxRobot robot, String source) throws TimeoutException {
        robot.clickOn(source);
        robot.clickOn("#stepper-record");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> stepper().recordedProperty().get() != null
                && !stepper().recordingProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void aTextbookTreeTakesTheBoardsRoomAndGivesItBack(FxRobot robot) throws TimeoutException {
        robot.clickOn("#tab-stepper");
        assertTrue(boardShown(robot));
        record(robot, "#stepper-source-figure-74");
        assertFalse(boardShown(robot), "figure 7.4 needs no board: the tree gets its room");
        double treeWidth = fixture.workbench.stepper().drawing().getWidth();
        assertTrue(treeWidth > 600, "the drawing is wide: " + treeWidth);
        assertEquals(0, stepper().positionProperty().get(), "the recording opens at event 0");
        robot.clickOn("#stepper-next");
        assertEquals(1, stepper().positionProperty().get());
        robot.clickOn("#tab-live");
        assertTrue(boardShown(robot), "other tabs have the board back");
        robot.clickOn("#tab-stepper");
        assertFalse(boardShown(robot));
        robot.clickOn("#stepper-source-game");
        robot.interact(() -> stepper().settings().depthProperty().set(1));
        record(robot, "#stepper-source-game");
        assertTrue(boardShown(robot), "a game recording shows its nodes on the board");
    }

    @Test
    void switchingToGomokuClearsAXiangqiRecording(FxRobot robot) throws TimeoutException {
        robot.clickOn("#tab-stepper");
        robot.interact(() -> {
            stepper().settings().algorithmProperty().set("mcts");
            stepper().settings().iterationsProperty().set(200);
        });
        record(robot, "#stepper-source-game");
        robot.clickOn("#stepper-next");
        robot.clickOn("#stepper-next");
        assertTrue(fixture.workbench.session().context().previewProperty().get() != null);
        robot.interact(() -> fixture.workbench.session().loadGomoku(new GomokuPosition(Rule.RENJU, 15)));
        WaitForAsyncUtils.waitForFxEvents();
        assertNull(stepper().recordedProperty().get(), "the Xiangqi recording is gone");
        assertNull(fixture.workbench.session().context().previewProperty().get(), "the Gomoku board shows its game");
        assertTrue(fixture.workbench.session().context().marksProperty().get().isEmpty());
        assertEquals("Event 0 of 0", robot.lookup("#stepper-position").queryLabeled().getText());
    }
}
