package org.gametree.app.analysis.live;

import javafx.collections.ListChangeListener;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.FlowPane;

import org.gametree.app.i18n.Localization;

/**
 * The principal variation as a row of move labels. Hovering a move (or focusing it with Tab)
 * shows the position after the line up to and including that move on the board; leaving it
 * (or moving the focus away) shows the game again. Clicking it (or Enter) plays the line up to
 * it in the game, when the game is still at the searched position. Right-click (or the menu
 * key) copies the line ({@link LineMenu}).
 */
final class PvBar extends FlowPane {

    private final LiveSearchViewModel model;
    private final Localization l10n;
    private final Tooltip tip = new Tooltip();

    PvBar(LiveSearchViewModel model) {
        this.model = model;
        this.l10n = model.context().l10n();
        setId("live-pv");
        getStyleClass().add("live-pv");
        setHgap(6);
        setVgap(4);
        tip.textProperty().bind(l10n.text("live.pv.tooltip"));
        javafx.scene.control.ContextMenu menu = LineMenu.create(model, () -> model.pvProperty().get());
        setOnContextMenuRequested(e -> {
            menu.show(this, e.getScreenX(), e.getScreenY());
            e.consume();
        });
        model.pvNames().addListener((ListChangeListener<String>) change -> rebuild());
        rebuild();
    }

    private void rebuild() {
        model.clearPreview(); // the hovered label is about to go
        getChildren().clear();
        if (model.pvNames().isEmpty()) {
            Label none = new Label();
            none.textProperty().bind(l10n.text("live.pv.none"));
            none.getStyleClass().add("live-pv-none");
            getChildren().add(none);
            return;
        }
        for (int i = 0; i < model.pvNames().size(); i++) {
            getChildren().add(move(i, model.pvNames().get(i)));
        }
    }

    private Label move(int index, String name) {
        Label move = new Label(name);
        move.setId("live-pv-" + index);
        move.getStyleClass().add("live-pv-move");
        move.setFocusTraversable(true);
        move.setTooltip(tip);
        move.setOnMouseEntered(e -> model.previewPv(index));
        move.setOnMouseExited(e -> model.clearPreview());
        move.setOnMouseClicked(e -> {
            if (e.getButton() == javafx.scene.input.MouseButton.PRIMARY) {
                model.playPv(index);
            }
        });
        move.focusedProperty().addListener((o, was, focused) -> {
            if (focused) {
                model.previewPv(index);
            } else {
                model.clearPreview();
            }
        });
        move.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER || e.getCode() == KeyCode.SPACE) {
                model.playPv(index);
                e.consume();
            }
        });
        return move;
    }
}
