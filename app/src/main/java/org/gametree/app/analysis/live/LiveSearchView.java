package org.gametree.app.analysis.live;

import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.event.EventHandler;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Separator;
import javafx.scene.control.SplitPane;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.chart.LogScaleChart;
import org.gametree.app.i18n.Localization;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The live search panel: engine settings and Analyse/Stop on top; the figures, the principal
 * variation (hover a move to see it on the board), the iterations and a log-scale chart of
 * nodes per depth below. Figures arrive as snapshots at most 20 times a second, so the board
 * stays responsive however fast the search runs.
 *
 * <p>With Lines above 1 (MultiPV) a table lists the best lines, and {@link LiveBoardMarks} draws
 * their first moves on the board (arrows for Xiangqi, a numbered heat map for Gomoku) while the
 * panel is shown and the board is at the searched position. A click on a move of the PV or of a
 * line plays the line up to it in the game; right-click copies it ({@link LineMenu}).
 *
 * <p>Shortcuts: Ctrl+Space analyses, Escape stops. They are heard on the whole scene (as the
 * last handler a key reaches, so a focused control or another part keeps its own use of the key)
 * and act only while the panel is shown; a key is consumed only when it did something.
 */
public final class LiveSearchView extends BorderPane {

    static final KeyCombination ANALYSE = new KeyCodeCombination(KeyCode.SPACE, KeyCombination.SHORTCUT_DOWN);
    static final KeyCombination STOP = new KeyCodeCombination(KeyCode.ESCAPE);

    private final LiveSearchViewModel model;
    private final EventHandler<KeyEvent> shortcuts = this::shortcut;
    /** Kept: it listens to the lines and draws them on the board. */
    private final LiveBoardMarks marks;

    public LiveSearchView(AnalysisContext context) {
        this(new LiveSearchViewModel(context));
    }

    public LiveSearchView(LiveSearchViewModel model) {
        this.model = model;
        Localization l10n = model.context().l10n();
        setId("live-view");
        getStyleClass().add("live-view");
        getStylesheets().add(LiveSearchView.class.getResource("live.css").toExternalForm());

        LiveToolbar toolbar = new LiveToolbar(model);
        Label message = new Label();
        message.setId("live-message");
        message.getStyleClass().add("live-message");
        message.setWrapText(true);
        message.textProperty().bind(Bindings.createStringBinding(
                () -> !toolbar.timeValidProperty().get() && !model.infiniteProperty().get()
                        ? l10n.get("live.time.invalid") : model.errorMessageProperty().get(),
                toolbar.timeValidProperty(), model.infiniteProperty(), model.errorMessageProperty(),
                l10n.languageProperty()));
        message.visibleProperty().bind(message.textProperty().isNotEmpty());
        message.managedProperty().bind(message.visibleProperty());
        setTop(new VBox(toolbar, message));

        Label state = new Label();
        state.setId("live-state");
        state.getStyleClass().add("live-state");
        state.textProperty().bind(Bindings.createStringBinding(() -> stateText(l10n),
                model.stateProperty(), model.searchedDepthProperty(), l10n.languageProperty()));

        Label legend = new Label();
        legend.setId("live-score-legend");
        legend.getStyleClass().add("live-score-legend");
        legend.textProperty().bind(model.context().scores().legendBinding(
                Bindings.createObjectBinding(model::sides, model.searchRootProperty(), model.context().positionProperty())));
        legend.setWrapText(true);
        legend.setMinHeight(Region.USE_PREF_SIZE);

        // The PV on one line with its name; the iterations need no title (their table has headers).
        Label pvTitle = new Label();
        pvTitle.textProperty().bind(l10n.text("live.pv"));
        pvTitle.getStyleClass().add("live-section");
        pvTitle.setMinWidth(Region.USE_PREF_SIZE);
        PvBar pvBar = new PvBar(model);
        HBox pvLine = new HBox(8, pvTitle, pvBar);
        pvLine.setAlignment(Pos.TOP_LEFT);
        HBox.setHgrow(pvBar, Priority.ALWAYS);

        // the MultiPV lines, with a word when the algorithm searches one line only
        LinesTable linesTable = new LinesTable(model);
        linesTable.setMinHeight(LINES_MIN_HEIGHT);
        linesTable.setPrefHeight(LINES_MIN_HEIGHT);
        // with one line the PV bar says it all: the panel stays as it was, the table appears for MultiPV
        linesTable.visibleProperty().bind(model.multiPvProperty().greaterThan(1));
        linesTable.managedProperty().bind(linesTable.visibleProperty());
        Label single = new Label();
        single.setId("live-lines-single");
        single.getStyleClass().add("live-message");
        single.setWrapText(true);
        single.textProperty().bind(l10n.text("live.lines.single"));
        single.visibleProperty().bind(model.singleLineOnlyProperty());
        single.managedProperty().bind(single.visibleProperty());
        marks = new LiveBoardMarks(model, new ShownTracker(this).shownProperty());

        IterationTable table = new IterationTable(model);
        // five rows and the header always fit (the 1280x720 window showed two)
        table.setMinHeight(TABLE_MIN_HEIGHT);
        table.setPrefHeight(TABLE_MIN_HEIGHT + 40);
        LogScaleChart chart = chart(model, l10n);
        // the caption names what is drawn (a rotated axis label would be cut off in a short chart)
        Label caption = new Label();
        caption.textProperty().bind(l10n.text("live.chart.title"));
        caption.getStyleClass().add("live-chart-caption");
        caption.setMinWidth(Region.USE_PREF_SIZE);
        VBox chartBox = new VBox(0, caption, chart);
        VBox.setVgrow(chart, Priority.ALWAYS);
        chartBox.setMinHeight(110);
        SplitPane lower = new SplitPane(table,
                new org.gametree.app.analysis.external.ChartAndEngineTabs(chartBox, model.context()));
        lower.setId("live-lower");
        lower.setOrientation(Orientation.VERTICAL);
        lower.setDividerPositions(0.55);
        VBox.setVgrow(lower, Priority.ALWAYS);
        VBox body = new VBox(6, state, elsewhere(model, l10n), new FigureGrid(model), legend, new Separator(), pvLine,
                linesTable, single, lower);
        body.setPadding(new Insets(6, 8, 6, 8));
        setCenter(body);

        sceneProperty().addListener((o, before, now) -> {
            if (before != null) {
                before.removeEventHandler(KeyEvent.KEY_PRESSED, shortcuts);
            }
            if (now != null) {
                now.addEventHandler(KeyEvent.KEY_PRESSED, shortcuts);
            }
        });
    }

