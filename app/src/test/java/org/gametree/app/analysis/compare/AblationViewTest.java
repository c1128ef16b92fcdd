package org.gametree.app.analysis.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;

import org.gametree.app.DocImages;
import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.Localization;
import org.gametree.app.task.FxTaskRunner;
import org.gametree.core.report.Ablation;
import org.gametree.xiangqi.Position;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Issue 12: the compare view's ablation mode, reached and run from the keyboard, in both languages. */
@ExtendWith(ApplicationExtension.class)
class AblationViewTest {

    private AnalysisContext context;
    private FxTaskRunner tasks;
    private CompareView view;

    @Start
    void start(Stage stage) {
        tasks = new FxTaskRunner();
        context = new AnalysisContext(new Localization(Language.ENGLISH), tasks,
                new XiangqiAnalysisPosition(Position.startPosition()));
        view = new CompareView(context);
        stage.setScene(new Scene(view, 1000, 720));
        stage.show();
    }

    @AfterEach
    void stopSearches() {
        tasks.close();
    }

    @Test
    @SuppressWarnings("unchecked")
    void anAblationOfBestRunsFromTheKeyboardAndFillsItsRows(FxRobot robot) throws Exception {
        robot.clickOn("#compare-status"); // focus inside the view, on nothing that takes keys
        robot.type(KeyCode.F6); // the mode toggle
        assertEquals(CompareViewModel.Mode.ABLATION, view.model().modeProperty().get());
        assertTrue(robot.lookup("#compare-mode-ablation").queryAs(RadioButton.class).isSelected());
        assertTrue(shown(robot.lookup("#compare-ablation-settings").query()));
        assertFalse(shown(robot.lookup("#compare-algorithms").query()), "the algorithm list gives way");
        assertTrue(robot.lookup("#compare-ablation-table").tryQuery().isPresent(), "its own table is shown");
        robot.interact(() -> {
            view.model().depthProperty().set(3);
            context.notationProperty().set(org.gametree.app.analysis.MoveNotation.COORDINATE);
        });
        robot.type(KeyCode.F5);
        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> !view.model().runningProperty().get()
                && view.model().ablationProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents();

        @SuppressWarnings("unchecked")
        TableView<AblationRow> table = robot.lookup("#compare-ablation-table").queryAs(TableView.class);
        int rows = Ablation.switches("best").size() + 1;
        assertEquals(rows, table.getItems().size());
        TableColumn<AblationRow, ?> search = column(table, "compare-ablation-column-search");
        TableColumn<AblationRow, ?> ratio = column(table, "compare-ablation-column-vsBaseline");
        TableColumn<AblationRow, ?> depth = column(table, "compare-ablation-column-depth");
        assertEquals("best", search.getCellData(0));
        assertEquals("\u00d71.00", ratio.getCellData(0));
        assertTrue(String.valueOf(search.getCellData(1)).startsWith("best without "), String.valueOf(search.getCellData(1)));
        for (int i = 0; i < rows; i++) {
            assertEquals("3", depth.getCellData(i));
            assertTrue(String.valueOf(ratio.getCellData(i)).matches("\u00d7\\d+\\.\\d\\d"), String.valueOf(ratio.getCellData(i)));
        }
        String status = robot.lookup("#compare-status").queryAs(Label.class).getText();
        assertTrue(status.startsWith("Done: best at depth 3, and with each of " + (rows - 1) + " techniques turned off;"), status);
        int drawn = 0;
        for (javafx.scene.Node cell : robot.lookup("#compare-ablation-table .table-row-cell").queryAll()) {
            AblationRow row = ((javafx.scene.control.TableRow<AblationRow>) cell).getItem();
            if (row != null) {
                drawn++;
                assertEquals(row.bestMoveChanged(), cell.getStyleClass().contains("changed"), "a changed best move is marked");
                assertEquals(row.isBaseline(), cell.getStyleClass().contains("baseline"));
            }
        }
        assertTrue(drawn >= 5, "rows drawn: " + drawn);
        assertFalse(robot.lookup("#compare-export-csv").query().isDisabled(), "its results can be exported");

        // the picture of the docs, then the same in Chinese
        byte[][] png = new byte[1][];
        robot.interact(() -> view.getScene().getWindow().setHeight(1050)); // room for the chart of 21 bars
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> png[0] = CompareView.png(view));
        Path target = DocImages.path("compare-ablation.png");
        Files.createDirectories(target.getParent());
        Files.write(target, png[0]);
        robot.interact(() -> context.l10n().setLanguage(Language.SIMPLIFIED_CHINESE));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(String.valueOf(search.getCellData(1)).startsWith("best 去掉"), String.valueOf(search.getCellData(1)));
        assertTrue(robot.lookup("#compare-status").queryAs(Label.class).getText().startsWith("完成：best 深度 3"));
        assertEquals("消融：每项技术的作用", robot.lookup("#compare-mode-ablation").queryAs(RadioButton.class).getText());

        robot.type(KeyCode.F6); // back to the algorithms, whose results are their own
        assertEquals(CompareViewModel.Mode.ALGORITHMS, view.model().modeProperty().get());
        assertTrue(shown(robot.lookup("#compare-algorithms").query()));
        assertTrue(robot.lookup("#compare-export-csv").query().isDisabled(), "no comparison of algorithms yet");
    }

    /** Whether a node and every parent of it are visible. */
    private static boolean shown(javafx.scene.Node node) {
        for (javafx.scene.Node n = node; n != null; n = n.getParent()) {
            if (!n.isVisible()) {
                return false;
            }
        }
        return true;
    }

    @SuppressWarnings("unchecked")
    private static TableColumn<AblationRow, ?> column(TableView<AblationRow> table, String id) {
        return table.getColumns().stream().filter(c -> id.equals(c.getId())).findFirst().orElseThrow();
    }
}
