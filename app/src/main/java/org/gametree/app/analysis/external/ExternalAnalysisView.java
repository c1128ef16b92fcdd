package org.gametree.app.analysis.external;

import java.util.List;

import javafx.beans.binding.Bindings;
import javafx.beans.property.ObjectProperty;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.Spinner;
import javafx.scene.control.SpinnerValueFactory;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import org.gametree.app.analysis.AnalysisPosition.Game;
import org.gametree.app.analysis.chart.FigureFormat;
import org.gametree.app.engines.ExternalEngine;
import org.gametree.app.i18n.Localization;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The strip under the live panel where one of the user's engines analyses beside ours: the
 * engine, lines wanted, how long, Analyse/Stop; its depth, nodes and speed; its lines with their
 * scores (from the side the View menu says) and moves in the chosen notation; what went wrong,
 * when something did.
 */
public final class ExternalAnalysisView extends VBox {

    private final ExternalAnalysisModel model;
    private final VBox lines = new VBox(2);
    private final FigureFormat format;
    /** Kept: bidirectional bindings hold their ends weakly. */
    private final ObjectProperty<Integer> multiPvValue;
    private final ObjectProperty<Integer> depthValue;
    private final ObjectProperty<Integer> secondsValue;

    public ExternalAnalysisView(ExternalAnalysisModel model) {
        super(4);
        this.model = model;
        Localization l10n = model.context().l10n();
        this.format = new FigureFormat(l10n);
        setId("external-view");
        getStyleClass().add("external-view");
        setPadding(new javafx.geometry.Insets(4, 4, 4, 4));

        ComboBox<ExternalEngine> engine = new ComboBox<>(model.engines());
        engine.setId("external-engine");
        engine.valueProperty().bindBidirectional(model.engineProperty());
        engine.setCellFactory(v -> new NameCell());
        engine.setButtonCell(new NameCell());
        engine.promptTextProperty().bind(l10n.text("external.none"));
        engine.setTooltip(l10n.tooltip("external.engine.tooltip"));
        engine.disableProperty().bind(model.runningProperty());
        engine.setMaxWidth(260);

        Button analyse = new Button();
        analyse.setId("external-analyse");
        analyse.textProperty().bind(Bindings.when(model.runningProperty())
                .then(l10n.text("external.stop")).otherwise(l10n.text("external.analyse")));
        analyse.graphicProperty().bind(Bindings.when(model.runningProperty())
                .then(new FontIcon("mdi2s-stop")).otherwise(new FontIcon("mdi2p-play")));
        analyse.setTooltip(l10n.tooltip("external.analyse.tooltip"));
        analyse.setOnAction(e -> model.toggle());
        analyse.setMinWidth(Region.USE_PREF_SIZE);
        HBox top = new HBox(6, engine, analyse);
        top.setAlignment(Pos.CENTER_LEFT);

        Spinner<Integer> multiPv = spinner("external-multipv", 1, ExternalAnalysisModel.MAX_LINES);
        multiPvValue = multiPv.getValueFactory().valueProperty();
        multiPvValue.set(model.multiPvProperty().get());
        multiPvValue.addListener((o, b, now) -> model.multiPvProperty().set(now));
        model.multiPvProperty().addListener((o, b, now) -> multiPvValue.set(now.intValue()));
        CheckBox infinite = new CheckBox();
        infinite.setId("external-infinite");
        infinite.textProperty().bind(l10n.text("external.infinite"));
        infinite.selectedProperty().bindBidirectional(model.infiniteProperty());
        Spinner<Integer> depth = spinner("external-depth", 1, 60);
        depthValue = depth.getValueFactory().valueProperty();
        depthValue.set(model.depthProperty().get());
        depthValue.addListener((o, b, now) -> model.depthProperty().set(now));
        model.depthProperty().addListener((o, b, now) -> depthValue.set(now.intValue()));
        depth.disableProperty().bind(model.infiniteProperty());
        Spinner<Integer> seconds = spinner("external-seconds", 1, 600);
        secondsValue = seconds.getValueFactory().valueProperty();
        secondsValue.set(model.secondsProperty().get());
        secondsValue.addListener((o, b, now) -> model.secondsProperty().set(now));
        model.secondsProperty().addListener((o, b, now) -> secondsValue.set(now.intValue()));
        var xiangqi = Bindings.createBooleanBinding(() -> model.context().getPosition().game() == Game.XIANGQI,
                model.context().positionProperty());
        HBox depthBox = labelled("external.depth", depth, l10n);
        HBox secondsBox = labelled("external.seconds", seconds, l10n);
        for (var node : List.of(infinite, depthBox)) {
            node.visibleProperty().bind(xiangqi);
            node.managedProperty().bind(xiangqi);
        }
        secondsBox.visibleProperty().bind(xiangqi.not());
        secondsBox.managedProperty().bind(xiangqi.not());
        HBox limits = new HBox(10, labelled("external.lines", multiPv, l10n), infinite, depthBox, secondsBox);
        limits.setAlignment(Pos.CENTER_LEFT);
        limits.disableProperty().bind(model.runningProperty());
        FlowPane settings = new FlowPane(12, 4, top, limits);
        settings.setAlignment(Pos.CENTER_LEFT);

        Label status = new Label();
        status.setId("external-status");
        status.textProperty().bind(Bindings.createStringBinding(this::statusText, model.stateProperty(),
                model.snapshotProperty(), model.bestMoveProperty(), model.context().notationProperty(),
                l10n.languageProperty()));
        Label message = new Label();
        message.setId("external-message");
        message.getStyleClass().add("live-message");
        message.setWrapText(true);
        message.textProperty().bind(model.messageProperty());
        message.visibleProperty().bind(message.textProperty().isNotEmpty());
        message.managedProperty().bind(message.visibleProperty());
        Label hint = new Label();
        hint.setId("external-hint");
        hint.setWrapText(true);
        hint.textProperty().bind(l10n.text("external.hint"));
        hint.visibleProperty().bind(Bindings.isEmpty(model.engines()));
        hint.managedProperty().bind(hint.visibleProperty());

        lines.setId("external-lines");
        javafx.scene.control.ScrollPane scroll = new javafx.scene.control.ScrollPane(lines);
        scroll.setFitToWidth(true);
        scroll.setMinHeight(0);
        scroll.getStyleClass().add("edge-to-edge");
        VBox.setVgrow(scroll, Priority.ALWAYS);
        setMinHeight(0);
        getChildren().addAll(settings, hint, status, message, scroll);
        model.snapshotProperty().addListener((o, before, now) -> showLines());
        model.context().notationProperty().addListener((o, before, now) -> showLines());
        model.context().scorePerspectiveProperty().addListener((o, before, now) -> showLines());
        l10n.languageProperty().addListener((o, before, now) -> showLines());
    }

