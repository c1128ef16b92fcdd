package org.gametree.app.analysis.tree;

import java.io.File;
import java.nio.file.Path;
import java.text.NumberFormat;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.css.PseudoClass;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.Separator;
import javafx.scene.control.Spinner;
import javafx.scene.control.SpinnerValueFactory;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableColumn;
import javafx.scene.control.TreeTableRow;
import javafx.scene.control.TreeTableView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;

import org.controlsfx.control.BreadCrumbBar;
import org.controlsfx.control.textfield.TextFields;
import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.MoveNotation;
import org.gametree.app.analysis.score.ScoreSides;
import org.gametree.app.i18n.Localization;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The search-tree explorer: record a search (or open a saved tree) and browse it in a
 * {@link TreeTableView} — iterations at the top, each with its root, children in search order —
 * with the window on entry, value and bound, subtree size, cut-offs, table hits and leaf
 * values. Items are made lazily ({@link LazyTreeItems}), so a million-node trace opens at once.
 * Selecting a row shows that position on the board (through the context's preview) and its
 * path from the root. Keyboard: see {@code docs/ui-ids.md, "Search-tree explorer"}.
 */
public final class TreeExplorerView extends BorderPane {

    static final KeyCombination RECORD = new KeyCodeCombination(KeyCode.R, KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN);
    static final KeyCombination CANCEL = new KeyCodeCombination(KeyCode.ESCAPE);
    static final KeyCombination GO_TO_PV = new KeyCodeCombination(KeyCode.P, KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN);
    static final KeyCombination EXPORT_JSON = new KeyCodeCombination(KeyCode.J, KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN);
    static final KeyCombination EXPORT_DOT = new KeyCodeCombination(KeyCode.G, KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN);
    static final KeyCombination OPEN = new KeyCodeCombination(KeyCode.O, KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN);
    static final KeyCombination FILTER = new KeyCodeCombination(KeyCode.F, KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN);

    private static final PseudoClass CUTOFF = PseudoClass.getPseudoClass("cutoff");
    private static final PseudoClass PRINCIPAL = PseudoClass.getPseudoClass("principal");
    private static final PseudoClass ITERATION = PseudoClass.getPseudoClass("iteration");
    private static final PseudoClass ERROR = PseudoClass.getPseudoClass("error");
    private static final PseudoClass SKIPPED = PseudoClass.getPseudoClass("skipped");
    private static final PseudoClass NULL_MOVE = PseudoClass.getPseudoClass("null-move");

    private final TreeExplorerViewModel model;
    private final AnalysisContext context;
    private final Localization l10n;
    private final TreeTableView<TreeRow> table = new TreeTableView<>();
    private final BreadCrumbBar<Crumb> path = new BreadCrumbBar<>();
    private final Map<Integer, LazyTreeItems.Item> rootItems = new HashMap<>();
    private LazyTreeItems items;
    /** The current tree's numbers through the context's score formatter (null without a tree). */
    private TreeScores scores;
    /** Set while the view itself changes the table's selection, so it is not echoed back. */
    private boolean revealing;

    /** A filter choice in the current language. */
    private final class KindCell extends ListCell<NodeFilter.Kind> {
        @Override
        protected void updateItem(NodeFilter.Kind item, boolean empty) {
            super.updateItem(item, empty);
            setText(empty || item == null ? "" : l10n.get("tree.filter." + item.name()));
        }
    }

    /** A step of the path bar: a node and its move's name. */
    record Crumb(int node, String name) {
        @Override
        public String toString() {
            return name;
        }
    }

    public TreeExplorerView(AnalysisContext context) {
        this(new TreeExplorerViewModel(context));
    }

    public TreeExplorerView(TreeExplorerViewModel model) {
        this.model = model;
        this.context = model.context();
        this.l10n = context.l10n();
        setId("tree-explorer");
        getStyleClass().add("tree-explorer");
        getStylesheets().add(TreeExplorerView.class.getResource("tree-explorer.css").toExternalForm());
        setTop(new VBox(toolBar(), filterBar(), banner(), recordedPositionBar(), statusLine()));
        setCenter(table());
        setBottom(new VBox(legend(), pathBar()));
        initListeners();
    }

    public TreeExplorerViewModel viewModel() {
        return model;
    }

    /** TreeItems made for the current tree so far (the explorer makes them lazily). */
    public int createdItemCount() {
        return items == null ? 0 : items.created();
    }

    // ---------------------------------------------------------------- building

    /**
     * Recording, then browsing, each a row that wraps when the tab is narrow (1280×720, Chinese
     * labels, the Stop button shown): a {@code ToolBar} would fold its last buttons into an
     * overflow menu instead, which showed an empty popup.
     */
    private VBox toolBar() {
        ComboBox<String> algorithm = new ComboBox<>(model.algorithms());
        algorithm.setId("tree-algorithm");
        algorithm.valueProperty().bindBidirectional(model.algorithmProperty());
        algorithm.setVisibleRowCount(14);
        org.gametree.app.analysis.AlgorithmCells.install(algorithm, l10n);
        algorithm.setTooltip(tooltip("tree.algorithm.tooltip", null));

        Spinner<Integer> depth = new Spinner<>(new SpinnerValueFactory.IntegerSpinnerValueFactory(
                TreeExplorerViewModel.MIN_DEPTH, TreeExplorerViewModel.MAX_DEPTH, model.depthProperty().get()));
        depth.setId("tree-depth");
        depth.setEditable(true);
        depth.setPrefWidth(70);
        depth.getValueFactory().valueProperty().addListener((obs, old, now) -> {
            if (now != null) {
                model.depthProperty().set(now);
            }
        });
        model.depthProperty().addListener((obs, old, now) -> depth.getValueFactory().setValue(now.intValue()));
        depth.setTooltip(tooltip("tree.depth.tooltip", null));
        Label depthLabel = label("tree.depth");
        depthLabel.setLabelFor(depth);

        ComboBox<String> evaluation = new ComboBox<>(model.evaluations());
        evaluation.setId("tree-evaluation");
        evaluation.valueProperty().bindBidirectional(model.evaluationProperty());
        evaluation.setTooltip(tooltip("tree.evaluation.tooltip", null));

        Button record = button("tree-record", "mdi2r-record-circle-outline", "tree.record", "tree.record.tooltip", RECORD);
        record.setOnAction(e -> model.record());
        record.disableProperty().bind(model.busyProperty());
        Button cancel = button("tree-cancel", "mdi2s-stop-circle-outline", "tree.cancel", "tree.cancel.tooltip", CANCEL);
        cancel.setOnAction(e -> model.cancel());
        cancel.visibleProperty().bind(model.busyProperty());
        cancel.managedProperty().bind(cancel.visibleProperty());
        ProgressIndicator progress = new ProgressIndicator(ProgressIndicator.INDETERMINATE_PROGRESS);
        progress.setId("tree-progress");
        progress.setPrefSize(18, 18);
        progress.visibleProperty().bind(model.busyProperty());
        progress.managedProperty().bind(progress.visibleProperty());

        var noTree = model.treeProperty().isNull();
        Button pv = button("tree-go-to-pv", "mdi2c-crosshairs-gps", "tree.goToPv", "tree.goToPv.tooltip", GO_TO_PV);
        pv.setOnAction(e -> model.goToPrincipalVariation());
        pv.disableProperty().bind(noTree);
        Button json = button("tree-export-json", "mdi2c-code-json", "tree.exportJson", "tree.exportJson.tooltip", EXPORT_JSON);
        json.setOnAction(e -> exportJson());
        json.disableProperty().bind(noTree.or(model.busyProperty()));
        Button dot = button("tree-export-dot", "mdi2g-graph-outline", "tree.exportDot", "tree.exportDot.tooltip", EXPORT_DOT);
        dot.setOnAction(e -> exportDot());
        dot.disableProperty().bind(noTree.or(model.busyProperty()));
        Button open = button("tree-open", "mdi2f-folder-open", "tree.open", "tree.open.tooltip", OPEN);
        open.setOnAction(e -> openFile());
        open.disableProperty().bind(model.busyProperty());

        FlowPane recording = row("tree-recording-bar", algorithm, depthLabel, depth, evaluation, record, cancel, progress);
        FlowPane browsing = row("tree-browsing-bar", pv, json, dot, open);
        VBox bars = new VBox(recording, new Separator(), browsing);
        bars.getStyleClass().add("tree-tool-bars");
        return bars;
    }

    private static FlowPane row(String id, Node... items) {
        FlowPane row = new FlowPane(6, 4, items);
        row.setId(id);
        row.setAlignment(Pos.CENTER_LEFT);
        row.setPadding(new Insets(4, 6, 4, 6));
        // a FlowPane asks for one row at its preferred width; wrap at whatever width the tab gives
        row.setPrefWrapLength(200);
        return row;
    }

    private HBox filterBar() {
        ComboBox<NodeFilter.Kind> kind = new ComboBox<>(FXCollections.observableArrayList(NodeFilter.Kind.values()));
        kind.setId("tree-filter-kind");
        kind.valueProperty().bindBidirectional(model.filterKindProperty());
        kind.setCellFactory(list -> new KindCell());
        kind.setButtonCell(new KindCell());
        // ComboBox cells do not re-ask the converter on a language switch: give them new cells.
        l10n.languageProperty().addListener((obs, old, now) -> {
            kind.setCellFactory(list -> new KindCell());
            kind.setButtonCell(new KindCell());
        });
        kind.setTooltip(tooltip("tree.filter.tooltip", null));

        TextField text = TextFields.createClearableTextField();
        text.setId("tree-filter-text");
        text.textProperty().bindBidirectional(model.filterTextProperty());
        text.promptTextProperty().bind(l10n.text("tree.filter.prompt"));
        text.setTooltip(tooltip("tree.filter.text.tooltip", FILTER));
        HBox.setHgrow(text, Priority.ALWAYS);

        Label label = new Label();
        label.textProperty().bind(l10n.text("tree.filter"));
        label.setGraphic(new FontIcon("mdi2f-filter-outline"));
        label.setLabelFor(kind);
        label.setMinWidth(Region.USE_PREF_SIZE); // the text field gives way, not the word
        HBox bar = new HBox(6, label, kind, text);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(4, 6, 4, 6));
        return bar;
    }

    /** Says what the tree is and, when the recorder's cap cut it, how much is missing. */
    private Node banner() {
        Label summary = new Label();
        summary.setId("tree-summary");
        summary.getStyleClass().add("tree-summary");
        summary.textProperty().bind(Bindings.createStringBinding(() -> {
            LoadedTree loaded = model.treeProperty().get();
            if (loaded == null) {
                return l10n.get("tree.summary.empty");
            }
            ExplorableTree tree = loaded.tree();
            return l10n.get(loaded.recording() == null ? "tree.summary.saved" : "tree.summary", tree.algorithm(),
                    tree.depth(), tree.nodeCount(), tree.evaluation().isEmpty() ? "—" : tree.evaluation());
        }, model.treeProperty(), l10n.languageProperty()));

        Label truncation = new Label();
        truncation.setId("tree-truncation");
        truncation.getStyleClass().add("tree-truncation");
        truncation.setGraphic(new FontIcon("mdi2a-alert-outline"));
        truncation.setWrapText(true);
        truncation.textProperty().bind(Bindings.createStringBinding(() -> {
            LoadedTree loaded = model.treeProperty().get();
            if (loaded == null || !loaded.tree().isTruncated()) {
                return "";
            }
            ExplorableTree tree = loaded.tree();
            return l10n.get("tree.truncated", tree.droppedEvents(), tree.droppedNodes(), tree.nodeCount());
        }, model.treeProperty(), l10n.languageProperty()));
        truncation.visibleProperty().bind(truncation.textProperty().isNotEmpty());
        truncation.managedProperty().bind(truncation.visibleProperty());
        VBox box = new VBox(2, summary, truncation);
        box.setPadding(new Insets(0, 6, 2, 6));
        return box;
    }

    /**
     * Shown when the tree was searched on another position of this game: which one, and a button
     * that shows it on the board (the tree's nodes are moves from there, not from the game).
     */
    private Node recordedPositionBar() {
        Label where = new Label();
        where.setId("tree-recorded-position");
        where.getStyleClass().add("tree-recorded-position");
        where.setWrapText(true);
        where.setGraphic(new FontIcon("mdi2m-map-marker-outline"));
        where.textProperty().bind(Bindings.createStringBinding(() ->
                        l10n.get("tree.recordedOn", model.recordedPositionProperty().get()),
                model.recordedPositionProperty(), l10n.languageProperty()));
        Button show = button("tree-show-position", "mdi2e-eye-outline", "tree.showPosition", "tree.showPosition.tooltip", null);
        show.setOnAction(e -> model.showRecordedPosition());
        show.setMinWidth(Region.USE_PREF_SIZE);
        HBox.setHgrow(where, Priority.ALWAYS);
        where.setMaxWidth(Double.MAX_VALUE);
        HBox bar = new HBox(6, where, show);
        bar.setId("tree-recorded-position-bar");
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(0, 6, 2, 6));
        bar.visibleProperty().bind(model.positionDiffersProperty());
        bar.managedProperty().bind(bar.visibleProperty());
        return bar;
    }

    /** Says whose side the numbers are from (the View → Scores from setting). */
    private Node legend() {
        Label legend = new Label();
        legend.setId("tree-score-legend");
        legend.getStyleClass().add("tree-score-legend");
        legend.setWrapText(true);
        legend.setPadding(new Insets(2, 6, 0, 6));
        legend.textProperty().bind(Bindings.createStringBinding(() -> {
            LoadedTree loaded = model.treeProperty().get();
            ScoreSides sides = loaded != null ? TreeScores.sidesOf(loaded.tree())
                    : context.getPosition() == null ? ScoreSides.XIANGQI : ScoreSides.of(context.getPosition().game());
            return context.scores().legend(sides);
        }, model.treeProperty(), context.positionProperty(), context.scorePerspectiveProperty(), l10n.languageProperty()));
        return legend;
    }

    private Node statusLine() {
        Label status = new Label();
        status.setId("tree-status");
        status.getStyleClass().add("tree-status");
        status.setWrapText(true);
        status.textProperty().bind(Bindings.createStringBinding(() -> {
            TreeStatus s = model.statusProperty().get();
            return s == null ? "" : l10n.get(s.key(), s.args());
        }, model.statusProperty(), l10n.languageProperty()));
        model.statusProperty().addListener((obs, old, now) ->
                status.pseudoClassStateChanged(ERROR, now != null && now.severity() == TreeStatus.Severity.ERROR));
        status.visibleProperty().bind(status.textProperty().isNotEmpty());
        status.managedProperty().bind(status.visibleProperty());
        status.setPadding(new Insets(0, 6, 2, 6));
        return status;
    }

    private TreeTableView<TreeRow> table() {
        table.setId("tree-table");
        table.setShowRoot(false);
        table.placeholderProperty().set(placeholder());
        table.getColumns().add(column("tree-col-move", "tree.column.move", 170, this::moveText));
        // a proof-number search's tree shows its own numbers in the same columns, under other headers
        table.getColumns().add(column("tree-col-alpha", "tree.column.alpha", "tree.column.pnThreshold", 60,
                nodeText(n -> proof(n) ? ProofText.number(tree().pnThreshold(n)) : scores.alpha(n))));
        table.getColumns().add(column("tree-col-beta", "tree.column.beta", "tree.column.dnThreshold", 60,
                nodeText(n -> proof(n) ? ProofText.number(tree().dnThreshold(n)) : scores.beta(n))));
        table.getColumns().add(column("tree-col-value", "tree.column.value", "tree.column.proofNumbers", 70,
                nodeText(n -> proof(n) ? ProofText.numbers(l10n, tree(), n) : scores.value(n))));
        table.getColumns().add(column("tree-col-bound", "tree.column.bound", "tree.column.proofResult", 60,
                nodeText(n -> proof(n) ? ProofText.result(l10n, tree(), n) : l10n.get(BoundText.key(tree(), n, scores.shownBound(n))))));
        table.getColumns().add(column("tree-col-size", "tree.column.size", 80, nodeText(
                n -> NumberFormat.getIntegerInstance(l10n.getLanguage().locale()).format(tree().subtreeSize(n)))));
        table.getColumns().add(column("tree-col-cutoff", "tree.column.cutoff", 150, nodeText(this::cutoffText)));
        table.getColumns().add(column("tree-col-tt", "tree.column.tt", 60, nodeText(n -> tree().tableUsed(n)
                ? l10n.get("tree.cell.ttUsed") : tree().tableHit(n) ? l10n.get("tree.cell.ttHit") : "")));
        table.getColumns().add(column("tree-col-eval", "tree.column.eval", "tree.column.threat", 80,
                nodeText(n -> proof(n) ? ProofText.threat(l10n, tree(), n) : scores.evaluation(n))));
        table.getColumns().add(column("tree-col-search", "tree.column.search", "tree.column.decision", 190, this::searchText));
        table.setRowFactory(t -> new TreeTableRow<>() {
            @Override
            protected void updateItem(TreeRow row, boolean empty) {
                super.updateItem(row, empty);
                boolean node = !empty && row != null && row.isNode();
                boolean skip = !empty && row != null && row.isSkip();
                pseudoClassStateChanged(ITERATION, !empty && row != null && row.isIteration());
                pseudoClassStateChanged(SKIPPED, skip);
                pseudoClassStateChanged(NULL_MOVE, node && tree().isNullMove(row.node));
                setTooltip(skip ? new Tooltip(l10n.get("tree.skip.tooltip", searchText(row))) : null);
                pseudoClassStateChanged(CUTOFF, node && tree().isCutoff(row.node));
                LoadedTree loaded = model.treeProperty().get();
                pseudoClassStateChanged(PRINCIPAL, node && loaded != null && loaded.index().onPrincipalVariation(row.node));
            }
        });
        return table;
    }

    private Node placeholder() {
        Label empty = new Label();
        empty.textProperty().bind(l10n.text("tree.placeholder", RECORD.getDisplayText()));
        empty.setWrapText(true);
        return empty;
    }

    private TreeTableColumn<TreeRow, String> column(String id, String key, double width, Function<TreeRow, String> text) {
        return column(id, key, null, width, text);
    }

    /**
     * A column whose text is computed for visible rows only (the table asks as it draws them);
     * headed {@code proofKey} instead of {@code key} while a proof-number search's tree is shown.
     */
    private TreeTableColumn<TreeRow, String> column(String id, String key, String proofKey, double width,
                                                    Function<TreeRow, String> text) {
        TreeTableColumn<TreeRow, String> column = new TreeTableColumn<>();
        column.setId(id);
        column.getStyleClass().add(id);
        if (proofKey == null) {
            column.textProperty().bind(l10n.text(key));
        } else {
            column.textProperty().bind(javafx.beans.binding.Bindings.createStringBinding(
                    () -> l10n.get(isProofTree() ? proofKey : key), l10n.languageProperty(), model.treeProperty()));
        }
        column.setPrefWidth(width);
        column.setSortable(false); // search order is the point; sorting would also build every child
        column.setCellValueFactory(cell -> {
            TreeRow row = cell.getValue() == null ? null : cell.getValue().getValue();
            return new ReadOnlyStringWrapper(row == null || items == null ? "" : text.apply(row));
        });
        return column;
    }

    /** A node fact as a column's text; blank on iteration and skipped-move rows. */
    private static Function<TreeRow, String> nodeText(Function<Integer, String> fact) {
        return row -> row.isNode() ? fact.apply(row.node) : "";
    }

    /** "move 3, killer": the cut-off move's number and where the move picker found it. */
    private String cutoffText(int node) {
        ExplorableTree tree = tree();
        if (!tree.isCutoff(node)) {
            return "";
        }
        org.gametree.core.search.MoveStage stage = tree.cutoffStage(node);
        if (stage == null || stage == org.gametree.core.search.MoveStage.UNORDERED) {
            return l10n.get("tree.cell.cutoff", tree.cutoffIndex(node) + 1);
        }
        return l10n.get("tree.cell.cutoffStage", tree.cutoffIndex(node) + 1, l10n.get("tree.stage." + stage.name()));
    }

    /**
     * What a selective search decided about the row: a skipped move's reason; a node's null move,
     * reduction, re-search, extension, internal reduction or the technique that cut it.
     */
    String searchText(TreeRow row) {
        ExplorableTree tree = tree();
        if (row.isSkip()) {
            SkippedMove skip = row.skip;
            String key = "tree.cell.skipped." + skip.technique().name();
            return switch (skip.technique()) {
                case FUTILITY -> l10n.get(key, scores.valueAt(skip.value(), row.skipOf));
                case LATE_MOVE_PRUNING -> l10n.get(key, skip.value());
                case SEE_PRUNING -> l10n.get(key, Math.max(0, -skip.value()));
                case QUIESCENCE_SEE -> l10n.get(key);
                default -> l10n.get("tree.cell.skipped", technique(skip.technique()));
            };
        }
        if (!row.isNode()) {
            return "";
        }
        int node = row.node;
        if (tree.isProofNode(node)) {
            return ProofText.decision(l10n, tree, node);
        }
        List<String> parts = new ArrayList<>(3);
        if (tree.isNullMove(node)) {
            parts.add(l10n.get("tree.cell.nullMove", tree.nullMoveReduction(node)));
        }
        if (tree.reduction(node) > 0) {
            parts.add(l10n.get("tree.cell.reduced", tree.reduction(node)));
        }
        if (tree.research(node) != null) {
            org.gametree.core.search.Technique why = tree.research(node);
            parts.add(why == org.gametree.core.search.Technique.LATE_MOVE_REDUCTION
                    || why == org.gametree.core.search.Technique.PVS_RESEARCH
                    ? l10n.get("tree.cell.research." + why.name()) : l10n.get("tree.cell.research", technique(why)));
        }
        if (tree.extension(node) > 0) {
            org.gametree.core.search.Technique by = tree.extensionTechnique(node);
            parts.add(l10n.get("tree.cell.extended", tree.extension(node), by == null ? "" : technique(by)));
        }
        if (tree.internalReduction(node) > 0) {
            parts.add(l10n.get("tree.cell.iir", tree.internalReduction(node)));
        }
        if (tree.decidedBy(node) != null) {
            parts.add(l10n.get("tree.cell.decided", technique(tree.decidedBy(node))));
        }
        return String.join(" · ", parts);
    }

    private String technique(org.gametree.core.search.Technique technique) {
        return l10n.get("tree.technique." + technique.name());
    }

    private Node pathBar() {
        path.setId("tree-path");
        path.setAutoNavigationEnabled(false);
        path.setOnCrumbAction(e -> model.select(e.getSelectedCrumb().getValue().node()));
        Label label = new Label();
        label.textProperty().bind(l10n.text("tree.path"));
        HBox bar = new HBox(6, label, path);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(4, 6, 4, 6));
        return bar;
    }

    private Tooltip tooltip(String key, KeyCombination shortcut) {
        Tooltip tooltip = new Tooltip();
        StringBinding text = l10n.text(key);
        if (shortcut == null) {
            tooltip.textProperty().bind(text);
        } else {
            tooltip.textProperty().bind(Bindings.concat(text, " (", shortcut.getDisplayText(), ")"));
        }
        return tooltip;
    }

    private Button button(String id, String icon, String key, String tooltipKey, KeyCombination shortcut) {
        Button button = new Button();
        button.setId(id);
        button.textProperty().bind(l10n.text(key));
        button.setGraphic(new FontIcon(icon));
        button.setTooltip(tooltip(tooltipKey, shortcut));
        return button;
    }

    private Label label(String key) {
        Label label = new Label();
        label.textProperty().bind(l10n.text(key));
        label.setMinWidth(Region.USE_PREF_SIZE);
        return label;
    }

    // ---------------------------------------------------------------- cells

    private ExplorableTree tree() {
        return items.tree();
    }

    /** Whether the loaded tree is a proof-number search's. */
    private boolean isProofTree() {
        LoadedTree loaded = model.treeProperty().get();
        return loaded != null && loaded.tree().nodeCount() > 0 && loaded.tree().isProofNode(0);
    }

    private boolean proof(int node) {
        return tree().isProofNode(node);
    }

    private MoveNotation notation() {
        return context.notationProperty().get();
    }

    private String moveText(TreeRow row) {
        ExplorableTree tree = tree();
        if (row.isSkip()) {
            return row.moveName(tree, notation(), "");
        }
        if (row.isIteration()) {
            int depth = tree.iterationDepth(row.iteration);
            return tree.iterationRoots(row.iteration).length == 0
                    ? l10n.get("tree.row.iterationMissing", depth) : l10n.get("tree.row.iteration", depth);
        }
        if (tree.parent(row.node) < 0) {
            return row.passes > 1 ? l10n.get("tree.row.rootPass", row.pass + 1, row.passes) : l10n.get("tree.row.root");
        }
        return row.moveName(tree, notation(), l10n.get("tree.move.pass"));
    }

    // ---------------------------------------------------------------- behaviour

    private void initListeners() {
        model.treeProperty().addListener((obs, old, now) -> rebuild());
        model.filterProperty().addListener((obs, old, now) -> rebuild());
        context.notationProperty().addListener((obs, old, now) -> {
            if (model.filterProperty().get().text().isEmpty()) {
                table.refresh();
            } else {
                rebuild(); // the text filter matches names, which just changed
            }
        });
        l10n.languageProperty().addListener((obs, old, now) -> {
            table.refresh();
            showPath(model.selectedPathProperty().get()); // the crumbs' "root" is text of the language
        });
        context.scorePerspectiveProperty().addListener((obs, old, now) -> table.refresh());
        table.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> {
            if (!revealing) {
                TreeRow row = now == null ? null : now.getValue();
                if (row != null && row.isSkip()) {
                    model.showSkipped(row.skipOf, row.skip.move());
                } else {
                    model.select(row == null ? -1 : row.node);
                }
            }
        });
        model.selectedNodeProperty().addListener((obs, old, now) -> reveal(now.intValue(), true));
        model.selectedPathProperty().addListener((obs, old, now) -> showPath(now));
        addEventFilter(KeyEvent.KEY_PRESSED, this::shortcut);
    }

    private void shortcut(KeyEvent e) {
        if (RECORD.match(e)) {
            model.record();
        } else if (CANCEL.match(e) && model.busyProperty().get()) {
            model.cancel();
        } else if (GO_TO_PV.match(e)) {
            model.goToPrincipalVariation();
        } else if (EXPORT_JSON.match(e)) {
            exportJson();
        } else if (EXPORT_DOT.match(e)) {
            exportDot();
        } else if (OPEN.match(e)) {
            openFile();
        } else if (FILTER.match(e)) {
            lookup("#tree-filter-text").requestFocus();
        } else {
            return;
        }
        e.consume();
    }

    /** New items for the current tree and filter; the last iteration's root is opened. */
    private void rebuild() {
        rootItems.clear();
        LoadedTree loaded = model.treeProperty().get();
        if (loaded == null) {
            items = null;
            scores = null;
            table.setRoot(null);
            return;
        }
        scores = new TreeScores(loaded.tree(), context.scores());
        items = new LazyTreeItems(loaded, model.filterProperty().get(), this::notation);
        TreeItem<TreeRow> top = items.top();
        revealing = true;
        try {
            table.setRoot(top);
            LazyTreeItems.Item last = null;
            for (TreeItem<TreeRow> iteration : top.getChildren()) {
                if (!iteration.isLeaf()) {
                    last = (LazyTreeItems.Item) iteration;
                }
            }
            if (last != null) {
                last.setExpanded(true);
                List<TreeItem<TreeRow>> roots = last.getChildren();
                roots.get(roots.size() - 1).setExpanded(true);
            }
        } finally {
            revealing = false;
        }
        if (model.selectedNodeProperty().get() >= 0) {
            reveal(model.selectedNodeProperty().get(), false);
        }
    }

    /** Expands the path to a node, selects and scrolls to it. */
    private void reveal(int node, boolean mayClearFilter) {
        if (items == null) {
            return;
        }
        TreeItem<TreeRow> current = table.getSelectionModel().getSelectedItem();
        if (node < 0) {
            if (current != null && !current.getValue().isIteration()) {
                runRevealing(() -> table.getSelectionModel().clearSelection());
            }
            return;
        }
        if (current != null && current.getValue().node == node) {
            return;
        }
        ExplorableTree tree = items.tree();
        List<Integer> chain = new ArrayList<>();
        for (int n = node; n >= 0; n = tree.parent(n)) {
            chain.add(0, n);
        }
        LazyTreeItems.Item item = rootItem(chain.get(0));
        for (int i = 1; item != null && i < chain.size(); i++) {
            item.setExpanded(true);
            item = item.childFor(chain.get(i));
        }
        if (item == null) {
            if (mayClearFilter && model.filterProperty().get().isActive()) {
                model.clearFilter(); // the filter hides the node: show everything, then try again
                reveal(node, false);
            }
            return;
        }
        LazyTreeItems.Item target = item;
        runRevealing(() -> {
            table.getSelectionModel().select(target);
            int row = table.getRow(target);
            if (row >= 0) {
                table.scrollTo(Math.max(0, row - 3));
            }
        });
    }

    private LazyTreeItems.Item rootItem(int root) {
        if (rootItems.isEmpty()) {
            for (TreeItem<TreeRow> iteration : table.getRoot().getChildren()) {
                // Only iterations' root lists are built here (a few items), never deeper levels.
                for (TreeItem<TreeRow> r : iteration.getChildren()) {
                    rootItems.put(r.getValue().node, (LazyTreeItems.Item) r);
                }
            }
        }
        LazyTreeItems.Item item = rootItems.get(root);
        if (item != null) {
            item.getParent().setExpanded(true);
        }
        return item;
    }

    private void runRevealing(Runnable change) {
        revealing = true;
        try {
            change.run();
        } finally {
            revealing = false;
        }
    }

    private void showPath(List<String> names) {
        int node = model.selectedNodeProperty().get();
        if (items == null || node < 0) {
            path.setSelectedCrumb(null);
            return;
        }
        ExplorableTree tree = items.tree();
        List<Integer> chain = new ArrayList<>();
        for (int n = node; n >= 0; n = tree.parent(n)) {
            chain.add(0, n);
        }
        List<Crumb> crumbs = new ArrayList<>();
        crumbs.add(new Crumb(chain.get(0), l10n.get("tree.row.root")));
        for (int i = 1; i < chain.size() && i - 1 < names.size(); i++) {
            crumbs.add(new Crumb(chain.get(i), names.get(i - 1)));
        }
        path.setSelectedCrumb(BreadCrumbBar.buildTreeModel(crumbs.toArray(new Crumb[0])));
    }

    // ---------------------------------------------------------------- files

    private File chooseSave(String extension, String descriptionKey) {
        LoadedTree loaded = model.treeProperty().get();
        if (loaded == null) {
            return null;
        }
        FileChooser chooser = new FileChooser();
        chooser.setTitle(l10n.get(descriptionKey));
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(l10n.get(descriptionKey), "*." + extension));
        chooser.setInitialFileName("tree-" + loaded.tree().algorithm() + "-d" + loaded.tree().depth() + "." + extension);
        return chooser.showSaveDialog(getScene() == null ? null : getScene().getWindow());
    }

    private void exportJson() {
        if (model.busyProperty().get()) {
            return;
        }
        File file = chooseSave("json", "tree.file.json");
        if (file != null) {
            model.exportJson(file.toPath());
        }
    }

    private void exportDot() {
        if (model.busyProperty().get()) {
            return;
        }
        File file = chooseSave("dot", "tree.file.dot");
        if (file != null) {
            model.exportDot(file.toPath(), TreeDot.DEFAULT_CAP);
        }
    }

    private void openFile() {
        if (model.busyProperty().get()) {
            return;
        }
        FileChooser chooser = new FileChooser();
        chooser.setTitle(l10n.get("tree.open"));
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(l10n.get("tree.file.json"), "*.json"));
        File file = chooser.showOpenDialog(getScene() == null ? null : getScene().getWindow());
        if (file != null) {
            Path chosen = file.toPath();
            model.open(chosen);
        }
    }
}
