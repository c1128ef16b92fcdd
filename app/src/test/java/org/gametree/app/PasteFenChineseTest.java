package org.gametree.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import javafx.embed.swing.SwingFXUtils;
import javafx.scene.control.Button;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.image.WritableImage;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import javax.imageio.ImageIO;

import org.gametree.app.fonts.AppFonts;
import org.gametree.app.i18n.Language;
import org.gametree.xiangqi.Position;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** An invalid FEN in the Chinese UI is explained in Chinese, in the dialog and in the status bar. */
class PasteFenChineseTest extends WorkbenchUiTest {

    private static final String THREE_ROOKS = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4R4/RNBAKABNR w - - 0 1";
    private static final String THREE_ROOKS_ZH = "棋盘：红方有 3 个车，最多只能有 2 个";

    /** Red's back rank four times over (slashes lost): the message quotes it, two lines in the dialog. */
    private static final String LONG_RANK = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/"
            + "RNBAKABNR".repeat(4) + " w - - 0 1";
    private static final String LONG_RANK_ZH = "棋盘：横线 0（“" + "RNBAKABNR".repeat(4)
            + "”，自上而下第 10 条）有 36 个点，每条横线应有 9 个点";
    private static final String KINGS_FACE = "3k5/9/9/9/9/9/9/9/3K5/9 b - - 0 1";

    /** The text a label draws: its text, or a shortened one ending in "…" when it does not fit. */
    private static String drawn(FxRobot robot, Label label) {
        return robot.from(label).lookup(".text").queryAs(Text.class).getText();
    }

    /** The base class opens the window in English; switch as the language menu does. */
    @BeforeEach
    void switchToChinese(FxRobot robot) {
        robot.interact(() -> fixture.workbench.commands().setLanguage(Language.SIMPLIFIED_CHINESE));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("红方走棋", robot.lookup("#status-side").queryAs(Label.class).getText());
    }

    @Test
    void pasteDialogExplainsAnInvalidFenInChinese(FxRobot robot) throws IOException {
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.V).release(KeyCode.V, KeyCode.SHIFT, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        DialogPane pane = robot.lookup("#paste-fen-dialog").queryAs(DialogPane.class);
        assertEquals("粘贴或输入 FEN 格式的局面", pane.getHeaderText());
        Label feedback = robot.lookup("#paste-fen-feedback").queryAs(Label.class);

        robot.clickOn("#paste-fen-field").write("rnbakabnr/9/x");
        assertEquals("棋盘：应有 10 条横线（以“/”分隔），实有 3 条", feedback.getText());

        TextField field = robot.lookup("#paste-fen-field").queryAs(TextField.class);
        robot.interact(() -> field.setText(THREE_ROOKS));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(THREE_ROOKS_ZH, feedback.getText());
        assertTrue(feedback.getStyleClass().contains("error"));
        assertTrue(robot.lookup("#paste-fen-ok").queryAs(Button.class).isDisabled());
        // JavaFX would word its standard buttons in the JVM's locale; the workbench uses its own language.
        assertEquals("确定", robot.lookup("#paste-fen-ok").queryAs(Button.class).getText());
        assertEquals("取消", robot.lookup("#paste-fen-cancel").queryAs(Button.class).getText());
        // Drawn in full, in the bundled font (which has every character of the bundles).
        assertEquals(AppFonts.SANS_FAMILY, feedback.getFont().getFamily());
        assertEquals(THREE_ROOKS_ZH, drawn(robot, feedback));

        // A message longer than the field wraps onto more lines, and the dialog shows all of it.
        // (Whether the window has to grow for that depends on the fonts the machine has, so the
        // test asks what the user sees: more lines, every one inside the window.)
        double oneLine = feedback.getHeight();
        robot.interact(() -> field.setText(LONG_RANK));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(LONG_RANK_ZH, feedback.getText());
        assertEquals(LONG_RANK_ZH, drawn(robot, feedback), "drawn in full, not cut short");
        assertTrue(feedback.getHeight() > oneLine * 1.5, "wrapped: " + oneLine + " -> " + feedback.getHeight());
        double bottom = feedback.localToScene(feedback.getBoundsInLocal()).getMaxY();
        assertTrue(bottom <= pane.getScene().getHeight(), "inside the dialog: " + bottom + " of " + pane.getScene().getHeight());
        // What a reviewer looks at: the dialog as drawn (not checked further here).
        WritableImage[] shot = new WritableImage[1];
        robot.interact(() -> shot[0] = pane.snapshot(null, null));
        Path target = Path.of(System.getProperty("user.dir"), "target", "paste-fen-zh.png");
        Files.createDirectories(target.getParent());
        ImageIO.write(SwingFXUtils.fromFXImage(shot[0], null), "png", target.toFile());
        robot.interact(() -> field.setText(THREE_ROOKS));

        // The message follows the language while the dialog is open.
        robot.interact(() -> fixture.workbench.localization().setLanguage(Language.ENGLISH));
        assertEquals("board: red has 3 rooks; at most 2", feedback.getText());
        robot.interact(() -> fixture.workbench.localization().setLanguage(Language.SIMPLIFIED_CHINESE));
        assertEquals(THREE_ROOKS_ZH, feedback.getText());

        robot.clickOn("#paste-fen-cancel");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(Position.START_FEN, fixture.workbench.game().getFen());
    }

    @Test
    void ctrlVWithAnInvalidFenReportsItInChinese(FxRobot robot) {
        robot.interact(() -> {
            ClipboardContent content = new ClipboardContent();
            content.putString(THREE_ROOKS);
            Clipboard.getSystemClipboard().setContent(content);
        });
        robot.press(KeyCode.CONTROL, KeyCode.V).release(KeyCode.V, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        Label message = robot.lookup("#status-message").queryAs(Label.class);
        assertEquals("FEN 无效——" + THREE_ROOKS_ZH, message.getText());
        assertTrue(message.getStyleClass().contains("error"));
        assertEquals(Position.START_FEN, fixture.workbench.game().getFen());

        // A message too long for the status bar is cut short, not the side to move beside it.
        robot.interact(() -> fixture.workbench.game().loadFen(KINGS_FACE));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("FEN 无效——棋盘：红方的帅在 d1 正被将军，但现在并非红方走棋（将帅在同一直线上照面，中间没有棋子）",
                message.getText());
        assertEquals(message.getText(), message.getTooltip().getText());
        Label side = robot.lookup("#status-side").queryAs(Label.class);
        assertEquals("红方走棋", drawn(robot, side));
        robot.interact(() -> fixture.workbench.game().loadFen(THREE_ROOKS));

        // Switching the language rewords the message already shown.
        robot.interact(() -> fixture.workbench.commands().setLanguage(Language.ENGLISH));
        assertEquals("Invalid FEN — board: red has 3 rooks; at most 2", message.getText());
    }
}
