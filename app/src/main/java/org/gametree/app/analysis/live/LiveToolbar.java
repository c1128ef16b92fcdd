package org.gametree.app.analysis.live;

import javafx.beans.binding.Bindings;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.control.SpinnerValueFactory;
import javafx.scene.control.TextField;
import javafx.scene.control.ToolBar;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

import org.controlsfx.control.ToggleSwitch;
import org.gametree.app.i18n.Localization;
import org.gametree.core.search.SearchLimits;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The engine settings and the Analyse/Stop button, on two tool bars (the panel is a narrow tab:
 * one bar would hide its last controls in the overflow menu). The time field is checked as it
 * is typed: a bad value is explained in place ({@link #timeValidProperty()}) and blocks Analyse.
 */
final class LiveToolbar extends VBox {

    private final ReadOnlyBooleanWrapper timeValid = new ReadOnlyBooleanWrapper(this, "timeValid", true);
    /** Kept: a bidirectional binding holds its ends weakly. */
    private final ObjectProperty<Integer> depthValue;
    private final ObjectProperty<Integer> threadsValue;
    private final ObjectProperty<Integer> linesValue;

    LiveToolbar(LiveSearchViewModel model) {
        Localization l10n = model.context().l10n();

        Button analyse = new Button();
        analyse.setId("live-analyse");
        FontIcon play = new FontIcon("mdi2p-play");
        FontIcon stop = new FontIcon("mdi2s-stop");
        analyse.graphicProperty().bind(Bindings.when(model.runningProperty()).then(stop).otherwise(play));
        analyse.textProperty().bind(Bindings.when(model.runningProperty())
                .then(l10n.text("live.stop")).otherwise(l10n.text("live.analyse")));
        Tooltip analyseTip = new Tooltip();
        analyseTip.textProperty().bind(Bindings.when(model.runningProperty())
                .then(l10n.text("live.stop.tooltip")).otherwise(l10n.text("live.analyse.tooltip")));
        analyse.setTooltip(analyseTip);
        analyse.setOnAction(e -> model.toggle());
        analyse.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        analyse.disableProperty().bind(model.runningProperty().not().and(timeValid.not())
                .and(model.infiniteProperty().not()));

        ComboBox<String> algorithm = new ComboBox<>(model.algorithms());
        algorithm.setId("live-algorithm");
        algorithm.valueProperty().bindBidirectional(model.algorithmProperty());
        algorithm.setTooltip(l10n.tooltip("live.algorithm.tooltip"));
        algorithm.setVisibleRowCount(14);
        org.gametree.app.analysis.AlgorithmCells.install(algorithm, l10n);

        ComboBox<String> evaluation = new ComboBox<>(model.evaluations());
        evaluation.setId("live-evaluation");
        evaluation.valueProperty().bindBidirectional(model.evaluationProperty());
        evaluation.setTooltip(l10n.tooltip("live.evaluation.tooltip"));

        Spinner<Integer> depth = new Spinner<>();
        depth.setId("live-depth");
        SpinnerValueFactory.IntegerSpinnerValueFactory depths =
                new SpinnerValueFactory.IntegerSpinnerValueFactory(1, SearchLimits.MAX_DEPTH, model.depthProperty().get());
        depths.setConverter(new LenientIntegers(depths));
        depth.setValueFactory(depths);
        depth.setEditable(true);
        depth.setPrefWidth(72);
        depthValue = model.depthProperty().asObject();
        depths.valueProperty().bindBidirectional(depthValue);
        depth.setTooltip(l10n.tooltip("live.depth.tooltip"));

        TextField time = new TextField(model.timeLimitMillisProperty().get() > 0
                ? Long.toString(model.timeLimitMillisProperty().get()) : "");
        time.setId("live-time");
        time.setPrefColumnCount(6);
        time.promptTextProperty().bind(l10n.text("live.time.prompt"));
        time.setTooltip(l10n.tooltip("live.time.tooltip"));
        time.textProperty().addListener((o, before, text) -> readTime(model, time, text));

        Spinner<Integer> threads = new Spinner<>();
        threads.setId("live-threads");
        SpinnerValueFactory.IntegerSpinnerValueFactory counts = new SpinnerValueFactory.IntegerSpinnerValueFactory(
                1, LiveSearchViewModel.MAX_THREADS, Math.min(model.threadsProperty().get(), LiveSearchViewModel.MAX_THREADS));
        counts.setConverter(new LenientIntegers(counts));
        threads.setValueFactory(counts);
        threads.setEditable(true);
        threads.setPrefWidth(64);
        threadsValue = model.threadsProperty().asObject();
        counts.valueProperty().bindBidirectional(threadsValue);
        threads.setTooltip(l10n.tooltip("live.threads.tooltip"));

        Spinner<Integer> lines = new Spinner<>();
        lines.setId("live-multipv");
        SpinnerValueFactory.IntegerSpinnerValueFactory lineCounts = new SpinnerValueFactory.IntegerSpinnerValueFactory(
                1, LiveLimits.MAX_LINES, Math.min(model.multiPvProperty().get(), LiveLimits.MAX_LINES));
        lineCounts.setConverter(new LenientIntegers(lineCounts));
        lines.setValueFactory(lineCounts);
        lines.setEditable(true);
        lines.setPrefWidth(64);
        linesValue = model.multiPvProperty().asObject();
        lineCounts.valueProperty().bindBidirectional(linesValue);
        lines.setTooltip(l10n.tooltip("live.multipv.tooltip"));

        ToggleSwitch infinite = new ToggleSwitch();
        infinite.setId("live-infinite");
        infinite.textProperty().bind(l10n.text("live.infinite"));
        infinite.selectedProperty().bindBidirectional(model.infiniteProperty());
        infinite.setTooltip(l10n.tooltip("live.infinite.tooltip"));

        // Settings are those of the next search: locked while one runs.
        algorithm.disableProperty().bind(model.runningProperty());
        evaluation.disableProperty().bind(model.runningProperty());
        infinite.disableProperty().bind(model.runningProperty());
        depth.disableProperty().bind(model.runningProperty().or(model.infiniteProperty()));
        time.disableProperty().bind(model.runningProperty().or(model.infiniteProperty()));
        threads.disableProperty().bind(model.runningProperty());
        lines.disableProperty().bind(model.runningProperty());

        ToolBar engine = new ToolBar(analyse, algorithm, evaluation);
        ToolBar limits = new ToolBar(label(l10n, "live.depth", depth), depth, label(l10n, "live.time", time), time,
                infinite);
        ToolBar parallel = new ToolBar(label(l10n, "live.threads", threads), threads,
                label(l10n, "live.multipv", lines), lines);
        parallel.setId("live-threads-bar");
        getChildren().addAll(engine, limits, parallel);
        setId("live-toolbar");
    }

    /** Whether the time field holds a usable limit. */
    ReadOnlyBooleanProperty timeValidProperty() {
        return timeValid.getReadOnlyProperty();
    }

    private void readTime(LiveSearchViewModel model, TextField field, String text) {
        String trimmed = text.trim();
        long millis = -1;
        if (trimmed.isEmpty()) {
            millis = 0;
        } else if (trimmed.matches("\\d{1,12}")) {
            millis = Long.parseLong(trimmed);
        }
        boolean valid = millis >= 0;
        timeValid.set(valid);
        field.getStyleClass().remove("error");
        if (valid) {
            model.timeLimitMillisProperty().set(millis);
        } else {
            field.getStyleClass().add("error");
        }
    }

    private static Label label(Localization l10n, String key, javafx.scene.Node target) {
        Label label = new Label();
        label.textProperty().bind(l10n.text(key));
        label.setLabelFor(target);
        label.setAlignment(Pos.CENTER_RIGHT);
        label.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE); // "Depth", never "D…"
        return label;
    }

    /** Reads what is typed into the depth spinner; anything but a number keeps the current value. */
    private static final class LenientIntegers extends StringConverter<Integer> {

        private final SpinnerValueFactory<Integer> factory;

        LenientIntegers(SpinnerValueFactory<Integer> factory) {
            this.factory = factory;
        }

        @Override
        public String toString(Integer value) {
            return value == null ? "" : value.toString();
        }

        @Override
        public Integer fromString(String text) {
            String trimmed = text == null ? "" : text.trim();
            // the factory clamps numbers outside its range
            return trimmed.matches("\\d{1,6}") ? Integer.valueOf(trimmed) : factory.getValue();
        }
    }
}
