package org.gametree.app;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;

import javafx.scene.chart.LineChart;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;

import org.gametree.app.analysis.EngineWeights;
import org.gametree.app.lab.GroupChoice;
import org.gametree.app.lab.LabView;
import org.gametree.app.lab.LabViewModel;
import org.gametree.xiangqi.eval.EvalParameters;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The lab in the window: a short Texel run on a slice of the shipped Xiangqi data draws its
 * losses as it goes, stops on Stop with its best weights in the table; the weights are saved,
 * read back equal, put in use by the engines; a malformed file is told by name and line. The
 * picture of the tab after the run is {@code lab.png} (see {@link DocImages}).
 */
class LabTabTest extends WorkbenchUiTest {

    @TempDir
    Path folder;

    @AfterEach
    void shippedWeightsAgain() {
        EngineWeights.reset(); // the weights in use belong to the process: leave them as the next test expects
    }

    @Test
    void aTexelRunDrawsItsLossesStopsAndItsWeightsRoundTrip(FxRobot robot) throws Exception {
        select(robot, "tab-lab");
        LabView view = robot.lookup("#lab-view").queryAs(LabView.class);
        LabViewModel model = view.model();
        robot.interact(() -> {
            model.gameProperty().set(LabViewModel.Game.XIANGQI);
            model.methodProperty().set("texel");
            model.positionsProperty().set(2000);
            model.stepsProperty().set(200);
            model.groups().forEach(g -> g.chosenProperty().set(true));
        });
        LineChart<?, ?> chart = robot.lookup("#lab-loss-chart").queryAs(LineChart.class);
        robot.clickOn("#lab-start");
        waitFor(60, () -> chart.getData().get(0).getData().size() >= 2);
        int seen = onFx(robot, () -> chart.getData().get(0).getData().size());
        waitFor(60, () -> chart.getData().get(0).getData().size() > seen);
        assertTrue(onFx(robot, () -> chart.getData().get(2).getData().size()) >= 1, "held-out points are drawn");

        robot.clickOn("#lab-pause");
        assertEquals(LabViewModel.State.PAUSED, model.stateProperty().get());
        Thread.sleep(2500); // the step under way ends, then the run waits
        int paused = onFx(robot, () -> chart.getData().get(0).getData().size());
        Thread.sleep(1500);
        assertEquals(paused, (int) onFx(robot, () -> chart.getData().get(0).getData().size()), "no step while paused");
        assertTrue(robot.lookup("#lab-status").queryAs(Label.class).getText().startsWith("Paused at step "));
        robot.clickOn("#lab-pause"); // now Resume
        waitFor(60, () -> chart.getData().get(0).getData().size() > paused);

        robot.clickOn("#lab-stop");
        waitFor(30, () -> model.stateProperty().get() == LabViewModel.State.IDLE);
        String status = robot.lookup("#lab-status").queryAs(Label.class).getText();
        assertTrue(status.startsWith("Stopped after "), status);
        assertTrue(robot.lookup("#lab-data-description").queryAs(Label.class).getText()
                .startsWith("data the shipped data (fsf-selfplay.txt.gz): 2000 positions"));
        int[] best = onFx(robot, model::bestVector);
        assertFalse(java.util.Arrays.equals(best, onFx(robot, model::startVector)), "Texel's passes changed weights");
        WorkbenchFixture.writeImage(robot, fixture.workbench, "lab.png");

        Path file = folder.resolve("tuned.params");
        assertTrue(onFx(robot, () -> model.save(file)));
        assertArrayEquals(best, EvalParameters.read(file).toArray());
        robot.interact(() -> model.useShipped()); // anything: load must restore the table, not what is in use
        assertTrue(onFx(robot, () -> model.load(file)));
        assertArrayEquals(best, onFx(robot, model::startVector));
        assertArrayEquals(best, onFx(robot, model::bestVector));

        robot.clickOn("#lab-use");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(EvalParameters.of(best), EngineWeights.inUse().xiangqi());
        assertEquals("Engines use rich weights from tuned.params",
                robot.lookup("#lab-in-use").queryAs(Label.class).getText());
    }

