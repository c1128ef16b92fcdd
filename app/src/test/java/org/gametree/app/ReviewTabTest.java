package org.gametree.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import javafx.geometry.Point2D;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCode;

import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.GomokuAnalysisPosition;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.app.analysis.review.GameReport;
import org.gametree.app.analysis.review.MoveJudgement;
import org.gametree.app.analysis.review.ReviewGraph;
import org.gametree.app.analysis.review.ReviewResult;
import org.gametree.app.analysis.review.ReviewView;
import org.gametree.app.analysis.review.SelfPlay;
import org.gametree.app.game.MoveListViewModel;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.xiangqi.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Review tab in the window: the evaluation graph of a 20-move game fills (one point per
 * position) and a click jumps the game to that ply; Left/Right on the graph step through the
 * game; the judged moves are marked in the move list and counted in the report, which saves to
 * Markdown and CSV. The same for a Gomoku game. The picture is {@code eval-graph.png}.
 */
class ReviewTabTest extends WorkbenchUiTest {

    @TempDir
    Path folder;

    @Test
    void theGraphOfATwentyMoveGameFillsAndAClickJumps(FxRobot robot) throws Exception {
        AnalysisPosition start = new XiangqiAnalysisPosition(Position.startPosition());
        // the book's plain alpha-beta one ply deep: a game with some of each kind of weak move
        int[] moves = SelfPlay.line(start, 40, "book-alphabeta", 1);
        assertEquals(40, moves.length, "a 20-move game");
        robot.interact(() -> fixture.workbench.session().loadXiangqi(Position.startPosition(), moves));
        ReviewView review = openReview(robot);
        ReviewGraph graph = review.graph();
        robot.interact(() -> review.viewModel().depthProperty().set(4));
        robot.clickOn("#review-run").moveTo("#review-thresholds"); // away, before the button's tooltip covers the graph
        waitFor(60, () -> !review.viewModel().runningProperty().get());

        ReviewResult result = onFx(robot, () -> review.viewModel().resultProperty().get());
        assertEquals(41, result.scores().size(), "every position from the start through the last move");
        assertEquals(41, onFx(robot, () -> graph.dataProperty().get().positions()));
        assertEquals(41, onFx(robot, () -> graph.dataProperty().get().scored()), "one point per position");
        assertEquals("All 41 positions analysed", label(robot, "#review-progress-label"));
        assertEquals(40, onFx(robot, () -> graph.currentPlyProperty().get()), "the game is at its end");

        // a click on the graph at ply 17's x moves the game, the board and the move list there
        click(robot, graph, 17);
        assertEquals(17, onFx(robot, () -> fixture.workbench.session().currentPosition().ply()));
        assertEquals(17, onFx(robot, () -> fixture.workbench.session().moveList().getCurrentPly()));
        assertEquals(17, onFx(robot, () -> graph.currentPlyProperty().get()));
        assertTrue(onFx(robot, () -> graph.getScene().getFocusOwner() == graph), () -> "the click gives the graph the keyboard, not " + graph.getScene().getFocusOwner());
        robot.type(KeyCode.RIGHT);
        assertEquals(18, onFx(robot, () -> fixture.workbench.session().currentPosition().ply()));
        robot.type(KeyCode.LEFT, 3);
        assertEquals(15, onFx(robot, () -> fixture.workbench.session().currentPosition().ply()));
        assertEquals(41, onFx(robot, () -> review.viewModel().resultProperty().get().scores().size()),
                "going through the game keeps its review");

        // the judged moves are marked in the move list and counted in the report
        Map<Integer, String> expected = result.assessments().stream()
                .filter(m -> m.judgement() != MoveJudgement.GOOD)
                .collect(Collectors.toMap(m -> m.ply(), m -> m.judgement().symbol()));
        MoveListViewModel list = fixture.workbench.session().moveList();
        Map<Integer, String> marked = onFx(robot, () -> list.annotations().entrySet().stream()
                .collect(Collectors.toMap(Map.Entry::getKey, e -> e.getValue().symbol())));
        assertEquals(expected, marked);
        assertTrue(marked.containsValue("?!") && marked.containsValue("?") && marked.containsValue("??"),
                "a depth-1 game judged at depth 4 has inaccuracies, mistakes and blunders: " + marked);
        GameReport report = result.report();
        assertEquals(String.valueOf(report.first().blunders()), label(robot, "#review-report-0-3"));
        assertEquals(String.valueOf(report.second().mistakes()), label(robot, "#review-report-1-2"));
        assertEquals(20, report.first().moves());
        assertEquals(20, report.second().moves());

        // a marked move's cell shows its symbol
        int ply = marked.keySet().iterator().next();
        robot.interact(() -> fixture.workbench.session().goToPly(ply));
        WaitForAsyncUtils.waitForFxEvents();
        String cell = robot.lookup("#move-ply-" + ply).queryLabeled().getText();
        assertTrue(cell.endsWith(" " + marked.get(ply)), cell);

        robot.interact(() -> fixture.workbench.session().goToPly(17));
        WorkbenchFixture.writeImage(robot, fixture.workbench, "eval-graph.png");

        // the report saved: Markdown and CSV
        Path markdown = folder.resolve("review.md");
        Path csv = folder.resolve("review.csv");
        robot.interact(() -> {
            review.saveTo(markdown);
            review.saveTo(csv);
        });
        assertTrue(Files.readString(markdown).startsWith("# Game review\n"));
        assertEquals(41, Files.readAllLines(csv).size(), "a header and 40 moves");
        assertEquals("Saved review.csv", label(robot, "#review-message"));
        Path nowhere = folder.resolve("no such folder").resolve("review.md");
        robot.interact(() -> review.saveTo(nowhere));
        assertTrue(label(robot, "#review-message").startsWith("Could not save review.md: "), "said, not thrown");
        assertFalse(Files.exists(nowhere));

        // win probability: the same points between 0 and 100 %
        robot.clickOn("#review-winprob");
        assertEquals(41, onFx(robot, () -> graph.dataProperty().get().scored()));
        assertEquals("100%", onFx(robot, () -> graph.dataProperty().get().top()));

        // another game: the review was of the old one
        robot.interact(() -> fixture.workbench.session().newGame());
        assertEquals(null, onFx(robot, () -> review.viewModel().resultProperty().get()));
        assertEquals(0, onFx(robot, () -> graph.dataProperty().get().positions()));
        assertTrue(onFx(robot, () -> list.annotations().isEmpty()));
    }

