package org.gametree.app.analysis.stepper;

import java.util.function.Function;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.value.ObservableValue;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ComboBoxBase;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Separator;
import javafx.scene.control.Slider;
import javafx.scene.control.Spinner;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import org.controlsfx.control.SegmentedButton;
import org.controlsfx.control.ToggleSwitch;
import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.i18n.Localization;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The stepper's window part: a record bar (source — the game's position, figure 7.4 or a
 * generated tree — algorithm, depth), transport buttons with shortcuts, a speed slider, a
 * draggable progress slider, the current event explained in large text, the α-β window on a
 * number line, the path, and, as the search calls for them, the textbook drawing, the OPEN list
 * (SSS*, DUAL*) or the MCTS children.
 *
 * <p>Shortcuts, anywhere in the view except while typing in a field: Home first, ← back,
 * Space play/pause, → next, End last, C run to the next cutoff, O run to the end of this node
 * (step out), S step over, R record.
 */
public final class StepperView extends BorderPane {

    private static final String STYLESHEET = StepperView.class.getResource("stepper.css").toExternalForm();

    private final StepperViewModel model;
    private final Localization l10n;
    private final TextbookTreeView drawing;
    private final Slider progress = new Slider(0, 1, 0);
    private final Slider speed = new Slider(0, Math.log10(StepperViewModel.MAX_SPEED), 1);
    private boolean seeking;

    public StepperView(AnalysisContext context) {
        this(new StepperViewModel(context), context);
    }

    public StepperView(StepperViewModel model, AnalysisContext context) {
        this.model = model;
        this.l10n = context.l10n();
        this.drawing = new TextbookTreeView(l10n);
        setId("stepper-root");
        getStyleClass().add("stepper");
        getStylesheets().add(STYLESHEET);
        setTop(recordBar());
        setCenter(replayArea());
        addEventFilter(KeyEvent.KEY_PRESSED, this::shortcut);
    }

    public StepperViewModel getModel() {
        return model;
    }

    /** The textbook drawing (shown while the source is a textbook tree). */
    public TextbookTreeView drawing() {
        return drawing;
    }

    // ---------------------------------------------------------------- record bar

