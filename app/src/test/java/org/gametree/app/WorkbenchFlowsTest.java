package org.gametree.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;

import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.TreeTableRow;
import javafx.scene.input.KeyCode;

import org.gametree.app.analysis.AnalysisPosition.Game;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.app.analysis.stepper.StepperViewModel;
import org.gametree.app.analysis.tree.TreeExplorerViewModel;
import org.gametree.app.game.GameSetup;
import org.gametree.app.game.PlayerSetup;
import org.gametree.app.game.PlayerSetup.Limit;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.notation.Notation;
import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.Squares;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Whole-window flows, as a user goes through them: a game against an engine set up in the New
 * Game dialog, a Renju game with its forbidden points, and a search recorded in the tree
 * explorer and stepped through in the stepper, with the board following. Each writes a
 * picture of the main window into {@code docs/images/}.
 */
class WorkbenchFlowsTest extends WorkbenchUiTest {

    private static final long ENGINE_WAIT_SECONDS = 60;

    @Test
    void aClickedMoveIsAnsweredByTheEngineAndTheLivePanelShowsItsSearch(FxRobot robot) throws Exception {
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.N).release(KeyCode.N, KeyCode.SHIFT, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        @SuppressWarnings("unchecked")
        ComboBox<Limit> limit = robot.lookup("#new-game-second-limit").queryAs(ComboBox.class);
        robot.clickOn("#new-game-second-engine");
        robot.interact(() -> limit.setValue(Limit.DEPTH));
        robot.doubleClickOn(robot.lookup("#new-game-second-depth").queryAs(TextField.class)).eraseText(3).write("3");
        robot.clickOn("#new-game-ok");
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(fixture.workbench.session().setupProperty().get().second().isEngine(), "Black is the engine");

        robot.clickOn(fixture.screenPoint("h2")).clickOn(fixture.screenPoint("e2"));
        WaitForAsyncUtils.waitFor(ENGINE_WAIT_SECONDS, TimeUnit.SECONDS,
                () -> fixture.workbench.game().plyProperty().get() == 2);
        WaitForAsyncUtils.waitForFxEvents();

        int[] line = fixture.workbench.game().lineProperty().get();
        assertEquals(Move.of(Squares.parse("h2", 0), Squares.parse("e2", 0)), line[0], "the clicked move");
        assertEquals("Red to move", robot.lookup("#status-side").queryAs(Label.class).getText());
        assertEquals(Move.to(line[1]), fixture.board().getState().lastTo(), "the engine's move is marked");
        var rows = fixture.workbench.session().moveList().rows();
        assertEquals(1, rows.size(), "one numbered row");
        assertNotNull(rows.get(0).second(), "the move list has the engine's reply");

        // The live panel showed the engine's search, and keeps it after the engine's move.
        String nodes = robot.lookup("#live-nodes").queryAs(Label.class).getText();
        assertTrue(Long.parseLong(nodes.replace(",", "")) > 0, "nodes: " + nodes);
        assertEquals("Done: depth 3", robot.lookup("#live-state").queryAs(Label.class).getText());
        WorkbenchFixture.writeImage(robot, fixture.workbench, "workbench.png");

        // Undo goes back to the human's turn: the engine's reply and the move it answered.
        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(0, fixture.workbench.game().plyProperty().get());
        assertFalse(robot.lookup("#status-message").queryAs(Label.class).getText().startsWith("The engine to move is waiting"),
                "the human is to move: no engine waits");
        // Redo replays as many plies: Red's move and the engine's reply, back where the undo started.
        robot.press(KeyCode.CONTROL, KeyCode.Y).release(KeyCode.Y, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(2, fixture.workbench.game().plyProperty().get());
        assertEquals(java.util.Arrays.toString(line), java.util.Arrays.toString(fixture.workbench.game().lineProperty().get()));
        // Going to the engine's turn in the move list: it waits until asked (Ctrl+M).
        robot.interact(() -> fixture.workbench.session().goToPly(1));
        assertTrue(robot.lookup("#status-message").queryAs(Label.class).getText().startsWith("The engine to move is waiting"));
        robot.press(KeyCode.CONTROL, KeyCode.M).release(KeyCode.M, KeyCode.CONTROL);
        WaitForAsyncUtils.waitFor(ENGINE_WAIT_SECONDS, TimeUnit.SECONDS,
                () -> fixture.workbench.game().plyProperty().get() == 2);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(robot.lookup("#status-message").queryAs(Label.class).getText().isEmpty());
    }

    @Test
    void aRenjuGameMarksBlacksDoubleThreeAndUndoRedoFollow(FxRobot robot) throws Exception {
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.N).release(KeyCode.N, KeyCode.SHIFT, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("#new-game-gomoku");
        robot.clickOn("#new-game-ok");
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(robot.lookup("#gomoku-board").query().isVisible(), "the Gomoku board is shown");
        assertTrue(!fixture.board().isVisible(), "the Xiangqi board is not");

        // Black h8 j8 i9 i10 (white far away in the corners): i8 would make two open threes.
        for (String point : new String[] {"h8", "a1", "j8", "a3", "i9", "a5", "i10", "o15"}) {
            robot.clickOn(gomokuPoint(point));
        }
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(8, fixture.workbench.session().gomoku().getBoard().stoneCount());
        Node mark = robot.lookup("#forbidden-i8").query();
        assertTrue(mark.getStyleClass().contains("double-three"), mark.getStyleClass().toString());
        WorkbenchFixture.writeImage(robot, fixture.workbench, "workbench-renju.png");

        robot.clickOn(gomokuPoint("i8"));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(8, fixture.workbench.session().gomoku().getBoard().stoneCount(), "the forbidden point is refused");
        assertEquals("i8 is forbidden for black: double-three (3-3).",
                robot.lookup("#status-message").queryAs(Label.class).getText());

        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(7, fixture.workbench.session().gomoku().getBoard().stoneCount());
        assertTrue(robot.lookup("#forbidden-i8").tryQuery().isEmpty(), "white to move: no black forbidden points");
        robot.press(KeyCode.CONTROL, KeyCode.Y).release(KeyCode.Y, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(8, fixture.workbench.session().gomoku().getBoard().stoneCount());
        assertTrue(robot.lookup("#forbidden-i8").tryQuery().isPresent());
    }

    @Test
    void aGomokuEngineAnswersAStoneAndTheLivePanelShowsItsIterations(FxRobot robot) throws Exception {
        robot.interact(() -> fixture.workbench.session().newGame(new GameSetup(Game.GOMOKU, Rule.FREESTYLE, 15,
                PlayerSetup.human("line"), PlayerSetup.engineToDepth("best", "line", 2))));
        robot.clickOn(gomokuPoint("h8"));
        WaitForAsyncUtils.waitFor(ENGINE_WAIT_SECONDS, TimeUnit.SECONDS,
                () -> fixture.workbench.session().gomoku().getBoard().stoneCount() == 2);
        WaitForAsyncUtils.waitForFxEvents();
        int reply = fixture.workbench.session().gomoku().getBoard().lastMove();
        assertEquals(GomokuPosition.WHITE, fixture.workbench.session().gomoku().getBoard().stoneAt(reply));
        assertTrue(robot.lookup("#stone-" + Notation.name(15, reply)).tryQuery().isPresent(), "the reply is drawn");
        assertEquals("Done: depth 2", robot.lookup("#live-state").queryAs(Label.class).getText());
        assertEquals(2, robot.lookup("#live-iterations").queryAs(javafx.scene.control.TableView.class).getItems().size(),
                "one row per iteration");
    }

    @Test
    void aGomokuPositionIsSetUpByHandWithCtrlE(FxRobot robot) throws Exception {
        robot.interact(() -> fixture.workbench.session().newGame(new GameSetup(Game.GOMOKU, Rule.STANDARD, 15,
                PlayerSetup.human("line"), PlayerSetup.human("line"))));
        robot.clickOn(gomokuPoint("h8"));
        robot.press(KeyCode.CONTROL, KeyCode.E).release(KeyCode.E, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        var board = robot.lookup("#gomoku-editor-board").queryAs(org.gametree.app.gomoku.board.GomokuBoard.class);
        Label status = robot.lookup("#gomoku-editor-status").queryAs(Label.class);
        assertEquals("1 black and 0 white stones: White to move.", status.getText(), "starts from the game");

        // Black (the default tool): two more stones; the counts are then impossible, and OK is off.
        robot.clickOn(editorPoint(board, "i9")).clickOn(editorPoint(board, "j10"));
        assertTrue(status.getStyleClass().contains("error"));
        assertTrue(status.getText().startsWith("3 black and 0 white stones is no position"), status.getText());
        assertTrue(robot.lookup("#gomoku-editor-ok").queryButton().isDisabled());
        // W picks white: two white stones make a position with black to move.
        robot.type(KeyCode.W);
        robot.clickOn(editorPoint(board, "g7")).clickOn(editorPoint(board, "k11"));
        assertEquals("3 black and 2 white stones: White to move.", status.getText());
        robot.type(KeyCode.E).clickOn(editorPoint(board, "k11"));
        robot.type(KeyCode.W).clickOn(editorPoint(board, "h9")).clickOn(editorPoint(board, "i10"));
        assertEquals("3 black and 3 white stones: Black to move.", status.getText());
        assertTrue(!robot.lookup("#gomoku-editor-ok").queryButton().isDisabled());
        WorkbenchFixture.writeDialogImage(robot, "#gomoku-editor-dialog", "gomoku-editor.png");

        robot.clickOn("#gomoku-editor-ok");
        WaitForAsyncUtils.waitForFxEvents();
        var shown = fixture.workbench.gomokuBoard().getState();
        assertEquals(6, shown.stoneCount());
        for (String point : new String[] {"h8", "i9", "j10"}) {
            assertEquals(GomokuPosition.BLACK, shown.stoneAt(Notation.parsePoint(15, point)), point);
        }
        for (String point : new String[] {"g7", "h9", "i10"}) {
            assertEquals(GomokuPosition.WHITE, shown.stoneAt(Notation.parsePoint(15, point)), point);
        }
        assertEquals(GomokuPosition.BLACK, shown.stoneToMove());
        assertTrue(robot.lookup("#gomoku-editor-dialog").tryQuery().isEmpty(), "the editor closed");
    }

    private static Point2D editorPoint(org.gametree.app.gomoku.board.GomokuBoard board, String name) {
        return board.localToScreen(board.pointOf(Notation.parsePoint(15, name)));
    }

    @Test
    void aSearchRecordedInTheTreeIsSteppedInTheStepperAndTheBoardFollows(FxRobot robot) throws Exception {
        robot.clickOn(fixture.screenPoint("h2")).clickOn(fixture.screenPoint("e2"));
        TreeExplorerViewModel tree = fixture.workbench.treeExplorer().viewModel();
        StepperViewModel stepper = fixture.workbench.stepper().getModel();
        robot.interact(() -> {
            fixture.workbench.analysisTabs().getSelectionModel().select(1);
            tree.algorithmProperty().set("alphabeta");
            tree.depthProperty().set(2);
            // after a move on the board the chosen evaluation is still there (not cleared by the combo box)
            assertEquals(tree.evaluations().get(0), tree.evaluationProperty().get());
        });
        robot.clickOn("#tree-record");
        WaitForAsyncUtils.waitFor(ENGINE_WAIT_SECONDS, TimeUnit.SECONDS,
                () -> tree.treeProperty().get() != null && stepper.recordedProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents();
        assertSame(tree.recordedSearchProperty().get(), stepper.recordedProperty().get(),
                "the stepper replays the tree's recording");

        // Choosing a node in the table shows its position on the main board.
        robot.clickOn(row(robot, 2));
        WaitForAsyncUtils.waitForFxEvents();
        int node = tree.selectedNodeProperty().get();
        XiangqiAnalysisPosition expected = (XiangqiAnalysisPosition) fixture.workbench.session().currentPosition();
        expected.play(tree.treeProperty().get().tree().move(node));
        assertEquals(expected.text(), fixture.workbench.session().context().previewProperty().get().text());
        assertPiecesDrawn(robot, expected.position());
        WorkbenchFixture.writeImage(robot, fixture.workbench, "workbench-tree.png");

        // Stepping: α and β change, and the explorer's selection follows the stepper.
        robot.interact(() -> fixture.workbench.analysisTabs().getSelectionModel().select(2));
        String before = robot.lookup("#stepper-alpha").queryAs(Label.class).getText()
                + robot.lookup("#stepper-beta").queryAs(Label.class).getText();
        boolean changed = false;
        for (int step = 0; step < 40 && !changed; step++) {
            robot.clickOn("#stepper-next");
            String now = robot.lookup("#stepper-alpha").queryAs(Label.class).getText()
                    + robot.lookup("#stepper-beta").queryAs(Label.class).getText();
            changed = !now.equals(before);
        }
        assertTrue(changed, "the α-β window changed while stepping");
        assertTrue(stepper.selectedNodeProperty().get() >= 0);
        assertEquals(stepper.selectedNodeProperty().get(), tree.selectedNodeProperty().get(),
                "the tree explorer selects the node the stepper is at");
        robot.clickOn("#stepper-back");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(stepper.selectedNodeProperty().get(), tree.selectedNodeProperty().get());
    }

    @Test
    void closingTheWindowStopsTheEngineAndTheAnalysis(FxRobot robot) throws Exception {
        // Black is an engine with a minute a move; the live panel analyses without limit.
        robot.interact(() -> fixture.workbench.session().newGame(new GameSetup(Game.XIANGQI, Rule.RENJU, 15,
                PlayerSetup.human("pst"), PlayerSetup.engineForTime("best", "pst", 60_000))));
        robot.clickOn(fixture.screenPoint("h2")).clickOn(fixture.screenPoint("e2"));
        robot.interact(() -> fixture.workbench.analysisTabs().getSelectionModel().select(0));
        robot.interact(() -> {
            var live = ((org.gametree.app.analysis.live.LiveSearchView)
                    fixture.workbench.analysisTabs().getTabs().get(0).getContent()).viewModel();
            assertEquals(1, fixture.workbench.tasks().running(), "the engine thinks");
            live.infiniteProperty().set(true);
            live.start(); // the panel's own analysis stops watching the engine, which goes on thinking
        });
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> fixture.workbench.tasks().running() == 2);

        robot.interact(() -> fixture.workbench.stage().hide());
        // closing does not wait on the FX thread; the cancelled searches end within milliseconds
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> fixture.workbench.tasks().isTerminated());
        assertEquals(0, fixture.workbench.tasks().running(), "no search left running");
        assertEquals(1, fixture.workbench.game().plyProperty().get(), "the engine did not move after the close");
    }

    private Point2D gomokuPoint(String name) {
        var board = fixture.workbench.gomokuBoard();
        int point = Notation.parsePoint(GomokuPosition.DEFAULT_SIZE, name);
        return board.localToScreen(board.pointOf(point));
    }

    private static TreeTableRow<?> row(FxRobot robot, int index) {
        return robot.from(robot.lookup("#tree-table").queryAs(Node.class)).lookup(".tree-table-row-cell")
                .queryAllAs(TreeTableRow.class).stream()
                .filter(r -> r.getIndex() == index && r.isVisible()).findFirst()
                .orElseThrow(() -> new AssertionError("row " + index + " is not on screen"));
    }

    /** The board draws exactly the pieces of {@code position} (a preview is drawn like a game). */
    private static void assertPiecesDrawn(FxRobot robot, Position position) {
        for (int rank = 0; rank < Squares.RANKS; rank++) {
            for (int file = 0; file < Squares.FILES; file++) {
                int square = Squares.of(file, rank);
                boolean drawn = robot.lookup("#piece-" + Squares.name(square)).tryQuery().isPresent();
                assertEquals(position.pieceAt(square) != 0, drawn, "piece drawn on " + Squares.name(square));
            }
        }
    }
}
