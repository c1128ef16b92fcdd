package org.gametree.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.util.List;

import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Tab;
import javafx.scene.input.KeyCode;

import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** View → Panels names every analysis tab, and Ctrl+digit selects the first ten from anywhere. */
class PanelMenuTest extends WorkbenchUiTest {

    @Test
    void everyTabIsInTheMenuAndTheDigitsSelectThem(FxRobot robot) {
        List<Tab> tabs = List.copyOf(fixture.workbench.analysisTabs().getTabs());
        MenuBar bar = robot.lookup("#menu-bar").queryAs(MenuBar.class);
        Menu view = bar.getMenus().stream().filter(m -> "menu-view".equals(m.getId())).findFirst().orElseThrow();
        Menu panels = (Menu) view.getItems().stream().filter(i -> "menu-view-panels".equals(i.getId()))
                .findFirst().orElseThrow();
        assertEquals(tabs.size(), panels.getItems().size(), "one item a tab");
        for (int i = 0; i < tabs.size(); i++) {
            MenuItem item = panels.getItems().get(i);
            assertEquals(tabs.get(i).getText(), item.getText(), "named as its tab");
            assertEquals("menu-panel-" + tabs.get(i).getId().substring("tab-".length()), item.getId());
        }
        assertEquals(PanelMenu.WITH_KEYS, panels.getItems().stream().filter(i -> i.getAccelerator() != null).count());

        robot.clickOn("#xiangqi-board"); // the keys work wherever the focus is, the board included
        pressShortcut(robot, KeyCode.DIGIT4);
        assertEquals(tabs.get(3), selected(), "Ctrl+4: the fourth tab");
        pressShortcut(robot, KeyCode.DIGIT0);
        assertEquals(tabs.get(9), selected(), "Ctrl+0: the tenth tab");
        pressShortcut(robot, KeyCode.DIGIT1);
        assertEquals(tabs.get(0), selected());

        robot.interact(() -> panels.getItems().get(tabs.size() - 1).fire());
        assertEquals(tabs.get(tabs.size() - 1), selected(), "the last tab, from the menu");
        assertNotNull(selected().getContent());
    }

    private Tab selected() {
        return fixture.workbench.analysisTabs().getSelectionModel().getSelectedItem();
    }

    private static void pressShortcut(FxRobot robot, KeyCode key) {
        robot.press(KeyCode.SHORTCUT, key).release(key, KeyCode.SHORTCUT);
        WaitForAsyncUtils.waitForFxEvents();
    }
}
