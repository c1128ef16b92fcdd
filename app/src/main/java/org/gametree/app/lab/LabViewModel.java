package org.gametree.app.lab;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.EngineWeights;
import org.gametree.app.analysis.compare.Message;
import org.gametree.app.task.SnapshotPump;
import org.gametree.core.tune.Fitness;
import org.gametree.core.tune.ParameterSpace;
import org.gametree.core.tune.TunerSettings;
import org.gametree.core.tune.Tuners;
import org.gametree.core.tune.TuningProblem;
import org.gametree.core.tune.TuningRun;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.eval.PatternWeights;
import org.gametree.gomoku.tune.GomokuTuning;
import org.gametree.gomoku.tune.QuickSelfPlay;
import org.gametree.xiangqi.eval.EvalParameters;
import org.gametree.xiangqi.tune.XiangqiFitness;
import org.gametree.xiangqi.tune.XiangqiTuning;

/**
 * The lab's state and commands (FX thread): which game's evaluation, which groups, which method
 * with which settings; Start runs a {@link LabRun} in the background and pulls its snapshots at
 * most 20 times a second into the chart's points and the table's best values; Pause, Resume,
 * Stop; the best vector saved to or a start vector loaded from a parameter file; the best vector
 * put in use by the workbench's engines ({@link EngineWeights}).
 */
public final class LabViewModel {

    /** Whose evaluation is tuned. */
    public enum Game { XIANGQI, GOMOKU }

    /** Where a run is. */
    public enum State { IDLE, LOADING, RUNNING, PAUSED }

    /** Texel's loss on labelled positions: the fitness of both games, and the default. */
    public static final String TEXEL = XiangqiFitness.Kind.TEXEL.id();

    private static final List<String> FITNESS_IDS = java.util.Arrays.stream(XiangqiFitness.Kind.values())
            .map(XiangqiFitness.Kind::id).toList();

    /** Gomoku's games are played under Renju, as the Gomoku tune command's default. */
    static final Rule GOMOKU_RULE = Rule.RENJU;

    private final AnalysisContext context;
    private final ObjectProperty<Game> game = new SimpleObjectProperty<>(this, "game", Game.XIANGQI);
    private final StringProperty method = new SimpleStringProperty(this, "method", "texel");
    private final StringProperty fitness = new SimpleStringProperty(this, "fitness", TEXEL);
    private final ObservableList<String> fitnesses = FXCollections.observableArrayList();
    private final ObjectProperty<Path> fitnessGames = new SimpleObjectProperty<>(this, "fitnessGames");
    private final IntegerProperty fitnessDepth = new SimpleIntegerProperty(this, "fitnessDepth", 2);
    private final IntegerProperty fitnessPositions = new SimpleIntegerProperty(this, "fitnessPositions", 200);
    private final IntegerProperty matchGames = new SimpleIntegerProperty(this, "matchGames", 10);
    private final IntegerProperty matchNodes = new SimpleIntegerProperty(this, "matchNodes", 1000);
    private final ObjectProperty<Path> matchAgainst = new SimpleObjectProperty<>(this, "matchAgainst");
    /** The fitness of the run shown (its chart's loss axis), set at Start. */
    private final StringProperty runFitness = new SimpleStringProperty(this, "runFitness", TEXEL);
    private final IntegerProperty seed = new SimpleIntegerProperty(this, "seed", 1);
    private final IntegerProperty steps = new SimpleIntegerProperty(this, "steps", 20);
    private final IntegerProperty heldOutPercent = new SimpleIntegerProperty(this, "heldOutPercent", 10);
    private final IntegerProperty heldOutEvery = new SimpleIntegerProperty(this, "heldOutEvery", 1);
    private final IntegerProperty positions = new SimpleIntegerProperty(this, "positions", 0);
    private final IntegerProperty restarts = new SimpleIntegerProperty(this, "restarts", TunerSettings.DEFAULTS.restarts());
    private final DoubleProperty temperature =
            new SimpleDoubleProperty(this, "temperature", TunerSettings.DEFAULTS.temperature());
    private final DoubleProperty cooling = new SimpleDoubleProperty(this, "cooling", TunerSettings.DEFAULTS.cooling());
    private final IntegerProperty population =
            new SimpleIntegerProperty(this, "population", TunerSettings.DEFAULTS.population());
    private final DoubleProperty crossover = new SimpleDoubleProperty(this, "crossover", TunerSettings.DEFAULTS.crossover());
    private final DoubleProperty mutation = new SimpleDoubleProperty(this, "mutation", TunerSettings.DEFAULTS.mutation());
    private final ObjectProperty<Path> dataFile = new SimpleObjectProperty<>(this, "dataFile");

