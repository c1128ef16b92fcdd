package org.gametree.app.analysis.compare;

import java.util.Locale;
import java.util.function.Function;

import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ObservableValue;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;

import org.gametree.app.i18n.Localization;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The results table: one row per algorithm, the counters of its search, and a flag on exact
 * rows whose value disagrees (style class {@code flagged}, an alert icon, a tooltip that says
 * against which row). Unfinished rows (cancelled) are greyed ({@code unfinished}); rows not
 * expected to agree (MCTS, presets that change the tree) carry {@code inexact} and say so.
 */
final class CompareTable extends TableView<CompareRow> {

    private final CompareViewModel model;
    private final Localization l10n;

    CompareTable(CompareViewModel model) {
        super(model.rows());
        this.model = model;
        this.l10n = model.context().l10n();
        setId("compare-table");
        getStyleClass().add("compare-table");
        setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY);
        setPlaceholder(new javafx.scene.control.Label());
        ((javafx.scene.control.Label) getPlaceholder()).textProperty().bind(l10n.text("compare.table.empty"));

        TableColumn<CompareRow, String> name = column("algorithm", "compare.column.algorithm", CompareRow::name, false);
        name.setCellFactory(c -> new NameCell());
        name.setPrefWidth(150);
        getColumns().add(name);
        getColumns().add(column("value", "compare.column.value", r -> Integer.toString(r.value()), true));
        getColumns().add(column("best-move", "compare.column.bestMove", model::moveName, false));
        // every position visited (what the chart and nodes/s count), then the book's split of it
        getColumns().add(column("visited", "compare.column.visited", r -> count(r.statistics().totalNodes()), true));
        getColumns().add(column("nodes", "compare.column.nodes", r -> count(r.statistics().nodes()), true));
        getColumns().get(getColumns().size() - 1).setPrefWidth(110);
        getColumns().add(column("leaves", "compare.column.leaves", r -> count(r.statistics().leaves()), true));
        getColumns().add(column("evaluations", "compare.column.evaluations", r -> count(r.statistics().evaluations()), true));
        getColumns().get(getColumns().size() - 1).setPrefWidth(105);
        getColumns().add(column("cutoffs", "compare.column.cutoffs", r -> count(r.statistics().cutoffs()), true));
        getColumns().add(column("first-cutoff", "compare.column.firstMoveCutoffRate",
                r -> percent(r.statistics().firstMoveCutoffRate()), true));
        getColumns().get(getColumns().size() - 1).setPrefWidth(150);
        getColumns().add(column("tt-hits", "compare.column.ttHits", r -> count(r.statistics().tableHits()), true));
        getColumns().add(column("researches", "compare.column.researches", r -> count(r.statistics().researches()), true));
        getColumns().get(getColumns().size() - 1).setPrefWidth(105);
        getColumns().add(column("millis", "compare.column.millis", r -> count(r.statistics().millis()), true));
        getColumns().add(column("nps", "compare.column.nps", r -> count(r.statistics().nodesPerSecond()), true));
        getColumns().add(column("ebf", "compare.column.ebf", r -> ComparisonExport.ebf(r.branchingFactor()), true));

        setRowFactory(t -> new StyledRow());
        // Move names follow the notation, tooltips the language: both are computed when drawn.
        model.context().notationProperty().addListener((obs, old, now) -> refresh());
        l10n.languageProperty().addListener((obs, old, now) -> refresh());
    }

    /** A text column whose header follows the language; {@code id} becomes {@code compare-column-<id>}. */
    private TableColumn<CompareRow, String> column(String id, String headerKey, Function<CompareRow, String> text,
                                                   boolean numeric) {
        TableColumn<CompareRow, String> column = new TableColumn<>();
        column.setId("compare-column-" + id);
        column.textProperty().bind(l10n.text(headerKey));
        column.setCellValueFactory(cell -> cellText(text, cell.getValue()));
        column.setSortable(true);
        column.setPrefWidth(numeric ? 90 : 110);
        if (numeric) {
            column.getStyleClass().add("numeric");
            column.setComparator(CompareTable::compareNumbers);
        }
        return column;
    }

    private static ObservableValue<String> cellText(Function<CompareRow, String> text, CompareRow row) {
        return new ReadOnlyStringWrapper(row == null ? "" : text.apply(row));
    }

    /** Orders the shown numbers numerically ("1 234" after "987"); blanks first. */
    private static int compareNumbers(String a, String b) {
        return Double.compare(number(a), number(b));
    }

    private static double number(String text) {
        String plain = text.replace(",", "").replace("%", "").trim();
        if (plain.isEmpty()) {
            return Double.NEGATIVE_INFINITY;
        }
        try {
            return Double.parseDouble(plain);
        } catch (NumberFormatException e) {
            return Double.NEGATIVE_INFINITY;
        }
    }

    static String count(long value) {
        return String.format(Locale.ROOT, "%,d", value);
    }

    static String percent(double rate) {
        return String.format(Locale.ROOT, "%.1f%%", rate * 100);
    }

    /** What the row's tooltip and flag say. */
    private String explanation(CompareRow row) {
        if (!row.finished()) {
            return l10n.get("compare.row.unfinished", row.name());
        }
        if (row.flagged()) {
            return l10n.get("compare.row.flagged", row.name(), Integer.toString(row.value()), row.reference(),
                    Integer.toString(row.referenceValue()));
        }
        if (!row.agreeExpected()) {
            return l10n.get(row.exact() ? "compare.row.valueChanging" : "compare.row.inexact", row.name());
        }
        return l10n.get("compare.row.agrees", row.name());
    }

    private final class NameCell extends TableCell<CompareRow, String> {
        @Override
        protected void updateItem(String item, boolean empty) {
            super.updateItem(item, empty);
            CompareRow row = empty ? null : getTableRow().getItem();
            if (row == null) {
                setText(null);
                setGraphic(null);
                setTooltip(null);
                return;
            }
            setText(item);
            if (row.flagged()) {
                FontIcon icon = new FontIcon("mdi2a-alert");
                icon.getStyleClass().add("compare-flag-icon");
                setGraphic(icon);
            } else if (!row.finished()) {
                setGraphic(new FontIcon("mdi2s-stop"));
            } else if (!row.agreeExpected()) {
                setGraphic(new FontIcon("mdi2i-information-outline"));
            } else {
                setGraphic(null);
            }
            setTooltip(new Tooltip(explanation(row)));
        }
    }

    private final class StyledRow extends TableRow<CompareRow> {
        @Override
        protected void updateItem(CompareRow row, boolean empty) {
            super.updateItem(row, empty);
            getStyleClass().removeAll("flagged", "unfinished", "inexact");
            if (empty || row == null) {
                setTooltip(null);
                return;
            }
            if (row.flagged()) {
                getStyleClass().add("flagged");
            }
            if (!row.finished()) {
                getStyleClass().add("unfinished");
            }
            if (!row.agreeExpected()) {
                getStyleClass().add("inexact");
            }
            setTooltip(new Tooltip(explanation(row)));
        }
    }
}
