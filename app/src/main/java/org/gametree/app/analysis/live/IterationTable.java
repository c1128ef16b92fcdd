package org.gametree.app.analysis.live;

import java.util.function.Function;

import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;

import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;

import org.gametree.app.analysis.chart.FigureFormat;
import org.gametree.app.i18n.Localization;

/** The completed iterations: depth, score, nodes, time, effective branching factor and PV. */
final class IterationTable extends TableView<IterationRow> {

    private final Localization l10n;
    private final FigureFormat format;

    IterationTable(LiveSearchViewModel model) {
        super(model.iterations());
        this.l10n = model.context().l10n();
        this.format = new FigureFormat(l10n);
        setId("live-iterations");
        Label empty = new Label();
        empty.textProperty().bind(l10n.text("live.iterations.empty"));
        setPlaceholder(empty);
        setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_LAST_COLUMN);

        TableColumn<IterationRow, Integer> depth = new TableColumn<>();
        depth.textProperty().bind(l10n.text("live.column.depth"));
        depth.setCellValueFactory(row -> new ReadOnlyObjectWrapper<>(row.getValue().depth()));
        depth.setStyle("-fx-alignment: CENTER-RIGHT;");
        fitHeader(depth, 40);

        getColumns().add(depth);
        getColumns().add(column("live.column.score", 80, r -> model.formatScore(r.value())));
        getColumns().add(column("live.column.nodes", 90, r -> format.count(r.nodes())));
        getColumns().add(column("live.column.time", 60, r -> format.count(r.millis())));
        getColumns().add(column("live.column.ebf", 50, r -> format.branching(r.branchingFactor())));
        TableColumn<IterationRow, String> pv = column("live.column.pv", 160, IterationRow::pv);
        pv.setStyle("-fx-alignment: CENTER-LEFT;");
        pv.setCellFactory(c -> new TableCell<>() { // a long line is cut in the cell: the tooltip has all of it
            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item);
                setTooltip(empty || item == null || item.isEmpty() ? null : new Tooltip(item));
            }
        });
        getColumns().add(pv);
        // Text the formats make in the current language and the score setting: redraw the cells when they change.
        l10n.languageProperty().addListener((o, before, now) -> {
            refresh();
            getColumns().forEach(c -> fitHeader(c, c.getPrefWidth()));
        });
        model.context().scorePerspectiveProperty().addListener((o, before, now) -> refresh());
    }

    /** At least as wide as the header's whole text ("Time (ms)", never "Time…"). */
    private static void fitHeader(TableColumn<IterationRow, ?> column, double width) {
        Text probe = new Text(column.getText() == null ? "" : column.getText());
        probe.setFont(Font.font(Font.getDefault().getFamily(), FontWeight.BOLD, Font.getDefault().getSize()));
        double needed = Math.ceil(probe.getLayoutBounds().getWidth()) + 24;
        column.setMinWidth(needed);
        column.setPrefWidth(Math.max(needed, width));
    }

    /** A right-aligned text column; the text is the formatted row, recomputed when a cell is drawn. */
    private TableColumn<IterationRow, String> column(String key, double width, Function<IterationRow, String> text) {
        TableColumn<IterationRow, String> column = new TableColumn<>();
        column.textProperty().bind(l10n.text(key));
        column.setCellValueFactory(row -> new ReadOnlyStringWrapper(text.apply(row.getValue())));
        column.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item);
            }
        });
        column.setStyle("-fx-alignment: CENTER-RIGHT;");
        fitHeader(column, width);
        column.setSortable(false);
        return column;
    }
}
