package org.gametree.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.KeyCode;

import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.FenException;
import org.gametree.xiangqi.Position;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

class PasteFenTest extends WorkbenchUiTest {

    /** A middle game: Red's cannon took on the centre, Black in reply. */
    private static final String MIDDLE_GAME = "r1bakab1r/9/1cn3nc1/p1p1C1p1p/9/9/P1P1P1P1P/1C7/9/RNBAKABNR b - - 0 3";
    /** Three red rooks: the FEN reader names the board and the count. */
    private static final String THREE_ROOKS = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4R4/RNBAKABNR w - - 0 1";

    @Test
    void pasteDialogLoadsAValidFen(FxRobot robot) {
        openDialog(robot);
        TextField field = robot.lookup("#paste-fen-field").queryAs(TextField.class);
        robot.interact(() -> field.setText(MIDDLE_GAME + "\n"));
        assertEquals("Valid position, Black to move.", robot.lookup("#paste-fen-feedback").queryAs(Label.class).getText());
        Button ok = robot.lookup("#paste-fen-ok").queryAs(Button.class);
        assertTrue(!ok.isDisabled());
        robot.clickOn(ok);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(MIDDLE_GAME, fixture.workbench.game().getFen());
        fixture.assertBoardShows(robot, MIDDLE_GAME);
        assertEquals("Loaded: Xiangqi FEN.", robot.lookup("#status-message").queryAs(Label.class).getText());
    }

    @Test
    void pasteDialogValidatesAsTheUserTypesAndRefusesAnInvalidFen(FxRobot robot) {
        openDialog(robot);
        Button ok = robot.lookup("#paste-fen-ok").queryAs(Button.class);
        assertTrue(ok.isDisabled(), "nothing typed yet");
        robot.clickOn("#paste-fen-field").write("rnbakabnr/9/x");
        assertTrue(ok.isDisabled());
        assertEquals(messageOf("rnbakabnr/9/x"), robot.lookup("#paste-fen-feedback").queryAs(Label.class).getText());

        TextField field = robot.lookup("#paste-fen-field").queryAs(TextField.class);
        robot.interact(() -> field.setText(THREE_ROOKS));
        String expected = messageOf(THREE_ROOKS);
        assertTrue(expected.contains("rook"), expected);
        assertEquals(expected, robot.lookup("#paste-fen-feedback").queryAs(Label.class).getText());
        assertTrue(ok.isDisabled());
        robot.type(KeyCode.ENTER);   // the default button is disabled, so Enter does nothing
        robot.clickOn("#paste-fen-cancel");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(Position.START_FEN, fixture.workbench.game().getFen());
        fixture.assertBoardShows(robot, Position.START_FEN);
    }

    @Test
    void ctrlVPastesAValidFenFromTheClipboard(FxRobot robot) {
        putOnClipboard(robot, "  " + MIDDLE_GAME + "\n");
        robot.press(KeyCode.CONTROL, KeyCode.V).release(KeyCode.V, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(MIDDLE_GAME, fixture.workbench.game().getFen());
        fixture.assertBoardShows(robot, MIDDLE_GAME);
    }

    @Test
    void ctrlVWithAnInvalidFenShowsTheProblemAndLeavesTheBoardAlone(FxRobot robot) {
        robot.clickOn(fixture.screenPoint("h2")).clickOn(fixture.screenPoint("e2"));
        String before = fixture.workbench.game().getFen();
        putOnClipboard(robot, THREE_ROOKS);
        robot.press(KeyCode.CONTROL, KeyCode.V).release(KeyCode.V, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        Label message = robot.lookup("#status-message").queryAs(Label.class);
        assertEquals("Invalid FEN — " + messageOf(THREE_ROOKS), message.getText());
        assertTrue(message.getStyleClass().contains("error"));
        assertEquals(before, fixture.workbench.game().getFen());
        fixture.assertBoardShows(robot, before);
        assertTrue(fixture.workbench.game().canUndoProperty().get(), "the game's history is kept too");
    }

    @Test
    void copyFenPutsTheCurrentPositionOnTheClipboard(FxRobot robot) {
        robot.clickOn(fixture.screenPoint("h2")).clickOn(fixture.screenPoint("e2"));
        robot.press(KeyCode.CONTROL, KeyCode.C).release(KeyCode.C, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        String[] text = new String[1];
        robot.interact(() -> text[0] = Clipboard.getSystemClipboard().getString());
        assertEquals(fixture.workbench.game().getFen(), text[0]);
    }

    private void openDialog(FxRobot robot) {
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.V).release(KeyCode.V, KeyCode.SHIFT, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(robot.lookup("#paste-fen-field").tryQuery().isPresent(), "the paste dialog is open");
    }

    private static void putOnClipboard(FxRobot robot, String text) {
        robot.interact(() -> {
            ClipboardContent content = new ClipboardContent();
            content.putString(text);
            Clipboard.getSystemClipboard().setContent(content);
        });
    }

    private static String messageOf(String fen) {
        return assertThrows(FenException.class, () -> Fen.parse(fen)).getMessage();
    }
}
