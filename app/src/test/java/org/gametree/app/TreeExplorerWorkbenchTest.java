package org.gametree.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.TreeTableView;
import javafx.scene.paint.Color;
import javafx.scene.shape.Shape;
import javafx.scene.text.Text;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.BoardMark;
import org.gametree.app.analysis.tree.ExplorableTree;
import org.gametree.app.analysis.tree.TreeExplorerViewModel;
import org.gametree.app.gomoku.board.PointMark;
import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.Localization;
import org.gametree.app.xiangqi.board.MoveArrow;
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
 * The tree explorer in the real window (issue 10): the selected node's move drawn on the board
 * of either game, the tree cleared by a game switch and labelled after a move in the same game,
 * every action reachable at 1280×720 in both languages, and no English left in the Chinese tree.
 */
class TreeExplorerWorkbenchTest extends WorkbenchUiTest {

    /** Every action of the explorer, by id: each must be on screen (no overflow menu). */
    private static final List<String> ACTIONS = List.of("tree-algorithm", "tree-depth", "tree-evaluation",
            "tree-record", "tree-go-to-pv", "tree-export-json", "tree-export-dot", "tree-open",
            "tree-filter-kind", "tree-filter-text");

    private TreeExplorerViewModel tree() {
        return fixture.workbench.treeExplorer().viewModel();
    }

    private AnalysisContext context() {
        return fixture.workbench.session().context();
    }

    /** Opens the Tree tab and records {@code algorithm} at {@code depth} on the game's position. */
    private ExplorableTree record(FxRobot robot, String algorithm, int depth) throws Exception {
        robot.interact(() -> {
            fixture.workbench.analysisTabs().getSelectionModel().select(1);
            tree().algorithmProperty().set(algorithm);
            tree().depthProperty().set(depth);
            tree().record();
        });
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS,
                () -> tree().treeProperty().get() != null && !tree().busyProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        return tree().treeProperty().get().tree();
    }

    private static int firstRootMove(ExplorableTree tree) {
        int[] roots = tree.iterationRoots(tree.iterationCount() - 1);
        return tree.firstChild(roots[roots.length - 1]);
    }

    @Test
    void aSelectedNodesMoveIsAnArrowOnTheXiangqiBoardUntilTheGameChanges(FxRobot robot) throws Exception {
        ExplorableTree explored = record(robot, "alphabeta", 2);
        int node = firstRootMove(explored);
        robot.interact(() -> tree().select(node));
        WaitForAsyncUtils.waitForFxEvents();

        Set<Node> arrows = robot.from(fixture.board()).lookup(".move-arrow").queryAll();
        assertEquals(1, arrows.size(), "one arrow: the searched move (the first root move cuts nothing)");
        Shape arrow = (Shape) arrows.iterator().next();
        int move = explored.move(node);
        BoardMark mark = MoveArrow.markOf(arrow);
        assertEquals(new BoardMark(Move.from(move), Move.to(move), BoardMark.Kind.SEARCHED), mark);
        assertTrue(arrow.getStyleClass().contains("searched"));
        assertEquals("arrow-" + Squares.name(Move.from(move)) + "-" + Squares.name(Move.to(move)), arrow.getId());

        // The arrow is drawn: a pixel on its shaft is its translucent colour over what lies beneath.
        Point2D from = fixture.board().pointOf(mark.from());
        Point2D to = fixture.board().pointOf(mark.to());
        Point2D onShaft = fixture.board().localToScene(from.add(to.subtract(from).multiply(0.35)));
        Node root = fixture.workbench.stage().getScene().getRoot();
        BufferedImage with = WorkbenchFixture.snapshot(robot, root);
        DocImages.write(with, "tree-xiangqi-arrow.png");
        robot.interact(() -> context().marksProperty().set(List.of()));
        BufferedImage without = WorkbenchFixture.snapshot(robot, root);
        assertTrue(robot.from(fixture.board()).lookup(".move-arrow").queryAll().isEmpty());
        Color fill = (Color) arrow.getFill();
        int x = (int) Math.round(onShaft.getX());
        int y = (int) Math.round(onShaft.getY());
        Color under = color(without.getRGB(x, y));
        Color drawn = color(with.getRGB(x, y));
        Color expected = under.interpolate(Color.color(fill.getRed(), fill.getGreen(), fill.getBlue()), fill.getOpacity());
        assertTrue(distance(drawn, under) > 0.15, "the arrow changes the board: " + drawn + " vs " + under);
        assertTrue(distance(drawn, expected) < 0.06, "arrow colour " + drawn + ", expected " + expected);

        // Selected again, then the game becomes Gomoku: the tree, its preview and its arrow go.
        robot.interact(() -> {
            tree().select(-1);
            tree().select(node);
        });
        assertEquals(1, context().marksProperty().get().size());
        robot.interact(() -> fixture.workbench.session().loadGomoku(new GomokuPosition(Rule.FREESTYLE, 15)));
        WaitForAsyncUtils.waitForFxEvents();
        assertNull(tree().treeProperty().get(), "the Xiangqi tree is gone");
        assertTrue(context().marksProperty().get().isEmpty(), "marks cleared with the recording");
        assertTrue(fixture.board().getMarks().isEmpty());
        assertTrue(robot.lookup("#gomoku-board .analysis-mark").queryAll().isEmpty());
        assertNull(robot.lookup("#tree-table").queryAs(TreeTableView.class).getRoot(), "no rows left to click");
        assertEquals("The tree belonged to the other game and was cleared.",
                robot.lookup("#tree-status").queryAs(Label.class).getText());
    }