    private Node recordBar() {
        SegmentedButton sources = new SegmentedButton();
        sources.setId("stepper-source");
        for (StepSource source : StepSource.values()) {
            ToggleButton button = new ToggleButton();
            button.setId(sourceId(source));
            button.textProperty().bind(l10n.text(source.key()));
            button.setUserData(source);
            button.setSelected(model.sourceProperty().get() == source);
            button.selectedProperty().addListener((o, was, now) -> {
                if (now) {
                    model.sourceProperty().set(source);
                } else if (model.sourceProperty().get() == source) {
                    button.setSelected(true); // one source is always chosen
                }
            });
            sources.getButtons().add(button);
        }

        ComboBox<String> algorithm = new ComboBox<>();
        algorithm.setId("stepper-algorithm");
        algorithm.getItems().setAll(StepperViewModel.algorithmNames());
        algorithm.valueProperty().bindBidirectional(model.algorithmProperty());
        algorithm.setVisibleRowCount(14);
        org.gametree.app.analysis.AlgorithmCells.install(algorithm, l10n);
        tip(algorithm, "stepper.tip.algorithm");

        Spinner<Integer> depth = spinner("stepper-depth", 1, 12, model.depthProperty());
        tip(depth, "stepper.tip.depth");
        ComboBox<String> evaluation = new ComboBox<>(model.evaluations());
        evaluation.setId("stepper-evaluation");
        evaluation.valueProperty().bindBidirectional(model.evaluationProperty());
        tip(evaluation, "stepper.tip.evaluation");
        BooleanBinding game = model.sourceProperty().isEqualTo(StepSource.GAME_POSITION);
        Label depthLabel = label("stepper.label.depth");
        Label evaluationLabel = label("stepper.label.evaluation");
        for (Node n : new Node[] {depthLabel, depth, evaluationLabel, evaluation}) {
            n.visibleProperty().bind(game);
            n.managedProperty().bind(game);
        }

        Button record = button("stepper-record", "mdi2r-record-circle", "stepper.tip.record", model::record);
        record.textProperty().bind(l10n.text("stepper.button.record"));
        record.disableProperty().bind(model.recordingProperty().or(model.inputErrorProperty().isNotEmpty()));
        Button cancel = button("stepper-cancel", "mdi2s-stop-circle-outline", "stepper.tip.cancel", model::cancelRecording);
        cancel.visibleProperty().bind(model.recordingProperty());
        cancel.managedProperty().bind(model.recordingProperty());

        // A flow, not a tool bar: a narrow window wraps the controls instead of hiding them in an overflow menu.
        FlowPane bar = new FlowPane(8, 6, sources, label("stepper.label.algorithm"), algorithm, depthLabel, depth,
                evaluationLabel, evaluation, record, cancel);
        bar.setId("stepper-record-bar");
        bar.getStyleClass().add("stepper-bar");
        bar.setAlignment(Pos.CENTER_LEFT);

        FlowPane random = new FlowPane(6, 4, label("stepper.label.branching"), spinner("stepper-branching", 1, 10, model.branchingProperty()),
                label("stepper.label.treeDepth"), spinner("stepper-tree-depth", 1, 10, model.treeDepthProperty()),
                label("stepper.label.min"), spinner("stepper-min", -999, 999, model.minValueProperty()),
                label("stepper.label.max"), spinner("stepper-max", -999, 999, model.maxValueProperty()),
                label("stepper.label.seed"), seedField(), orderedSwitch());
        random.setAlignment(Pos.CENTER_LEFT);
        random.setPadding(new Insets(2, 8, 4, 8));
        random.setId("stepper-random-settings");
        BooleanBinding isRandom = model.sourceProperty().isEqualTo(StepSource.RANDOM_TREE);
        random.visibleProperty().bind(isRandom);
        random.managedProperty().bind(isRandom);

        Label error = new Label();
        error.setId("stepper-input-error");
        error.getStyleClass().add("stepper-error");
        error.textProperty().bind(model.inputErrorProperty());
        error.visibleProperty().bind(model.inputErrorProperty().isNotEmpty());
        error.managedProperty().bind(error.visibleProperty());
        Label status = new Label();
        status.setId("stepper-status");
        status.getStyleClass().add("stepper-status");
        status.textProperty().bind(model.statusProperty());
        model.statusErrorProperty().addListener((o, was, now) -> {
            status.getStyleClass().remove("stepper-error");
            if (now) {
                status.getStyleClass().add("stepper-error");
            }
        });
        VBox messages = new VBox(2, error, status);
        messages.setPadding(new Insets(0, 8, 4, 8));
        return new VBox(bar, random, messages);
    }

    /** The source buttons' ids: stepper-source-game, stepper-source-figure-74, stepper-source-random. */
    static String sourceId(StepSource source) {
        return "stepper-source-" + switch (source) {
            case GAME_POSITION -> "game";
            case FIGURE_74 -> "figure-74";
            case RANDOM_TREE -> "random";
        };
    }

    private TextField seedField() {
        TextField seed = new TextField();
        seed.setId("stepper-seed");
        seed.setPrefColumnCount(6);
        seed.textProperty().bindBidirectional(model.seedTextProperty());
        tip(seed, "stepper.tip.seed");
        return seed;
    }

    private Node orderedSwitch() {
        ToggleSwitch ordered = new ToggleSwitch();
        ordered.setId("stepper-ordered");
        ordered.textProperty().bind(l10n.text("stepper.label.ordered"));
        ordered.selectedProperty().bindBidirectional(model.perfectlyOrderedProperty());
        return ordered;
    }

    private Spinner<Integer> spinner(String id, int min, int max, int initial) {
        Spinner<Integer> spinner = new Spinner<>(min, max, initial);
        spinner.setId(id);
        spinner.setPrefWidth(76);
        return spinner;
    }