    public ExternalAnalysisModel model() {
        return model;
    }

    /** "Fairy-Stockfish: depth 14 · 1.2M nodes · 850k nodes/s" and the state. */
    private String statusText() {
        Localization l10n = model.context().l10n();
        ExternalSnapshot now = model.snapshotProperty().get();
        String figures = now.depth() < 0 ? "" : l10n.get("external.figures", now.depth(),
                now.nodes() < 0 ? FigureFormat.NONE : format.count(now.nodes()),
                now.nps() < 0 ? FigureFormat.NONE : format.count(now.nps()));
        String state = l10n.get("external.state." + model.stateProperty().get().name().toLowerCase(java.util.Locale.ROOT));
        int best = model.bestMoveProperty().get();
        String move = best == 0 || model.root() == null ? ""
                : " " + l10n.get("external.bestMove", model.root().moveName(best, model.context().notationProperty().get()));
        return figures.isEmpty() ? state + move : state + " — " + figures + move;
    }

    /**
     * The lines, updated in place (the labels stay, so one focused with the keyboard keeps its
     * focus at 20 updates a second); a click, Enter or Space shows the position at the line's end.
     */
    private void showLines() {
        List<ExternalLine> now = model.snapshotProperty().get().lines();
        while (lines.getChildren().size() > now.size()) {
            lines.getChildren().remove(lines.getChildren().size() - 1);
        }
        while (lines.getChildren().size() < now.size()) {
            lines.getChildren().add(lineLabel(lines.getChildren().size()));
        }
        for (int i = 0; i < now.size(); i++) {
            ExternalLine line = now.get(i);
            Label label = (Label) lines.getChildren().get(i);
            label.setUserData(line);
            label.setText(line.multipv() + ".  " + model.valueText(line) + "   "
                    + (line.depth() >= 0 ? "d" + line.depth() + "   " : "") + String.join(" ", model.moveNames(line)));
            label.getTooltip().setText(label.getText());
        }
    }

    private Label lineLabel(int index) {
        Label label = new Label();
        label.setId("external-line-" + (index + 1));
        label.getStyleClass().add("external-line");
        label.setFocusTraversable(true);
        label.setTooltip(new Tooltip());
        label.setOnMouseClicked(e -> {
            label.requestFocus();
            model.preview((ExternalLine) label.getUserData());
        });
        label.setOnKeyPressed(e -> {
            if (e.getCode() == javafx.scene.input.KeyCode.ENTER || e.getCode() == javafx.scene.input.KeyCode.SPACE) {
                model.preview((ExternalLine) label.getUserData());
                e.consume();
            }
        });
        return label;
    }

    private static Spinner<Integer> spinner(String id, int min, int max) {
        Spinner<Integer> spinner = new Spinner<>();
        spinner.setId(id);
        spinner.setValueFactory(new SpinnerValueFactory.IntegerSpinnerValueFactory(min, max, min));
        spinner.setEditable(true);
        spinner.setPrefWidth(72);
        return spinner;
    }

    private static HBox labelled(String key, Spinner<Integer> spinner, Localization l10n) {
        Label label = new Label();
        label.textProperty().bind(l10n.text(key));
        label.setLabelFor(spinner);
        HBox box = new HBox(4, label, spinner);
        box.setAlignment(Pos.CENTER_LEFT);
        HBox.setHgrow(spinner, Priority.NEVER);
        return box;
    }

    private static final class NameCell extends ListCell<ExternalEngine> {
        @Override
        protected void updateItem(ExternalEngine engine, boolean empty) {
            super.updateItem(engine, empty);
            setText(empty || engine == null ? null : engine.name());
        }
    }
}
