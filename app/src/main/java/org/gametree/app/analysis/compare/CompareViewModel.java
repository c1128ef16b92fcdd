package org.gametree.app.analysis.compare;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.EvaluationChoice;
import org.gametree.app.analysis.score.ScoreSides;
import org.gametree.app.io.AtomicFiles;
import org.gametree.app.xiangqi.FenErrorMessages;
import org.gametree.core.report.Ablation;
import org.gametree.core.search.SearchSwitch;

/**
 * The compare view's state: which algorithms and presets, the depth, the evaluation and the
 * position (the game's, or one pasted as text); Run starts one background task that searches
 * them one after another, Cancel stops it; the results, the progress and a status line.
 * In {@linkplain Mode#ABLATION ablation} mode Run takes one preset apart instead: the preset, then
 * the preset without each of its switches, at the depth or for a time each ({@link AblationTask}).
 * FX thread only; the searching happens in a {@link ComparisonTask} or an {@link AblationTask}.
 */
public final class CompareViewModel {

    /** What Run compares: the ticked algorithms, or one preset against itself minus each technique. */
    public enum Mode { ALGORITHMS, ABLATION }

    /** How an ablation limits each search. */
    public enum Limit { DEPTH, TIME }

    public static final int MIN_MILLIS = 50;
    public static final int MAX_MILLIS = 60_000;

    /** What is ticked when the view opens: three exact algorithms that must agree. */
    public static final List<String> DEFAULT_CHOICE = List.of("alphabeta", "pvs", "mtdf");
    public static final int MIN_DEPTH = 1;
    public static final int MAX_DEPTH = 10;

    private final AnalysisContext context;
    private final Function<Consumer<CompareProgress>, ProgressChannel> channels;
    private final List<String> available;
    private final ObservableList<String> chosen = FXCollections.observableArrayList();
    private final IntegerProperty depth = new SimpleIntegerProperty(this, "depth", 3);
    private final ObservableList<String> evaluations = FXCollections.observableArrayList();
    private final StringProperty evaluation = new SimpleStringProperty(this, "evaluation");
    private final StringProperty positionText = new SimpleStringProperty(this, "positionText", "");
    private final ReadOnlyObjectWrapper<AnalysisPosition> pasted = new ReadOnlyObjectWrapper<>(this, "pasted");
    private final ReadOnlyObjectWrapper<Message> positionError = new ReadOnlyObjectWrapper<>(this, "positionError");
    private final ReadOnlyObjectWrapper<AnalysisPosition> position = new ReadOnlyObjectWrapper<>(this, "position");
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running");
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(this, "progress");
    private final ReadOnlyObjectWrapper<Message> status =
            new ReadOnlyObjectWrapper<>(this, "status", Message.of("compare.status.ready"));
    private final ObservableList<CompareRow> rows = FXCollections.observableArrayList();
    // One wrapper, kept: it listens to the rows weakly, so a wrapper made per call could be collected with its listeners.
    private final ObservableList<CompareRow> readOnlyRows = FXCollections.unmodifiableObservableList(rows);
    private final ReadOnlyObjectWrapper<ComparisonOutcome> outcome = new ReadOnlyObjectWrapper<>(this, "outcome");
    private final BooleanProperty logScale = new SimpleBooleanProperty(this, "logScale", true);
    private final BooleanBinding runDisabled;
    private final BooleanBinding hasResults;

    private final ReadOnlyBooleanWrapper elsewhere = new ReadOnlyBooleanWrapper(this, "elsewhere");

    private final javafx.beans.property.ObjectProperty<Mode> mode =
            new javafx.beans.property.SimpleObjectProperty<>(this, "mode", Mode.ALGORITHMS);
    private final javafx.beans.property.ObjectProperty<Limit> limit =
            new javafx.beans.property.SimpleObjectProperty<>(this, "limit", Limit.DEPTH);
    private final IntegerProperty millis = new SimpleIntegerProperty(this, "millis", 1000);
    private final StringProperty preset = new SimpleStringProperty(this, "preset");
    private final List<String> presets = Ablation.presets();
    private final ObservableList<AblationRow> ablationRows = FXCollections.observableArrayList();
    private final ObservableList<AblationRow> readOnlyAblationRows = FXCollections.unmodifiableObservableList(ablationRows);
    private final ReadOnlyObjectWrapper<AblationOutcome> ablation = new ReadOnlyObjectWrapper<>(this, "ablation");

