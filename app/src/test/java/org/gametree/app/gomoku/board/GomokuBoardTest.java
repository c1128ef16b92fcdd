package org.gametree.app.gomoku.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.Set;

import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;

import org.gametree.app.fonts.AppFonts;
import org.gametree.app.gomoku.GomokuGameViewModel;
import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.Localization;
import org.gametree.gomoku.GameResult;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.notation.Notation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The Gomoku board on its own, wired to the game view-model as the window will wire it. */
@ExtendWith(ApplicationExtension.class)
class GomokuBoardTest {

    /** From the forbidden rows of gomoku-puzzles.tsv: black to move, g6 is a double-three. */
    static final String DOUBLE_THREE_AT_G6 = "f5,k9,h6,i5,f4,i7,h5,i6,i4,h9,i9,g3,f3,f6,e4,h4,f2,f1,g5,k7,j6,d5";

    private final Localization l10n = new Localization(Language.ENGLISH);
    private final GomokuGameViewModel game = new GomokuGameViewModel(Rule.RENJU, 15);
    private GomokuBoard board;
    private Stage stage;
    private int cancelled;

    @Start
    void start(Stage primary) {
        AppFonts.load();
        stage = primary;
        board = new GomokuBoard(l10n);
        board.stateProperty().bind(game.boardProperty());
        board.setOnPointActivated(e -> game.play(e.point()));
        board.setOnCancelled(e -> cancelled++);
        primary.setScene(new Scene(new StackPane(board), 640, 640));
        primary.show();
    }

    private Point2D screen(String name) {
        int point = Notation.parsePoint(board.getState().size(), name);
        return board.localToScreen(board.pointOf(point));
    }

    private int point(String name) {
        return Notation.parsePoint(board.getState().size(), name);
    }