    private Spinner<Integer> spinner(String id, int min, int max, javafx.beans.property.IntegerProperty property) {
        Spinner<Integer> spinner = spinner(id, min, max, property.get());
        spinner.valueProperty().addListener((o, was, now) -> property.set(now));
        property.addListener((o, was, now) -> spinner.getValueFactory().setValue(now.intValue()));
        return spinner;
    }

    // ---------------------------------------------------------------- replay

    private Node replayArea() {
        FlowPane transport = new FlowPane(4, 4,
                button("stepper-first", "mdi2s-skip-previous", "stepper.tip.first", model::first),
                button("stepper-back", "mdi2s-step-backward", "stepper.tip.back", model::back),
                playButton(),
                button("stepper-next", "mdi2s-step-forward", "stepper.tip.next", model::next),
                button("stepper-last", "mdi2s-skip-next", "stepper.tip.last", model::last),
                new Separator(Orientation.VERTICAL),
                button("stepper-cutoff", "mdi2c-content-cut", "stepper.tip.cutoff", model::runToNextCutoff),
                button("stepper-step-out", "mdi2d-debug-step-out", "stepper.tip.stepOut", model::stepOut),
                button("stepper-step-over", "mdi2d-debug-step-over", "stepper.tip.stepOver", model::stepOver),
                new Separator(Orientation.VERTICAL),
                new FontIcon("mdi2s-speedometer"), speedSlider());
        transport.setId("stepper-transport");
        transport.setAlignment(Pos.CENTER_LEFT);
        for (Node item : transport.getChildren()) {
            if (item instanceof Button b && !"stepper-play".equals(b.getId())) {
                b.disableProperty().bind(model.recordedProperty().isNull());
            }
        }

        progress.setId("stepper-progress");
        progress.setFocusTraversable(false); // ← and → are the stepper's, not the slider's
        progress.maxProperty().bind(Bindings.max(1, model.lengthProperty()));
        progress.disableProperty().bind(model.recordedProperty().isNull());
        progress.valueProperty().addListener((o, was, now) -> {
            if (!seeking) {
                model.seek((int) Math.round(now.doubleValue()));
            }
        });
        model.positionProperty().addListener((o, was, now) -> {
            seeking = true;
            progress.setValue(now.intValue());
            seeking = false;
        });
        HBox.setHgrow(progress, Priority.ALWAYS);
        Label position = new Label();
        position.setId("stepper-position");
        position.textProperty().bind(l10n.text("stepper.label.position", model.positionProperty(), model.lengthProperty()));
        HBox progressRow = new HBox(8, progress, position);
        progressRow.setAlignment(Pos.CENTER_LEFT);

        Label kind = new Label();
        kind.setId("stepper-kind");
        kind.getStyleClass().add("stepper-kind");
        kind.textProperty().bind(model.kindNameProperty());
        kind.visibleProperty().bind(model.kindNameProperty().isNotEmpty());
        Label explanation = new Label();
        explanation.setId("stepper-explanation");
        explanation.getStyleClass().add("stepper-explanation");
        explanation.setWrapText(true);
        explanation.setMinHeight(54);
        explanation.setAlignment(Pos.TOP_LEFT);
        explanation.textProperty().bind(model.explanationProperty());

        AlphaBetaWindow window = new AlphaBetaWindow(l10n);
        window.setId("stepper-window");
        window.alphaProperty().bind(model.alphaProperty());
        window.betaProperty().bind(model.betaProperty());
        Label alpha = new Label();
        alpha.setId("stepper-alpha");
        alpha.getStyleClass().add("stepper-alpha");
        alpha.textProperty().bind(l10n.text("stepper.label.alpha", model.alphaTextProperty()));
        Label beta = new Label();
        beta.setId("stepper-beta");
        beta.getStyleClass().add("stepper-beta");
        beta.textProperty().bind(l10n.text("stepper.label.beta", model.betaTextProperty()));
        Label path = new Label();
        path.setId("stepper-path");
        path.setWrapText(true);
        path.textProperty().bind(model.pathProperty());

        GridPane facts = new GridPane();
        facts.setHgap(10);
        facts.setVgap(4);
        facts.add(label("stepper.label.window"), 0, 0);
        facts.add(window, 1, 0);
        HBox bounds = new HBox(16, alpha, beta);
        facts.add(bounds, 2, 0);
        facts.add(label("stepper.label.path"), 0, 1);
        facts.add(path, 1, 1, 2, 1);
        GridPane.setHgrow(window, Priority.ALWAYS);

        VBox top = new VBox(6, transport, progressRow, kind, explanation, facts);
        top.setPadding(new Insets(4, 8, 6, 8));
        top.setFocusTraversable(true);
        top.setId("stepper-stage");
        top.setOnMousePressed(e -> top.requestFocus());

        VBox extras = new VBox(6, drawingPane(), openTable(), mctsPane(), recentList());
        extras.setPadding(new Insets(0, 8, 8, 8));
        VBox.setVgrow(extras, Priority.ALWAYS);
        VBox all = new VBox(top, extras);
        return all;
    }

