package org.gametree.app.analysis.compare;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.embed.swing.SwingFXUtils;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Spinner;
import javafx.scene.control.SpinnerValueFactory;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextField;
import javafx.scene.image.WritableImage;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import javax.imageio.ImageIO;

import org.controlsfx.control.CheckListView;
import org.controlsfx.control.ToggleSwitch;
import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.chart.LogScaleChart;
import org.gametree.app.i18n.Localization;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * Compare algorithms side by side: tick algorithms and presets, pick depth, evaluation and
 * position (the game's, or a pasted FEN / Gomoku move list), Run (F5) — they search one after
 * another in the background with a progress bar and Cancel (Esc) — then read the table and the
 * bar chart of positions visited (log scale switch), and export CSV, Markdown or a PNG of both.
 * The mode toggle (F6) switches to an ablation: one preset, then the preset without each of its
 * techniques, at the depth or for a time each, with a table of its own.
 */
public final class CompareView extends BorderPane {

    private final CompareViewModel model;
    private final Localization l10n;
    private final CompareTable table;
    private final AblationTable ablationTable;
    private final LogScaleChart chart = new LogScaleChart();
    private final VBox results;
    private final Label exportMessage = new Label();

    public CompareView(AnalysisContext context) {
        this(new CompareViewModel(context));
    }

    public CompareView(CompareViewModel model) {
        this.model = model;
        this.l10n = model.context().l10n();
        this.table = new CompareTable(model);
        this.ablationTable = new AblationTable(model);
        setId("compare-view");
        getStyleClass().add("compare-view");
        getStylesheets().add(CompareView.class.getResource("compare.css").toExternalForm());

        chart.setId("compare-chart");
        chart.getStyleClass().add("compare-chart");
        chart.logScaleProperty().bindBidirectional(model.logScaleProperty());
        // the chart draws the table's Positions column; its title says so (a rotated axis label would be cut off)
        ToggleSwitch logScale = new ToggleSwitch();
        logScale.setId("compare-log-scale");
        logScale.textProperty().bind(l10n.text("compare.logScale"));
        logScale.selectedProperty().bindBidirectional(model.logScaleProperty());
        logScale.setMinWidth(Region.USE_PREF_SIZE);
        Label chartTitle = label("compare.chart.title");
        HBox chartBar = new HBox(8, chartTitle, spacer(), logScale);
        chartBar.setAlignment(Pos.CENTER_LEFT);
        // table and chart share the room; the table keeps its header and a few rows whatever the height
        table.setMinHeight(TABLE_MIN_HEIGHT);
        ablationTable.setMinHeight(TABLE_MIN_HEIGHT);
        VBox chartBox = new VBox(4, chartBar, chart);
        VBox.setVgrow(chart, Priority.ALWAYS);
        chartBox.setMinHeight(120);
        chart.setMinHeight(90);
        SplitPane tableAndChart = new SplitPane(table, chartBox);
        tableAndChart.setId("compare-results-split");
        tableAndChart.setOrientation(Orientation.VERTICAL);
        tableAndChart.setDividerPositions(0.55);
        // each mode has its own table; the chart draws the one shown
        model.modeProperty().addListener((obs, old, now) -> {
            double[] dividers = tableAndChart.getDividerPositions();
            tableAndChart.getItems().set(0, now == CompareViewModel.Mode.ABLATION ? ablationTable : table);
            tableAndChart.setDividerPositions(dividers);
            redrawChart();
        });
        chartTitle.textProperty().unbind();
        chartTitle.textProperty().bind(Bindings.createStringBinding(() -> l10n.get(
                model.modeProperty().get() == CompareViewModel.Mode.ABLATION ? "compare.ablation.chart.title"
                        : "compare.chart.title"), model.modeProperty(), l10n.languageProperty()));
        results = new VBox(6, resultsHeader(), tableAndChart);
        results.getStyleClass().add("compare-results");
        results.setPadding(new Insets(4, 8, 4, 8));
        VBox.setVgrow(tableAndChart, Priority.ALWAYS);

        ScrollPane settings = new ScrollPane(settings()); // a short window scrolls the settings, never clips them
        settings.setFitToWidth(true);
        settings.getStyleClass().add("compare-settings-scroll");
        SplitPane split = new SplitPane(settings, results);
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.3);
        setTop(actions());
        setCenter(split);
        exportMessage.setId("compare-export-message");
        exportMessage.getStyleClass().add("compare-export-message");
        exportMessage.setWrapText(true);
        setBottom(exportMessage);
        BorderPane.setMargin(exportMessage, new Insets(2, 8, 4, 8));

        model.rows().addListener((ListChangeListener<CompareRow>) c -> redrawChart());
        model.ablationRows().addListener((ListChangeListener<AblationRow>) c -> redrawChart());
        l10n.languageProperty().addListener((obs, old, now) -> redrawChart()); // ablation bars are named in words
        addEventHandler(KeyEvent.KEY_PRESSED, this::shortcut);
    }

    /** Header, three rows and a horizontal scroll bar (24 px rows in the default font). */
    static final double TABLE_MIN_HEIGHT = 26 + 3 * 24 + 20;

    /**
     * Above the table: the score legend, and — when the results were made on another position
     * than the one Run would compare now — which one, with "Show its position".
     */
    private Node resultsHeader() {
        Label legend = new Label();
        legend.setId("compare-score-legend");
        legend.getStyleClass().add("compare-score-legend");
        legend.textProperty().bind(model.context().scores().legendBinding(
                Bindings.createObjectBinding(model::sides, model.outcomeProperty(), model.positionProperty())));
        legend.setWrapText(true);
        legend.setMinHeight(Region.USE_PREF_SIZE);

        Label elsewhere = new Label();
        elsewhere.setId("compare-results-position");
        elsewhere.getStyleClass().add("compare-results-position");
        elsewhere.setWrapText(true);
        elsewhere.textProperty().bind(Bindings.createStringBinding(model::resultsPositionText,
                model.outcomeProperty(), l10n.languageProperty()));
        Button show = new Button();
        show.setId("compare-show-position");
        show.textProperty().bind(l10n.text("compare.results.show"));
        show.setGraphic(new FontIcon("mdi2e-eye-outline"));
        show.setMinWidth(Region.USE_PREF_SIZE);
        show.setOnAction(e -> model.showResultsPosition());
        HBox relabel = new HBox(8, elsewhere, show);
        relabel.setAlignment(Pos.CENTER_LEFT);
        relabel.getStyleClass().add("compare-elsewhere");
        relabel.visibleProperty().bind(model.resultsElsewhereProperty());
        relabel.managedProperty().bind(relabel.visibleProperty());
        HBox.setHgrow(elsewhere, Priority.ALWAYS);
        return new VBox(4, relabel, legend);
    }

    public CompareViewModel model() {
        return model;
    }

    /**
     * Run and Cancel, the progress, and the three exports with their names, in a pane that wraps
     * instead of folding controls into an overflow menu; every button keeps its whole text. The
     * status has its own line below, so a long status never squeezes the buttons.
     */
    private Node actions() {
        Button run = button("compare-run", "mdi2p-play", "compare.run", "compare.run.tooltip");
        run.setOnAction(e -> model.run());
        run.disableProperty().bind(model.runDisabledProperty());
        run.setDefaultButton(false);
        Button cancel = button("compare-cancel", "mdi2s-stop", "compare.cancel", "compare.cancel.tooltip");
        cancel.setOnAction(e -> model.cancel());
        cancel.disableProperty().bind(model.runningProperty().not());

        ProgressBar progress = new ProgressBar();
        progress.setId("compare-progress");
        progress.progressProperty().bind(model.progressProperty());
        progress.visibleProperty().bind(model.runningProperty());
        progress.setPrefWidth(110);

        Label exportTitle = label("compare.export");
        exportTitle.setMinWidth(Region.USE_PREF_SIZE);
        Button csv = button("compare-export-csv", "mdi2f-file-delimited-outline", "compare.export.csv.short", "compare.export.csv");
        csv.setOnAction(e -> chooseAndExport("csv", this::exportCsv));
        Button markdown = button("compare-export-markdown", "mdi2l-language-markdown-outline", "compare.export.markdown.short",
                "compare.export.markdown");
        markdown.setOnAction(e -> chooseAndExport("md", this::exportMarkdown));
        Button png = button("compare-export-png", "mdi2f-file-image-outline", "compare.export.png.short", "compare.export.png");
        png.setOnAction(e -> chooseAndExport("png", this::exportPng));
        for (Button export : new Button[] {csv, markdown, png}) {
            export.disableProperty().bind(model.hasResultsProperty().not().or(model.runningProperty()));
        }
        HBox runBox = new HBox(6, run, cancel, progress);
        runBox.setAlignment(Pos.CENTER_LEFT);
        HBox exportBox = new HBox(6, exportTitle, csv, markdown, png);
        exportBox.setAlignment(Pos.CENTER_LEFT);
        FlowPane bar = new FlowPane(16, 6, runBox, exportBox);
        bar.setId("compare-actions");
        bar.getStyleClass().add("compare-actions");

        Label status = new Label();
        status.setId("compare-status");
        status.getStyleClass().add("compare-status");
        status.setWrapText(true);
        status.textProperty().bind(Bindings.createStringBinding(() -> model.render(model.statusProperty().get()),
                model.statusProperty(), l10n.languageProperty()));
        VBox top = new VBox(6, bar, status);
        top.setPadding(new Insets(6, 8, 6, 8));
        top.getStyleClass().add("compare-top");
        return top;
    }

    private Node settings() {
        CheckListView<String> algorithms = new CheckListView<>();
        algorithms.setId("compare-algorithms");
        algorithms.getItems().setAll(model.available());
        algorithms.setCellFactory(list -> new javafx.scene.control.cell.CheckBoxListCell<>(
                algorithms::getItemBooleanProperty, org.gametree.app.analysis.AlgorithmCells.converter(l10n)));
        l10n.languageProperty().addListener((obs, old, now) -> algorithms.refresh());
        for (String name : model.chosen()) {
            algorithms.getCheckModel().check(name);
        }
        // The check model is the control's; the view-model's list follows it (and back, for code that sets it).
        // While code sets the view-model's list, the ticks follow it and must not write back half-way
        // (one tick cleared at a time would put the names not yet cleared back into the list).
        boolean[] following = {false};
        algorithms.getCheckModel().getCheckedItems().addListener((ListChangeListener<String>) c -> {
            if (!following[0] && !model.chosen().equals(algorithms.getCheckModel().getCheckedItems())) {
                model.chosen().setAll(algorithms.getCheckModel().getCheckedItems());
            }
        });
        model.chosen().addListener((ListChangeListener<String>) c -> {
            following[0] = true;
            try {
                followChosen(algorithms);
            } finally {
                following[0] = false;
            }
        });
        algorithms.disableProperty().bind(model.runningProperty());
        algorithms.setPrefHeight(150);
        algorithms.setPrefWidth(200);
        algorithms.setTooltip(l10n.tooltip("compare.algorithms.tooltip"));

        Spinner<Integer> depth = new Spinner<>();
        depth.setId("compare-depth");
        depth.setValueFactory(new SpinnerValueFactory.IntegerSpinnerValueFactory(
                CompareViewModel.MIN_DEPTH, CompareViewModel.MAX_DEPTH, model.depthProperty().get()));
        depth.getValueFactory().valueProperty().addListener((obs, old, now) -> model.depthProperty().set(now));
        model.depthProperty().addListener((obs, old, now) -> depth.getValueFactory().setValue(now.intValue()));
        depth.setEditable(true);
        depth.setPrefWidth(80);
        depth.disableProperty().bind(model.runningProperty());

        ComboBox<String> evaluation = new ComboBox<>(model.evaluations());
        evaluation.setId("compare-evaluation");
        evaluation.valueProperty().bindBidirectional(model.evaluationProperty());
        evaluation.disableProperty().bind(model.runningProperty());

        TextField text = new TextField();
        text.setId("compare-position-text");
        text.promptTextProperty().bind(l10n.text("compare.position.prompt"));
        text.textProperty().bindBidirectional(model.positionTextProperty());
        text.disableProperty().bind(model.runningProperty());
        text.setTooltip(l10n.tooltip("compare.position.tooltip"));

        Label error = new Label();
        error.setId("compare-position-error");
        error.getStyleClass().add("compare-error");
        error.setWrapText(true);
        error.textProperty().bind(Bindings.createStringBinding(() -> model.render(model.positionErrorProperty().get()),
                model.positionErrorProperty(), l10n.languageProperty()));
        error.visibleProperty().bind(model.positionErrorProperty().isNotNull());
        error.managedProperty().bind(error.visibleProperty());
        text.pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass("error"), false);
        model.positionErrorProperty().addListener((obs, old, now) ->
                text.pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass("error"), now != null));

        Label source = new Label();
        source.setId("compare-position-source");
        source.getStyleClass().add("compare-position-source");
        source.setWrapText(true);
        source.setMinHeight(Region.USE_PREF_SIZE);
        source.textProperty().bind(Bindings.createStringBinding(this::sourceText, model.positionProperty(),
                l10n.languageProperty()));

        // ablation: at a fixed depth the depth spinner limits each search, at a fixed time it does not
        depth.disableProperty().unbind();
        depth.disableProperty().bind(model.runningProperty().or(model.modeProperty().isEqualTo(CompareViewModel.Mode.ABLATION)
                .and(model.limitProperty().isEqualTo(CompareViewModel.Limit.TIME))));

        GridPane form = new GridPane();
        form.setHgap(8);
        form.setVgap(6);
        form.addRow(0, label("compare.depth"), depth);
        form.addRow(1, label("compare.evaluation"), evaluation);
        form.add(label("compare.position"), 0, 2);
        form.add(text, 1, 2);
        form.add(error, 1, 3);
        form.add(source, 1, 4);
        form.addRow(5, label("compare.external"), externalChoice());
        GridPane.setHgrow(text, Priority.ALWAYS);
        VBox algorithmsBox = new VBox(4, label("compare.algorithms"), algorithms);
        VBox ablationBox = ablationSettings();
        for (VBox pane : new VBox[] {algorithmsBox, ablationBox}) {
            pane.managedProperty().bind(pane.visibleProperty());
        }
        algorithmsBox.visibleProperty().bind(model.modeProperty().isEqualTo(CompareViewModel.Mode.ALGORITHMS));
        ablationBox.visibleProperty().bind(model.modeProperty().isEqualTo(CompareViewModel.Mode.ABLATION));
        HBox box = new HBox(10, algorithmsBox, ablationBox, form);
        HBox.setHgrow(form, Priority.ALWAYS);
        box.setPadding(new Insets(8));
        box.getStyleClass().add("compare-settings");
        return new VBox(modeToggle(), box);
    }

    /** One of the user's engines to search the same position to the same depth after ours ("No engine": none). */
    private Node externalChoice() {
        ComboBox<org.gametree.app.engines.ExternalEngine> engines = new ComboBox<>();
        engines.setId("compare-external");
        Runnable fill = () -> {
            var kept = model.external().engineProperty().get();
            engines.getItems().setAll(new java.util.ArrayList<>(java.util.Collections.singletonList(null)));
            engines.getItems().addAll(model.external().engines());
            engines.setValue(kept);
        };
        model.external().engines().addListener((ListChangeListener<org.gametree.app.engines.ExternalEngine>) c -> fill.run());
        fill.run();
        engines.valueProperty().addListener((o, before, now) -> model.external().engineProperty().set(now));
        model.external().engineProperty().addListener((o, before, now) -> engines.setValue(now));
        java.util.function.Supplier<javafx.scene.control.ListCell<org.gametree.app.engines.ExternalEngine>> cell =
                () -> new javafx.scene.control.ListCell<>() {
                    @Override
                    protected void updateItem(org.gametree.app.engines.ExternalEngine engine, boolean empty) {
                        super.updateItem(engine, empty);
                        setText(empty ? null : engine == null ? l10n.get("compare.external.none") : engine.name());
                    }
                };
        engines.setCellFactory(v -> cell.get());
        engines.setButtonCell(cell.get());
        engines.setTooltip(l10n.tooltip("compare.external.tooltip"));
        engines.disableProperty().bind(model.runningProperty()
                .or(model.modeProperty().isEqualTo(CompareViewModel.Mode.ABLATION)));
        return engines;
    }

    /** Compare algorithms, or take a preset apart: two radio buttons (Tab and the arrow keys; F6 switches). */
    private Node modeToggle() {
        javafx.scene.control.ToggleGroup group = new javafx.scene.control.ToggleGroup();
        javafx.scene.control.RadioButton algorithms = new javafx.scene.control.RadioButton();
        algorithms.setId("compare-mode-algorithms");
        algorithms.textProperty().bind(l10n.text("compare.mode.algorithms"));
        algorithms.setUserData(CompareViewModel.Mode.ALGORITHMS);
        javafx.scene.control.RadioButton ablation = new javafx.scene.control.RadioButton();
        ablation.setId("compare-mode-ablation");
        ablation.textProperty().bind(l10n.text("compare.mode.ablation"));
        ablation.setUserData(CompareViewModel.Mode.ABLATION);
        ablation.setTooltip(l10n.tooltip("compare.mode.ablation.tooltip"));
        algorithms.setTooltip(l10n.tooltip("compare.mode.algorithms.tooltip"));
        for (javafx.scene.control.RadioButton button : new javafx.scene.control.RadioButton[] {algorithms, ablation}) {
            button.setToggleGroup(group);
            button.setMinWidth(Region.USE_PREF_SIZE);
            button.disableProperty().bind(model.runningProperty());
        }
        group.selectToggle(model.modeProperty().get() == CompareViewModel.Mode.ABLATION ? ablation : algorithms);
        group.selectedToggleProperty().addListener((obs, old, now) -> {
            if (now != null) {
                model.modeProperty().set((CompareViewModel.Mode) now.getUserData());
            }
        });
        model.modeProperty().addListener((obs, old, now) ->
                group.selectToggle(now == CompareViewModel.Mode.ABLATION ? ablation : algorithms));
        HBox bar = new HBox(14, label("compare.mode"), algorithms, ablation);
        bar.setId("compare-mode");
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(8, 8, 0, 8));
        bar.getStyleClass().add("compare-settings");
        return bar;
    }

    /** The preset to take apart, and whether each search stops at the depth or after a time. */
    private VBox ablationSettings() {
        ComboBox<String> preset = new ComboBox<>(javafx.collections.FXCollections.observableArrayList(model.presets()));
        preset.setId("compare-ablation-preset");
        preset.valueProperty().bindBidirectional(model.presetProperty());
        org.gametree.app.analysis.AlgorithmCells.install(preset, l10n);
        preset.setTooltip(l10n.tooltip("compare.ablation.preset.tooltip"));
        preset.disableProperty().bind(model.runningProperty());
        preset.setMaxWidth(260);

        javafx.scene.control.ToggleGroup group = new javafx.scene.control.ToggleGroup();
        javafx.scene.control.RadioButton atDepth = new javafx.scene.control.RadioButton();
        atDepth.setId("compare-ablation-depth");
        atDepth.textProperty().bind(l10n.text("compare.ablation.atDepth"));
        atDepth.setUserData(CompareViewModel.Limit.DEPTH);
        javafx.scene.control.RadioButton atTime = new javafx.scene.control.RadioButton();
        atTime.setId("compare-ablation-time");
        atTime.textProperty().bind(l10n.text("compare.ablation.atTime"));
        atTime.setUserData(CompareViewModel.Limit.TIME);
        for (javafx.scene.control.RadioButton button : new javafx.scene.control.RadioButton[] {atDepth, atTime}) {
            button.setToggleGroup(group);
            button.setMinWidth(Region.USE_PREF_SIZE);
            button.disableProperty().bind(model.runningProperty());
        }
        group.selectToggle(model.limitProperty().get() == CompareViewModel.Limit.TIME ? atTime : atDepth);
        group.selectedToggleProperty().addListener((obs, old, now) -> {
            if (now != null) {
                model.limitProperty().set((CompareViewModel.Limit) now.getUserData());
            }
        });
        model.limitProperty().addListener((obs, old, now) -> group.selectToggle(now == CompareViewModel.Limit.TIME ? atTime : atDepth));

        Spinner<Integer> millis = new Spinner<>();
        millis.setId("compare-ablation-millis");
        millis.setValueFactory(new SpinnerValueFactory.IntegerSpinnerValueFactory(
                CompareViewModel.MIN_MILLIS, CompareViewModel.MAX_MILLIS, model.millisProperty().get(), 100));
        millis.getValueFactory().valueProperty().addListener((obs, old, now) -> model.millisProperty().set(now));
        model.millisProperty().addListener((obs, old, now) -> millis.getValueFactory().setValue(now.intValue()));
        millis.setEditable(true);
        millis.setPrefWidth(100);
        millis.setTooltip(l10n.tooltip("compare.ablation.millis.tooltip"));
        millis.disableProperty().bind(model.runningProperty().or(model.limitProperty().isEqualTo(CompareViewModel.Limit.DEPTH)));
        Label millisLabel = label("compare.ablation.millis");
        millisLabel.setLabelFor(millis);

        Label explain = new Label();
        explain.textProperty().bind(l10n.text("compare.ablation.explain"));
        explain.setWrapText(true);
        explain.setMaxWidth(260);
        explain.getStyleClass().add("compare-ablation-explain");
        HBox time = new HBox(6, atTime, millis, millisLabel);
        time.setAlignment(Pos.CENTER_LEFT);
        VBox box = new VBox(6, label("compare.ablation.preset"), preset, atDepth, time, explain);
        box.setId("compare-ablation-settings");
        return box;
    }

    /** Ticks exactly the names the view-model has chosen. */
    private void followChosen(CheckListView<String> algorithms) {
        for (String name : model.available()) {
            boolean want = model.chosen().contains(name);
            if (want != algorithms.getCheckModel().isChecked(name)) {
                if (want) {
                    algorithms.getCheckModel().check(name);
                } else {
                    algorithms.getCheckModel().clearCheck(name);
                }
            }
        }
    }

    private String sourceText() {
        AnalysisPosition position = model.positionProperty().get();
        String game = l10n.get(position.game() == AnalysisPosition.Game.XIANGQI ? "compare.game.xiangqi" : "compare.game.gomoku");
        return l10n.get(model.isPasted() ? "compare.position.pasted" : "compare.position.game", game, position.ply());
    }

    private void shortcut(KeyEvent event) {
        if (event.getCode() == KeyCode.F5) {
            model.run();
            event.consume();
        } else if (event.getCode() == KeyCode.F6 && !model.runningProperty().get()) {
            model.modeProperty().set(model.modeProperty().get() == CompareViewModel.Mode.ABLATION
                    ? CompareViewModel.Mode.ALGORITHMS : CompareViewModel.Mode.ABLATION);
            event.consume();
        } else if (event.getCode() == KeyCode.ESCAPE && model.runningProperty().get()) {
            model.cancel();
            event.consume();
        }
    }

    private void redrawChart() {
        List<LogScaleChart.Bar> bars = new ArrayList<>();
        if (model.modeProperty().get() == CompareViewModel.Mode.ABLATION) {
            for (AblationRow row : model.ablationRows()) {
                if (row.searched()) {
                    // short names under the bars: "best", then "\u2212null-move", … (the table has them in words)
                    String name = row.isBaseline() ? model.ablationName(row) : "\u2212" + row.without().switchName();
                    bars.add(new LogScaleChart.Bar(name, row.result().statistics().totalNodes(),
                            row.bestMoveChanged() ? "flagged" : !row.complete() ? "unfinished" : null));
                }
            }
            chart.show(bars);
            return;
        }
        for (CompareRow row : model.rows()) {
            String style = row.flagged() ? "flagged" : !row.finished() ? "unfinished" : null;
            bars.add(new LogScaleChart.Bar(row.name(), row.statistics().totalNodes(), style));
        }
        chart.show(bars);
    }

    // ------------------------------------------------------------------ export

    /** Writes the CSV table to {@code file}; says in place whether it worked. */
    public void exportCsv(Path file) {
        export(file, () -> model.exportCsv(file));
    }

    public void exportMarkdown(Path file) {
        export(file, () -> model.exportMarkdown(file));
    }

    /** Writes a PNG of the table and the chart as they are shown. */
    public void exportPng(Path file) {
        export(file, () -> model.exportImage(file, png(results)));
    }

    /** A node rendered to PNG bytes. */
    static byte[] png(Node node) {
        WritableImage image = node.snapshot(null, null);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try {
            ImageIO.write(SwingFXUtils.fromFXImage(image, null), "png", bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    private interface Export {
        void write() throws IOException;
    }

    private void export(Path file, Export export) {
        try {
            export.write();
            exportMessage.getStyleClass().remove("compare-error");
            exportMessage.setText(l10n.get("compare.export.done", file.toString()));
        } catch (IOException | RuntimeException e) { // a full disk or a bad folder is told, not thrown at the user
            exportMessage.getStyleClass().add("compare-error");
            exportMessage.setText(l10n.get("compare.export.failed", file.toString(), String.valueOf(e.getMessage())));
        }
    }

    private void chooseAndExport(String extension, java.util.function.Consumer<Path> exporter) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(l10n.get("compare.export.title"));
        chooser.setInitialFileName("comparison." + extension);
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("*." + extension, "*." + extension));
        File file = chooser.showSaveDialog(getScene() == null ? null : getScene().getWindow());
        if (file != null) {
            exporter.accept(file.toPath());
        }
    }

    // ------------------------------------------------------------------ small pieces

    private Button button(String id, String icon, String textKey, String tooltipKey) {
        Button button = new Button();
        button.setId(id);
        FontIcon graphic = new FontIcon(icon);
        graphic.getStyleClass().add("compare-icon");
        button.setGraphic(graphic);
        if (textKey != null) {
            button.textProperty().bind(l10n.text(textKey));
        }
        button.setTooltip(l10n.tooltip(tooltipKey));
        button.setMinWidth(Region.USE_PREF_SIZE); // the whole label, never "▶ …"
        return button;
    }

    private Label label(String key) {
        Label label = new Label();
        label.textProperty().bind(l10n.text(key));
        label.setMinWidth(Region.USE_PREF_SIZE); // "Evaluation", never "Eva…"
        return label;
    }

    private static Region spacer() {
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        return spacer;
    }
}
