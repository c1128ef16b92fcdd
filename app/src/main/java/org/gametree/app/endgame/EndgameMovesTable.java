package org.gametree.app.endgame;

import javafx.beans.binding.Bindings;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;

import org.gametree.app.i18n.Localization;
import org.gametree.xiangqi.endgame.Outcome;

/**
 * The legal moves of the position with what each keeps for the side making it, best first, each
 * row tinted by its outcome (style classes {@code endgame-win}, {@code endgame-draw},
 * {@code endgame-loss}). A click on a row, or Enter on the selected one, plays the move.
 */
final class EndgameMovesTable extends TableView<MoveRow> {

    EndgameMovesTable(EndgameViewModel model, Localization l10n) {
        super(model.moves());
        setId("endgame-moves");
        getStyleClass().add("endgame-moves");
        setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        Label empty = new Label();
        empty.setWrapText(true);
        empty.textProperty().bind(l10n.text("endgame.moves.empty"));
        setPlaceholder(empty);

        TableColumn<MoveRow, String> move = new TableColumn<>();
        move.textProperty().bind(l10n.text("endgame.moves.move"));
        move.setCellValueFactory(c -> Bindings.createStringBinding(() -> c.getValue().name()));
        move.setPrefWidth(110);
        move.setSortable(false);

        TableColumn<MoveRow, String> value = new TableColumn<>();
        value.textProperty().bind(l10n.text("endgame.moves.value"));
        value.setCellValueFactory(c -> Bindings.createStringBinding(
                () -> EndgameText.outcome(c.getValue().outcome()).render(l10n), l10n.languageProperty()));
        value.setPrefWidth(80);
        value.setSortable(false);

        TableColumn<MoveRow, String> plies = new TableColumn<>();
        plies.textProperty().bind(l10n.text("endgame.moves.distance"));
        plies.setCellValueFactory(c -> Bindings.createStringBinding(() -> c.getValue().outcome() == Outcome.DRAW ? "—"
                : l10n.get("endgame.moves.plies", c.getValue().distance(), EndgameText.mateIn(c.getValue().distance())),
                l10n.languageProperty()));
        plies.setPrefWidth(160);
        plies.setSortable(false);
        getColumns().add(move);
        getColumns().add(value);
        getColumns().add(plies);

        setRowFactory(t -> new OutcomeRow(model));
        setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER && getSelectionModel().getSelectedItem() != null) {
                model.play(getSelectionModel().getSelectedItem());
                e.consume();
            }
        });
    }

    /** A row tinted by the move's outcome; a click plays it. */
    private static final class OutcomeRow extends TableRow<MoveRow> {

        OutcomeRow(EndgameViewModel model) {
            setOnMouseClicked(e -> {
                if (e.getButton() == MouseButton.PRIMARY && !isEmpty() && getItem() != null) {
                    model.play(getItem());
                }
            });
        }

        @Override
        protected void updateItem(MoveRow row, boolean empty) {
            super.updateItem(row, empty);
            getStyleClass().removeAll("endgame-win", "endgame-draw", "endgame-loss");
            if (!empty && row != null) {
                getStyleClass().add("endgame-" + row.outcome().label());
            }
        }
    }
}
