package org.gametree.app.analysis.stepper;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.RecordedSearch;
import org.gametree.app.analysis.score.ScoreSides;
import org.gametree.app.i18n.Localization;
import org.gametree.app.task.BackgroundTask;
import org.gametree.core.search.Presets;
import org.gametree.core.search.Score;
import org.gametree.core.trace.TraceEvent;
import org.gametree.core.trace.TraceStepper;

/**
 * The stepper: records a search with the {@link RecordingSettings} (on the game's position, the
 * book's figure 7.4 or a generated textbook tree) and replays it event by event through a
 * {@link StepperReplay}. After each step it says what happened (explanation, the α-β window, the
 * path, the node to select in the tree explorer, the OPEN list or MCTS children, the textbook
 * drawing's marks) with every score written by the context's one formatter, and puts the node on
 * the board through a {@link BoardPreview}. A recording belongs to its position: when the game
 * changes it is cleared; when only the position changed it stays, labelled with its own.
 * FX thread only.
 */
public final class StepperViewModel {

    /** Which extra table the search's kind calls for. */
    public enum Panel { NONE, OPEN_LIST, MCTS }

    /** Events listed in {@link #recentEvents()}. */
    static final int RECENT = 12;
    public static final double MIN_SPEED = StepperReplay.MIN_SPEED;
    public static final double MAX_SPEED = StepperReplay.MAX_SPEED;

    private final AnalysisContext context;
    private final Localization l10n;
    private final RecordingSettings settings;
    private final StepperReplay replay;
    private final BoardPreview preview;

