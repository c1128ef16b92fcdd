package org.gametree.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;

import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;

import org.gametree.app.analysis.AnalysisPosition.Game;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.app.analysis.compare.CompareRow;
import org.gametree.app.analysis.compare.CompareView;
import org.gametree.app.analysis.compare.CompareViewModel;
import org.gametree.app.analysis.external.ExternalAnalysisModel;
import org.gametree.app.analysis.external.ExternalAnalysisView;
import org.gametree.app.analysis.external.ExternalLine;
import org.gametree.app.analysis.live.LiveSearchView;
import org.gametree.app.engines.EngineRegistry;
import org.gametree.app.engines.ExternalEngine;
import org.gametree.xiangqi.Position;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * External engines in the window (issue 16): Game → Engines… adds Fairy-Stockfish by its typed
 * path and lists the options read from it; it analyses the start position beside our search with
 * two lines in our notation; it joins a comparison as a row; an engine that exits mid-search,
 * one that prints garbage and answers an illegal move, and one that ignores {@code stop} are each
 * reported and ended while the window goes on working. The picture is {@code external-engine.png}.
 */
class ExternalEnginesTest extends WorkbenchUiTest {

    private static final Path FAIRY = Path.of("/usr/games/fairy-stockfish");

    @TempDir
    Path folder;

