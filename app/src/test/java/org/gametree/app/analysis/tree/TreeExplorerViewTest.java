package org.gametree.app.analysis.tree;

import org.gametree.app.DocImages;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableRow;
import javafx.scene.control.TreeTableView;
import javafx.scene.image.WritableImage;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javax.imageio.ImageIO;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.RecordedSearch;
import org.gametree.app.analysis.SearchRecording;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.app.analysis.score.ScoreFormat;
import org.gametree.app.analysis.score.ScorePerspective;
import org.gametree.app.fonts.AppFonts;
import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.Localization;
import org.gametree.app.task.FxTaskRunner;
import org.gametree.core.tree.TextbookTree;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.Position;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The explorer on its own, headless: record, browse, select, lazy loading, and its screenshot. */
@ExtendWith(ApplicationExtension.class)
class TreeExplorerViewTest {

    private AnalysisContext context;
    private TreeExplorerView view;
    private FxTaskRunner tasks;

    @Start
    void start(Stage stage) {
        tasks = new FxTaskRunner();
        context = new AnalysisContext(new Localization(Language.ENGLISH), tasks,
                new XiangqiAnalysisPosition(Position.startPosition()));
        AppFonts.load();
        view = new TreeExplorerView(context);
        Scene scene = new Scene(view, 900, 640);
        // the window's stylesheet: its font has the Chinese move names (tree.png shows them)
        scene.getStylesheets().add(org.gametree.app.Workbench.class.getResource("app.css").toExternalForm());
        stage.setScene(scene);
        // the primary stage is shared by every UI test class: earlier ones may have resized it
        stage.setWidth(900);
        stage.setHeight(640);
        stage.show();
    }

    @AfterEach
    void stop() {
        tasks.close();
    }

    private void awaitTree() throws Exception {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () ->
                view.viewModel().treeProperty().get() != null && !view.viewModel().busyProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
    }

    @SuppressWarnings("unchecked")
    private TreeTableView<TreeRow> table(FxRobot robot) {
        return robot.lookup("#tree-table").queryAs(TreeTableView.class);
    }

    @SuppressWarnings("unchecked")
    private TreeTableRow<TreeRow> visibleRow(FxRobot robot, int index) {
        return robot.lookup(".tree-table-row-cell").queryAllAs(TreeTableRow.class).stream()
                .filter(r -> r.getIndex() == index && r.isVisible()).findFirst()
                .orElseThrow(() -> new AssertionError("row " + index + " is not on screen"));
    }

    @Test
    void recordASearchSelectATreeNodeAndSeeItsPosition(FxRobot robot) throws Exception {
        robot.interact(() -> view.viewModel().depthProperty().set(2));
        robot.clickOn("#tree-record");
        awaitTree();
        ExplorableTree tree = view.viewModel().treeProperty().get().tree();
        TreeTableView<TreeRow> table = table(robot);
        // Rows: "depth 2", "root", then the root's children in search order (the root opens by itself).
        assertEquals("depth 2", table.getTreeItem(0).getValue() == null ? "" : cellText(robot, 0));
        TreeItem<TreeRow> firstChild = table.getTreeItem(2);
        int node = firstChild.getValue().node;
        assertEquals(tree.firstChild(tree.parent(node)), node);

        robot.clickOn(visibleRow(robot, 2));
        WaitForAsyncUtils.waitForFxEvents();
        AnalysisPosition expected = context.getPosition().copy();
        expected.play(tree.move(node));
        assertNotNull(context.previewProperty().get(), "selecting a node shows its position");
        assertEquals(expected.text(), context.previewProperty().get().text());
        assertEquals(java.util.List.of(tree.moveName(node, context.notationProperty().get())),
                view.viewModel().selectedPathProperty().get());

        // Keyboard: open the node and step to its first reply.
        robot.type(KeyCode.RIGHT).type(KeyCode.DOWN);
        WaitForAsyncUtils.waitForFxEvents();
        int reply = view.viewModel().selectedNodeProperty().get();
        assertEquals(tree.firstChild(node), reply);
        expected.play(tree.move(reply));
        assertEquals(expected.text(), context.previewProperty().get().text());

        // Go to PV by its shortcut: the PV's last node is selected and shown.
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.P).release(KeyCode.P, KeyCode.SHIFT, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        int end = view.viewModel().selectedNodeProperty().get();
        RecordedSearch recording = view.viewModel().recordedSearchProperty().get();
        assertEquals(java.util.Arrays.toString(recording.result().pv()), java.util.Arrays.toString(tree.path(end)));
        assertEquals(end, table.getSelectionModel().getSelectedItem().getValue().node);
    }

    private String cellText(FxRobot robot, int row) {
        return cellText(robot, row, "tree-col-move");
    }

    private String cellText(FxRobot robot, int row, String column) {
        TreeTableRow<TreeRow> shown = visibleRow(robot, row);
        return robot.from(shown).lookup(".tree-table-cell").queryAllAs(javafx.scene.control.TreeTableCell.class)
                .stream().filter(c -> column.equals(c.getTableColumn().getId()))
                .map(c -> c.getText() == null ? "" : c.getText()).findFirst().orElse("");
    }

