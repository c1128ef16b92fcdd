package org.gametree.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeoutException;

import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;

import org.gametree.app.i18n.Language;
import org.gametree.app.theme.Theme;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Every analysis tab at 1280×720, light and dark, English and Chinese: no label drawn cut off
 * ("D…", "Time…"), and a picture of each ({@code tab-<name>-<theme>-<language>.png}, see
 * {@link DocImages}) for the README.
 */
@ExtendWith(ApplicationExtension.class)
class TabGalleryTest {

    static final double SMALL_WIDTH = 1280;
    static final double SMALL_HEIGHT = 720;

    private final WorkbenchFixture fixture = new WorkbenchFixture();

    @Test
    void everyTabFitsAt1280x720InBothThemesAndLanguages(FxRobot robot) throws IOException, TimeoutException {
        List<String> problems = new ArrayList<>();
        int pictures = 0;
        for (Language language : Language.values()) {
            for (Theme theme : Theme.values()) {
                FxToolkit.setupStage(stage -> {
                    fixture.open(stage, language);
                    stage.setWidth(SMALL_WIDTH);
                    stage.setHeight(SMALL_HEIGHT);
                });
                Workbench workbench = fixture.workbench;
                robot.interact(() -> workbench.themes().setTheme(theme));
                WaitForAsyncUtils.waitForFxEvents();
                // the notation chooser above the move list shows its choice (it was drawn blank)
                javafx.scene.control.ComboBox<?> notation = robot.lookup("#move-list-notation")
                        .queryAs(javafx.scene.control.ComboBox.class);
                javafx.scene.control.ListCell<?> shown = notation.getButtonCell();
                assertEquals("炮二平五", shown.getText(), "the notation box names its notation");
                TabPane tabs = workbench.analysisTabs();
                for (int i = 0; i < tabs.getTabs().size(); i++) {
                    int index = i;
                    robot.interact(() -> tabs.getSelectionModel().select(index));
                    WaitForAsyncUtils.waitForFxEvents();
                    Tab tab = tabs.getTabs().get(i);
                    String where = tab.getId() + " " + theme + " " + language + ": ";
                    for (String cut : Truncation.truncatedLabels(workbench.stage().getScene().getRoot())) {
                        problems.add(where + cut);
                    }
                    String name = "tab-" + tab.getId().replace("tab-", "") + "-" + theme.name().toLowerCase(Locale.ROOT)
                            + "-" + (language == Language.ENGLISH ? "en" : "zh") + ".png";
                    WorkbenchFixture.writeImage(robot, workbench, name);
                    pictures++;
                }
                robot.interact(() -> workbench.stage().hide());
            }
        }
        assertEquals(2 * Theme.values().length * 5, pictures, "a picture of every tab");
        assertTrue(problems.isEmpty(), "labels drawn cut off at 1280x720:\n" + String.join("\n", problems));
    }
}
