package org.gametree.app.analysis.evaluation;

import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.ToolBar;
import javafx.scene.control.Tooltip;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableCell;
import javafx.scene.control.TreeTableColumn;
import javafx.scene.control.TreeTableRow;
import javafx.scene.control.TreeTableView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.i18n.Localization;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The evaluation breakdown: an evaluation chooser, the explanation's rows grouped by term and
 * side with subtotals, the total (the score for the side to move), and bars of the subtotals.
 * Hovering a line (or selecting it with the keyboard) highlights its pieces or stones through
 * the context's highlight; leaving clears it.
 */
public final class EvaluationView extends BorderPane {

    private final EvaluationViewModel model;
    private final Localization l10n;
    private final TreeTableView<BreakdownLine> table = new TreeTableView<>();
    private final EvaluationBars bars;
    private final Label score = new Label();
    private final Label barsTitle = new Label();
    private final Label legend = new Label();
    private final Label bookNote = new Label();

    public EvaluationView(AnalysisContext context) {
        this(new EvaluationViewModel(context));
    }

    public EvaluationView(EvaluationViewModel model) {
        this.model = model;
        this.l10n = model.context().l10n();
        this.bars = new EvaluationBars(model);
        setId("evaluation-view");
        getStyleClass().add("evaluation-view");
        getStylesheets().add(EvaluationView.class.getResource("evaluation.css").toExternalForm());

        Label evaluated = new Label(); // which position: the game's or the board's preview
        evaluated.setId("evaluation-position");
        evaluated.getStyleClass().add("evaluation-position");
        evaluated.textProperty().bind(model.positionCaption());
        setTop(new VBox(toolbar(), evaluated));
        buildTable();
        ScrollPane barsPane = new ScrollPane(bars);
        barsPane.setFitToWidth(true);
        barsPane.getStyleClass().add("evaluation-bars-pane");
        barsTitle.getStyleClass().add("evaluation-chart-title");
        barsTitle.setWrapText(true);
        VBox chart = new VBox(4, barsTitle, barsPane);
        chart.setPadding(new Insets(6));
        VBox.setVgrow(barsPane, Priority.ALWAYS);
        SplitPane split = new SplitPane(explained(), chart);
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.6);
        setCenter(split);

        Label error = new Label();
        error.setId("evaluation-error");
        error.getStyleClass().add("evaluation-error");
        error.textProperty().bind(model.errorProperty());
        error.visibleProperty().bind(model.errorProperty().isNotNull());
        error.managedProperty().bind(error.visibleProperty());
        setBottom(error);

