package org.gametree.app.endgame;

import java.text.NumberFormat;

import javafx.beans.InvalidationListener;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.value.ObservableValue;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import org.gametree.app.i18n.Localization;
import org.gametree.xiangqi.endgame.EndgameStatistics;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The statistics of the sets: every supported set with whether it is built and its longest win,
 * and for the set chosen its positions, wins, draws and losses for each side to move, the longest
 * win's example (Load puts it on the board), Build for that set and Build all. Statistics of a
 * built set are counted in the background when it is chosen (reading a large table takes seconds).
 */
final class EndgameSetsPanel extends VBox {

    private final EndgameViewModel model;
    private final Localization l10n;
    private final TableView<SetRow> table;
    /** Changes whenever a row's statistics or state do, so the details and buttons follow them. */
    private final IntegerProperty refresh = new SimpleIntegerProperty();

    EndgameSetsPanel(EndgameViewModel model, Localization l10n) {
        this.model = model;
        this.l10n = l10n;
        InvalidationListener bump = o -> refresh.set(refresh.get() + 1);
        model.sets().forEach(row -> {
            row.statisticsProperty().addListener(bump);
            row.countingProperty().addListener(bump);
            row.builtProperty().addListener(bump);
        });
        setId("endgame-sets-panel");
        getStyleClass().add("endgame-sets-panel");
        setSpacing(4);
        setPadding(new Insets(4, 8, 4, 8));
        Label title = new Label();
        title.textProperty().bind(l10n.text("endgame.sets.title"));
        title.getStyleClass().add("endgame-heading");

        table = new TableView<>(model.sets());
        table.setId("endgame-sets");
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.getColumns().add(column("endgame.sets.set", 90, row -> Bindings.createStringBinding(() -> row.name())));
        table.getColumns().add(column("endgame.sets.state", 110, row -> Bindings.createStringBinding(
                () -> l10n.get(row.countingProperty().get() ? "endgame.sets.counting"
                        : row.builtProperty().get() ? "endgame.sets.built" : "endgame.sets.notBuilt"),
                row.builtProperty(), row.countingProperty(), l10n.languageProperty())));
        table.getColumns().add(column("endgame.sets.longest", 120, row -> Bindings.createStringBinding(() -> {
            EndgameStatistics s = row.statisticsProperty().get();
            return s == null ? "" : s.longestWinFen() == null ? "—" : l10n.get("endgame.sets.plies", s.longestWin());
        }, row.statisticsProperty(), l10n.languageProperty())));
        table.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> model.count(now));
        table.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER && selected() != null) {
                model.loadLongestWin(selected());
                e.consume();
            }
        });
        table.setPrefHeight(160);
        VBox.setVgrow(table, Priority.ALWAYS);
        getChildren().addAll(title, table, details(), actions());
    }

    /** The list (tests). */
    TableView<SetRow> table() {
        return table;
    }

    private SetRow selected() {
        return table.getSelectionModel().getSelectedItem();
    }

    private TableColumn<SetRow, String> column(String key, double width,
                                               java.util.function.Function<SetRow, ObservableValue<String>> value) {
        TableColumn<SetRow, String> column = new TableColumn<>();
        column.textProperty().bind(l10n.text(key));
        column.setCellValueFactory(c -> value.apply(c.getValue()));
        column.setPrefWidth(width);
        column.setSortable(false);
        return column;
    }

    /** The chosen set's counts, one line per side to move. */
    private GridPane details() {
        GridPane grid = new GridPane();
        grid.setId("endgame-set-details");
        grid.setHgap(8);
        grid.setVgap(2);
        grid.add(label("endgame.sets.positions"), 0, 0);
        grid.add(value("endgame-set-positions", s -> count(s.totalPositions())), 1, 0);
        grid.add(label("endgame.sets.stronger"), 0, 1);
        grid.add(value("endgame-set-stronger", s -> l10n.get("endgame.sets.wdl", count(s.wins()[0]), count(s.draws()[0]),
                count(s.losses()[0]))), 1, 1);
        grid.add(label("endgame.sets.weaker"), 0, 2);
        grid.add(value("endgame-set-weaker", s -> l10n.get("endgame.sets.wdl", count(s.wins()[1]), count(s.draws()[1]),
                count(s.losses()[1]))), 1, 2);
        grid.add(label("endgame.sets.example"), 0, 3);
        grid.add(value("endgame-set-example", s -> s.longestWinFen() == null ? "—"
                : l10n.get("endgame.sets.exampleText", s.longestWin(), s.longestWinFen().split(" ")[0] + " "
                + s.longestWinFen().split(" ")[1])), 1, 3);
        return grid;
    }

    private String count(long n) {
        return NumberFormat.getIntegerInstance(l10n.getLanguage().locale()).format(n);
    }

    private Label label(String key) {
        Label label = new Label();
        label.textProperty().bind(l10n.text(key));
        label.setMinWidth(Label.USE_PREF_SIZE);
        return label;
    }

    /** A value of the chosen set's statistics ("" until counted; "…" while counting). */
    private Label value(String id, java.util.function.Function<EndgameStatistics, String> text) {
        Label label = new Label();
        label.setId(id);
        StringBinding shown = Bindings.createStringBinding(() -> {
            SetRow row = selected();
            if (row == null) {
                return "";
            }
            EndgameStatistics s = row.statisticsProperty().get();
            return s != null ? text.apply(s) : row.countingProperty().get() ? "…"
                    : row.builtProperty().get() ? "" : l10n.get("endgame.sets.notBuilt");
        }, table.getSelectionModel().selectedItemProperty(), l10n.languageProperty(), refresh);
        label.textProperty().bind(shown);
        label.tooltipProperty().bind(Bindings.createObjectBinding(
                () -> shown.get().isEmpty() ? null : new Tooltip(shown.get()), shown)); // long FENs stay readable
        return label;
    }

    private FlowPane actions() {
        Button build = button("endgame-build-set", "mdi2h-hammer-wrench", "endgame.sets.build", "endgame.sets.build.tooltip");
        build.setOnAction(e -> {
            if (selected() != null) {
                model.build(selected());
            }
        });
        build.disableProperty().bind(Bindings.createBooleanBinding(() -> model.buildingProperty().get() || selected() == null
                || selected().builtProperty().get(), model.buildingProperty(), table.getSelectionModel().selectedItemProperty(),
                refresh));
        Button all = button("endgame-build-all", "mdi2d-database-plus-outline", "endgame.sets.buildAll",
                "endgame.sets.buildAll.tooltip");
        all.setOnAction(e -> model.buildAll());
        all.disableProperty().bind(model.buildingProperty());
        Button load = button("endgame-load-example", "mdi2c-chess-king", "endgame.sets.load", "endgame.sets.load.tooltip");
        load.setOnAction(e -> model.loadLongestWin(selected()));
        load.disableProperty().bind(Bindings.createBooleanBinding(() -> selected() == null
                || selected().statisticsProperty().get() == null || selected().statisticsProperty().get().longestWinFen() == null,
                table.getSelectionModel().selectedItemProperty(), refresh));
        FlowPane bar = new FlowPane(6, 4, build, all, load);
        bar.setAlignment(Pos.CENTER_LEFT);
        return bar;
    }

    private Button button(String id, String icon, String key, String tooltip) {
        Button button = new Button();
        button.setId(id);
        button.setGraphic(new FontIcon(icon));
        button.textProperty().bind(l10n.text(key));
        Tooltip tip = new Tooltip();
        tip.textProperty().bind(l10n.text(tooltip));
        button.setTooltip(tip);
        button.setMinWidth(Button.USE_PREF_SIZE);
        return button;
    }
}
