package org.gametree.app.game;

import org.gametree.app.DocImages;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.image.WritableImage;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javax.imageio.ImageIO;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.MoveNotation;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.Localization;
import org.gametree.app.task.FxTaskRunner;
import org.gametree.xiangqi.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The move list and the clocks, standalone, as the game panel shows them. */
@ExtendWith(ApplicationExtension.class)
class MoveListViewTest {

    private static final String[] OPENING = {"h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "b2b6", "h7h3"};

    private AnalysisContext context;
    private MoveListView view;
    private ClockView clockView;
    private long now = 5_000_000_000L;
    /** The plies the list asked for, in order. */
    private final List<Integer> asked = new ArrayList<>();

    @Start
    void start(Stage stage) {
        context = new AnalysisContext(new Localization(Language.ENGLISH), new FxTaskRunner(),
                new XiangqiAnalysisPosition(Position.startPosition()));
        view = new MoveListView(context);
        Position start = Position.startPosition();
        view.model().setGame(new XiangqiAnalysisPosition(start), MoveListViewModelTest.xiangqiMoves(start, OPENING), OPENING.length);
        // What the game owner does: go where asked, then report the new ply.
        view.model().setOnGoTo(ply -> {
            asked.add(ply);
            view.model().setCurrentPly(ply);
        });
        clockView = new ClockView(context.l10n(), new GameClock(() -> now));
        VBox panel = new VBox(8, clockView, view);
        panel.setStyle("-fx-padding: 8;");
        stage.setScene(new Scene(panel, 340, 380));
        stage.show();
    }

    private String text(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Labeled.class).getText();
    }

    private boolean isCurrent(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Node.class).getPseudoClassStates().contains(MoveListView.CURRENT);
    }

    @Test
    void showsChineseMovesInPairsWithTheCurrentOneMarked(FxRobot robot) {
        assertEquals("炮二平五", text(robot, "#move-ply-1"));
        assertEquals("马8进7", text(robot, "#move-ply-2"));
        assertEquals("炮8进4", text(robot, "#move-ply-8"));
        assertTrue(isCurrent(robot, "#move-ply-8"));
        assertFalse(isCurrent(robot, "#move-ply-7"));
        javafx.scene.control.TableView<?> table = robot.lookup("#move-list-table").queryAs(javafx.scene.control.TableView.class);
        assertEquals("Red", table.getColumns().get(1).getText());
        assertEquals("Black", table.getColumns().get(2).getText());
        List<String> numbers = robot.lookup(".move-number").queryAllAs(Labeled.class).stream()
                .map(Labeled::getText).filter(t -> t != null && !t.isEmpty()).sorted().toList();
        assertEquals(List.of("1.", "2.", "3.", "4."), numbers);
    }

    @Test
    void clickingAMoveAsksForItsPly(FxRobot robot) {
        robot.clickOn("#move-ply-3");
        assertEquals(List.of(3), asked);
        assertTrue(isCurrent(robot, "#move-ply-3"));
        assertFalse(isCurrent(robot, "#move-ply-8"));
        robot.clickOn("#move-list-start");
        assertEquals(List.of(3, 0), asked);
    }

    @Test
    void keysStepThroughTheGame(FxRobot robot) {
        robot.clickOn("#move-ply-4");
        robot.type(KeyCode.UP);
        robot.type(KeyCode.UP);
        robot.type(KeyCode.DOWN);
        robot.type(KeyCode.HOME);
        robot.type(KeyCode.UP);      // already at the start: nothing to ask
        robot.type(KeyCode.END);
        robot.type(KeyCode.DOWN);    // already at the end
        assertEquals(List.of(4, 3, 2, 3, 0, 8), asked);
        robot.type(KeyCode.UP);
        robot.type(KeyCode.ENTER);   // the focused move is the current one
        assertEquals(List.of(4, 3, 2, 3, 0, 8, 7, 7), asked);
    }

    @Test
    void theNotationChooserFollowsAndSetsTheContextsNotation(FxRobot robot) {
        @SuppressWarnings("unchecked")
        ComboBox<MoveNotation> chooser = robot.lookup("#move-list-notation").queryAs(ComboBox.class);
        robot.interact(() -> chooser.setValue(MoveNotation.WXF));
        assertEquals(MoveNotation.WXF, context.notationProperty().get());
        assertEquals("C2.5", text(robot, "#move-ply-1"));
        robot.interact(() -> context.notationProperty().set(MoveNotation.COORDINATE));
        assertEquals(MoveNotation.COORDINATE, chooser.getValue());
        assertEquals("h7h3", text(robot, "#move-ply-8"));
    }

    @Test
    void clocksShowTenthsAndTheRunningSide(FxRobot robot) {
        GameClock clock = clockView.clock();
        robot.interact(() -> {
            clock.start(0);
            now += 61_234_000_000L;
            clock.start(1);
            now += 2_050_000_000L;
            clockView.refresh();
        });
        assertEquals("1:01.2", text(robot, "#clock-first"));
        assertEquals("0:02.0", text(robot, "#clock-second"));
        Node second = robot.lookup("#clock-second").queryAs(Label.class).getParent();
        Node first = robot.lookup("#clock-first").queryAs(Label.class).getParent();
        assertTrue(second.getPseudoClassStates().contains(ClockView.RUNNING));
        assertFalse(first.getPseudoClassStates().contains(ClockView.RUNNING));
        // The timeline redraws on its own, ten times a second.
        robot.interact(() -> now += 300_000_000L);
        WaitForAsyncUtils.sleep(350, java.util.concurrent.TimeUnit.MILLISECONDS);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("0:02.3", text(robot, "#clock-second"));
    }

    @Test
    void writesTheScreenshot(FxRobot robot) throws IOException {
        robot.interact(() -> {
            clockView.clock().start(0);
            now += 83_400_000_000L;
            clockView.clock().start(1);
            now += 12_700_000_000L;
            clockView.refresh();
            view.model().setCurrentPly(6);
        });
        WaitForAsyncUtils.waitForFxEvents();
        WritableImage[] shot = new WritableImage[1];
        robot.interact(() -> shot[0] = view.getScene().getRoot().snapshot(null, null));
        Path target = DocImages.path("move-list.png");
        Files.createDirectories(target.getParent());
        ImageIO.write(SwingFXUtils.fromFXImage(shot[0], null), "png", target.toFile());
        assertTrue(isCurrent(robot, "#move-ply-6"));
    }
}
