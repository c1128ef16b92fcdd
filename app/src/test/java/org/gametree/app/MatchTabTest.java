package org.gametree.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;

import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;

import org.gametree.app.analysis.AnalysisPosition.Game;
import org.gametree.app.engines.ExternalEngine;
import org.gametree.app.game.GameSetup;
import org.gametree.app.game.PlayerSetup;
import org.gametree.app.game.TimeControl;
import org.gametree.app.match.MatchLimit;
import org.gametree.app.match.MatchRow;
import org.gametree.app.match.MatchView;
import org.gametree.core.match.MatchScore;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.notation.Psq;
import org.gametree.xiangqi.match.PgnWriter;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Match tab plays matches with the command line's runner: ours against ours in Xiangqi
 * (PGN written) and Gomoku (.psq written), ours against Fairy-Stockfish from the user's engines
 * (the picture {@code match.png}), and a crashing engine typed as a command line loses its
 * games by "engine crashed" while the window goes on.
 */
class MatchTabTest extends WorkbenchUiTest {

    static final Path FSF = Path.of("/usr/games/fairy-stockfish");

    @TempDir
    Path folder;

    @Test
    void xiangqiOursAgainstOursWritesThePgnAndFillsTheTable(FxRobot robot) throws Exception {
        MatchView view = open(robot);
        Path pgn = folder.resolve("ours.pgn");
        settings(robot, view, 2, MatchLimit.DEPTH, "1", pgn);
        robot.interact(() -> view.secondEditor().algorithmBox().setValue("book-alphabeta"));
        robot.clickOn("#match-start");
        awaitEnd(robot, view, 60);

        List<MatchRow> rows = onFx(() -> List.copyOf(view.model().rows()));
        assertEquals(2, rows.size(), status(robot));
        assertTrue(rows.get(0).firstMovedFirst() && !rows.get(1).firstMovedFirst(), "colours swapped in the pair");
        MatchScore score = onFx(() -> view.model().progressProperty().get().score());
        assertEquals(2, score.wins() + score.draws() + score.losses());
        assertEquals(rows.stream().mapToDouble(MatchRow::points).sum(), score.wins() + score.draws() / 2.0, 1e-9);
        List<String> games = PgnWriter.games(Files.readString(pgn, StandardCharsets.UTF_8));
        assertEquals(2, games.size());
        assertTrue(games.get(0).contains("[Red \"best/pst\"]"), games.get(0));
        assertTrue(games.get(0).contains("[PlyCount \"" + rows.get(0).plies() + "\"]"), games.get(0));
        assertTrue(label(robot, "#match-elo").startsWith("Elo of A: "), label(robot, "#match-elo"));
        assertEquals("Done: 2 of 2 games played.", status(robot));
    }

    @Test
    void gomokuOursAgainstOursWritesPsqGames(FxRobot robot) throws Exception {
        robot.interact(() -> fixture.workbench.session().newGame(new GameSetup(Game.GOMOKU, Rule.FREESTYLE, 15,
                PlayerSetup.human("pattern"), PlayerSetup.human("pattern"), TimeControl.none())));
        MatchView view = open(robot);
        Path out = folder.resolve("psq");
        settings(robot, view, 2, MatchLimit.DEPTH, "1", out);
        robot.interact(() -> view.secondEditor().algorithmBox().setValue("classic"));
        robot.clickOn("#match-start");
        awaitEnd(robot, view, 60);

        List<MatchRow> rows = onFx(() -> List.copyOf(view.model().rows()));
        assertEquals(2, rows.size(), status(robot));
        for (int i = 1; i <= 2; i++) {
            Path file = out.resolve("game-0" + i + ".psq");
            assertTrue(Files.exists(file), file + " written");
            GomokuPosition game = Psq.read(Files.readString(file, StandardCharsets.UTF_8), Rule.FREESTYLE);
            assertEquals(rows.get(i - 1).plies(), game.ply(), "the file holds the whole game");
        }
        assertTrue(Files.readString(out.resolve("summary.txt")).contains("game 2:"));
        assertFalse(Files.list(out).anyMatch(p -> p.getFileName().toString().endsWith(".tmp")), "no temporary left");
    }

