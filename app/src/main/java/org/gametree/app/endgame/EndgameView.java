package org.gametree.app.endgame;

import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TabPane;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.VBox;

import org.gametree.app.GameSession;
import org.gametree.app.analysis.compare.Message;
import org.gametree.app.i18n.Localization;
import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.endgame.EndgameProbe;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The Endgame tab: what the Xiangqi endgame databases say about the position on the board. On
 * top the material set and the value for the side to move; Build (F5) with its progress and
 * Cancel (Esc) when a table is missing; "Play the best line" (F6, again or Esc to stop). Then the
 * legal moves, best first (click or Enter plays one), and the statistics of every set.
 */
public final class EndgameView extends BorderPane {

    private final EndgameViewModel model;
    private final Localization l10n;
    private final EndgameSetsPanel setsPanel;

    /** The tab of the window: moves and example positions go to the session's game. */
    public EndgameView(GameSession session) {
        this(new EndgameViewModel(session.context(), sessionGame(session)));
    }

    public EndgameView(EndgameViewModel model) {
        this.model = model;
        this.l10n = model.context().l10n();
        setId("endgame-view");
        getStyleClass().add("endgame-view");
        getStylesheets().add(EndgameView.class.getResource("endgame.css").toExternalForm());
        setsPanel = new EndgameSetsPanel(model, l10n);
        SplitPane split = new SplitPane(new EndgameMovesTable(model, l10n), setsPanel);
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.4);
        setTop(header());
        setCenter(split);
        addEventHandler(KeyEvent.KEY_PRESSED, this::shortcut);
        sceneProperty().addListener((obs, old, scene) -> followTabSelection());
    }

    public EndgameViewModel model() {
        return model;
    }

    /** The statistics list (tests). */
    public javafx.scene.control.TableView<SetRow> setsTable() {
        return setsPanel.table();
    }

    /** Moves through the board's own input, so a move is played exactly as a person's two clicks would be. */
    private static EndgameGame sessionGame(GameSession session) {
        return new EndgameGame() {
            @Override
            public void play(int move) {
                session.xiangqi().cancelSelection(); // a piece picked up on the board would swallow the first click
                session.activateXiangqi(Move.from(move));
                session.activateXiangqi(Move.to(move));
            }

            @Override
            public void load(Position position) {
                session.loadXiangqi(position, new int[0]);
            }
        };
    }

    /** Tells the model whether its tab is the one selected (a hidden tab does no work). */
    private void followTabSelection() {
        for (Parent up = getParent(); up != null; up = up.getParent()) {
            if (up instanceof TabPane tabs) {
                Runnable check = () -> model.setActive(tabs.getSelectionModel().getSelectedItem() != null
                        && tabs.getSelectionModel().getSelectedItem().getContent() == this);
                tabs.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> check.run());
                check.run();
                return;
            }
        }
    }

    // ------------------------------------------------------------------ the header

    private Node header() {
        Label set = new Label();
        set.setId("endgame-set");
        set.getStyleClass().add("endgame-heading");
        set.textProperty().bind(Bindings.createStringBinding(() -> model.setProperty().get().isEmpty() ? ""
                : l10n.get("endgame.set", model.setProperty().get()), model.setProperty(), l10n.languageProperty()));
        set.visibleProperty().bind(model.setProperty().isNotEmpty());
        set.managedProperty().bind(set.visibleProperty());

        Label value = new Label();
        value.setId("endgame-value");
        value.setWrapText(true);
        value.getStyleClass().add("endgame-value");
        value.textProperty().bind(render(model.summaryProperty()));
        model.answerProperty().addListener((obs, old, now) -> styleValue(value, now));

        Label status = new Label();
        status.setId("endgame-status");
        status.setWrapText(true);
        status.textProperty().bind(render(model.statusProperty()));
        model.statusIsErrorProperty().addListener((obs, was, error) -> {
            status.getStyleClass().remove("endgame-error");
            if (error) {
                status.getStyleClass().add("endgame-error");
            }
        });
        status.visibleProperty().bind(model.statusProperty().isNotNull());
        status.managedProperty().bind(status.visibleProperty());

        Label directory = new Label();
        directory.setId("endgame-directory");
        directory.getStyleClass().add("endgame-directory");
        directory.textProperty().bind(l10n.text("endgame.directory", model.directoryProperty()));
        Tooltip whole = new Tooltip();
        whole.textProperty().bind(directory.textProperty()); // a long path is cut; the whole of it is a hover away
        directory.setTooltip(whole);

        VBox box = new VBox(4, set, value, actions(), status, directory);
        box.setPadding(new Insets(6, 8, 6, 8));
        return box;
    }

    private void styleValue(Label value, EndgameProbe probe) {
        value.getStyleClass().removeAll("endgame-win", "endgame-draw", "endgame-loss");
        if (probe != null) {
            value.getStyleClass().add("endgame-" + probe.outcome().label());
        }
    }

    private javafx.beans.binding.StringBinding render(javafx.beans.value.ObservableValue<Message> message) {
        return Bindings.createStringBinding(() -> message.getValue() == null ? "" : message.getValue().render(l10n),
                message, l10n.languageProperty());
    }

    private Node actions() {
        Button build = button("endgame-build", "mdi2h-hammer-wrench", "endgame.build.tooltip");
        build.textProperty().bind(Bindings.createStringBinding(() -> l10n.get(model.corruptSetProperty().get() != null
                ? "endgame.rebuild" : "endgame.build"), model.corruptSetProperty(), l10n.languageProperty()));
        build.setOnAction(e -> model.build());
        build.visibleProperty().bind(model.stateProperty().isEqualTo(EndgameViewModel.State.NOT_BUILT)
                .or(model.corruptSetProperty().isNotNull()).and(model.buildingProperty().not()));
        build.managedProperty().bind(build.visibleProperty());

        Button cancel = button("endgame-cancel", "mdi2c-close-circle-outline", "endgame.cancel.tooltip");
        cancel.textProperty().bind(l10n.text("endgame.cancel"));
        cancel.setOnAction(e -> model.cancel());
        cancel.visibleProperty().bind(model.buildingProperty());
        cancel.managedProperty().bind(cancel.visibleProperty());

        ProgressBar progress = new ProgressBar();
        progress.setId("endgame-progress");
        progress.progressProperty().bind(model.progressProperty());
        progress.setPrefWidth(120);
        progress.visibleProperty().bind(model.buildingProperty());
        progress.managedProperty().bind(progress.visibleProperty());
        Label progressText = new Label();
        progressText.setId("endgame-progress-text");
        progressText.textProperty().bind(render(model.progressTextProperty()));
        progressText.visibleProperty().bind(model.buildingProperty());
        progressText.managedProperty().bind(progressText.visibleProperty());

        Button line = button("endgame-play-line", "mdi2p-play-circle-outline", "endgame.line.tooltip");
        line.textProperty().bind(Bindings.createStringBinding(() -> l10n.get(model.playingProperty().get()
                ? "endgame.line.stop" : "endgame.line.play"), model.playingProperty(), l10n.languageProperty()));
        line.graphicProperty().bind(Bindings.createObjectBinding(() -> new FontIcon(model.playingProperty().get()
                ? "mdi2s-stop-circle-outline" : "mdi2p-play-circle-outline"), model.playingProperty()));
        line.setOnAction(e -> model.playBestLine());
        line.disableProperty().bind(Bindings.createBooleanBinding(() -> !model.playingProperty().get()
                && !model.canPlayBestLine(), model.playingProperty(), model.stateProperty(), model.answerProperty()));

        FlowPane bar = new FlowPane(6, 4, build, cancel, progress, progressText, line);
        bar.setAlignment(Pos.CENTER_LEFT);
        return bar;
    }

    private Button button(String id, String icon, String tooltip) {
        Button button = new Button();
        button.setId(id);
        button.setGraphic(new FontIcon(icon));
        Tooltip tip = new Tooltip();
        tip.textProperty().bind(l10n.text(tooltip));
        button.setTooltip(tip);
        button.setMinWidth(Button.USE_PREF_SIZE);
        return button;
    }

    private void shortcut(KeyEvent event) {
        if (event.getCode() == KeyCode.F5) {
            model.build();
        } else if (event.getCode() == KeyCode.F6) {
            model.playBestLine();
        } else if (event.getCode() == KeyCode.ESCAPE && (model.buildingProperty().get() || model.playingProperty().get())) {
            model.cancel();
            model.stopBestLine();
        } else {
            return;
        }
        event.consume();
    }
}
