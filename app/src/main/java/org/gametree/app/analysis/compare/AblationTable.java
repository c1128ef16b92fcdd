package org.gametree.app.analysis.compare;

import java.util.function.Function;

import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;

import org.gametree.app.analysis.chart.FigureFormat;
import org.gametree.app.i18n.Localization;

/**
 * The ablation's results: the preset as it is, then one row per switch turned off, with the
 * positions visited (and their ratio to the preset's), the time, the depth reached, the best move
 * and whether it changed, and the value. Rows whose best move changed carry the style class
 * {@code changed}; rows not searched as asked (cancelled) {@code unfinished}. Columns are the
 * same as the CSV and Markdown exports ({@code Ablation.HEADER}, the switch folded into the name).
 */
final class AblationTable extends TableView<AblationRow> {

    /** The column keys, in order; ids are {@code compare-ablation-column-<key>}, texts {@code compare.ablation.column.<key>}. */
    static final java.util.List<String> KEYS = java.util.List.of("search", "positions", "vsBaseline", "millis", "depth",
            "bestMove", "bestMoveChanged", "value");

    private final CompareViewModel model;
    private final Localization l10n;
    private final FigureFormat format;

    AblationTable(CompareViewModel model) {
        super(model.ablationRows());
        this.model = model;
        this.l10n = model.context().l10n();
        this.format = new FigureFormat(l10n);
        setId("compare-ablation-table");
        getStyleClass().addAll("compare-table", "compare-ablation-table");
        setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY);
        Label empty = new Label();
        empty.textProperty().bind(l10n.text("compare.ablation.empty"));
        empty.setWrapText(true);
        setPlaceholder(empty);
        for (String key : KEYS) {
            getColumns().add(column(key, row -> text(key, row), !key.equals("search") && !key.equals("bestMove")));
        }
        setRowFactory(t -> new StyledRow());
        model.context().notationProperty().addListener((obs, old, now) -> refresh());
        model.context().scorePerspectiveProperty().addListener((obs, old, now) -> refresh());
        l10n.languageProperty().addListener((obs, old, now) -> refresh());
    }

    private String text(String key, AblationRow row) {
        if (key.equals("search")) {
            return model.ablationName(row);
        }
        if (!row.searched()) {
            return "";
        }
        return switch (key) {
            case "positions" -> format.count(row.result().statistics().totalNodes());
            case "vsBaseline" -> Double.isNaN(row.nodeRatio()) ? FigureFormat.NONE
                    : "\u00d7" + String.format(l10n.getLanguage().locale(), "%.2f", row.nodeRatio());
            case "millis" -> format.count(row.result().statistics().millis());
            case "depth" -> row.result().depth() == 0 ? FigureFormat.NONE : Integer.toString(row.result().depth());
            case "bestMove" -> model.ablationMove(row);
            case "bestMoveChanged" -> row.bestMoveChanged() ? l10n.get("compare.ablation.changed") : "";
            case "value" -> model.ablationValue(row);
            default -> "";
        };
    }

    private TableColumn<AblationRow, String> column(String key, Function<AblationRow, String> text, boolean numeric) {
        TableColumn<AblationRow, String> column = new TableColumn<>();
        column.setId("compare-ablation-column-" + key);
        Label header = new Label();
        header.textProperty().bind(l10n.text("compare.ablation.column." + key));
        Tooltip tip = new Tooltip();
        tip.textProperty().bind(l10n.text("compare.ablation.column." + key + ".tooltip"));
        tip.setWrapText(true);
        tip.setMaxWidth(360);
        header.setTooltip(tip);
        column.setGraphic(header);
        column.setUserData(key);
        column.setSortable(false); // the preset first, then the switches in their order
        column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(cell.getValue() == null ? "" : text.apply(cell.getValue())));
        if (numeric) {
            column.getStyleClass().add("numeric");
        }
        // wide enough for the header's whole text in the font the header really uses (CJK glyphs are wider)
        double base = key.equals("search") ? 260 : 80;
        Runnable fit = () -> {
            javafx.scene.text.Text probe = new javafx.scene.text.Text(header.getText() == null ? "" : header.getText());
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

    private final class StyledRow extends TableRow<AblationRow> {
        @Override
        protected void updateItem(AblationRow row, boolean empty) {
            super.updateItem(row, empty);
            getStyleClass().removeAll("changed", "unfinished", "baseline");
            if (empty || row == null) {
                setTooltip(null);
                return;
            }
            if (row.bestMoveChanged()) {
                getStyleClass().add("changed");
            }
            if (!row.complete()) {
                getStyleClass().add("unfinished");
            }
            if (row.isBaseline()) {
                getStyleClass().add("baseline");
            }
            String name = model.ablationName(row);
            setTooltip(new Tooltip(!row.searched() ? l10n.get("compare.ablation.row.notSearched", name)
                    : row.bestMoveChanged() ? l10n.get("compare.ablation.row.changed", name, model.ablationMove(row))
                    : l10n.get("compare.ablation.row.same", name)));
        }
    }
}
