package org.gametree.app.match;

import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.AnalysisPosition.Game;
import org.gametree.app.analysis.compare.Message;
import org.gametree.app.task.BackgroundTask;
import org.gametree.app.task.SnapshotPump;

/**
 * The match tab's state (FX thread): the match running in the background and what the table
 * shows of it — one row per game, the standing, the progress — fed by a {@link SnapshotPump},
 * so however fast games end the window redraws at most {@value SnapshotPump#HZ} times a second.
 */
public final class MatchModel {

    private final AnalysisContext context;
    private final ObservableList<MatchRow> rows = FXCollections.observableArrayList();
    private final ReadOnlyObjectWrapper<MatchProgress> progress = new ReadOnlyObjectWrapper<>(this, "progress",
            MatchProgress.start(0));
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running");
    private final ObjectProperty<Message> status = new SimpleObjectProperty<>(this, "status", new Message("match.ready"));
    private final ReadOnlyBooleanWrapper statusIsError = new ReadOnlyBooleanWrapper(this, "statusIsError");
    private final SnapshotPump<MatchProgress> pump = new SnapshotPump<>(this::show);
    private BackgroundTask<MatchProgress> run;
    private Runnable stopRun;

    public MatchModel(AnalysisContext context) {
        this.context = context;
    }

    /** Starts {@code plan} unless a match is running; an error before the first game is told in the status. */
    public void start(MatchPlan plan) {
        if (running.get()) {
            return;
        }
        BackgroundTask<MatchProgress> task;
        if (plan.game() == Game.XIANGQI) {
            XiangqiMatchTask xiangqi = new XiangqiMatchTask(plan, pump::publish);
            stopRun = xiangqi::stop;
            task = xiangqi;
        } else {
            GomokuMatchTask gomoku = new GomokuMatchTask(plan, pump::publish);
            stopRun = gomoku::stop;
            task = gomoku;
        }
        run = task;
        rows.clear();
        progress.set(MatchProgress.start(plan.games()));
        running.set(true);
        say(false, "match.starting", plan.games());
        pump.start();
        context.tasks().run(task, last -> {
            if (task == run) {
                finish();
                show(last);
                say(false, task.isCancelled() ? "match.stopped" : "match.done", last.played(), last.total());
            }
        }, error -> {
            if (task == run) {
                finish();
                if (task.isCancelled()) {
                    say(false, "match.stopped", progress.get().played(), progress.get().total());
                } else {
                    say(true, "match.failed", String.valueOf(error.getMessage()));
                }
            }
        });
    }

    /** Stops the match: the game under way is abandoned, the engines closed; the games played stay shown. */
    public void stop() {
        if (stopRun != null && running.get()) {
            stopRun.run();
        }
    }

    /** Tells the user something (bad settings, for one). */
    public void say(boolean error, String key, Object... args) {
        statusIsError.set(error);
        status.set(new Message(key, args));
    }

    private void finish() {
        pump.stop();
        run = null;
        stopRun = null;
        running.set(false);
    }

    private void show(MatchProgress now) {
        progress.set(now);
        if (now.rows().size() != rows.size()) {
            rows.setAll(now.rows());
        }
    }

    /** The finished games, in the order they were played. */
    public ObservableList<MatchRow> rows() {
        return rows;
    }

    public ReadOnlyObjectProperty<MatchProgress> progressProperty() {
        return progress.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    public ObjectProperty<Message> statusProperty() {
        return status;
    }

    public ReadOnlyBooleanProperty statusIsErrorProperty() {
        return statusIsError.getReadOnlyProperty();
    }
}
