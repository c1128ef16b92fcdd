package org.gametree.app.game;

import org.gametree.app.DocImages;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import javafx.scene.image.WritableImage;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import javax.imageio.ImageIO;

import org.gametree.app.analysis.AnalysisPosition.Game;
import org.gametree.app.game.PlayerSetup.Kind;
import org.gametree.app.game.PlayerSetup.Limit;
import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.Localization;
import org.gametree.gomoku.Rule;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class NewGameDialogTest {

    /** The window's stylesheet, as the integrator passes it. */
    private static final String APP_CSS = NewGameDialogTest.class.getResource("/org/gametree/app/app.css").toExternalForm();

    private Stage stage;
    private final Localization l10n = new Localization(Language.ENGLISH);
    private NewGameDialog dialog;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        stage.setScene(new Scene(new StackPane(), 300, 200));
        stage.show();
    }

    @AfterEach
    void close(FxRobot robot) {
        robot.interact(() -> {
            if (dialog != null && dialog.isShowing()) {
                dialog.close();
            }
        });
    }

    private void open(FxRobot robot, GameSetup initial) {
        robot.interact(() -> {
            dialog = new NewGameDialog(stage, l10n, initial, APP_CSS);
            dialog.show();
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    private <T extends Node> T find(FxRobot robot, String id, Class<T> type) {
        return robot.lookup(id).queryAs(type);
    }

    @Test
    void okGivesTheDefaultsAHumanRedAgainstTheBestEngine(FxRobot robot) {
        open(robot, GameSetup.defaults());
        assertTrue(find(robot, "#new-game-rule", ComboBox.class).isDisabled(), "no rule for Xiangqi");
        assertTrue(find(robot, "#new-game-size", Spinner.class).isDisabled(), "no board size for Xiangqi");
        assertTrue(find(robot, "#new-game-first-engine-settings", Node.class).isDisabled(), "Red is a human");
        assertFalse(find(robot, "#new-game-second-engine-settings", Node.class).isDisabled());
        assertEquals("OK", find(robot, "#new-game-ok", Button.class).getText());
        robot.clickOn("#new-game-ok");
        assertEquals(GameSetup.defaults(), dialog.getResult());
    }

    @Test
    void theKeyboardChoosesGomokuAndEnterStartsIt(FxRobot robot) {
        open(robot, GameSetup.defaults());
        RadioButton xiangqi = find(robot, "#new-game-xiangqi", RadioButton.class);
        assertTrue(xiangqi.isFocused(), "the game choice has the focus when the dialog opens");
        robot.type(KeyCode.RIGHT);   // arrow keys move within the radio group and select
        assertTrue(find(robot, "#new-game-gomoku", RadioButton.class).isSelected());
        assertFalse(find(robot, "#new-game-rule", ComboBox.class).isDisabled(), "Gomoku has rules");
        assertFalse(find(robot, "#new-game-size", Spinner.class).isDisabled());
        assertEquals("White", robot.lookup(".new-game-side-title").nth(1).queryAs(Label.class).getText());

        robot.type(KeyCode.TAB);     // from the game choice to the rule
        assertTrue(find(robot, "#new-game-rule", ComboBox.class).isFocused());
        robot.type(KeyCode.TAB);     // to the board size: Up makes it 16
        robot.type(KeyCode.UP);
        robot.type(KeyCode.ENTER);   // the default button
        WaitForAsyncUtils.waitForFxEvents();
        GameSetup setup = dialog.getResult();
        assertEquals(Game.GOMOKU, setup.game());
        assertEquals(Rule.RENJU, setup.rule());
        assertEquals(16, setup.boardSize());
        assertEquals("line", setup.second().evaluation(), "Gomoku's evaluation replaced Xiangqi's");
    }

    @Test
    void escapeCancels(FxRobot robot) {
        open(robot, GameSetup.defaults());
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(dialog.isShowing());
        assertNull(dialog.getResult());
    }

    @Test
    void engineSettingsAreEditedInThePropertySheetAndCheckedInPlace(FxRobot robot) {
        open(robot, GameSetup.defaults());
        robot.clickOn("#new-game-first-engine");
        assertFalse(find(robot, "#new-game-first-engine-settings", Node.class).isDisabled());
        TextField depth = find(robot, "#new-game-first-depth", TextField.class);
        assertTrue(depth.isDisabled(), "the depth does not apply under a time limit");
        @SuppressWarnings("unchecked")
        ComboBox<Limit> limit = find(robot, "#new-game-first-limit", ComboBox.class);
        robot.interact(() -> limit.setValue(Limit.DEPTH));
        assertFalse(depth.isDisabled());
        robot.doubleClickOn(depth).eraseText(3).write("40");
        Label feedback = find(robot, "#new-game-feedback", Label.class);
        assertEquals("Red: the depth must be a whole number from 1 to 30.", feedback.getText());
        assertTrue(feedback.getStyleClass().contains("error"));
        Button ok = find(robot, "#new-game-ok", Button.class);
        assertTrue(ok.isDisabled());
        robot.eraseText(2).write("4");
        assertFalse(ok.isDisabled());
        assertEquals("Press OK to start the game.", feedback.getText());
        @SuppressWarnings("unchecked")
        ComboBox<String> algorithm = find(robot, "#new-game-first-algorithm", ComboBox.class);
        robot.interact(() -> algorithm.setValue("mtdf"));
        robot.clickOn(ok);
        PlayerSetup red = dialog.getResult().first();
        assertEquals(new PlayerSetup(Kind.ENGINE, "mtdf", "pst", Limit.DEPTH, 4, 2000), red);
    }

    @Test
    void aTimeControlIsChosenAndItsFieldsShowOnlyForIt(FxRobot robot) {
        open(robot, GameSetup.defaults());
        @SuppressWarnings("unchecked")
        ComboBox<TimeControl.Kind> kind = find(robot, "#new-game-time-control", ComboBox.class);
        assertEquals("None", kind.getButtonCell().getText());
        assertFalse(shown(find(robot, "#new-game-minutes", Spinner.class)), "no fields without a time control");
        assertFalse(shown(find(robot, "#new-game-per-move", Spinner.class)));
        robot.interact(() -> kind.setValue(TimeControl.Kind.INCREMENT));
        assertTrue(shown(find(robot, "#new-game-minutes", Spinner.class)));
        assertFalse(shown(find(robot, "#new-game-per-move", Spinner.class)));
        // typed into the minutes field; Tab commits it
        Spinner<?> minutes = find(robot, "#new-game-minutes", Spinner.class);
        robot.clickOn(minutes.getEditor()).press(KeyCode.CONTROL, KeyCode.A).release(KeyCode.A, KeyCode.CONTROL);
        robot.write("3");
        assertEquals("3", minutes.getEditor().getText());
        robot.type(KeyCode.TAB);
        robot.clickOn("#new-game-ok");
        assertEquals(TimeControl.increment(3, 5), dialog.getResult().time());
    }

    /** Whether the node and all its parents are visible. */
    private static boolean shown(Node node) {
        for (Node at = node; at != null; at = at.getParent()) {
            if (!at.isVisible()) {
                return false;
            }
        }
        return true;
    }

    @Test
    void speaksChinese(FxRobot robot) {
        robot.interact(() -> l10n.setLanguage(Language.SIMPLIFIED_CHINESE));
        open(robot, GameSetup.defaults());
        assertEquals("新对局", dialog.getTitle());
        assertEquals("确定", find(robot, "#new-game-ok", Button.class).getText());
        assertEquals("中国象棋", find(robot, "#new-game-xiangqi", RadioButton.class).getText());
        assertEquals("红方", robot.lookup(".new-game-side-title").nth(0).queryAs(Label.class).getText());
        robot.interact(() -> l10n.setLanguage(Language.ENGLISH));
    }

    @Test
    void writesTheScreenshot(FxRobot robot) throws IOException {
        open(robot, GameSetup.defaults().withTime(TimeControl.increment(10, 5)));
        WritableImage[] shot = new WritableImage[1];
        robot.interact(() -> shot[0] = dialog.getDialogPane().snapshot(null, null));
        Path target = DocImages.path("new-game.png");
        Files.createDirectories(target.getParent());
        ImageIO.write(SwingFXUtils.fromFXImage(shot[0], null), "png", target.toFile());
        assertTrue(shot[0].getWidth() > 400 && shot[0].getHeight() > 300,
                "the dialog is " + shot[0].getWidth() + "x" + shot[0].getHeight());
    }
}