    private final ReadOnlyObjectWrapper<State> state = new ReadOnlyObjectWrapper<>(this, "state", State.IDLE);
    private final DoubleProperty progress = new SimpleDoubleProperty(this, "progress", 0);
    private final ObjectProperty<Message> status = new SimpleObjectProperty<>(this, "status", new Message("lab.status.ready"));
    private final ObjectProperty<Boolean> statusIsError = new SimpleObjectProperty<>(this, "statusIsError", false);
    private final StringProperty dataDescription = new SimpleStringProperty(this, "dataDescription", "");
    private final ObjectProperty<Path> bestFile = new SimpleObjectProperty<>(this, "bestFile");
    private final ObjectProperty<EngineWeights.InUse> inUse =
            new SimpleObjectProperty<>(this, "inUse", EngineWeights.inUse());

    private final ObservableList<GroupChoice> groups = FXCollections.observableArrayList();
    private final ObservableList<ParameterRow> rows = FXCollections.observableArrayList();
    private final ObservableList<LabPoint> points = FXCollections.observableArrayList();

    private LabRun task;
    private GomokuTuning quickGomoku;
    private final HandTuning hand;
    private final CompareModel compare;

    public LabViewModel(AnalysisContext context) {
        this.context = context;
        game.addListener((obs, old, now) -> gameChanged());
        gameChanged();
        hand = new HandTuning(this); // after the rows: it watches the game as they do
        compare = new CompareModel(context);
    }

    /** Compare: two Xiangqi parameter files play a match. */
    public CompareModel compare() {
        return compare;
    }

    /** Hand tuning: one weight set by hand, measured as it changes. */
    public HandTuning hand() {
        return hand;
    }

    /** The range of the weight in row {@code i}. */
    ParameterSpace.Parameter parameter(int i) {
        return vectors().space().get(i);
    }

    /** Sets one best value (hand tuning); the values are then no longer a file's. */
    void setBest(int i, int value) {
        int[] best = bestVector();
        best[i] = value;
        showBest(best);
    }

    // ------------------------------------------------------------------ the problem

    private void gameChanged() {
        dataFile.set(null);
        // Gomoku's evaluation is tuned on Texel's loss only; Xiangqi's by any of its fitness functions
        fitnesses.setAll(game.get() == Game.XIANGQI ? FITNESS_IDS : List.of(TEXEL));
        fitness.set(TEXEL);
        ParameterSpace space = vectors().space();
        int[] defaults = vectors().defaults();
        groups.clear();
        rows.clear();
        for (String group : space.groups()) {
            GroupChoice choice = new GroupChoice(group);
            choice.chosenProperty().addListener((obs, was, now) -> markFree());
            groups.add(choice);
        }
        for (int i = 0; i < space.size(); i++) {
            rows.add(new ParameterRow(space.get(i).name(), space.get(i).group(), defaults[i]));
        }
        points.clear();
        bestFile.set(null);
        dataDescription.set("");
        say(false, "lab.status.ready");
    }

    private void markFree() {
        Set<String> chosen = chosenGroups();
        for (ParameterRow row : rows) {
            row.freeProperty().set(chosen.contains(row.group()));
        }
    }

    /** The game's problem for its weights and files only (no data is read). */
    private TuningProblem vectors() {
        return game.get() == Game.XIANGQI ? new XiangqiTuning(null, 0, 1)
                : new GomokuTuning(new QuickSelfPlay(GOMOKU_RULE, 1, 1, 1), GOMOKU_RULE);
    }

    /** The game's problem with the data chosen: the shipped or quick self-play set, or a file. */
    TuningProblem problem() {
        int threads = Runtime.getRuntime().availableProcessors();
        Path file = dataFile.get();
        if (game.get() == Game.XIANGQI) {
            return new XiangqiTuning(file, positions.get(), threads);
        }
        if (file != null) {
            return new GomokuTuning(file, GOMOKU_RULE);
        }
        if (quickGomoku == null) { // kept: its games are played once, on the first run
            quickGomoku = new GomokuTuning(new QuickSelfPlay(GOMOKU_RULE, QuickSelfPlay.GAMES, 1, threads), GOMOKU_RULE);
        }
        return quickGomoku;
    }

    private Set<String> chosenGroups() {
        Set<String> chosen = new LinkedHashSet<>();
        for (GroupChoice choice : groups) {
            if (choice.chosenProperty().get()) {
                chosen.add(choice.name());
            }
        }
        return chosen;
    }

