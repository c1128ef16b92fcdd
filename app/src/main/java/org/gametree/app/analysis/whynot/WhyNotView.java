package org.gametree.app.analysis.whynot;

import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Spinner;
import javafx.scene.control.SpinnerValueFactory;
import javafx.scene.control.ToolBar;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import org.gametree.app.analysis.AlgorithmCells;
import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.i18n.Localization;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * "Why not this move?": the moves of the side to move on the left (right-click one, or select it
 * and press Enter, the context-menu key or the button), the search settings on top, and the
 * answer on the right — the verdict in words, then the best line and the user's line with their
 * scores. Hovering a move of either line shows the position after it on the board.
 */
public final class WhyNotView extends BorderPane {

    /** Wide enough for the list and one line pair; wider text wraps. */
    static final double PREF_WIDTH = 380;

    private final WhyNotViewModel model;
    private final ListView<WhyNotViewModel.Candidate> moves;

    public WhyNotView(AnalysisContext context) {
        this(new WhyNotViewModel(context));
    }

    public WhyNotView(WhyNotViewModel model) {
        this.model = model;
        Localization l10n = model.context().l10n();
        setId("whynot-view");
        getStyleClass().add("whynot-view");
        getStylesheets().add(WhyNotView.class.getResource("whynot.css").toExternalForm());
        // A tab's content sizes the whole tab pane: the long hint and verdict wrap instead of widening it.
        setMinWidth(0);
        setPrefWidth(PREF_WIDTH);

        moves = new ListView<>(model.candidates());
        moves.setId("whynot-moves");
        moves.setPrefWidth(150);
        moves.setMinWidth(110);
        moves.setTooltip(l10n.tooltip("whynot.moves.tooltip"));
        MenuItem askItem = new MenuItem();
        askItem.setId("whynot-ask");
        askItem.textProperty().bind(l10n.text("whynot.ask"));
        askItem.setGraphic(new FontIcon("mdi2h-help-circle-outline"));
        askItem.setOnAction(e -> askSelected());
        ContextMenu menu = new ContextMenu(askItem);
        // the context-menu key and Shift+F10 open the same menu on the selected row
        moves.setContextMenu(menu);
        moves.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER) {
                askSelected();
                e.consume();
            }
        });
        Label movesTitle = new Label();
        movesTitle.textProperty().bind(l10n.text("whynot.moves"));
        movesTitle.getStyleClass().add("whynot-section");
        VBox left = new VBox(4, movesTitle, moves);
        VBox.setVgrow(moves, Priority.ALWAYS);

        setTop(toolbar(l10n));
        setLeft(left);
        setCenter(answer(l10n));
        BorderPane.setMargin(left, new Insets(6, 0, 6, 8));
    }

    private Node toolbar(Localization l10n) {
        Button ask = new Button();
        ask.setId("whynot-ask-button");
        ask.textProperty().bind(l10n.text("whynot.ask"));
        ask.setGraphic(new FontIcon("mdi2h-help-circle-outline"));
        ask.setTooltip(l10n.tooltip("whynot.ask.tooltip"));
        ask.setOnAction(e -> askSelected());
        ask.disableProperty().bind(moves.getSelectionModel().selectedItemProperty().isNull());

        Button stop = new Button();
        stop.setId("whynot-cancel");
        stop.textProperty().bind(l10n.text("whynot.cancel"));
        stop.setGraphic(new FontIcon("mdi2s-stop"));
        stop.setOnAction(e -> model.cancel());
        stop.disableProperty().bind(model.runningProperty().not());

        ComboBox<String> algorithm = new ComboBox<>();
        algorithm.getItems().setAll(model.algorithms());
        algorithm.setId("whynot-algorithm");
        algorithm.valueProperty().bindBidirectional(model.algorithmProperty());
        algorithm.setTooltip(l10n.tooltip("whynot.algorithm.tooltip"));
        algorithm.setVisibleRowCount(14);
        AlgorithmCells.install(algorithm, l10n);
        algorithm.disableProperty().bind(model.runningProperty());

        ComboBox<String> evaluation = new ComboBox<>(model.evaluations());
        evaluation.setId("whynot-evaluation");
        evaluation.valueProperty().bindBidirectional(model.evaluationProperty());
        evaluation.setTooltip(l10n.tooltip("whynot.evaluation.tooltip"));
        evaluation.disableProperty().bind(model.runningProperty());

        Spinner<Integer> depth = new Spinner<>();
        depth.setId("whynot-depth");
        SpinnerValueFactory.IntegerSpinnerValueFactory depths = new SpinnerValueFactory.IntegerSpinnerValueFactory(
                1, WhyNotViewModel.MAX_DEPTH, model.depthProperty().get());
        depth.setValueFactory(depths);
        depth.setPrefWidth(72);
        depths.valueProperty().addListener((o, was, now) -> {
            if (now != null) {
                model.depthProperty().set(now);
            }
        });
        model.depthProperty().addListener((o, was, now) -> depths.setValue(now.intValue()));
        depth.setTooltip(l10n.tooltip("whynot.depth.tooltip"));
        depth.disableProperty().bind(model.runningProperty());
        Label depthLabel = new Label();
        depthLabel.textProperty().bind(l10n.text("whynot.depth"));
        depthLabel.setLabelFor(depth);

        // the settings wrap onto a second row in a narrow tab rather than hiding behind an overflow button
        FlowPane settings = new FlowPane(6, 4, algorithm, evaluation, depthLabel, depth);
        settings.setAlignment(Pos.CENTER_LEFT);
        settings.setPadding(new Insets(0, 8, 4, 8));
        return new VBox(new ToolBar(ask, stop), settings);
    }

    private Node answer(Localization l10n) {
        Label hint = new Label();
        hint.setId("whynot-hint");
        hint.textProperty().bind(l10n.text("whynot.hint"));
        hint.setWrapText(true);
        hint.getStyleClass().add("whynot-hint");

        Label status = new Label();
        status.setId("whynot-status");
        status.setWrapText(true);
        status.textProperty().bind(model.statusProperty());
        status.visibleProperty().bind(status.textProperty().isNotEmpty());
        status.managedProperty().bind(status.visibleProperty());

        Label verdict = new Label();
        verdict.setId("whynot-verdict");
        verdict.getStyleClass().add("whynot-verdict");
        verdict.setWrapText(true);
        verdict.setMinHeight(Region.USE_PREF_SIZE);
        verdict.textProperty().bind(model.verdictTextProperty());
        verdict.visibleProperty().bind(verdict.textProperty().isNotEmpty());
        verdict.managedProperty().bind(verdict.visibleProperty());

        Tooltip lineTip = l10n.tooltip("whynot.line.tooltip");
        Label bestTitle = new Label();
        bestTitle.textProperty().bind(l10n.text("whynot.best.title"));
        Node best = section("whynot-best", bestTitle, model.bestScoreProperty(),
                new LineBar("whynot-best-line", model.bestNames(), i -> model.previewLine(false, i),
                        model::clearPreview, lineTip));
        Label chosenTitle = new Label();
        chosenTitle.textProperty().bind(model.chosenTitleProperty());
        Node chosen = section("whynot-chosen", chosenTitle, model.chosenScoreProperty(),
                new LineBar("whynot-chosen-line", model.chosenNames(), i -> model.previewLine(true, i),
                        model::clearPreview, lineTip));
        HBox lines = new HBox(12, best, chosen);
        HBox.setHgrow(best, Priority.ALWAYS);
        HBox.setHgrow(chosen, Priority.ALWAYS);
        lines.visibleProperty().bind(model.outcomeProperty().isNotNull());
        lines.managedProperty().bind(lines.visibleProperty());

        VBox body = new VBox(8, hint, status, verdict, lines);
        body.setPadding(new Insets(6, 8, 6, 8));
        body.setFillWidth(true);
        ScrollPane scroll = new ScrollPane(body);
        scroll.setFitToWidth(true);
        return scroll;
    }

    /** A titled box: the title and the line's score on one row, the line's moves below. */
    private static Node section(String id, Label title, javafx.beans.value.ObservableStringValue score, LineBar line) {
        title.getStyleClass().add("whynot-section");
        Label value = new Label();
        value.setId(id + "-score");
        value.getStyleClass().add("whynot-score");
        value.textProperty().bind(score);
        title.setWrapText(true);
        VBox box = new VBox(4, title, value, line);
        box.setId(id);
        box.getStyleClass().add("whynot-line-box");
        box.setPrefWidth(160);
        box.setMinWidth(0);
        return box;
    }

    private void askSelected() {
        WhyNotViewModel.Candidate selected = moves.getSelectionModel().getSelectedItem();
        if (selected != null) {
            model.ask(selected.move());
        }
    }

    public WhyNotViewModel viewModel() {
        return model;
    }
}
