package org.gametree.app.analysis.stepper;

import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.scene.paint.Color;
import javafx.stage.Stage;

import org.gametree.app.Contrast;
import org.gametree.app.MemoryPreferences;
import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.app.fonts.AppFonts;
import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.Localization;
import org.gametree.app.task.FxTaskRunner;
import org.gametree.app.theme.Theme;
import org.gametree.xiangqi.Position;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The stepper in the dark theme, styled as the window styles it (app.css, then the theme's
 * stylesheet on the root): the header strip was cream with white labels and the headline dark on
 * dark. Text is measured on a snapshot, WCAG contrast ≥ 4.5.
 */
@ExtendWith(ApplicationExtension.class)
class StepperDarkThemeTest {

    private FxTaskRunner tasks;
    private StepperView view;

    @Start
    void start(Stage stage) {
        AppFonts.load();
        tasks = new FxTaskRunner();
        AnalysisContext context = new AnalysisContext(new Localization(Language.ENGLISH), tasks,
                new XiangqiAnalysisPosition(Position.startPosition()));
        view = new StepperView(context, new MemoryPreferences());
        StackPane root = new StackPane(view);
        root.getStylesheets().addAll(AppFonts.class.getResource("/org/gametree/app/app.css").toExternalForm(),
                Theme.DARK.stylesheetUrl());
        stage.setScene(new Scene(root, 900, 780));
        stage.show();
    }

    @AfterEach
    void stopTasks() {
        tasks.close();
    }

    @Test
    void headerAndHeadlineTextStandOutInTheDarkTheme(FxRobot robot) throws TimeoutException, IOException {
        robot.clickOn("#stepper-source-figure-74");
        robot.clickOn("#stepper-record");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> view.getModel().recordedProperty().get() != null);
        robot.clickOn("#stepper-cutoff");
        WaitForAsyncUtils.waitForFxEvents();

        Node bar = robot.lookup("#stepper-record-bar").query();
        Color strip = backgroundOf(robot, bar);
        assertTrue(Contrast.luminance(strip) < 0.1, "the header strip is dark in the dark theme: " + strip);
        Node algorithmLabel = robot.lookup("#stepper-record-bar > .label").query();
        assertContrast(robot, algorithmLabel, "header label");
        assertContrast(robot, robot.lookup("#stepper-status").query(), "status line");
        assertContrast(robot, robot.lookup("#stepper-explanation").query(), "headline");
        assertContrast(robot, robot.lookup("#stepper-kind").query(), "event kind badge");
        assertContrast(robot, robot.lookup("#stepper-legend").query(), "score legend");

        // The canvas drawing takes the theme's colours too: its unseen nodes are not white.
        Color canvasBack = backgroundOf(robot, view.drawing());
        assertNotEquals(Color.WHITE, canvasBack);
        assertTrue(Contrast.luminance(canvasBack) < 0.1, "the tree is drawn on the dark background: " + canvasBack);
        StepperViewTest.writeScreenshot(robot, view.getScene().getRoot(), "stepper-dark.png");
    }

    private static Color backgroundOf(FxRobot robot, Node node) {
        Color[] colour = new Color[1];
        robot.interact(() -> colour[0] = Contrast.backgroundOf(node));
        return colour[0];
    }

    private static void assertContrast(FxRobot robot, Node node, String what) {
        double[] ratio = new double[1];
        robot.interact(() -> ratio[0] = Contrast.ofNode(node));
        assertTrue(ratio[0] >= Contrast.TEXT, what + ": contrast " + ratio[0]);
    }
}
