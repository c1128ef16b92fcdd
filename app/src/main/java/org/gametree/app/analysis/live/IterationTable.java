package org.gametree.app.analysis.live;

import java.util.function.Function;

import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;

import org.gametree.app.i18n.Localization;

/** The completed iterations: depth, score, nodes, time, effective branching factor and PV. */
final class IterationTable extends TableView<IterationRow> {

    private final Localization l10n;
    private final LiveFormat format;

    IterationTable(LiveSearchViewModel model) {
        super(model.iterations());
        this.l10n = model.context().l10n();
        this.format = new LiveFormat(l10n);
        setId("live-iterations");
        Label empty = new Label();
        empty.textProperty().bind(l10n.text("live.iterations.empty"));
        setPlaceholder(empty);
        setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_LAST_COLUMN);

        TableColumn<IterationRow, Integer> depth = new TableColumn<>();
        depth.textProperty().bind(l10n.text("live.column.depth"));
        depth.setCellValueFactory(row -> new ReadOnlyObjectWrapper<>(row.getValue().depth()));
        depth.setPrefWidth(50);
        depth.setStyle("-fx-alignment: CENTER-RIGHT;");

        getColumns().add(depth);
        getColumns().add(column("live.column.score", 90, r -> model.formatScore(r.value())));
        getColumns().add(column("live.column.nodes", 100, r -> format.count(r.nodes())));
        getColumns().add(column("live.column.time", 70, r -> format.count(r.millis())));
        getColumns().add(column("live.column.ebf", 60, r -> format.branching(r.branchingFactor())));
        TableColumn<IterationRow, String> pv = column("live.column.pv", 260, IterationRow::pv);
        pv.setStyle("-fx-alignment: CENTER-LEFT;");
        getColumns().add(pv);
        // Text the formats make in the current language: redraw the cells when it changes.
        l10n.languageProperty().addListener((o, before, now) -> refresh());
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
        column.setPrefWidth(width);
        column.setStyle("-fx-alignment: CENTER-RIGHT;");
        column.setSortable(false);
        return column;
    }
}