    private final ReadOnlyStringWrapper inputError = new ReadOnlyStringWrapper(this, "inputError", "");
    private final ReadOnlyBooleanWrapper recording = new ReadOnlyBooleanWrapper(this, "recording");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "");
    private final ReadOnlyBooleanWrapper statusError = new ReadOnlyBooleanWrapper(this, "statusError");
    private final ReadOnlyObjectWrapper<RecordedSearch> recorded = new ReadOnlyObjectWrapper<>(this, "recorded");
    private final ReadOnlyStringWrapper stale = new ReadOnlyStringWrapper(this, "stale", "");
    private BackgroundTask<RecordedSearch> task;
    private RecordedSearch mine;
    private double mineExploration;
    private String statusKey;
    private Object[] statusArgs = new Object[0];

    private final ReadOnlyIntegerWrapper position = new ReadOnlyIntegerWrapper(this, "position");
    private final ReadOnlyIntegerWrapper length = new ReadOnlyIntegerWrapper(this, "length");
    private final ReadOnlyIntegerWrapper eventKind = new ReadOnlyIntegerWrapper(this, "eventKind");
    private final ReadOnlyStringWrapper kindName = new ReadOnlyStringWrapper(this, "kindName", "");
    private final ReadOnlyStringWrapper explanation = new ReadOnlyStringWrapper(this, "explanation", "");
    private final ReadOnlyIntegerWrapper alpha = new ReadOnlyIntegerWrapper(this, "alpha", Score.NONE);
    private final ReadOnlyIntegerWrapper beta = new ReadOnlyIntegerWrapper(this, "beta", Score.NONE);
    private final ReadOnlyIntegerWrapper shownAlpha = new ReadOnlyIntegerWrapper(this, "shownAlpha", Score.NONE);
    private final ReadOnlyIntegerWrapper shownBeta = new ReadOnlyIntegerWrapper(this, "shownBeta", Score.NONE);
    private final ReadOnlyStringWrapper alphaText = new ReadOnlyStringWrapper(this, "alphaText", "");
    private final ReadOnlyStringWrapper betaText = new ReadOnlyStringWrapper(this, "betaText", "");
    private final ReadOnlyStringWrapper path = new ReadOnlyStringWrapper(this, "path", "");
    private final ReadOnlyIntegerWrapper selectedNode = new ReadOnlyIntegerWrapper(this, "selectedNode", -1);
    private final ReadOnlyObjectWrapper<Panel> panel = new ReadOnlyObjectWrapper<>(this, "panel", Panel.NONE);
    /** Whether the recording is a proof-number search's (no α-β window: thresholds and numbers instead). */
    private final javafx.beans.property.ReadOnlyBooleanWrapper proofSearch =
            new javafx.beans.property.ReadOnlyBooleanWrapper(this, "proofSearch", false);
    private final ObservableList<OpenEntry> openList = FXCollections.observableArrayList();
    private final ObservableList<MctsChild> mctsChildren = FXCollections.observableArrayList();
    private final ObservableList<String> recentEvents = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper mctsSummary = new ReadOnlyStringWrapper(this, "mctsSummary", "");
    private final ReadOnlyObjectWrapper<TextbookShape> shape = new ReadOnlyObjectWrapper<>(this, "shape");
    private final ReadOnlyObjectWrapper<TreeMarks> marks = new ReadOnlyObjectWrapper<>(this, "marks");
    private final ObjectProperty<ScoreSides> sides = new SimpleObjectProperty<>(this, "sides", ScoreSides.TEXTBOOK);
    private final BooleanProperty playing = new SimpleBooleanProperty(this, "playing");
    private final DoubleProperty speed = new SimpleDoubleProperty(this, "speed", 10);
    private final BooleanBinding needsBoard;
    private final StringBinding legend;

    private NodeNames names;
    private StepperScores scores;
    private EventExplainer explainer;
    private TreeMarksBuilder marksBuilder;

    public StepperViewModel(AnalysisContext context) {
        this(context, new TimelineTicker());
    }

    /** With another ticker for playing (tests crank it by hand). */
    public StepperViewModel(AnalysisContext context, StepperReplay.Ticker ticker) {
        this.context = context;
        this.l10n = context.l10n();
        this.settings = new RecordingSettings(l10n);
        this.replay = new StepperReplay(ticker);
        this.preview = new BoardPreview(context);
        replay.setOnChange(this::refresh);
        replay.setOnPlaying(() -> playing.set(replay.isPlaying()));
        playing.addListener((o, was, now) -> {
            if (now) {
                replay.play();
            } else {
                replay.pause();
            }
            playing.set(replay.isPlaying());
        });
        replay.setSpeed(speed.get());
        speed.addListener((o, was, now) -> replay.setSpeed(now.doubleValue()));
        // Until a textbook tree is shown, the board keeps its place.
        needsBoard = Bindings.createBooleanBinding(() -> recorded.get() == null || recorded.get().root() != null, recorded);
        legend = context.scores().legendBinding(sides);

        settings.offerEvaluations(context.getPosition());
        context.positionProperty().addListener((o, was, now) -> positionChanged(now));
        l10n.languageProperty().addListener((o, was, now) -> relabel());
        context.notationProperty().addListener((o, was, now) -> relabel());
        context.scorePerspectiveProperty().addListener((o, was, now) -> refresh());
        for (javafx.beans.Observable input : settings.inputs()) {
            input.addListener(o -> inputError.set(settings.problem()));
        }
        preview.followProperty().addListener((o, was, now) -> {
            if (now) {
                refresh();
            }
        });
        inputError.set(settings.problem());
        relabel();
    }

    // ---------------------------------------------------------------- recording

    /** The algorithms and presets one can record, in {@link org.gametree.app.analysis.AlgorithmCatalog}'s order. */
    public static List<String> algorithmNames() {
        return org.gametree.app.analysis.AlgorithmCatalog.recordableNames();
    }

    /** Records a search with the current settings; false (with the reason in {@link #inputErrorProperty()}) if they are wrong. */
    public boolean record() {
        String problem = settings.problem();
        inputError.set(problem);
        if (!problem.isEmpty()) {
            return false;
        }
        BackgroundTask<RecordedSearch> next;
        try {
            next = settings.newRecording(context.getPosition());
        } catch (org.gametree.app.analysis.ProofRecording.NotGomoku e) {
            inputError.set(l10n.get("tree.error.proofNeedsGomoku", settings.algorithmProperty().get()));
            return false;
        } catch (IllegalArgumentException e) {
            setStatus("stepper.status.failed", true, e.getMessage());
            return false;
        }
        cancelRecording();
        pause();
        task = next;
        double exploration = settings.explorationProperty().get();
        recording.set(true);
        setStatus("stepper.status.recording", false, settings.algorithmProperty().get());
        BackgroundTask<RecordedSearch> started = next;
        context.tasks().run(next, result -> {
            if (task == started) {
                task = null;
                recording.set(false);
                mine = result;
                mineExploration = exploration;
                load(result);
            }
        }, error -> {
            if (task == started) {
                task = null;
                recording.set(false);
                setStatus("stepper.status.failed", true, error.getMessage() == null ? error.toString() : error.getMessage());
            }
        });
        return true;
    }

    /** Stops a recording under way (its partial tree is still loaded when it returns). */
    public void cancelRecording() {
        if (task != null) {
            task.cancel();
        }
    }

    /** Replays a recorded search from event 0 (from this view's record button, or handed over by another view). */
    public void load(RecordedSearch search) {
        preview.clear();
        recorded.set(search);
        names = new NodeNames(search, l10n, context.notationProperty().get());
        scores = new StepperScores(context.scores(), search);
        sides.set(scores.sides());
        String kind = search.tree().trace().algorithm();
        panel.set(BestFirstReplay.isBestFirst(kind) ? Panel.OPEN_LIST : "mcts".equals(kind) ? Panel.MCTS : Panel.NONE);
        proofSearch.set(org.gametree.app.analysis.AlgorithmCatalog.isProofSearch(search.algorithm()));
        TextbookShape drawn = search.textbook() != null ? new TextbookShape(search.textbook()) : null;
        marks.set(null);
        shape.set(drawn);
        length.set(search.tree().trace().size());
        explainer = null;
        marksBuilder = null;
        replay.load(search.tree(), explorationOf(search)); // at event 0; refreshes
        if (search.tree().isTruncated()) {
            setStatus("stepper.status.truncated", true, replay.length(), search.tree().trace().droppedNodes());
        } else {
            setStatus("stepper.status.recorded", false, search.algorithm(), replay.length(), NodeCount.of(search.tree()));
        }
        positionChanged(context.getPosition());
    }

    /** MCTS's c: the one this view recorded with, else the preset's (or the plain default). */
    private double explorationOf(RecordedSearch search) {
        if (search == mine) {
            return mineExploration;
        }
        if (org.gametree.app.analysis.AlgorithmCatalog.isProofSearch(search.algorithm())) {
            return 0;
        }
        return Presets.searcherFor(search.algorithm(), 0).config().mctsExploration();
    }

    /** Forgets the recording and gives the board back. */
    public void clearRecording() {
        replay.clear();
        preview.clear();
        recorded.set(null);
        names = null;
        scores = null;
        explainer = null;
        marksBuilder = null;
        panel.set(Panel.NONE);
        proofSearch.set(false);
        shape.set(null);
        marks.set(null);
        length.set(0);
        stale.set("");
        openList.clear();
        mctsChildren.clear();
        recentEvents.clear();
        refresh();
    }

    /**
     * A recording belongs to its position: another game clears it; another position of the same
     * game leaves it, labelled with the position it was made on.
     */
    private void positionChanged(AnalysisPosition now) {
        settings.offerEvaluations(now);
        RecordedSearch search = recorded.get();
        if (search == null || search.root() == null || now == null) {
            stale.set("");
            return;
        }
        if (search.root().game() != now.game()) {
            clearRecording();
            setStatus("stepper.status.cleared", false);
            return;
        }
        stale.set(search.root().text().equals(now.text()) ? "" : l10n.get("stepper.stale", search.root().text()));
    }

    /** Shows the position the recording was made on (for a recording whose game has moved on). */
    public void showRecordedPosition() {
        preview.showRoot(recorded.get(), l10n.get("stepper.preview.root"));
    }

    // ---------------------------------------------------------------- stepping

    public void first() {
        replay.first();
    }

    public void back() {
        replay.back();
    }

    public void next() {
        replay.next();
    }

    public void last() {
        replay.last();
    }

    /** Goes to a position (events applied), clamped to 0 .. length. */
    public void seek(int target) {
        replay.seek(target);
    }

    /** Steps over the subtree the next event enters (one step otherwise). */
    public void stepOver() {
        replay.stepOver();
    }

    /** Runs to just after the open node is left ("run to end of this node"). */
    public void stepOut() {
        replay.stepOut();
    }

    /** Runs forward to the next cutoff event and stops on it; false (staying put) if there is none. */
    public boolean runToNextCutoff() {
        if (!replay.isLoaded()) {
            return false;
        }
        if (!replay.nextCutoff()) {
            setStatus("stepper.status.noMoreCutoffs", false);
            return false;
        }
        return true;
    }

    public void togglePlay() {
        replay.togglePlay();
    }

    /** Plays from here at {@link #speedProperty()} events per second (from the start if at the end). */
    public void play() {
        replay.play();
    }

    public void pause() {
        replay.pause();
    }

    /** Applies the events due after {@code seconds} of playing (what one tick does; tests call it). */
    public void advance(double seconds) {
        replay.tick(seconds);
    }

    /** Stops playing and recording and gives the board back to the game. */
    public void dispose() {
        pause();
        cancelRecording();
        preview.clear();
    }

    // ---------------------------------------------------------------- after each step

    private void refresh() {
        TraceStepper stepper = replay.stepper();
        position.set(replay.position());
        if (stepper == null || recorded.get() == null) {
            eventKind.set(0);
            kindName.set("");
            explanation.set(l10n.get("stepper.explain.nothing"));
            alpha.set(Score.NONE);
            beta.set(Score.NONE);
            shownAlpha.set(Score.NONE);
            shownBeta.set(Score.NONE);
            alphaText.set("");
            betaText.set("");
            path.set("");
            selectedNode.set(-1);
            return;
        }
        if (explainer == null) {
            rebuild();
        }
        int at = stepper.position();
        eventKind.set(at == 0 ? 0 : stepper.kind());
        kindName.set(explainer.kindName(stepper));
        explanation.set(explainer.explain(stepper));
        int open = stepper.openNode();
        int ply = open >= 0 ? stepper.tree().ply(open) : 0;
        alpha.set(stepper.alpha());
        beta.set(stepper.beta());
        boolean window = stepper.alpha() != Score.NONE && stepper.beta() != Score.NONE;
        shownAlpha.set(window ? scores.shownAlpha(stepper.alpha(), stepper.beta(), ply) : Score.NONE);
        shownBeta.set(window ? scores.shownBeta(stepper.alpha(), stepper.beta(), ply) : Score.NONE);
        alphaText.set(scores.plain(shownAlpha.get()));
        betaText.set(scores.plain(shownBeta.get()));
        int node = stepper.node();
        selectedNode.set(node >= 0 ? node : open);
        int[] line = replay.currentLine();
        path.set(pathText(line));
        recentEvents.setAll(recent(at));
        BestFirstReplay bestFirst = replay.bestFirst();
        if (bestFirst != null) {
            openList.setAll(bestFirst.openList(names));
        }
        MctsReplay mcts = replay.mcts();
        if (mcts != null) {
            mctsChildren.setAll(mcts.rootChildren(names));
            mctsSummary.set(l10n.get("stepper.mcts.summary", mcts.rootVisits()));
        }
        if (marksBuilder != null) {
            marks.set(bestFirst != null ? marksBuilder.bestFirst(bestFirst)
                    : mcts != null ? marksBuilder.mcts(mcts) : marksBuilder.depthFirst(stepper));
        }
        int refutation = bestFirst == null && mcts == null && at > 0 && stepper.kind() == TraceEvent.CUTOFF
                ? stepper.tree().trace().arg1(stepper.event()) : 0;
        if (at == 0) {
            preview.clear(); // nothing replayed yet: the board shows the game
        } else {
            preview.show(recorded.get(), line, refutation, l10n.get("stepper.preview", at, names.of(line)));
        }
    }

    /** The helpers that write text, made again when the language or notation changes. */
    private void rebuild() {
        RecordedSearch search = recorded.get();
        names = new NodeNames(search, l10n, context.notationProperty().get());
        scores = new StepperScores(context.scores(), search);
        explainer = new EventExplainer(search, l10n, names, new MoveCounter(search), scores, replay.bestFirst(), replay.mcts());
        marksBuilder = shape.get() == null ? null : new TreeMarksBuilder(search, shape.get(), l10n, scores);
    }

    /** An OPEN state's merit h as shown: the value of its node, from the side the user chose. */
    public String meritText(OpenEntry entry) {
        return scores == null ? "" : scores.value(EventExplainer.rootViewAt(entry.merit(), entry.ply()), entry.ply());
    }

    /** The latest events up to {@code at}, newest first, each with its number. */
    private List<String> recent(int at) {
        List<String> lines = new ArrayList<>(RECENT);
        TraceStepper scratch = new TraceStepper(replay.stepper().tree());
        for (int p = at; p > 0 && p > at - RECENT; p--) {
            scratch.seek(p);
            lines.add(l10n.get("stepper.recent.line", p, explainer.explain(scratch)));
        }
        return lines;
    }

    private String pathText(int[] line) {
        List<String> steps = new ArrayList<>();
        steps.add(l10n.get("stepper.node.root"));
        if (recorded.get().textbook() != null) {
            for (int k = 1; k <= line.length; k++) {
                steps.add(names.of(Arrays.copyOf(line, k))); // 2, 2.1, 2.1.2: the book's node names
            }
        } else {
            steps.addAll(names.steps(line));
        }
        return String.join(" › ", steps);
    }

    private void setStatus(String key, boolean error, Object... args) {
        statusKey = key;
        statusArgs = args;
        statusError.set(error);
        status.set(l10n.get(key, args));
    }

    /** Text made from the language or the notation: re-made when either switches. */
    private void relabel() {
        status.set(statusKey != null ? l10n.get(statusKey, statusArgs) : l10n.get("stepper.status.ready"));
        inputError.set(settings.problem());
        explainer = null; // rebuilt by refresh with the new names
        if (recorded.get() != null) {
            positionChanged(context.getPosition());
        }
        refresh();
    }

    // ---------------------------------------------------------------- properties

    /** What to record and how. */
    public RecordingSettings settings() {
        return settings;
    }

    /** The replay underneath (toolkit-free). */
    public StepperReplay replay() {
        return replay;
    }

    /** What is wrong with the record settings, in words; "" when they are fine. */
    public ReadOnlyStringProperty inputErrorProperty() {
        return inputError.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty recordingProperty() {
        return recording.getReadOnlyProperty();
    }

    /** The latest recording news: recorded, truncated, failed (with the engine's message). */
    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty statusErrorProperty() {
        return statusError.getReadOnlyProperty();
    }

    /** The search being replayed, null before the first recording (and after the game changed). */
    public ReadOnlyObjectProperty<RecordedSearch> recordedProperty() {
        return recorded.getReadOnlyProperty();
    }

    /** "" while the recording was made on the game's position; else a sentence naming its position. */
    public ReadOnlyStringProperty staleProperty() {
        return stale.getReadOnlyProperty();
    }

    /** Whether the stepper may show a game position on the board: false while it shows a textbook tree (the board may give its room). */
    public BooleanBinding needsBoardProperty() {
        return needsBoard;
    }

    /** The legend of the scores shown ("Scores from MAX's side: …"), following the setting. */
    public StringBinding legendProperty() {
        return legend;
    }

    /** Events applied, 0 .. {@link #lengthProperty()}. */
    public ReadOnlyIntegerProperty positionProperty() {
        return position.getReadOnlyProperty();
    }

    public ReadOnlyIntegerProperty lengthProperty() {
        return length.getReadOnlyProperty();
    }

    /** The kind ({@link TraceEvent}) of the event just applied; 0 at the start. */
    public ReadOnlyIntegerProperty eventKindProperty() {
        return eventKind.getReadOnlyProperty();
    }

    /** That kind in words (MCTS steps with their iteration). */
    public ReadOnlyStringProperty kindNameProperty() {
        return kindName.getReadOnlyProperty();
    }

    /** What the event just applied did, in a sentence of the current language. */
    public ReadOnlyStringProperty explanationProperty() {
        return explanation.getReadOnlyProperty();
    }

    /** α of the open node now, the side to move's (the engine's) value; {@link Score#NONE} when no node is open. */
    /** Whether the recording is a proof-number threat search's. */
    public javafx.beans.property.ReadOnlyBooleanProperty proofSearchProperty() {
        return proofSearch.getReadOnlyProperty();
    }

    public ReadOnlyIntegerProperty alphaProperty() {
        return alpha.getReadOnlyProperty();
    }

    /** β of the open node now, as the engine holds it; {@link Score#NONE} when no node is open. */
    public ReadOnlyIntegerProperty betaProperty() {
        return beta.getReadOnlyProperty();
    }

    /** The window's lower end as shown (turned round when the setting asks for the other side). */
    public ReadOnlyIntegerProperty shownAlphaProperty() {
        return shownAlpha.getReadOnlyProperty();
    }

    /** The window's upper end as shown. */
    public ReadOnlyIntegerProperty shownBetaProperty() {
        return shownBeta.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty alphaTextProperty() {
        return alphaText.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty betaTextProperty() {
        return betaText.getReadOnlyProperty();
    }

    /** The path from the root to the node the search is at ("root › 炮二平五 › 马8进7"). */
    public ReadOnlyStringProperty pathProperty() {
        return path.getReadOnlyProperty();
    }

    /**
     * The node of the recorded {@code TraceTree} the current event concerns (or the open node), −1
     * if none: bind the tree explorer's selection to it.
     */
    public ReadOnlyIntegerProperty selectedNodeProperty() {
        return selectedNode.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Panel> panelProperty() {
        return panel.getReadOnlyProperty();
    }

    /** SSS* and DUAL*: the OPEN list after the current event, in the order it is popped. */
    public ObservableList<OpenEntry> openList() {
        return FXCollections.unmodifiableObservableList(openList);
    }

    /** MCTS: the root's children so far, most visited first. */
    public ObservableList<MctsChild> mctsChildren() {
        return FXCollections.unmodifiableObservableList(mctsChildren);
    }

    /** The last {@value #RECENT} events replayed, newest first ("48  Return from 2: …"). */
    public ObservableList<String> recentEvents() {
        return FXCollections.unmodifiableObservableList(recentEvents);
    }

    /** MCTS: the root's visits so far, in words. */
    public ReadOnlyStringProperty mctsSummaryProperty() {
        return mctsSummary.getReadOnlyProperty();
    }

    /** The textbook tree's structure when the source is a textbook tree, else null. */
    public ReadOnlyObjectProperty<TextbookShape> shapeProperty() {
        return shape.getReadOnlyProperty();
    }

    /** The textbook drawing's marks at the current step, null for a game position. */
    public ReadOnlyObjectProperty<TreeMarks> marksProperty() {
        return marks.getReadOnlyProperty();
    }

    public BooleanProperty playingProperty() {
        return playing;
    }

    /** Events per second while playing ({@value #MIN_SPEED} .. {@value #MAX_SPEED}). */
    public DoubleProperty speedProperty() {
        return speed;
    }

    /**
     * Whether each step shows its node on the main board (context preview and marks). The window
     * may turn it off while the stepper is hidden; turning it off gives the board back.
     */
    public BooleanProperty followBoardProperty() {
        return preview.followProperty();
    }

    /** The stepper underneath (for tests and the integrator), null before a recording. */
    public TraceStepper stepper() {
        return replay.stepper();
    }
}
