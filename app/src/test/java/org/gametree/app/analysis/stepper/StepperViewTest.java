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
import javafx.scene.control.ListCell;
import javafx.scene.control.Slider;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.image.WritableImage;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javax.imageio.ImageIO;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.app.analysis.score.ScorePerspective;
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
    private AnalysisContext context;
    private java.util.prefs.Preferences preferences;

    @Start
    void start(Stage stage) {
        AppFonts.load();
        tasks = new FxTaskRunner();
        l10n = new Localization(Language.ENGLISH);
        context = new AnalysisContext(l10n, tasks, new XiangqiAnalysisPosition(Position.startPosition()));
        preferences = new org.gametree.app.MemoryPreferences();
        view = new StepperView(context, preferences);
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

    // ---------------------------------------------------------------- issue 10

    @Test
    void aRecordingAfterALongerOneOpensAtEventZero(FxRobot robot) throws TimeoutException {
        robot.clickOn("#stepper-source-game");
        robot.clickOn("#stepper-record");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> model().recordedProperty().get() != null);
        robot.clickOn("#stepper-last");
        assertTrue(position() > 100);
        robot.interact(() -> model().settings().sourceProperty().set(StepSource.FIGURE_74));
        robot.clickOn("#stepper-record");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> model().recordedProperty().get() != null
                && model().recordedProperty().get().textbook() != null);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(0, position(), "the progress slider's shorter range must not seek to the end");
        robot.clickOn("#stepper-next");
        assertEquals(1, position());
    }

    @Test
    void mctsAsksForIterationsOrTimeAndCAndShowsNoWindow(FxRobot robot) throws TimeoutException {
        robot.clickOn("#stepper-source-game");
        assertTrue(robot.lookup("#stepper-depth").query().isVisible());
        assertFalse(robot.lookup("#stepper-mcts-settings").query().isVisible());
        robot.interact(() -> model().settings().algorithmProperty().set("mcts"));
        assertFalse(robot.lookup("#stepper-depth").query().isVisible(), "MCTS has no depth");
        assertTrue(robot.lookup("#stepper-iterations").query().isVisible());
        assertTrue(robot.lookup("#stepper-exploration").query().isVisible());
        assertFalse(robot.lookup("#stepper-millis").query().isVisible());
        robot.interact(() -> model().settings().mctsBudgetProperty().set(RecordingSettings.MctsBudget.TIME));
        assertTrue(robot.lookup("#stepper-millis").query().isVisible());
        assertFalse(robot.lookup("#stepper-iterations").query().isVisible());
        robot.interact(() -> model().settings().mctsBudgetProperty().set(RecordingSettings.MctsBudget.ITERATIONS));

        robot.clickOn("#stepper-record");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> model().recordedProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(robot.lookup("#stepper-window").query().isVisible(), "no α-β window for MCTS");
        robot.clickOn("#stepper-last");
        // Every root child is a row, the most visited first.
        TableView<?> table = robot.lookup("#stepper-mcts-children").queryAs(TableView.class);
        assertEquals(44, model().mctsChildren().size());
        assertEquals(44, filledRows(robot, "#stepper-mcts-children"), "every child shows, not one row");
        for (int i = 1; i < model().mctsChildren().size(); i++) {
            assertTrue(model().mctsChildren().get(i - 1).visits() >= model().mctsChildren().get(i).visits());
        }
        assertTrue(table.getHeight() > 44 * 20);
    }

    @Test
    void theOpenListShowsEveryState(FxRobot robot) throws TimeoutException {
        robot.clickOn("#stepper-source-figure-74");
        robot.interact(() -> model().settings().algorithmProperty().set("sss"));
        robot.clickOn("#stepper-record");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> model().recordedProperty().get() != null);
        int longest = 0;
        int at = 0;
        for (int p = 0; p <= model().lengthProperty().get(); p++) {
            int target = p;
            robot.interact(() -> model().seek(target));
            if (model().openList().size() > longest) {
                longest = model().openList().size();
                at = p;
            }
        }
        int where = at;
        robot.interact(() -> model().seek(where));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(longest >= 3, "OPEN holds several states: " + longest);
        assertEquals(longest, filledRows(robot, "#stepper-open-list"));
        // Merits follow the score setting: the same state, turned round for MAX's side when at a MIN node.
        assertTrue(robot.lookup("#stepper-tree-legend").queryLabeled().getText().startsWith("Scores from"));
    }

    @Test
    void theWindowIsShownFromTheChosenSide(FxRobot robot) throws TimeoutException {
        recordFigure74(robot);
        AnalysisContext context = contextOf();
        // Into node 1 (MIN) and on until its window is finite.
        robot.interact(() -> {
            while (model().stepper().openNode() < 0 || model().stepper().tree().ply(model().stepper().openNode()) != 1
                    || model().betaProperty().get() >= org.gametree.core.search.Score.INFINITE) {
                model().next();
            }
        });
        int beta = model().betaProperty().get();
        String sideToMove = robot.lookup("#stepper-alpha").queryLabeled().getText();
        assertEquals("α = −∞", sideToMove);
        assertEquals("β = " + context.scores().plain(beta), robot.lookup("#stepper-beta").queryLabeled().getText());
        robot.interact(() -> context.scorePerspectiveProperty().set(ScorePerspective.FIRST_PLAYER));
        assertEquals("α = " + context.scores().plain(-beta), robot.lookup("#stepper-alpha").queryLabeled().getText());
        assertEquals("β = +∞", robot.lookup("#stepper-beta").queryLabeled().getText());
        assertEquals("Scores from MAX's side: + is good for MAX", robot.lookup("#stepper-legend").queryLabeled().getText());
    }

    @Test
    void longEventLinesWrapAndCarryTheirWholeText(FxRobot robot) throws TimeoutException {
        recordFigure74(robot);
        robot.clickOn("#stepper-cutoff");
        WaitForAsyncUtils.waitForFxEvents();
        ListCell<?> cell = robot.lookup("#stepper-recent .list-cell").<ListCell<?>>queryAll().stream()
                .filter(c -> c.getItem() != null && c.getItem().toString().contains("Cutoff")).findFirst().orElseThrow();
        assertTrue(cell.isWrapText());
        assertEquals(cell.getItem(), cell.getTooltip().getText());
    }

    private AnalysisContext contextOf() {
        return context;
    }

    private static int filledRows(FxRobot robot, String table) {
        return (int) robot.lookup(table + " .table-row-cell").<TableRow<?>>queryAll().stream()
                .filter(row -> row.getItem() != null && row.isVisible()).count();
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

    @Test
    void ctrlAltArrowsMoveTheDividersAndTheyAreRemembered(FxRobot robot) throws Exception {
        recordFigure74(robot); // the drawing: three panes, two dividers
        robot.clickOn("#stepper-first"); // the focus is in the stepper
        javafx.scene.control.SplitPane split = robot.lookup("#stepper-split").queryAs(javafx.scene.control.SplitPane.class);
        assertEquals(2, split.getDividers().size());
        double[] before = split.getDividerPositions();

        robot.press(KeyCode.CONTROL, KeyCode.ALT, KeyCode.DOWN).release(KeyCode.DOWN, KeyCode.ALT, KeyCode.CONTROL);
        robot.press(KeyCode.CONTROL, KeyCode.ALT, KeyCode.DOWN).release(KeyCode.DOWN, KeyCode.ALT, KeyCode.CONTROL);
        double[] moved = split.getDividerPositions();
        assertEquals(before[0] + 2 * StepperView.DIVIDER_STEP, moved[0], 0.005, "the top pane grew");
        assertEquals(before[1], moved[1], 0.005, "the other divider stays");
        robot.press(KeyCode.CONTROL, KeyCode.ALT, KeyCode.SHIFT, KeyCode.UP)
                .release(KeyCode.UP, KeyCode.SHIFT, KeyCode.ALT, KeyCode.CONTROL);
        moved = split.getDividerPositions();
        assertEquals(before[1] - StepperView.DIVIDER_STEP, moved[1], 0.005, "Shift: the divider above the events");
        assertEquals(0, position(), "the arrows did not step the replay");

        String remembered = preferences.get("stepperDividers3", "");
        assertEquals(String.format(java.util.Locale.ROOT, "%.3f,%.3f", moved[0], moved[1]), remembered,
                "remembered as a dragged divider is");
        assertTrue(shortcutRows().stream().anyMatch(r -> r.keys().equals("Ctrl+Alt+↑ / ↓")
                && r.command().equals("Move the divider under the top pane up or down")), "listed in the shortcuts");
    }

    private static java.util.List<org.gametree.app.action.ShortcutsDialog.Row> shortcutRows() {
        return org.gametree.app.action.ShortcutsDialog.rows(new Localization(Language.ENGLISH),
                new org.gametree.app.action.ActionRegistry());
    }
}
