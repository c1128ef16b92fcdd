package org.gametree.app.analysis.external;

import java.util.List;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.score.ScoreSides;
import org.gametree.app.engines.EngineProblem;
import org.gametree.app.engines.EngineRegistry;
import org.gametree.app.engines.ExternalEngine;
import org.gametree.app.i18n.Localization;
import org.gametree.app.task.SnapshotPump;

/**
 * The "external engine" strip of the live panel: one of the user's engines of the game on the
 * board analyses the game's position beside our own search. Analyse starts it on a worker; what
 * it says arrives as {@link ExternalSnapshot}s through a {@link SnapshotPump} (at most 20 a
 * second); Stop tells it to stop. When the game moves on while it analyses, it starts again on the
 * new position, as Nibbler and Lizzie follow the board. A crash, a hang or a wrong move ends the
 * search with a message saying so; the window is never held up. FX thread only.
 */
public final class ExternalAnalysisModel {

    /** Where the engine's search is. */
    public enum State { IDLE, STARTING, RUNNING, DONE, STOPPED, FAILED }

    public static final int MAX_LINES = 5;

    private final AnalysisContext context;
    private final ObservableList<ExternalEngine> engines = FXCollections.observableArrayList();
    private final ObjectProperty<ExternalEngine> engine = new SimpleObjectProperty<>(this, "engine");
    private final IntegerProperty multiPv = new SimpleIntegerProperty(this, "multiPv", 1);
    private final BooleanProperty infinite = new SimpleBooleanProperty(this, "infinite", true);
    private final IntegerProperty depth = new SimpleIntegerProperty(this, "depth", 12);
    private final IntegerProperty seconds = new SimpleIntegerProperty(this, "seconds", 3);
    private final ReadOnlyObjectWrapper<State> state = new ReadOnlyObjectWrapper<>(this, "state", State.IDLE);
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running");
    private final ReadOnlyObjectWrapper<ExternalSnapshot> snapshot =
            new ReadOnlyObjectWrapper<>(this, "snapshot", ExternalSnapshot.EMPTY);
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final ReadOnlyObjectWrapper<Integer> bestMove = new ReadOnlyObjectWrapper<>(this, "bestMove", 0);

    private ExternalSearchTask task;
    private SnapshotPump<ExternalSnapshot> pump;
    /** The position the shown figures belong to. */
    private AnalysisPosition root;
    private boolean restart;

    public ExternalAnalysisModel(AnalysisContext context) {
        this.context = context;
        EngineRegistry registry = context.engines();
        if (registry != null) {
            registry.engines().addListener((ListChangeListener<ExternalEngine>) c -> offerEngines());
        }
        context.positionProperty().addListener((o, before, now) -> positionChanged(before, now));
        offerEngines();
    }

    public AnalysisContext context() {
        return context;
    }

    /** The user's engines of the game on the board. */
    public ObservableList<ExternalEngine> engines() {
        return engines;
    }

    public ObjectProperty<ExternalEngine> engineProperty() {
        return engine;
    }

    /** Lines wanted, 1–{@value #MAX_LINES} (UCI MultiPV; Gomocup engines give one). */
    public IntegerProperty multiPvProperty() {
        return multiPv;
    }

    /** Xiangqi: search until stopped (else to {@link #depthProperty()}). */
    public BooleanProperty infiniteProperty() {
        return infinite;
    }

    public IntegerProperty depthProperty() {
        return depth;
    }

    /** Gomoku: the engine's time for the position, in seconds. */
    public IntegerProperty secondsProperty() {
        return seconds;
    }

