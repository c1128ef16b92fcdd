package org.gametree.app.analysis.evaluation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TreeTableCell;
import javafx.scene.control.TreeTableRow;
import javafx.stage.Stage;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.MoveNotation;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.app.analysis.score.ScorePerspective;
import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.Localization;
import org.gametree.app.task.FxTaskRunner;
import org.gametree.xiangqi.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The issue's observations on the start position, as a user sees them in the Evaluation tab. */
@ExtendWith(ApplicationExtension.class)
class EvaluationSidesViewTest {

    private AnalysisContext context;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        context = new AnalysisContext(new Localization(Language.ENGLISH), new FxTaskRunner(),
                new XiangqiAnalysisPosition(Position.startPosition()));
        stage.setScene(new Scene(new EvaluationView(context), 640, 720));
        stage.show();
    }

    @Test
    void theBookShowsItsNoteBesideThreatAndGuard(FxRobot robot) {
        choose(robot, "book");
        Label note = robot.lookup("#evaluation-book-note").queryAs(Label.class);
        assertTrue(note.isVisible(), "note shown for the book's evaluation");
        assertTrue(note.getText().contains("\u00a76.4"), note.getText());
        TreeTableRow<BreakdownLine> threat = termRow(robot, "threat");
        assertTrue(threat.getTreeTableView().getColumns().get(0).getCellObservableValue(threat.getTreeItem())
                .getValue().toString().endsWith(" *"), "the term is marked");
        assertNotNull(threat.getTooltip(), "the term row explains itself");
        robot.interact(() -> context.l10n().setLanguage(Language.SIMPLIFIED_CHINESE));
        assertTrue(note.getText().startsWith("* 受威胁和受保护"), note.getText());

        choose(robot, "pst");
        assertFalse(note.isVisible(), "no note for pst");
    }

    @Test
    void pstRedPositionFavouringBlackIsNegativeInBlacksColour(FxRobot robot) {
        choose(robot, "pst");
        for (ScorePerspective perspective : ScorePerspective.values()) {
            robot.interact(() -> context.scorePerspectiveProperty().set(perspective));
            WaitForAsyncUtils.waitForFxEvents();
            TreeTableCell<?, ?> value = valueCell(robot, "position", 0);
            assertEquals("\u221225", value.getText(), perspective.name());
            assertTrue(value.getStyleClass().contains("favours-second"), "Black's colour: " + value.getStyleClass());
            assertFalse(value.getStyleClass().contains("favours-first"));
            String legend = robot.lookup("#evaluation-legend").queryAs(Label.class).getText();
            assertTrue(legend.startsWith(perspective == ScorePerspective.FIRST_PLAYER
                    ? "+ is good for Red" : "+ is good for the side to move (Red)"), legend);
        }
        // Black to move, scores from Red: the same Black-favouring sign and colour, the other way round for the engine.
        robot.interact(() -> {
            XiangqiAnalysisPosition after = new XiangqiAnalysisPosition(Position.startPosition());
            after.play(Positions.move(after, "h2e2"));
            context.setPosition(after);
        });
        WaitForAsyncUtils.waitForFxEvents();
        TreeTableCell<?, ?> total = valueCell(robot, "position", 1);
        assertTrue(total.getText().startsWith("+"), "Black's piece-square subtotal helps Red: + under scores from Red, " + total.getText());
    }

    @Test
    void whereReadsInTheBoardsNotation(FxRobot robot) {
        choose(robot, "book");
        robot.interact(() -> context.notationProperty().set(MoveNotation.CHINESE));
        assertTrue(whereTexts(robot).contains("炮二"), whereTexts(robot).toString());
        robot.interact(() -> context.notationProperty().set(MoveNotation.WXF));
        assertTrue(whereTexts(robot).contains("C2"), whereTexts(robot).toString());
        assertFalse(whereTexts(robot).stream().anyMatch(t -> t.contains("horse") || t.contains("cannon")));
    }

    @Test
    void theDarkThemeRedefinesTheSideColours(FxRobot robot) {
        choose(robot, "book");
        javafx.scene.paint.Paint light = barFill(robot, "evaluation-bar-material-0");
        robot.interact(() -> {
            javafx.scene.Node view = stage.getScene().getRoot();
            stage.getScene().setRoot(new javafx.scene.layout.StackPane());
            javafx.scene.layout.StackPane root = new javafx.scene.layout.StackPane(view);
            root.getStylesheets().addAll(
                    EvaluationSidesViewTest.class.getResource("/org/gametree/app/app.css").toExternalForm(),
                    EvaluationSidesViewTest.class.getResource("/org/gametree/app/theme/theme-dark.css").toExternalForm());
            stage.getScene().setRoot(root);
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(javafx.scene.paint.Color.web("#b3231a"), light, "Red's colour, light");
        assertEquals(javafx.scene.paint.Color.web("#ec6a5e"), barFill(robot, "evaluation-bar-material-0"),
                "Red's colour, dark");
    }

    private javafx.scene.paint.Paint barFill(FxRobot robot, String trackId) {
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.layout.Region bar = (javafx.scene.layout.Region) robot.lookup("#" + trackId + " .bar").query();
        return bar.getBackground().getFills().get(bar.getBackground().getFills().size() - 1).getFill();
    }

    private java.util.List<String> whereTexts(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.control.TreeTableView<BreakdownLine> table = robot.lookup("#evaluation-table").queryAs(
                javafx.scene.control.TreeTableView.class);
        var column = table.getColumns().stream().filter(c -> "evaluation-column-where".equals(c.getId())).findFirst()
                .orElseThrow();
        java.util.List<String> texts = new java.util.ArrayList<>();
        for (var term : table.getRoot().getChildren()) {
            for (var side : term.getChildren()) {
                for (var row : side.getChildren()) {
                    texts.add(String.valueOf(column.getCellObservableValue(row).getValue()));
                }
            }
        }
        return texts;
    }

    @SuppressWarnings("unchecked")
    private void choose(FxRobot robot, String evaluation) {
        robot.interact(() -> robot.lookup("#evaluation-chooser").queryAs(ComboBox.class).getSelectionModel()
                .select(evaluation));
        WaitForAsyncUtils.waitForFxEvents();
    }

    @SuppressWarnings("unchecked")
    private TreeTableRow<BreakdownLine> termRow(FxRobot robot, String group) {
        return robot.lookup(".tree-table-row-cell").queryAllAs(TreeTableRow.class).stream()
                .map(r -> (TreeTableRow<BreakdownLine>) r)
                .filter(r -> r.getItem() != null && r.getItem().kind() == BreakdownLine.Kind.TERM
                        && r.getItem().group().equals(group))
                .findFirst().orElseThrow();
    }

    /** The value cell of a side's subtotal of a term, as drawn. */
    @SuppressWarnings("unchecked")
    private TreeTableCell<?, ?> valueCell(FxRobot robot, String group, int side) {
        return robot.lookup(".value-cell").queryAllAs(TreeTableCell.class).stream()
                .filter(c -> c.getTableRow() != null && c.getTableRow().getItem() instanceof BreakdownLine line
                        && line.kind() == BreakdownLine.Kind.SIDE && line.group().equals(group) && line.side() == side)
                .findFirst().orElseThrow();
    }
}
