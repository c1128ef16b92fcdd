package org.gametree.app.analysis.whynot;

import java.util.function.IntConsumer;

import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.FlowPane;

/**
 * One line of the answer as a row of move labels. Hovering a move (or focusing it with Tab, or
 * clicking it, or Enter) shows the position after it on the board; leaving it shows the game.
 */
final class LineBar extends FlowPane {

    private final ObservableList<String> names;
    private final IntConsumer preview;
    private final Runnable clear;
    private final Tooltip tip;
    private final String idPrefix;

    LineBar(String id, ObservableList<String> names, IntConsumer preview, Runnable clear, Tooltip tip) {
        this.names = names;
        this.preview = preview;
        this.clear = clear;
        this.tip = tip;
        this.idPrefix = id + "-";
        setId(id);
        getStyleClass().add("whynot-line");
        setHgap(6);
        setVgap(4);
        names.addListener((ListChangeListener<String>) change -> rebuild());
        rebuild();
    }

    private void rebuild() {
        clear.run(); // the hovered label is about to go
        getChildren().clear();
        for (int i = 0; i < names.size(); i++) {
            getChildren().add(move(i, names.get(i)));
        }
    }

    private Label move(int index, String name) {
        Label move = new Label(name);
        move.setId(idPrefix + index);
        move.getStyleClass().add("whynot-move");
        move.setFocusTraversable(true);
        move.setTooltip(tip);
        move.setOnMouseEntered(e -> preview.accept(index));
        move.setOnMouseExited(e -> clear.run());
        move.setOnMouseClicked(e -> {
            move.requestFocus();
            preview.accept(index);
        });
        move.focusedProperty().addListener((o, was, focused) -> {
            if (focused) {
                preview.accept(index);
            } else {
                clear.run();
            }
        });
        move.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER || e.getCode() == KeyCode.SPACE) {
                preview.accept(index);
                e.consume();
            }
        });
        return move;
    }
}