    /** The start column as a vector. */
    public int[] startVector() {
        return rows.stream().mapToInt(r -> r.startProperty().get()).toArray();
    }

    /** The best column as a vector. */
    public int[] bestVector() {
        return rows.stream().mapToInt(r -> r.bestProperty().get()).toArray();
    }

    private void showBest(int[] best) {
        boolean changed = false;
        for (int i = 0; i < best.length; i++) {
            if (rows.get(i).bestProperty().get() != best[i]) {
                rows.get(i).bestProperty().set(best[i]);
                changed = true;
            }
        }
        if (changed) {
            bestFile.set(null); // the values are no longer the file's
        }
    }

    // ------------------------------------------------------------------ running

    /** Starts a run with the settings shown (nothing happens while one runs). */
    public void start() {
        if (state.get() != State.IDLE) {
            return;
        }
        Set<String> chosen = chosenGroups();
        if (chosen.isEmpty()) {
            say(true, "lab.status.noGroups");
            return;
        }
        LabSetup.FitnessFactory measure;
        try {
            measure = fitnessFactory();
        } catch (IllegalArgumentException e) {
            say(true, "lab.status.badFitness", e.getMessage());
            return;
        }
        LabSetup setup = new LabSetup(problem(), chosen, method.get(), settings(), measure, seed.get(), steps.get(),
                heldOutPercent.get(), heldOutEvery.get(), startVector());
        runFitness.set(fitness.get());
        LabRun[] started = new LabRun[1];
        SnapshotPump<LabProgress> pump = new SnapshotPump<>(p -> show(started[0], p));
        started[0] = new LabRun(setup, pump::publish);
        task = started[0];
        points.clear();
        showBest(setup.start());
        dataDescription.set("");
        state.set(State.LOADING);
        progress.set(-1);
        say(false, "lab.status.loading");
        pump.start();
        context.tasks().run(started[0], outcome -> {
            pump.stop();
            finished(started[0], outcome);
        }, error -> {
            pump.stop();
            failed(started[0], error);
        });
    }

    /**
     * How the run will measure a vector, checked now so bad settings are told before anything
     * loads; the fitness itself is built on the worker once the data is there.
     *
     * @throws IllegalArgumentException for settings out of range or a moves fitness without games
     */
    private LabSetup.FitnessFactory fitnessFactory() {
        if (game.get() == Game.GOMOKU || TEXEL.equals(fitness.get())) {
            return (problem, data) -> Fitness.texel(data);
        }
        XiangqiFitness.Settings chosen = new XiangqiFitness.Settings(XiangqiFitness.Kind.parse(fitness.get()),
                fitnessGames.get(), fitnessDepth.get(), fitnessPositions.get(), matchGames.get(), matchNodes.get(),
                matchAgainst.get());
        int workers = Runtime.getRuntime().availableProcessors();
        // the book's warning about the search fitness stands in the settings beside the choice
        return (problem, data) -> XiangqiFitness.create(chosen, (XiangqiTuning) problem, data, workers, warning -> { });
    }

    private TunerSettings settings() {
        return new TunerSettings(restarts.get(), temperature.get(), cooling.get(), population.get(), crossover.get(),
                mutation.get());
    }

    private void show(LabRun run, LabProgress snapshot) {
        if (run != task) {
            return; // a run that was stopped and replaced
        }
        if (snapshot.phase() != null) {
            progress.set(snapshot.total() > 0 ? (double) snapshot.done() / snapshot.total() : -1);
            say(false, "lab.status.loading." + snapshot.phase().name().toLowerCase(Locale.ROOT), snapshot.done(),
                    snapshot.total());
            return;
        }
        List<LabPoint> all = snapshot.points();
        if (all.size() > points.size()) {
            points.addAll(all.subList(points.size(), all.size()));
        }
        showBest(snapshot.best());
        dataDescription.set(snapshot.data());
        state.set(task.gate().isPaused() ? State.PAUSED : State.RUNNING); // the gate, not the snapshot, is current
        LabPoint last = all.isEmpty() ? null : all.get(all.size() - 1);
        if (last != null) {
            progress.set((double) last.step() / steps.get());
            say(false, state.get() == State.PAUSED ? "lab.status.paused" : "lab.status.running", last.step(),
                    steps.get(), loss(last.best()));
        }
    }

