package org.gametree.app.match;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import javafx.beans.binding.Bindings;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.ListChangeListener;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;

import org.gametree.app.analysis.AlgorithmCatalog;
import org.gametree.app.analysis.AlgorithmCells;
import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.AnalysisPosition.Game;
import org.gametree.app.engines.ExternalEngine;
import org.gametree.app.i18n.Localization;

/**
 * One engine of the match tab: a choice of ours, one of the user's external engines for the
 * current game (kept in step with the registry), or a typed command line; with ours its
 * algorithm or preset, evaluation and (Xiangqi) parameter file. Ids start with the prefix given
 * ({@code match-first-…}) so tests find each control.
 */
public final class MatchSideEditor extends VBox {

    /** One entry of the engine list: ours, an external engine, or "command line". */
    public record Choice(MatchSide.Kind kind, ExternalEngine engine) {
    }

    private final AnalysisContext context;
    private final Localization l10n;
    private final ComboBox<Choice> engine = new ComboBox<>();
    private final ComboBox<String> algorithm = new ComboBox<>();
    private final ComboBox<String> evaluation = new ComboBox<>();
    private final TextField command = new TextField();
    private final ObjectProperty<Path> parameters = new SimpleObjectProperty<>(this, "parameters");
    private Game game;

    MatchSideEditor(AnalysisContext context, String prefix, String defaultAlgorithm) {
        this.context = context;
        this.l10n = context.l10n();
        setSpacing(4);
        engine.setId(prefix + "-engine");
        engine.setButtonCell(new ChoiceCell());
        engine.setCellFactory(list -> new ChoiceCell());
        engine.setMaxWidth(Double.MAX_VALUE);
        tooltip(engine, "match.engine.tooltip");
        algorithm.setId(prefix + "-algorithm");
        algorithm.getItems().setAll(AlgorithmCatalog.names());
        AlgorithmCells.install(algorithm, l10n);
        algorithm.setValue(defaultAlgorithm);
        evaluation.setId(prefix + "-evaluation");
        command.setId(prefix + "-command");
        command.promptTextProperty().bind(l10n.text("match.command.prompt"));
        tooltip(command, "match.command.tooltip");
        HBox.setHgrow(command, Priority.ALWAYS);

        Label file = new Label();
        file.setId(prefix + "-params");
        file.textProperty().bind(Bindings.createStringBinding(() -> parameters.get() == null
                ? l10n.get("match.params.shipped") : parameters.get().getFileName().toString(), parameters, l10n.languageProperty()));
        Button choose = new Button();
        choose.setId(prefix + "-params-choose");
        choose.textProperty().bind(l10n.text("match.params.choose"));
        tooltip(choose, "match.params.tooltip");
        choose.setOnAction(e -> chooseParameters());
        Button shipped = new Button();
        shipped.textProperty().bind(l10n.text("match.params.useShipped"));
        shipped.disableProperty().bind(parameters.isNull());
        shipped.setOnAction(e -> parameters.set(null));
        HBox paramsRow = new HBox(6, file, choose, shipped);
        paramsRow.setAlignment(Pos.CENTER_LEFT);
        HBox oursRow = new HBox(6, algorithm, evaluation);
        oursRow.setAlignment(Pos.CENTER_LEFT);

        var isOurs = Bindings.createBooleanBinding(() -> engine.getValue() != null
                && engine.getValue().kind() == MatchSide.Kind.OURS, engine.valueProperty());
        var isCommand = Bindings.createBooleanBinding(() -> engine.getValue() != null
                && engine.getValue().kind() == MatchSide.Kind.COMMAND, engine.valueProperty());
        show(oursRow, isOurs);
        paramsRow.visibleProperty().bind(isOurs.and(Bindings.createBooleanBinding(() -> game == Game.XIANGQI,
                context.positionProperty())));
        paramsRow.managedProperty().bind(paramsRow.visibleProperty());
        show(command, isCommand);
        getChildren().addAll(engine, oursRow, paramsRow, command);

        context.positionProperty().addListener((obs, old, now) -> follow(now));
        if (context.engines() != null) {
            context.engines().engines().addListener((ListChangeListener<ExternalEngine>) change -> offerEngines());
        }
        follow(context.getPosition());
    }