    @Test
    void scoresInTheTableFollowThePerspectiveSettingWithTheLegendUnderIt(FxRobot robot) throws Exception {
        robot.interact(() -> {
            view.viewModel().algorithmProperty().set("alphabeta");
            view.viewModel().depthProperty().set(1);
            view.viewModel().record();
        });
        awaitTree();
        ExplorableTree tree = view.viewModel().treeProperty().get().tree();
        // Rows: "depth 1", the root (Red to move), its first child: Black to move there.
        int child = table(robot).getTreeItem(2).getValue().node;
        int value = tree.value(child);
        ScoreFormat scores = context.scores();
        Label legend = robot.lookup("#tree-score-legend").queryAs(Label.class);
        assertEquals(scores.plain(value), cellText(robot, 2, "tree-col-value"), "as searched: Black's view");
        assertEquals(scores.plain(tree.evaluationValue(child)), cellText(robot, 2, "tree-col-eval"));
        assertEquals("Scores from the side to move: + is good for whoever is to move at that node", legend.getText());

        robot.interact(() -> context.scorePerspectiveProperty().set(ScorePerspective.FIRST_PLAYER));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(scores.plain(-value), cellText(robot, 2, "tree-col-value"), "Red's view: turned round");
        assertEquals(scores.plain(-tree.evaluationValue(child)), cellText(robot, 2, "tree-col-eval"));
        assertEquals(scores.plain(-tree.beta(child)), cellText(robot, 2, "tree-col-alpha"));
        assertEquals(scores.plain(tree.value(tree.parent(child))), cellText(robot, 1, "tree-col-value"),
                "the root, Red to move, is the same either way");
        assertEquals("Scores from Red's side: + is good for Red", legend.getText());
        robot.interact(() -> context.scorePerspectiveProperty().set(ScorePerspective.SIDE_TO_MOVE));
    }

    @Test
    void aMillionNodeRecordingOpensWithOnlyTheExpandedItemsMade(FxRobot robot) throws Exception {
        // 10^6 leaves, 1,111,111 nodes; minimax visits them all, more events than the recorder keeps.
        TextbookTree big = TextbookTree.random(10, 6, -1000, 1000, 42, false);
        long t0 = System.nanoTime();
        RecordedSearch recording = new SearchRecording(big, "minimax", 6).run();
        System.out.printf("recorded %d nodes in %d ms%n", recording.tree().nodeCount(), (System.nanoTime() - t0) / 1_000_000);
        assertTrue(recording.tree().isTruncated());
        robot.interact(() -> view.viewModel().show(recording));
        awaitTree();
        ExplorableTree tree = view.viewModel().treeProperty().get().tree();
        assertTrue(tree.nodeCount() > 500_000, "nodes " + tree.nodeCount());
        int root = tree.iterationRoots(0)[0];
        int rootChildren = 0;
        for (int c = tree.firstChild(root); c >= 0; c = tree.nextSibling(c)) {
            rootChildren++;
        }
        assertTrue(rootChildren >= 2 && rootChildren < 10, "the cap cut the root's moves: " + rootChildren);
        // The top item, one iteration, its root and the root's recorded children: nothing else exists.
        int opened = 1 + 1 + 1 + rootChildren;
        assertEquals(opened, view.createdItemCount());

        Label banner = robot.lookup("#tree-truncation").queryAs(Label.class);
        assertTrue(banner.isVisible());
        assertTrue(banner.getText().startsWith("Truncated"), banner.getText());
        assertTrue(banner.getText().contains(String.format("%,d", tree.droppedNodes())), banner.getText());

        robot.interact(() -> table(robot).getTreeItem(2).setExpanded(true));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(opened + 10, view.createdItemCount());
        // Scrolling to the bottom and selecting there makes no new items either.
        robot.interact(() -> table(robot).scrollTo(table(robot).getExpandedItemCount() - 1));
        robot.clickOn("#tree-table").type(KeyCode.END);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(opened + 10, view.createdItemCount());
        int last = view.viewModel().selectedNodeProperty().get();
        assertEquals(tree.parent(last), tree.parent(tree.firstChild(tree.parent(last))));
        assertTrue(robot.lookup(".tree-table-row-cell").queryAll().size() < 100, "rows are virtualised");
    }

    @Test
    void writesTheScreenshotOfAnExpandedXiangqiTree(FxRobot robot) throws Exception {
        // 炮二平五 马8进7: a position a student might study.
        robot.interact(() -> {
            context.setPosition(new XiangqiAnalysisPosition(
                    Fen.parse("rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2")));
            view.viewModel().algorithmProperty().set("book-id");
            view.viewModel().depthProperty().set(3);
            view.viewModel().record();
        });
        awaitTree();
        robot.interact(() -> {
            TreeTableView<TreeRow> table = table(robot);
            table.getTreeItem(2).setExpanded(true);
            view.viewModel().goToPrincipalVariation();
            table.scrollTo(0);
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(view.viewModel().selectedNodeProperty().get() > 0);
        WritableImage[] shot = new WritableImage[1];
        robot.interact(() -> shot[0] = view.snapshot(null, null));
        BufferedImage image = SwingFXUtils.fromFXImage(shot[0], null);
        Path target = DocImages.path("tree.png");
        Files.createDirectories(target.getParent());
        ImageIO.write(image, "png", target.toFile());
        assertTrue(Files.size(target) > 10_000);
        assertTrue(image.getWidth() >= 900, "width " + image.getWidth());
    }
}
