package org.gametree.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;

import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;

import org.gametree.app.analysis.BoardMark;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.app.endgame.EndgameView;
import org.gametree.app.endgame.EndgameViewModel;
import org.gametree.app.endgame.MoveRow;
import org.gametree.app.endgame.SetRow;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.GameRules;
import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.endgame.EndgameProbe;
import org.gametree.xiangqi.endgame.Outcome;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Endgame tab in the window, on tables built into a temporary directory: a horse-vs-advisor
 * position offers Build, the build shows progress and the answer follows; the moves are listed
 * best first; a click plays one (one ply nearer mate, the other side to move); the best line
 * reaches mate in exactly the plies announced; the set's statistics show its longest win and its
 * example loads. A damaged file is told by name and Rebuild mends it. The picture is
 * {@code endgame.png} (see {@link DocImages}).
 */
class EndgameTabTest extends WorkbenchUiTest {

    /** Horse and king against king and advisor, the horse to move: a win (马胜单士). */
    static final String HORSE_VS_ADVISOR = "3k5/4a4/9/9/9/9/9/4K4/9/4N4 w - - 0 1";
    /** The longest win of KHKA, 37 plies (docs/endgame.md). */
    static final String LONGEST_KHKA = "4ka3/9/9/9/9/9/9/3K5/3N5/9 w - - 0 1";

    @TempDir
    Path tables;

