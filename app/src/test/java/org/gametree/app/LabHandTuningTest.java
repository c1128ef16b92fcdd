package org.gametree.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;

import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;

import org.gametree.app.analysis.EngineWeights;
import org.gametree.app.lab.LabView;
import org.gametree.app.lab.LabViewModel;
import org.gametree.app.lab.ParameterRow;
import org.gametree.xiangqi.eval.EvalParameters;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Hand tuning in the window: a weight selected in the table is moved with the slider's arrow
 * keys; the board's evaluation and the losses on a slice of the shipped data follow, and Save
 * writes the hand-set value.
 */
class LabHandTuningTest extends WorkbenchUiTest {

    @TempDir
    Path folder;

    @AfterEach
    void shippedWeightsAgain() {
        EngineWeights.reset();
    }

    @Test
    void theSliderSetsAWeightAndTheEvaluationAndLossesFollow(FxRobot robot) throws Exception {
        LabViewModel model = openLab(robot);
        robot.interact(() -> {
            model.gameProperty().set(LabViewModel.Game.XIANGQI);
            model.positionsProperty().set(2000); // a slice: the test loads in seconds
        });
        @SuppressWarnings("unchecked")
        TableView<ParameterRow> table = robot.lookup("#lab-parameters").queryAs(TableView.class);
        int index = onFx(() -> indexOf(model, "material.rook.mg"));
        robot.interact(() -> {
            table.getSelectionModel().select(index);
            table.scrollTo(index);
        });
        Label eval = robot.lookup("#lab-hand-eval").queryAs(Label.class);
        Label loss = robot.lookup("#lab-hand-loss").queryAs(Label.class);
        waitFor(60, () -> loss.getText().startsWith("Loss: training "));
        String evalBefore = eval.getText();
        String lossBefore = loss.getText();
        assertTrue(evalBefore.startsWith("Static evaluation of the board: "), evalBefore);

        int before = onFx(() -> model.rows().get(index).bestProperty().get());
        Slider slider = robot.lookup("#lab-hand-slider").queryAs(Slider.class);
        robot.interact(slider::requestFocus);
        for (int i = 0; i < 40; i++) { // the shipped value is at the top of its range: down
            robot.type(KeyCode.LEFT);
        }
        int after = onFx(() -> model.rows().get(index).bestProperty().get());
        assertTrue(after < before, before + " → " + after);
        waitFor(20, () -> !loss.getText().equals(lossBefore) && loss.getText().startsWith("Loss: training "));

        // the opening position has both rooks: move one so material counts
        robot.interact(() -> model.context().setPosition(boardWithoutARook()));
        waitFor(20, () -> !eval.getText().equals(evalBefore));
        String shown = eval.getText();
        assertNotEquals(shown.replaceAll(".*: (-?\\d+) with these.*", "$1"),
                shown.replaceAll(".*, (-?\\d+) with the start.*", "$1"), shown);

        Path file = folder.resolve("hand.params");
        assertTrue(onFx(() -> model.save(file)));
        assertEquals(after, EvalParameters.read(file).toArray()[index]);

        // the best cell takes a typed value too; a word is refused and told
        @SuppressWarnings("unchecked")
        TableColumn<ParameterRow, ?> best = (TableColumn<ParameterRow, ?>) table.getColumns().stream()
                .filter(c -> "lab-table-best".equals(c.getId())).findFirst().orElseThrow();
        robot.interact(() -> table.edit(index, best));
        robot.write("abc").type(KeyCode.ENTER);
        assertEquals(after, (int) onFx(() -> model.rows().get(index).bestProperty().get()));
        String status = robot.lookup("#lab-status").queryAs(Label.class).getText();
        assertTrue(status.startsWith("\"abc\" is no whole number"), status);
        robot.interact(() -> table.edit(index, best));
        robot.write("700").type(KeyCode.ENTER);
        assertEquals(700, (int) onFx(() -> model.rows().get(index).bestProperty().get()));
        assertEquals(700.0, slider.getValue());
    }

