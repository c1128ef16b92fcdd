package org.gametree.app.analysis.compare;

import java.util.function.Function;

import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.text.Text;

import org.gametree.app.analysis.chart.FigureFormat;
import org.gametree.app.i18n.Localization;
import org.gametree.core.report.ComparisonColumn;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The results table: one row per algorithm; one column per {@link ComparisonColumn} — the same
 * columns, in the same order, as the CSV and Markdown exports and the {@code compare} command —
 * then the check column. Each header explains its column in a tooltip. Exact rows whose value
 * disagrees are flagged (style class {@code flagged}, an alert icon, a tooltip that says against
 * which row); unfinished rows (cancelled) are greyed ({@code unfinished}); rows not expected to
 * agree (MCTS, presets that change the tree) carry {@code inexact} and say so.
 */
final class CompareTable extends TableView<CompareRow> {

    private final CompareViewModel model;
    private final Localization l10n;
    private final FigureFormat format;

    CompareTable(CompareViewModel model) {
        super(model.rows());
        this.model = model;
        this.l10n = model.context().l10n();
        this.format = new FigureFormat(l10n);
        setId("compare-table");
        getStyleClass().add("compare-table");
        setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY);
        Label empty = new Label();
        empty.textProperty().bind(l10n.text("compare.table.empty"));
        setPlaceholder(empty);

        for (ComparisonColumn column : ComparisonColumn.values()) {
            TableColumn<CompareRow, String> shown = column(column.key(), r -> text(column, r),
                    column.kind() != ComparisonColumn.Kind.TEXT && column.kind() != ComparisonColumn.Kind.MOVE);
            if (column == ComparisonColumn.NAME) {
                shown.setCellFactory(c -> new NameCell());
            }
            getColumns().add(shown);
        }
        getColumns().add(column(ComparisonExport.CHECK, r -> l10n.get("compare.check." + r.check().token()), false));

        setRowFactory(t -> new StyledRow());
        // Move names follow the notation, values the score setting, the rest the language: computed when drawn.
        model.context().notationProperty().addListener((obs, old, now) -> refresh());
        model.context().scorePerspectiveProperty().addListener((obs, old, now) -> refresh());
        l10n.languageProperty().addListener((obs, old, now) -> refresh());
    }

    /** What a cell of {@code column} shows for a row. */
    private String text(ComparisonColumn column, CompareRow row) {
        if (row.external() && !ExternalCompare.KNOWN.contains(column)) {
            return FigureFormat.NONE; // an external engine does not count interior nodes, cutoffs, probes …
        }
        double number = column.number(row.result());
        return switch (column.kind()) {
            case TEXT -> row.name();
            case MOVE -> model.moveName(row);
            case VALUE -> model.valueText(row);
            case COUNT -> format.count((long) number);
            case RATE -> format.percent(number);
            case FACTOR -> format.branching(number);
        };
    }

    /**
     * A text column; {@code key} is its export header, its id is {@code compare-column-<key>}, its
     * header text and tooltip come from {@code compare.column.<key>} and {@code ….tooltip}.
     */
    private TableColumn<CompareRow, String> column(String key, Function<CompareRow, String> text, boolean numeric) {
        TableColumn<CompareRow, String> column = new TableColumn<>();
        column.setId("compare-column-" + key);
        Label header = new Label();
        header.textProperty().bind(l10n.text("compare.column." + key));
        header.getStyleClass().add("compare-column-header");
        Tooltip tip = new Tooltip();
        tip.textProperty().bind(l10n.text("compare.column." + key + ".tooltip"));
        tip.setWrapText(true);
        tip.setMaxWidth(360);
        header.setTooltip(tip);
        column.setGraphic(header);
        column.setUserData(key);
        column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(cell.getValue() == null ? "" : text.apply(cell.getValue())));
        column.setSortable(true);
        if (numeric) {
            column.getStyleClass().add("numeric");
            column.setComparator((a, b) -> Double.compare(sortKey(a), sortKey(b)));
        }
        // Wide enough for the header's whole text in the font the header really uses (known once
        // the style sheet is applied; CJK glyphs are wider than a default-font estimate).
        double base = "compare-column-name".equals(column.getId()) ? 150 : 80;
        Runnable fit = () -> {
            Text probe = new Text(header.getText() == null ? "" : header.getText());
            probe.setFont(header.getFont());
            double width = Math.ceil(probe.getLayoutBounds().getWidth()) + 28;
            column.setMinWidth(width);
            column.setPrefWidth(Math.max(width, Math.max(base, column.getPrefWidth())));
        };
        header.textProperty().addListener((o, before, now) -> fit.run());
        header.fontProperty().addListener((o, before, now) -> fit.run());
        fit.run();
        return column;
    }

    private double sortKey(String text) {
        double value = format.parse(text);
        return Double.isNaN(value) ? Double.NEGATIVE_INFINITY : value;
    }

    /** What the row's tooltip and flag say. */
    private String explanation(CompareRow row) {
        if (row.external()) {
            return l10n.get(row.finished() ? "compare.row.external" : "compare.row.unfinished", row.name());
        }
        if (!row.finished()) {
            return l10n.get("compare.row.unfinished", row.name());
        }
        if (row.flagged()) {
            return l10n.get("compare.row.flagged", row.name(), model.valueText(row), row.reference(),
                    model.valueText(row.referenceValue()));
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