    @Test
    void aGomokuNodeIsAMarkedPointAndAMoveKeepsTheTreeWithItsPosition(FxRobot robot) throws Exception {
        GomokuPosition stones = Notation.play(Rule.FREESTYLE, 15, "h8 h9 i8");
        robot.interact(() -> fixture.workbench.session().loadGomoku(stones));
        ExplorableTree explored = record(robot, "alphabeta", 1);
        int node = firstRootMove(explored);
        robot.interact(() -> tree().select(node));
        WaitForAsyncUtils.waitForFxEvents();

        Set<Node> marks = robot.lookup("#gomoku-board .analysis-mark").queryAll();
        assertEquals(1, marks.size());
        Node mark = marks.iterator().next();
        int point = explored.move(node);
        assertEquals(BoardMark.point(point, BoardMark.Kind.SEARCHED), PointMark.markOf(mark));
        assertEquals("mark-" + fixture.workbench.gomokuBoard().getState().name(point), mark.getId());
        assertTrue(mark.getStyleClass().contains("searched"));
        assertEquals("S", ((Text) mark.lookup(".mark-label")).getText());
        assertTrue(mark.isVisible() && fixture.workbench.gomokuBoard().isVisible());
        WorkbenchFixture.writeImage(robot, fixture.workbench, "tree-gomoku-mark.png");

        // A stone played in the same game: the tree stays, says where it was made, and shows it.
        assertFalse(robot.lookup("#tree-recorded-position-bar").query().isVisible());
        int empty = GomokuPosition.point(2, 2);
        robot.interact(() -> fixture.workbench.session().activateGomoku(empty));
        WaitForAsyncUtils.waitForFxEvents();
        assertNotNull(tree().treeProperty().get(), "kept");
        assertTrue(robot.lookup("#tree-recorded-position-bar").query().isVisible());
        assertTrue(robot.lookup("#tree-recorded-position").queryAs(Label.class).getText()
                .startsWith("Recorded on another position: "));
        robot.clickOn("#tree-show-position");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(explored.rootPosition().text(), context().previewProperty().get().text());
        assertEquals("position of the recording", context().previewLabelProperty().get());
        assertEquals(3, fixture.workbench.gomokuBoard().getState().stoneCount(), "the board shows the recorded position");

        // Back to Xiangqi: the Gomoku tree goes.
        robot.interact(() -> fixture.workbench.session().loadXiangqi(Position.startPosition(), new int[0]));
        WaitForAsyncUtils.waitForFxEvents();
        assertNull(tree().treeProperty().get());
        assertFalse(robot.lookup("#tree-recorded-position-bar").query().isVisible());
        assertNull(context().previewProperty().get());
    }