    private void finished(LabRun run, LabOutcome outcome) {
        if (run != task) {
            return;
        }
        task = null;
        TuningRun.Result result = outcome.result();
        showBest(result.best());
        dataDescription.set(outcome.data());
        progress.set(1);
        int changed = 0;
        for (ParameterRow row : rows) {
            changed += row.changeProperty().get() != 0 ? 1 : 0;
        }
        String heldOut = Double.isNaN(result.startHeldOut()) ? ""
                : context.l10n().get("lab.status.heldOut", loss(result.startHeldOut()), loss(result.bestHeldOut()));
        say(false, result.stopped() ? "lab.status.stopped" : "lab.status.done", result.steps(),
                loss(result.startLoss()), loss(result.bestLoss()), heldOut, changed);
        state.set(State.IDLE); // last: whoever watches the state finds the outcome told
    }

    private void failed(LabRun run, Throwable error) {
        if (run != task) {
            return;
        }
        task = null;
        progress.set(0);
        if (run.isCancelled()) { // stopped while the data loaded: nothing went wrong
            say(false, "lab.status.stoppedLoading");
        } else {
            // bad data and bad settings say what is wrong in words; anything else is named by its kind
            String text = error instanceof IllegalArgumentException || error instanceof IOException
                    ? String.valueOf(error.getMessage()) : error.toString();
            say(true, "lab.status.failed", text);
        }
        state.set(State.IDLE);
    }

    /** Pauses a running run after its current step. */
    public void pause() {
        if (state.get() == State.RUNNING && task != null) {
            task.gate().pause();
            state.set(State.PAUSED);
        }
    }

    /** Lets a paused run go on. */
    public void resume() {
        if (state.get() == State.PAUSED && task != null) {
            task.gate().resume();
            state.set(State.RUNNING);
        }
    }

    /** Stops the run after its current step (loading: as soon as it can); its best vector stays. */
    public void stop() {
        if (task != null) {
            task.cancel();
            task.gate().resume();
        }
    }

    // ------------------------------------------------------------------ files and engines

    /** Writes the best column as a parameter file, atomically; a failure is told in the status. */
    public boolean save(Path file) {
        try {
            vectors().save(file, bestVector());
        } catch (IOException | RuntimeException e) {
            say(true, "lab.status.saveFailed", file.toString(), String.valueOf(e.getMessage()));
            return false;
        }
        bestFile.set(file);
        say(false, "lab.status.saved", file.toString());
        return true;
    }

    /**
     * Reads a parameter file into the table as the start (and best) values; a malformed file is
     * told in the status, naming the file and the line.
     */
    public boolean load(Path file) {
        if (state.get() != State.IDLE) {
            return false;
        }
        int[] vector;
        try {
            vector = vectors().read(file);
        } catch (IllegalArgumentException e) {
            say(true, "lab.status.loadFailed", e.getMessage());
            return false;
        }
        for (int i = 0; i < vector.length; i++) {
            rows.get(i).startProperty().set(vector[i]);
            rows.get(i).bestProperty().set(vector[i]);
        }
        points.clear();
        bestFile.set(file);
        say(false, "lab.status.loaded", file.toString());
        return true;
    }

    /** Puts the best column in use by the workbench's engines and analysis (the game's evaluation with weights). */
    public void useInEngines() {
        int[] best = bestVector();
        if (game.get() == Game.XIANGQI) {
            EngineWeights.useXiangqi(EvalParameters.of(best), bestFile.get());
        } else {
            EngineWeights.useGomoku(PatternWeights.of(best), bestFile.get());
        }
        inUse.set(EngineWeights.inUse());
        say(false, "lab.status.inUse", vectors().evaluation());
    }

    /** Puts the shipped weights of this game back in use. */
    public void useShipped() {
        if (game.get() == Game.XIANGQI) {
            EngineWeights.useXiangqi(EvalParameters.defaults(), null);
        } else {
            EngineWeights.useGomoku(PatternWeights.defaults(), null);
        }
        inUse.set(EngineWeights.inUse());
        say(false, "lab.status.shippedInUse", vectors().evaluation());
    }

    /** The evaluation whose weights the lab tunes for the game shown ("rich", "pattern"). */
    public String evaluationName() {
        return vectors().evaluation();
    }

    /** Whether the engines use weights other than the shipped ones for the game shown. */
    public boolean tunedInUse() {
        EngineWeights.InUse now = inUse.get();
        return game.get() == Game.XIANGQI ? !now.xiangqi().equals(EvalParameters.defaults())
                : !now.gomoku().equals(PatternWeights.defaults());
    }

    /** The file the weights in use came from for the game shown (null: shipped or unsaved). */
    public Path inUseFile() {
        EngineWeights.InUse now = inUse.get();
        return game.get() == Game.XIANGQI ? now.xiangqiFile() : now.gomokuFile();
    }

