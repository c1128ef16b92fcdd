package org.gametree.app.analysis.live;

import java.util.function.Function;

import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;

import org.gametree.app.i18n.Localization;

/**
 * The MultiPV lines: rank, score (as the score setting shows it), depth and the line, best first,
 * updated as the search runs. Each move of a line is a label: hovering it shows the position
 * after the line up to it, clicking it plays the line up to it in the game (as the PV bar does).
 * Enter plays the selected line's first move; right-click or the menu key opens the
 * {@link LineMenu} of the selected line. Id {@code live-lines}; a move's label is
 * {@code live-line-<rank>-<index>} (from 1 and 0).
 */
final class LinesTable extends TableView<LineRow> {

    private final LiveSearchViewModel model;
    private final Localization l10n;

    LinesTable(LiveSearchViewModel model) {
        super(model.lines());
        this.model = model;
        this.l10n = model.context().l10n();
        setId("live-lines");
        Label empty = new Label();
        empty.textProperty().bind(l10n.text("live.lines.empty"));
        setPlaceholder(empty);
        setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_LAST_COLUMN);

        TableColumn<LineRow, Integer> rank = new TableColumn<>("#");
        rank.setCellValueFactory(row -> new ReadOnlyObjectWrapper<>(row.getValue().rank()));
        rank.setStyle("-fx-alignment: CENTER-RIGHT;");
        rank.setPrefWidth(34);
        rank.setMinWidth(30);
        rank.setSortable(false);
        getColumns().add(rank);
        getColumns().add(column("live.column.score", 80, LineRow::scoreText));
        getColumns().add(column("live.column.depth", 52, r -> Integer.toString(r.depth())));

        TableColumn<LineRow, LineRow> line = new TableColumn<>();
        line.textProperty().bind(l10n.text("live.lines.line"));
        line.setCellValueFactory(row -> new ReadOnlyObjectWrapper<>(row.getValue()));
        line.setCellFactory(c -> new MovesCell());
        line.setSortable(false);
        line.setPrefWidth(220);
        getColumns().add(line);

        setContextMenu(LineMenu.create(model,
                () -> getSelectionModel().getSelectedItem() == null ? null : getSelectionModel().getSelectedItem().moves()));
        setOnKeyPressed(e -> {
            LineRow selected = getSelectionModel().getSelectedItem();
            if (e.getCode() == KeyCode.ENTER && selected != null) {
                model.playLine(selected.moves(), 0);
                e.consume();
            }
        });
        Tooltip tip = new Tooltip();
        tip.textProperty().bind(l10n.text("live.lines.tooltip"));
        setTooltip(tip);
    }

    private TableColumn<LineRow, String> column(String key, double width, Function<LineRow, String> text) {
        TableColumn<LineRow, String> column = new TableColumn<>();
        column.textProperty().bind(l10n.text(key));
        column.setCellValueFactory(row -> new ReadOnlyStringWrapper(text.apply(row.getValue())));
        column.setStyle("-fx-alignment: CENTER-RIGHT;");
        column.setPrefWidth(width);
        column.setMinWidth(width * 0.75);
        column.setSortable(false);
        return column;
    }

    /** A line as a row of move labels: hover previews, click plays up to the move. */
    private final class MovesCell extends TableCell<LineRow, LineRow> {

        @Override
        protected void updateItem(LineRow row, boolean empty) {
            super.updateItem(row, empty);
            setText(null);
            if (empty || row == null) {
                setGraphic(null);
                return;
            }
            HBox moves = new HBox(5);
            moves.setAlignment(Pos.CENTER_LEFT);
            for (int i = 0; i < row.names().size(); i++) {
                int index = i;
                Label move = new Label(row.names().get(i));
                move.setId("live-line-" + row.rank() + "-" + i);
                move.getStyleClass().add("live-pv-move");
                // whole moves: a long line runs past the cell's edge rather than every move
                // shrinking to "…"
                move.setMinWidth(Region.USE_PREF_SIZE);
                move.setOnMouseEntered(e -> model.previewLine(row.moves(), index));
                move.setOnMouseExited(e -> model.clearPreview());
                move.setOnMouseClicked(e -> {
                    if (e.getButton() == MouseButton.PRIMARY) {
                        model.playLine(row.moves(), index);
                        e.consume();
                    }
                });
                moves.getChildren().add(move);
            }
            setGraphic(moves);
        }
    }
}
