package org.gametree.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;

import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;

import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.BoardMark;
import org.gametree.app.analysis.MoveNotation;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.app.analysis.whynot.Verdict;
import org.gametree.app.analysis.whynot.WhyNotOutcome;
import org.gametree.app.analysis.whynot.WhyNotView;
import org.gametree.app.analysis.whynot.WhyNotViewModel;
import org.gametree.core.search.Score;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.notation.Notation;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Piece;
import org.gametree.xiangqi.Squares;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * "Why not?" in the window: a Xiangqi horse move that hangs the horse, asked through the move
 * list's context menu and by Alt+dragging the piece on the board; a Gomoku point that ignores the
 * opponent's four, asked with Enter in the list and by Alt+clicking the board. Each answer shows
 * a refutation scoring lower than the best line, and words that say what is lost.
 */
class WhyNotTabTest extends WorkbenchUiTest {

    /** Red's horse on b0 may go to c2, where Black's rook on c9 takes it down the open file. */
    static final String HANGING_HORSE = "2rakab2/9/9/9/9/9/9/9/9/1N1K4R w - - 0 1";

    @Test
    void aHorseThatHangsIsRefutedByTheRook(FxRobot robot) throws Exception {
        robot.interact(() -> fixture.workbench.session().loadXiangqi(Fen.parse(HANGING_HORSE), new int[0]));
        select(robot, "tab-whynot");
        WhyNotViewModel model = robot.lookup("#whynot-view").queryAs(WhyNotView.class).viewModel();
        int horse = move("b0c2");
        String horseName = onFx(() -> fixture.workbench.session().context().getPosition().moveName(horse,
                fixture.workbench.session().context().notationProperty().get()));

        // right-click the move in the list, then "Why not this move?"
        robot.rightClickOn(cell(robot, horseName));
        robot.clickOn("Why not this move?");
        WhyNotOutcome outcome = waitForAnswer(model, horse);
        assertEquals(move("c9c2"), outcome.chosen().pv()[1], "the rook takes the horse");
        assertTrue(outcome.chosen().value() < outcome.best().value() - 300,
                outcome.chosen().value() + " should be well below " + outcome.best().value());
        Verdict verdict = onFx(() -> model.verdictProperty().get());
        assertEquals(Verdict.Kind.LOSES_MATERIAL, verdict.kind());
        assertEquals(Piece.HORSE, verdict.loss().type());
        String words = robot.lookup("#whynot-verdict").queryAs(Label.class).getText();
        assertTrue(words.startsWith("Loses ") && words.contains("Black wins the horse on c2"), words);
        assertEquals(horseName, robot.lookup("#whynot-chosen-line-0").queryAs(Label.class).getText());
        String bestScore = robot.lookup("#whynot-best-score").queryAs(Label.class).getText();
        String chosenScore = robot.lookup("#whynot-chosen-score").queryAs(Label.class).getText();
        assertTrue(!bestScore.isEmpty() && !chosenScore.isEmpty() && !bestScore.equals(chosenScore),
                bestScore + " / " + chosenScore);

        // the move and its refutation are drawn on the board
        List<BoardMark> marks = onFx(() -> fixture.workbench.board().getMarks());
        assertTrue(marks.contains(new BoardMark(Move.from(horse), Move.to(horse), BoardMark.Kind.SEARCHED)), marks.toString());
        int rook = move("c9c2");
        assertTrue(marks.contains(new BoardMark(Move.from(rook), Move.to(rook), BoardMark.Kind.REFUTATION)), marks.toString());

        // hovering the refutation shows it on the board; leaving shows the game again
        robot.moveTo("#whynot-chosen-line-1");
        WaitForAsyncUtils.waitForFxEvents();
        AnalysisPosition shown = onFx(() -> fixture.workbench.session().context().previewProperty().get());
        assertNotNull(shown, "the refutation is previewed");
        assertEquals(Piece.ROOK, Piece.type(((XiangqiAnalysisPosition) shown).position().pieceAt(Squares.parse("c2", 0))));
        robot.moveTo("#whynot-verdict");
        WaitForAsyncUtils.waitForFxEvents();
        assertNull(onFx(() -> fixture.workbench.session().context().previewProperty().get()));
        WorkbenchFixture.writeImage(robot, fixture.workbench, "whynot-xiangqi.png");

        // Alt+drag on the board asks about that move instead of playing it
        int other = move("b0a2");
        robot.press(KeyCode.ALT);
        try {
            robot.drag(fixture.screenPoint("b0"), MouseButton.PRIMARY).dropTo(fixture.screenPoint("a2"));
        } finally {
            robot.release(KeyCode.ALT);
        }
        WhyNotOutcome dragged = waitForAnswer(model, other);
        assertEquals(other, dragged.chosen().pv()[0]);
        assertEquals(0, onFx(() -> fixture.workbench.session().currentPosition().ply()), "nothing was played");
        assertEquals(HANGING_HORSE, onFx(() -> fixture.workbench.session().context().getPosition().text()));

        // the keyboard: Alt+Enter on the board's cursor picks the piece, then asks at the destination
        robot.interact(() -> {
            fixture.board().requestFocus();
            fixture.board().setCursorSquare(Squares.parse("i0", 0));
        });
        robot.press(KeyCode.ALT, KeyCode.ENTER).release(KeyCode.ENTER, KeyCode.ALT);
        robot.interact(() -> fixture.board().setCursorSquare(Squares.parse("i8", 0)));
        robot.press(KeyCode.ALT, KeyCode.ENTER).release(KeyCode.ENTER, KeyCode.ALT);
        WhyNotOutcome typed = waitForAnswer(model, move("i0i8"));
        assertEquals(move("i0i8"), typed.chosen().pv()[0]);
        assertEquals(0, onFx(() -> fixture.workbench.session().currentPosition().ply()), "still nothing played");
    }

