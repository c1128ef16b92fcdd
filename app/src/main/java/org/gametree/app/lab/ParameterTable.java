package org.gametree.app.lab;

import javafx.beans.binding.Bindings;
import javafx.css.PseudoClass;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.cell.TextFieldTableCell;
import javafx.util.StringConverter;
import javafx.beans.value.ObservableValue;

import org.gametree.app.i18n.Localization;

/**
 * The weights as a table: name, the value a run starts from, the best found, the change and the
 * group. A changed row is highlighted (pseudo-class {@code :changed}); a parameter whose group
 * is not ticked is shown dimmed ({@code :held}), since the run keeps it at its value.
 */
final class ParameterTable extends TableView<ParameterRow> {

    private static final PseudoClass CHANGED = PseudoClass.getPseudoClass("changed");
    private static final PseudoClass HELD = PseudoClass.getPseudoClass("held");

    ParameterTable(LabViewModel model, Localization l10n) {
        super(model.rows());
        setId("lab-parameters");
        getStyleClass().add("lab-parameters");
        // names are long ("defenders.missingElephant.cannon"): the table scrolls sideways rather than cut them
        setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY);
        getColumns().add(column(l10n, "lab.table.name", 220, r -> Bindings.createObjectBinding(r::name)));
        getColumns().add(numeric(l10n, "lab.table.start", r -> r.startProperty()));
        getColumns().add(editableBest(model, l10n));
        TableColumn<ParameterRow, Object> change = numeric(l10n, "lab.table.change", r -> r.changeProperty());
        change.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(Object item, boolean empty) {
                super.updateItem(item, empty);
                int value = empty || item == null ? 0 : ((Number) item).intValue();
                setText(empty || item == null ? "" : value == 0 ? "" : String.format("%+d", value));
            }
        });
        getColumns().add(change);
        // the group last: the values and their change are what a narrow tab should show first
        getColumns().add(column(l10n, "lab.table.group", 90, r -> Bindings.createObjectBinding(r::group)));
        // typing in the best column is hand tuning: not while a run sets the values
        editableProperty().bind(model.busyBinding().not());
        setRowFactory(t -> new TableRow<>() {
            private final javafx.beans.InvalidationListener restyle = o -> restyle();

            @Override
            protected void updateItem(ParameterRow row, boolean empty) {
                ParameterRow old = getItem();
                if (old != null) {
                    old.changeProperty().removeListener(restyle);
                    old.freeProperty().removeListener(restyle);
                }
                super.updateItem(row, empty);
                if (row != null && !empty) {
                    row.changeProperty().addListener(restyle);
                    row.freeProperty().addListener(restyle);
                }
                restyle();
            }

            private void restyle() {
                ParameterRow row = isEmpty() ? null : getItem();
                pseudoClassStateChanged(CHANGED, row != null && row.changeProperty().get() != 0);
                pseudoClassStateChanged(HELD, row != null && !row.freeProperty().get());
            }
        });
    }

    /**
     * The best column, which hand tuning may also set by typing (Enter commits): a number is
     * clamped to the weight's range, anything else is refused with a word in the status.
     */
    private static TableColumn<ParameterRow, Object> editableBest(LabViewModel model, Localization l10n) {
        TableColumn<ParameterRow, Object> best = numeric(l10n, "lab.table.best", r -> r.bestProperty());
        best.setId("lab-table-best");
        best.setCellFactory(TextFieldTableCell.forTableColumn(new StringConverter<Object>() {
            @Override
            public String toString(Object value) {
                return value == null ? "" : value.toString();
            }

            @Override
            public Object fromString(String text) {
                return text; // parsed on commit, where a bad number can be told
            }
        }));
        best.setOnEditCommit(edit -> {
            ParameterRow row = edit.getRowValue();
            String text = String.valueOf(edit.getNewValue()).strip();
            try {
                int value = Integer.parseInt(text);
                edit.getTableView().getSelectionModel().select(row); // the slider shows the row typed in
                model.hand().rowProperty().set(row);
                model.hand().set(value);
            } catch (NumberFormatException e) {
                model.tell(true, "lab.hand.notANumber", text, row.name());
            }
            edit.getTableView().refresh(); // a refused or clamped value shows what the row holds
        });
        return best;
    }

    private static TableColumn<ParameterRow, Object> column(Localization l10n, String key, double width,
            java.util.function.Function<ParameterRow, ObservableValue<?>> value) {
        TableColumn<ParameterRow, Object> column = new TableColumn<>();
        column.textProperty().bind(l10n.text(key));
        column.setPrefWidth(width);
        column.setCellValueFactory(cell -> {
            @SuppressWarnings("unchecked")
            ObservableValue<Object> observable = (ObservableValue<Object>) value.apply(cell.getValue());
            return observable;
        });
        return column;
    }

    private static TableColumn<ParameterRow, Object> numeric(Localization l10n, String key,
            java.util.function.Function<ParameterRow, ObservableValue<?>> value) {
        TableColumn<ParameterRow, Object> column = column(l10n, key, 64, value);
        column.getStyleClass().add("numeric");
        return column;
    }
}