    @Test
    void buildProbePlayAndTheLongestWin(FxRobot robot) throws Exception {
        EndgameViewModel model = openTab(robot);
        List<Double> progress = Collections.synchronizedList(new ArrayList<>());
        robot.interact(() -> model.progressProperty().addListener((obs, old, now) -> progress.add(now.doubleValue())));

        paste(robot, HORSE_VS_ADVISOR);
        waitFor(10, () -> model.stateProperty().get() == EndgameViewModel.State.NOT_BUILT);
        assertEquals("Material: KHKA", text(robot, "#endgame-set"));
        assertTrue(text(robot, "#endgame-value").startsWith("The database for KHKA is not built yet"),
                text(robot, "#endgame-value"));
        Button build = robot.lookup("#endgame-build").queryButton();
        assertTrue(build.isVisible() && !build.isDisabled(), "Build is offered");

        robot.clickOn("#endgame-build");
        waitFor(120, () -> model.stateProperty().get() == EndgameViewModel.State.ANSWERED);
        // (a build this small may end between two pulls of the bar: the cancel test sees it move)
        assertTrue(progress.stream().anyMatch(p -> p > 0), "progress was shown: " + progress);
        assertEquals(1.0, model.progressProperty().get(), 1e-9, "the bar ends full");
        assertTrue(Files.exists(tables.resolve("KHKA.xqtb")) && Files.exists(tables.resolve("KHK.xqtb")),
                "the set and the smaller set it needs are in the directory the test chose");
        assertTrue(text(robot, "#endgame-status").startsWith("Built: "), text(robot, "#endgame-status"));

        EndgameProbe answer = model.answerProperty().get();
        assertEquals(Outcome.WIN, answer.outcome());
        int distance = answer.distance();
        assertEquals("Red wins in " + distance + " plies (mate in " + (distance + 1) / 2 + ")", text(robot, "#endgame-value"));
        Position position = Fen.parse(HORSE_VS_ADVISOR);
        List<MoveRow> rows = onFx(robot, () -> List.copyOf(model.moves()));
        assertEquals(position.legalMoves().length, rows.size(), "every legal move is listed");
        assertEquals(Outcome.WIN, rows.get(0).outcome());
        assertEquals(distance, rows.get(0).distance(), "the first move wins by the shortest way, the position's distance");
        for (int i = 1; i < rows.size(); i++) {
            MoveRow before = rows.get(i - 1);
            MoveRow row = rows.get(i);
            assertTrue(before.outcome().ordinal() <= row.outcome().ordinal(), "wins, then draws, then losses");
            if (row.outcome() == before.outcome() && row.outcome() == Outcome.WIN) {
                assertTrue(before.distance() <= row.distance(), "shorter wins first");
            }
        }
        int best = rows.get(0).move();
        assertEquals(List.of(new BoardMark(Move.from(best), Move.to(best), BoardMark.Kind.BEST)),
                fixture.workbench.session().context().marksProperty().get(), "an arrow for the best move");

        // a click on the first row plays it: one ply nearer mate, Black to move and losing
        robot.clickOn(firstRow(robot));
        waitFor(10, () -> model.stateProperty().get() == EndgameViewModel.State.ANSWERED
                && sideToMove(robot) == 1);
        answer = model.answerProperty().get();
        assertEquals(Outcome.LOSS, answer.outcome());
        assertEquals(distance - 1, answer.distance());
        assertEquals("Red wins in " + (distance - 1) + " plies (mate in " + distance / 2 + ")", text(robot, "#endgame-value"));

        // the best line: optimal moves of both sides until mate, exactly the plies announced
        int announced = answer.distance();
        int plyBefore = fixture.workbench.game().plyProperty().get();
        robot.interact(() -> model.stepMillisProperty().set(40));
        robot.clickOn("#endgame-play-line");
        assertTrue(model.playingProperty().get());
        waitFor(120, () -> !model.playingProperty().get());
        assertEquals(announced, fixture.workbench.game().plyProperty().get() - plyBefore, "mate in the plies announced");
        Position mated = ((XiangqiAnalysisPosition) fixture.workbench.session().context().getPosition()).position();
        assertEquals(0, mated.legalMoves().length, "the side to move has no move");
        assertTrue(GameRules.result(mated).isOver());
        assertEquals(0, model.answerProperty().get().distance());

        // the set's statistics: the longest win, and its example on the board
        TableView<SetRow> sets = robot.lookup("#endgame-view").queryAs(EndgameView.class).setsTable();
        SetRow khka = sets.getItems().stream().filter(r -> r.name().equals("KHKA")).findFirst().orElseThrow();
        assertNotNull(khka.statisticsProperty().get(), "counted after its build");
        assertEquals(37, khka.statisticsProperty().get().longestWin());
        robot.interact(() -> {
            sets.getSelectionModel().select(khka);
            sets.scrollTo(khka);
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(text(robot, "#endgame-set-example").startsWith("37 plies from 4ka3/9/9/9/9/9/9/3K5/3N5/9 w"),
                text(robot, "#endgame-set-example"));
        assertEquals("21,021".replace("21,021", String.format("%,d", khka.statisticsProperty().get().totalPositions())),
                text(robot, "#endgame-set-positions"));
        robot.clickOn("#endgame-load-example");
        waitFor(10, () -> model.stateProperty().get() == EndgameViewModel.State.ANSWERED
                && model.answerProperty().get().distance() == 37);
        fixture.assertBoardShows(robot, LONGEST_KHKA);
        assertEquals("Red wins in 37 plies (mate in 19)", text(robot, "#endgame-value"));
        robot.interact(() -> sets.scrollTo(khka));
        WorkbenchFixture.writeImage(robot, fixture.workbench, "endgame.png");
    }

    @Test
    void aDamagedFileIsToldByNameAndRebuildMendsIt(FxRobot robot) throws Exception {
        Files.write(tables.resolve("KRK.xqtb"), new byte[] {1, 2, 3, 4, 5, 6, 7, 8, 9});
        EndgameViewModel model = openTab(robot);
        paste(robot, "4k4/9/R8/9/9/9/9/3K5/9/9 w - - 0 1");
        waitFor(10, () -> model.stateProperty().get() == EndgameViewModel.State.FAILED);
        String status = text(robot, "#endgame-status");
        assertTrue(status.startsWith("A table file is damaged: ") && status.contains("KRK.xqtb"), status);
        assertTrue(robot.lookup("#endgame-status").queryAs(Label.class).getStyleClass().contains("endgame-error"));
        Button rebuild = robot.lookup("#endgame-build").queryButton();
        assertEquals("Rebuild", rebuild.getText());
        robot.clickOn(rebuild);
        waitFor(60, () -> model.stateProperty().get() == EndgameViewModel.State.ANSWERED);
        assertEquals("Red wins in 3 plies (mate in 2)", text(robot, "#endgame-value"));
    }

    @Test
    void aMiddlegameHasNoDatabaseAndTheKeyboardPlaysAMove(FxRobot robot) throws Exception {
        EndgameViewModel model = openTab(robot);
        paste(robot, TabGalleryTest.MIDDLE_GAME);
        waitFor(10, () -> model.stateProperty().get() == EndgameViewModel.State.NO_DATABASE);
        assertEquals("28 pieces on the board: the databases hold endings of at most 8 pieces, kings included. Sets with databases are listed below.", text(robot, "#endgame-value"));
        assertFalse(robot.lookup("#endgame-set").queryAs(Label.class).isVisible(), "no wall of letters");
        assertTrue(robot.lookup("#endgame-play-line").queryButton().isDisabled());

        // a trivially drawn set needs no table: every move is a draw; Enter on a row plays it
        paste(robot, "3k5/4a4/9/9/9/9/9/4K4/9/9 w - - 0 1");
        waitFor(10, () -> model.stateProperty().get() == EndgameViewModel.State.ANSWERED);
        assertEquals("Draw with best play by both sides", text(robot, "#endgame-value"));
        TableView<?> moves = robot.lookup("#endgame-moves").queryAs(TableView.class);
        robot.interact(() -> {
            moves.requestFocus();
            moves.getSelectionModel().select(0);
        });
        robot.type(javafx.scene.input.KeyCode.ENTER);
        waitFor(10, () -> sideToMove(robot) == 1 && model.stateProperty().get() == EndgameViewModel.State.ANSWERED);
        assertEquals(1, fixture.workbench.game().plyProperty().get());
    }

    @Test
    void aDirectoryThatCannotBeWrittenIsTold(FxRobot robot) throws Exception {
        Path notAFolder = Files.writeString(tables.resolve("plain-file"), "a file where the folder should be");
        EndgameViewModel model = openTab(robot);
        robot.interact(() -> model.useDirectory(notAFolder.resolve("endgame")));
        paste(robot, "4k4/9/R8/9/9/9/9/3K5/9/9 w - - 0 1");
        waitFor(10, () -> model.stateProperty().get() == EndgameViewModel.State.NOT_BUILT);
        robot.clickOn("#endgame-build");
        waitFor(30, () -> !model.buildingProperty().get() && model.statusIsErrorProperty().get());
        String status = text(robot, "#endgame-status");
        assertTrue(status.startsWith("Could not read or write the tables in " + notAFolder.resolve("endgame"))
                && status.endsWith("Is the disk full, or the folder not writable?"), status);
        assertEquals(EndgameViewModel.State.NOT_BUILT, model.stateProperty().get(), "Build is offered again");
    }

    @Test
    void buildSetBuildsTheChosenSetAndTheSmallerOnesItNeeds(FxRobot robot) throws Exception {
        EndgameViewModel model = openTab(robot);
        TableView<SetRow> sets = robot.lookup("#endgame-view").queryAs(EndgameView.class).setsTable();
        SetRow krka = sets.getItems().stream().filter(r -> r.name().equals("KRKA")).findFirst().orElseThrow();
        robot.interact(() -> {
            sets.getSelectionModel().select(krka);
            sets.scrollTo(krka);
        });
        assertEquals("not built", text(robot, "#endgame-set-positions"));
        robot.clickOn("#endgame-build-set");
        waitFor(60, () -> !model.buildingProperty().get() && krka.statisticsProperty().get() != null);
        assertTrue(Files.exists(tables.resolve("KRK.xqtb")) && Files.exists(tables.resolve("KRKA.xqtb")));
        assertEquals("Built: KRK KRKA", text(robot, "#endgame-status"));
        assertEquals(9, krka.statisticsProperty().get().longestWin(), "rook vs advisor: the longest win (docs/endgame.md)");
        assertEquals("9,372 won · 0 drawn · 0 lost", text(robot, "#endgame-set-stronger"));
        assertTrue(robot.lookup("#endgame-build-set").queryButton().isDisabled(), "built: nothing to build");
    }

    @Test
    void buildAllCancelsKeepsWhatItFinishedAndCountsTheSmallSets(FxRobot robot) throws Exception {
        EndgameViewModel model = openTab(robot);
        robot.clickOn("#endgame-build-all");
        assertTrue(model.buildingProperty().get());
        assertTrue(robot.lookup("#endgame-cancel").queryButton().isVisible());
        waitFor(60, () -> model.progressProperty().get() > 0 && model.progressProperty().get() < 1
                && text(robot, "#endgame-progress-text").matches(".*: (moves|solving) \\d+ % \\(set \\d+ of 40\\)"));
        robot.clickOn("#endgame-cancel");
        waitFor(60, () -> !model.buildingProperty().get());
        assertEquals("Build cancelled; the tables finished before it are kept.", text(robot, "#endgame-status"));
        TableView<SetRow> sets = robot.lookup("#endgame-view").queryAs(EndgameView.class).setsTable();
        List<SetRow> built = sets.getItems().stream().filter(r -> r.builtProperty().get()).toList();
        assertFalse(built.isEmpty(), "the first set was finished");
        assertTrue(built.size() < sets.getItems().size(), "the build stopped");
        for (SetRow row : sets.getItems()) {
            assertEquals(row.builtProperty().get(), Files.exists(tables.resolve(row.name() + ".xqtb")), row.name());
        }

        // small sets built before are counted in the background without being chosen
        robot.interact(() -> model.useDirectory(tables)); // forgets what the build counted
        waitFor(60, () -> built.stream().allMatch(r -> r.statisticsProperty().get() != null));
        SetRow first = built.get(0);
        robot.interact(() -> sets.getSelectionModel().select(first));
        assertTrue(text(robot, "#endgame-set-stronger").endsWith(" lost"), text(robot, "#endgame-set-stronger"));
    }

    @Test
    void gomokuIsToldTheDatabasesAreXiangqis(FxRobot robot) throws Exception {
        EndgameViewModel model = openTab(robot);
        paste(robot, "h8 h9 i9");
        waitFor(10, () -> model.stateProperty().get() == EndgameViewModel.State.GOMOKU);
        assertEquals("The endgame databases are Xiangqi's: set up a Xiangqi ending to see its value.",
                text(robot, "#endgame-value"));
        assertTrue(robot.lookup("#endgame-play-line").queryButton().isDisabled());
    }

    private EndgameViewModel openTab(FxRobot robot) {
        TabPane tabs = robot.lookup("#analysis-tabs").queryAs(TabPane.class);
        robot.interact(() -> tabs.getSelectionModel().select(
                tabs.getTabs().stream().filter(t -> "tab-endgame".equals(t.getId())).findFirst().orElseThrow()));
        EndgameViewModel model = robot.lookup("#endgame-view").queryAs(EndgameView.class).model();
        robot.interact(() -> model.useDirectory(tables));
        WaitForAsyncUtils.waitForFxEvents();
        return model;
    }

    private void paste(FxRobot robot, String fen) {
        boolean[] loaded = new boolean[1];
        robot.interact(() -> loaded[0] = fixture.workbench.session().paste(fen));
        assertTrue(loaded[0], fen);
    }

    private int sideToMove(FxRobot robot) {
        return fixture.workbench.session().context().getPosition().sideToMove();
    }

    private static Node firstRow(FxRobot robot) {
        return robot.lookup("#endgame-moves .table-row-cell").queryAll().stream()
                .filter(n -> n instanceof TableRow<?> row && row.getIndex() == 0 && !row.isEmpty())
                .findFirst().orElseThrow();
    }

    private static String text(FxRobot robot, String query) {
        WaitForAsyncUtils.waitForFxEvents();
        return robot.lookup(query).queryAs(Label.class).getText();
    }

    private static void waitFor(int seconds, Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS, condition);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static <T> T onFx(FxRobot robot, Callable<T> read) throws Exception {
        return WaitForAsyncUtils.asyncFx(read).get(10, TimeUnit.SECONDS);
    }
}