    @Test
    void aGomokuPointThatIgnoresAFourLeavesTheOpponentAWin(FxRobot robot) throws Exception {
        robot.interact(() -> fixture.workbench.session().loadGomoku(
                Notation.play(Rule.FREESTYLE, 15, "g8 h8 a1 i8 a3 j8 a5 k8")));
        select(robot, "tab-whynot");
        WhyNotViewModel model = robot.lookup("#whynot-view").queryAs(WhyNotView.class).viewModel();

        // keyboard: select the point in the list and press Enter
        int far = Notation.parsePoint(15, "a7");
        @SuppressWarnings("unchecked")
        ListView<WhyNotViewModel.Candidate> list = robot.lookup("#whynot-moves").queryAs(ListView.class);
        robot.interact(() -> {
            list.requestFocus();
            int index = list.getItems().stream().map(WhyNotViewModel.Candidate::move).toList().indexOf(far);
            list.getSelectionModel().select(index);
            list.scrollTo(index);
        });
        robot.type(KeyCode.ENTER);
        WhyNotOutcome outcome = waitForAnswer(model, far);
        assertEquals(Notation.parsePoint(15, "l8"), outcome.best().move(), "the engine blocks the four");
        assertEquals(Notation.parsePoint(15, "l8"), outcome.chosen().pv()[1], "White completes five");
        assertTrue(outcome.chosen().value() <= -Score.MATE_BOUND && outcome.chosen().value() < outcome.best().value());
        String words = robot.lookup("#whynot-verdict").queryAs(Label.class).getText();
        assertTrue(words.startsWith("Leaves White a win in 1"), words);
        List<BoardMark> marks = onFx(() -> fixture.workbench.gomokuBoard().getMarks());
        assertTrue(marks.contains(BoardMark.point(far, BoardMark.Kind.SEARCHED)), marks.toString());
        assertTrue(marks.contains(BoardMark.point(Notation.parsePoint(15, "l8"), BoardMark.Kind.REFUTATION)));
        WorkbenchFixture.writeImage(robot, fixture.workbench, "whynot-gomoku.png");

        // Alt+click on the board asks about a point
        int near = Notation.parsePoint(15, "f7");
        Point2D at = onFx(() -> fixture.workbench.gomokuBoard().localToScreen(fixture.workbench.gomokuBoard().pointOf(near)));
        robot.press(KeyCode.ALT);
        try {
            robot.clickOn(at);
        } finally {
            robot.release(KeyCode.ALT);
        }
        WhyNotOutcome clicked = waitForAnswer(model, near);
        assertTrue(clicked.chosen().value() <= -Score.MATE_BOUND, "still lost: " + clicked.chosen().value());
        assertEquals(8, onFx(() -> fixture.workbench.session().currentPosition().ply()), "no stone was placed");

        // Alt+Enter on the board's cursor asks too
        int cursor = Notation.parsePoint(15, "g7");
        robot.interact(() -> {
            fixture.workbench.gomokuBoard().requestFocus();
            fixture.workbench.gomokuBoard().setCursorPoint(cursor);
        });
        robot.press(KeyCode.ALT, KeyCode.ENTER).release(KeyCode.ENTER, KeyCode.ALT);
        waitForAnswer(model, cursor);
        assertEquals(8, onFx(() -> fixture.workbench.session().currentPosition().ply()), "still no stone placed");
    }