    /** Header, five rows (24 px in the default font) and room for a horizontal scroll bar. */
    static final double TABLE_MIN_HEIGHT = 26 + 5 * 24 + 20;
    /** The lines table: header and three rows of move labels (30 px each; more lines scroll). */
    static final double LINES_MIN_HEIGHT = 26 + 3 * 30 + 4;

    /** Positions per completed depth, on the shared log-scale chart; same name as the figure. */
    private static LogScaleChart chart(LiveSearchViewModel model, Localization l10n) {
        LogScaleChart chart = new LogScaleChart();
        chart.setId("live-chart");
        chart.getStyleClass().add("live-chart");
        chart.setMinHeight(90);
        chart.setPrefHeight(150);
        chart.categoryAxis().labelProperty().bind(l10n.text("live.chart.depth"));
        Runnable show = () -> chart.show(model.iterations().stream()
                .map(r -> new LogScaleChart.Bar(Integer.toString(r.depth()), r.nodes(), null)).toList());
        model.iterations().addListener((ListChangeListener<IterationRow>) c -> show.run());
        show.run();
        return chart;
    }

    /** Shown while the figures belong to another position than the board's: which, and a way to see it. */
    private static Node elsewhere(LiveSearchViewModel model, Localization l10n) {
        Label text = new Label();
        text.setId("live-figures-position");
        text.setWrapText(true);
        text.textProperty().bind(Bindings.createStringBinding(model::searchedPositionText,
                model.searchRootProperty(), l10n.languageProperty()));
        Button show = new Button();
        show.setId("live-show-position");
        show.textProperty().bind(l10n.text("live.figures.show"));
        show.setGraphic(new FontIcon("mdi2e-eye-outline"));
        show.setMinWidth(Region.USE_PREF_SIZE);
        show.setOnAction(e -> model.showSearchedPosition());
        HBox strip = new HBox(8, text, show);
        strip.setAlignment(Pos.CENTER_LEFT);
        strip.getStyleClass().add("live-elsewhere");
        HBox.setHgrow(text, Priority.ALWAYS);
        strip.visibleProperty().bind(model.figuresElsewhereProperty());
        strip.managedProperty().bind(strip.visibleProperty());
        return strip;
    }

    public LiveSearchViewModel viewModel() {
        return model;
    }

    private String stateText(Localization l10n) {
        int depth = model.searchedDepthProperty().get();
        return switch (model.stateProperty().get()) {
            case IDLE -> l10n.get("live.state.idle");
            case SEARCHING -> l10n.get("live.state.searching", depth);
            case ENGINE_THINKING -> l10n.get("live.state.engine", depth);
            case DONE -> l10n.get("live.state.done", depth);
            case STOPPED -> l10n.get("live.state.stopped", depth);
            case FAILED -> l10n.get("live.state.failed");
            case TREE_FULL -> l10n.get("live.state.treeFull", depth);
        };
    }

    private void shortcut(KeyEvent event) {
        if (event.isConsumed() || !isShown()) {
            return;
        }
        if (ANALYSE.match(event) && !model.isRunning()) {
            model.start();
            event.consume();
        } else if (STOP.match(event) && model.isRunning()) {
            model.stop();
            event.consume();
        }
    }

    /** Whether the panel is on screen: it and every parent visible (a tab not selected hides its content). */
    private boolean isShown() {
        for (Node node = this; node != null; node = node.getParent()) {
            if (!node.isVisible()) {
                return false;
            }
        }
        return getScene() != null && getScene().getWindow() != null && getScene().getWindow().isShowing();
    }
}
