package org.gametree.app.analysis.stepper;

import org.gametree.app.DocImages;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Slider;
import javafx.scene.image.WritableImage;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javax.imageio.ImageIO;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.app.fonts.AppFonts;
import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.Localization;
import org.gametree.app.task.FxTaskRunner;
import org.gametree.core.trace.TraceEvent;
import org.gametree.xiangqi.Position;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The stepper view on its own: buttons and shortcuts move the replay; the textbook drawing greys pruned branches. */
@ExtendWith(ApplicationExtension.class)
class StepperViewTest {

    private FxTaskRunner tasks;
    private Localization l10n;
    private StepperView view;

    @Start
    void start(Stage stage) {
        AppFonts.load();
        tasks = new FxTaskRunner();
        l10n = new Localization(Language.ENGLISH);
        AnalysisContext context = new AnalysisContext(l10n, tasks, new XiangqiAnalysisPosition(Position.startPosition()));
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

    private StepperViewModel model() {
        return view.getModel();
    }

    /** Records figure 7.4 with alpha-beta through the record button (the search runs on a worker). */
    private void recordFigure74(FxRobot robot) throws TimeoutException {
        robot.clickOn("#stepper-source-figure-74");
        robot.clickOn("#stepper-record");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> model().recordedProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private int position() {
        return model().positionProperty().get();
    }

    @Test
    void buttonsMoveTheEventIndex(FxRobot robot) throws TimeoutException {
        recordFigure74(robot);
        int length = model().lengthProperty().get();
        assertEquals(0, position());
        robot.clickOn("#stepper-next");
        robot.clickOn("#stepper-next");
        assertEquals(2, position());
        robot.clickOn("#stepper-back");
        assertEquals(1, position());
        robot.clickOn("#stepper-last");
        assertEquals(length, position());
        robot.clickOn("#stepper-first");
        assertEquals(0, position());
        robot.clickOn("#stepper-cutoff");
        assertEquals(TraceEvent.CUTOFF, model().eventKindProperty().get());
        assertTrue(robot.lookup("#stepper-explanation").queryLabeled().getText().startsWith("Cutoff at 1.2"));
        robot.clickOn("#stepper-step-out");
        assertEquals(TraceEvent.NODE_LEFT, model().eventKindProperty().get());
        // The progress slider seeks.
        Slider progress = robot.lookup("#stepper-progress").queryAs(Slider.class);
        robot.interact(() -> progress.setValue(7));
        assertEquals(7, position());
        assertEquals("Event 7 of " + length, robot.lookup("#stepper-position").queryLabeled().getText());
    }

    @Test
    void shortcutsMoveTheEventIndex(FxRobot robot) throws TimeoutException {
        recordFigure74(robot);
        int length = model().lengthProperty().get();
        robot.clickOn("#stepper-explanation"); // the replay area takes the keys
        robot.type(KeyCode.RIGHT, 3);
        assertEquals(3, position());
        robot.type(KeyCode.LEFT);
        assertEquals(2, position());
        robot.type(KeyCode.END);
        assertEquals(length, position());
        robot.type(KeyCode.HOME);
        assertEquals(0, position());
        robot.type(KeyCode.C);
        assertEquals(TraceEvent.CUTOFF, model().eventKindProperty().get());
        int cutoff = position();
        robot.type(KeyCode.O);
        assertTrue(position() > cutoff);
        assertEquals(TraceEvent.NODE_LEFT, model().eventKindProperty().get());
        robot.type(KeyCode.SPACE);
        assertTrue(model().playingProperty().get());
        robot.type(KeyCode.SPACE);
        assertFalse(model().playingProperty().get());
        // Typing in a field is typing, not stepping.
        robot.clickOn("#stepper-source-random");
        int before = position();
        robot.doubleClickOn("#stepper-seed").write("12");
        robot.type(KeyCode.LEFT);
        assertEquals(before, position());
    }

    @Test
    void theDrawingGreysPrunedBranchesAsTheStepperGoes(FxRobot robot) throws TimeoutException, IOException {
        recordFigure74(robot);
        TextbookTreeView drawing = view.drawing();
        TextbookShape shape = model().shapeProperty().get();
        assertTrue(drawing.isVisible() && drawing.getWidth() > 100, "the textbook tree is drawn");
        assertTrue(drawing.getMarks().prunedNodes().isEmpty());
        robot.clickOn("#stepper-cutoff");
        assertEquals(Set.of(shape.nodeOf(new int[] {1, 2, 2})), drawing.getMarks().prunedNodes());
        robot.clickOn("#stepper-cutoff");
        assertEquals(Set.of(shape.nodeOf(new int[] {1, 2, 2}), shape.nodeOf(new int[] {2, 2, 2})),
                drawing.getMarks().prunedNodes());
        // Two steps on: 2.2 returns its bound, 2 is still open with its window shown.
        robot.clickOn("#stepper-next");
        robot.clickOn("#stepper-next");
        assertTrue(drawing.getMarks().windowText() != null);
        writeScreenshot(robot, view, "textbook-tree.png");
    }

    static void writeScreenshot(FxRobot robot, Node node, String name) throws IOException {
        WaitForAsyncUtils.waitForFxEvents();
        WritableImage[] shot = new WritableImage[1];
        robot.interact(() -> shot[0] = node.snapshot(null, null));
        BufferedImage image = SwingFXUtils.fromFXImage(shot[0], null);
        Path target = DocImages.path(name);
        Files.createDirectories(target.getParent());
        ImageIO.write(image, "png", target.toFile());
        assertTrue(Files.size(target) > 10_000, "a real picture: " + target);
    }
}
