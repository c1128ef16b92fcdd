package org.gametree.app.analysis.review;

import java.nio.file.Path;

import javafx.beans.Observable;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ObjectProperty;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.Spinner;
import javafx.scene.control.SpinnerValueFactory;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.score.ScoreSides;
import org.gametree.app.game.MoveListViewModel;
import org.gametree.app.i18n.Localization;
import org.gametree.core.search.SearchLimits;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The Review tab: analyse every position of the game in the background, see the evaluation
 * graph (a click or Left/Right on it moves the game), the inaccuracies, mistakes and blunders
 * marked in the graph and the move list, and each side's counts, which Save… writes to a
 * Markdown or CSV file and Copy puts on the clipboard.
 */
public final class ReviewView extends BorderPane {

    private final ReviewViewModel model;
    private final Localization l10n;
    private final ReviewGraph graph = new ReviewGraph();
    private final ReviewReportPane report;
    /** Kept: the spinners' bidirectional bindings hold them only weakly. */
    private final ObjectProperty<Integer> depthValue;
    private final ObjectProperty<Integer> millisValue;
    private final ObjectProperty<Integer> sideValue = new javafx.beans.property.SimpleObjectProperty<>(0);

    public ReviewView(AnalysisContext context, MoveListViewModel moveList) {
        this.model = new ReviewViewModel(context, moveList);
        this.l10n = context.l10n();
        setId("review-view");
        getStyleClass().add("review-view");
        getStylesheets().add(ReviewView.class.getResource("review.css").toExternalForm());
        depthValue = model.depthProperty().asObject();
        millisValue = model.millisProperty().asObject();
        sideValue.addListener((o, before, now) -> model.sideProperty().set(now == null ? 0 : now));

        graph.setId("review-graph");
        graph.setOnPlyChosen(model::goTo);
        graph.setDescription(this::describe);
        graph.currentPlyProperty().bind(moveList.currentPlyProperty());
        graph.accessibleTextProperty().bind(l10n.text("review.graph.description"));
        VBox.setVgrow(graph, Priority.ALWAYS);

        report = new ReviewReportPane(model);

        VBox body = new VBox(6, progress(), graph, thresholds(), report);
        body.setPadding(new Insets(6));
        setTop(controls());
        setCenter(body);

        Observable[] redraw = {model.resultProperty(), model.sideProperty(), model.winProbabilityProperty(),
                l10n.languageProperty(), context.notationProperty(), context.scorePerspectiveProperty()};
        for (Observable o : redraw) {
            o.addListener(x -> refresh());
        }
        refresh();
    }

    public ReviewViewModel viewModel() {
        return model;
    }

    public ReviewGraph graph() {
        return graph;
    }

