package org.gametree.app.action;

import java.util.ArrayList;
import java.util.List;

import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.stage.Window;

import org.gametree.app.i18n.DialogButtons;
import org.gametree.app.i18n.Localization;
import org.gametree.app.theme.AppearanceMenu;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * Help → Keyboard shortcuts: every command of the {@link ActionRegistry} with its accelerator,
 * then the keys the board and the stepper hear while they have the focus. Generated, so it
 * cannot drift from the menus.
 */
public final class ShortcutsDialog extends Dialog<Void> {

    /**
     * One line of the list.
     *
     * @param where   the part of the window ("Menus and tool bar", "Board", "Stepper")
     * @param command what the keys do
     * @param keys    the keys as the platform writes them
     */
    public record Row(String where, String command, String keys) {
    }

    /** Keys the board hears while focused: see XiangqiBoard and GomokuBoard. */
    private static final String[][] BOARD = {
        {"shortcuts.board.cursor", "← ↑ → ↓"},
        {"shortcuts.board.activate", "@shortcuts.key.enterSpace"},
        {"shortcuts.board.cancel", "Esc"},
        {"shortcuts.board.whyNot", "Alt+drag / Alt+click / Alt+Enter"},
    };

    /** Keys the stepper hears (StepperView#shortcut): with no modifier and no text field focused; the dividers' with theirs. */
    private static final String[][] STEPPER = {
        {"shortcuts.stepper.first", "Home"},
        {"shortcuts.stepper.back", "←"},
        {"shortcuts.stepper.play", "@shortcuts.key.space"},
        {"shortcuts.stepper.next", "→"},
        {"shortcuts.stepper.last", "End"},
        {"shortcuts.stepper.cutoff", "C"},
        {"shortcuts.stepper.out", "O"},
        {"shortcuts.stepper.over", "S"},
        {"shortcuts.stepper.record", "R"},
        {"shortcuts.stepper.divider", "Ctrl+Alt+↑ / ↓"},
        {"shortcuts.stepper.dividerLast", "Ctrl+Alt+Shift+↑ / ↓"},
    };

    public ShortcutsDialog(Window owner, Localization l10n, ActionRegistry registry, String stylesheet) {
        if (owner != null) {
            initOwner(owner);
        }
        setTitle(Mnemonics.strip(l10n.get("menu.help.shortcuts")));
        setHeaderText(l10n.get("shortcuts.header"));
        FontIcon icon = new FontIcon("mdi2k-keyboard-outline");
        icon.getStyleClass().add("dialog-icon");
        setGraphic(icon);
        setResizable(true);
        getDialogPane().setId("shortcuts-dialog");
        if (stylesheet != null) {
            getDialogPane().getStylesheets().add(stylesheet);
        }
        getDialogPane().getButtonTypes().add(ButtonType.OK); // one button: Enter and Escape both close

        TableView<Row> table = new TableView<>();
        table.setId("shortcuts-table");
        TableColumn<Row, String> where = column(l10n.get("shortcuts.column.where"), Row::where, 150);
        where.setCellFactory(c -> new GroupCell());
        table.getColumns().add(where);
        table.getColumns().add(column(l10n.get("shortcuts.column.command"), Row::command, 300));
        table.getColumns().add(column(l10n.get("shortcuts.column.keys"), Row::keys, 150));
        table.getItems().setAll(rows(l10n, registry));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.setPrefSize(660, 520);
        getDialogPane().setContent(table);
        DialogButtons.localize(getDialogPane(), l10n);
    }

    /** The list: the registry's commands in their order, blind mode, then the board's and the stepper's keys. */
    public static List<Row> rows(Localization l10n, ActionRegistry registry) {
        List<Row> rows = new ArrayList<>();
        String commands = l10n.get("shortcuts.group.commands");
        for (StandardAction action : registry.actions()) {
            rows.add(new Row(commands, Mnemonics.strip(l10n.get(action.textKey())), ActionFactory.shortcutText(action)));
        }
        rows.add(new Row(commands, l10n.get("board.menu.blind"), AppearanceMenu.BLIND_SHORTCUT.getDisplayText()));
        // View → Panels: the analysis tabs on Shortcut+1 … Shortcut+0 (PanelMenu)
        rows.add(new Row(commands, l10n.get("shortcuts.panels"), digitKey(javafx.scene.input.KeyCode.DIGIT1).getDisplayText()
                + " … " + digitKey(javafx.scene.input.KeyCode.DIGIT0).getDisplayText()));
        add(rows, l10n, "shortcuts.group.board", BOARD);
        add(rows, l10n, "shortcuts.group.stepper", STEPPER);
        return rows;
    }

    private static javafx.scene.input.KeyCombination digitKey(javafx.scene.input.KeyCode digit) {
        return new javafx.scene.input.KeyCodeCombination(digit, javafx.scene.input.KeyCombination.SHORTCUT_DOWN);
    }

    private static void add(List<Row> rows, Localization l10n, String groupKey, String[][] table) {
        String group = l10n.get(groupKey);
        for (String[] each : table) {
            // "@key": a key name that has a word for it in the language (Space, 空格)
            String keys = each[1].startsWith("@") ? l10n.get(each[1].substring(1)) : each[1];
            rows.add(new Row(group, l10n.get(each[0]), keys));
        }
    }

    /** The part of the window, written on the first row of its group only, so the groups stand out. */
    private static final class GroupCell extends javafx.scene.control.TableCell<Row, String> {

        @Override
        protected void updateItem(String item, boolean empty) {
            super.updateItem(item, empty);
            boolean first = getIndex() <= 0 || getTableView() == null || getIndex() >= getTableView().getItems().size()
                    || !getTableView().getItems().get(getIndex() - 1).where().equals(item);
            setText(empty || item == null || !first ? null : item);
        }
    }

    private static TableColumn<Row, String> column(String title, java.util.function.Function<Row, String> value,
                                                   double width) {
        TableColumn<Row, String> column = new TableColumn<>(title);
        column.setCellValueFactory(c -> new ReadOnlyStringWrapper(value.apply(c.getValue())));
        column.setPrefWidth(width);
        column.setSortable(false);
        return column;
    }
}
