package org.gametree.app.game;

import java.util.Locale;

import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.RadioButton;
import javafx.scene.control.Separator;
import javafx.scene.control.Spinner;
import javafx.scene.control.SpinnerValueFactory;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

import org.gametree.app.analysis.AnalysisPosition.Game;
import org.gametree.app.i18n.DialogButtons;
import org.gametree.app.i18n.Localization;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * "New game…": which game, Gomoku's rule and board size (enabled only for Gomoku), the time
 * control (none, minutes + increment, or a time per move), and for each
 * side a human or an engine with its settings in a property sheet. A wrong depth or time is
 * explained under the form and OK stays disabled until it is fixed. The result is the
 * {@link GameSetup}, or empty when cancelled.
 *
 * <p>Keyboard: Tab moves through the controls, arrow keys choose within a radio group or a
 * list, Enter is OK and Escape Cancel.
 */
public final class NewGameDialog extends Dialog<GameSetup> {

    private final NewGameViewModel model;

    /**
     * A dialog showing {@code initial} (the last setup, or {@link GameSetup#defaults()}).
     *
     * @param owner      the window it belongs to, or null
     * @param stylesheet the window's stylesheet (theme, icon colour), or null
     */
    public NewGameDialog(Window owner, Localization l10n, GameSetup initial, String stylesheet,
                         java.util.List<org.gametree.app.engines.ExternalEngine> externalEngines) {
        this(owner, l10n, initial, stylesheet);
        model.setExternalEngines(externalEngines);
    }

    /** A dialog without the user's external engines (none offered as players). */
    public NewGameDialog(Window owner, Localization l10n, GameSetup initial, String stylesheet) {
        model = new NewGameViewModel(initial);
        if (owner != null) {
            initOwner(owner);
        }
        setTitle(l10n.get("game.new.title"));
        setHeaderText(l10n.get("game.new.header"));
        FontIcon icon = new FontIcon("mdi2n-new-box");
        icon.getStyleClass().addAll("dialog-icon", "new-game-icon");
        setGraphic(icon);
        setResizable(true);
        getDialogPane().setId("new-game-dialog");
        if (stylesheet != null) {
            getDialogPane().getStylesheets().add(stylesheet);
        }
        getDialogPane().getStylesheets().add(GameStyles.URL);
        getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);

        RadioButton xiangqi = gameChoice(l10n, "game.new.xiangqi", "new-game-xiangqi", Game.XIANGQI);
        RadioButton gomoku = gameChoice(l10n, "game.new.gomoku", "new-game-gomoku", Game.GOMOKU);
        ToggleGroup games = new ToggleGroup();
        games.getToggles().addAll(xiangqi, gomoku);
        games.selectToggle(model.gameProperty().get() == Game.GOMOKU ? gomoku : xiangqi);
        games.selectedToggleProperty().addListener((o, old, chosen) -> {
            if (chosen == null) {
                games.selectToggle(old);   // one game is always chosen
            } else {
                model.gameProperty().set((Game) chosen.getUserData());
            }
        });

        ComboBox<Rule> rule = new ComboBox<>();
        rule.setId("new-game-rule");
        rule.getItems().setAll(Rule.values());
        rule.valueProperty().bindBidirectional(model.ruleProperty());
        rule.setCellFactory(l -> new RuleCell(l10n));
        rule.setButtonCell(new RuleCell(l10n));
        rule.disableProperty().bind(model.gomokuProperty().not());

        Spinner<Integer> size = new Spinner<>();
        size.setId("new-game-size");
        SpinnerValueFactory.IntegerSpinnerValueFactory sizes = new SpinnerValueFactory.IntegerSpinnerValueFactory(
                GomokuPosition.MIN_SIZE, GomokuPosition.MAX_SIZE, model.boardSizeProperty().get());
        size.setValueFactory(sizes);
        sizes.valueProperty().addListener((o, old, value) -> model.boardSizeProperty().set(value));
        size.setPrefWidth(80);
        size.disableProperty().bind(model.gomokuProperty().not());

        GridPane form = new GridPane();
        form.setHgap(10);
        form.setVgap(8);
        form.addRow(0, label(l10n, "game.new.game"), new HBox(12, xiangqi, gomoku));
        form.addRow(1, label(l10n, "game.new.rule", rule), new HBox(12, rule, label(l10n, "game.new.size", size), size));
        ComboBox<TimeControl.Kind> timeKind = timeKind(l10n);
        form.addRow(2, label(l10n, "game.new.time.control", timeKind), timeRow(l10n, timeKind));

        HBox sides = new HBox(16, playerPane(l10n, 0), new Separator(javafx.geometry.Orientation.VERTICAL),
                playerPane(l10n, 1));

        Label feedback = new Label();
        feedback.setId("new-game-feedback");
        feedback.getStyleClass().add("new-game-feedback");
        feedback.setWrapText(true);
        feedback.textProperty().bind(Bindings.createStringBinding(() -> describe(l10n, model.issueProperty().get()),
                model.issueProperty(), model.gameProperty(), l10n.languageProperty()));
        model.issueProperty().addListener((o, old, issue) -> {
            feedback.getStyleClass().remove("error");
            if (issue != null) {
                feedback.getStyleClass().add("error");
            }
        });
        if (model.issueProperty().get() != null) {
            feedback.getStyleClass().add("error");
        }

