package org.gametree.app.analysis.tree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.TimeUnit;

import javafx.css.PseudoClass;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Scene;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableCell;
import javafx.scene.control.TreeTableRow;
import javafx.scene.control.TreeTableView;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;

import org.gametree.app.DocImages;
import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.BoardMark;
import org.gametree.app.analysis.MoveNotation;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.app.fonts.AppFonts;
import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.Localization;
import org.gametree.app.task.FxTaskRunner;
import org.gametree.core.search.Technique;
import org.gametree.xiangqi.Position;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 12, "Watching it": the explorer shows what {@code best} decided — a move skipped by
 * futility pruning as a greyed row with its reason, a null move's subtree, reductions and
 * re-searches — and a skipped move can be looked at on the board.
 */
@ExtendWith(ApplicationExtension.class)
class SelectiveTreeViewTest {

    private AnalysisContext context;
    private TreeExplorerView view;
    private FxTaskRunner tasks;

    @Start
    void start(Stage stage) {
        tasks = new FxTaskRunner();
        context = new AnalysisContext(new Localization(Language.ENGLISH), tasks,
                new XiangqiAnalysisPosition(Position.startPosition()));
        context.notationProperty().set(MoveNotation.COORDINATE);
        AppFonts.load();
        view = new TreeExplorerView(context);
        Scene scene = new Scene(view, 1100, 640);
        scene.getStylesheets().add(org.gametree.app.Workbench.class.getResource("app.css").toExternalForm());
        stage.setScene(scene);
        stage.setWidth(1100);
        stage.setHeight(640);
        stage.show();
    }

    @AfterEach
    void stop() {
        tasks.close();
    }

    @SuppressWarnings("unchecked")
    private TreeTableRow<TreeRow> shownRow(FxRobot robot, TreeItem<TreeRow> item) {
        return robot.lookup(".tree-table-row-cell").queryAllAs(TreeTableRow.class).stream()
                .filter(r -> r.getTreeItem() == item && r.isVisible()).findFirst()
                .orElseThrow(() -> new AssertionError("the row is not on screen"));
    }

    private static TreeTableCell<?, ?> cell(FxRobot robot, TreeTableRow<TreeRow> row, String column) {
        return robot.from(row).lookup(".tree-table-cell").queryAllAs(TreeTableCell.class).stream()
                .filter(c -> column.equals(c.getTableColumn().getId())).findFirst().orElseThrow();
    }

    /** The first node (in search order) with a skipped move of {@code technique}. */
    private static int nodeWithSkip(ExplorableTree tree, Technique technique) {
        for (int node = 0; node < tree.nodeCount(); node++) {
            for (SkippedMove skip : tree.skips(node)) {
                if (skip.technique() == technique) {
                    return node;
                }
            }
        }
        throw new AssertionError("no " + technique + " skip");
    }

