package org.gametree.app.lab;

import javafx.beans.binding.Bindings;
import javafx.beans.value.ChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import org.gametree.app.i18n.Localization;
import org.gametree.core.tune.ParameterSpace;

/**
 * Under the table: the weight selected in it, a slider over its range (arrow keys move it a step),
 * and the board's evaluation and the losses with the hand-set weights. Disabled while a run goes.
 */
final class HandPanel extends VBox {

    private final HandTuning hand;
    private final Slider slider = new Slider(0, 1, 0);
    private final Label name = new Label();
    private boolean showing; // the slider is being set from the row, not by the user

    HandPanel(LabViewModel model, TableView<ParameterRow> table, Localization l10n) {
        this.hand = model.hand();
        setId("lab-hand");
        getStyleClass().add("lab-hand");
        setSpacing(3);
        setPadding(new Insets(4, 8, 4, 8));

        Label title = new Label();
        title.textProperty().bind(l10n.text("lab.hand.title"));
        title.getStyleClass().add("lab-hand-title");
        name.setId("lab-hand-name");
        slider.setId("lab-hand-slider");
        slider.setShowTickMarks(false);
        Tooltip tip = new Tooltip();
        tip.textProperty().bind(l10n.text("lab.hand.slider.tooltip"));
        tip.setWrapText(true);
        tip.setMaxWidth(420);
        slider.setTooltip(tip);
        HBox.setHgrow(slider, Priority.ALWAYS);
        slider.setMaxWidth(Double.MAX_VALUE);
        HBox line = new HBox(8, title, name, slider);
        line.setAlignment(Pos.CENTER_LEFT);

        Label evaluation = new Label();
        evaluation.setId("lab-hand-eval");
        evaluation.textProperty().bind(hand.evaluationText());
        evaluation.setWrapText(true);
        Label losses = new Label();
        losses.setId("lab-hand-loss");
        losses.textProperty().bind(hand.lossesText());
        losses.setWrapText(true);
        // the lines keep their height: the table above gives way when the pane is short
        for (Label text : new Label[] {name, evaluation, losses}) {
            text.setMinHeight(Region.USE_PREF_SIZE);
        }
        getChildren().addAll(line, evaluation, losses);

        slider.disableProperty().bind(model.busyBinding().or(hand.rowProperty().isNull()));
        table.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> hand.rowProperty().set(now));
        ChangeListener<Number> followBest = (obs, old, now) -> show(hand.rowProperty().get());
        hand.rowProperty().addListener((obs, old, now) -> {
            if (old != null) {
                old.bestProperty().removeListener(followBest);
            }
            if (now != null) {
                now.bestProperty().addListener(followBest); // a run or Load… changes it too
            }
            show(now);
        });
        slider.valueProperty().addListener((obs, old, now) -> {
            if (!showing) {
                hand.set((int) Math.round(now.doubleValue()));
            }
        });
        show(null);
    }

    private void show(ParameterRow row) {
        showing = true;
        try {
            ParameterSpace.Parameter p = row == null ? null : hand.parameter();
            if (p == null) {
                name.setText("");
                slider.setMin(0);
                slider.setMax(1);
                slider.setValue(0);
                return;
            }
            name.setText(p.name() + " (" + p.min() + " … " + p.max() + "): " + row.bestProperty().get());
            slider.setMin(p.min());
            slider.setMax(p.max());
            // the arrow keys move by the parameter's own step, as the tuners do
            slider.setBlockIncrement(Math.max(1, p.step()));
            slider.setValue(row.bestProperty().get());
        } finally {
            showing = false;
        }
    }
}