    private final ExternalCompare external;
    private org.gametree.app.task.BackgroundTask<?> task;
    /** The game on the board when the shown results were asked for: another game clears them. */
    private AnalysisPosition.Game resultsGame;

    /** For the window: progress through a {@link org.gametree.app.task.SnapshotPump}. */
    public CompareViewModel(AnalysisContext context) {
        this(context, ProgressChannel::pumped);
    }

    /** {@code channels} makes the progress channel of each run (tests: {@link ProgressChannel#direct}). */
    CompareViewModel(AnalysisContext context, Function<Consumer<CompareProgress>, ProgressChannel> channels) {
        this.context = context;
        this.channels = channels;
        this.available = org.gametree.app.analysis.AlgorithmCatalog.names();
        this.external = new ExternalCompare(context);
        chosen.setAll(DEFAULT_CHOICE);
        preset.set(defaultPreset(context.getPosition().game()));
        positionText.addListener((obs, old, text) -> readPositionText());
        context.positionProperty().addListener((obs, old, now) -> {
            readPositionText(); // the Gomoku rule and size of pasted moves follow the game
            updatePosition();
            gameMayHaveChanged(now);
        });
        context.l10n().languageProperty().addListener((obs, old, now) -> readPositionText()); // FEN errors are translated text
        pasted.addListener((obs, old, now) -> updatePosition());
        updatePosition();
        // Results belong to their position: say so when Run would now compare another one.
        elsewhere.bind(Bindings.createBooleanBinding(() -> {
            AnalysisPosition shown = shownPosition();
            return shown != null && !shown.text().equals(position.get().text());
        }, outcome, ablation, mode, position));
        runDisabled = Bindings.createBooleanBinding(
                () -> running.get() || (mode.get() == Mode.ALGORITHMS ? chosen.isEmpty() : preset.get() == null)
                        || positionError.get() != null || evaluation.get() == null,
                running, chosen, positionError, evaluation, mode, preset);
        hasResults = Bindings.createBooleanBinding(
                () -> mode.get() == Mode.ABLATION ? ablation.get() != null : outcome.get() != null, mode, outcome, ablation);
    }

    /** The preset an ablation takes apart by default: the game's engine ("best"; Gomoku keeps "classic"). */
    public static String defaultPreset(AnalysisPosition.Game game) {
        return game == AnalysisPosition.Game.GOMOKU ? "classic" : "best";
    }

    /** The position of the results shown in the current mode, null if none. */
    private AnalysisPosition shownPosition() {
        if (mode.get() == Mode.ABLATION) {
            return ablation.get() == null ? null : ablation.get().position();
        }
        return outcome.get() == null ? null : outcome.get().position();
    }

    // ---------------------------------------------------------------- ablation

    /** Compare the ticked algorithms, or take one preset apart (ablation). */
    public javafx.beans.property.ObjectProperty<Mode> modeProperty() {
        return mode;
    }

    /** An ablation's searches stop at the depth or after a time each. */
    public javafx.beans.property.ObjectProperty<Limit> limitProperty() {
        return limit;
    }

    /** The time per search of an ablation at a fixed time, in milliseconds ({@value #MIN_MILLIS}–{@value #MAX_MILLIS}). */
    public IntegerProperty millisProperty() {
        return millis;
    }

    /** The preset an ablation takes apart. */
    public StringProperty presetProperty() {
        return preset;
    }

    /** The presets an ablation can take apart (those with switches). */
    public List<String> presets() {
        return presets;
    }

    /** The ablation's rows: the preset, then one per switch turned off. */
    public ObservableList<AblationRow> ablationRows() {
        return readOnlyAblationRows;
    }

    public ReadOnlyObjectProperty<AblationOutcome> ablationProperty() {
        return ablation.getReadOnlyProperty();
    }

    /** A switch in words ("null-move pruning"), in the current language. */
    public String switchText(SearchSwitch s) {
        return context.l10n().get("compare.switch." + s.switchName());
    }

    /** An ablation row's name: "best", "best without null-move pruning". */
    public String ablationName(AblationRow row) {
        String name = ablation.get() == null ? preset.get() : ablation.get().preset();
        return row.isBaseline() ? name : context.l10n().get("compare.ablation.without", name, switchText(row.without()));
    }

    /** An ablation row's best move in the notation chosen now ("" if it was not searched). */
    public String ablationMove(AblationRow row) {
        AblationOutcome result = ablation.get();
        if (result == null || !row.searched() || row.result().bestMove() == 0) {
            return "";
        }
        return result.position().moveName(row.result().bestMove(), context.notationProperty().get());
    }