    private FlowPane controls() {
        Button run = new Button();
        run.setId("review-run");
        run.textProperty().bind(Bindings.when(model.runningProperty())
                .then(l10n.text("review.stop")).otherwise(l10n.text("review.run")));
        run.graphicProperty().bind(Bindings.createObjectBinding(() ->
                new FontIcon(model.runningProperty().get() ? "mdi2s-stop" : "mdi2p-play"), model.runningProperty()));
        run.setTooltip(l10n.tooltip("review.run.tooltip"));
        run.setOnAction(e -> {
            if (model.runningProperty().get()) {
                model.cancel();
            } else {
                model.start();
            }
        });

        Spinner<Integer> depth = spinner("review-depth", 1, SearchLimits.MAX_DEPTH, 1, depthValue, "review.depth.tooltip");
        Spinner<Integer> millis = spinner("review-millis", 0, 600_000, 100, millisValue, "review.millis.tooltip");
        millis.setPrefWidth(96);
        depth.disableProperty().bind(model.runningProperty());
        millis.disableProperty().bind(model.runningProperty());

        ComboBox<Integer> side = new ComboBox<>();
        side.setId("review-side");
        side.getItems().setAll(0, 1);
        side.setCellFactory(l -> new SideCell());
        side.setButtonCell(new SideCell());
        side.valueProperty().bindBidirectional(sideValue);
        side.setTooltip(l10n.tooltip("review.side.tooltip"));

        CheckBox win = new CheckBox();
        win.setId("review-winprob");
        win.textProperty().bind(l10n.text("review.winProbability"));
        win.selectedProperty().bindBidirectional(model.winProbabilityProperty());
        win.setTooltip(l10n.tooltip("review.winProbability.tooltip"));

        FlowPane bar = new FlowPane(8, 4, run, label("review.depth"), depth, label("review.millis"), millis, side, win);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(6));
        bar.getStyleClass().add("review-toolbar");
        return bar;
    }

    private HBox progress() {
        ProgressBar bar = new ProgressBar(0);
        bar.setId("review-progress");
        bar.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(bar, Priority.ALWAYS);
        Label text = new Label();
        text.setId("review-progress-label");
        bar.progressProperty().bind(Bindings.createDoubleBinding(() -> {
            ReviewResult result = model.resultProperty().get();
            return result == null ? 0.0 : (double) result.scores().size() / result.positions();
        }, model.resultProperty()));
        text.textProperty().bind(Bindings.createStringBinding(() -> {
            ReviewResult result = model.resultProperty().get();
            if (result == null) {
                return l10n.get("review.progress.none");
            }
            int done = result.scores().size();
            if (done == result.positions()) {
                return l10n.get("review.progress.done", result.positions());
            }
            return l10n.get(model.runningProperty().get() ? "review.progress" : "review.progress.stopped",
                    Math.min(done + 1, result.positions()), result.positions());
        }, model.resultProperty(), model.runningProperty(), l10n.languageProperty()));
        HBox box = new HBox(8, bar, text);
        box.setAlignment(Pos.CENTER_LEFT);
        return box;
    }

    /** What the dots mean, with the thresholds of the game shown. */
    private Label thresholds() {
        Label legend = new Label();
        legend.setId("review-thresholds");
        legend.getStyleClass().add("review-legend");
        legend.setWrapText(true);
        legend.textProperty().bind(Bindings.createStringBinding(() -> {
            AnalysisPosition position = model.context().getPosition();
            ReviewScale scale = ReviewScale.of(position == null ? AnalysisPosition.Game.XIANGQI : position.game());
            return l10n.get("review.thresholds", scale.inaccuracy(), scale.mistake(), scale.blunder());
        }, model.context().positionProperty(), l10n.languageProperty()));
        return legend;
    }

    // ------------------------------------------------------------------ showing

    private void refresh() {
        ReviewResult result = model.resultProperty().get();
        boolean win = model.winProbabilityProperty().get();
        graph.setPlaceholder(l10n.get("review.placeholder"));
        if (result == null) {
            graph.dataProperty().set(GraphData.EMPTY);
        } else {
            int clamp = result.scale().clamp();
            graph.dataProperty().set(GraphData.of(result, model.sideProperty().get(), win,
                    win ? "100%" : "+" + clamp, win ? "50%" : "0", win ? "0%" : "\u2212" + clamp));
        }
        report.show(result);
    }

    /** The tooltip over the graph: the position, the move that led there with its mark, the score. */
    private String describe(int ply) {
        ReviewResult result = model.resultProperty().get();
        if (result == null || ply < 0 || ply >= result.positions()) {
            return l10n.get("review.placeholder");
        }
        String move = ply == 0 ? l10n.get("review.start")
                : result.start().lineNames(result.moves(), model.context().notationProperty().get()).get(ply - 1);
        if (ply >= result.scores().size()) {
            return l10n.get("review.tooltip.pending", ply, move);
        }
        PositionScore score = result.scores().get(ply);
        String value = model.context().scores().value(score.value(), score.sideToMove(), ScoreSides.of(result.start().game()));
        MoveJudgement mark = ply == 0 ? MoveJudgement.GOOD : result.assessments().get(ply - 1).judgement();
        String judged = mark == MoveJudgement.GOOD ? "" : " " + mark.symbol() + " " + l10n.get(mark.key());
        return l10n.get("review.tooltip", ply, move + judged, value);
    }

    /** Writes the report to {@code target}: CSV for a {@code .csv} name, Markdown otherwise. */
    public void saveTo(Path target) {
        report.saveTo(target);
    }

    // ------------------------------------------------------------------ small pieces

    private Spinner<Integer> spinner(String id, int min, int max, int step, ObjectProperty<Integer> value, String tip) {
        Spinner<Integer> spinner = new Spinner<>();
        spinner.setId(id);
        SpinnerValueFactory.IntegerSpinnerValueFactory factory =
                new SpinnerValueFactory.IntegerSpinnerValueFactory(min, max, value.get(), step);
        // anything but a number keeps the value (the factory clamps numbers out of range)
        factory.setConverter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(Integer number) {
                return number == null ? "" : number.toString();
            }

            @Override
            public Integer fromString(String text) {
                String trimmed = text == null ? "" : text.trim();
                return trimmed.matches("\\d{1,7}") ? Integer.valueOf(trimmed) : factory.getValue();
            }
        });
        spinner.setValueFactory(factory);
        spinner.setEditable(true);
        spinner.setPrefWidth(72);
        factory.valueProperty().bindBidirectional(value);
        spinner.setTooltip(l10n.tooltip(tip));
        return spinner;
    }

    private Label label(String key) {
        Label label = new Label();
        label.textProperty().bind(l10n.text(key));
        return label;
    }

    /** A side in the chooser: "Red's side" / "Black's side" for the game shown. */
    private final class SideCell extends ListCell<Integer> {
        @Override
        protected void updateItem(Integer item, boolean empty) {
            super.updateItem(item, empty);
            textProperty().unbind();
            if (empty || item == null) {
                setText(null);
                return;
            }
            textProperty().bind(Bindings.createStringBinding(() -> {
                AnalysisPosition position = model.context().getPosition();
                ScoreSides sides = ScoreSides.of(position == null ? AnalysisPosition.Game.XIANGQI : position.game());
                return l10n.get("review.side", l10n.get(sides.nameKey(item)));
            }, l10n.languageProperty(), model.context().positionProperty()));
        }
    }
}