    /**
     * Gomoku's pattern weights by hand: the losses are measured on the quick self-play data (played
     * when a weight is first selected), and the board's evaluation follows the mover's open-two
     * weight on a board where the side to move has an open two.
     */
    @Test
    void aGomokuWeightIsSetByHandOnTheQuickSelfPlayData(FxRobot robot) throws Exception {
        LabViewModel model = openLab(robot);
        robot.interact(() -> {
            model.gameProperty().set(LabViewModel.Game.GOMOKU);
            model.context().setPosition(openTwoForTheMover());
        });
        @SuppressWarnings("unchecked")
        TableView<ParameterRow> table = robot.lookup("#lab-parameters").queryAs(TableView.class);
        int index = onFx(() -> indexOf(model, "mover.open-two"));
        robot.interact(() -> {
            table.getSelectionModel().select(index);
            table.scrollTo(index);
        });
        Label eval = robot.lookup("#lab-hand-eval").queryAs(Label.class);
        Label loss = robot.lookup("#lab-hand-loss").queryAs(Label.class);
        waitFor(240, () -> loss.getText().startsWith("Loss: training "));
        String evalBefore = eval.getText();
        String lossBefore = loss.getText();
        assertTrue(evalBefore.startsWith("Static evaluation of the board: "), evalBefore);

        Slider slider = robot.lookup("#lab-hand-slider").queryAs(Slider.class);
        int before = onFx(() -> model.rows().get(index).bestProperty().get());
        double target = before > (slider.getMin() + slider.getMax()) / 2 ? slider.getMin() : slider.getMax();
        robot.interact(() -> slider.setValue(target));
        assertEquals((int) target, (int) onFx(() -> model.rows().get(index).bestProperty().get()));
        waitFor(20, () -> !eval.getText().equals(evalBefore) && !loss.getText().equals(lossBefore)
                && loss.getText().startsWith("Loss: training "));
        String shown = eval.getText();
        assertNotEquals(shown.replaceAll(".*: (-?\\d+) with these.*", "$1"),
                shown.replaceAll(".*, (-?\\d+) with the start.*", "$1"), shown);
    }

    /** Black to move with an open two (h8, i8) against a lone white stone. */
    private static org.gametree.app.analysis.AnalysisPosition openTwoForTheMover() {
        org.gametree.gomoku.GomokuPosition position = new org.gametree.gomoku.GomokuPosition(org.gametree.gomoku.Rule.RENJU);
        int center = org.gametree.gomoku.GomokuPosition.point(7, 7);
        position.makeMove(center);                                          // black h8
        position.makeMove(org.gametree.gomoku.GomokuPosition.point(7, 3));  // white, far away
        position.makeMove(org.gametree.gomoku.GomokuPosition.point(8, 7));  // black i8
        position.makeMove(org.gametree.gomoku.GomokuPosition.point(3, 11)); // white, far away
        return new org.gametree.app.analysis.GomokuAnalysisPosition(position);
    }

    private static org.gametree.app.analysis.AnalysisPosition boardWithoutARook() {
        return new org.gametree.app.analysis.XiangqiAnalysisPosition(
                org.gametree.xiangqi.Fen.parse("1nbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"));
    }

    private static LabViewModel openLab(FxRobot robot) {
        TabPane tabs = robot.lookup("#analysis-tabs").queryAs(TabPane.class);
        robot.interact(() -> tabs.getSelectionModel().select(
                tabs.getTabs().stream().filter(t -> "tab-lab".equals(t.getId())).findFirst().orElseThrow()));
        return robot.lookup("#lab-view").queryAs(LabView.class).model();
    }

    private static int indexOf(LabViewModel model, String name) {
        for (int i = 0; i < model.rows().size(); i++) {
            if (model.rows().get(i).name().equals(name)) {
                return i;
            }
        }
        throw new AssertionError("no weight " + name);
    }

    private static void waitFor(int seconds, Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS, condition);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static <T> T onFx(Callable<T> read) throws Exception {
        return WaitForAsyncUtils.asyncFx(read).get(10, TimeUnit.SECONDS);
    }
}