    /** An ablation row's value as shown ("" if it was not searched). */
    public String ablationValue(AblationRow row) {
        AblationOutcome result = ablation.get();
        if (result == null || !row.searched()) {
            return "";
        }
        AnalysisPosition root = result.position();
        return context.scores().value(row.result().value(), root.sideToMove(), ScoreSides.of(root.game()));
    }

    private void runAblation() {
        ProgressChannel channel = channels.apply(this::showProgress);
        AblationTask started;
        boolean timed = limit.get() == Limit.TIME;
        try {
            started = new AblationTask(position.get().copy(), preset.get(), depth.get(), timed ? millis.get() : 0,
                    evaluation.get(), channel::publish);
        } catch (IllegalArgumentException e) {
            status.set(Message.of("compare.status.failed", e.getMessage()));
            return;
        }
        task = started;
        ablationRows.clear();
        ablation.set(null);
        resultsGame = context.getPosition().game();
        progress.set(0);
        running.set(true);
        status.set(Message.of("compare.status.ablationRunning", preset.get(), 0, Ablation.switches(preset.get()).size() + 1));
        channel.open();
        context.tasks().run(started, result -> {
            channel.close();
            ablationFinished(started, result);
        }, error -> {
            channel.close();
            failed(started, error);
        });
    }

    private void ablationFinished(AblationTask which, AblationOutcome result) {
        if (which != task) {
            return;
        }
        task = null;
        running.set(false);
        progress.set(1);
        ablation.set(result);
        ablationRows.setAll(result.rows());
        int total = result.rows().size();
        if (result.cancelled()) {
            status.set(Message.of("compare.status.cancelled", result.completeCount(), total));
        } else if (result.millis() > 0) {
            status.set(Message.of("compare.status.ablationTimed", result.preset(), total - 1, result.millis(),
                    result.changedCount()));
        } else {
            status.set(Message.of("compare.status.ablationDone", result.preset(), total - 1, result.depth(),
                    result.changedCount()));
        }
    }

    private void readPositionText() {
        PositionText.Parsed parsed = PositionText.parse(positionText.get(), context.getPosition(),
                e -> FenErrorMessages.format(e, context.l10n()));
        positionError.set(parsed.error());
        pasted.set(parsed.position());
    }

    private void updatePosition() {
        AnalysisPosition now = pasted.get() != null ? pasted.get() : context.getPosition();
        position.set(now);
        EvaluationChoice.offer(now.evaluations(), evaluations, evaluation);
    }

    /** Every algorithm and preset, algorithms first. */
    public List<String> available() {
        return available;
    }

    /** The names ticked, in any order (runs follow the order of {@link #available()}). */
    public ObservableList<String> chosen() {
        return chosen;
    }

    public IntegerProperty depthProperty() {
        return depth;
    }

    /** The evaluations of the position's game. */
    public ObservableList<String> evaluations() {
        return evaluations;
    }

    public StringProperty evaluationProperty() {
        return evaluation;
    }

    /** A pasted FEN or Gomoku move list; blank compares the game's position. */
    public StringProperty positionTextProperty() {
        return positionText;
    }

    /** Why the pasted text is no position (null when it is one, or blank). */
    public ReadOnlyObjectProperty<Message> positionErrorProperty() {
        return positionError.getReadOnlyProperty();
    }

    /** The position that Run compares: the pasted one, else the game's. */
    public ReadOnlyObjectProperty<AnalysisPosition> positionProperty() {
        return position.getReadOnlyProperty();
    }