    @Test
    void aFutilityPrunedMoveIsAGreyedRowWithItsReason(FxRobot robot) throws Exception {
        robot.interact(() -> {
            view.viewModel().algorithmProperty().set("best");
            view.viewModel().depthProperty().set(4);
        });
        robot.clickOn("#tree-record");
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () ->
                view.viewModel().treeProperty().get() != null && !view.viewModel().busyProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        ExplorableTree tree = view.viewModel().treeProperty().get().tree();
        int node = nodeWithSkip(tree, Technique.FUTILITY);
        SkippedMove skip = tree.skips(node).stream().filter(s -> s.technique() == Technique.FUTILITY).findFirst().orElseThrow();

        // Open the node: its skipped moves stand among its children, where they were skipped.
        robot.interact(() -> view.viewModel().select(node));
        WaitForAsyncUtils.waitForFxEvents();
        @SuppressWarnings("unchecked")
        TreeTableView<TreeRow> table = robot.lookup("#tree-table").queryAs(TreeTableView.class);
        TreeItem<TreeRow> item = table.getSelectionModel().getSelectedItem();
        assertEquals(node, item.getValue().node);
        robot.interact(() -> item.setExpanded(true));
        List<TreeItem<TreeRow>> children = item.getChildren();
        TreeItem<TreeRow> ghost = children.stream().filter(c -> c.getValue().isSkip() && c.getValue().skip.equals(skip))
                .findFirst().orElseThrow();
        int before = 0;
        for (TreeItem<TreeRow> c : children) {
            if (c == ghost) {
                break;
            }
            if (c.getValue().isNode()) {
                before++;
            }
        }
        assertEquals(skip.childrenBefore(), before, "the ghost stands after the children searched before it");
        assertTrue(ghost.isLeaf());
        robot.interact(() -> table.scrollTo(Math.max(0, table.getRow(ghost) - 3)));
        WaitForAsyncUtils.waitForFxEvents();

        TreeTableRow<TreeRow> row = shownRow(robot, ghost);
        assertTrue(row.getPseudoClassStates().contains(PseudoClass.getPseudoClass("skipped")), "marked as skipped");
        TreeTableCell<?, ?> move = cell(robot, row, "tree-col-move");
        assertEquals(tree.positionAt(node).moveName(skip.move(), MoveNotation.COORDINATE), move.getText());
        assertEquals(0.55, move.getOpacity(), 1e-9, "greyed");
        String reason = cell(robot, row, "tree-col-search").getText();
        assertTrue(reason.startsWith("skipped: futility, "), reason);
        assertTrue(cell(robot, row, "tree-col-value").getText().isEmpty(), "no value: it was never searched");
        assertNotNull(row.getTooltip());
        assertEquals("Not searched: " + reason, row.getTooltip().getText());

        // Selecting it shows the node's position with the skipped move drawn; the node stays selected in the model.
        robot.clickOn(row);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(tree.positionAt(node).text(), context.previewProperty().get().text());
        assertEquals(List.of(NodeMarks.mark("XIANGQI", skip.move(), BoardMark.Kind.SEARCHED)), context.marksProperty().get());
        assertEquals(node, view.viewModel().selectedNodeProperty().get());

        WritableImage[] image = new WritableImage[1];
        robot.interact(() -> image[0] = view.snapshot(null, null));
        DocImages.write(SwingFXUtils.fromFXImage(image[0], null), "tree-skipped.png");

        // In Chinese the reason is in Chinese.
        robot.interact(() -> context.l10n().setLanguage(Language.SIMPLIFIED_CHINESE));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(cell(robot, shownRow(robot, ghost), "tree-col-search").getText().startsWith("跳过：无益裁剪，"));
    }

    @Test
    void aNullMoveAndALateMoveReductionAreNamedInTheirRows(FxRobot robot) throws Exception {
        robot.interact(() -> {
            view.viewModel().algorithmProperty().set("best");
            view.viewModel().depthProperty().set(6);
        });
        robot.clickOn("#tree-record");
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () ->
                view.viewModel().treeProperty().get() != null && !view.viewModel().busyProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        ExplorableTree tree = view.viewModel().treeProperty().get().tree();
        int pass = -1;
        int research = -1;
        for (int n = 0; n < tree.nodeCount() && (pass < 0 || research < 0); n++) {
            if (pass < 0 && tree.isNullMove(n)) {
                pass = n;
            }
            if (research < 0 && tree.research(n) == Technique.LATE_MOVE_REDUCTION) {
                research = n;
            }
        }
        assertTrue(pass >= 0 && research >= 0);
        @SuppressWarnings("unchecked")
        TreeTableView<TreeRow> table = robot.lookup("#tree-table").queryAs(TreeTableView.class);
        int[] nodes = {pass, research};
        for (int n : nodes) {
            robot.interact(() -> view.viewModel().select(n));
            WaitForAsyncUtils.waitForFxEvents();
            TreeTableRow<TreeRow> row = shownRow(robot, table.getSelectionModel().getSelectedItem());
            String search = cell(robot, row, "tree-col-search").getText();
            if (n == pass) {
                assertEquals("pass (null move)", cell(robot, row, "tree-col-move").getText());
                assertTrue(search.startsWith("null move, R = " + tree.nullMoveReduction(n)), search);
                assertTrue(row.getPseudoClassStates().contains(PseudoClass.getPseudoClass("null-move")));
                assertTrue(view.viewModel().selectedPathProperty().get().contains("pass (null move)"));
                assertNotNull(context.previewProperty().get(), "a pass has a position too");
            } else {
                assertTrue(search.contains("re-search at full depth (after LMR)"), search);
                int previous = tree.firstChild(tree.parent(n));
                while (tree.nextSibling(previous) != n) {
                    previous = tree.nextSibling(previous);
                }
                assertEquals(tree.move(previous), tree.move(n), "the same move, searched just before");
                assertTrue(tree.reduction(previous) > 0);
            }
        }
    }
}