    private Node drawingPane() {
        drawing.treeShapeProperty().bind(model.shapeProperty());
        drawing.marksProperty().bind(model.marksProperty());
        ScrollPane scroll = new ScrollPane(drawing);
        scroll.setId("stepper-drawing");
        scroll.setFitToWidth(true);
        scroll.setFitToHeight(true);
        scroll.setPrefViewportHeight(300);
        VBox.setVgrow(scroll, Priority.ALWAYS);
        BooleanBinding shown = model.shapeProperty().isNotNull();
        scroll.visibleProperty().bind(shown);
        scroll.managedProperty().bind(shown);
        return scroll;
    }

    private Node recentList() {
        ListView<String> list = new ListView<>(model.recentEvents());
        list.setId("stepper-recent");
        list.setFocusTraversable(false);
        list.setPrefHeight(150);
        list.setMinHeight(90);
        list.setPlaceholder(label("stepper.recent.empty"));
        VBox box = new VBox(2, label("stepper.recent.title"), list);
        // Without a drawing the list takes the room; with one, the drawing does.
        VBox.setVgrow(box, Priority.ALWAYS);
        VBox.setVgrow(list, Priority.ALWAYS);
        model.shapeProperty().addListener((o, was, now) -> {
            VBox.setVgrow(box, now == null ? Priority.ALWAYS : Priority.NEVER);
            list.setPrefHeight(now == null ? 400 : 110);
        });
        return box;
    }

    private Node openTable() {
        TableView<OpenEntry> table = new TableView<>(model.openList());
        table.setId("stepper-open-list");
        table.setPlaceholder(label("stepper.open.empty"));
        table.getColumns().add(column("stepper.open.node", e -> new SimpleStringProperty(e.name())));
        table.getColumns().add(column("stepper.open.state",
                e -> l10n.text(e.solved() ? "stepper.open.solved" : "stepper.open.live")));
        table.getColumns().add(column("stepper.open.merit", e -> new SimpleStringProperty(new ValueText(l10n).value(e.merit()))));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.setPrefHeight(170);
        VBox box = new VBox(2, label("stepper.open.title"), table);
        BooleanBinding shown = model.panelProperty().isEqualTo(StepperViewModel.Panel.OPEN_LIST);
        box.visibleProperty().bind(shown);
        box.managedProperty().bind(shown);
        return box;
    }

    private Node mctsPane() {
        TableView<MctsChild> table = new TableView<>(model.mctsChildren());
        table.setId("stepper-mcts-children");
        table.setPlaceholder(label("stepper.mcts.empty"));
        table.getColumns().add(column("stepper.mcts.move", c -> new SimpleStringProperty(c.name())));
        table.getColumns().add(column("stepper.mcts.visits", c -> new SimpleStringProperty(Integer.toString(c.visits()))));
        table.getColumns().add(column("stepper.mcts.mean", c -> new SimpleStringProperty(ValueText.probability(c.mean()))));
        table.getColumns().add(column("stepper.mcts.ucb", c -> new SimpleStringProperty(new ValueText(l10n).ucb(c.ucb()))));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.setPrefHeight(200);
        Label summary = new Label();
        summary.setId("stepper-mcts-note");
        summary.setWrapText(true);
        summary.textProperty().bind(model.mctsSummaryProperty());
        VBox box = new VBox(2, label("stepper.mcts.title"), summary, table);
        BooleanBinding shown = model.panelProperty().isEqualTo(StepperViewModel.Panel.MCTS);
        box.visibleProperty().bind(shown);
        box.managedProperty().bind(shown);
        return box;
    }

