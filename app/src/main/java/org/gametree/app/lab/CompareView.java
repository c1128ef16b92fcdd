package org.gametree.app.lab;

import java.io.File;
import java.nio.file.Path;
import java.util.List;

import javafx.beans.binding.Bindings;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.Spinner;
import javafx.scene.control.SpinnerValueFactory;
import javafx.scene.control.TitledPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.stage.FileChooser;

import org.gametree.app.i18n.Localization;

/**
 * "Compare…": two parameter files (or the shipped weights) play a Xiangqi match; the games done
 * and the standing show as it goes. Folded away until asked for.
 */
final class CompareView extends TitledPane {

    private final CompareModel model;
    private final Localization l10n;

    CompareView(CompareModel model, Localization l10n) {
        this.model = model;
        this.l10n = l10n;
        setId("lab-compare");
        textProperty().bind(l10n.text("lab.compare.title"));
        setExpanded(false);

        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(4);
        grid.setPadding(new Insets(4));
        Node a = fileChooser("a", model.fileAProperty());
        Node b = fileChooser("b", model.fileBProperty());
        grid.addRow(0, label("lab.compare.a"), a);
        grid.addRow(1, label("lab.compare.b"), b);
        Spinner<Integer> games = spinner("lab-compare-games", model.gamesProperty(), 2, 10_000, 2);
        Spinner<Integer> nodes = spinner("lab-compare-nodes", model.nodesProperty(), 1, 100_000_000, 1000);
        HBox numbers = new HBox(6, games, label("lab.compare.nodes"), nodes);
        numbers.setAlignment(Pos.CENTER_LEFT);
        grid.addRow(2, label("lab.compare.games"), numbers);
        CheckBox sprt = new CheckBox();
        sprt.setId("lab-compare-sprt");
        sprt.textProperty().bind(l10n.text("lab.compare.sprt"));
        sprt.selectedProperty().bindBidirectional(model.sprtProperty());
        Tooltip why = new Tooltip();
        why.textProperty().bind(l10n.text("lab.compare.sprt.tooltip"));
        why.setWrapText(true);
        why.setMaxWidth(420);
        sprt.setTooltip(why);
        Spinner<Integer> elo0 = spinner("lab-compare-elo0", model.elo0Property(), -1000, 1000, 5);
        Spinner<Integer> elo1 = spinner("lab-compare-elo1", model.elo1Property(), -1000, 1000, 5);
        for (Spinner<Integer> bound : List.of(elo0, elo1)) {
            bound.setPrefWidth(80);
            bound.disableProperty().bind(model.sprtProperty().not());
        }
        HBox test = new HBox(6, sprt, label("lab.compare.elo0"), elo0, label("lab.compare.elo1"), elo1);
        test.setAlignment(Pos.CENTER_LEFT);
        grid.add(test, 1, 3);
        for (Node settings : new Node[] {a, b, numbers, test}) {
            settings.disableProperty().bind(model.runningProperty());
        }

        Button start = new Button();
        start.setId("lab-compare-start");
        start.textProperty().bind(l10n.text("lab.compare.start"));
        start.setOnAction(e -> model.start());
        start.disableProperty().bind(model.runningProperty());
        Button stop = new Button();
        stop.setId("lab-compare-stop");
        stop.textProperty().bind(l10n.text("lab.compare.stop"));
        stop.setOnAction(e -> model.stop());
        stop.disableProperty().bind(model.runningProperty().not());
        ProgressBar progress = new ProgressBar();
        progress.setId("lab-compare-progress");
        progress.progressProperty().bind(Bindings.createDoubleBinding(
                () -> (double) model.gamesDoneProperty().get() / Math.max(1, model.gamesProperty().get()),
                model.gamesDoneProperty(), model.gamesProperty()));
        progress.visibleProperty().bind(model.runningProperty());
        HBox actions = new HBox(6, start, stop, progress);
        actions.setAlignment(Pos.CENTER_LEFT);
        grid.add(actions, 1, 4);

        Label result = new Label();
        result.setId("lab-compare-result");
        result.textProperty().bind(model.resultText());
        result.setWrapText(true);
        model.resultIsErrorProperty().addListener((obs, was, error) -> {
            result.getStyleClass().remove("lab-error");
            if (error) {
                result.getStyleClass().add("lab-error");
            }
        });
        grid.add(result, 0, 5, 2, 1);
        setContent(grid);
    }

    /** The file's name or "shipped", with Choose… and Shipped. */
    private Node fileChooser(String which, ObjectProperty<Path> file) {
        Label shown = new Label();
        shown.setId("lab-compare-" + which + "-file");
        shown.textProperty().bind(Bindings.createStringBinding(
                () -> file.get() == null ? l10n.get("lab.compare.shipped") : file.get().getFileName().toString(),
                file, l10n.languageProperty()));
        Button choose = new Button();
        choose.textProperty().bind(l10n.text("lab.compare.choose"));
        choose.setOnAction(e -> {
            FileChooser chooser = new FileChooser();
            chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(l10n.get("lab.files"), "*.params"));
            chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(l10n.get("lab.files.all"), "*"));
            File chosen = chooser.showOpenDialog(getScene() == null ? null : getScene().getWindow());
            if (chosen != null) {
                file.set(chosen.toPath());
            }
        });
        Button shipped = new Button();
        shipped.textProperty().bind(l10n.text("lab.compare.useShipped"));
        shipped.setOnAction(e -> file.set(null));
        shipped.disableProperty().bind(file.isNull());
        HBox box = new HBox(6, shown, choose, shipped);
        box.setAlignment(Pos.CENTER_LEFT);
        return box;
    }

    private static Spinner<Integer> spinner(String id, IntegerProperty property, int min, int max, int step) {
        SpinnerValueFactory.IntegerSpinnerValueFactory factory =
                new SpinnerValueFactory.IntegerSpinnerValueFactory(min, max, property.get(), step);
        factory.setConverter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(Integer value) {
                return value == null ? "" : String.valueOf(value);
            }

            @Override
            public Integer fromString(String text) {
                try {
                    return Integer.valueOf(text.strip());
                } catch (NumberFormatException e) {
                    return factory.getValue(); // a typo keeps the value shown
                }
            }
        });
        Spinner<Integer> spinner = new Spinner<>(factory);
        spinner.setId(id);
        spinner.setEditable(true);
        spinner.setPrefWidth(110);
        factory.valueProperty().addListener((obs, old, now) -> {
            if (now != null) {
                property.set(now);
            }
        });
        property.addListener((obs, old, now) -> factory.setValue(now.intValue()));
        // typed text counts when the field loses focus; text that is no number keeps the value
        spinner.focusedProperty().addListener((obs, was, focused) -> {
            if (!focused) {
                spinner.commitValue();
                spinner.getEditor().setText(String.valueOf(factory.getValue()));
            }
        });
        return spinner;
    }

    private Label label(String key) {
        Label label = new Label();
        label.textProperty().bind(l10n.text(key));
        return label;
    }
}