    /** Tells something in the status (hand tuning's refusals). */
    void tell(boolean error, String key, Object... args) {
        say(error, key, args);
    }

    private void say(boolean error, String key, Object... args) {
        statusIsError.set(error);
        status.set(new Message(key, args));
    }

    private static String loss(double value) {
        return String.format(Locale.ROOT, "%.6f", value);
    }

    // ------------------------------------------------------------------ properties

    public AnalysisContext context() {
        return context;
    }

    public ObjectProperty<Game> gameProperty() {
        return game;
    }

    /** A {@link Tuners#names()} name. */
    public StringProperty methodProperty() {
        return method;
    }

    /** One of {@link #fitnesses()}: "texel", and for Xiangqi "moves", "search", "match". */
    public StringProperty fitnessProperty() {
        return fitness;
    }

    /** The fitnesses the game shown can be tuned by. */
    public ObservableList<String> fitnesses() {
        return fitnesses;
    }

    /** The moves fitness: the game collection whose moves the engine should play. */
    public ObjectProperty<Path> fitnessGamesProperty() {
        return fitnessGames;
    }

    /** The moves and search fitnesses: the search depth. */
    public IntegerProperty fitnessDepthProperty() {
        return fitnessDepth;
    }

    /** The moves and search fitnesses: at most this many positions. */
    public IntegerProperty fitnessPositionsProperty() {
        return fitnessPositions;
    }

    /** The match fitness: games per vector (even). */
    public IntegerProperty matchGamesProperty() {
        return matchGames;
    }

    /** The match fitness: nodes per move. */
    public IntegerProperty matchNodesProperty() {
        return matchNodes;
    }

    /** The match fitness: the parameter file played against; null for the shipped weights. */
    public ObjectProperty<Path> matchAgainstProperty() {
        return matchAgainst;
    }

    /** The fitness of the run shown, or of the next while none has run. */
    public StringProperty runFitnessProperty() {
        return runFitness;
    }

    public IntegerProperty seedProperty() {
        return seed;
    }

    public IntegerProperty stepsProperty() {
        return steps;
    }

    public IntegerProperty heldOutPercentProperty() {
        return heldOutPercent;
    }

    public IntegerProperty heldOutEveryProperty() {
        return heldOutEvery;
    }

    /** Xiangqi: use at most the first this many positions of the data (0: all). */
    public IntegerProperty positionsProperty() {
        return positions;
    }

    public IntegerProperty restartsProperty() {
        return restarts;
    }

    public DoubleProperty temperatureProperty() {
        return temperature;
    }

    public DoubleProperty coolingProperty() {
        return cooling;
    }

    public IntegerProperty populationProperty() {
        return population;
    }

    public DoubleProperty crossoverProperty() {
        return crossover;
    }

    public DoubleProperty mutationProperty() {
        return mutation;
    }

    /** The position file to tune on; null for the built-in data (shipped for Xiangqi, quick self-play for Gomoku). */
    public ObjectProperty<Path> dataFileProperty() {
        return dataFile;
    }

    public ReadOnlyObjectProperty<State> stateProperty() {
        return state.getReadOnlyProperty();
    }

    /** Whether a run is loading, running or paused. */
    public BooleanBinding busyBinding() {
        return state.isNotEqualTo(State.IDLE);
    }

    /** 0..1; -1 while the amount of work is unknown. */
    public DoubleProperty progressProperty() {
        return progress;
    }

    public ObjectProperty<Message> statusProperty() {
        return status;
    }

    public ObjectProperty<Boolean> statusIsErrorProperty() {
        return statusIsError;
    }

    /** The line about the run's data ("" before a run). */
    public StringProperty dataDescriptionProperty() {
        return dataDescription;
    }

    /** The file the best column was saved to or loaded from, while it still holds its values. */
    public ObjectProperty<Path> bestFileProperty() {
        return bestFile;
    }

    /** The weights the engines use. */
    public ObjectProperty<EngineWeights.InUse> inUseProperty() {
        return inUse;
    }

    public ObservableList<GroupChoice> groups() {
        return groups;
    }

    public ObservableList<ParameterRow> rows() {
        return rows;
    }

    /** Every step of the run shown, in order (appended at most 20 times a second). */
    public ObservableList<LabPoint> points() {
        return points;
    }

    /** Text of the status, in the current language. */
    public javafx.beans.binding.StringBinding statusText() {
        return Bindings.createStringBinding(() -> status.get().render(context.l10n()), status,
                context.l10n().languageProperty());
    }
}