    private <T> TableColumn<T, String> column(String key, Function<T, ObservableValue<String>> value) {
        TableColumn<T, String> column = new TableColumn<>();
        column.textProperty().bind(l10n.text(key));
        column.setCellValueFactory(cell -> value.apply(cell.getValue()));
        column.setSortable(false); // the order shown is the algorithm's
        return column;
    }

    private Button playButton() {
        Button play = new Button();
        play.setId("stepper-play");
        FontIcon icon = new FontIcon("mdi2p-play");
        model.playingProperty().addListener((o, was, now) -> icon.setIconLiteral(now ? "mdi2p-pause" : "mdi2p-play"));
        play.setGraphic(icon);
        Tooltip tip = new Tooltip();
        tip.textProperty().bind(Bindings.when(model.playingProperty())
                .then(l10n.text("stepper.tip.pause")).otherwise(l10n.text("stepper.tip.play")));
        play.setTooltip(tip);
        play.setOnAction(e -> model.togglePlay());
        play.disableProperty().bind(model.recordedProperty().isNull());
        return play;
    }

    private Node speedSlider() {
        speed.setId("stepper-speed");
        speed.setPrefWidth(110);
        speed.setValue(Math.log10(model.speedProperty().get()));
        speed.valueProperty().addListener((o, was, now) -> model.speedProperty().set(Math.round(Math.pow(10, now.doubleValue()))));
        tip(speed, "stepper.tip.speed");
        Label value = new Label();
        value.setId("stepper-speed-value");
        value.textProperty().bind(l10n.text("stepper.label.speed", model.speedProperty()));
        value.setMinWidth(60);
        HBox box = new HBox(4, speed, value);
        box.setAlignment(Pos.CENTER_LEFT);
        return box;
    }

    // ---------------------------------------------------------------- keyboard

    private void shortcut(KeyEvent event) {
        if (event.isControlDown() || event.isAltDown() || event.isMetaDown() || typing(event)) {
            return;
        }
        KeyCode code = event.getCode();
        boolean recorded = model.recordedProperty().get() != null;
        Runnable action = null;
        switch (code) {
            case HOME -> action = model::first;
            case END -> action = model::last;
            case LEFT -> action = model::back;
            case RIGHT -> action = model::next;
            case SPACE -> action = model::togglePlay;
            case C -> action = model::runToNextCutoff;
            case O -> action = model::stepOut;
            case S -> action = model::stepOver;
            case R -> {
                model.record();
                event.consume();
                return;
            }
            default -> {
                return;
            }
        }
        if (recorded) {
            action.run();
        }
        event.consume();
    }

    /** Whether the key belongs to the control that has it: a text field, a spinner, a list, the speed slider. */
    private boolean typing(KeyEvent event) {
        for (Object t = event.getTarget(); t instanceof Node node; t = node.getParent()) {
            if (node instanceof TextInputControl || node instanceof ComboBoxBase || node instanceof Spinner
                    || node == speed || node instanceof TableView) {
                return true;
            }
            if (node == this) {
                break;
            }
        }
        return false;
    }

    // ---------------------------------------------------------------- helpers

    private Button button(String id, String icon, String tipKey, Runnable action) {
        Button button = new Button();
        button.setId(id);
        button.setGraphic(new FontIcon(icon));
        tip(button, tipKey);
        button.setOnAction(e -> action.run());
        return button;
    }

    private void tip(javafx.scene.control.Control control, String key) {
        Tooltip tip = new Tooltip();
        tip.textProperty().bind(l10n.text(key));
        control.setTooltip(tip);
    }

    private Label label(String key) {
        Label label = new Label();
        label.textProperty().bind(l10n.text(key));
        return label;
    }
}