    /**
     * The engine chosen.
     *
     * @throws IllegalArgumentException nothing chosen, or a command line left empty
     */
    MatchSide side() {
        Choice choice = engine.getValue();
        if (choice == null) {
            throw new IllegalArgumentException("no engine chosen");
        }
        switch (choice.kind()) {
            case OURS:
                return MatchSide.ours(algorithm.getValue(), evaluation.getValue(), game == Game.XIANGQI ? parameters.get() : null);
            case EXTERNAL:
                return MatchSide.external(choice.engine());
            default:
                return MatchSide.command(command.getText());
        }
    }

    /** Chooses the external engine of that name (tests, and a caller that knows it); false if it is not offered. */
    public boolean chooseExternal(String name) {
        for (Choice choice : engine.getItems()) {
            if (choice.engine() != null && choice.engine().name().equals(name)) {
                engine.setValue(choice);
                return true;
            }
        }
        return false;
    }

    /** The engine list: ours first, the registry's engines, the command line last. */
    public ComboBox<Choice> engineBox() {
        return engine;
    }

    public TextField commandField() {
        return command;
    }

    public ComboBox<String> algorithmBox() {
        return algorithm;
    }

    public ComboBox<String> evaluationBox() {
        return evaluation;
    }

    /** A new game offers that game's evaluations and engines; the same game keeps the choices. */
    private void follow(AnalysisPosition position) {
        if (position == null || position.game() == game) {
            return;
        }
        game = position.game();
        evaluation.getItems().setAll(position.evaluations());
        evaluation.setValue(position.evaluations().get(0));
        offerEngines();
    }

    private void offerEngines() {
        Choice was = engine.getValue();
        List<Choice> choices = new ArrayList<>();
        choices.add(new Choice(MatchSide.Kind.OURS, null));
        if (context.engines() != null) {
            for (ExternalEngine each : context.engines().engines(game)) {
                choices.add(new Choice(MatchSide.Kind.EXTERNAL, each));
            }
        }
        choices.add(new Choice(MatchSide.Kind.COMMAND, null));
        engine.getItems().setAll(choices);
        engine.setValue(was != null && choices.contains(was) ? was : choices.get(0));
    }

    private void chooseParameters() {
        FileChooser chooser = new FileChooser();
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(l10n.get("match.params.files"), "*.params"));
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(l10n.get("match.files.all"), "*"));
        File chosen = chooser.showOpenDialog(getScene() == null ? null : getScene().getWindow());
        if (chosen != null) {
            parameters.set(chosen.toPath());
        }
    }

    private static void show(javafx.scene.Node node, javafx.beans.value.ObservableValue<Boolean> when) {
        node.visibleProperty().bind(when);
        node.managedProperty().bind(when);
    }

    private void tooltip(javafx.scene.control.Control control, String key) {
        Tooltip tip = new Tooltip();
        tip.textProperty().bind(l10n.text(key));
        tip.setWrapText(true);
        tip.setMaxWidth(420);
        control.setTooltip(tip);
    }

    /** "Ours (this workbench)", an engine's name, "Command line…". */
    private final class ChoiceCell extends ListCell<Choice> {
        @Override
        protected void updateItem(Choice item, boolean empty) {
            super.updateItem(item, empty);
            textProperty().unbind();
            if (empty || item == null) {
                setText(null);
            } else if (item.kind() == MatchSide.Kind.EXTERNAL) {
                setText(item.engine().name());
            } else { // bound: follows the language
                textProperty().bind(l10n.text(item.kind() == MatchSide.Kind.OURS ? "match.engine.ours" : "match.engine.command"));
            }
        }
    }
}
