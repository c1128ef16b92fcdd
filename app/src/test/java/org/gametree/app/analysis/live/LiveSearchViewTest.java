package org.gametree.app.analysis.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.GomokuAnalysisPosition;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.Localization;
import org.gametree.app.task.FxTaskRunner;
import org.gametree.xiangqi.Position;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The panel on its own, on the Xiangqi start position, with real background searches. */
@ExtendWith(ApplicationExtension.class)
class LiveSearchViewTest {

    private FxTaskRunner tasks;
    private AnalysisContext context;
    private LiveSearchView view;

    @Start
    void start(Stage stage) {
        tasks = new FxTaskRunner();
        context = new AnalysisContext(new Localization(Language.ENGLISH), tasks,
                new XiangqiAnalysisPosition(Position.startPosition()));
        view = new LiveSearchView(context);
        stage.setScene(new Scene(view, 760, 860));
        stage.show();
    }

    @AfterEach
    void stopSearches() {
        tasks.close();
    }

    /** The figure a value label shows, thousands separators removed. */
    static long number(FxRobot robot, String id) {
        String text = robot.lookup(id).queryAs(Label.class).getText();
        return Long.parseLong(text.replace(",", ""));
    }

    static void waitFor(long seconds, java.util.concurrent.Callable<Boolean> condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS, condition);
    }

    @Test
    void theNodeCountGrowsDuringAnInfiniteSearchAndStopsWithIt(FxRobot robot) throws Exception {
        robot.interact(() -> view.viewModel().infiniteProperty().set(true));
        robot.clickOn("#live-analyse");
        assertTrue(view.viewModel().isRunning());
        waitFor(10, () -> number(robot, "#live-nodes") > 0);
        long first = number(robot, "#live-nodes");
        // read again until it has grown (a snapshot comes every 50 ms; the wait only bounds a slow machine)
        waitFor(10, () -> number(robot, "#live-nodes") > first);
        long second = number(robot, "#live-nodes");
        assertTrue(second > first, "nodes " + first + " then " + second);
        assertTrue(view.viewModel().isRunning(), "still searching: the growth is live, not the final count");
        assertEquals("Stop", robot.lookup("#live-analyse").queryAs(Button.class).getText());

        robot.clickOn("#live-analyse");
        waitFor(5, () -> !view.viewModel().isRunning());
        WaitForAsyncUtils.waitForFxEvents();
        long stopped = number(robot, "#live-nodes");
        Thread.sleep(300);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(stopped, number(robot, "#live-nodes"), "nodes still growing after Stop");
        assertTrue(stopped >= second);
        assertTrue(robot.lookup("#live-state").queryAs(Label.class).getText().startsWith("Stopped at depth"));
        assertEquals("Analyse", robot.lookup("#live-analyse").queryAs(Button.class).getText());
        assertTrue(robot.lookup("#live-nodes").queryAs(Label.class).getText().contains(",")
                || stopped < 1000, "thousands are grouped");
    }

    @Test
    void hoveringAPvMoveShowsItsPositionAndLeavingShowsTheGameAgain(FxRobot robot) throws Exception {
        robot.interact(() -> {
            view.viewModel().algorithmProperty().set("alphabeta");
            view.viewModel().depthProperty().set(3);
        });
        robot.clickOn("#live-analyse");
        waitFor(20, () -> view.viewModel().stateProperty().get() == LiveSearchViewModel.State.DONE);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(1, robot.lookup("#live-iterations").queryTableView().getItems().size(),
                "one row: alphabeta does not deepen by itself");
        assertNull(context.previewProperty().get());

        robot.moveTo("#live-pv-1");
        WaitForAsyncUtils.waitForFxEvents();
        int[] pv = view.viewModel().pvProperty().get();
        AnalysisPosition expected = context.getPosition().copy();
        expected.play(pv[0]);
        expected.play(pv[1]);
        AnalysisPosition shown = context.previewProperty().get();
        assertNotNull(shown, "hovering a PV move previews it");
        assertEquals(expected.text(), shown.text());

        robot.moveTo("#live-nodes");
        WaitForAsyncUtils.waitForFxEvents();
        assertNull(context.previewProperty().get(), "leaving the move shows the game again");
    }

    @Test
    void ctrlSpaceAnalysesAndEscapeStops(FxRobot robot) throws Exception {
        robot.interact(() -> view.viewModel().infiniteProperty().set(true));
        robot.clickOn("#live-state"); // focus in the window, on nothing that uses the keys itself
        robot.press(KeyCode.CONTROL, KeyCode.SPACE).release(KeyCode.SPACE, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(view.viewModel().isRunning(), "Ctrl+Space starts the analysis");
        waitFor(10, () -> number(robot, "#live-nodes") > 0);
        robot.push(KeyCode.ESCAPE);
        waitFor(5, () -> !view.viewModel().isRunning());
        assertEquals(LiveSearchViewModel.State.STOPPED, view.viewModel().stateProperty().get());
    }

    @Test
    void aMoveDuringASearchStopsItAndKeepsItsFiguresLabelledAndAnotherGameClearsThem(FxRobot robot) throws Exception {
        robot.interact(() -> view.viewModel().infiniteProperty().set(true));
        robot.clickOn("#live-analyse");
        waitFor(10, () -> number(robot, "#live-nodes") > 0);
        AnalysisPosition searched = context.getPosition().copy();
        robot.interact(() -> {
            AnalysisPosition next = context.getPosition().copy();
            next.play(next.legalMoves()[0]);
            context.setPosition(next);
        });
        waitFor(5, () -> !view.viewModel().isRunning());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(LiveSearchViewModel.State.STOPPED, view.viewModel().stateProperty().get());
        assertTrue(number(robot, "#live-nodes") > 0, "the same game: its figures stay");
        assertTrue(robot.lookup("#live-figures-position").queryAs(Label.class).isVisible());
        assertEquals("These figures are for another position: Xiangqi, after 0 moves",
                robot.lookup("#live-figures-position").queryAs(Label.class).getText());
        robot.clickOn("#live-show-position");
        assertEquals(searched.text(), context.previewProperty().get().text(), "Show its position");
        robot.interact(() -> context.showPreview(null, null));

        robot.interact(() -> view.viewModel().start());
        waitFor(10, () -> number(robot, "#live-nodes") > 0);
        robot.interact(() -> context.setPosition(new GomokuAnalysisPosition(new GomokuPosition())));
        assertFalse(view.viewModel().isRunning());
        assertEquals(0, number(robot, "#live-nodes"), "another game: cleared");
        assertEquals("Ready", robot.lookup("#live-state").queryAs(Label.class).getText());
        waitFor(5, () -> tasks.running() == 0); // the search thread really ended
        Thread.sleep(200);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(0, number(robot, "#live-nodes"), "a late snapshot of the old search must not show");
    }

    @Test
    void aBadTimeIsExplainedInPlaceAndBlocksAnalyse(FxRobot robot) {
        robot.clickOn("#live-time").write("12x");
        WaitForAsyncUtils.waitForFxEvents();
        Label message = robot.lookup("#live-message").queryAs(Label.class);
        assertTrue(message.isVisible());
        assertTrue(message.getText().startsWith("The time limit must be"), message.getText());
        assertTrue(robot.lookup("#live-analyse").queryAs(Button.class).isDisabled());
        robot.eraseText(1);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(message.isVisible());
        assertEquals(12, view.viewModel().timeLimitMillisProperty().get());
        assertFalse(robot.lookup("#live-analyse").queryAs(Button.class).isDisabled());
    }

    @Test
    void theLanguageSwitchesLive(FxRobot robot) {
        robot.interact(() -> context.l10n().setLanguage(Language.SIMPLIFIED_CHINESE));
        assertEquals("分析", robot.lookup("#live-analyse").queryAs(Button.class).getText());
        assertEquals("就绪", robot.lookup("#live-state").queryAs(Label.class).getText());
    }
}
