package org.gametree.app.analysis.stepper;

import java.util.Arrays;
import java.util.function.Function;
import java.util.prefs.Preferences;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.value.ObservableValue;
import javafx.geometry.Insets;
import javafx.beans.value.ObservableBooleanValue;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ComboBoxBase;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Separator;
import javafx.scene.control.Slider;
import javafx.scene.control.Spinner;
import javafx.scene.control.SpinnerValueFactory;
import javafx.scene.control.SplitPane;
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
import javafx.scene.layout.Region;
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
 * (SSS*, DUAL*) or the MCTS children. The replay area is split into resizable panes (the stage,
 * the drawing or tables, the recent events) whose dividers are remembered in the user's
 * preferences; the OPEN list and MCTS table grow to show every row (the pane scrolls instead).
 * Every colour comes from the stylesheets' looked-up colours ({@code stepper.css}, its user-agent
 * stylesheet, so a theme's stylesheet overrides them).
 *
 * <p>Shortcuts, anywhere in the view except while typing in a field: Home first, ← back,
 * Space play/pause, → next, End last, C run to the next cutoff, O run to the end of this node
 * (step out), S step over, R record. Ctrl+Alt+↑/↓ moves the divider under the top pane (the
 * stage) and Ctrl+Alt+Shift+↑/↓ the one above the recent events, in steps of
 * {@link #DIVIDER_STEP}: the keyboard's way to resize what the mouse drags, remembered alike.
 */
public final class StepperView extends BorderPane {

    static final String STYLESHEET = StepperView.class.getResource("stepper.css").toExternalForm();
    /** How far one Ctrl+Alt+↑/↓ moves a divider, as a share of the replay area's height. */
    static final double DIVIDER_STEP = 0.05;
    /** The least share of the height a pane keeps when a divider is moved by the keyboard. */
    private static final double MIN_PANE = 0.05;

    private final StepperViewModel model;
    private final Localization l10n;
    private final TextbookTreeView drawing;
    private final Slider progress = new Slider(0, 1, 0);
    private final Slider speed = new Slider(0, Math.log10(StepperViewModel.MAX_SPEED), 1);
    private final Preferences preferences;
    private final SplitPane split = new SplitPane();
    /** Whether the search has a drawing or a table: held here, or its weak listeners would let it go. */
    private BooleanBinding hasDetail;
    private boolean seeking;

    /** A stepper whose pane dividers are remembered in the user's preferences. */
    public StepperView(AnalysisContext context) {
        this(context, Preferences.userRoot().node("org/gametree/app"));
    }

    /** A stepper whose pane dividers are remembered in {@code preferences} (the window's node; tests' own). */
    public StepperView(AnalysisContext context, Preferences preferences) {
        this(new StepperViewModel(context), context, preferences);
    }

    public StepperView(StepperViewModel model, AnalysisContext context, Preferences preferences) {
        this.model = model;
        this.l10n = context.l10n();
        this.preferences = preferences;
        this.drawing = new TextbookTreeView(l10n);
        setId("stepper-root");
        getStyleClass().add("stepper");
        setTop(recordBar());
        setCenter(replayArea(context));
        addEventFilter(KeyEvent.KEY_PRESSED, this::shortcut);
    }

    /** As the user-agent stylesheet: the theme's (author) stylesheets outrank it and can redefine its colours. */
    @Override
    public String getUserAgentStylesheet() {
        return STYLESHEET;
    }

    public StepperViewModel getModel() {
        return model;
    }

    /**
     * Whether the stepper shows a game position on the board: false while it shows a textbook
     * tree, when the window may give the board's room to the tree.
     */
    public ObservableBooleanValue needsBoardProperty() {
        return model.needsBoardProperty();
    }

    /** The textbook drawing (shown while the source is a textbook tree). */
    public TextbookTreeView drawing() {
        return drawing;
    }

    // ---------------------------------------------------------------- record bar

    private Node recordBar() {
        RecordingSettings settings = model.settings();
        SegmentedButton sources = new SegmentedButton();
        sources.setId("stepper-source");
        for (StepSource source : StepSource.values()) {
            ToggleButton button = new ToggleButton();
            button.setId(sourceId(source));
            button.textProperty().bind(l10n.text(source.key()));
            button.setUserData(source);
            button.setSelected(settings.sourceProperty().get() == source);
            button.selectedProperty().addListener((o, was, now) -> {
                if (now) {
                    settings.sourceProperty().set(source);
                } else if (settings.sourceProperty().get() == source) {
                    button.setSelected(true); // one source is always chosen
                }
            });
            sources.getButtons().add(button);
        }

        ComboBox<String> algorithm = new ComboBox<>();
        algorithm.setId("stepper-algorithm");
        algorithm.getItems().setAll(StepperViewModel.algorithmNames());
        algorithm.valueProperty().bindBidirectional(settings.algorithmProperty());
        algorithm.setVisibleRowCount(14);
        org.gametree.app.analysis.AlgorithmCells.install(algorithm, l10n);
        tip(algorithm, "stepper.tip.algorithm");

        Spinner<Integer> depth = spinner("stepper-depth", 1, 12, settings.depthProperty());
        tip(depth, "stepper.tip.depth");
        ComboBox<String> evaluation = new ComboBox<>(settings.evaluations());
        evaluation.setId("stepper-evaluation");
        evaluation.valueProperty().bindBidirectional(settings.evaluationProperty());
        tip(evaluation, "stepper.tip.evaluation");
        BooleanBinding game = settings.sourceProperty().isEqualTo(StepSource.GAME_POSITION);
        Label depthLabel = label("stepper.label.depth");
        Label evaluationLabel = label("stepper.label.evaluation");
        for (Node n : new Node[] {evaluationLabel, evaluation}) {
            n.visibleProperty().bind(game);
            n.managedProperty().bind(game);
        }
        for (Node n : new Node[] {depthLabel, depth}) {
            n.visibleProperty().bind(settings.depthShownProperty());
            n.managedProperty().bind(settings.depthShownProperty());
        }
        Node mcts = mctsSettings(settings);

        Button record = button("stepper-record", "mdi2r-record-circle", "stepper.tip.record", model::record);
        record.textProperty().bind(l10n.text("stepper.button.record"));
        record.disableProperty().bind(model.recordingProperty().or(model.inputErrorProperty().isNotEmpty()));
        Button cancel = button("stepper-cancel", "mdi2s-stop-circle-outline", "stepper.tip.cancel", model::cancelRecording);
        cancel.visibleProperty().bind(model.recordingProperty());
        cancel.managedProperty().bind(model.recordingProperty());

        // A flow, not a tool bar: a narrow window wraps the controls instead of hiding them in an overflow menu.
        FlowPane bar = new FlowPane(8, 6, sources, label("stepper.label.algorithm"), algorithm, depthLabel, depth,
                mcts, evaluationLabel, evaluation, record, cancel);
        bar.setId("stepper-record-bar");
        bar.getStyleClass().add("stepper-bar");
        bar.setAlignment(Pos.CENTER_LEFT);

        FlowPane random = new FlowPane(6, 4, label("stepper.label.branching"), spinner("stepper-branching", 1, 10, settings.branchingProperty()),
                label("stepper.label.treeDepth"), spinner("stepper-tree-depth", 1, 10, settings.treeDepthProperty()),
                label("stepper.label.min"), spinner("stepper-min", -999, 999, settings.minValueProperty()),
                label("stepper.label.max"), spinner("stepper-max", -999, 999, settings.maxValueProperty()),
                label("stepper.label.seed"), seedField(), orderedSwitch());
        random.setAlignment(Pos.CENTER_LEFT);
        random.setPadding(new Insets(2, 8, 4, 8));
        random.setId("stepper-random-settings");
        BooleanBinding isRandom = settings.sourceProperty().isEqualTo(StepSource.RANDOM_TREE);
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
        VBox messages = new VBox(2, error, status, staleRow());
        messages.setPadding(new Insets(0, 8, 4, 8));
        return new VBox(bar, random, messages);
    }

    /** MCTS is bounded by iterations or time and tuned by c: shown instead of a depth while MCTS is chosen. */
    private Node mctsSettings(RecordingSettings settings) {
        ComboBox<RecordingSettings.MctsBudget> budget = new ComboBox<>();
        budget.setId("stepper-mcts-budget");
        budget.getItems().setAll(RecordingSettings.MctsBudget.values());
        budget.valueProperty().bindBidirectional(settings.mctsBudgetProperty());
        budget.setButtonCell(budgetCell());
        budget.setCellFactory(list -> budgetCell());
        Spinner<Integer> iterations = spinner("stepper-iterations", 1, RecordingSettings.MAX_ITERATIONS, settings.iterationsProperty());
        iterations.getValueFactory().setValue(settings.iterationsProperty().get());
        ((SpinnerValueFactory.IntegerSpinnerValueFactory) iterations.getValueFactory()).setAmountToStepBy(100);
        iterations.setEditable(true);
        iterations.setPrefWidth(96);
        tip(iterations, "stepper.tip.iterations");
        Spinner<Integer> millis = spinner("stepper-millis", 10, RecordingSettings.MAX_MILLIS, settings.millisProperty());
        ((SpinnerValueFactory.IntegerSpinnerValueFactory) millis.getValueFactory()).setAmountToStepBy(100);
        millis.setEditable(true);
        millis.setPrefWidth(96);
        tip(millis, "stepper.tip.millis");
        BooleanBinding byIterations = settings.mctsBudgetProperty().isEqualTo(RecordingSettings.MctsBudget.ITERATIONS);
        iterations.visibleProperty().bind(byIterations);
        iterations.managedProperty().bind(byIterations);
        millis.visibleProperty().bind(byIterations.not());
        millis.managedProperty().bind(byIterations.not());
        Spinner<Double> c = new Spinner<>(0.0, 10.0, settings.explorationProperty().get(), 0.1);
        c.setId("stepper-exploration");
        c.setEditable(true);
        c.setPrefWidth(84);
        c.valueProperty().addListener((o, was, now) -> settings.explorationProperty().set(now));
        settings.explorationProperty().addListener((o, was, now) -> c.getValueFactory().setValue(now.doubleValue()));
        tip(c, "stepper.tip.exploration");
        HBox box = new HBox(6, budget, iterations, millis, label("stepper.label.exploration"), c);
        box.setId("stepper-mcts-settings");
        box.setAlignment(Pos.CENTER_LEFT);
        box.visibleProperty().bind(settings.mctsProperty());
        box.managedProperty().bind(settings.mctsProperty());
        return box;
    }

    private ListCell<RecordingSettings.MctsBudget> budgetCell() {
        return new ListCell<>() {
            @Override
            protected void updateItem(RecordingSettings.MctsBudget item, boolean empty) {
                super.updateItem(item, empty);
                textProperty().unbind();
                if (empty || item == null) {
                    setText(null);
                } else {
                    textProperty().bind(l10n.text("stepper.budget." + item.name()));
                }
            }
        };
    }

    /** A recording made on a position the game has left: said so, with a way to see that position. */
    private Node staleRow() {
        Label text = new Label();
        text.setId("stepper-stale");
        text.getStyleClass().add("stepper-stale");
        text.setWrapText(true);
        text.textProperty().bind(model.staleProperty());
        Button show = new Button();
        show.setId("stepper-show-position");
        show.textProperty().bind(l10n.text("stepper.button.showPosition"));
        tip(show, "stepper.tip.showPosition");
        show.setOnAction(e -> model.showRecordedPosition());
        HBox row = new HBox(8, text, show);
        row.setAlignment(Pos.CENTER_LEFT);
        row.visibleProperty().bind(model.staleProperty().isNotEmpty());
        row.managedProperty().bind(row.visibleProperty());
        return row;
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
        seed.textProperty().bindBidirectional(model.settings().seedTextProperty());
        tip(seed, "stepper.tip.seed");
        return seed;
    }

    private Node orderedSwitch() {
        ToggleSwitch ordered = new ToggleSwitch();
        ordered.setId("stepper-ordered");
        ordered.textProperty().bind(l10n.text("stepper.label.ordered"));
        ordered.selectedProperty().bindBidirectional(model.settings().perfectlyOrderedProperty());
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

    private Node replayArea(AnalysisContext context) {
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
        progress.disableProperty().bind(model.recordedProperty().isNull());
        progress.valueProperty().addListener((o, was, now) -> {
            if (!seeking) {
                model.seek((int) Math.round(now.doubleValue()));
            }
        });
        // A new recording's length clamps the slider: that is not the user seeking (it used to
        // move a fresh recording to its last event).
        model.lengthProperty().addListener((o, was, now) -> {
            seeking = true;
            progress.setMax(Math.max(1, now.intValue()));
            progress.setValue(model.positionProperty().get());
            seeking = false;
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

        AlphaBetaWindow window = new AlphaBetaWindow(context.scores());
        window.setId("stepper-window");
        window.alphaProperty().bind(model.shownAlphaProperty());
        window.betaProperty().bind(model.shownBetaProperty());
        Label alpha = new Label();
        alpha.setId("stepper-alpha");
        alpha.getStyleClass().add("stepper-alpha");
        alpha.textProperty().bind(l10n.text("stepper.label.alpha", model.alphaTextProperty()));
        Label beta = new Label();
        beta.setId("stepper-beta");
        beta.getStyleClass().add("stepper-beta");
        beta.textProperty().bind(l10n.text("stepper.label.beta", model.betaTextProperty()));
        Label legend = legend("stepper-legend");
        Label path = new Label();
        path.setId("stepper-path");
        path.setWrapText(true);
        path.textProperty().bind(model.pathProperty());

        GridPane facts = new GridPane();
        facts.setHgap(10);
        facts.setVgap(4);
        Label windowLabel = label("stepper.label.window");
        HBox bounds = new HBox(16, alpha, beta);
        // the words keep their width; the window bar between them takes what is left
        for (Label fixed : new Label[] {windowLabel, alpha, beta}) {
            fixed.setMinWidth(Region.USE_PREF_SIZE);
        }
        bounds.setMinWidth(Region.USE_PREF_SIZE);
        facts.add(windowLabel, 0, 0);
        facts.add(window, 1, 0);
        facts.add(bounds, 2, 0);
        facts.add(legend, 1, 1, 2, 1);
        facts.add(label("stepper.label.path"), 0, 2);
        facts.add(path, 1, 2, 2, 1);
        GridPane.setHgrow(window, Priority.ALWAYS);
        // MCTS and proof-number searches have no α-β window: its row is left out.
        BooleanBinding windowShown = model.panelProperty().isNotEqualTo(StepperViewModel.Panel.MCTS)
                .and(model.proofSearchProperty().not());
        for (Node n : new Node[] {windowLabel, window, bounds}) {
            n.visibleProperty().bind(windowShown);
            n.managedProperty().bind(windowShown);
        }

        VBox stage = new VBox(6, transport, progressRow, kind, explanation, facts);
        stage.setPadding(new Insets(4, 8, 6, 8));
        stage.setFocusTraversable(true);
        stage.setId("stepper-stage");
        stage.setOnMousePressed(e -> stage.requestFocus());
        ScrollPane stageScroll = scroll(stage, "stepper-stage-pane");

        VBox detail = new VBox(6, legend("stepper-tree-legend"), drawingPane(), openTable(), mctsPane());
        detail.setPadding(new Insets(4, 8, 4, 8));
        ScrollPane detailScroll = scroll(detail, "stepper-detail");
        detailScroll.setFitToHeight(true);
        Node recent = recentList();

        split.setId("stepper-split");
        split.setOrientation(Orientation.VERTICAL);
        hasDetail = model.shapeProperty().isNotNull()
                .or(model.panelProperty().isNotEqualTo(StepperViewModel.Panel.NONE));
        arrange(stageScroll, detailScroll, recent, hasDetail.get());
        hasDetail.addListener((o, was, now) -> arrange(stageScroll, detailScroll, recent, now));
        return split;
    }

    private static ScrollPane scroll(Node content, String id) {
        ScrollPane scroll = new ScrollPane(content);
        scroll.setId(id);
        scroll.setFitToWidth(true);
        scroll.getStyleClass().add("stepper-pane");
        return scroll;
    }

    /** The panes for this kind of search (the drawing or tables only when there are some), with their remembered dividers. */
    private void arrange(Node stage, Node detail, Node recent, boolean withDetail) {
        String key = withDetail ? "stepperDividers3" : "stepperDividers2";
        split.getItems().setAll(withDetail ? new Node[] {stage, detail, recent} : new Node[] {stage, recent});
        double[] positions = dividers(preferences.get(key, withDetail ? "0.4,0.82" : "0.42"), split.getDividers().size());
        split.setDividerPositions(positions);
        for (SplitPane.Divider divider : split.getDividers()) {
            divider.positionProperty().addListener((o, was, now) -> {
                if (split.getItems().size() == (withDetail ? 3 : 2)) {
                    preferences.put(key, dividerText());
                }
            });
        }
    }

    private String dividerText() {
        return String.join(",", split.getDividers().stream()
                .map(d -> String.format(java.util.Locale.ROOT, "%.3f", d.getPosition())).toList());
    }

    /** Stored divider positions, or even ones when the text is not n numbers in (0, 1). */
    static double[] dividers(String text, int n) {
        try {
            double[] values = Arrays.stream(text.split(",")).mapToDouble(Double::parseDouble).toArray();
            if (values.length == n && Arrays.stream(values).allMatch(v -> v > 0 && v < 1)) {
                return values;
            }
        } catch (NumberFormatException e) {
            // fall through: a damaged preference is not worth an error
        }
        double[] even = new double[n];
        for (int i = 0; i < n; i++) {
            even[i] = (i + 1.0) / (n + 1);
        }
        return even;
    }

    /** The score legend ("Scores from MAX's side: …") beside a drawn score or window. */
    private Label legend(String id) {
        Label legend = new Label();
        legend.setId(id);
        legend.getStyleClass().add("stepper-legend");
        legend.setWrapText(true);
        legend.textProperty().bind(model.legendProperty());
        if (id.equals("stepper-tree-legend")) {
            BooleanBinding shown = model.shapeProperty().isNotNull()
                    .or(model.panelProperty().isEqualTo(StepperViewModel.Panel.OPEN_LIST));
            legend.visibleProperty().bind(shown);
            legend.managedProperty().bind(shown);
        }
        return legend;
    }

    private Node drawingPane() {
        drawing.treeShapeProperty().bind(model.shapeProperty());
        drawing.marksProperty().bind(model.marksProperty());
        VBox.setVgrow(drawing, Priority.ALWAYS);
        BooleanBinding shown = model.shapeProperty().isNotNull();
        drawing.visibleProperty().bind(shown);
        drawing.managedProperty().bind(shown);
        return drawing;
    }

    private Node recentList() {
        ListView<String> list = new ListView<>(model.recentEvents());
        list.setId("stepper-recent");
        list.setFocusTraversable(false);
        list.setMinHeight(60);
        list.setPlaceholder(label("stepper.recent.empty"));
        // Long sentences wrap to the list's width, and the whole text is in a tooltip.
        list.setCellFactory(view -> new ListCell<>() {
            private final Tooltip tip = new Tooltip();

            {
                setWrapText(true);
                prefWidthProperty().bind(view.widthProperty().subtract(24));
                setMaxWidth(Region.USE_PREF_SIZE);
                tip.setWrapText(true);
                tip.setMaxWidth(520);
            }

            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item);
                tip.setText(empty ? null : item);
                setTooltip(empty ? null : tip);
            }
        });
        VBox box = new VBox(2, label("stepper.recent.title"), list);
        box.setPadding(new Insets(2, 8, 6, 8));
        VBox.setVgrow(list, Priority.ALWAYS);
        return box;
    }

    /** Fixed row height, so a table can be as tall as its rows: every state shows, the pane scrolls instead. */
    private static final double ROW = 26;

    private static <T> void showEveryRow(TableView<T> table) {
        table.setFixedCellSize(ROW);
        javafx.beans.binding.DoubleBinding height = Bindings.size(table.getItems()).multiply(ROW).add(ROW + 8);
        table.prefHeightProperty().bind(Bindings.max(ROW * 2 + 8, height));
        table.minHeightProperty().bind(table.prefHeightProperty());
        table.maxHeightProperty().bind(table.prefHeightProperty());
    }

    private Node openTable() {
        TableView<OpenEntry> table = new TableView<>(model.openList());
        table.setId("stepper-open-list");
        table.setPlaceholder(label("stepper.open.empty"));
        table.getColumns().add(column("stepper.open.node", e -> new SimpleStringProperty(e.name())));
        table.getColumns().add(column("stepper.open.state",
                e -> l10n.text(e.solved() ? "stepper.open.solved" : "stepper.open.live")));
        table.getColumns().add(column("stepper.open.merit", e -> new SimpleStringProperty(model.meritText(e))));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        showEveryRow(table);
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
        table.getColumns().add(column("stepper.mcts.mean", c -> new SimpleStringProperty(StepperScores.probability(c.mean()))));
        table.getColumns().add(column("stepper.mcts.ucb", c -> new SimpleStringProperty(StepperScores.ucb(c.ucb()))));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        showEveryRow(table);
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
        column.setSortable(false); // the order shown is the algorithm's (MCTS: most visited first)
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
        if (event.isControlDown() && event.isAltDown() && !event.isMetaDown()
                && (event.getCode() == KeyCode.UP || event.getCode() == KeyCode.DOWN)) {
            int index = event.isShiftDown() ? split.getDividers().size() - 1 : 0;
            moveDivider(index, event.getCode() == KeyCode.UP ? -DIVIDER_STEP : DIVIDER_STEP);
            event.consume();
            return;
        }
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

    /**
     * Moves divider {@code index} of the replay area by {@code delta} (negative: up), keeping each
     * pane at least {@link #MIN_PANE} of the height; the position listeners remember it.
     */
    void moveDivider(int index, double delta) {
        if (index < 0 || index >= split.getDividers().size()) {
            return;
        }
        double[] positions = split.getDividerPositions();
        double low = (index == 0 ? 0 : positions[index - 1]) + MIN_PANE;
        double high = (index == positions.length - 1 ? 1 : positions[index + 1]) - MIN_PANE;
        split.setDividerPosition(index, Math.max(low, Math.min(high, positions[index] + delta)));
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
