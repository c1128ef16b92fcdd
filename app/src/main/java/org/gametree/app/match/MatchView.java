package org.gametree.app.match;

import java.io.File;
import java.nio.file.Path;

import javafx.beans.binding.Bindings;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Spinner;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.DirectoryChooser;
import javafx.stage.FileChooser;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.AnalysisPosition.Game;
import org.gametree.app.analysis.GomokuAnalysisPosition;
import org.gametree.app.i18n.Localization;
import org.gametree.core.match.TimeControl;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;

/**
 * The Match tab: two engines — ours, the user's external engines, or a command line — play a
 * match of the current game with the match command's runner, in the background: an even number
 * of games (each opening with both colours), seeded random openings or an openings file, a limit
 * per move, the games written to a file (Xiangqi PGN) or folder (Gomoku .psq). The table lists
 * each game as it ends, the line above it the standing with the Elo difference and its error;
 * Stop ends the match and closes the engines.
 */
public final class MatchView extends ScrollPane {

    private final AnalysisContext context;
    private final Localization l10n;
    private final MatchModel model;
    private final MatchSideEditor first;
    private final MatchSideEditor second;
    private final Spinner<Integer> games = new Spinner<>(2, 10_000, 10, 2);
    private final ComboBox<Boolean> fromFile = new ComboBox<>();
    private final Spinner<Integer> seed = new Spinner<>(0, Integer.MAX_VALUE, 1);
    private final Spinner<Integer> plies = new Spinner<>(0, 40, 8);
    private final ObjectProperty<Path> openingsFile = new SimpleObjectProperty<>(this, "openingsFile");
    private final ComboBox<MatchLimit> limit = new ComboBox<>();
    private final TextField limitValue = new TextField();
    private final ObjectProperty<Path> output = new SimpleObjectProperty<>(this, "output");

    public MatchView(AnalysisContext context) {
        this.context = context;
        this.l10n = context.l10n();
        this.model = new MatchModel(context);
        setId("match-view");
        getStyleClass().add("match-view");
        getStylesheets().add(MatchView.class.getResource("match.css").toExternalForm());
        setFitToWidth(true);
        first = new MatchSideEditor(context, "match-first", "best");
        second = new MatchSideEditor(context, "match-second", "book-tt");

        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(6);
        grid.addRow(0, label("match.first"), first);
        grid.addRow(1, label("match.second"), second);
        GridPane.setHgrow(first, Priority.ALWAYS);
        grid.addRow(2, label("match.games"), gamesRow());
        grid.addRow(3, label("match.openings"), openingsRow());
        grid.addRow(4, label("match.limit"), limitRow());
        grid.addRow(5, label("match.output"), outputRow());
        for (Node settings : new Node[] {first, second, games, fromFile, seed, plies, limit, limitValue}) {
            settings.disableProperty().bind(model.runningProperty());
        }

        VBox box = new VBox(8, grid, actions(), status(), standing(), table());
        box.setPadding(new Insets(8));
        setContent(box);
        context.positionProperty().addListener((obs, old, now) -> {
            if (old == null || now.game() != old.game()) {
                output.set(null); // a PGN file is no folder of .psq games
                plies.getValueFactory().setValue(now.game() == Game.XIANGQI ? 8 : 4);
            }
        });
        if (context.getPosition() != null && context.getPosition().game() == Game.GOMOKU) {
            plies.getValueFactory().setValue(4);
        }
    }

    public MatchModel model() {
        return model;
    }

    /** Reads the settings and starts the match; a bad setting is told in the status line and nothing starts. */
    public void start() {
        MatchPlan plan;
        try {
            plan = plan();
        } catch (IllegalArgumentException e) {
            model.say(true, "match.bad", e.getMessage());
            return;
        }
        model.start(plan);
    }

    /** The match the settings describe. */
    MatchPlan plan() {
        AnalysisPosition position = context.getPosition();
        Rule rule = Rule.FREESTYLE;
        int size = GomokuPosition.DEFAULT_SIZE;
        if (position instanceof GomokuAnalysisPosition gomoku) {
            rule = gomoku.position().rule();
            size = gomoku.position().size();
        }
        if (Boolean.TRUE.equals(fromFile.getValue()) && openingsFile.get() == null) {
            throw new IllegalArgumentException(l10n.get("match.openings.none"));
        }
        games.commitValue();
        seed.commitValue();
        plies.commitValue();
        TimeControl control = limit.getValue().parse(limitValue.getText());
        return new MatchPlan(position.game(), rule, size, first.side(), second.side(), games.getValue(), seed.getValue(),
                plies.getValue(), Boolean.TRUE.equals(fromFile.getValue()) ? openingsFile.get() : null, control, output.get());
    }