    @Test
    void annealingOnGomokuPlaysItsQuickDataAndDrawsTheTemperature(FxRobot robot) throws Exception {
        select(robot, "tab-lab");
        LabViewModel model = robot.lookup("#lab-view").queryAs(LabView.class).model();
        robot.interact(() -> {
            model.gameProperty().set(LabViewModel.Game.GOMOKU);
            model.methodProperty().set("annealing");
            model.stepsProperty().set(40);
            model.heldOutEveryProperty().set(5);
        });
        robot.clickOn("#lab-start");
        waitFor(180, () -> model.stateProperty().get() == LabViewModel.State.IDLE);
        String status = robot.lookup("#lab-status").queryAs(Label.class).getText();
        assertTrue(status.startsWith("Done after 40 steps"), status);
        assertTrue(model.dataDescriptionProperty().get().contains("48 quick self-play games (renju"),
                model.dataDescriptionProperty().get());
        LineChart<?, ?> method = robot.lookup("#lab-method-chart").queryAs(LineChart.class);
        assertTrue(method.isVisible(), "annealing reports its temperature");
        assertEquals(40, (int) onFx(robot, () -> method.getData().get(0).getData().size()));
        LineChart<?, ?> losses = robot.lookup("#lab-loss-chart").queryAs(LineChart.class);
        assertEquals(8, (int) onFx(robot, () -> losses.getData().get(2).getData().size()), "held out every 5 steps");
    }

    @Test
    void aMalformedParameterFileIsToldByNameAndLine(FxRobot robot) throws Exception {
        select(robot, "tab-lab");
        LabViewModel model = robot.lookup("#lab-view").queryAs(LabView.class).model();
        Path bad = folder.resolve("bad.params");
        Files.writeString(bad, "tempo = 7\nrook.openFile = wide\n");
        int[] before = onFx(robot, model::startVector);
        assertFalse(onFx(robot, () -> model.load(bad)));
        String status = robot.lookup("#lab-status").queryAs(Label.class).getText();
        assertTrue(status.contains("bad.params") && status.contains("line 2"), status);
        assertArrayEquals(before, onFx(robot, model::startVector), "a bad file changes nothing");
    }

    @Test
    void noGroupTickedIsToldAndNothingRuns(FxRobot robot) {
        select(robot, "tab-lab");
        LabViewModel model = robot.lookup("#lab-view").queryAs(LabView.class).model();
        // the button may lie below the settings' scrolled view: fire it as the keyboard would
        robot.interact(() -> robot.lookup("#lab-groups-none").queryButton().fire());
        robot.interact(model::start);
        assertEquals(LabViewModel.State.IDLE, model.stateProperty().get());
        assertEquals("Tick at least one parameter group.", robot.lookup("#lab-status").queryAs(Label.class).getText());
        assertTrue(model.groups().stream().noneMatch(g -> g.chosenProperty().get()));
        robot.interact(() -> model.groups().forEach((GroupChoice g) -> g.chosenProperty().set(true)));
    }

    private static void select(FxRobot robot, String tabId) {
        TabPane tabs = robot.lookup("#analysis-tabs").queryAs(TabPane.class);
        robot.interact(() -> tabs.getSelectionModel().select(
                tabs.getTabs().stream().filter(t -> tabId.equals(t.getId())).findFirst().orElseThrow()));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static void waitFor(int seconds, Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS, condition);
        WaitForAsyncUtils.waitForFxEvents(); // the FX thread finishes what it was doing when the condition came true
    }

    private static <T> T onFx(FxRobot robot, Callable<T> read) throws Exception {
        return WaitForAsyncUtils.asyncFx(read).get(10, TimeUnit.SECONDS);
    }
}