    @Test
    void everyTreeActionIsOnScreenAt1280x720InBothLanguages(FxRobot robot) throws Exception {
        robot.interact(() -> {
            fixture.workbench.stage().setWidth(1280);
            fixture.workbench.stage().setHeight(720);
            fixture.workbench.analysisTabs().getSelectionModel().select(1);
        });
        for (Language language : Language.values()) {
            robot.interact(() -> fixture.workbench.localization().languageProperty().set(language));
            WaitForAsyncUtils.waitForFxEvents();
            assertAllReachable(robot, ACTIONS, language);
            // While recording, Stop and the progress wheel join the first row; it wraps, nothing hides.
            robot.interact(() -> {
                tree().algorithmProperty().set("minimax");
                tree().depthProperty().set(5);
                tree().record();
            });
            WaitForAsyncUtils.waitForFxEvents();
            assertTrue(tree().busyProperty().get());
            List<String> busy = new ArrayList<>(ACTIONS);
            busy.add("tree-cancel");
            assertAllReachable(robot, busy, language);
            robot.clickOn("#tree-cancel");
            WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> !tree().busyProperty().get());
            WaitForAsyncUtils.waitForFxEvents();
            assertNoColumnHeaderCut(robot, language);
        }
        WorkbenchFixture.writeImage(robot, fixture.workbench, "tree-1280x720.png");
    }

    private static void assertAllReachable(FxRobot robot, List<String> ids, Language language) {
        Node explorer = robot.lookup("#tree-explorer").query();
        Bounds area = explorer.localToScene(explorer.getLayoutBounds());
        assertTrue(area.getMaxX() <= 1280.5 && area.getMaxY() <= 720.5, "the explorer is in the window: " + area);
        for (String id : ids) {
            Node node = robot.lookup("#" + id).query();
            assertTrue(node.isVisible(), id + " is shown");
            Bounds b = node.localToScene(node.getLayoutBounds());
            assertTrue(b.getWidth() > 10 && b.getMinX() >= area.getMinX() - 0.5 && b.getMaxX() <= area.getMaxX() + 0.5
                    && b.getMinY() >= area.getMinY() - 0.5 && b.getMaxY() <= area.getMaxY() + 0.5,
                    language + ": " + id + " at " + b + " is not inside the explorer " + area);
        }
        assertTrue(robot.from(explorer).lookup(".tool-bar-overflow-button").queryAll().stream().noneMatch(Node::isVisible),
                "no overflow menu (it opened empty)");
    }

    /** A header whose text was cut shows "…" in its text node instead of the label's whole text. */
    private static void assertNoColumnHeaderCut(FxRobot robot, Language language) {
        Set<Label> headers = robot.lookup("#tree-table .column-header .label").queryAllAs(Label.class);
        assertFalse(headers.isEmpty());
        for (Label header : headers) {
            Text shown = (Text) header.lookup(".text");
            assertEquals(header.getText(), shown.getText(), language + ": column header cut");
        }
    }

    @Test
    void theChineseTreeSaysRootAndHasNoEnglishLeft(FxRobot robot) throws Exception {
        ExplorableTree explored = record(robot, "alphabeta", 2);
        int node = firstRootMove(explored);
        robot.interact(() -> tree().select(node));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("root", crumbs(robot).get(0));
        assertEquals("node 1", context().previewLabelProperty().get());

        // Switched live: the path bar's first crumb follows the language (it used to stay "root").
        robot.interact(() -> fixture.workbench.localization().languageProperty().set(Language.SIMPLIFIED_CHINESE));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("根", crumbs(robot).get(0));
        robot.interact(() -> {
            tree().select(-1);
            tree().select(node);
        });
        assertEquals("结点 1", context().previewLabelProperty().get());

        // No English text of the tree's bundle is left in what the explorer shows.
        var english = Localization.load("tree", Language.ENGLISH);
        var chinese = Localization.load("tree", Language.SIMPLIFIED_CHINESE);
        List<String> words = new ArrayList<>();
        for (String key : english.keySet()) {
            String prefix = english.getString(key).split("\\{", 2)[0].trim();
            if (prefix.replaceAll("[^A-Za-z]", "").length() >= 3 && !prefix.equals(chinese.getString(key).split("\\{", 2)[0].trim())) {
                words.add(prefix);
            }
        }
        Node explorer = robot.lookup("#tree-explorer").query();
        List<String> shown = robot.from(explorer).lookup((Node n) -> n instanceof Labeled l && l.isVisible() && l.getText() != null)
                .queryAllAs(Labeled.class).stream().map(Labeled::getText).filter(t -> !t.isBlank()).collect(Collectors.toList());
        assertTrue(shown.contains("根"), "the root row: " + shown);
        for (String text : shown) {
            for (String word : words) {
                assertFalse(text.contains(word), "English \"" + word + "\" left in \"" + text + "\"");
            }
        }
        String legend = robot.lookup("#tree-score-legend").queryAs(Label.class).getText();
        assertFalse(legend.matches(".*[A-Za-z]{3,}.*"), legend);
    }

    private static List<String> crumbs(FxRobot robot) {
        Node path = robot.lookup("#tree-path").query();
        return robot.from(path).lookup(".crumb").queryAllAs(Labeled.class).stream()
                .sorted((a, b) -> Double.compare(a.localToScene(0, 0).getX(), b.localToScene(0, 0).getX()))
                .map(Labeled::getText).collect(Collectors.toList());
    }

    private static Color color(int argb) {
        return Color.rgb((argb >> 16) & 0xFF, (argb >> 8) & 0xFF, argb & 0xFF);
    }

    private static double distance(Color a, Color b) {
        return Math.max(Math.abs(a.getRed() - b.getRed()),
                Math.max(Math.abs(a.getGreen() - b.getGreen()), Math.abs(a.getBlue() - b.getBlue())));
    }
}
