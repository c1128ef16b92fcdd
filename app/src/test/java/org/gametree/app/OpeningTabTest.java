package org.gametree.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;

import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;

import org.gametree.app.analysis.AnalysisPosition.Game;
import org.gametree.app.analysis.BoardMark;
import org.gametree.app.game.GameSetup;
import org.gametree.app.game.PlayerSetup;
import org.gametree.app.game.TimeControl;
import org.gametree.app.opening.BookRow;
import org.gametree.app.opening.OpeningBookModel;
import org.gametree.core.book.BookMove;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Squares;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Opening tab in the window: the built-in Xiangqi book's moves at the start with their
 * opening names, drawn on the board; a click plays a row; in edit mode a move played on the
 * board joins the book, is re-weighted by typing, deleted with Delete and restored with Ctrl+Z;
 * the book saved and read back is equal; a damaged file is refused by name. Gomoku: the Renju
 * opening is named after three stones, rotated too. The picture is {@code opening.png}.
 */
class OpeningTabTest extends WorkbenchUiTest {

    @TempDir
    Path folder;

    @Test
    void xiangqiBookIsShownPlayedEditedSavedAndReadBack(FxRobot robot) throws Exception {
        select(robot, "tab-opening");
        OpeningBookModel model = fixture.workbench.opening().model();
        @SuppressWarnings("unchecked")
        TableView<BookRow> table = robot.lookup("#opening-table").queryAs(TableView.class);

        // the start: the built-in book's moves, named, and drawn on the board
        List<String> names = onFx(robot, () -> table.getItems().stream().map(BookRow::name).toList());
        assertTrue(names.contains("炮二平五"), names.toString());
        BookRow cannon = row(robot, table, "炮二平五");
        assertEquals("B00 Central Cannon Opening", cannon.opening());
        assertTrue(cannon.best(), "the central cannon has the most weight in the built-in book");
        List<BoardMark> marks = onFx(robot, () -> fixture.workbench.board().getMarks());
        assertEquals(table.getItems().size(), marks.size());
        int h2e2 = move("h2e2");
        assertTrue(marks.contains(new BoardMark(Move.from(h2e2), Move.to(h2e2), BoardMark.Kind.BEST)), marks.toString());
        assertTrue(marks.stream().filter(m -> m.kind() == BoardMark.Kind.CANDIDATE).allMatch(m -> m.strength() < 1),
                "the other book moves are drawn weaker, by weight: " + marks);
        assertEquals(marks.size(), robot.lookup("#xiangqi-board .move-arrow").queryAll().size(), "drawn as arrows");
        WorkbenchFixture.writeImage(robot, fixture.workbench, "opening.png");

        // a click on the row plays it; the table follows the game
        robot.clickOn(rowNode(robot, table, "炮二平五"));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(1, onFx(robot, () -> fixture.workbench.session().currentPosition().ply()));
        assertTrue(onFx(robot, () -> table.getItems().stream().anyMatch(r -> r.name().equals("马8进7"))));
        assertEquals("Opening: B00 Central Cannon Opening", robot.lookup("#opening-name").queryAs(Label.class).getText());
        assertEquals("Opening: B00 Central Cannon Opening", robot.lookup("#status-opening").queryAs(Label.class).getText());

        // edit: a move played on the board joins the book at the position before it
        Map<Long, List<BookMove>> original = onFx(robot, () -> model.bookProperty().get().game().book().positions());
        robot.clickOn("#opening-edit");
        int a6a5 = move("a6a5");
        robot.interact(() -> {
            fixture.workbench.session().activateXiangqi(Move.from(a6a5));
            fixture.workbench.session().activateXiangqi(Move.to(a6a5));
        });
        assertEquals(2, onFx(robot, () -> fixture.workbench.session().currentPosition().ply()));
        robot.interact(() -> fixture.workbench.session().undo());
        BookRow added = row(robot, table, "卒1进1");
        assertEquals(OpeningBookModel.DEFAULT_WEIGHT, added.weight());
        assertTrue(onFx(robot, () -> model.dirtyProperty().get()));

        // re-weight by typing (clamped), delete with Delete, undo with Ctrl+Z
        int index = onFx(robot, () -> table.getItems().indexOf(row(table, "卒1进1")));
        @SuppressWarnings("unchecked")
        TableColumn<BookRow, ?> weight = (TableColumn<BookRow, ?>) table.getColumns().get(1);
        robot.interact(() -> {
            table.requestFocus();
            table.getSelectionModel().select(index);
            table.edit(index, weight);
        });
        robot.eraseText(3).write("7").type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(7, row(robot, table, "卒1进1").weight());
        robot.interact(() -> {
            table.requestFocus();
            table.getSelectionModel().select(row(table, "卒1进1"));
        });
        robot.type(KeyCode.DELETE);
        assertNull(onFx(robot, () -> row(table, "卒1进1")), "deleted");
        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(7, row(robot, table, "卒1进1").weight(), "undo brings the move back with its weight");
        assertEquals(1, onFx(robot, () -> fixture.workbench.session().currentPosition().ply()),
                "Ctrl+Z in the table undoes the book's edit, not the game's move");
        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertNull(onFx(robot, () -> row(table, "卒1进1")), "undone back to the book as it was");
        assertEquals(original, onFx(robot, () -> model.bookProperty().get().game().book().positions()));
        robot.interact(() -> fixture.workbench.session().undo());

        // save to a file (in the background, atomically) and read it back: equal
        robot.interact(() -> model.reweight(row(table, "炮二平五"), 5_000_000)); // typed weights are clamped
        assertEquals(OpeningBookModel.MAX_WEIGHT, row(robot, table, "炮二平五").weight());
        Map<Long, List<BookMove>> edited = onFx(robot, () -> model.bookProperty().get().game().book().positions());
        Path file = folder.resolve("mine.book");
        robot.interact(() -> model.saveAs(file));
        waitFor(20, () -> Files.exists(file) && !model.busyProperty().get());
        assertFalse(onFx(robot, () -> model.dirtyProperty().get()));
        assertTrue(label(robot, "#opening-book-name").contains("mine.book"));
        robot.interact(() -> model.open(file));
        waitFor(20, () -> !model.busyProperty().get());
        assertTrue(label(robot, "#opening-message").startsWith("Opened mine.book"), label(robot, "#opening-message"));
        assertEquals(edited, onFx(robot, () -> model.bookProperty().get().game().book().positions()));

        // a damaged file is refused by name and problem; the book in use stays
        byte[] bytes = Files.readAllBytes(file);
        bytes[bytes.length / 2] ^= 0x55;
        Path damaged = folder.resolve("damaged.book");
        Files.write(damaged, bytes);
        robot.interact(() -> model.open(damaged));
        waitFor(20, () -> !model.busyProperty().get() && label(robot, "#opening-message").contains("damaged.book"));
        String refused = label(robot, "#opening-message");
        assertTrue(refused.startsWith("Cannot open damaged.book: ") && refused.contains("checksum"), refused);
        assertTrue(robot.lookup("#opening-message").query().getStyleClass().contains("error"));
        assertTrue(label(robot, "#opening-book-name").contains("mine.book"));
        robot.clickOn("#opening-edit"); // edit off again
    }