    /** The editors (tests set the engines through them). */
    public MatchSideEditor firstEditor() {
        return first;
    }

    public MatchSideEditor secondEditor() {
        return second;
    }

    /** The output file or folder; null writes nothing (tests set it without a chooser). */
    public ObjectProperty<Path> outputProperty() {
        return output;
    }

    private Node gamesRow() {
        games.setId("match-games");
        games.setEditable(true);
        games.setPrefWidth(90);
        tip(games, "match.games.tooltip");
        return games;
    }

    private Node openingsRow() {
        fromFile.setId("match-openings-source");
        fromFile.getItems().setAll(false, true);
        fromFile.setValue(false);
        fromFile.setButtonCell(new SourceCell());
        fromFile.setCellFactory(list -> new SourceCell());
        seed.setId("match-seed");
        seed.setEditable(true);
        seed.setPrefWidth(90);
        plies.setId("match-plies");
        plies.setEditable(true);
        plies.setPrefWidth(70);
        tip(plies, "match.plies.tooltip");
        var random = fromFile.valueProperty().isEqualTo(false);
        HBox randomRow = new HBox(6, label("match.seed"), seed, label("match.plies"), plies);
        randomRow.setAlignment(Pos.CENTER_LEFT);
        randomRow.visibleProperty().bind(random);
        randomRow.managedProperty().bind(random);
        Label file = new Label();
        file.setId("match-openings-file");
        file.textProperty().bind(Bindings.createStringBinding(() -> openingsFile.get() == null
                ? l10n.get("match.none") : openingsFile.get().getFileName().toString(), openingsFile, l10n.languageProperty()));
        Button choose = new Button();
        choose.setId("match-openings-choose");
        choose.textProperty().bind(l10n.text("match.choose"));
        tip(choose, "match.openings.tooltip");
        choose.setOnAction(e -> {
            FileChooser chooser = new FileChooser();
            chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(l10n.get("match.openings.files"), "*.txt"));
            chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(l10n.get("match.files.all"), "*"));
            File chosen = chooser.showOpenDialog(getScene() == null ? null : getScene().getWindow());
            if (chosen != null) {
                openingsFile.set(chosen.toPath());
            }
        });
        HBox fileRow = new HBox(6, file, choose);
        fileRow.setAlignment(Pos.CENTER_LEFT);
        fileRow.visibleProperty().bind(random.not());
        fileRow.managedProperty().bind(random.not());
        fileRow.disableProperty().bind(model.runningProperty());
        VBox box = new VBox(4, fromFile, randomRow, fileRow);
        return box;
    }

    private Node limitRow() {
        limit.setId("match-limit");
        limit.getItems().setAll(MatchLimit.values());
        limit.setButtonCell(new LimitCell());
        limit.setCellFactory(list -> new LimitCell());
        limit.setValue(MatchLimit.MOVETIME);
        limitValue.setId("match-limit-value");
        limitValue.setText(MatchLimit.MOVETIME.example());
        limitValue.setPrefColumnCount(7);
        tip(limitValue, "match.limit.tooltip");
        limit.valueProperty().addListener((obs, old, now) -> limitValue.setText(now.example()));
        HBox row = new HBox(6, limit, limitValue);
        row.setAlignment(Pos.CENTER_LEFT);
        return row;
    }

    private Node outputRow() {
        Label shown = new Label();
        shown.setId("match-output");
        shown.textProperty().bind(Bindings.createStringBinding(() -> output.get() == null
                ? l10n.get("match.output.none") : output.get().getFileName().toString(), output, l10n.languageProperty()));
        Button choose = new Button();
        choose.setId("match-output-choose");
        choose.textProperty().bind(l10n.text("match.choose"));
        tip(choose, "match.output.tooltip");
        choose.setOnAction(e -> chooseOutput());
        Button none = new Button();
        none.textProperty().bind(l10n.text("match.output.clear"));
        none.disableProperty().bind(output.isNull().or(model.runningProperty()));
        none.setOnAction(e -> output.set(null));
        choose.disableProperty().bind(model.runningProperty());
        HBox row = new HBox(6, shown, choose, none);
        row.setAlignment(Pos.CENTER_LEFT);
        return row;
    }

    private void chooseOutput() {
        javafx.stage.Window owner = getScene() == null ? null : getScene().getWindow();
        if (context.getPosition().game() == Game.XIANGQI) {
            FileChooser chooser = new FileChooser();
            chooser.setInitialFileName("match.pgn");
            chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(l10n.get("match.output.pgn"), "*.pgn"));
            File chosen = chooser.showSaveDialog(owner);
            if (chosen != null) {
                output.set(chosen.toPath());
            }
        } else {
            DirectoryChooser chooser = new DirectoryChooser();
            File chosen = chooser.showDialog(owner);
            if (chosen != null) {
                output.set(chosen.toPath());
            }
        }
    }

    private Node actions() {
        Button start = new Button();
        start.setId("match-start");
        start.textProperty().bind(l10n.text("match.start"));
        start.setDefaultButton(false);
        tip(start, "match.start.tooltip");
        start.setOnAction(e -> start());
        start.disableProperty().bind(model.runningProperty());
        Button stop = new Button();
        stop.setId("match-stop");
        stop.textProperty().bind(l10n.text("match.stop"));
        tip(stop, "match.stop.tooltip");
        stop.setOnAction(e -> model.stop());
        stop.disableProperty().bind(model.runningProperty().not());
        ProgressBar progress = new ProgressBar(0);
        progress.setId("match-progress");
        progress.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(progress, Priority.ALWAYS);
        progress.progressProperty().bind(Bindings.createDoubleBinding(() -> {
            MatchProgress now = model.progressProperty().get();
            return now.total() == 0 ? 0.0 : (double) now.played() / now.total();
        }, model.progressProperty()));
        HBox row = new HBox(6, start, stop, progress);
        row.setAlignment(Pos.CENTER_LEFT);
        return row;
    }

    private Node status() {
        Label status = new Label();
        status.setId("match-status");
        status.setWrapText(true);
        status.textProperty().bind(Bindings.createStringBinding(() -> model.statusProperty().get().render(l10n),
                model.statusProperty(), l10n.languageProperty()));
        model.statusIsErrorProperty().addListener((obs, was, error) -> {
            status.getStyleClass().remove("match-error");
            if (error) {
                status.getStyleClass().add("match-error");
            }
        });
        return status;
    }

    /** "A vs B", then "+w =d −l, score %", then "Elo … ± …", then the runner's last remark. */
    private Node standing() {
        Label names = new Label();
        names.setId("match-names");
        names.getStyleClass().add("match-heading");
        names.textProperty().bind(Bindings.createStringBinding(() -> {
            MatchProgress now = model.progressProperty().get();
            return now.first().isEmpty() ? "" : l10n.get("match.names", now.first(), now.second());
        }, model.progressProperty(), l10n.languageProperty()));
        Label score = new Label();
        score.setId("match-score");
        score.textProperty().bind(Bindings.createStringBinding(() -> {
            MatchProgress now = model.progressProperty().get();
            if (now.total() == 0) {
                return ""; // no match yet
            }
            return l10n.get("match.score", now.played(), now.total(), now.score().wins(), now.score().draws(),
                    now.score().losses(), MatchSummary.percent(now.score()));
        }, model.progressProperty(), l10n.languageProperty()));
        Label elo = new Label();
        elo.setId("match-elo");
        elo.textProperty().bind(Bindings.createStringBinding(() -> {
            MatchProgress now = model.progressProperty().get();
            if (now.played() == 0) {
                return "";
            }
            double points = now.score().wins() + now.score().draws() / 2.0;
            // all won or all lost: the Elo is infinite and the interval says nothing more
            return l10n.get(points == 0 || points == now.played() ? "match.elo.oneSided" : "match.elo",
                    MatchSummary.elo(now.score()), MatchSummary.error(now.score()),
                    String.format(java.util.Locale.ROOT, "%.1f%%", 100 * now.score().los()));
        }, model.progressProperty(), l10n.languageProperty()));
        Label note = new Label();
        note.setId("match-note");
        note.setWrapText(true);
        note.textProperty().bind(Bindings.createStringBinding(() -> {
            MatchProgress now = model.progressProperty().get();
            return now.notes().isEmpty() ? "" : now.notes().get(now.notes().size() - 1);
        }, model.progressProperty()));
        return new VBox(2, names, score, elo, note);
    }

    private Node table() {
        TableView<MatchRow> table = new TableView<>(model.rows());
        table.setId("match-table");
        table.setPrefHeight(240);
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY);
        table.placeholderProperty().set(label("match.table.empty"));
        table.getColumns().add(column("match.col.round", 40, row -> Integer.toString(row.round())));
        table.getColumns().add(column("match.col.side", 70, row -> sideName(row.firstMovedFirst())));
        table.getColumns().add(column("match.col.result", 60, MatchRow::result));
        table.getColumns().add(column("match.col.points", 40, row -> row.points() == 0.5 ? "\u00BD"
                : Integer.toString((int) row.points())));
        table.getColumns().add(column("match.col.plies", 50, row -> Integer.toString(row.plies())));
        table.getColumns().add(column("match.col.reason", 220, this::reason));
        table.setRowFactory(view -> new javafx.scene.control.TableRow<>() {
            @Override
            protected void updateItem(MatchRow item, boolean empty) {
                super.updateItem(item, empty);
                getStyleClass().remove("match-fault");
                if (!empty && item != null && item.fault()) {
                    getStyleClass().add("match-fault");
                }
                setTooltip(empty || item == null ? null : new Tooltip(reason(item)));
            }
        });
        VBox.setVgrow(table, Priority.ALWAYS);
        return table;
    }

    /** Why a game ended, in the user's language, with the runner's particulars. */
    public String reason(MatchRow row) {
        String text = row.reasonKey() == null ? "" : l10n.get(row.reasonKey());
        if (row.detail().isEmpty()) {
            return text;
        }
        return text.isEmpty() ? row.detail() : text + ": " + row.detail();
    }

    /** The first engine's side: Red/Black for Xiangqi, Black/White for Gomoku. */
    private String sideName(boolean movedFirst) {
        boolean xiangqi = context.getPosition().game() == Game.XIANGQI;
        return l10n.get(xiangqi ? (movedFirst ? "match.side.red" : "match.side.black")
                : (movedFirst ? "match.side.blackStones" : "match.side.white"));
    }

    private TableColumn<MatchRow, String> column(String key, double width, java.util.function.Function<MatchRow, String> text) {
        TableColumn<MatchRow, String> column = new TableColumn<>();
        column.textProperty().bind(l10n.text(key));
        column.setPrefWidth(width);
        column.setSortable(false);
        column.setCellValueFactory(cell -> new javafx.beans.property.ReadOnlyStringWrapper(text.apply(cell.getValue())));
        return column;
    }

    private Label label(String key) {
        Label label = new Label();
        label.textProperty().bind(l10n.text(key));
        label.setMinWidth(Region.USE_PREF_SIZE); // a name is never cut; the controls beside it shrink
        return label;
    }

    private void tip(javafx.scene.control.Control control, String key) {
        Tooltip tip = new Tooltip();
        tip.textProperty().bind(l10n.text(key));
        tip.setWrapText(true);
        tip.setMaxWidth(420);
        control.setTooltip(tip);
    }

    private final class SourceCell extends ListCell<Boolean> {
        @Override
        protected void updateItem(Boolean item, boolean empty) {
            super.updateItem(item, empty);
            textProperty().unbind();
            if (empty || item == null) {
                setText(null);
            } else {
                textProperty().bind(l10n.text(item ? "match.openings.file" : "match.openings.random")); // follows the language
            }
        }
    }

    private final class LimitCell extends ListCell<MatchLimit> {
        @Override
        protected void updateItem(MatchLimit item, boolean empty) {
            super.updateItem(item, empty);
            textProperty().unbind();
            if (empty || item == null) {
                setText(null);
            } else {
                textProperty().bind(l10n.text("match.limit." + item.name()));
            }
        }
    }
}