        VBox content = new VBox(12, form, new Separator(), sides, feedback);
        content.getStyleClass().add("new-game-content");
        getDialogPane().setContent(content);

        Button ok = (Button) getDialogPane().lookupButton(ButtonType.OK);
        ok.setId("new-game-ok");
        ok.disableProperty().bind(model.validProperty().not());
        getDialogPane().lookupButton(ButtonType.CANCEL).setId("new-game-cancel");
        DialogButtons.localize(getDialogPane(), l10n);

        setResultConverter(button -> button == ButtonType.OK && model.issueProperty().get() == null ? model.toSetup() : null);
        setOnShown(e -> Platform.runLater(() -> ((RadioButton) games.getSelectedToggle()).requestFocus()));
    }

    /** The time control's kind, named in the UI language. */
    private ComboBox<TimeControl.Kind> timeKind(Localization l10n) {
        ComboBox<TimeControl.Kind> kind = new ComboBox<>();
        kind.setId("new-game-time-control");
        kind.getItems().setAll(TimeControl.Kind.values());
        kind.valueProperty().bindBidirectional(model.timeKindProperty());
        kind.setCellFactory(l -> new NamedCell<>(l10n, "game.new.time."));
        kind.setButtonCell(new NamedCell<>(l10n, "game.new.time."));
        return kind;
    }

    /** "[10] min + [5] s per move", or "[10] s per move": only the fields of the chosen kind are shown. */
    private HBox timeRow(Localization l10n, ComboBox<TimeControl.Kind> kind) {
        Spinner<Integer> minutes = spinner("new-game-minutes", 1, TimeControl.MAX_MINUTES, model.minutesProperty());
        Spinner<Integer> increment = spinner("new-game-increment", 0, TimeControl.MAX_INCREMENT_SECONDS,
                model.incrementSecondsProperty());
        Spinner<Integer> perMove = spinner("new-game-per-move", 1, TimeControl.MAX_PER_MOVE_SECONDS,
                model.perMoveSecondsProperty());
        HBox budget = new HBox(6, minutes, label(l10n, "game.new.time.minutes", minutes), increment,
                label(l10n, "game.new.time.increment", increment));
        HBox eachMove = new HBox(6, perMove, label(l10n, "game.new.time.perMove", perMove));
        showFor(budget, TimeControl.Kind.INCREMENT);
        showFor(eachMove, TimeControl.Kind.PER_MOVE);
        Label note = label(l10n, "game.new.time.note");
        note.getStyleClass().add("new-game-time-note");
        showFor(note, null);
        HBox row = new HBox(10, kind, budget, eachMove, note);
        for (HBox box : new HBox[] {row, budget, eachMove}) {
            box.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        }
        return row;
    }

    /** Shown (and laid out) only under {@code kind}, or under any time control when it is null. */
    private void showFor(javafx.scene.Node node, TimeControl.Kind kind) {
        node.visibleProperty().bind(kind == null ? model.timeKindProperty().isNotEqualTo(TimeControl.Kind.NONE)
                : model.timeKindProperty().isEqualTo(kind));
        node.managedProperty().bind(node.visibleProperty());
    }

    private static Spinner<Integer> spinner(String id, int min, int max, javafx.beans.property.IntegerProperty value) {
        Spinner<Integer> spinner = new Spinner<>();
        spinner.setId(id);
        SpinnerValueFactory.IntegerSpinnerValueFactory values =
                new SpinnerValueFactory.IntegerSpinnerValueFactory(min, max, value.get());
        spinner.setValueFactory(values);
        spinner.setEditable(true);
        values.valueProperty().addListener((o, old, now) -> value.set(now));
        value.addListener((o, old, now) -> values.setValue(now.intValue()));
        // A typed number counts at once (a Spinner commits its text only on Enter), so OK takes what is shown.
        spinner.getEditor().textProperty().addListener((o, old, text) -> {
            try {
                int typed = Integer.parseInt(text.strip());
                if (typed >= min && typed <= max) {
                    value.set(typed);
                }
            } catch (NumberFormatException e) {
                // not a number (yet): the last valid value stays
            }
        });
        spinner.focusedProperty().addListener((o, was, now) -> {
            if (!now) {
                spinner.getEditor().setText(String.valueOf(value.get())); // leaving the field shows what counts
            }
        });
        spinner.setPrefWidth(78);
        return spinner;
    }

    /** The dialog's view-model, for tests and for reading the setup without showing it. */
    public NewGameViewModel model() {
        return model;
    }

    private RadioButton gameChoice(Localization l10n, String key, String id, Game game) {
        RadioButton button = new RadioButton();
        button.setId(id);
        button.textProperty().bind(l10n.text(key));
        button.setUserData(game);
        return button;
    }

    /** One side: its name, human or engine, and the engine's settings (disabled for a human). */
    private VBox playerPane(Localization l10n, int side) {
        String prefix = side == 0 ? "new-game-first" : "new-game-second";
        PlayerSetupViewModel player = model.player(side);
        Label title = new Label();
        title.getStyleClass().add("new-game-side-title");
        title.textProperty().bind(SideNames.of(l10n, model.gameProperty(), side));

        RadioButton human = new RadioButton();
        human.setId(prefix + "-human");
        human.textProperty().bind(l10n.text("game.new.human"));
        RadioButton engine = new RadioButton();
        engine.setId(prefix + "-engine");
        engine.textProperty().bind(l10n.text("game.new.engine"));
        RadioButton external = new RadioButton();
        external.setId(prefix + "-external");
        external.textProperty().bind(l10n.text("game.new.external"));
        external.disableProperty().bind(javafx.beans.binding.Bindings.isEmpty(player.externalEngines()));
        javafx.scene.control.Tooltip externalTip = new javafx.scene.control.Tooltip();
        externalTip.textProperty().bind(l10n.text("game.new.external.tooltip"));
        external.setTooltip(externalTip);
        ToggleGroup kind = new ToggleGroup();
        kind.getToggles().addAll(human, engine, external);
        kind.selectToggle(!player.engineProperty().get() ? human : player.externalProperty().get() ? external : engine);
        kind.selectedToggleProperty().addListener((o, old, chosen) -> {
            if (chosen == null) {
                kind.selectToggle(old);
            } else {
                player.externalProperty().set(chosen == external);
                player.engineProperty().set(chosen != human);
            }
        });
        player.externalProperty().addListener((o, was, now) -> {
            if (!now && kind.getSelectedToggle() == external) {
                kind.selectToggle(engine); // the game has no external engine
            }
        });
        ComboBox<org.gametree.app.engines.ExternalEngine> externalEngine = new ComboBox<>(player.externalEngines());
        externalEngine.setId(prefix + "-external-engine");
        externalEngine.valueProperty().bindBidirectional(player.externalEngineProperty());
        externalEngine.setCellFactory(l -> new EngineNameCell());
        externalEngine.setButtonCell(new EngineNameCell());
        externalEngine.visibleProperty().bind(player.externalProperty());
        externalEngine.managedProperty().bind(player.externalProperty());

        EngineSettingsSheet sheet = new EngineSettingsSheet(player, l10n, prefix);
        sheet.setId(prefix + "-engine-settings");
        sheet.disableProperty().bind(player.engineProperty().not());
        sheet.setPrefSize(320, 190);

        VBox pane = new VBox(8, title, new HBox(12, human, engine, external), externalEngine, sheet);
        HBox.setHgrow(pane, Priority.ALWAYS);
        VBox.setVgrow(sheet, Priority.ALWAYS);
        return pane;
    }

    private static Label label(Localization l10n, String key, javafx.scene.Node target) {
        Label label = label(l10n, key);
        label.setLabelFor(target);
        return label;
    }

    private static Label label(Localization l10n, String key) {
        Label label = new Label();
        label.textProperty().bind(l10n.text(key));
        label.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        return label;
    }

    /** The issue in words, or what the dialog is about when there is none. */
    private String describe(Localization l10n, NewGameViewModel.Issue issue) {
        if (issue == null) {
            return l10n.get("game.new.ready");
        }
        String side = l10n.get(SideNames.key(model.gameProperty().get(), issue.side()));
        switch (issue.problem()) {
            case DEPTH:
                return l10n.get("game.new.error.depth", side, PlayerSetup.MAX_DEPTH);
            case EXTERNAL:
                return l10n.get("game.new.error.external", side);
            default:
                return l10n.get("game.new.error.time", side, PlayerSetup.MIN_MILLIS / 1000.0, PlayerSetup.MAX_MILLIS / 1000);
        }
    }

    /** An external engine by its name. */
    private static final class EngineNameCell extends ListCell<org.gametree.app.engines.ExternalEngine> {
        @Override
        protected void updateItem(org.gametree.app.engines.ExternalEngine item, boolean empty) {
            super.updateItem(item, empty);
            setText(empty || item == null ? null : item.name());
        }
    }

    /** An enum value in the UI language: {@code prefix} + its name. */
    private static final class NamedCell<E extends Enum<E>> extends ListCell<E> {

        private final Localization l10n;
        private final String prefix;

        NamedCell(Localization l10n, String prefix) {
            this.l10n = l10n;
            this.prefix = prefix;
        }

        @Override
        protected void updateItem(E item, boolean empty) {
            super.updateItem(item, empty);
            setText(empty || item == null ? null : l10n.get(prefix + item.name()));
        }
    }

    /** A rule in the UI language. */
    private static final class RuleCell extends ListCell<Rule> {

        private final Localization l10n;

        RuleCell(Localization l10n) {
            this.l10n = l10n;
        }

        @Override
        protected void updateItem(Rule item, boolean empty) {
            super.updateItem(item, empty);
            setText(empty || item == null ? null : l10n.get("game.rule." + item.name().toLowerCase(Locale.ROOT)));
        }
    }
}