    @Test
    void gomokuNamesTheRenjuOpeningInAnyOrientation(FxRobot robot) throws Exception {
        select(robot, "tab-opening");
        for (int[][] stones : new int[][][] {
                {{7, 7}, {7, 6}, {8, 6}},    // 花月 as the table draws it: h8, h9, i9
                {{7, 7}, {6, 7}, {6, 6}}}) { // the same turned a quarter
            robot.interact(() -> fixture.workbench.session().newGame(new GameSetup(Game.GOMOKU, Rule.FREESTYLE, 15,
                    PlayerSetup.human("pattern"), PlayerSetup.human("pattern"), TimeControl.none())));
            @SuppressWarnings("unchecked")
            TableView<BookRow> table = robot.lookup("#opening-table").queryAs(TableView.class);
            for (int i = 0; i < stones.length; i++) {
                int point = GomokuPosition.point(stones[i][0], stones[i][1]);
                if (i == 2) {
                    // the book's third stones in this orientation, each named by the opening it makes (the
                    // position is symmetric, so a stone may be shown as its mirror image: same opening)
                    List<String> openings = onFx(robot, () -> table.getItems().stream().map(BookRow::opening).toList());
                    assertTrue(openings.contains("4D Kagetsu (花月)"), openings.toString());
                    assertEquals(13, onFx(robot, () -> table.getItems().size()), "the 13 openings of this second stone");
                    assertEquals(13, onFx(robot, () -> fixture.workbench.gomokuBoard().getMarks().size()), "drawn on the board");
                }
                robot.interact(() -> fixture.workbench.session().activateGomoku(point));
            }
            assertEquals("Opening: 4D Kagetsu (花月)", label(robot, "#opening-name"));
            assertEquals("Opening: 4D Kagetsu (花月)", label(robot, "#status-opening"));
        }
        robot.interact(() -> fixture.workbench.localization().setLanguage(org.gametree.app.i18n.Language.SIMPLIFIED_CHINESE));
        assertEquals("开局：4D 花月", label(robot, "#opening-name"));
    }

