package org.gametree.app.game;

import java.util.function.Function;

import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.css.PseudoClass;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TablePosition;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.AnalysisPosition.Game;
import org.gametree.app.analysis.MoveNotation;
import org.gametree.app.game.MoveListViewModel.MoveCell;
import org.gametree.app.game.MoveListViewModel.MoveRow;
import org.gametree.app.i18n.Localization;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The move list: a table of move pairs with the current move highlighted, a notation chooser
 * bound to the context's notation, and start/back/forward/end buttons.
 *
 * <p>Clicking a move asks to go to the position after it. Keys in the table: Up/Left go one
 * move back, Down/Right one forward, Home to the start, End to the last move, Enter to the
 * move under the table's focus. Going anywhere is a request to the {@link MoveListViewModel};
 * the game owner answers with {@link MoveListViewModel#setCurrentPly}.
 */
public final class MoveListView extends BorderPane {

    static final PseudoClass CURRENT = PseudoClass.getPseudoClass("current");

    private final MoveListViewModel model = new MoveListViewModel();
    private final TableView<MoveRow> table = new TableView<>(model.rows());

    public MoveListView(AnalysisContext context) {
        Localization l10n = context.l10n();
        setId("move-list-view");
        getStyleClass().add("move-list");
        getStylesheets().add(GameStyles.URL);
        model.notationProperty().bind(context.notationProperty());

        table.setId("move-list-table");
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.getSelectionModel().setCellSelectionEnabled(true);
        Label empty = new Label();
        empty.textProperty().bind(l10n.text("game.moves.empty"));
        table.setPlaceholder(empty);

        TableColumn<MoveRow, Integer> number = new TableColumn<>("#");
        number.setId("move-list-number");
        number.setSortable(false);
        number.setReorderable(false);
        number.setPrefWidth(44);
        number.setMaxWidth(60);
        number.setCellValueFactory(d -> new ReadOnlyObjectWrapper<>(d.getValue().number()));
        number.setCellFactory(c -> new TableCell<>() {
            {
                getStyleClass().add("move-number");
            }

            @Override
            protected void updateItem(Integer item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : item + ".");
            }
        });
        table.getColumns().add(number);
        table.getColumns().add(moveColumn("move-list-first", SideNames.of(l10n, model.gameProperty(), 0), MoveRow::first));
        table.getColumns().add(moveColumn("move-list-second", SideNames.of(l10n, model.gameProperty(), 1), MoveRow::second));

        table.addEventFilter(KeyEvent.KEY_PRESSED, this::onKey);
        model.currentPlyProperty().addListener((o, old, ply) -> followCurrent(ply.intValue()));
        model.rows().addListener((javafx.collections.ListChangeListener<MoveRow>) c -> followCurrent(model.getCurrentPly()));
        model.annotations().addListener((javafx.collections.MapChangeListener<Integer, MoveListViewModel.MoveAnnotation>) c -> table.refresh());
        setCenter(table);
        setTop(toolbar(context, l10n));
    }

    /** The view-model: {@code setGame}, {@code setCurrentPly}, {@code setOnGoTo}. */
    public MoveListViewModel model() {
        return model;
    }

    private TableColumn<MoveRow, MoveCell> moveColumn(String id, javafx.beans.binding.StringBinding title,
                                                     Function<MoveRow, MoveCell> cell) {
        TableColumn<MoveRow, MoveCell> column = new TableColumn<>();
        column.setId(id);
        column.textProperty().bind(title);
        column.setSortable(false);
        column.setReorderable(false);
        column.setPrefWidth(110);
        column.setCellValueFactory(d -> new ReadOnlyObjectWrapper<>(cell.apply(d.getValue())));
        column.setCellFactory(c -> new MoveTableCell());
        return column;
    }

    private HBox toolbar(AnalysisContext context, Localization l10n) {
        Button first = navButton("move-list-start", "mdi2p-page-first", "game.moves.start", model::requestStart, l10n);
        Button back = navButton("move-list-back", "mdi2c-chevron-left", "game.moves.back", model::requestPrevious, l10n);
        Button forward = navButton("move-list-forward", "mdi2c-chevron-right", "game.moves.forward", model::requestNext, l10n);
        Button last = navButton("move-list-end", "mdi2p-page-last", "game.moves.end", model::requestEnd, l10n);
        first.disableProperty().bind(model.currentPlyProperty().isEqualTo(0));
        back.disableProperty().bind(model.currentPlyProperty().isEqualTo(0));
        javafx.beans.binding.BooleanBinding atEnd = javafx.beans.binding.Bindings.createBooleanBinding(
                () -> model.getCurrentPly() >= model.length(), model.currentPlyProperty(), model.rows());
        forward.disableProperty().bind(atEnd);
        last.disableProperty().bind(atEnd);

        ComboBox<MoveNotation> notation = new ComboBox<>();
        notation.setId("move-list-notation");
        notation.setCellFactory(l -> new NotationCell(l10n, false));
        // The list is narrow: the closed box shows the notation by its example ("炮二平五"). The
        // cells come before the value: a button cell set after it stays empty until the value changes.
        notation.setButtonCell(new NotationCell(l10n, true));
        notation.setMinWidth(Region.USE_PREF_SIZE);
        notation.getItems().setAll(MoveNotation.values());
        notation.valueProperty().bindBidirectional(context.notationProperty());
        Tooltip tip = new Tooltip();
        tip.textProperty().bind(l10n.text("game.moves.notation.tooltip"));
        notation.setTooltip(tip);
        // Gomoku has one notation (h8): the chooser would do nothing there.
        notation.disableProperty().bind(model.gameProperty().isEqualTo(Game.GOMOKU));

        Region spring = new Region();
        HBox.setHgrow(spring, Priority.ALWAYS);
        HBox bar = new HBox(4, first, back, forward, last, spring, notation);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(4));
        bar.getStyleClass().add("move-list-toolbar");
        return bar;
    }

    private static Button navButton(String id, String icon, String key, Runnable action, Localization l10n) {
        Button button = new Button();
        button.setId(id);
        button.setGraphic(new FontIcon(icon));
        Tooltip tip = new Tooltip();
        tip.textProperty().bind(l10n.text(key));
        button.setTooltip(tip);
        button.setOnAction(e -> action.run());
        // The table keeps the keyboard focus; the buttons' keys are the table's (see onKey).
        button.setFocusTraversable(false);
        return button;
    }

    private void onKey(KeyEvent event) {
        switch (event.getCode()) {
            case UP, LEFT, PAGE_UP -> model.requestPrevious();
            case DOWN, RIGHT, PAGE_DOWN -> model.requestNext();
            case HOME -> model.requestStart();
            case END -> model.requestEnd();
            case ENTER -> {
                MoveCell focused = focusedCell();
                if (focused != null) {
                    model.requestGoTo(focused.ply());
                }
            }
            default -> {
                return;
            }
        }
        event.consume();
    }

    private MoveCell focusedCell() {
        TablePosition<MoveRow, ?> focus = table.getFocusModel().getFocusedCell();
        if (focus == null || focus.getRow() < 0 || focus.getRow() >= model.rows().size()) {
            return null;
        }
        MoveRow row = model.rows().get(focus.getRow());
        return focus.getColumn() == 1 ? row.first() : focus.getColumn() == 2 ? row.second() : null;
    }

    /** Puts the table's focus and selection on the current move and scrolls it into view. */
    private void followCurrent(int ply) {
        table.refresh();
        int row = model.rowOf(ply);
        if (row < 0) {
            table.getSelectionModel().clearSelection();
            if (!model.rows().isEmpty()) {
                table.scrollTo(0);
            }
            return;
        }
        MoveRow r = model.rows().get(row);
        TableColumn<MoveRow, ?> column = table.getColumns().get(r.first() != null && r.first().ply() == ply ? 1 : 2);
        table.getSelectionModel().clearAndSelect(row, column);
        table.getFocusModel().focus(row, column);
        table.scrollTo(Math.max(0, row - 3));
    }

    /** A move: its name, highlighted when it is the current one, a click goes there. */
    private final class MoveTableCell extends TableCell<MoveRow, MoveCell> {

        /** The style class of the annotation shown now, or null. */
        private String annotationClass;

        MoveTableCell() {
            getStyleClass().add("move-cell");
            setOnMouseClicked(e -> {
                if (e.getButton() == MouseButton.PRIMARY && getItem() != null) {
                    model.requestGoTo(getItem().ply());
                }
            });
        }

        @Override
        protected void updateItem(MoveCell item, boolean empty) {
            super.updateItem(item, empty);
            boolean shown = !empty && item != null;
            MoveListViewModel.MoveAnnotation mark = shown ? model.annotations().get(item.ply()) : null;
            setText(shown ? (mark == null ? item.text() : item.text() + " " + mark.symbol()) : null);
            getStyleClass().remove(annotationClass);
            annotationClass = mark == null ? null : mark.styleClass();
            if (annotationClass != null) {
                getStyleClass().add(annotationClass);
            }
            setId(shown ? "move-ply-" + item.ply() : null);
            pseudoClassStateChanged(CURRENT, shown && item.ply() == model.getCurrentPly());
        }
    }

    /** A notation in the chooser, named in the UI language (or, closed, by its short example). */
    private static final class NotationCell extends ListCell<MoveNotation> {

        private final Localization l10n;
        private final boolean shortForm;

        NotationCell(Localization l10n, boolean shortForm) {
            this.l10n = l10n;
            this.shortForm = shortForm;
        }

        @Override
        protected void updateItem(MoveNotation item, boolean empty) {
            super.updateItem(item, empty);
            textProperty().unbind();
            if (empty || item == null) {
                setText(null);
            } else {
                textProperty().bind(l10n.text("game.notation." + item.name().toLowerCase(java.util.Locale.ROOT)
                        + (shortForm ? ".short" : "")));
            }
        }
    }
}
