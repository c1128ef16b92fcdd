package org.gametree.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;

import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.input.Clipboard;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;

import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.AnalysisPosition.Game;
import org.gametree.app.analysis.BoardMark;
import org.gametree.app.analysis.HeatMap;
import org.gametree.app.analysis.MoveNotation;
import org.gametree.app.analysis.live.LineRow;
import org.gametree.app.analysis.live.LiveSearchView;
import org.gametree.app.analysis.live.LiveSearchViewModel;
import org.gametree.app.game.GameSetup;
import org.gametree.app.game.PlayerSetup;
import org.gametree.app.game.TimeControl;
import org.gametree.app.gomoku.board.HeatSpot;
import org.gametree.app.xiangqi.board.MoveArrow;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.xiangqi.Move;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * MultiPV in the window, as Nibbler, Lizzie and Yixin-Board show it: three lines in the live
 * panel's lines table, best first with distinct root moves; for Xiangqi their first moves drawn
 * as arrows (read back from the board and seen in its pixels, gone when View → Analysis arrows
 * is off); for Gomoku a numbered heat map. A click on a move of a line plays the line up to it;
 * the right-click menu copies a line. Pictures: {@code analysis-arrows.png},
 * {@code gomoku-heatmap.png}.
 */
class AnalysisLinesWorkbenchTest extends WorkbenchUiTest {

    @Test
    void xiangqiThreeLinesAreListedDrawnAsArrowsPlayedAndCopied(FxRobot robot) throws Exception {
        selectTab(robot, "tab-opening");
        List<BoardMark> book = onFx(robot, () -> fixture.workbench.board().getMarks());
        assertTrue(book.size() > 3, "the Opening tab draws the book's moves: " + book);
        LiveSearchViewModel model = openLiveTab(robot);
        robot.interact(() -> {
            // the preset users analyse with, deep enough for real lines (the picture shows them)
            model.algorithmProperty().set("best");
            model.depthProperty().set(6);
        });
        typeLines(robot, 3);
        assertEquals(3, model.multiPvProperty().get(), "the Lines spinner is typed into");

        robot.clickOn("#live-analyse");
        waitFor(40, () -> model.stateProperty().get() == LiveSearchViewModel.State.DONE);

        // three distinct root moves, scores not increasing (side to move's view)
        List<LineRow> rows = onFx(robot, () -> List.copyOf(lines(robot).getItems()));
        assertEquals(3, rows.size(), rows.toString());
        Set<Integer> firstMoves = new HashSet<>();
        rows.forEach(r -> firstMoves.add(r.firstMove()));
        assertEquals(3, firstMoves.size(), "distinct root moves: " + rows);
        for (int i = 1; i < rows.size(); i++) {
            assertTrue(rows.get(i).value() <= rows.get(i - 1).value(), "best first: " + rows);
            assertEquals(i + 1, rows.get(i).rank());
        }

        // drawn on the board: one best arrow, two candidates, each a line's first move
        List<BoardMark> drawn = onFx(robot, () -> robot.lookup("#xiangqi-board .move-arrow").queryAll().stream()
                .map(MoveArrow::markOf).toList());
        assertEquals(3, drawn.size(), drawn.toString());
        for (LineRow row : rows) {
            int move = row.firstMove();
            BoardMark.Kind kind = row.rank() == 1 ? BoardMark.Kind.BEST : BoardMark.Kind.CANDIDATE;
            assertTrue(drawn.stream().anyMatch(m -> m.from() == Move.from(move) && m.to() == Move.to(move)
                    && m.kind() == kind && m.label().contains(row.line())), row + " in " + drawn);
        }
        WorkbenchFixture.writeImage(robot, fixture.workbench, "analysis-arrows.png");

        // the pixels: a point on the best arrow's shaft changes when View → Analysis arrows is off
        int best = rows.get(0).firstMove();
        Point2D shaft = onFx(robot, () -> {
            Point2D from = fixture.workbench.board().pointOf(Move.from(best));
            Point2D to = fixture.workbench.board().pointOf(Move.to(best));
            return from.add(to.subtract(from).multiply(0.45));
        });
        // hovering the best arrow shows its line
        robot.moveTo(onFx(robot, () -> fixture.workbench.board().localToScreen(shaft)));
        String bestLine = rows.get(0).line();
        waitFor(5, () -> javafx.stage.Window.getWindows().stream().anyMatch(w -> w instanceof javafx.scene.control.Tooltip t
                && t.isShowing() && t.getText().contains(bestLine)));
        robot.moveTo("#live-state");
        int withArrows = pixel(robot, fixture.workbench.board(), shaft);
        toggleArrows(robot);
        assertTrue(onFx(robot, () -> fixture.workbench.board().getMarks().isEmpty()), "arrows off: none drawn");
        int without = pixel(robot, fixture.workbench.board(), shaft);
        assertNotEquals(withArrows, without, "the best arrow's shaft is drawn over the board at " + shaft);
        toggleArrows(robot);
        assertEquals(3, onFx(robot, () -> fixture.workbench.board().getMarks().size()), "arrows on again");

        // the Opening tab's book arrows come back with its tab, the lines' with theirs
        selectTab(robot, "tab-opening");
        assertEquals(book, onFx(robot, () -> fixture.workbench.board().getMarks()));
        openLiveTab(robot);
        assertEquals(3, onFx(robot, () -> fixture.workbench.board().getMarks().size()));

        // right-click the PV: copy as coordinates
        AnalysisPosition root = onFx(robot, () -> model.searchRootProperty().get());
        int[] pv = onFx(robot, () -> model.pvProperty().get());
        requestContextMenu(robot, "#live-pv-0");
        robot.clickOn("#live-copy-coordinates");
        WaitForAsyncUtils.waitForFxEvents();
        String copied = onFx(robot, () -> Clipboard.getSystemClipboard().getString());
        assertEquals(String.join(" ", root.lineNames(pv, MoveNotation.COORDINATE)), copied);
        assertTrue(copied.matches("[a-i][0-9][a-i][0-9]( [a-i][0-9][a-i][0-9])*"), copied);

        // a click on the second move of line 2 plays that line's first two moves in the game
        LineRow second = rows.get(1);
        robot.clickOn("#live-line-2-1");
        WaitForAsyncUtils.waitForFxEvents();
        AnalysisPosition expected = root.copy();
        expected.play(second.moves()[0]);
        expected.play(second.moves()[1]);
        assertEquals(2, onFx(robot, () -> fixture.workbench.session().currentPosition().ply()));
        assertEquals(expected.text(), onFx(robot, () -> fixture.workbench.session().currentPosition().text()));
        assertTrue(onFx(robot, () -> fixture.workbench.board().getMarks().isEmpty()),
                "the lines belong to the searched position: no arrows on the new one");
        // another click does nothing now: the game is no longer at the searched position
        robot.clickOn("#live-pv-0");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(2, onFx(robot, () -> fixture.workbench.session().currentPosition().ply()));
    }

