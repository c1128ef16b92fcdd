package org.gametree.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.KeyCode;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.AnalysisPosition.Game;
import org.gametree.app.analysis.stepper.StepperViewModel;
import org.gametree.app.analysis.tree.TreeExplorerViewModel;
import org.gametree.app.i18n.Language;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.FenException;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 10, "one truth on screen": a previewed position is announced on the board (a banner,
 * Esc to return) and the status bar, FEN field and Evaluation say it is the preview; paste and
 * the FEN field report problems in the one message area, for the format the user meant, in the
 * UI language, without moving the board.
 */
class OneTruthOnScreenTest extends WorkbenchUiTest {

    private static final String MIDDLE_GAME = "r1bakab1r/9/1cn3nc1/p1p1C1p1p/9/9/P1P1P1P1P/1C7/9/RNBAKABNR b - - 0 3";
    private static final String THREE_ROOKS = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4R4/RNBAKABNR w - - 0 1";

    @Test
    void aTreeNodeAndAStepperStepAreAnnouncedAndEscReturnsToTheGame(FxRobot robot) throws Exception {
        robot.clickOn(fixture.screenPoint("h2")).clickOn(fixture.screenPoint("e2"));
        String gameFen = fixture.workbench.game().getFen();
        Bounds boardBefore = sceneBounds(fixture.board());
        TreeExplorerViewModel tree = fixture.workbench.treeExplorer().viewModel();
        StepperViewModel stepper = fixture.workbench.stepper().getModel();
        AnalysisContext context = fixture.workbench.session().context();
        robot.interact(() -> {
            fixture.workbench.analysisTabs().getSelectionModel().select(1);
            tree.algorithmProperty().set("alphabeta");
            tree.depthProperty().set(2);
        });
        robot.interact(tree::record); // the button's action (clicking it is WorkbenchFlowsTest's business)
        WaitForAsyncUtils.waitFor(180, TimeUnit.SECONDS,
                () -> tree.treeProperty().get() != null && stepper.recordedProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents();
        // the fresh recording puts its root up (a preview too, labelled so); Esc gives the board back
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertBackToTheGame(robot, context, gameFen);

        // A tree node: the banner names it, the status bar and FEN field show the preview.
        robot.interact(tree::goToPrincipalVariation);
        WaitForAsyncUtils.waitForFxEvents();
        AnalysisPosition preview = context.previewProperty().get();
        assertNotNull(preview);
        // the tree explorer names the node by its path of child numbers ("node 1.2.3")
        String label = context.previewLabelProperty().get();
        assertTrue(label.matches("node \\d+(\\.\\d+)*"), label);
        assertTrue(banner(robot).isVisible());
        assertEquals("Preview: " + label + " — Esc to return", text(robot, "#preview-banner-text"));
        String side = preview.sideToMove() == 0 ? "Red" : "Black";
        assertEquals("Previewing " + label + " (" + side + " to move) · the game:", text(robot, "#status-preview"));
        assertEquals("Black to move", text(robot, "#status-side"), "the game's side, after 'the game:'");
        assertEquals(preview.text(), fen(robot).getText(), "the FEN field shows what the board shows");
        assertTrue(robot.lookup("#status-fen-preview").query().isVisible(), "marked as the preview's");
        assertEquals("Evaluating the preview: " + label, text(robot, "#evaluation-position"));
        assertEquals(boardBefore, sceneBounds(fixture.board()), "the banner lies over the board, moving nothing");
        WorkbenchFixture.writeImage(robot, fixture.workbench, "workbench-preview.png");

        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertBackToTheGame(robot, context, gameFen);

        // A stepper step: announced with the stepper's path; the banner's button returns.
        robot.interact(() -> fixture.workbench.analysisTabs().getSelectionModel().select(2));
        for (int step = 0; step < 40 && context.previewProperty().get() == null; step++) {
            robot.clickOn("#stepper-next");
        }
        assertNotNull(context.previewProperty().get(), "a step shows its node on the board");
        assertTrue(banner(robot).isVisible());
        assertEquals("Preview: " + context.previewLabelProperty().get() + " — Esc to return",
                text(robot, "#preview-banner-text"));
        assertTrue(context.previewLabelProperty().get().startsWith("Stepper, event "), context.previewLabelProperty().get());
        robot.clickOn("#preview-banner-return");
        WaitForAsyncUtils.waitForFxEvents();
        assertBackToTheGame(robot, context, gameFen);
    }

    private void assertBackToTheGame(FxRobot robot, AnalysisContext context, String gameFen) {
        assertNull(context.previewProperty().get());
        assertFalse(banner(robot).isVisible());
        assertFalse(robot.lookup("#status-preview").query().isVisible());
        assertFalse(robot.lookup("#status-fen-preview").query().isVisible());
        assertEquals(gameFen, fen(robot).getText());
        assertEquals("Evaluating the game's position", text(robot, "#evaluation-position"));
        fixture.assertBoardShows(robot, gameFen);
    }

    @Test
    void helloWorldInXiangqiIsAFenProblemInTheStatusBarAndTheBoardStays(FxRobot robot) {
        paste(robot, MIDDLE_GAME);
        assertEquals("Loaded: Xiangqi FEN.", text(robot, "#status-message"));
        Bounds boardBefore = sceneBounds(fixture.board());
        double statusHeight = robot.lookup("#status-bar").query().getLayoutBounds().getHeight();

        paste(robot, "hello world");
        Label message = robot.lookup("#status-message").queryAs(Label.class);
        assertEquals("Invalid FEN — " + fenProblem("hello world"), message.getText(),
                "a newer message replaces 'Loaded', and in Xiangqi the text was meant as a FEN");
        assertTrue(message.getStyleClass().contains("error"));
        assertEquals(MIDDLE_GAME, fixture.workbench.game().getFen(), "nothing changed");
        assertEquals(Game.XIANGQI, fixture.workbench.session().getGame());
        assertEquals(boardBefore, sceneBounds(fixture.board()), "the message did not move the board");
        assertEquals(statusHeight, robot.lookup("#status-bar").query().getLayoutBounds().getHeight());
        assertTrue(robot.lookup("#session-message").tryQuery().isEmpty(), "one message area only");
    }

    @Test
    void aBadGomokuListIsAGomokuMoveListProblemAndCoordinateMovesXiangqiOnes(FxRobot robot) {
        paste(robot, "h8,i9,h8");
        assertEquals("Not a valid Gomoku move list — move 3, h8: the point is already taken",
                text(robot, "#status-message"));
        assertEquals(Game.XIANGQI, fixture.workbench.session().getGame());
        paste(robot, "h2e2 h9g7 h0h5");
        assertEquals("Not a valid Xiangqi move list — move 3, h0h5, is not a legal move there",
                text(robot, "#status-message"));
        paste(robot, "h8,i9");
        assertEquals(Game.GOMOKU, fixture.workbench.session().getGame());
        assertEquals("Loaded: Gomoku move list.", text(robot, "#status-message"));

        // In Gomoku the same words are a move list problem too, in the same place.
        Bounds boardBefore = sceneBounds(fixture.workbench.gomokuBoard());
        paste(robot, "hello world");
        assertEquals("Not a valid Gomoku move list — move 1, \"hello\", is not a point like h8",
                text(robot, "#status-message"));
        assertEquals(boardBefore, sceneBounds(fixture.workbench.gomokuBoard()));
    }

    @Test
    void aFenTypedIntoTheFenFieldLoadsOnEnterWithThePastesErrors(FxRobot robot) {
        TextField field = fen(robot);
        assertTrue(field.isEditable());
        robot.clickOn(field);
        robot.interact(() -> field.setText(MIDDLE_GAME));
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(MIDDLE_GAME, fixture.workbench.game().getFen());
        fixture.assertBoardShows(robot, MIDDLE_GAME);
        assertEquals("Loaded: Xiangqi FEN.", text(robot, "#status-message"));

        robot.interact(() -> field.setText(THREE_ROOKS));
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        String typedError = text(robot, "#status-message");
        assertEquals("Invalid FEN — " + fenProblem(THREE_ROOKS), typedError);
        assertEquals(MIDDLE_GAME, fixture.workbench.game().getFen());
        assertEquals(THREE_ROOKS, field.getText(), "the refused text stays to be corrected");
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(MIDDLE_GAME, field.getText(), "Esc restores the FEN");

        paste(robot, THREE_ROOKS);
        assertEquals(typedError, text(robot, "#status-message"), "paste says the same");
    }

    @Test
    void chineseNamesThePasteFormatAndTheProblemInChinese(FxRobot robot) {
        paste(robot, "h8,i9,j10");
        assertEquals("Loaded: Gomoku move list.", text(robot, "#status-message"));
        robot.interact(() -> fixture.workbench.localization().setLanguage(Language.SIMPLIFIED_CHINESE));
        assertEquals("已载入：五子棋着法列表。", text(robot, "#status-message"), "reworded on a language switch");
        paste(robot, "h8,i9,h8");
        assertEquals("无效的五子棋着法列表——第 3 步 h8：该点已有棋子", text(robot, "#status-message"));
        paste(robot, "h8,h9,i8,i9,j8,j9,k8,k9,l8,a1");
        assertEquals("无效的五子棋着法列表——第 10 步 a1：棋局已经结束", text(robot, "#status-message"));
        paste(robot, "h8,i9");
        assertEquals("已载入：五子棋着法列表。", text(robot, "#status-message"));
        robot.interact(() -> fixture.workbench.localization().setLanguage(Language.ENGLISH));
    }

    @Test
    void aGomokuPreviewIsAnnouncedTooAndInChinese(FxRobot robot) {
        paste(robot, "h8,i9,j10");
        AnalysisContext context = fixture.workbench.session().context();
        Bounds boardBefore = sceneBounds(fixture.workbench.gomokuBoard());
        String status = text(robot, "#gomoku-status");
        robot.interact(() -> {
            AnalysisPosition after = context.getPosition().copy();
            after.undo(); // before j10: two stones, black to move
            context.showPreview(after, "node 1.2");
        });
        assertTrue(banner(robot).isVisible());
        assertEquals("Preview: node 1.2 — Esc to return", text(robot, "#preview-banner-text"));
        assertEquals("Previewing node 1.2 (Black to move) · the game:", text(robot, "#status-preview"));
        assertEquals(status, text(robot, "#gomoku-status"), "the game's own status after 'the game:'");
        assertEquals(2, fixture.workbench.gomokuBoard().getState().stoneCount(), "the board shows the preview");
        assertEquals(boardBefore, sceneBounds(fixture.workbench.gomokuBoard()));

        robot.interact(() -> fixture.workbench.localization().setLanguage(Language.SIMPLIFIED_CHINESE));
        assertEquals("预览：node 1.2——按 Esc 返回", text(robot, "#preview-banner-text"));
        assertEquals("正在预览node 1.2（黑方走棋）· 对局：", text(robot, "#status-preview"));
        robot.interact(() -> context.showPreview(context.getPosition().copy(), ""));
        assertEquals("预览：另一局面——按 Esc 返回", text(robot, "#preview-banner-text"), "a generic label");
        robot.interact(() -> fixture.workbench.localization().setLanguage(Language.ENGLISH));

        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertNull(context.previewProperty().get());
        assertFalse(banner(robot).isVisible());
        assertFalse(robot.lookup("#status-preview").query().isVisible());
        assertEquals(3, fixture.workbench.gomokuBoard().getState().stoneCount(), "the game again");
    }

    private static Node banner(FxRobot robot) {
        return robot.lookup("#preview-banner").query();
    }

    private static TextField fen(FxRobot robot) {
        return robot.lookup("#status-fen").queryAs(TextField.class);
    }

    private static String text(FxRobot robot, String query) {
        WaitForAsyncUtils.waitForFxEvents();
        return robot.lookup(query).queryAs(Label.class).getText();
    }

    private static Bounds sceneBounds(Node node) {
        WaitForAsyncUtils.waitForFxEvents();
        return node.localToScene(node.getLayoutBounds());
    }

    /** Ctrl+V with {@code text} on the clipboard, the board focused (not a text field). */
    private void paste(FxRobot robot, String text) {
        robot.interact(() -> {
            ClipboardContent content = new ClipboardContent();
            content.putString(text);
            Clipboard.getSystemClipboard().setContent(content);
            fixture.board().requestFocus();
        });
        robot.press(KeyCode.CONTROL, KeyCode.V).release(KeyCode.V, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static String fenProblem(String fen) {
        return assertThrows(FenException.class, () -> Fen.parse(fen)).getMessage();
    }
}
