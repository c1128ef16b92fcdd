package org.gametree.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import javafx.scene.control.Label;
import javafx.scene.control.MenuBar;
import javafx.scene.text.Text;

import org.gametree.app.i18n.Language;
import org.gametree.app.i18n.LanguagePreference;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

class LanguageTest extends WorkbenchUiTest {

    @Test
    void choosingChineseFromTheMenuRelabelsTheWindowAndIsRemembered(FxRobot robot) throws java.io.IOException {
        assertEquals(java.util.List.of("Game", "View", "Appearance", "Help"), menuBarTexts(robot));
        // Hovering opens the submenu (a click on "Language" would toggle it shut again).
        robot.clickOn("View").moveTo("Language").moveTo("English").clickOn("简体中文");
        WaitForAsyncUtils.waitForFxEvents();

        MenuBar bar = robot.lookup("#menu-bar").queryAs(MenuBar.class);
        assertEquals("对局(_G)", bar.getMenus().get(0).getText());
        // What is drawn in the menu bar: the mnemonic marker is not shown.
        assertEquals(java.util.List.of("对局(G)", "视图(V)", "外观(A)", "帮助(H)"), menuBarTexts(robot));
        assertEquals("红方走棋", robot.lookup("#status-side").queryAs(Label.class).getText());
        assertEquals("对局进行中", robot.lookup("#status-result").queryAs(Label.class).getText());
        assertEquals("博弈树工作台 — 象棋", fixture.workbench.stage().getTitle());
        assertEquals(Language.SIMPLIFIED_CHINESE, new LanguagePreference(fixture.preferences).load());
        robot.interact(() -> fixture.workbench.analysisTabs().getSelectionModel().select(2));
        assertEquals("单步", fixture.workbench.analysisTabs().getTabs().get(2).getText());
        WorkbenchFixture.writeImage(robot, fixture.workbench, "workbench-zh.png");

        robot.clickOn("视图(V)").moveTo("语言(L)").clickOn("English");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(java.util.List.of("Game", "View", "Appearance", "Help"), menuBarTexts(robot));
        assertEquals(Language.ENGLISH, new LanguagePreference(fixture.preferences).load());
    }

    /** The texts drawn in the menu bar, left to right (mnemonic underscores are not drawn). */
    private static java.util.List<String> menuBarTexts(FxRobot robot) {
        MenuBar bar = robot.lookup("#menu-bar").queryAs(MenuBar.class);
        return robot.from(bar).lookup(".text").queryAllAs(Text.class).stream()
                .filter(Text::isVisible)
                .sorted(java.util.Comparator.comparingDouble(t -> t.localToScene(0, 0).getX()))
                .map(Text::getText).toList();
    }
}