    @Test
    void fairyStockfishIsAddedAnalysesBesideOursAndJoinsCompare(FxRobot robot) throws Exception {
        Assumptions.assumeTrue(Files.isExecutable(FAIRY), "fairy-stockfish is not installed");
        // the Engines dialog by its accelerator; the path typed, Add
        robot.press(KeyCode.SHORTCUT, KeyCode.SHIFT, KeyCode.E).release(KeyCode.E, KeyCode.SHIFT, KeyCode.SHORTCUT);
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("#engines-add-command").write(FAIRY.toString());
        robot.clickOn("#engines-add");
        EngineRegistry registry = fixture.workbench.session().context().engines();
        waitFor(20, () -> onFx(robot, () -> registry.engines().size() == 1));
        ExternalEngine added = onFx(robot, () -> registry.engines().get(0));
        assertTrue(added.name().startsWith("Fairy-Stockfish"), added.name());
        assertEquals(Game.XIANGQI, added.game());
        assertEquals(Map.of("UCI_Variant", "xiangqi"), added.options(), "xiangqi chosen for it; the rest default");
        for (String option : List.of("Threads", "Hash", "MultiPV", "Skill-Level")) {
            assertNotNull(robot.lookup("#engine-option-" + option).tryQuery().orElse(null), option + " listed");
        }
        @SuppressWarnings("unchecked")
        ComboBox<String> variant = robot.lookup("#engine-option-UCI_Variant").queryAs(ComboBox.class);
        assertEquals("xiangqi", variant.getValue());
        WorkbenchFixture.writeDialogImage(robot, "#engines-dialog", "engines-dialog.png");

        // an option edited and saved: only what differs from the defaults is kept
        TextField hash = robot.lookup("#engine-option-Hash").queryAs(TextField.class);
        robot.interact(() -> hash.setText("32"));
        robot.clickOn("#engines-options-save");
        assertEquals(Map.of("UCI_Variant", "xiangqi", "Hash", "32"), onFx(robot, () -> registry.engines().get(0).options()));
        TextField hashAgain = robot.lookup("#engine-option-Hash").queryAs(TextField.class); // the sheet shows the saved engine
        assertEquals("32", hashAgain.getText());
        robot.interact(() -> hashAgain.setText("999999999"));
        robot.clickOn("#engines-options-save");
        assertTrue(label(robot, "#engines-status").contains("Hash must be a whole number from 1 to 131072"),
                label(robot, "#engines-status"));
        assertEquals("32", onFx(robot, () -> registry.engines().get(0).options().get("Hash")), "nothing saved");
        robot.clickOn("#engines-close");

        // beside ours: our search and Fairy-Stockfish with two lines
        select(robot, "tab-live");
        select(robot, "#live-lower-tabs", "tab-live-external");
        ExternalAnalysisModel external = externalModel(robot);
        assertEquals(added.name(), onFx(robot, () -> external.engineProperty().get().name()), "offered at once");
        robot.interact(() -> external.multiPvProperty().set(2));
        LiveSearchView live = robot.lookup("#live-view").queryAs(LiveSearchView.class);
        robot.interact(() -> {
            live.viewModel().infiniteProperty().set(true);
            live.viewModel().start();
        });
        robot.clickOn("#external-analyse");
        waitFor(30, () -> onFx(robot, () -> external.snapshotProperty().get().depth() >= 10
                && external.snapshotProperty().get().lines().size() == 2));
        Position start = ((XiangqiAnalysisPosition) onFx(robot, () -> external.root())).position();
        for (ExternalLine line : onFx(robot, () -> external.snapshotProperty().get().lines())) {
            assertTrue(line.moves().length >= 2, "a PV of moves, not just one");
            Position walk = start.copy();
            for (int move : line.moves()) {
                assertTrue(walk.isLegal(move), "legal in turn");
                walk.makeMove(move);
            }
        }
        String shown = label(robot, "#external-line-1");
        assertTrue(shown.matches("1\\.\\s+[+\u2212]?\\d+.*d\\d+.*[\u4e00-\u9fff].*"), "score, depth, Chinese moves: " + shown);
        assertTrue(label(robot, "#external-status").contains("nodes"), label(robot, "#external-status"));
        assertEquals(ExternalAnalysisModel.State.RUNNING, onFx(robot, () -> external.stateProperty().get()));
        javafx.scene.control.SplitPane lower = robot.lookup("#live-lower").queryAs(javafx.scene.control.SplitPane.class);
        robot.interact(() -> lower.setDividerPositions(0.3)); // the picture: room for the engine's lines
        WaitForAsyncUtils.waitForFxEvents();
        WorkbenchFixture.writeImage(robot, fixture.workbench, "external-engine.png");
        var context = fixture.workbench.session().context();
        // stopped first, so the lines hold still while a line's position is checked
        robot.interact(external::stop); // (a click here could land on the line's tooltip)
        robot.interact(() -> live.viewModel().stop());
        try {
            waitFor(10, () -> onFx(robot, () -> external.stateProperty().get() == ExternalAnalysisModel.State.STOPPED));
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("state " + onFx(robot, () -> external.stateProperty().get()) + " running "
                    + onFx(robot, () -> external.runningProperty().get()) + " " + label(robot, "#external-message"));
        }
        assertNotEquals(0, (int) onFx(robot, () -> external.bestMoveProperty().get()), "its move after stop");
        // Enter on a line (as a click does) shows the position at its end on the board; the
        // keyboard, because line 1's tooltip may be up over line 2 where the mouse rests
        robot.interact(() -> robot.lookup("#external-line-2").query().requestFocus());
        robot.type(javafx.scene.input.KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(onFx(robot, () -> context.previewLabelProperty().get()).startsWith("External engine, line 2: "));
        assertEquals(onFx(robot, () -> external.root().ply()) + onFx(robot,
                () -> external.snapshotProperty().get().lines().get(1).moves().length),
                onFx(robot, () -> context.previewProperty().get().ply()));
        robot.interact(() -> context.showPreview(null, null));

        // Compare: our algorithms to depth 3, then Fairy-Stockfish to depth 3 as one more row
        select(robot, "tab-compare");
        CompareViewModel compare = robot.lookup("#compare-view").queryAs(CompareView.class).model();
        @SuppressWarnings("unchecked")
        ComboBox<ExternalEngine> choice = robot.lookup("#compare-external").queryAs(ComboBox.class);
        robot.interact(() -> {
            compare.depthProperty().set(3);
            choice.setValue(choice.getItems().get(1));
        });
        assertEquals(added.name(), onFx(robot, () -> compare.external().engineProperty().get().name()));
        robot.interact(compare::run);
        waitFor(40, () -> onFx(robot, () -> !compare.runningProperty().get()
                && compare.rows().stream().anyMatch(CompareRow::external)));
        CompareRow row = onFx(robot, () -> compare.rows().get(compare.rows().size() - 1));
        assertTrue(row.external());
        assertEquals(CompareRow.Check.EXTERNAL, row.check());
        assertTrue(row.statistics().totalNodes() > 0, "nodes");
        assertNotEquals(0, row.bestMove(), "a best move");
        assertTrue(row.depth() >= 3, "searched to the depth");
        assertFalse(onFx(robot, () -> compare.moveName(row)).isEmpty());
        // the exports write the engine's row too, with the figures it reported
        String csv = onFx(robot, compare::csv);
        String engineLine = csv.lines().filter(l -> l.startsWith(added.name() + ",")).findFirst().orElse("");
        assertTrue(engineLine.contains("," + row.statistics().totalNodes() + ","), csv);
        assertTrue(engineLine.endsWith(",external"), engineLine);
        assertTrue(onFx(robot, compare::markdown).contains("| " + added.name() + " |"));

        // closing the window ends the engine's process
        select(robot, "tab-live");
        robot.interact(external::start);
        waitFor(20, () -> onFx(robot, () -> external.stateProperty().get() == ExternalAnalysisModel.State.RUNNING));
        assertTrue(fairyProcesses() > 0, "it runs");
        robot.interact(() -> fixture.workbench.stage().hide());
        waitFor(10, () -> fairyProcesses() == 0);
    }

    /** Fairy-Stockfish processes this test started (children of this JVM). */
    private static long fairyProcesses() {
        return ProcessHandle.current().descendants().filter(ProcessHandle::isAlive)
                .filter(p -> p.info().command().map(c -> c.contains("fairy-stockfish")).orElse(false)).count();
    }

    @Test
    void anEngineThatCrashesIsReportedAndTheWindowKeepsWorking(FxRobot robot) throws Exception {
        Assumptions.assumeTrue(Files.isExecutable(Path.of("/bin/sh")), "needs a POSIX shell for the fake engines");
        Path crash = script("crash.sh", """
                echo "info depth 1 score cp 5 nodes 10 pv h3h5"
                echo "%%% not uci at all"
                exit 3""");
        Path garbage = script("garbage.sh", """
                echo "info depth banana score cp"
                echo "\u0001\u0002 nonsense"
                echo "bestmove a1a1\"""");
        Path hang = script("hang.sh", "exec sleep 60");
        EngineRegistry registry = fixture.workbench.session().context().engines();

        // the dialog refuses a missing file, a file that is no program, and a program that is no engine
        robot.interact(() -> fixture.workbench.commands().engines());
        addInDialog(robot, folder.resolve("nowhere").toString());
        assertTrue(label(robot, "#engines-status").contains("There is no file"), label(robot, "#engines-status"));
        Path text = Files.writeString(folder.resolve("notes.txt"), "hello");
        addInDialog(robot, text.toString());
        assertTrue(label(robot, "#engines-status").contains("is not executable"), label(robot, "#engines-status"));
        Path silent = Files.writeString(folder.resolve("silent.sh"), "#!/bin/sh\nexec sleep 30\n");
        Files.setPosixFilePermissions(silent, PosixFilePermissions.fromString("rwx------"));
        addInDialog(robot, silent.toString());
        waitFor(15, () -> onFx(robot, () -> label(robot, "#engines-status").contains("not usable as a UCI engine")));
        assertTrue(onFx(robot, () -> registry.engines().isEmpty()), "nothing saved");
        // the fake engine answers the handshake: it is added with its one option
        addInDialog(robot, crash.toString());
        waitFor(15, () -> onFx(robot, () -> registry.engines().size() == 1));
        assertNotNull(robot.lookup("#engine-option-Hash").tryQuery().orElse(null));
        robot.clickOn("#engines-close");
        robot.interact(() -> {
            registry.put(new ExternalEngine("Garbage", Game.XIANGQI, List.of(garbage.toString()), Map.of()));
            registry.put(new ExternalEngine("Hang", Game.XIANGQI, List.of(hang.toString()), Map.of()));
        });

        select(robot, "tab-live");
        select(robot, "#live-lower-tabs", "tab-live-external");
        ExternalAnalysisModel external = externalModel(robot);
        robot.interact(() -> external.engineProperty().set(registry.find("Crashy")));
        robot.clickOn("#external-analyse");
        waitFor(15, () -> onFx(robot, () -> external.stateProperty().get() == ExternalAnalysisModel.State.FAILED));
        assertTrue(label(robot, "#external-message").contains("exited"), label(robot, "#external-message"));

        robot.interact(() -> external.engineProperty().set(registry.find("Garbage")));
        robot.clickOn("#external-analyse");
        waitFor(15, () -> onFx(robot, () -> external.stateProperty().get() == ExternalAnalysisModel.State.FAILED));
        assertTrue(label(robot, "#external-message").contains("not a legal move"), label(robot, "#external-message"));

        robot.interact(() -> external.engineProperty().set(registry.find("Hang")));
        robot.clickOn("#external-analyse");
        waitFor(10, () -> onFx(robot, () -> external.runningProperty().get()));
        robot.clickOn("#external-analyse"); // Stop: it does not answer
        waitFor(15, () -> onFx(robot, () -> external.stateProperty().get() == ExternalAnalysisModel.State.FAILED));
        assertTrue(label(robot, "#external-message").contains("bestmove"), label(robot, "#external-message"));

        // the window still works: our own analysis runs and finishes
        LiveSearchView live = robot.lookup("#live-view").queryAs(LiveSearchView.class);
        robot.interact(() -> {
            live.viewModel().infiniteProperty().set(false);
            live.viewModel().depthProperty().set(4);
        });
        robot.clickOn("#live-analyse");
        waitFor(30, () -> onFx(robot, () -> !live.viewModel().isRunning() && live.viewModel().searchedDepthProperty().get() >= 4));
    }

    @Test
    void rapfiSearchesAGomokuPositionForTheChosenTime(FxRobot robot) throws Exception {
        Path rapfi = Path.of("/root/rapfi-run/pbrain-rapfi");
        Assumptions.assumeTrue(Files.isExecutable(rapfi), "Rapfi is not installed");
        EngineRegistry registry = fixture.workbench.session().context().engines();
        robot.interact(() -> {
            fixture.workbench.session().newGame(new org.gametree.app.game.GameSetup(Game.GOMOKU,
                    org.gametree.gomoku.Rule.FREESTYLE, 15, org.gametree.app.game.PlayerSetup.human("line"),
                    org.gametree.app.game.PlayerSetup.human("line")));
            registry.put(new ExternalEngine("Rapfi", Game.GOMOKU, List.of(rapfi.toString()), Map.of()));
            // on an empty board Rapfi answers the centre at once, without thinking aloud
            fixture.workbench.session().activateGomoku(org.gametree.gomoku.GomokuPosition.point(7, 7));
            fixture.workbench.session().activateGomoku(org.gametree.gomoku.GomokuPosition.point(8, 8));
        });
        assertEquals(2, onFx(robot, () -> fixture.workbench.session().context().getPosition().ply()));
        select(robot, "tab-live");
        select(robot, "#live-lower-tabs", "tab-live-external");
        ExternalAnalysisModel external = externalModel(robot);
        assertEquals("Rapfi", onFx(robot, () -> external.engineProperty().get().name()), "the Gomoku engine offered");
        assertTrue(robot.lookup("#external-seconds").query().isVisible(), "a time, not a depth, for Gomocup");
        robot.interact(() -> external.secondsProperty().set(1));
        robot.clickOn("#external-analyse");
        waitFor(15, () -> onFx(robot, () -> external.stateProperty().get() == ExternalAnalysisModel.State.DONE));
        int move = onFx(robot, () -> external.bestMoveProperty().get());
        assertTrue(onFx(robot, () -> external.root().isLegal(move)), "a legal move");
        assertTrue(onFx(robot, () -> external.snapshotProperty().get().depth()) > 0, "its messages read");
        assertTrue(label(robot, "#external-status").contains("move "), label(robot, "#external-status"));
        assertFalse(label(robot, "#external-line-1").isEmpty());
    }

    /** A fake UCI engine: answers the handshake as "Crashy" with one option, then runs {@code onGo} at "go". */
    private Path script(String name, String onGo) throws Exception {
        String body = """
                #!/bin/sh
                while read line; do
                  case "$line" in
                    uci) echo "id name Crashy"; echo "option name Hash type spin default 16 min 1 max 64"; echo uciok ;;
                    isready) echo readyok ;;
                    go*)
                %s
                      ;;
                    quit) exit 0 ;;
                  esac
                done
                """.formatted(onGo.indent(6).stripTrailing());
        Path file = Files.writeString(folder.resolve(name), body);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwx------"));
        return file;
    }

    private static void addInDialog(FxRobot robot, String path) {
        TextField command = robot.lookup("#engines-add-command").queryAs(TextField.class);
        robot.interact(() -> command.setText(path));
        robot.clickOn("#engines-add");
        WaitForAsyncUtils.waitForFxEvents();
        try {
            WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS,
                    () -> !robot.lookup("#engines-add").query().isDisabled() || command.getText().isEmpty());
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("the engine was not started in time", e);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static ExternalAnalysisModel externalModel(FxRobot robot) {
        return robot.lookup("#external-view").queryAs(ExternalAnalysisView.class).model();
    }

    private static String label(FxRobot robot, String query) {
        WaitForAsyncUtils.waitForFxEvents();
        return robot.lookup(query).queryAs(Label.class).getText();
    }

    private static void select(FxRobot robot, String tabId) {
        select(robot, "#analysis-tabs", tabId);
    }

    private static void select(FxRobot robot, String pane, String tabId) {
        TabPane tabs = robot.lookup(pane).queryAs(TabPane.class);
        robot.interact(() -> tabs.getSelectionModel().select(
                tabs.getTabs().stream().filter(t -> tabId.equals(t.getId())).findFirst().orElseThrow()));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static void waitFor(int seconds, Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS, condition);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static <T> T onFx(FxRobot robot, Callable<T> read) throws Exception {
        return WaitForAsyncUtils.asyncFx(read).get(10, TimeUnit.SECONDS);
    }
}