    @Test
    void anEnginePlayerAnswersFromTheBookAndTheStatusBarSaysSo(FxRobot robot) throws Exception {
        select(robot, "tab-opening");
        robot.clickOn("#opening-engines");
        robot.interact(() -> fixture.workbench.session().newGame(new GameSetup(Game.XIANGQI, Rule.RENJU, 15,
                PlayerSetup.human("pst"), PlayerSetup.engineToDepth("best", "pst", 3), TimeControl.none())));
        @SuppressWarnings("unchecked")
        TableView<BookRow> table = robot.lookup("#opening-table").queryAs(TableView.class);
        List<String> replies = onFx(robot, () -> {
            var after = fixture.workbench.session().currentPosition().copy();
            after.play(move("h2e2"));
            return fixture.workbench.opening().model().moves(after).stream()
                    .map(m -> after.moveName(m.move(), org.gametree.app.analysis.MoveNotation.CHINESE)).toList();
        });
        assertFalse(replies.isEmpty(), "the built-in book answers the central cannon");
        robot.clickOn(rowNode(robot, table, "炮二平五"));
        waitFor(20, () -> fixture.workbench.session().currentPosition().ply() == 2);
        String said = label(robot, "#status-message");
        assertTrue(said.startsWith("Book move: ") && replies.stream().anyMatch(said::contains), said + " " + replies);
        robot.clickOn("#opening-engines"); // off again
    }

    @Test
    void closingTheWindowAsksBeforeUnsavedEditsAreLost(FxRobot robot) throws Exception {
        select(robot, "tab-opening");
        OpeningBookModel model = fixture.workbench.opening().model();
        robot.interact(() -> model.reweight(model.rows().get(0), 99));
        assertTrue(label(robot, "#opening-book-name").endsWith(" *"), "unsaved edits are marked");
        javafx.stage.Stage stage = fixture.workbench.stage();
        for (String answer : new String[] {"#opening-unsaved-cancel", "#opening-unsaved-discard"}) {
            javafx.application.Platform.runLater(() -> stage.fireEvent(
                    new javafx.stage.WindowEvent(stage, javafx.stage.WindowEvent.WINDOW_CLOSE_REQUEST)));
            waitFor(10, () -> robot.lookup("#opening-unsaved-dialog").tryQuery().isPresent());
            robot.clickOn(answer);
            WaitForAsyncUtils.waitForFxEvents();
            assertEquals(answer.endsWith("cancel"), onFx(robot, stage::isShowing), answer);
        }
    }

    private static int move(String iccs) {
        return Move.of(Squares.parse(iccs, 0), Squares.parse(iccs, 2));
    }

    private static BookRow row(TableView<BookRow> table, String name) {
        return table.getItems().stream().filter(r -> r.name().equals(name)).findFirst().orElse(null);
    }

    private static BookRow row(FxRobot robot, TableView<BookRow> table, String name) throws Exception {
        BookRow row = onFx(robot, () -> row(table, name));
        assertNotNull(row, name + " in " + onFx(robot, () -> table.getItems().stream().map(BookRow::name).toList()));
        return row;
    }

    private static Node rowNode(FxRobot robot, TableView<BookRow> table, String name) {
        return robot.lookup("#opening-table .table-row-cell").queryAll().stream()
                .filter(n -> n instanceof TableRow<?> r && r.getItem() instanceof BookRow b && b.name().equals(name))
                .findFirst().orElseThrow();
    }

    private static String label(FxRobot robot, String query) {
        WaitForAsyncUtils.waitForFxEvents();
        return robot.lookup(query).queryAs(Label.class).getText();
    }

    private static void select(FxRobot robot, String tabId) {
        TabPane tabs = robot.lookup("#analysis-tabs").queryAs(TabPane.class);
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