    @Test
    void aCrashingEngineLosesItsGamesAndTheWindowGoesOn(FxRobot robot) throws Exception {
        // a UCI engine that answers the handshake, then dies when asked to think
        Path script = folder.resolve("crash.sh");
        Files.writeString(script, "#!/bin/sh\nwhile read line; do case \"$line\" in\n"
                + "uci) echo 'id name Crasher'; echo uciok;;\nisready) echo readyok;;\ngo*) exit 3;;\nesac; done\n");
        assertTrue(script.toFile().setExecutable(true));
        MatchView view = open(robot);
        settings(robot, view, 2, MatchLimit.MOVETIME, "100", null);
        robot.interact(() -> {
            view.secondEditor().engineBox().setValue(view.secondEditor().engineBox().getItems()
                    .get(view.secondEditor().engineBox().getItems().size() - 1)); // the command line
            view.secondEditor().commandField().setText(script.toString());
        });
        robot.clickOn("#match-start");
        awaitEnd(robot, view, 60);

        List<MatchRow> rows = onFx(() -> List.copyOf(view.model().rows()));
        assertEquals(2, rows.size(), status(robot));
        for (MatchRow row : rows) {
            assertEquals("match.end.CRASH", row.reasonKey());
            assertTrue(row.fault());
            assertEquals(1.0, row.points(), "the crasher loses, ours scores");
        }
        assertTrue(label(robot, "#match-score").contains("+2 =0 −0"), label(robot, "#match-score"));
    }

    @Test
    void fourGamesAgainstFairyStockfishFromTheRegistry(FxRobot robot) throws Exception {
        Assumptions.assumeTrue(Files.isExecutable(FSF), "fairy-stockfish is not installed");
        robot.interact(() -> fixture.workbench.session().context().engines().put(new ExternalEngine("Fairy-Stockfish",
                Game.XIANGQI, List.of(FSF.toString()), Map.of("UCI_Variant", "xiangqi", "Threads", "1"))));
        MatchView view = open(robot);
        Path pgn = folder.resolve("fsf.pgn");
        settings(robot, view, 4, MatchLimit.NODES, "5000", pgn);
        robot.interact(() -> {
            view.firstEditor().evaluationBox().setValue("rich");
            assertTrue(view.secondEditor().chooseExternal("Fairy-Stockfish"));
        });
        robot.clickOn("#match-start");
        awaitEnd(robot, view, 90);

        List<MatchRow> rows = onFx(() -> List.copyOf(view.model().rows()));
        assertEquals(4, rows.size(), status(robot));
        MatchScore score = onFx(() -> view.model().progressProperty().get().score());
        assertEquals(4, score.wins() + score.draws() + score.losses());
        assertEquals(2, score.pairCount(), "two openings, each with both colours");
        assertTrue(label(robot, "#match-elo").matches("Elo of A: \\S+ .*"), label(robot, "#match-elo"));
        assertEquals("best/rich vs Fairy-Stockfish", label(robot, "#match-names"));
        @SuppressWarnings("unchecked")
        TableView<MatchRow> table = robot.lookup("#match-table").queryAs(TableView.class);
        assertEquals(4, onFx(() -> table.getItems().size()));
        List<String> games = PgnWriter.games(Files.readString(pgn, StandardCharsets.UTF_8));
        assertEquals(4, games.size());
        assertTrue(games.get(1).contains("[Red \"Fairy-Stockfish\"]"), games.get(1));
        for (MatchRow row : rows) {
            assertFalse(row.fault(), "no engine failed: " + row);
        }
        WorkbenchFixture.writeImage(robot, fixture.workbench, "match.png");
    }

