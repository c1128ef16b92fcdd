package org.gametree.app.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.RadioButton;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;

import org.gametree.app.analysis.AnalysisPosition.Game;
import org.gametree.app.engines.ExternalEngine;
import org.gametree.app.game.PlayerSetup.Kind;
import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.Localization;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The New Game dialog offers the user's engines of the chosen game as a third kind of player. */
@ExtendWith(ApplicationExtension.class)
class ExternalPlayerDialogTest {

    private Stage stage;
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

    @Test
    void anExternalEngineIsChosenForBlackAndTheGameGetsIt(FxRobot robot) {
        robot.interact(() -> {
            dialog = new NewGameDialog(stage, new Localization(Language.ENGLISH), GameSetup.defaults(), null,
                    List.of(ExternalPlayerSetupTest.FSF, ExternalPlayerSetupTest.RAPFI));
            dialog.show();
        });
        WaitForAsyncUtils.waitForFxEvents();
        RadioButton external = robot.lookup("#new-game-second-external").queryAs(RadioButton.class);
        assertEquals("External", external.getText());
        assertFalse(external.isDisabled());
        assertFalse(robot.lookup("#new-game-second-external-engine").query().isVisible(), "shown only when chosen");
        robot.clickOn(external);
        @SuppressWarnings("unchecked")
        ComboBox<ExternalEngine> engine = robot.lookup("#new-game-second-external-engine").queryAs(ComboBox.class);
        assertTrue(engine.isVisible());
        assertEquals(List.of(ExternalPlayerSetupTest.FSF), engine.getItems(), "Xiangqi's engines only");
        robot.clickOn(robot.lookup("#new-game-ok").queryAs(Button.class));
        WaitForAsyncUtils.waitForFxEvents();
        PlayerSetup black = dialog.getResult().second();
        assertEquals(Kind.EXTERNAL, black.kind());
        assertEquals(ExternalPlayerSetupTest.FSF, black.external());
        assertEquals(Game.XIANGQI, dialog.getResult().game());
    }

    @Test
    void withoutEnginesTheChoiceIsOff(FxRobot robot) {
        robot.interact(() -> {
            dialog = new NewGameDialog(stage, new Localization(Language.ENGLISH), GameSetup.defaults(), null, List.of());
            dialog.show();
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(robot.lookup("#new-game-first-external").queryAs(RadioButton.class).isDisabled());
    }
}