    @Test
    void gomokuThreeLinesAreANumberedHeatMap(FxRobot robot) throws Exception {
        robot.interact(() -> fixture.workbench.session().newGame(new GameSetup(Game.GOMOKU, Rule.FREESTYLE, 15,
                PlayerSetup.human("pattern"), PlayerSetup.human("pattern"), TimeControl.none())));
        for (int[] stone : new int[][] {{7, 7}, {8, 8}, {7, 8}, {6, 6}}) {
            robot.interact(() -> fixture.workbench.session().activateGomoku(GomokuPosition.point(stone[0], stone[1])));
        }
        LiveSearchViewModel model = openLiveTab(robot);
        robot.interact(() -> {
            model.depthProperty().set(2);
            model.multiPvProperty().set(3);
        });
        robot.clickOn("#live-analyse");
        waitFor(40, () -> model.stateProperty().get() == LiveSearchViewModel.State.DONE);

        List<LineRow> rows = onFx(robot, () -> List.copyOf(lines(robot).getItems()));
        assertEquals(3, rows.size(), rows.toString());
        List<Node> spots = onFx(robot, () -> List.copyOf(robot.lookup(".heat-spot").queryAll()));
        assertEquals(3, spots.size());
        for (LineRow row : rows) {
            HeatMap.Spot spot = spots.stream().map(HeatSpot::spotOf)
                    .filter(s -> s.point() == row.firstMove()).findFirst().orElseThrow();
            assertEquals(row.rank(), spot.rank());
        }
        List<String> numbers = onFx(robot, () -> spots.stream()
                .map(s -> ((Text) ((javafx.scene.Group) s).getChildren().get(1)).getText()).sorted().toList());
        assertEquals(List.of("1", "2", "3"), numbers);
        WorkbenchFixture.writeImage(robot, fixture.workbench, "gomoku-heatmap.png");

        // the pixels: inside the best point's disc, off the number, the colour goes with the toggle
        Point2D inside = onFx(robot, () -> {
            Point2D centre = fixture.workbench.gomokuBoard().pointOf(rows.get(0).firstMove());
            double cell = fixture.workbench.gomokuBoard().geometry().cell();
            return centre.add(-cell * 0.32, 0);
        });
        int with = pixel(robot, fixture.workbench.gomokuBoard(), inside);
        toggleArrows(robot);
        assertEquals(0, onFx(robot, () -> robot.lookup(".heat-spot").queryAll().size()), "heat map off");
        int without = pixel(robot, fixture.workbench.gomokuBoard(), inside);
        assertNotEquals(with, without, "the heat spot colours the board at " + inside);
        toggleArrows(robot);
        assertEquals(3, onFx(robot, () -> robot.lookup(".heat-spot").queryAll().size()), "heat map on again");

        // Game → Copy board image (Ctrl+Shift+C): the board as shown, heat map and all
        robot.clickOn("#live-state");
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.C).release(KeyCode.C, KeyCode.SHIFT, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.image.Image image = onFx(robot, () -> Clipboard.getSystemClipboard().getImage());
        double width = onFx(robot, () -> fixture.workbench.gomokuBoard().getBoundsInLocal().getWidth());
        assertTrue(image != null && Math.abs(image.getWidth() - width) <= 2, "the board's picture: " + image);
        assertEquals("Board image copied to the clipboard", robot.lookup("#status-message").queryLabeled().getText());

        // a click on the PV's first move plays it: a fifth stone, and the heat map (of the old position) goes
        int pvFirst = onFx(robot, () -> model.pvProperty().get()[0]);
        robot.clickOn("#live-pv-0");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(5, onFx(robot, () -> fixture.workbench.session().currentPosition().ply()));
        assertEquals(pvFirst, onFx(robot, () -> fixture.workbench.session().gomoku().getBoard().lastMove()));
        assertEquals(0, onFx(robot, () -> robot.lookup(".heat-spot").queryAll().size()));
    }