    @Test
    void stopEndsTheMatchAndBadSettingsAreSaidBeforeAnythingStarts(FxRobot robot) throws Exception {
        MatchView view = open(robot);
        settings(robot, view, 10, MatchLimit.MOVETIME, "200", null);
        robot.clickOn("#match-start");
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(onFx(() -> view.model().runningProperty().get()));
        Thread.sleep(1500);
        long asked = System.nanoTime();
        robot.clickOn("#match-stop");
        awaitEnd(robot, view, 10);
        assertTrue((System.nanoTime() - asked) / 1_000_000 < 5_000, "stopped within a move's time");
        int played = onFx(() -> view.model().rows().size());
        assertTrue(played < 10, played + " games");
        assertEquals("Stopped after " + played + " of 10 games.", status(robot));
        assertFalse(robot.lookup("#match-start").queryButton().isDisabled(), "ready for another match");

        // an odd limit, an openings file not chosen, an engine that cannot start: each said, nothing runs
        robot.interact(() -> robot.lookup("#match-limit-value").queryAs(TextField.class).setText("soon"));
        robot.clickOn("#match-start");
        assertTrue(status(robot).startsWith("Cannot start: 'soon' is not a whole number above 0"), status(robot));
        robot.interact(() -> {
            robot.lookup("#match-limit-value").queryAs(TextField.class).setText("100");
            robot.lookup("#match-openings-source").queryAs(javafx.scene.control.ComboBox.class).setValue(true);
        });
        robot.clickOn("#match-start");
        assertEquals("Cannot start: choose an openings file, or use random openings", status(robot));
        robot.interact(() -> {
            robot.lookup("#match-openings-source").queryAs(javafx.scene.control.ComboBox.class).setValue(false);
            view.secondEditor().engineBox().setValue(view.secondEditor().engineBox().getItems()
                    .get(view.secondEditor().engineBox().getItems().size() - 1));
            view.secondEditor().commandField().setText(folder.resolve("no-such-engine").toString());
        });
        robot.clickOn("#match-start");
        awaitEnd(robot, view, 20);
        assertTrue(status(robot).startsWith("The match stopped: cannot start '"), status(robot));
        assertTrue(robot.lookup("#match-status").queryAs(Label.class).getStyleClass().contains("match-error"));
    }

    @Test
    void gomokuAgainstRapfiFromTheRegistry(FxRobot robot) throws Exception {
        Path rapfi = Path.of("/root/rapfi-run/pbrain-rapfi");
        Assumptions.assumeTrue(Files.isExecutable(rapfi), "Rapfi is not here (CI has none)");
        robot.interact(() -> {
            fixture.workbench.session().newGame(new GameSetup(Game.GOMOKU, Rule.FREESTYLE, 15,
                    PlayerSetup.human("pattern"), PlayerSetup.human("pattern"), TimeControl.none()));
            fixture.workbench.session().context().engines().put(new ExternalEngine("Rapfi", Game.GOMOKU,
                    List.of(rapfi.toString()), Map.of()));
        });
        MatchView view = open(robot);
        Path out = folder.resolve("rapfi");
        settings(robot, view, 2, MatchLimit.MOVETIME, "200", out);
        robot.interact(() -> assertTrue(view.secondEditor().chooseExternal("Rapfi")));
        robot.clickOn("#match-start");
        awaitEnd(robot, view, 60);
        List<MatchRow> rows = onFx(() -> List.copyOf(view.model().rows()));
        assertEquals(2, rows.size(), status(robot));
        for (MatchRow row : rows) {
            assertFalse(row.fault(), "no engine failed: " + row + " " + view.reason(row));
        }
        assertTrue(Files.exists(out.resolve("game-02.psq")));

        // a Gomocup engine knows no depth: said before any game
        robot.interact(() -> robot.lookup("#match-limit").queryAs(javafx.scene.control.ComboBox.class).setValue(MatchLimit.DEPTH));
        robot.clickOn("#match-start");
        awaitEnd(robot, view, 10);
        assertTrue(status(robot).startsWith("The match stopped: a Gomocup engine plays by time"), status(robot));
    }

    private MatchView open(FxRobot robot) {
        TabPane tabs = robot.lookup("#analysis-tabs").queryAs(TabPane.class);
        robot.interact(() -> tabs.getSelectionModel().select(
                tabs.getTabs().stream().filter(t -> "tab-match".equals(t.getId())).findFirst().orElseThrow()));
        WaitForAsyncUtils.waitForFxEvents();
        return robot.lookup("#match-view").queryAs(MatchView.class);
    }

    private static void settings(FxRobot robot, MatchView view, int games, MatchLimit limit, String value, Path output) {
        robot.interact(() -> {
            robot.lookup("#match-games").queryAs(javafx.scene.control.Spinner.class).getValueFactory().setValue(games);
            robot.lookup("#match-limit").queryAs(javafx.scene.control.ComboBox.class).setValue(limit);
            robot.lookup("#match-limit-value").queryAs(TextField.class).setText(value);
            view.outputProperty().set(output);
        });
    }

    private static void awaitEnd(FxRobot robot, MatchView view, int seconds) throws Exception {
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS, () -> !view.model().runningProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static String status(FxRobot robot) {
        return label(robot, "#match-status");
    }

    private static String label(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }

    private static <T> T onFx(Callable<T> read) throws Exception {
        return WaitForAsyncUtils.asyncFx(read).get(10, TimeUnit.SECONDS);
    }
}