    @Test
    void chineseWordsNameThePiece(FxRobot robot) throws Exception {
        robot.interact(() -> {
            fixture.workbench.session().context().l10n().setLanguage(org.gametree.app.i18n.Language.SIMPLIFIED_CHINESE);
            fixture.workbench.session().loadXiangqi(Fen.parse(HANGING_HORSE), new int[0]);
        });
        select(robot, "tab-whynot");
        WhyNotViewModel model = robot.lookup("#whynot-view").queryAs(WhyNotView.class).viewModel();
        int horse = move("b0c2");
        robot.interact(() -> model.ask(horse));
        waitForAnswer(model, horse);
        String words = robot.lookup("#whynot-verdict").queryAs(Label.class).getText();
        assertTrue(words.contains("黑方吃掉 c2 的马") && words.contains("马八进七"), words);
        robot.interact(() -> fixture.workbench.session().context().notationProperty().set(MoveNotation.COORDINATE));
        assertEquals("b0c2", robot.lookup("#whynot-chosen-line-0").queryAs(Label.class).getText());
    }

    @Test
    void aDeepQuestionCanBeStoppedAndSaysSo(FxRobot robot) throws Exception {
        robot.interact(() -> fixture.workbench.session().paste(
                "r1baka3/3r5/2n1b1n2/p5p2/4P3p/1p4P2/P6cP/4C1NC1/9/R1BAKAB1R b - - 2 13"));
        select(robot, "tab-whynot");
        WhyNotViewModel model = robot.lookup("#whynot-view").queryAs(WhyNotView.class).viewModel();
        int[] moves = onFx(() -> fixture.workbench.session().context().getPosition().legalMoves());
        robot.interact(() -> {
            model.depthProperty().set(WhyNotViewModel.MAX_DEPTH);
            model.ask(moves[moves.length - 1]);
        });
        assertTrue(onFx(() -> model.runningProperty().get()));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> onFx(() -> model.statusProperty().get().matches(".*depth [1-9]\\d* of 20.*")));
        robot.clickOn("#whynot-cancel");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> onFx(() -> !model.runningProperty().get()));
        WaitForAsyncUtils.waitForFxEvents();
        String said = onFx(() -> model.statusProperty().get() + model.verdictTextProperty().get());
        assertTrue(said.contains("Stopped"), said);

        // a new question abandons the running one: its late answer does not overwrite the new word
        int illegal = move("a0a9");
        robot.interact(() -> {
            model.ask(moves[0]);
            model.ask(illegal);
        });
        assertTrue(!onFx(() -> model.runningProperty().get()));
        Thread.sleep(500);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("a0a9 is not a legal move here.", onFx(() -> model.statusProperty().get()));
        assertNull(onFx(() -> model.outcomeProperty().get()));
    }

    private static WhyNotOutcome waitForAnswer(WhyNotViewModel model, int move) throws Exception {
        WaitForAsyncUtils.waitFor(40, TimeUnit.SECONDS, () -> onFx(() ->
                model.outcomeProperty().get() != null && model.outcomeProperty().get().move() == move
                        && !model.runningProperty().get()));
        WaitForAsyncUtils.waitForFxEvents();
        return onFx(() -> model.outcomeProperty().get());
    }

    private static Node cell(FxRobot robot, String name) throws Exception {
        @SuppressWarnings("unchecked")
        ListView<WhyNotViewModel.Candidate> list = robot.lookup("#whynot-moves").queryAs(ListView.class);
        robot.interact(() -> list.scrollTo(list.getItems().stream().map(WhyNotViewModel.Candidate::name).toList().indexOf(name)));
        WaitForAsyncUtils.waitForFxEvents();
        return robot.lookup("#whynot-moves .list-cell").queryAllAs(ListCell.class).stream()
                .filter(c -> name.equals(c.getText())).findFirst().orElseThrow();
    }

    private static int move(String coordinates) {
        return Move.of(Squares.parse(coordinates, 0), Squares.parse(coordinates, 2));
    }

    private static void select(FxRobot robot, String tabId) {
        TabPane tabs = robot.lookup("#analysis-tabs").queryAs(TabPane.class);
        robot.interact(() -> tabs.getSelectionModel().select(
                tabs.getTabs().stream().filter(t -> tabId.equals(t.getId())).findFirst().orElseThrow()));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static <T> T onFx(Callable<T> read) throws Exception {
        return WaitForAsyncUtils.asyncFx(read).get(10, TimeUnit.SECONDS);
    }
}