    /** Whether the position is pasted text rather than the game's. */
    public boolean isPasted() {
        return pasted.get() != null;
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** 0 to 1 while running: algorithms done over algorithms chosen. */
    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Message> statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** The results of the last run, in run order. */
    public ObservableList<CompareRow> rows() {
        return readOnlyRows;
    }

    public ReadOnlyObjectProperty<ComparisonOutcome> outcomeProperty() {
        return outcome.getReadOnlyProperty();
    }

    /** Whether the chart draws node counts on a log scale. */
    public BooleanProperty logScaleProperty() {
        return logScale;
    }

    /** True while Run cannot start: running, nothing chosen, or the pasted text is no position. */
    public BooleanBinding runDisabledProperty() {
        return runDisabled;
    }

    /** The chosen names in the order they run. */
    List<String> runOrder() {
        return available.stream().filter(chosen::contains).toList();
    }

    /** Starts the comparison in the background (nothing happens while one runs or the input is bad). */
    public void run() {
        if (runDisabled.get()) {
            if (chosen.isEmpty() && mode.get() == Mode.ALGORITHMS) {
                status.set(Message.of("compare.error.noAlgorithm"));
            }
            return;
        }
        if (mode.get() == Mode.ABLATION) {
            runAblation();
            return;
        }
        List<String> names = runOrder();
        ProgressChannel channel = channels.apply(this::showProgress);
        ComparisonTask started;
        try {
            started = new ComparisonTask(position.get().copy(), names, depth.get(), evaluation.get(), channel::publish);
        } catch (IllegalArgumentException e) {
            status.set(Message.of("compare.status.failed", e.getMessage()));
            return;
        }
        task = started;
        rows.clear();
        outcome.set(null);
        resultsGame = context.getPosition().game();
        progress.set(0);
        running.set(true);
        status.set(Message.of("compare.status.running", names.get(0), 0, names.size()));
        channel.open();
        context.tasks().run(started, result -> {
            channel.close();
            finished(started, result);
        }, error -> {
            channel.close();
            failed(started, error);
        });
    }

    /**
     * The game kind changed (New Game → Gomoku): the rows, made on the other game, go, and a
     * comparison still running is dropped. A move within the same game keeps them, labelled
     * ({@link #resultsElsewhereProperty()}).
     */
    private void gameMayHaveChanged(AnalysisPosition now) {
        if (now != null && resultsGame == null && !running.get() && ablation.get() == null
                && !defaultPreset(now.game()).equals(preset.get()) && presets.contains(defaultPreset(now.game()))) {
            preset.set(defaultPreset(now.game())); // nothing shown yet: the other game's default preset
        }
        if (resultsGame == null || now == null || now.game() == resultsGame) {
            return;
        }
        if (task != null) {
            task.cancel();
            task = null; // its result is ignored when it arrives
        }
        resultsGame = null;
        running.set(false);
        progress.set(0);
        rows.clear();
        outcome.set(null);
        ablationRows.clear();
        ablation.set(null);
        preset.set(defaultPreset(now.game()));
        status.set(Message.of("compare.status.ready"));
    }

    /** True while results are shown that were made on another position than the one Run would compare. */
    public ReadOnlyBooleanProperty resultsElsewhereProperty() {
        return elsewhere.getReadOnlyProperty();
    }

    /** Puts the position the shown results were made on onto the board (a preview; Esc returns). */
    public void showResultsPosition() {
        AnalysisPosition shown = shownPosition();
        if (shown != null) {
            context.showPreview(shown.copy(), context.l10n().get("compare.preview.label"));
        }
    }

    /** Where the shown results come from, e.g. "Xiangqi after 2 moves"; empty without results. */
    public String resultsPositionText() {
        AnalysisPosition p = shownPosition();
        if (p == null) {
            return "";
        }
        String game = context.l10n().get(p.game() == AnalysisPosition.Game.XIANGQI ? "compare.game.xiangqi" : "compare.game.gomoku");
        return context.l10n().get("compare.results.position", game, p.ply());
    }

    /** Stops the comparison: the finished rows stay, the rest are marked unfinished. */
    public void cancel() {
        if (task != null) {
            task.cancel();
        }
    }

    private void showProgress(CompareProgress now) {
        if (!running.get()) {
            return;
        }
        progress.set(now.fraction());
        if (now.running() == null) {
            return;
        }
        if (task instanceof AblationTask) {
            status.set(now.running().isEmpty()
                    ? Message.of("compare.status.ablationRunning", preset.get(), now.done(), now.total())
                    : Message.of("compare.status.ablationRunningWithout", preset.get(),
                            switchText(SearchSwitch.byName(now.running())), now.done(), now.total()));
        } else {
            status.set(Message.of("compare.status.running", now.running(), now.done(), now.total()));
        }
    }

    private void finished(ComparisonTask which, ComparisonOutcome result) {
        if (which != task) {
            return;
        }
        task = null;
        running.set(false);
        progress.set(1);
        outcome.set(result);
        rows.setAll(result.rows());
        int total = result.rows().size();
        org.gametree.app.analysis.external.ExternalSearchTask engineSearch =
                result.cancelled() ? null : external.task(result.position(), result.depth());
        if (engineSearch != null) {
            runExternal(engineSearch, result);
        } else if (result.cancelled()) {
            status.set(Message.of("compare.status.cancelled", result.finishedCount(), total));
        } else if (result.hasDisagreement()) {
            status.set(Message.of("compare.status.disagree", total, result.depth()));
        } else {
            status.set(Message.of("compare.status.done", total, result.depth()));
        }
    }

    /** An external engine joins the comparison: one more row at the same depth (see {@link ExternalCompare}). */
    public ExternalCompare external() {
        return external;
    }

    private void runExternal(org.gametree.app.analysis.external.ExternalSearchTask search, ComparisonOutcome ours) {
        String name = external.engineProperty().get().name();
        task = search;
        running.set(true);
        status.set(Message.of("compare.status.external", name, ours.depth()));
        context.tasks().run(search, done -> {
            if (task != search) {
                return;
            }
            task = null;
            running.set(false);
            CompareRow row = ExternalCompare.row(name, done);
            outcome.set(ours.withExternalRow(row)); // the exports write what the table shows
            rows.add(row);
            status.set(done.stopped() ? Message.of("compare.status.cancelled", ours.finishedCount(), ours.rows().size() + 1)
                    : Message.of("compare.status.externalDone", ours.rows().size() + 1, ours.depth(), name));
        }, error -> {
            if (task != search) {
                return;
            }
            task = null;
            running.set(false);
            status.set(Message.of("compare.status.externalFailed",
                    org.gametree.app.engines.EngineProblem.describe(error, context.l10n())));
        });
    }

    private void failed(org.gametree.app.task.BackgroundTask<?> which, Throwable error) {
        if (which != task) {
            return;
        }
        task = null;
        running.set(false);
        progress.set(0);
        String text = error.getMessage() == null ? error.getClass().getSimpleName() : error.getMessage();
        status.set(Message.of("compare.status.failed", text));
    }

    /** The best move of a row in the notation chosen now. */
    public String moveName(CompareRow row) {
        ComparisonOutcome result = outcome.get();
        if (result == null || row.bestMove() == 0) {
            return "";
        }
        return result.position().moveName(row.bestMove(), context.notationProperty().get());
    }

    /** A row's value as the table shows it: through the one score formatter, from the setting's side. */
    public String valueText(CompareRow row) {
        return valueText(row.value());
    }

    /** A root value of the compared position as shown (the engines give it from the side to move at the root). */
    String valueText(int value) {
        ComparisonOutcome result = outcome.get();
        AnalysisPosition root = result == null ? position.get() : result.position();
        return context.scores().value(value, root.sideToMove(), ScoreSides.of(root.game()));
    }

    /** The sides of the game compared, for the score legend. */
    public ScoreSides sides() {
        ComparisonOutcome result = outcome.get();
        return ScoreSides.of((result == null ? position.get() : result.position()).game());
    }

    /** The status line in the current language. */
    public String render(Message message) {
        return message == null ? "" : message.render(context.l10n());
    }

    /** The results of the current mode as CSV (null before its first run). */
    public String csv() {
        if (mode.get() == Mode.ABLATION) {
            return ablation.get() == null ? null : ablation.get().csv();
        }
        return outcome.get() == null ? null : ComparisonExport.csv(outcome.get());
    }

    /** The results of the current mode as a Markdown table (null before its first run). */
    public String markdown() {
        if (mode.get() == Mode.ABLATION) {
            return ablation.get() == null ? null : ablation.get().markdown();
        }
        return outcome.get() == null ? null : ComparisonExport.markdown(outcome.get());
    }

    /** Whether the current mode has results to export. */
    public BooleanBinding hasResultsProperty() {
        return hasResults;
    }

    /** Writes {@link #csv()} atomically. */
    public void exportCsv(Path file) throws IOException {
        AtomicFiles.write(file, requireOutcome(csv()));
    }

    /** Writes {@link #markdown()} atomically. */
    public void exportMarkdown(Path file) throws IOException {
        AtomicFiles.write(file, requireOutcome(markdown()));
    }

    /** Writes a picture atomically (the view renders it). */
    public void exportImage(Path file, byte[] png) throws IOException {
        AtomicFiles.write(file, png);
    }

    private static String requireOutcome(String text) {
        if (text == null) {
            throw new IllegalStateException("nothing compared yet");
        }
        return text;
    }

    AnalysisContext context() {
        return context;
    }
}
