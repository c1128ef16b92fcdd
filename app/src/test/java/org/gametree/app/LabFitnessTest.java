package org.gametree.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;

import javafx.scene.Node;
import javafx.scene.chart.LineChart;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;

import org.gametree.app.lab.LabView;
import org.gametree.app.lab.LabViewModel;
import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.io.PgnText;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The lab's fitness functions besides Texel's loss: Xiangqi offers four, Gomoku one; the search
 * fitness shows the book's warning; the moves fitness refuses to start without games and, with
 * them, runs and draws the moves it misses on the loss chart, named on its axis, with the
 * held-out Texel loss on its own chart; the match fitness plays its games.
 */
class LabFitnessTest extends WorkbenchUiTest {

    @TempDir
    Path folder;

    @Test
    void xiangqiOffersFourFitnessesAndTheSearchOneWarns(FxRobot robot) throws Exception {
        LabViewModel model = open(robot);
        ComboBox<?> fitness = robot.lookup("#lab-fitness").queryAs(ComboBox.class);
        assertEquals(List.of("texel", "moves", "search", "match"), List.copyOf(fitness.getItems()));
        Node warning = robot.lookup("#lab-fitness-warning").query();
        assertFalse(warning.isVisible(), "no warning for Texel's loss");
        robot.interact(() -> model.fitnessProperty().set("search"));
        assertTrue(warning.isVisible());
        assertTrue(((Label) warning).getText().contains("a constant evaluation"), ((Label) warning).getText());
        assertTrue(robot.lookup("#lab-fitness-depth").query().getParent().isVisible());
        assertFalse(robot.lookup("#lab-match-nodes").query().getParent().isVisible(), "the match's row is hidden");

        robot.interact(() -> model.gameProperty().set(LabViewModel.Game.GOMOKU));
        assertEquals(List.of("texel"), List.copyOf(fitness.getItems()), "Gomoku is tuned on Texel's loss only");
        assertEquals("texel", model.fitnessProperty().get());
        assertFalse(warning.isVisible());
    }

    @Test
    void theMovesFitnessNeedsGamesThenMeasuresTheMovesMissed(FxRobot robot) throws Exception {
        LabViewModel model = open(robot);
        robot.interact(() -> {
            model.fitnessProperty().set("moves");
            model.methodProperty().set("hill-climbing");
            model.stepsProperty().set(4);
            model.positionsProperty().set(2000);
            model.fitnessDepthProperty().set(1);
            model.fitnessPositionsProperty().set(60);
            model.groups().forEach(g -> g.chosenProperty().set(g.name().equals("material")));
        });
        robot.interact(model::start);
        assertEquals(LabViewModel.State.IDLE, model.stateProperty().get());
        String refused = status(robot);
        assertTrue(refused.startsWith("Cannot start: the moves fitness needs a game collection"), refused);

        Path games = folder.resolve("games.pgn");
        Files.writeString(games, games(4, 30));
        robot.interact(() -> model.fitnessGamesProperty().set(games));
        assertEquals("games.pgn", robot.lookup("#lab-fitness-games").queryAs(Label.class).getText());
        robot.interact(model::start);
        waitFor(180, () -> model.stateProperty().get() == LabViewModel.State.IDLE);
        String done = status(robot);
        assertTrue(done.startsWith("Done after 4 steps"), done);
        assertTrue(model.dataDescriptionProperty().get().contains("fitness: disagreement with the moves of " + games
                + " (60 positions, depth 1)"), model.dataDescriptionProperty().get());

        LineChart<?, ?> losses = robot.lookup("#lab-loss-chart").queryAs(LineChart.class);
        assertEquals("Moves not played (share)", losses.getYAxis().getLabel());
        List<Double> missed = onFx(robot, () -> {
            List<Double> values = new ArrayList<>();
            losses.getData().get(1).getData().forEach(p -> values.add(((Number) p.getYValue()).doubleValue()));
            return values;
        });
        assertEquals(4, missed.size());
        for (double share : missed) {
            assertTrue(share >= 0 && share <= 1, "a share of the positions: " + share);
        }
        assertEquals(0, (int) onFx(robot, () -> losses.getData().get(2).getData().size()),
                "the held-out Texel loss is not drawn on the moves' axis");
        LineChart<?, ?> heldOut = robot.lookup("#lab-held-out-chart").queryAs(LineChart.class);
        assertTrue(heldOut.isVisible());
        assertEquals(4, (int) onFx(robot, () -> heldOut.getData().get(0).getData().size()));
        assertEquals("Texel loss", heldOut.getYAxis().getLabel());
    }

    @Test
    void theMatchFitnessPlaysItsGames(FxRobot robot) throws Exception {
        LabViewModel model = open(robot);
        robot.interact(() -> {
            model.fitnessProperty().set("match");
            model.matchGamesProperty().set(2);
            model.matchNodesProperty().set(200);
            model.methodProperty().set("hill-climbing");
            model.stepsProperty().set(2);
            model.positionsProperty().set(2000);
            model.groups().forEach(g -> g.chosenProperty().set(g.name().equals("material")));
        });
        robot.interact(model::start);
        waitFor(180, () -> model.stateProperty().get() == LabViewModel.State.IDLE);
        String done = status(robot);
        assertTrue(done.startsWith("Done after 2 steps"), done);
        assertTrue(model.dataDescriptionProperty().get().contains(
                "fitness: points lost in 2 games at 200 nodes against the shipped weights"),
                model.dataDescriptionProperty().get());
        assertEquals("Points lost (share)", robot.lookup("#lab-loss-chart").queryAs(LineChart.class).getYAxis().getLabel());
        for (var point : model.points()) {
            // two games: 0, ½, 1, 1½ or 2 points lost, as a share
            assertEquals(0, (point.current() * 4) % 1, 1e-9, "a share of 2 games: " + point.current());
        }
    }

    /** {@code count} legal games of {@code plies} plies, each picking its moves by a different stride. */
    private static String games(int count, int plies) {
        StringBuilder text = new StringBuilder();
        for (int g = 0; g < count; g++) {
            Position position = Position.startPosition();
            Position start = position.copy();
            List<String> names = new ArrayList<>();
            for (int ply = 0; ply < plies; ply++) {
                int[] legal = position.legalMoves();
                if (legal.length == 0) {
                    break;
                }
                int move = legal[(ply * (g + 3) + g) % legal.length];
                names.add(Move.toCoordinate(move));
                position.makeMove(move);
            }
            text.append(new PgnText().tag("Event", "lab fitness test").tag("Result", "1/2-1/2")
                    .moves(start, names, null).end("1/2-1/2")).append('\n');
        }
        return text.toString();
    }

    private static LabViewModel open(FxRobot robot) {
        TabPane tabs = robot.lookup("#analysis-tabs").queryAs(TabPane.class);
        robot.interact(() -> tabs.getSelectionModel().select(
                tabs.getTabs().stream().filter(t -> "tab-lab".equals(t.getId())).findFirst().orElseThrow()));
        WaitForAsyncUtils.waitForFxEvents();
        LabViewModel model = robot.lookup("#lab-view").queryAs(LabView.class).model();
        robot.interact(() -> model.gameProperty().set(LabViewModel.Game.XIANGQI));
        return model;
    }

    private static String status(FxRobot robot) {
        return robot.lookup("#lab-status").queryAs(Label.class).getText();
    }

    private static void waitFor(int seconds, Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS, condition);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static <T> T onFx(FxRobot robot, Callable<T> read) throws Exception {
        return WaitForAsyncUtils.asyncFx(read).get(10, TimeUnit.SECONDS);
    }
}
