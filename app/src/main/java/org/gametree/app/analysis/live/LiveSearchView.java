package org.gametree.app.analysis.live;

import javafx.beans.binding.Bindings;
import javafx.event.EventHandler;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.Separator;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.i18n.Localization;

/**
 * The live search panel: engine settings and Analyse/Stop on top; the figures, the principal
 * variation (hover a move to see it on the board), the iterations and a log-scale chart of
 * nodes per depth below. Figures arrive as snapshots at most 20 times a second, so the board
 * stays responsive however fast the search runs.
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

        Label pvTitle = new Label();
        pvTitle.textProperty().bind(l10n.text("live.pv"));
        pvTitle.getStyleClass().add("live-section");
        Label iterationsTitle = new Label();
        iterationsTitle.textProperty().bind(l10n.text("live.iterations"));
        iterationsTitle.getStyleClass().add("live-section");

        IterationTable table = new IterationTable(model);
        NodesChart chart = new NodesChart(model);
        chart.setPrefHeight(210);
        chart.setMinHeight(160);
        table.setPrefHeight(170);
        VBox.setVgrow(table, Priority.ALWAYS);
        VBox body = new VBox(6, state, new FigureGrid(model), new Separator(), pvTitle, new PvBar(model),
                new Separator(), iterationsTitle, table, chart);
        body.setPadding(new Insets(8));
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
