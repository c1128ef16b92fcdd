package org.gametree.app.action;

import javafx.scene.input.KeyCombination;

/**
 * Every command of the main window, declared once: its id (the menu item is {@code menu-<id>},
 * the tool button, where there is one, {@code toolId}), its text key, its icon and its
 * accelerator. The menu bar, the tool bar, the key map and the shortcuts dialog are all built
 * from these (JabRef's {@code StandardActions}); what a command does and when it is enabled is
 * registered in an {@link ActionRegistry}.
 */
public enum StandardAction {

    NEW_GAME_DIALOG("game-new-dialog", "tool-new-game", "menu.game.newDialog", "mdi2p-plus-box-multiple-outline",
            "Shortcut+Shift+N"),
    NEW_GAME("game-new", null, "menu.game.new", "mdi2p-plus-box-outline", "Shortcut+N"),
    OPEN("game-open", "tool-open", "menu.game.open", "mdi2f-folder-open-outline", "Shortcut+O"),
    SAVE("game-save", "tool-save", "menu.game.save", "mdi2c-content-save-outline", "Shortcut+S"),
    EDIT_POSITION("game-edit", null, "menu.game.edit", "mdi2p-pencil-outline", "Shortcut+E"),
    PASTE_DIALOG("game-paste", null, "menu.game.paste", "mdi2c-content-paste", "Shortcut+Shift+V"),
    PASTE_CLIPBOARD("game-paste-clipboard", "tool-paste", "menu.game.pasteClipboard", "mdi2c-clipboard-text-outline",
            "Shortcut+V"),
    COPY_POSITION("game-copy-fen", null, "menu.game.copyFen", "mdi2c-content-copy", "Shortcut+C"),
    COPY_BOARD_IMAGE("game-copy-image", null, "menu.game.copyImage", "mdi2i-image-outline", "Shortcut+Shift+C"),
    UNDO("game-undo", "tool-undo", "menu.game.undo", "mdi2u-undo", "Shortcut+Z"),
    REDO("game-redo", "tool-redo", "menu.game.redo", "mdi2r-redo", "Shortcut+Y"),
    ENGINES("game-engines", null, "menu.game.engines", "mdi2e-engine-outline", "Shortcut+Shift+E"),
    MOVE_NOW("game-move-now", "tool-move-now", "menu.game.moveNow", "mdi2r-robot-outline", "Shortcut+M"),
    QUIT("game-quit", null, "menu.game.quit", "mdi2e-exit-to-app", "Shortcut+Q"),
    FLIP_BOARD("view-flip", "tool-flip", "menu.view.flip", "mdi2s-swap-vertical", "F"),
    SHOW_THREATS("view-threats", null, "menu.view.threats", "mdi2a-alert-decagram-outline", "T"),
    ANALYSIS_ARROWS("view-analysis-arrows", null, "menu.view.analysisArrows", "mdi2a-arrow-top-right-thick", "A"),
    SHORTCUTS("help-shortcuts", null, "menu.help.shortcuts", "mdi2k-keyboard-outline", "Shortcut+Slash"),
    ABOUT("help-about", null, "menu.help.about", "mdi2i-information-outline", "F1");

    private final String id;
    private final String toolId;
    private final String textKey;
    private final String icon;
    private final KeyCombination accelerator;

    StandardAction(String id, String toolId, String textKey, String icon, String accelerator) {
        this.id = id;
        this.toolId = toolId;
        this.textKey = textKey;
        this.icon = icon;
        this.accelerator = KeyCombination.keyCombination(accelerator);
    }

    /** The menu item's id, e.g. {@code menu-game-undo}. */
    public String menuId() {
        return "menu-" + id;
    }

    /** The tool button's id, or null when the command has no button. */
    public String toolId() {
        return toolId;
    }

    /** The text's bundle key; the text may carry a mnemonic ({@code _Undo move}, {@code 悔棋(_U)}). */
    public String textKey() {
        return textKey;
    }

    /** The Ikonli icon code. */
    public String icon() {
        return icon;
    }

    public KeyCombination accelerator() {
        return accelerator;
    }
}
