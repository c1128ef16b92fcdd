package org.gametree.app.lab;

import java.io.File;
import java.nio.file.Path;
import java.util.function.Consumer;
import java.util.function.Function;

import javafx.beans.binding.Bindings;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.Property;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Spinner;
import javafx.scene.control.SpinnerValueFactory;
import javafx.scene.control.SplitPane;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import javafx.util.StringConverter;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.i18n.Localization;
import org.gametree.core.tune.Tuners;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The lab: tune an evaluation's weights and watch the method work (chapter 8 of the book). On
 * top Start (F5), Pause/Resume (F7), Stop (Esc), the progress, Save… and Load… of parameter
 * files; then the settings (game, fitness, data, method and its settings, groups), the chart of
 * the losses per step, and the table of the weights. At the bottom the status, the data used,
 * and which weights the workbench's engines evaluate with, with "Use in engines".
 */
public final class LabView extends BorderPane {

    private final LabViewModel model;
    private final Localization l10n;
    private final LabChart chart;
    private CompareView compareView;

    public LabView(AnalysisContext context) {
        this(new LabViewModel(context));
    }

    public LabView(LabViewModel model) {
        this.model = model;
        this.l10n = model.context().l10n();
        setId("lab-view");
        getStyleClass().add("lab-view");
        getStylesheets().add(LabView.class.getResource("lab.css").toExternalForm());
        chart = new LabChart(l10n, model.points(), model.runFitnessProperty());
        ParameterTable table = new ParameterTable(model, l10n);
        table.setMinHeight(100);

        compareView = new CompareView(model.compare(), l10n);
        // matches are Xiangqi's (the match runner plays Xiangqi engines)
        compareView.visibleProperty().bind(model.gameProperty().isEqualTo(LabViewModel.Game.XIANGQI));
        compareView.managedProperty().bind(compareView.visibleProperty());
        // a short window scrolls the settings, never clips them
        ScrollPane settings = new ScrollPane(new VBox(4, settings(), compareView));
        settings.setFitToWidth(true);
        settings.setId("lab-settings-scroll");
        VBox tableAndHand = new VBox(table, new HandPanel(model, table, l10n));
        VBox.setVgrow(table, Priority.ALWAYS);
        SplitPane split = new SplitPane(settings, chart, tableAndHand);
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.34, 0.68);
        setTop(actions());
        setCenter(split);
        setBottom(footer());
        addEventHandler(KeyEvent.KEY_PRESSED, this::shortcut);
    }

    public LabViewModel model() {
        return model;
    }

    /** The chart (tests). */
    LabChart chart() {
        return chart;
    }

    // ------------------------------------------------------------------ the action bar

    private Node actions() {
        Button start = button("lab-start", "mdi2p-play", "lab.start", "lab.start.tooltip");
        start.setOnAction(e -> model.start());
        start.disableProperty().bind(model.busyBinding());
        Button pause = button("lab-pause", "mdi2p-pause", "lab.pause", "lab.pause.tooltip");
        pause.textProperty().unbind();
        pause.textProperty().bind(Bindings.createStringBinding(() -> l10n.get(
                model.stateProperty().get() == LabViewModel.State.PAUSED ? "lab.resume" : "lab.pause"),
                model.stateProperty(), l10n.languageProperty()));
        pause.setOnAction(e -> pauseOrResume());
        pause.disableProperty().bind(model.stateProperty().isNotEqualTo(LabViewModel.State.RUNNING)
                .and(model.stateProperty().isNotEqualTo(LabViewModel.State.PAUSED)));
        Button stop = button("lab-stop", "mdi2s-stop", "lab.stop", "lab.stop.tooltip");
        stop.setOnAction(e -> model.stop());
        stop.disableProperty().bind(model.busyBinding().not());

        ProgressBar progress = new ProgressBar();
        progress.setId("lab-progress");
        progress.progressProperty().bind(model.progressProperty());
        progress.visibleProperty().bind(model.busyBinding());
        progress.setPrefWidth(80);

        Button save = button("lab-save", "mdi2c-content-save-outline", "lab.save", "lab.save.tooltip");
        save.setOnAction(e -> chooseFile(true, "tuned.params", model::save));
        Button load = button("lab-load", "mdi2f-folder-open-outline", "lab.load", "lab.load.tooltip");
        load.setOnAction(e -> chooseFile(false, null, model::load));
        load.disableProperty().bind(model.busyBinding());

        Button compare = button("lab-compare-open", null, "lab.compare.open", "lab.compare.open.tooltip");
        compare.setOnAction(e -> compareView.setExpanded(true));
        compare.disableProperty().bind(model.gameProperty().isNotEqualTo(LabViewModel.Game.XIANGQI));

        FlowPane bar = new FlowPane(6, 4, start, pause, stop, save, load, compare, progress);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(4, 8, 4, 8));
        bar.getStyleClass().add("lab-actions");
        return bar;
    }

    private void pauseOrResume() {
        if (model.stateProperty().get() == LabViewModel.State.PAUSED) {
            model.resume();
        } else {
            model.pause();
        }
    }

    private void shortcut(KeyEvent event) {
        if (event.getCode() == KeyCode.F5) {
            model.start();
        } else if (event.getCode() == KeyCode.F7) {
            pauseOrResume();
        } else if (event.getCode() == KeyCode.ESCAPE && model.busyBinding().get()) {
            model.stop();
        } else {
            return;
        }
        event.consume();
    }

    private void chooseFile(boolean saving, String name, Consumer<Path> action) {
        FileChooser chooser = chooser(saving ? "lab.save.title" : "lab.load.title", "lab.files", "*.params");
        if (name != null) {
            chooser.setInitialFileName(name);
        }
        var window = getScene() == null ? null : getScene().getWindow();
        File file = saving ? chooser.showSaveDialog(window) : chooser.showOpenDialog(window);
        if (file != null) {
            action.accept(file.toPath());
        }
    }

    /** A file dialog for one kind of file, all files as the second choice. */
    private FileChooser chooser(String titleKey, String filterKey, String pattern) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(l10n.get(titleKey));
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(l10n.get(filterKey), pattern));
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(l10n.get("lab.files.all"), "*"));
        return chooser;
    }

    // ------------------------------------------------------------------ the settings

    private Node settings() {
        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(4);
        grid.setPadding(new Insets(6, 8, 6, 8));
        grid.getStyleClass().add("lab-settings");
        grid.disableProperty().bind(model.busyBinding());
        int row = 0;

        ComboBox<LabViewModel.Game> game = new ComboBox<>();
        game.getItems().setAll(LabViewModel.Game.values());
        game.setId("lab-game");
        game.valueProperty().bindBidirectional(model.gameProperty());
        game.setConverter(converter(g -> l10n.get("lab.game." + g.name().toLowerCase(java.util.Locale.ROOT))));
        refreshOnLanguage(game);
        game.setTooltip(l10n.tooltip("lab.game.tooltip"));
        grid.addRow(row++, label("lab.game", game), game);

        ComboBox<String> fitness = new ComboBox<>();
        fitness.setItems(model.fitnesses());
        fitness.setId("lab-fitness");
        fitness.valueProperty().bindBidirectional(model.fitnessProperty());
        fitness.setConverter(converter(f -> l10n.get("lab.fitness." + f)));
        refreshOnLanguage(fitness);
        fitness.setTooltip(l10n.tooltip("lab.fitness.tooltip"));
        grid.addRow(row++, label("lab.fitness", fitness), fitness);
        row = fitnessRows(grid, row);

        grid.addRow(row++, label("lab.data", null), dataChooser());
        Spinner<Integer> positions = intSpinner("lab-positions", model.positionsProperty(), 0, 1_000_000, 1000);
        positions.setTooltip(l10n.tooltip("lab.positions.tooltip"));
        Label positionsLabel = label("lab.positions", positions);
        // Gomoku's data is small and read in one go: the limit is Xiangqi's
        for (Node node : new Node[] {positions, positionsLabel}) {
            node.visibleProperty().bind(model.gameProperty().isEqualTo(LabViewModel.Game.XIANGQI));
            node.managedProperty().bind(node.visibleProperty());
        }
        grid.addRow(row++, positionsLabel, positions);

        ComboBox<String> method = new ComboBox<>();
        method.getItems().setAll(Tuners.names());
        method.setId("lab-method");
        method.valueProperty().bindBidirectional(model.methodProperty());
        method.setConverter(converter(m -> l10n.get("lab.method." + m)));
        refreshOnLanguage(method);
        method.setTooltip(l10n.tooltip("lab.method.tooltip"));
        grid.addRow(row++, label("lab.method", method), method);

        Spinner<Integer> seed = intSpinner("lab-seed", model.seedProperty(), 0, Integer.MAX_VALUE, 1);
        seed.setTooltip(l10n.tooltip("lab.seed.tooltip"));
        Spinner<Integer> steps = intSpinner("lab-steps", model.stepsProperty(), 1, 100_000, 10);
        steps.setTooltip(l10n.tooltip("lab.steps.tooltip"));
        grid.addRow(row++, label("lab.seed", seed), pair(seed, label("lab.steps", steps), steps));

        Spinner<Integer> heldOut = intSpinner("lab-held-out", model.heldOutPercentProperty(), 0, 50, 5);
        heldOut.setTooltip(l10n.tooltip("lab.heldOut.tooltip"));
        Spinner<Integer> every = intSpinner("lab-held-out-every", model.heldOutEveryProperty(), 1, 10_000, 1);
        every.setTooltip(l10n.tooltip("lab.heldOutEvery.tooltip"));
        grid.addRow(row++, label("lab.heldOut", heldOut), pair(heldOut, label("lab.heldOutEvery", every), every));

        Spinner<Integer> restarts = intSpinner("lab-restarts", model.restartsProperty(), 1, 1000, 1);
        restarts.setTooltip(l10n.tooltip("lab.restarts.tooltip"));
        row = methodRow(grid, row, "restarts", label("lab.restarts", restarts), restarts);

        Spinner<Double> temperature = doubleSpinner("lab-temperature", model.temperatureProperty(), 0, 1e6, 0.001);
        temperature.setTooltip(l10n.tooltip("lab.temperature.tooltip"));
        Spinner<Double> cooling = doubleSpinner("lab-cooling", model.coolingProperty(), 0.5, 0.99999, 0.001);
        cooling.setTooltip(l10n.tooltip("lab.cooling.tooltip"));
        row = methodRow(grid, row, "annealing", label("lab.temperature", temperature),
                pair(temperature, label("lab.cooling", cooling), cooling));

        Spinner<Integer> population = intSpinner("lab-population", model.populationProperty(), 2, 1000, 2);
        population.setTooltip(l10n.tooltip("lab.population.tooltip"));
        row = methodRow(grid, row, "genetic", label("lab.population", population), population);
        Spinner<Double> crossover = doubleSpinner("lab-crossover", model.crossoverProperty(), 0, 1, 0.05);
        crossover.setTooltip(l10n.tooltip("lab.crossover.tooltip"));
        Spinner<Double> mutation = doubleSpinner("lab-mutation", model.mutationProperty(), 0, 1, 0.01);
        mutation.setTooltip(l10n.tooltip("lab.mutation.tooltip"));
        row = methodRow(grid, row, "genetic", label("lab.crossover", crossover),
                pair(crossover, label("lab.mutation", mutation), mutation));

        Label groupsLabel = label("lab.groups", null);
        grid.add(groupsLabel, 0, row);
        grid.add(groups(), 1, row);
        GridPane.setValignment(groupsLabel, javafx.geometry.VPos.TOP);
        return grid;
    }

    /**
     * The chosen fitness's settings: the games of the moves fitness; the depth and positions of
     * the moves and search fitnesses, with the book's warning for the search fitness; the match
     * fitness's games, nodes and opponent.
     */
    private int fitnessRows(GridPane grid, int row) {
        Label games = fileName("lab-fitness-games", model.fitnessGamesProperty(), "lab.fitness.games.none");
        Button chooseGames = button("lab-fitness-games-choose", "mdi2f-file-outline", "lab.data.choose",
                "lab.fitness.games.tooltip");
        chooseGames.setOnAction(e -> {
            File file = chooser("lab.fitness.games.title", "lab.fitness.games.files", "*.pgn")
                    .showOpenDialog(getScene() == null ? null : getScene().getWindow());
            if (file != null) {
                model.fitnessGamesProperty().set(file.toPath());
            }
        });
        row = fitnessRow(grid, row, label("lab.fitness.games", chooseGames), new VBox(2, games, chooseGames), "moves");

        Spinner<Integer> depth = intSpinner("lab-fitness-depth", model.fitnessDepthProperty(), 1, 10, 1);
        depth.setTooltip(l10n.tooltip("lab.fitness.depth.tooltip"));
        Spinner<Integer> positions = intSpinner("lab-fitness-positions", model.fitnessPositionsProperty(), 1, 100_000, 50);
        positions.setTooltip(l10n.tooltip("lab.fitness.positions.tooltip"));
        row = fitnessRow(grid, row, label("lab.fitness.depth", depth),
                pair(depth, label("lab.fitness.positions", positions), positions), "moves", "search");

        Label warning = new Label();
        warning.setId("lab-fitness-warning");
        warning.getStyleClass().add("lab-warning");
        warning.setWrapText(true);
        warning.textProperty().bind(l10n.text("lab.fitness.search.warning"));
        warning.setGraphic(new FontIcon("mdi2a-alert-outline"));
        row = fitnessRow(grid, row, new Label(), warning, "search");

        Spinner<Integer> matchGames = intSpinner("lab-match-games", model.matchGamesProperty(), 2, 1000, 2);
        matchGames.setTooltip(l10n.tooltip("lab.fitness.matchGames.tooltip"));
        Spinner<Integer> nodes = intSpinner("lab-match-nodes", model.matchNodesProperty(), 1, 10_000_000, 500);
        nodes.setTooltip(l10n.tooltip("lab.fitness.matchNodes.tooltip"));
        row = fitnessRow(grid, row, label("lab.fitness.matchGames", matchGames),
                pair(matchGames, label("lab.fitness.matchNodes", nodes), nodes), "match");

        Label against = fileName("lab-match-against", model.matchAgainstProperty(), "lab.compare.shipped");
        Button chooseAgainst = button("lab-match-against-choose", "mdi2f-file-outline", "lab.data.choose",
                "lab.fitness.against.tooltip");
        chooseAgainst.setOnAction(e -> chooseFile(false, null, model.matchAgainstProperty()::set));
        Button shippedAgainst = button("lab-match-against-shipped", "mdi2p-package-variant", "lab.data.builtIn",
                "lab.fitness.against.shipped.tooltip");
        shippedAgainst.setOnAction(e -> model.matchAgainstProperty().set(null));
        shippedAgainst.disableProperty().bind(model.matchAgainstProperty().isNull());
        return fitnessRow(grid, row, label("lab.fitness.against", chooseAgainst),
                new VBox(2, against, new HBox(6, chooseAgainst, shippedAgainst)), "match");
    }

    /** A file's name, or the text of {@code noneKey} while there is none. */
    private Label fileName(String id, javafx.beans.property.ObjectProperty<Path> file, String noneKey) {
        Label name = new Label();
        name.setId(id);
        name.setWrapText(true);
        name.textProperty().bind(Bindings.createStringBinding(
                () -> file.get() == null ? l10n.get(noneKey) : file.get().getFileName().toString(),
                file, l10n.languageProperty()));
        return name;
    }

    /** A row shown only while one of its fitnesses is chosen. */
    private int fitnessRow(GridPane grid, int row, Node label, Node field, String... fitnesses) {
        javafx.beans.binding.BooleanBinding shown = Bindings.createBooleanBinding(
                () -> java.util.List.of(fitnesses).contains(model.fitnessProperty().get()), model.fitnessProperty());
        for (Node node : new Node[] {label, field}) {
            node.visibleProperty().bind(shown);
            node.managedProperty().bind(node.visibleProperty());
        }
        grid.addRow(row, label, field);
        return row + 1;
    }

    /** A row shown only while its method is chosen. */
    private int methodRow(GridPane grid, int row, String method, Node label, Node field) {
        for (Node node : new Node[] {label, field}) {
            node.visibleProperty().bind(model.methodProperty().isEqualTo(method));
            node.managedProperty().bind(node.visibleProperty());
        }
        grid.addRow(row, label, field);
        return row + 1;
    }

    /** "Built-in data" or a file's name, with Choose… and Built-in. */
    private Node dataChooser() {
        Label shown = new Label();
        shown.setId("lab-data");
        shown.textProperty().bind(Bindings.createStringBinding(() -> {
            Path file = model.dataFileProperty().get();
            if (file != null) {
                return file.getFileName().toString();
            }
            return l10n.get(model.gameProperty().get() == LabViewModel.Game.XIANGQI ? "lab.data.shipped"
                    : "lab.data.selfPlay");
        }, model.dataFileProperty(), model.gameProperty(), l10n.languageProperty()));
        shown.setWrapText(true);
        shown.setTooltip(l10n.tooltip("lab.data.tooltip"));
        Button choose = button("lab-data-choose", "mdi2f-file-outline", "lab.data.choose", "lab.data.choose.tooltip");
        choose.setOnAction(e -> {
            FileChooser chooser = new FileChooser();
            chooser.setTitle(l10n.get("lab.data.choose.title"));
            File file = chooser.showOpenDialog(getScene() == null ? null : getScene().getWindow());
            if (file != null) {
                model.dataFileProperty().set(file.toPath());
            }
        });
        Button builtIn = button("lab-data-built-in", "mdi2p-package-variant", "lab.data.builtIn",
                "lab.data.builtIn.tooltip");
        builtIn.setOnAction(e -> model.dataFileProperty().set(null));
        builtIn.disableProperty().bind(model.dataFileProperty().isNull());
        VBox box = new VBox(2, shown, new HBox(6, choose, builtIn));
        return box;
    }

    /** A check box per group, and All / None. */
    private Node groups() {
        FlowPane boxes = new FlowPane(8, 4);
        boxes.setId("lab-groups");
        Runnable fill = () -> {
            boxes.getChildren().clear();
            for (GroupChoice choice : model.groups()) {
                CheckBox box = new CheckBox(choice.name());
                box.setId("lab-group-" + choice.name());
                box.selectedProperty().bindBidirectional(choice.chosenProperty());
                boxes.getChildren().add(box);
            }
        };
        fill.run();
        model.groups().addListener((ListChangeListener<GroupChoice>) c -> fill.run());
        Button all = button("lab-groups-all", null, "lab.groups.all", "lab.groups.all.tooltip");
        all.setOnAction(e -> model.groups().forEach(g -> g.chosenProperty().set(true)));
        Button none = button("lab-groups-none", null, "lab.groups.none", "lab.groups.none.tooltip");
        none.setOnAction(e -> model.groups().forEach(g -> g.chosenProperty().set(false)));
        return new VBox(4, boxes, new HBox(6, all, none));
    }

    // ------------------------------------------------------------------ the footer

    private Node footer() {
        Label status = new Label();
        status.setId("lab-status");
        status.getStyleClass().add("lab-status");
        status.textProperty().bind(model.statusText());
        status.setWrapText(true);
        model.statusIsErrorProperty().addListener((obs, was, error) -> {
            status.getStyleClass().remove("lab-error");
            if (error) {
                status.getStyleClass().add("lab-error");
            }
        });
        Label data = new Label();
        data.setId("lab-data-description");
        data.getStyleClass().add("lab-data-description");
        data.textProperty().bind(model.dataDescriptionProperty());
        data.setWrapText(true);
        data.visibleProperty().bind(model.dataDescriptionProperty().isNotEmpty());
        data.managedProperty().bind(data.visibleProperty());

        Label inUse = new Label();
        inUse.setId("lab-in-use");
        inUse.getStyleClass().add("lab-in-use");
        inUse.setWrapText(true);
        inUse.textProperty().bind(Bindings.createStringBinding(this::inUseText, model.inUseProperty(),
                model.gameProperty(), l10n.languageProperty()));
        HBox.setHgrow(inUse, Priority.ALWAYS);
        inUse.setMaxWidth(Double.MAX_VALUE);
        Button use = button("lab-use", "mdi2e-engine-outline", "lab.use", "lab.use.tooltip");
        use.setOnAction(e -> model.useInEngines());
        Button shipped = button("lab-use-shipped", "mdi2u-undo-variant", "lab.useShipped", "lab.useShipped.tooltip");
        shipped.setOnAction(e -> model.useShipped());
        HBox engines = new HBox(6, inUse, use, shipped);
        engines.setAlignment(Pos.CENTER_LEFT);
        VBox footer = new VBox(3, status, data, engines);
        footer.setPadding(new Insets(3, 8, 4, 8));
        footer.getStyleClass().add("lab-footer");
        return footer;
    }

    private String inUseText() {
        String evaluation = model.evaluationName();
        if (!model.tunedInUse()) {
            return l10n.get("lab.inUse.shipped", evaluation);
        }
        Path file = model.inUseFile();
        return file == null ? l10n.get("lab.inUse.unsaved", evaluation)
                : l10n.get("lab.inUse.file", evaluation, file.getFileName().toString());
    }

    // ------------------------------------------------------------------ small pieces

    private Spinner<Integer> intSpinner(String id, IntegerProperty property, int min, int max, int step) {
        return spinner(id, new SpinnerValueFactory.IntegerSpinnerValueFactory(min, max, property.get(), step),
                Integer::valueOf, property, Number::intValue);
    }

    private Spinner<Double> doubleSpinner(String id, DoubleProperty property, double min, double max, double step) {
        return spinner(id, new SpinnerValueFactory.DoubleSpinnerValueFactory(min, max, property.get(), step),
                Double::valueOf, property, Number::doubleValue);
    }

    /** An editable spinner kept in step with a number property both ways. */
    private static <T extends Number> Spinner<T> spinner(String id, SpinnerValueFactory<T> factory,
                                                         Function<String, T> parse, Property<Number> property,
                                                         Function<Number, T> convert) {
        Spinner<T> spinner = new Spinner<>();
        spinner.setId(id);
        factory.setConverter(new StringConverter<>() {
            @Override
            public String toString(T value) {
                return value == null ? "" : String.valueOf(value);
            }

            @Override
            public T fromString(String text) {
                try {
                    return parse.apply(text.strip());
                } catch (NumberFormatException e) {
                    return factory.getValue(); // a typo keeps the value shown
                }
            }
        });
        spinner.setValueFactory(factory);
        factory.valueProperty().addListener((obs, old, now) -> {
            if (now != null) {
                property.setValue(now);
            }
        });
        property.addListener((obs, old, now) -> factory.setValue(convert.apply(now)));
        spinner.setEditable(true);
        commitTypedText(spinner);
        spinner.setPrefWidth(100);
        return spinner;
    }

    /** Typed text counts when the field loses focus, not only on Enter (what a user expects of a form). */
    private static <T> void commitTypedText(Spinner<T> spinner) {
        spinner.focusedProperty().addListener((obs, was, focused) -> {
            if (!focused) {
                spinner.commitValue(); // the converters keep the value for text that is no number
                spinner.getEditor().setText(spinner.getValueFactory().getConverter().toString(spinner.getValue()));
            }
        });
    }

    private HBox pair(Node first, Label secondLabel, Node second) {
        HBox box = new HBox(6, first, secondLabel, second);
        box.setAlignment(Pos.CENTER_LEFT);
        return box;
    }

    private <T> StringConverter<T> converter(java.util.function.Function<T, String> text) {
        return new StringConverter<>() {
            @Override
            public String toString(T value) {
                return value == null ? "" : text.apply(value);
            }

            @Override
            public T fromString(String string) {
                throw new UnsupportedOperationException("not editable"); // the combo boxes are not editable
            }
        };
    }

    /** A combo box's converter speaks the language: its cells redraw their text when it changes. */
    private <T> void refreshOnLanguage(ComboBox<T> box) {
        box.setButtonCell(new LocalizedCell<>(box));
        box.setCellFactory(list -> new LocalizedCell<>(box));
    }

    /** A cell showing its item through the combo box's converter, again when the language changes. */
    private final class LocalizedCell<T> extends ListCell<T> {
        private final ComboBox<T> box;

        private final javafx.beans.InvalidationListener relabel = o -> updateItem(getItem(), isEmpty());

        LocalizedCell(ComboBox<T> box) {
            this.box = box;
            // weak: a popup's cells come and go, the language stays
            l10n.languageProperty().addListener(new javafx.beans.WeakInvalidationListener(relabel));
        }

        @Override
        protected void updateItem(T item, boolean empty) {
            super.updateItem(item, empty);
            setText(empty || item == null ? "" : box.getConverter().toString(item));
        }
    }

    private Button button(String id, String icon, String textKey, String tooltipKey) {
        Button button = new Button();
        button.setId(id);
        if (icon != null) {
            button.setGraphic(new FontIcon(icon));
        }
        button.textProperty().bind(l10n.text(textKey));
        button.setTooltip(l10n.tooltip(tooltipKey));
        button.setMinWidth(Region.USE_PREF_SIZE);
        return button;
    }

    private Label label(String key, Node labelFor) {
        Label label = new Label();
        label.textProperty().bind(l10n.text(key));
        label.setMinWidth(Region.USE_PREF_SIZE);
        if (labelFor != null) {
            label.setLabelFor(labelFor);
        }
        return label;
    }
}