    @Test
    void aGomokuGameIsReviewedAndAClickJumps(FxRobot robot) throws Exception {
        GomokuPosition position = new GomokuPosition(Rule.FREESTYLE, 15);
        int[] moves = SelfPlay.line(new GomokuAnalysisPosition(position), 24, "classic", 2);
        assertTrue(moves.length >= 20, "at least 20 stones: " + moves.length);
        for (int move : moves) {
            position.makeMove(move);
        }
        robot.interact(() -> fixture.workbench.session().loadGomoku(position));
        ReviewView review = openReview(robot);
        assertEquals(4, onFx(robot, () -> review.viewModel().depthProperty().get()), "Gomoku's default depth");
        robot.interact(() -> review.viewModel().depthProperty().set(2));
        robot.clickOn("#review-run").moveTo("#review-thresholds"); // away, before the button's tooltip covers the graph
        waitFor(60, () -> !review.viewModel().runningProperty().get());

        ReviewGraph graph = review.graph();
        assertEquals(moves.length + 1, onFx(robot, () -> graph.dataProperty().get().scored()));
        click(robot, graph, 10);
        assertEquals(10, onFx(robot, () -> fixture.workbench.session().currentPosition().ply()));
        assertEquals(moves.length, onFx(robot, () -> fixture.workbench.session().moveList().length()),
                "the moves after ply 10 stay in the list");
        click(robot, graph, moves.length);
        assertEquals(moves.length, onFx(robot, () -> fixture.workbench.session().currentPosition().ply()));
        assertEquals("Black", label(robot, "#review-report-0-0"));
        assertEquals("White", label(robot, "#review-report-1-0"));
    }

    private ReviewView openReview(FxRobot robot) {
        TabPane tabs = robot.lookup("#analysis-tabs").queryAs(TabPane.class);
        robot.interact(() -> tabs.getSelectionModel().select(
                tabs.getTabs().stream().filter(t -> "tab-review".equals(t.getId())).findFirst().orElseThrow()));
        WaitForAsyncUtils.waitForFxEvents();
        return robot.lookup("#review-view").queryAs(ReviewView.class);
    }

    /** A robot click on the graph at the x of {@code ply}, half-way up. */
    private static void click(FxRobot robot, ReviewGraph graph, int ply) throws Exception {
        Point2D point = onFx(robot, () -> graph.localToScreen(graph.xOf(ply), graph.getHeight() / 2));
        robot.clickOn(point);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static String label(FxRobot robot, String query) {
        WaitForAsyncUtils.waitForFxEvents();
        return robot.lookup(query).queryAs(Label.class).getText();
    }

    private static void waitFor(int seconds, Callable<Boolean> condition) throws Exception {
        WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(condition).get());
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static <T> T onFx(FxRobot robot, Callable<T> read) throws Exception {
        return WaitForAsyncUtils.asyncFx(read).get(10, TimeUnit.SECONDS);
    }
}
