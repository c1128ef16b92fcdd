package org.gametree.app.analysis.evaluation;

import org.gametree.app.DocImages;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableColumn;
import javafx.scene.control.TreeTableRow;
import javafx.scene.control.TreeTableView;
import javafx.stage.Stage;
import javax.imageio.ImageIO;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.Localization;
import org.gametree.app.task.FxTaskRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The breakdown view standalone: what it shows adds up, and hovering highlights. */
@ExtendWith(ApplicationExtension.class)
class EvaluationViewTest {

    private AnalysisContext context;
    private EvaluationView view;

    @Start
    void start(Stage stage) {
        context = new AnalysisContext(new Localization(Language.ENGLISH), new FxTaskRunner(), Positions.xiangqiMiddlegame());
        view = new EvaluationView(context);
        stage.setScene(new Scene(view, 640, 720));
        stage.show();
    }

    @Test
    void theBreakdownRowsSumToTheShownScore(FxRobot robot) {
        List<String> checked = new ArrayList<>();
        for (AnalysisPosition position : new AnalysisPosition[] {Positions.xiangqiMiddlegame(), Positions.gomoku()}) {
            robot.interact(() -> context.setPosition(position));
            for (String evaluation : position.evaluations()) {
                robot.interact(() -> chooser(robot).getSelectionModel().select(evaluation));
                WaitForAsyncUtils.waitForFxEvents();
                assertShownRowsSumToShownScore(robot, evaluation);
                checked.add(position.game() + "/" + evaluation);
            }
        }
        assertTrue(checked.size() >= 4, "both Xiangqi evaluations and both Gomoku ones: " + checked);
    }

    /** Reads the value cells as displayed (text), adds the leaf rows, compares with the total row and the score label. */
    private void assertShownRowsSumToShownScore(FxRobot robot, String evaluation) {
        TreeTableView<BreakdownLine> table = robot.lookup("#evaluation-table").queryAs(TreeTableView.class);
        TreeTableColumn<BreakdownLine, ?> value = table.getColumns().stream()
                .filter(c -> "evaluation-column-value".equals(c.getId())).findFirst().orElseThrow();
        int rowSum = 0;
        int termSum = 0;
        Integer total = null;
        int rows = 0;
        for (TreeItem<BreakdownLine> top : table.getRoot().getChildren()) {
            int shown = shownValue(value, top);
            if (top.getValue().kind() == BreakdownLine.Kind.TOTAL) {
                total = shown;
                continue;
            }
            termSum += shown;
            int sidesSum = 0;
            for (TreeItem<BreakdownLine> side : top.getChildren()) {
                int leaves = 0;
                for (TreeItem<BreakdownLine> leaf : side.getChildren()) {
                    leaves += shownValue(value, leaf);
                    rows++;
                }
                assertEquals(shownValue(value, side), leaves, "side subtotal " + side.getValue());
                sidesSum += shownValue(value, side);
                rowSum += leaves;
            }
            assertEquals(shown, sidesSum, "term subtotal " + top.getValue().group());
        }
        assertNotNull(total, "a total row");
        assertTrue(rows > 0, "rows shown for " + evaluation);
        assertEquals(total.intValue(), rowSum, evaluation + ": rows sum to the total row");
        assertEquals(total.intValue(), termSum, evaluation + ": term subtotals sum to the total row");
        String score = robot.lookup("#evaluation-score").queryAs(Label.class).getText();
        assertTrue(score.matches(".* to move\\): \\S+"), score);
        assertEquals(total.intValue(), number(score.substring(score.lastIndexOf(' ') + 1)), "score label");
        AnalysisPosition position = view.model().positionProperty().get();
        assertEquals(position.explain(evaluation).total(), total.intValue(), "the engine's score");
    }

    private static int shownValue(TreeTableColumn<BreakdownLine, ?> column, TreeItem<BreakdownLine> item) {
        return number(String.valueOf(column.getCellObservableValue(item).getValue()));
    }

    /** A number as the score formatter writes it ("+10,000", "\u221235", "0"). */
    static int number(String text) {
        return Integer.parseInt(text.replace("\u2212", "-").replace("+", "").replace(",", ""));
    }

    @SuppressWarnings("unchecked")
    private static ComboBox<String> chooser(FxRobot robot) {
        return robot.lookup("#evaluation-chooser").queryAs(ComboBox.class);
    }

    @Test
    void hoveringARowHighlightsItsPiecesLeavingClearsAndTheLanguageSwitches(FxRobot robot) {
        TreeTableRow<BreakdownLine> redMaterial = robot.lookup(".tree-table-row-cell").queryAllAs(TreeTableRow.class)
                .stream().map(r -> (TreeTableRow<BreakdownLine>) r)
                .filter(r -> r.getItem() != null && r.getItem().kind() == BreakdownLine.Kind.SIDE
                        && r.getItem().group().equals("material") && r.getItem().side() == 0)
                .findFirst().orElseThrow();
        robot.moveTo(redMaterial);
        WaitForAsyncUtils.waitForFxEvents();
        int[] shown = context.highlightProperty().get();
        assertArrayEquals(redMaterial.getItem().points(), shown);
        assertTrue(shown.length >= 10, "the red pieces: " + shown.length);
        robot.moveTo("#evaluation-score");
        WaitForAsyncUtils.waitForFxEvents();
        assertNull(context.highlightProperty().get());

        // and the language switches live
        robot.interact(() -> context.l10n().setLanguage(Language.SIMPLIFIED_CHINESE));
        String score = robot.lookup("#evaluation-score").queryAs(Label.class).getText();
        assertTrue(score.startsWith("得分（红方走棋）"), score);
    }

    @Test
    void writesTheScreenshot(FxRobot robot) throws IOException {
        robot.interact(() -> chooser(robot).getSelectionModel().select("book"));
        BufferedImage[] image = new BufferedImage[1];
        robot.interact(() -> image[0] = SwingFXUtils.fromFXImage(view.snapshot(null, null), null));
        Path target = DocImages.path("evaluation.png");
        Files.createDirectories(target.getParent());
        ImageIO.write(image[0], "png", target.toFile());
        assertTrue(image[0].getWidth() >= 600 && image[0].getHeight() >= 700);
    }
}