    @Test
    void theArrowsKeyIsNotHeardWhileTypingAFen(FxRobot robot) throws Exception {
        robot.clickOn("#status-fen");
        robot.press(KeyCode.END).release(KeyCode.END);
        robot.type(KeyCode.A);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(robot.lookup("#status-fen").queryAs(javafx.scene.control.TextField.class).getText().endsWith("a"));
        assertTrue(onFx(robot, () -> fixture.workbench.session().context().analysisArrowsProperty().get()),
                "typing an advisor into the FEN leaves the arrows on");
        robot.type(KeyCode.ESCAPE);
        robot.clickOn("#live-state");
        robot.type(KeyCode.A);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(!onFx(robot, () -> fixture.workbench.session().context().analysisArrowsProperty().get()),
                "A elsewhere turns the arrows off");
    }

    // ------------------------------------------------------------------ helpers

    private LiveSearchViewModel openLiveTab(FxRobot robot) {
        selectTab(robot, "tab-live");
        return robot.lookup("#live-view").queryAs(LiveSearchView.class).viewModel();
    }

    private static void selectTab(FxRobot robot, String id) {
        TabPane tabs = robot.lookup("#analysis-tabs").queryAs(TabPane.class);
        robot.interact(() -> tabs.getSelectionModel().select(
                tabs.getTabs().stream().filter(t -> id.equals(t.getId())).findFirst().orElseThrow()));
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Types a number into the Lines spinner and commits it with Enter. */
    private static void typeLines(FxRobot robot, int count) {
        robot.doubleClickOn("#live-multipv .text-field");
        robot.press(KeyCode.CONTROL, KeyCode.A).release(KeyCode.A, KeyCode.CONTROL);
        robot.write(Integer.toString(count)).type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /**
     * The event a right-click or the menu key raises on a node (the headless platform raises
     * none for a robot's right-click, so the test sends it as the platform would).
     */
    private static void requestContextMenu(FxRobot robot, String query) {
        Node node = robot.lookup(query).query();
        robot.interact(() -> {
            javafx.geometry.Bounds screen = node.localToScreen(node.getBoundsInLocal());
            double x = node.getBoundsInLocal().getCenterX();
            double y = node.getBoundsInLocal().getCenterY();
            node.fireEvent(new javafx.scene.input.ContextMenuEvent(javafx.scene.input.ContextMenuEvent.CONTEXT_MENU_REQUESTED,
                    x, y, screen.getCenterX(), screen.getCenterY(), false, null));
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** View → Analysis arrows, through the menu. */
    private static void toggleArrows(FxRobot robot) {
        robot.clickOn("#menu-view");
        robot.clickOn("#menu-view-analysis-arrows");
        WaitForAsyncUtils.waitForFxEvents();
    }

    @SuppressWarnings("unchecked")
    private static TableView<LineRow> lines(FxRobot robot) {
        return robot.lookup("#live-lines").queryAs(TableView.class);
    }

    /** The ARGB colour the board shows at a point of its own coordinates. */
    private static int pixel(FxRobot robot, Node board, Point2D at) {
        BufferedImage image = WorkbenchFixture.snapshot(robot, board);
        double left = board.getBoundsInLocal().getMinX();
        double top = board.getBoundsInLocal().getMinY();
        return image.getRGB((int) Math.round(at.getX() - left), (int) Math.round(at.getY() - top));
    }

    private static void waitFor(int seconds, Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS, condition);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static <T> T onFx(FxRobot robot, Callable<T> read) throws Exception {
        return WaitForAsyncUtils.asyncFx(read).get(10, TimeUnit.SECONDS);
    }
}
