package org.gametree.app.game;

import java.math.BigDecimal;
import java.util.List;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.gametree.app.engines.ExternalEngine;
import org.gametree.app.game.PlayerSetup.Kind;
import org.gametree.app.game.PlayerSetup.Limit;

/**
 * One side's part of the New Game dialog: human or engine, and the engine's settings as the
 * user edits them. Depth and time are kept as the typed text, so a half-typed or wrong value is
 * reported ({@link #problem}) instead of being silently replaced.
 */
public final class PlayerSetupViewModel {

    /** What is wrong with the typed settings. */
    public enum Problem { DEPTH, TIME, EXTERNAL }

    private final BooleanProperty engine = new SimpleBooleanProperty(this, "engine");
    private final ObjectProperty<String> algorithm = new SimpleObjectProperty<>(this, "algorithm", "best");
    private final ObjectProperty<String> evaluation = new SimpleObjectProperty<>(this, "evaluation");
    private final ObservableList<String> evaluations = FXCollections.observableArrayList();
    private final ObjectProperty<Limit> limit = new SimpleObjectProperty<>(this, "limit", Limit.TIME);
    private final StringProperty depthText = new SimpleStringProperty(this, "depthText", "6");
    private final StringProperty secondsText = new SimpleStringProperty(this, "secondsText", "2");
    private final BooleanProperty external = new SimpleBooleanProperty(this, "external");
    private final ObjectProperty<ExternalEngine> externalEngine = new SimpleObjectProperty<>(this, "externalEngine");
    private final ObservableList<ExternalEngine> externalEngines = FXCollections.observableArrayList();

    /**
     * Whether one of the user's engines plays rather than ours (with {@link #engineProperty()}
     * true): it gets the depth or time, not the algorithm and evaluation.
     */
    public BooleanProperty externalProperty() {
        return external;
    }

    /** The user's engine chosen, or null. */
    public ObjectProperty<ExternalEngine> externalEngineProperty() {
        return externalEngine;
    }

    /** The user's engines of the chosen game. */
    public ObservableList<ExternalEngine> externalEngines() {
        return externalEngines;
    }

    /** The game or the registry changed: offer its engines, keeping the chosen one if it is among them. */
    void offerExternalEngines(List<ExternalEngine> engines) {
        ExternalEngine chosen = externalEngine.get();
        externalEngines.setAll(engines);
        externalEngine.set(engines.contains(chosen) ? chosen : engines.isEmpty() ? null : engines.get(0));
    }

    public BooleanProperty engineProperty() {
        return engine;
    }

    public ObjectProperty<String> algorithmProperty() {
        return algorithm;
    }

    public ObjectProperty<String> evaluationProperty() {
        return evaluation;
    }

    /** The evaluations of the chosen game. */
    public ObservableList<String> evaluations() {
        return evaluations;
    }

    public ObjectProperty<Limit> limitProperty() {
        return limit;
    }

    public StringProperty depthTextProperty() {
        return depthText;
    }

    /** The time per move in seconds, as typed ("2", "0.5"; a decimal comma is accepted). */
    public StringProperty secondsTextProperty() {
        return secondsText;
    }

    /** Shows a player's settings. */
    void load(PlayerSetup setup) {
        engine.set(setup.isEngine());
        external.set(setup.isExternal());
        if (setup.isExternal()) {
            if (!externalEngines.contains(setup.external())) {
                externalEngines.add(setup.external());
            }
            externalEngine.set(setup.external());
        }
        algorithm.set(setup.algorithm());
        evaluation.set(setup.evaluation());
        limit.set(setup.limit());
        depthText.set(Integer.toString(setup.depth()));
        secondsText.set(BigDecimal.valueOf(setup.millis()).movePointLeft(3).stripTrailingZeros().toPlainString());
    }

    /** The game changed: offer its evaluations, keeping the chosen one if it has it. */
    void offerEvaluations(List<String> names) {
        String chosen = evaluation.get();
        evaluations.setAll(names);
        evaluation.set(names.contains(chosen) ? chosen : names.get(0));
    }

    /**
     * The game changed: its engine is offered (Gomoku's "classic" for Xiangqi's "best" and back),
     * unless the user chose another algorithm than the other game's default.
     */
    void offerDefaultAlgorithm(org.gametree.app.analysis.AnalysisPosition.Game game) {
        String mine = PlayerSetup.defaultAlgorithm(game);
        for (org.gametree.app.analysis.AnalysisPosition.Game other : org.gametree.app.analysis.AnalysisPosition.Game.values()) {
            if (other != game && PlayerSetup.defaultAlgorithm(other).equals(algorithm.get())) {
                algorithm.set(mine);
            }
        }
    }

    /** The first problem of the settings that apply (none for a human), or null. */
    public Problem problem() {
        if (!engine.get()) {
            return null;
        }
        if (external.get() && externalEngine.get() == null) {
            return Problem.EXTERNAL;
        }
        if (limit.get() == Limit.DEPTH && depth() < 0) {
            return Problem.DEPTH;
        }
        if (limit.get() == Limit.TIME && millis() < 0) {
            return Problem.TIME;
        }
        return null;
    }

    /** The typed depth, or -1 when it is not a whole number in 1..{@link PlayerSetup#MAX_DEPTH}. */
    int depth() {
        try {
            int value = Integer.parseInt(depthText.get().strip());
            return value >= 1 && value <= PlayerSetup.MAX_DEPTH ? value : -1;
        } catch (NumberFormatException | NullPointerException e) {
            return -1;
        }
    }

    /** The typed time in whole milliseconds, or -1 when it is not a number of seconds in range. */
    long millis() {
        try {
            BigDecimal seconds = new BigDecimal(secondsText.get().strip().replace(',', '.'));
            long value = seconds.movePointRight(3).longValue();
            return value >= PlayerSetup.MIN_MILLIS && value <= PlayerSetup.MAX_MILLIS ? value : -1;
        } catch (NumberFormatException | NullPointerException e) {
            return -1;
        }
    }

    /**
     * The player. A setting that does not apply (the depth under a time limit, a bad value for a
     * human) keeps a valid default.
     *
     * @throws IllegalStateException if {@link #problem} is not null
     */
    PlayerSetup toSetup() {
        if (problem() != null) {
            throw new IllegalStateException("invalid settings: " + problem());
        }
        int depth = depth() < 0 ? 6 : depth();
        long millis = millis() < 0 ? 2000 : millis();
        PlayerSetup setup = new PlayerSetup(engine.get() ? Kind.ENGINE : Kind.HUMAN, algorithm.get(), evaluation.get(),
                limit.get(), depth, millis);
        return engine.get() && external.get() ? setup.playedBy(externalEngine.get()) : setup;
    }
}
