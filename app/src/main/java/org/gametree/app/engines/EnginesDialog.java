package org.gametree.app.engines;

import java.io.File;

import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import javafx.stage.Modality;
import javafx.stage.Window;

import org.gametree.app.analysis.AnalysisPosition.Game;
import org.gametree.app.i18n.Localization;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * Game → Engines…: the user's external engines (name, game, program); a field to type an
 * engine's path or command, or Browse… to pick the file, and Add; Remove; the options of the
 * engine selected (Edit options, or shown at once after Add), saved with Save options. Engines are
 * started on a worker, so the dialog stays live while one starts or fails to answer. Not modal:
 * analysis can go on beside it. Delete removes the selected engine, Enter in the field adds.
 */
public final class EnginesDialog extends Dialog<Void> {

    private final EnginesModel model;

    public EnginesDialog(Window owner, EnginesModel model, Game game, String stylesheet) {
        this.model = model;
        Localization l10n = model.l10n();
        initOwner(owner);
        initModality(Modality.NONE);
        titleProperty().bind(l10n.text("engines.title"));
        getDialogPane().setId("engines-dialog");
        if (stylesheet != null) {
            getDialogPane().getStylesheets().add(stylesheet);
        }

        ListView<ExternalEngine> list = new ListView<>(model.registry().engines());
        list.setId("engines-list");
        list.setPrefHeight(130);
        list.setCellFactory(v -> new EngineCell(l10n));
        Label empty = new Label();
        empty.textProperty().bind(l10n.text("engines.empty"));
        list.setPlaceholder(empty);

        ComboBox<Game> gameChoice = new ComboBox<>();
        gameChoice.setId("engines-add-game");
        gameChoice.getItems().setAll(Game.values());
        gameChoice.setValue(game);
        gameChoice.setButtonCell(new GameCell(l10n));
        gameChoice.setCellFactory(v -> new GameCell(l10n));
        TextField command = new TextField();
        command.setId("engines-add-command");
        command.promptTextProperty().bind(l10n.text("engines.command.prompt"));
        command.setTooltip(l10n.tooltip("engines.command.tooltip"));
        HBox.setHgrow(command, Priority.ALWAYS);
        Button browse = button("engines-browse", "engines.browse", "mdi2f-folder-open-outline", l10n);
        browse.setOnAction(e -> {
            FileChooser chooser = new FileChooser();
            chooser.titleProperty().bind(l10n.text("engines.browse.title"));
            File file = chooser.showOpenDialog(getDialogPane().getScene().getWindow());
            if (file != null) {
                command.setText(org.gametree.core.io.CommandWords.join(java.util.List.of(file.getAbsolutePath())));
            }
        });
        Button add = button("engines-add", "engines.add", "mdi2p-plus", l10n);
        add.setTooltip(l10n.tooltip("engines.add.tooltip"));
        add.disableProperty().bind(model.busyProperty().or(command.textProperty().isEmpty()));
        add.setOnAction(e -> model.add(command.getText(), gameChoice.getValue()));
        command.setOnAction(e -> model.add(command.getText(), gameChoice.getValue()));
        HBox addRow = new HBox(6, gameChoice, command, browse, add);
        addRow.setAlignment(Pos.CENTER_LEFT);

        Button remove = button("engines-remove", "engines.remove", "mdi2d-delete-outline", l10n);
        remove.disableProperty().bind(list.getSelectionModel().selectedItemProperty().isNull());
        remove.setOnAction(e -> model.remove(list.getSelectionModel().getSelectedItem()));
        Button edit = button("engines-edit", "engines.edit", "mdi2t-tune-variant", l10n);
        edit.disableProperty().bind(list.getSelectionModel().selectedItemProperty().isNull().or(model.busyProperty()));
        edit.setOnAction(e -> model.edit(list.getSelectionModel().getSelectedItem()));
        list.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.DELETE) {
                model.remove(list.getSelectionModel().getSelectedItem());
            } else if (e.getCode() == KeyCode.ENTER) {
                model.edit(list.getSelectionModel().getSelectedItem());
            }
        });
        list.setOnMouseClicked(e -> {
            if (e.getClickCount() == 2) {
                model.edit(list.getSelectionModel().getSelectedItem());
            }
        });
        HBox listButtons = new HBox(6, edit, remove);

        Label status = new Label();
        status.setId("engines-status");
        status.setWrapText(true);
        status.textProperty().bind(model.statusProperty());
        status.styleProperty().bind(Bindings.when(model.errorProperty())
                .then("-fx-text-fill: #c62828;").otherwise(""));

        EngineOptionsSheet sheet = new EngineOptionsSheet(l10n);
        ScrollPane sheetScroll = new ScrollPane(sheet);
        sheetScroll.setFitToWidth(true);
        sheetScroll.setPrefHeight(260);
        Label sheetTitle = new Label();
        sheetTitle.setId("engines-options-title");
        sheetTitle.textProperty().bind(Bindings.createStringBinding(() -> model.editingProperty().get() == null
                ? l10n.get("engines.options.none") : l10n.get("engines.options.of", model.editingProperty().get().name()),
                model.editingProperty(), l10n.languageProperty()));
        Button saveOptions = button("engines-options-save", "engines.options.save", "mdi2c-content-save-outline", l10n);
        saveOptions.disableProperty().bind(model.editingProperty().isNull());
        saveOptions.setOnAction(e -> model.saveOptions(sheet.values()));
        Runnable showSheet = () -> {
            ExternalEngine engine = model.editingProperty().get();
            EngineProbe.Identity identity = model.identityProperty().get();
            sheet.show(identity == null || engine == null ? null : identity.options(),
                    engine == null ? java.util.Map.of() : engine.options());
            if (engine != null) {
                list.getSelectionModel().select(model.registry().find(engine.name()));
            }
        };
        model.editingProperty().addListener((o, before, now) -> showSheet.run());

        VBox content = new VBox(8, list, listButtons, addRow, status, sheetTitle, sheetScroll, saveOptions);
        content.setPadding(new Insets(10));
        content.setPrefWidth(640);
        VBox.setVgrow(sheetScroll, Priority.ALWAYS);
        getDialogPane().setContent(content);
        ButtonType close = new ButtonType("", ButtonBar.ButtonData.CANCEL_CLOSE);
        getDialogPane().getButtonTypes().add(close);
        ((Button) getDialogPane().lookupButton(close)).textProperty().bind(l10n.text("engines.close"));
        getDialogPane().lookupButton(close).setId("engines-close");
        setResizable(true);
    }

    public EnginesModel model() {
        return model;
    }

    private static Button button(String id, String key, String icon, Localization l10n) {
        Button button = new Button();
        button.setId(id);
        button.textProperty().bind(l10n.text(key));
        button.setGraphic(new FontIcon(icon));
        return button;
    }

    /** "Fairy-Stockfish 11.1 — Xiangqi — /usr/games/fairy-stockfish". */
    private static final class EngineCell extends ListCell<ExternalEngine> {
        private final Localization l10n;

        EngineCell(Localization l10n) {
            this.l10n = l10n;
        }

        @Override
        protected void updateItem(ExternalEngine engine, boolean empty) {
            super.updateItem(engine, empty);
            setText(empty || engine == null ? null : l10n.get("engines.row", engine.name(),
                    l10n.get(gameKey(engine.game())), org.gametree.core.io.CommandWords.join(engine.command())));
        }
    }

    private static final class GameCell extends ListCell<Game> {
        private final Localization l10n;

        GameCell(Localization l10n) {
            this.l10n = l10n;
        }

        @Override
        protected void updateItem(Game game, boolean empty) {
            super.updateItem(game, empty);
            setText(empty || game == null ? null : l10n.get(gameKey(game)));
        }
    }

    static String gameKey(Game game) {
        return game == Game.XIANGQI ? "engines.game.xiangqi" : "engines.game.gomoku";
    }
}