    private void load(FxRobot robot, String moves) {
        robot.interact(() -> assertTrue(game.load(moves, GomokuGameViewModel.Format.MOVES)));
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void clickingAPointPlacesAStoneThere(FxRobot robot) {
        robot.clickOn(screen("h8"));
        assertEquals(GomokuPosition.BLACK, board.getState().stoneAt(point("h8")));
        Node stone = robot.lookup("#stone-h8").query();
        assertTrue(stone.getStyleClass().containsAll(List.of("stone", "black")), stone.getStyleClass().toString());
        assertEquals(1, robot.lookup("#last-move-marker").queryAll().size());

        robot.clickOn(screen("j6"));
        assertEquals(GomokuPosition.WHITE, board.getState().stoneAt(point("j6")));
        assertTrue(robot.lookup("#stone-j6").query().getStyleClass().contains("white"));
        assertEquals(2, robot.lookup(".stone").queryAll().size());

        robot.clickOn(screen("j6"));
        assertEquals(2, board.getState().stoneCount(), "an occupied point takes no stone");
        assertEquals("j6 is already occupied.", game.messageText(l10n).get());

        // A click on the margin (beyond the coordinates) places nothing.
        Point2D corner = board.localToScreen(board.geometry().boardLeft() + 3, board.geometry().boardTop() + 3);
        robot.clickOn(corner);
        assertEquals(2, board.getState().stoneCount());
    }

    @Test
    void theKeyboardAlonePlacesStones(FxRobot robot) {
        robot.interact(() -> board.requestFocus());
        assertEquals(point("h8"), board.getCursorPoint(), "the cursor starts in the centre");
        robot.type(KeyCode.ENTER);
        assertEquals(GomokuPosition.BLACK, board.getState().stoneAt(point("h8")));
        robot.type(KeyCode.RIGHT).type(KeyCode.UP, 2);
        assertEquals(point("i10"), board.getCursorPoint());
        assertEquals(1, robot.lookup("#gomoku-cursor").queryAll().size(), "the cursor is drawn");
        assertTrue(robot.lookup("#ghost-stone").query().getStyleClass().contains("white"), "white's ghost at the cursor");
        robot.type(KeyCode.SPACE);
        assertEquals(GomokuPosition.WHITE, board.getState().stoneAt(point("i10")));
        // The cursor stops at the edge.
        robot.type(KeyCode.LEFT, 9);
        assertEquals(point("a10"), board.getCursorPoint());
        robot.type(KeyCode.ESCAPE);
        assertEquals(1, cancelled);
        assertEquals(0, robot.lookup("#gomoku-cursor").queryAll().size(), "Escape hides the cursor");
    }

    @Test
    void aGhostStoneOfTheSideToMoveFollowsTheMouseOnPlayablePoints(FxRobot robot) {
        robot.clickOn(screen("h8"));
        robot.moveTo(screen("k11"));
        Node ghost = robot.lookup("#ghost-stone").query();
        assertTrue(ghost.getStyleClass().contains("white"));
        assertEquals(board.pointOf(point("k11")).getX(), ((javafx.scene.shape.Circle) ghost).getCenterX(), 1e-6);
        robot.moveTo(screen("h8"));
        assertEquals(0, robot.lookup("#ghost-stone").queryAll().size(), "no ghost on an occupied point");
    }

    @Test
    void renjuForbiddenPointsAreMarkedWithTheReasonInBothLanguages(FxRobot robot) {
        load(robot, DOUBLE_THREE_AT_G6);
        Node mark = robot.lookup("#forbidden-g6").query();
        assertTrue(mark.getStyleClass().containsAll(List.of("forbidden-point", "double-three")), mark.getStyleClass().toString());
        assertEquals(board.getState().forbidden().size(), robot.lookup(".forbidden-point").queryAll().size());
        Tooltip tooltip = ((ForbiddenMark) mark).tooltip();
        assertEquals("g6: forbidden for black — double-three (3-3)", tooltip.getText());
        robot.interact(() -> l10n.setLanguage(Language.SIMPLIFIED_CHINESE));
        assertEquals("g6：黑棋禁手 — 双三（三三）", tooltip.getText(), "the tooltip follows the language switch");
        robot.interact(() -> l10n.setLanguage(Language.ENGLISH));

        // No ghost on a forbidden point, and a click there is refused with the reason.
        robot.moveTo(screen("g6"));
        assertEquals(0, robot.lookup("#ghost-stone").queryAll().size());
        robot.clickOn(screen("g6"));
        assertEquals(GomokuPosition.EMPTY, board.getState().stoneAt(point("g6")));
        assertEquals("g6 is forbidden for black: double-three (3-3).", game.messageText(l10n).get());

        // White to move: black's forbidden points are not marked.
        robot.clickOn(screen("a15"));
        assertEquals(0, robot.lookup(".forbidden-point").queryAll().size());
    }

    @Test
    void hoveringAForbiddenPointShowsItsTooltip(FxRobot robot) {
        load(robot, "g9,i8,j6,f11,k5,e11,j5,h8,j3,h2,j9,m8");   // j7 is a double-four
        Node mark = robot.lookup("#forbidden-j7").query();
        assertTrue(mark.getStyleClass().contains("double-four"));
        robot.moveTo(screen("a1")).moveTo(screen("j7"));
        Optional<Tooltip> shown = Optional.empty();
        for (int i = 0; i < 80 && shown.isEmpty(); i++) {
            WaitForAsyncUtils.sleep(50, java.util.concurrent.TimeUnit.MILLISECONDS);
            shown = robot.listWindows().stream().filter(w -> w instanceof Tooltip && w.isShowing())
                    .map(w -> (Tooltip) w).findFirst();
        }
        assertTrue(shown.isPresent(), "a tooltip is shown on hover");
        assertEquals("j7: forbidden for black — double-four (4-4)", shown.get().getText());
    }

    @Test
    void theChineseBoardNamesOverline(FxRobot robot) {
        robot.interact(() -> l10n.setLanguage(Language.SIMPLIFIED_CHINESE));
        load(robot, "j5,i11,k6,j7,i4,l7,f1,e2,g2,f3");   // h3 would make six for black
        ForbiddenMark mark = robot.lookup("#forbidden-h3").queryAs(ForbiddenMark.class);
        assertTrue(mark.getStyleClass().contains("overline"));
        assertEquals("h3：黑棋禁手 — 长连（六子及以上）", mark.tooltip().getText());
    }

    @Test
    void theWinningFiveIsHighlightedWhenTheGameEnds(FxRobot robot) {
        load(robot, "d4,a15,e5,b15,f6,c15,g7,d15");
        assertEquals(0, robot.lookup("#winning-line").queryAll().size());
        robot.clickOn(screen("h8"));
        assertEquals(GameResult.BLACK_WINS, game.getResult());
        assertEquals(1, robot.lookup("#winning-line").queryAll().size());
        assertEquals(5, robot.lookup(".winning-ring").queryAll().size());
        Set<Node> winning = robot.lookup(".stone.winning").queryAll();
        assertEquals(5, winning.size());
        assertTrue(winning.contains(robot.lookup("#stone-d4").query()));
        assertFalse(robot.lookup("#stone-a15").query().getStyleClass().contains("winning"));
        robot.moveTo(screen("j10"));
        assertEquals(0, robot.lookup("#ghost-stone").queryAll().size(), "no ghost once the game is over");
        robot.clickOn(screen("j10"));
        assertEquals(9, board.getState().stoneCount());
    }

    @Test
    void highlightsMoveNumbersStylesAndTheDarkTheme(FxRobot robot) {
        load(robot, "h8,i9,j10");
        robot.interact(() -> board.setHighlight(new int[] {point("h8"), point("j10"), 0}));
        assertEquals(2, robot.lookup(".highlight-mark").queryAll().size(), "off-board points are ignored");
        assertEquals(1, robot.lookup("#highlight-j10").queryAll().size());
        robot.interact(() -> board.setHighlight(null));
        assertEquals(0, robot.lookup(".highlight-mark").queryAll().size());

        robot.interact(() -> board.setShowMoveNumbers(true));
        assertEquals(3, robot.lookup(".move-number").queryAll().size());
        javafx.scene.text.Text last = robot.lookup("#stone-j10 .move-number").queryAs(javafx.scene.text.Text.class);
        assertEquals("3", last.getText());
        assertTrue(last.getStyleClass().contains("last"));
        assertEquals(0, robot.lookup("#last-move-marker").queryAll().size(), "the coloured number marks the last move");

        Object light = woodFill(robot);
        robot.interact(() -> board.getScene().getRoot().getStyleClass().add("theme-dark"));
        assertNotEquals(light, woodFill(robot), "the dark theme repaints the wood");
        robot.interact(() -> board.getScene().getRoot().getStyleClass().remove("theme-dark"));
        assertEquals(light, woodFill(robot));
        robot.interact(() -> board.getStyleClass().add("board-jade"));
        assertNotEquals(light, woodFill(robot), "a board style repaints the wood");
    }

    private static Object woodFill(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        return robot.lookup(".board-background").queryAs(javafx.scene.shape.Shape.class).getFill();
    }

    @Test
    void theBoardScalesAndOtherSizesWork(FxRobot robot) {
        double before = board.geometry().cell();
        robot.interact(() -> {
            stage.setWidth(420);
            stage.setHeight(420);
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(board.geometry().cell() < before * 0.8, "cell " + board.geometry().cell() + " vs " + before);
        robot.clickOn(screen("o15"));
        assertEquals(GomokuPosition.BLACK, board.getState().stoneAt(point("o15")));

        robot.interact(() -> game.newGame(Rule.FREESTYLE, 20));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(20, board.getState().size());
        assertTrue(robot.lookup(".coordinate").queryAll().stream()
                .anyMatch(n -> "t".equals(((javafx.scene.text.Text) n).getText())), "columns go to t");
        robot.clickOn(screen("t20"));
        assertEquals(GomokuPosition.BLACK, board.getState().stoneAt(point("t20")));
        assertTrue(robot.lookup("#stone-t20").tryQuery().isPresent());
    }
}