    public ReadOnlyObjectProperty<State> stateProperty() {
        return state.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** What the engine has said so far (the last search's figures after it ends). */
    public ReadOnlyObjectProperty<ExternalSnapshot> snapshotProperty() {
        return snapshot.getReadOnlyProperty();
    }

    /** The engine's final move of the last search (0 while none). */
    public ReadOnlyObjectProperty<Integer> bestMoveProperty() {
        return bestMove.getReadOnlyProperty();
    }

    /** What went wrong, or what to do ("" when all is well). */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** The position the figures were made on (null before the first search). */
    public AnalysisPosition root() {
        return root;
    }

    /** Starts the chosen engine on the game's position (nothing while one runs). */
    public void start() {
        Localization l10n = context.l10n();
        if (running.get()) {
            return;
        }
        ExternalEngine chosen = engine.get();
        if (chosen == null) {
            message.set(l10n.get(engines.isEmpty() ? "external.noEngines" : "external.choose"));
            return;
        }
        AnalysisPosition position = context.getPosition();
        if (position.game() != chosen.game()) {
            message.set(l10n.get("external.wrongGame", chosen.name()));
            return;
        }
        if (position.isGameOver()) {
            message.set(l10n.get("external.gameOver"));
            return;
        }
        root = position.copy();
        message.set("");
        snapshot.set(ExternalSnapshot.EMPTY);
        bestMove.set(0);
        ExternalLimits limits = new ExternalLimits(infinite.get() && position.game() == AnalysisPosition.Game.XIANGQI,
                depth.get(), seconds.get() * 1000L, Math.max(1, Math.min(MAX_LINES, multiPv.get())));
        SnapshotPump<ExternalSnapshot> started = new SnapshotPump<>(now -> {
            if (state.get() == State.STARTING) {
                state.set(State.RUNNING); // it talks: the handshake is over and it searches
            }
            snapshot.set(now);
        });
        ExternalSearchTask search = new ExternalSearchTask(chosen, root, limits, started::publish);
        task = search;
        pump = started;
        state.set(State.STARTING);
        running.set(true);
        started.start();
        context.tasks().run(search, outcome -> finished(search, started, outcome), error -> failed(search, started, error));
    }

    /** Tells the engine to stop; its last figures stay. */
    public void stop() {
        restart = false;
        if (task != null) {
            task.cancel();
        }
    }

    public void toggle() {
        if (running.get()) {
            stop();
        } else {
            start();
        }
    }

    private void finished(ExternalSearchTask which, SnapshotPump<ExternalSnapshot> itsPump, ExternalOutcome outcome) {
        itsPump.stop();
        if (which != task) {
            return;
        }
        end(outcome.stopped() ? State.STOPPED : State.DONE);
        snapshot.set(outcome.last());
        bestMove.set(outcome.bestMove());
        restartIfWanted();
    }

    private void failed(ExternalSearchTask which, SnapshotPump<ExternalSnapshot> itsPump, Throwable error) {
        itsPump.stop();
        if (which != task) {
            return;
        }
        end(State.FAILED);
        restart = false;
        message.set(EngineProblem.describe(error, context.l10n()));
    }

    private void end(State how) {
        task = null;
        pump = null;
        running.set(false);
        state.set(how);
    }

    /** The game moved on: an analysis that runs follows it (stop, then start on the new position). */
    private void positionChanged(AnalysisPosition before, AnalysisPosition now) {
        if (before != null && now != null && before.game() != now.game()) {
            stop();
            offerEngines();
            return;
        }
        if (task != null && now != null && !now.text().equals(root.text())) {
            restart = true;
            task.cancel();
        }
    }

    private void restartIfWanted() {
        if (restart) {
            restart = false;
            if (!context.getPosition().isGameOver()) {
                start();
            }
        }
    }

    /** Offers the engines of the game on the board, keeping the choice when it is still there. */
    private void offerEngines() {
        EngineRegistry registry = context.engines();
        List<ExternalEngine> mine = registry == null ? List.of() : registry.engines(context.getPosition().game());
        ExternalEngine kept = engine.get();
        engines.setAll(mine);
        ExternalEngine again = kept == null ? null
                : mine.stream().filter(e -> e.name().equals(kept.name())).findFirst().orElse(null);
        engine.set(again != null ? again : mine.isEmpty() ? null : mine.get(0));
    }

    /** A line's score as the panel shows it, from the side the View menu says. */
    public String valueText(ExternalLine line) {
        if (root == null) {
            return "";
        }
        return context.scores().value(line.value(), root.sideToMove(), ScoreSides.of(root.game()));
    }

    /** Shows the position at the end of {@code line} on the board (Esc or a click on the board returns). */
    public void preview(ExternalLine line) {
        if (root == null || line == null) {
            return;
        }
        AnalysisPosition end = root.copy();
        for (int move : line.moves()) {
            end.play(move);
        }
        context.showPreview(end, context.l10n().get("external.preview", line.multipv(),
                String.join(" ", moveNames(line))));
    }

    /** A line's moves in the notation chosen now. */
    public List<String> moveNames(ExternalLine line) {
        if (root == null) {
            return List.of();
        }
        return root.lineNames(line.moves(), context.notationProperty().get(), "—");
    }
}
