package org.gametree.app.analysis.compare;

import org.gametree.app.DocImages;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import javax.imageio.ImageIO;

import org.controlsfx.control.CheckListView;
import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.Localization;
import org.gametree.app.task.FxTaskRunner;
import org.gametree.xiangqi.Position;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The compare view standalone, searching for real in the background. */
@ExtendWith(ApplicationExtension.class)
class CompareViewTest {

    private AnalysisContext context;
    private FxTaskRunner tasks;
    private CompareView view;

    @Start
    void start(Stage stage) {
        tasks = new FxTaskRunner();
        context = new AnalysisContext(new Localization(Language.ENGLISH), tasks,
                new XiangqiAnalysisPosition(Position.startPosition()));
        view = new CompareView(context);
        stage.setScene(new Scene(view, 900, 720));
        stage.show();
    }

    @AfterEach
    void stopSearches() {
        tasks.close();
    }

    @Test
    void compareThreeExactAlgorithmsAndSeeEqualValues(FxRobot robot, @TempDir Path dir) throws Exception {
        @SuppressWarnings("unchecked")
        CheckListView<String> algorithms = robot.lookup("#compare-algorithms").queryAs(CheckListView.class);
        robot.interact(() -> {
            algorithms.getCheckModel().clearChecks();
            for (String name : List.of("alphabeta", "negascout", "mtdf")) {
                algorithms.getCheckModel().check(name);
            }
            view.model().depthProperty().set(3);
        });
        robot.clickOn("#compare-run");
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS,
                () -> !view.model().runningProperty().get() && view.model().rows().size() == 3);
        WaitForAsyncUtils.waitForFxEvents();

        @SuppressWarnings("unchecked")
        TableView<CompareRow> table = robot.lookup("#compare-table").queryAs(TableView.class);
        TableColumn<CompareRow, ?> name = column(table, "compare-column-name");
        TableColumn<CompareRow, ?> value = column(table, "compare-column-value");
        assertEquals(List.of("alphabeta", "negascout", "mtdf"),
                List.of(0, 1, 2).stream().map(i -> String.valueOf(name.getCellData(i))).toList());
        String first = String.valueOf(value.getCellData(0));
        assertTrue(first.matches("[+\u2212]?\\d+"), first); // through the score formatter: "+35", "\u221212", "0"
        assertEquals(first, String.valueOf(value.getCellData(1)));
        assertEquals(first, String.valueOf(value.getCellData(2)));
        assertTrue(robot.lookup(".table-row-cell.flagged").queryAll().isEmpty(), "no row flagged");
        assertTrue(robot.lookup(".compare-flag-icon").queryAll().isEmpty(), "no flag icon");
        assertTrue(robot.lookup(".table-row-cell.unfinished").queryAll().isEmpty());
        String status = robot.lookup("#compare-status").queryAs(Label.class).getText();
        assertEquals("Done: 3 searches at depth 3, exact values agree", status);
        assertTrue(String.valueOf(column(table, "compare-column-bestMove").getCellData(0)).length() >= 4,
                "a move name in Chinese notation");
        assertTableIsTheCsv(table);

        // the README's picture: this comparison, with MCTS beside them
        Path target = DocImages.path("compare.png");
        Files.createDirectories(target.getParent());
        robot.interact(() -> {
            algorithms.getCheckModel().check("mcts");
            algorithms.getCheckModel().check("book-negascout-tt-hh");
        });
        robot.type(javafx.scene.input.KeyCode.F5); // the keyboard path to Run
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS,
                () -> !view.model().runningProperty().get() && view.model().rows().size() == 5);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(view.model().rows().stream().noneMatch(CompareRow::flagged), "MCTS and a TT preset are not flagged");
        byte[][] png = new byte[1][];
        robot.interact(() -> png[0] = CompareView.png(view));
        Files.write(target, png[0]);

        // the chart and table as a picture, written atomically
        robot.interact(() -> view.exportPng(dir.resolve("comparison.png")));
        BufferedImage picture = ImageIO.read(dir.resolve("comparison.png").toFile());
        assertTrue(picture.getWidth() > 400 && picture.getHeight() > 300, picture.getWidth() + "x" + picture.getHeight());
        String message = robot.lookup("#compare-export-message").queryAs(Label.class).getText();
        assertTrue(message.startsWith("Wrote "), message);
    }

    /**
     * The CSV has the table's columns in the table's order (ids {@code compare-column-<header>}),
     * the total included, and every cell holds the number or word the table shows.
     */
    private void assertTableIsTheCsv(TableView<CompareRow> table) {
        robotInteract(() -> context.notationProperty().set(org.gametree.app.analysis.MoveNotation.COORDINATE));
        String[] lines = view.model().csv().split("\n");
        List<String> header = List.of(lines[0].split(","));
        assertEquals(header, table.getColumns().stream().map(c -> c.getId().substring("compare-column-".length())).toList());
        assertTrue(header.contains("positions") && header.contains("interior"), "the total and the interior nodes");
        org.gametree.app.analysis.chart.FigureFormat format =
                new org.gametree.app.analysis.chart.FigureFormat(context.l10n());
        for (int r = 0; r < table.getItems().size(); r++) {
            String[] cells = lines[r + 1].split(",", -1);
            for (int c = 0; c < header.size(); c++) {
                String shown = String.valueOf(table.getColumns().get(c).getCellData(r));
                String exported = cells[c];
                String what = header.get(c) + " of " + cells[0] + ": table " + shown + ", csv " + exported;
                if (header.get(c).equals("check")) {
                    assertEquals(context.l10n().get("compare.check." + exported), shown, what);
                } else if (exported.matches("-?\\d+(\\.\\d+)?")) {
                    double tolerance = header.get(c).equals("firstMoveCutoffRate") ? 0.0006 : header.get(c).equals("ebf") ? 0.006 : 0;
                    assertEquals(Double.parseDouble(exported), format.parse(shown.replace("+", "")), tolerance, what);
                } else {
                    assertEquals(exported, shown, what);
                }
            }
        }
        robotInteract(() -> context.notationProperty().set(org.gametree.app.analysis.MoveNotation.CHINESE));
    }

    private static void robotInteract(Runnable action) {
        new FxRobot().interact(action);
    }

    private static TableColumn<CompareRow, ?> column(TableView<CompareRow> table, String id) {
        return table.getColumns().stream().filter(c -> id.equals(c.getId())).findFirst().orElseThrow();
    }

    @Test
    void badPastedTextIsExplainedInPlaceAndRunIsOff(FxRobot robot) {
        robot.clickOn("#compare-position-text").write("h8,h8");
        WaitForAsyncUtils.waitForFxEvents();
        Label error = robot.lookup("#compare-position-error").queryAs(Label.class);
        assertTrue(error.isVisible());
        assertTrue(error.getText().startsWith("Not a Gomoku move list"), error.getText());
        assertTrue(robot.lookup("#compare-run").query().isDisabled());
    }
}
