package org.gametree.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import javafx.scene.control.Label;
import javafx.scene.control.TabPane;

import org.gametree.app.lab.CompareModel;
import org.gametree.app.lab.LabView;
import org.gametree.xiangqi.eval.EvalParameters;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Compare in the window: the shipped weights play a saved file for two games at 300 nodes a
 * move and the standing shows both games; a malformed file is told by name and plays nothing.
 */
class LabCompareTest extends WorkbenchUiTest {

    @TempDir
    Path folder;

    @Test
    void aTwoGameMatchShowsItsStanding(FxRobot robot) throws Exception {
        CompareModel compare = open(robot);
        int[] vector = EvalParameters.defaults().toArray();
        vector[EvalParameters.ROOK_MG] = 1000;
        Path file = folder.resolve("weaker-rook.params");
        EvalParameters.of(vector).save(file);
        robot.interact(() -> {
            compare.fileAProperty().set(null);
            compare.fileBProperty().set(file);
            compare.gamesProperty().set(2);
            compare.nodesProperty().set(300);
        });
        robot.interact(() -> robot.lookup("#lab-compare-start").queryButton().fire());
        assertTrue(compare.runningProperty().get());
        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> !compare.runningProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        String result = robot.lookup("#lab-compare-result").queryAs(Label.class).getText();
        assertTrue(result.startsWith("Done, 2 of 2 games: A +"), result);
        assertEquals(2, compare.gamesDoneProperty().get());
        assertEquals("weaker-rook.params", robot.lookup("#lab-compare-b-file").queryAs(Label.class).getText());
    }

    @Test
    void stopEndsTheMatchEarly(FxRobot robot) throws Exception {
        CompareModel compare = open(robot);
        robot.interact(() -> {
            compare.gamesProperty().set(20);
            compare.nodesProperty().set(300);
        });
        robot.interact(compare::start);
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> compare.gamesDoneProperty().get() >= 1);
        robot.interact(() -> robot.lookup("#lab-compare-stop").queryButton().fire());
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> !compare.runningProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        String result = robot.lookup("#lab-compare-result").queryAs(Label.class).getText();
        assertTrue(result.startsWith("Stopped after "), result);
        assertTrue(compare.gamesDoneProperty().get() < 20, result);
    }

    /**
     * Equal weights score half the points: a test of H0 "A is no stronger than 200 Elo" against
     * H1 "A is stronger by 400" accepts H0 in a few pairs and ends the match before its most games.
     */
    @Test
    void anSprtEndsTheMatchWhenDecided(FxRobot robot) throws Exception {
        CompareModel compare = open(robot);
        robot.interact(() -> {
            compare.fileAProperty().set(null);
            compare.fileBProperty().set(null);
            compare.gamesProperty().set(20);
            compare.nodesProperty().set(300);
            robot.lookup("#lab-compare-sprt").queryAs(javafx.scene.control.CheckBox.class).setSelected(true);
            compare.elo0Property().set(200);
            compare.elo1Property().set(100);
        });
        robot.interact(compare::start);
        String refused = robot.lookup("#lab-compare-result").queryAs(Label.class).getText();
        assertEquals("The test needs elo1 above elo0, not 200 and 100.", refused);
        assertFalse(compare.runningProperty().get());

        robot.interact(() -> compare.elo1Property().set(400));
        robot.interact(compare::start);
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> compare.gamesDoneProperty().get() >= 1);
        String playing = robot.lookup("#lab-compare-result").queryAs(Label.class).getText();
        assertTrue(playing.contains("; SPRT [200, 400]: LLR "), playing);
        WaitForAsyncUtils.waitFor(180, TimeUnit.SECONDS, () -> !compare.runningProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        String result = robot.lookup("#lab-compare-result").queryAs(Label.class).getText();
        assertTrue(result.startsWith("Done, ") && result.contains("; SPRT [200, 400]: H0 accepted (LLR -"), result);
        assertTrue(compare.gamesDoneProperty().get() < 20, "the test ended the match: " + result);
    }

    @Test
    void aMalformedFileIsToldAndNothingPlays(FxRobot robot) throws Exception {
        CompareModel compare = open(robot);
        Path bad = folder.resolve("bad.params");
        Files.writeString(bad, "tempo = 7\nrook.openFile = wide\n");
        robot.interact(() -> {
            compare.fileAProperty().set(bad);
            compare.gamesProperty().set(3);
        });
        robot.interact(compare::start);
        String result = robot.lookup("#lab-compare-result").queryAs(Label.class).getText();
        assertTrue(result.startsWith("The number of games must be even"), result);
        robot.interact(() -> compare.gamesProperty().set(2));
        robot.interact(compare::start);
        assertFalse(compare.runningProperty().get());
        result = robot.lookup("#lab-compare-result").queryAs(Label.class).getText();
        assertTrue(result.startsWith("Cannot compare with bad.params: ") && result.contains("line 2"), result);
    }

    private static CompareModel open(FxRobot robot) {
        TabPane tabs = robot.lookup("#analysis-tabs").queryAs(TabPane.class);
        robot.interact(() -> tabs.getSelectionModel().select(
                tabs.getTabs().stream().filter(t -> "tab-lab".equals(t.getId())).findFirst().orElseThrow()));
        robot.interact(() -> robot.lookup("#lab-compare-open").queryButton().fire());
        return robot.lookup("#lab-view").queryAs(LabView.class).model().compare();
    }
}
