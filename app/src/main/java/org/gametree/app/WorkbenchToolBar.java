package org.gametree.app;

import javafx.scene.control.Separator;
import javafx.scene.control.ToolBar;

import org.gametree.app.action.ActionFactory;
import org.gametree.app.action.StandardAction;

/**
 * The tool bar under the menu: the most used commands as icons, made from the same actions as
 * their menu items (so the tooltip's shortcut and the enabled state are the menu's).
 */
final class WorkbenchToolBar {

    private WorkbenchToolBar() {
    }

    static ToolBar create(ActionFactory actions) {
        ToolBar bar = new ToolBar(
                actions.toolButton(StandardAction.NEW_GAME_DIALOG), actions.toolButton(StandardAction.OPEN),
                actions.toolButton(StandardAction.SAVE), actions.toolButton(StandardAction.PASTE_CLIPBOARD),
                new Separator(),
                actions.toolButton(StandardAction.UNDO), actions.toolButton(StandardAction.REDO),
                actions.toolButton(StandardAction.MOVE_NOW),
                new Separator(),
                actions.toolButton(StandardAction.FLIP_BOARD));
        bar.setId("tool-bar");
        return bar;
    }
}
