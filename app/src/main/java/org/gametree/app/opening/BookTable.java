package org.gametree.app.opening;

import java.util.function.Function;
import java.util.function.IntPredicate;

import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.Tooltip;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.cell.TextFieldTableCell;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.util.StringConverter;

import org.gametree.app.i18n.Localization;

/**
 * The book moves of the position: move, weight, games, wins, draws, losses (of the side to
 * move, with their share of the games), and the opening the move leads to. A click (a double
 * click while editing, so a weight can be clicked into) or Enter plays the row's move; while
 * editing, the weight is typed (F2 or a click starts it), Delete removes the row and Ctrl+Z
 * undoes the last edit of the book.
 */
final class BookTable extends TableView<BookRow> {

    private static final KeyCombination UNDO = new KeyCodeCombination(KeyCode.Z, KeyCombination.SHORTCUT_DOWN);

    private final OpeningBookModel model;
    private final IntPredicate play;

    BookTable(OpeningBookModel model, Localization l10n, IntPredicate play) {
        super(model.rows());
        this.model = model;
        this.play = play;
        setId("opening-table");
        editableProperty().bind(model.editingProperty());
        setColumnResizePolicy(CONSTRAINED_RESIZE_POLICY);
        Label empty = new Label();
        empty.textProperty().bind(Bindings.when(model.fitsProperty())
                .then(l10n.text("opening.table.empty")).otherwise(l10n.text("opening.table.otherSize")));
        setPlaceholder(empty);

        getColumns().add(column(l10n, "opening.column.move", "opening-column-move", 64, BookRow::name));
        getColumns().add(weightColumn(l10n));
        getColumns().add(column(l10n, "opening.column.games", "opening-column-games", 56, r -> Integer.toString(r.games())));
        getColumns().add(column(l10n, "opening.column.wins", "opening-column-wins", 50,
                r -> BookRow.withShare(r.stats().wins(), r.games())));
        getColumns().add(column(l10n, "opening.column.draws", "opening-column-draws", 54,
                r -> BookRow.withShare(r.stats().draws(), r.games())));
        getColumns().add(column(l10n, "opening.column.losses", "opening-column-losses", 58,
                r -> BookRow.withShare(r.stats().losses(), r.games())));
        TableColumn<BookRow, String> opening = column(l10n, "opening.column.opening", "opening-column-opening", 100,
                BookRow::opening);
        opening.setPrefWidth(220);
        getColumns().add(opening);
        // the names are the longest text: the other columns grow only a little, the spare width goes to the names
        for (TableColumn<BookRow, ?> c : getColumns()) {
            if (c == opening) {
                continue;
            }
            c.setMaxWidth(c.getMinWidth() + (c == getColumns().get(0) ? 40 : 16));
        }

        setRowFactory(table -> {
            TableRow<BookRow> row = new TableRow<>();
            row.setOnMouseClicked(e -> {
                boolean clicks = e.getClickCount() >= (model.editingProperty().get() ? 2 : 1);
                if (e.getButton() == MouseButton.PRIMARY && clicks && !row.isEmpty() && getEditingCell() == null) {
                    play.test(row.getItem().move());
                }
            });
            return row;
        });
        addEventHandler(KeyEvent.KEY_PRESSED, this::key);
    }

    private void key(KeyEvent e) {
        BookRow selected = getSelectionModel().getSelectedItem();
        if (getEditingCell() != null) {
            return; // the weight being typed has the keys
        }
        if (e.getCode() == KeyCode.ENTER && selected != null) {
            play.test(selected.move());
        } else if ((e.getCode() == KeyCode.DELETE || e.getCode() == KeyCode.BACK_SPACE)
                && model.editingProperty().get() && selected != null) {
            int index = getSelectionModel().getSelectedIndex();
            model.delete(selected);
            getSelectionModel().select(Math.min(index, getItems().size() - 1));
        } else if (UNDO.match(e)) {
            model.undo(); // the book's undo, not the game's: consumed before the menu's shortcut sees it
        } else {
            return;
        }
        e.consume();
    }

    private TableColumn<BookRow, Integer> weightColumn(Localization l10n) {
        TableColumn<BookRow, Integer> weight = new TableColumn<>();
        weight.textProperty().bind(l10n.text("opening.column.weight"));
        weight.setId("opening-column-weight");
        weight.setPrefWidth(58);
        weight.setMinWidth(58);
        weight.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().weight()));
        weight.setCellFactory(TextFieldTableCell.forTableColumn(new StringConverter<>() {
            @Override
            public String toString(Integer value) {
                return value == null ? "" : value.toString();
            }

            @Override
            public Integer fromString(String text) {
                try {
                    long typed = Long.parseLong(text.trim());
                    return (int) Math.max(0, Math.min(OpeningBookModel.MAX_WEIGHT, typed));
                } catch (NumberFormatException e) {
                    return null; // not a number: the weight stays
                }
            }
        }));
        weight.setOnEditCommit(e -> {
            if (e.getNewValue() != null) {
                int move = e.getRowValue().move();
                model.reweight(e.getRowValue(), e.getNewValue());
                selectMove(move); // the rows are re-sorted by weight: keep the same move selected
            }
        });
        return weight;
    }

    private void selectMove(int move) {
        for (int i = 0; i < getItems().size(); i++) {
            if (getItems().get(i).move() == move) {
                getSelectionModel().select(i);
                return;
            }
        }
    }

    private static TableColumn<BookRow, String> column(Localization l10n, String key, String id, double width,
                                                       Function<BookRow, String> value) {
        TableColumn<BookRow, String> column = new TableColumn<>();
        column.textProperty().bind(l10n.text(key));
        column.setId(id);
        column.setPrefWidth(width);
        column.setEditable(false);
        column.setMinWidth(width);
        column.setCellValueFactory(c -> new ReadOnlyStringWrapper(value.apply(c.getValue())));
        column.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                boolean none = empty || item == null || item.isEmpty();
                setText(empty ? null : item);
                // a long opening name may be cut in a narrow panel: the whole of it is a hover away
                setTooltip(none ? null : new Tooltip(item));
            }
        });
        return column;
    }
}
