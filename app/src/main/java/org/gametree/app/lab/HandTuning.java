package org.gametree.app.lab;

import java.io.IOException;
import java.util.Locale;

import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;

import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.compare.Message;
import org.gametree.app.task.SnapshotPump;
import org.gametree.core.tune.ParameterSpace;
import org.gametree.core.tune.TuningData;

/**
 * Hand tuning (FX thread), the book's first method: one weight of the table is chosen and set by
 * hand; the value becomes the lab's best, and the board's static evaluation and Texel's losses
 * with it are shown as it changes. The data is loaded once (with progress, as a run loads it) and
 * kept until the game or the data settings change; the measuring runs on its own worker thread,
 * newest value only (see {@link LatestOnly}), so the FX thread never waits.
 */
public final class HandTuning {

    private final LabViewModel lab;
    private final ObjectProperty<ParameterRow> row = new SimpleObjectProperty<>(this, "row");
    private final ObjectProperty<Message> evaluation = new SimpleObjectProperty<>(this, "evaluation",
            new Message("lab.hand.pick"));
    private final ObjectProperty<Message> losses = new SimpleObjectProperty<>(this, "losses", new Message("lab.hand.idle"));
    private final HandMeasure measure = new HandMeasure();
    private final LatestOnly<HandMeasure.Request> worker =
            new LatestOnly<>(r -> {
                HandMeasure.Result result = measureSafely(r);
                Platform.runLater(() -> shown(result));
            });

    private TuningData data;
    private HandLoad loading;
    private String failure; // why the data could not be loaded (null: no failure)

    HandTuning(LabViewModel lab) {
        this.lab = lab;
        // data made for other settings would measure the wrong thing: drop it
        lab.gameProperty().addListener((obs, old, now) -> {
            forgetData();
            row.set(null); // the table holds the other game's weights now
            evaluation.set(new Message("lab.hand.pick"));
        });
        lab.dataFileProperty().addListener((obs, old, now) -> forgetData());
        lab.positionsProperty().addListener((obs, old, now) -> forgetData());
        lab.heldOutPercentProperty().addListener((obs, old, now) -> forgetData());
        lab.context().positionProperty().addListener((obs, old, now) -> measureAgain()); // a move on the board
        lab.context().previewProperty().addListener((obs, old, now) -> measureAgain());
        row.addListener((obs, old, now) -> {
            if (now != null) {
                loadData();
                measureAgain();
            }
        });
    }

    /** The weight being set (null: none chosen). */
    public ObjectProperty<ParameterRow> rowProperty() {
        return row;
    }

    /** The chosen weight's range, from the game's parameter space. */
    public ParameterSpace.Parameter parameter() {
        ParameterRow chosen = row.get();
        return chosen == null ? null : lab.parameter(lab.rows().indexOf(chosen));
    }

    /** Sets the chosen weight (clamped to its range) as the best value, and measures it; not while a run goes. */
    public void set(int value) {
        ParameterRow chosen = row.get();
        if (chosen == null || lab.busyBinding().get()) {
            return;
        }
        ParameterSpace.Parameter p = parameter();
        lab.setBest(lab.rows().indexOf(chosen), Math.max(p.min(), Math.min(p.max(), value)));
        loadData();
        measureAgain();
    }

    /** Asks for the measures of the best column as it is now. */
    void measureAgain() {
        if (row.get() == null) {
            return;
        }
        // the board shows a preview instead of the game's position while there is one
        AnalysisPosition preview = lab.context().previewProperty().get();
        AnalysisPosition board = preview != null ? preview : lab.context().getPosition();
        worker.submit(new HandMeasure.Request(lab.gameProperty().get(), lab.bestVector(), lab.startVector(),
                board == null ? null : board.copy(), data));
    }

    private HandMeasure.Result measureSafely(HandMeasure.Request r) {
        try {
            return measure.measure(r);
        } catch (RuntimeException e) { // a vector an evaluation refuses: told, never thrown at the UI
            return new HandMeasure.Result(r, null, null, Double.NaN, Double.NaN, Double.NaN, Double.NaN);
        }
    }

    private void shown(HandMeasure.Result result) {
        if (result.request().game() != lab.gameProperty().get()) {
            return; // measured before the game changed
        }
        evaluation.set(result.evaluation() == null ? new Message("lab.hand.eval.none")
                : new Message("lab.hand.eval", result.evaluation(), result.startEvaluation()));
        if (result.request().data() == null || result.request().data() != data) {
            if (loading == null && failure != null) {
                losses.set(new Message("lab.hand.failed", failure));
            }
            return; // the loading's progress (or the next measure) tells the losses
        }
        losses.set(Double.isNaN(result.heldOut())
                ? new Message("lab.hand.loss.noHeldOut", loss(result.training()), loss(result.startTraining()))
                : new Message("lab.hand.loss", loss(result.training()), loss(result.startTraining()),
                        loss(result.heldOut()), loss(result.startHeldOut())));
    }

    private void loadData() {
        if (data != null || loading != null || failure != null) {
            return;
        }
        HandLoad[] started = new HandLoad[1];
        SnapshotPump<LabProgress> pump = new SnapshotPump<>(p -> {
            if (started[0] == loading) {
                losses.set(new Message("lab.hand.loading", p.done(), p.total()));
            }
        });
        started[0] = new HandLoad(lab.problem(), lab.heldOutPercentProperty().get(), lab.startVector(), pump::publish);
        loading = started[0];
        losses.set(new Message("lab.hand.loading", 0, 0));
        pump.start();
        lab.context().tasks().run(started[0], loaded -> {
            pump.stop();
            if (started[0] != loading) {
                worker.after(loaded::close); // forgotten while it loaded
                return;
            }
            loading = null;
            data = loaded;
            measureAgain();
        }, error -> {
            pump.stop();
            if (started[0] != loading) {
                return;
            }
            loading = null;
            failure = error instanceof IllegalArgumentException || error instanceof IOException
                    ? String.valueOf(error.getMessage()) : error.toString();
            losses.set(new Message("lab.hand.failed", failure));
        });
    }

    private void forgetData() {
        if (loading != null) {
            loading.cancel();
            loading = null;
        }
        if (data != null) {
            TuningData old = data;
            worker.after(old::close); // after any measure still using it
            data = null;
        }
        failure = null;
        losses.set(new Message("lab.hand.idle"));
    }

    /** The board's evaluation line, in the current language. */
    public StringBinding evaluationText() {
        return Bindings.createStringBinding(() -> evaluation.get().render(lab.context().l10n()), evaluation,
                lab.context().l10n().languageProperty());
    }

    /** The losses line, in the current language. */
    public StringBinding lossesText() {
        return Bindings.createStringBinding(() -> losses.get().render(lab.context().l10n()), losses,
                lab.context().l10n().languageProperty());
    }

    private static String loss(double value) {
        return String.format(Locale.ROOT, "%.6f", value);
    }
}