        model.breakdownProperty().addListener((obs, old, now) -> redraw());
        l10n.languageProperty().addListener((obs, old, now) -> redraw());
        // One side's view of every number, and pieces named in the board's notation: both settings redraw.
        model.context().scorePerspectiveProperty().addListener((obs, old, now) -> redraw());
        model.context().notationProperty().addListener((obs, old, now) -> redraw());
        redraw();
    }

    public EvaluationViewModel model() {
        return model;
    }

    private ToolBar toolbar() {
        Label evaluationLabel = new Label();
        evaluationLabel.textProperty().bind(l10n.text("evaluation.chooser"));
        ComboBox<String> chooser = new ComboBox<>(model.evaluations());
        chooser.setId("evaluation-chooser");
        chooser.valueProperty().bindBidirectional(model.evaluationProperty());
        chooser.setTooltip(l10n.tooltip("evaluation.chooser.tooltip"));
        evaluationLabel.setLabelFor(chooser);

        Button follow = new Button();
        follow.setId("evaluation-follow");
        follow.setGraphic(new FontIcon("mdi2c-crosshairs-gps"));
        follow.setTooltip(l10n.tooltip("evaluation.follow.tooltip"));
        follow.setOnAction(e -> model.followContextProperty().set(true));
        follow.disableProperty().bind(model.followContextProperty());

        score.setId("evaluation-score");
        score.getStyleClass().add("evaluation-score");
        score.setMinWidth(Region.USE_PREF_SIZE);
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        return new ToolBar(evaluationLabel, chooser, follow, spacer, score);
    }

    /**
     * The table under its legend ("+ is good for Red; colours: the side a term helps") and, for
     * the book's evaluation, the note on its one-sided threat and guard terms (§6.4).
     */
    private VBox explained() {
        legend.setId("evaluation-legend");
        legend.getStyleClass().add("evaluation-legend");
        legend.setWrapText(true);
        bookNote.setId("evaluation-book-note");
        bookNote.getStyleClass().add("evaluation-book-note");
        bookNote.setWrapText(true);
        // The table grows and takes what it can: without this, the note and legend shrink to one ellipsised line.
        bookNote.setMinHeight(Region.USE_PREF_SIZE);
        legend.setMinHeight(Region.USE_PREF_SIZE);
        bookNote.textProperty().bind(l10n.text("evaluation.note.book"));
        bookNote.managedProperty().bind(bookNote.visibleProperty());
        bookNote.setVisible(false);
        VBox box = new VBox(2, legend, bookNote, table);
        box.setPadding(new Insets(4, 0, 0, 0));
        VBox.setVgrow(table, Priority.ALWAYS);
        return box;
    }

    private void buildTable() {
        table.setId("evaluation-table");
        table.getStyleClass().add("evaluation-table");
        table.setShowRoot(false);
        table.setColumnResizePolicy(TreeTableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.getColumns().add(column("evaluation-column-term", "evaluation.column.term", this::termText, 170));
        table.getColumns().add(column("evaluation-column-side", "evaluation.column.side", this::sideText, 80));
        table.getColumns().add(column("evaluation-column-where", "evaluation.column.where", this::whereText, 130));
        TreeTableColumn<BreakdownLine, String> value = column("evaluation-column-value", "evaluation.column.value",
                model::valueText, 80);
        value.setCellFactory(c -> new ValueCell());
        table.getColumns().add(value);
        table.setRowFactory(t -> new HoverRow());
        Label placeholder = new Label();
        placeholder.textProperty().bind(l10n.text("evaluation.table.empty"));
        table.setPlaceholder(placeholder);
        // The keyboard path to the highlight: the selected line is highlighted like a hovered one.
        table.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> {
            if (now != null && now.getValue() != null) {
                model.hover(now.getValue());
            }
        });
    }

    private TreeTableColumn<BreakdownLine, String> column(String id, String headerKey,
                                                          java.util.function.Function<BreakdownLine, String> text,
                                                          double width) {
        TreeTableColumn<BreakdownLine, String> column = new TreeTableColumn<>();
        column.setId(id);
        column.textProperty().bind(l10n.text(headerKey));
        column.setPrefWidth(width);
        column.setSortable(false); // the grouping is the order
        column.setCellValueFactory(cell -> {
            BreakdownLine line = cell.getValue() == null ? null : cell.getValue().getValue();
            return new ReadOnlyStringWrapper(line == null ? "" : text.apply(line));
        });
        return column;
    }

    private String termText(BreakdownLine line) {
        switch (line.kind()) {
            case TOTAL:
                return model.scoreCaption();
            case ROW:
                return model.names().term(line) + oneSidedMark(line);
            case TERM:
                return model.names().group(line.group()) + oneSidedMark(line);
            default:
                return "";
        }
    }

    private String sideText(BreakdownLine line) {
        Breakdown breakdown = model.breakdownProperty().get();
        if (breakdown == null || line.kind() == BreakdownLine.Kind.TERM || line.kind() == BreakdownLine.Kind.TOTAL) {
            return "";
        }
        return model.names().side(breakdown.game(), line.side());
    }

    /** The mark that points threat and guard rows of the book's evaluation to the note above the table. */
    private String oneSidedMark(BreakdownLine line) {
        return model.isOneSided(line) ? " *" : "";
    }

    private String whereText(BreakdownLine line) {
        return model.where(line);
    }

    /** Rebuilds the tree for the breakdown (and the language). */
    private void redraw() {
        Breakdown breakdown = model.breakdownProperty().get();
        TreeItem<BreakdownLine> root = new TreeItem<>();
        if (breakdown != null) {
            for (Breakdown.TermGroup term : breakdown.terms()) {
                TreeItem<BreakdownLine> termItem = new TreeItem<>(term.line());
                termItem.setExpanded(true);
                for (Breakdown.SideGroup side : term.sides()) {
                    TreeItem<BreakdownLine> sideItem = new TreeItem<>(side.line());
                    for (BreakdownLine row : side.rows()) {
                        sideItem.getChildren().add(new TreeItem<>(row));
                    }
                    termItem.getChildren().add(sideItem);
                }
                root.getChildren().add(termItem);
            }
            root.getChildren().add(new TreeItem<>(breakdown.totalLine()));
        }
        table.setRoot(root);
        bars.show(breakdown);
        score.setText(breakdown == null ? "" : model.scoreCaption() + ": " + model.valueText(breakdown.totalLine()));
        legend.setText(model.legend());
        bookNote.setVisible(model.oneSidedTerms());
        barsTitle.setText(l10n.get("evaluation.chart.title", model.rightSide()));
        getStyleClass().removeAll("xiangqi", "gomoku");
        if (breakdown != null) {
            getStyleClass().add(breakdown.game() == org.gametree.app.analysis.AnalysisPosition.Game.XIANGQI
                    ? "xiangqi" : "gomoku");
        }
    }

    /** Sets the highlight while the pointer is over a line; styles lines by level. */
    private final class HoverRow extends TreeTableRow<BreakdownLine> {

        private final Tooltip note = l10n.tooltip("evaluation.note.book");

        HoverRow() {
            setOnMouseEntered(e -> {
                if (getItem() != null) {
                    model.hover(getItem());
                }
            });
            setOnMouseExited(e -> model.endHover());
        }

        @Override
        protected void updateItem(BreakdownLine line, boolean empty) {
            super.updateItem(line, empty);
            getStyleClass().removeAll("term-line", "side-line", "row-line", "total-line");
            if (!empty && line != null) {
                getStyleClass().add(line.kind().name().toLowerCase(java.util.Locale.ROOT) + "-line");
            }
            setTooltip(!empty && line != null && model.isOneSided(line) ? note : null);
        }
    }

    /**
     * Right-aligned; coloured by the side the value helps (Red or Black pieces, Black or White
     * stones), with a small disc of that colour, so colour never contradicts the sign's legend.
     */
    private final class ValueCell extends TreeTableCell<BreakdownLine, String> {

        private final Region disc = new Region();

        ValueCell() {
            getStyleClass().add("value-cell");
            disc.getStyleClass().add("favours-disc");
        }

        @Override
        protected void updateItem(String text, boolean empty) {
            super.updateItem(text, empty);
            getStyleClass().removeAll(FAVOURS);
            BreakdownLine line = empty ? null : getTableRow() == null ? null : getTableRow().getItem();
            if (line == null) {
                setText(null);
                setGraphic(null);
                return;
            }
            setText(text);
            int side = model.favours(line);
            if (side >= 0) {
                getStyleClass().add(FAVOURS.get(side));
                setGraphic(disc);
            } else {
                setGraphic(null);
            }
        }
    }

    /** The style class of a value or bar that helps side 0 or 1. */
    static final java.util.List<String> FAVOURS = java.util.List.of("favours-first", "favours-second");

    TreeTableView<BreakdownLine> table() {
        return table;
    }
}
