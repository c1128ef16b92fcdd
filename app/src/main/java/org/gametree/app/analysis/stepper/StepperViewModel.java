package org.gametree.app.analysis.stepper;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.IntegerProperty;
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
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.util.Duration;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.EvaluationChoice;
import org.gametree.app.analysis.RecordedSearch;
import org.gametree.app.analysis.SearchRecording;
import org.gametree.app.i18n.Localization;
import org.gametree.core.search.Presets;
import org.gametree.core.search.Score;
import org.gametree.core.trace.TraceEvent;
import org.gametree.core.trace.TraceStepper;
import org.gametree.core.tree.TextbookTree;

/**
 * The stepper: records a search (on the game's position, the book's figure 7.4 or a generated
 * textbook tree) and replays it event by event — first, back, next, last, play at a speed, run to
 * the next cutoff, step out of the open node, step over a subtree. Each step updates the
 * explanation sentence, the α-β window, the path, the node to select in the tree explorer, the
 * board preview, and for SSS* and DUAL* the OPEN list, for MCTS the root children, for a textbook
 * tree the marks of its drawing.
 *
 * <p>FX thread only. Recording runs through the context's task runner; stepping is cheap
 * ({@link TraceStepper} answers in O(log n + depth)), so playing is a {@link Timeline} on the
 * FX thread, created at the first {@link #play()}: without it (unit tests) {@link #advance}
 * drives the same stepping.
 */
public final class StepperViewModel {

    /** Which extra table the search's kind calls for. */
    public enum Panel { NONE, OPEN_LIST, MCTS }

    /** Events recorded at most on a game position (about 15 MB); the trace says when it was cut. */
    static final int GAME_CAP = 1_000_000;
    /** Events listed in {@link #recentEvents()}. */
    static final int RECENT = 12;
    /** Timeline ticks per second while playing; each tick applies the events due at the speed. */
    static final int TICKS_PER_SECOND = 30;
    public static final double MIN_SPEED = 1;
    public static final double MAX_SPEED = 500;

    private final AnalysisContext context;
    private final Localization l10n;

    // ---------------------------------------------------------------- record settings
    private final ObjectProperty<StepSource> source = new SimpleObjectProperty<>(this, "source", StepSource.FIGURE_74);
    private final StringProperty algorithm = new SimpleStringProperty(this, "algorithm", "alphabeta");
    private final IntegerProperty depth = new SimpleIntegerProperty(this, "depth", 2);
    private final StringProperty evaluation = new SimpleStringProperty(this, "evaluation");
    private final IntegerProperty branching = new SimpleIntegerProperty(this, "branching", 3);
    private final IntegerProperty treeDepth = new SimpleIntegerProperty(this, "treeDepth", 3);
    private final IntegerProperty minValue = new SimpleIntegerProperty(this, "minValue", 0);
    private final IntegerProperty maxValue = new SimpleIntegerProperty(this, "maxValue", 9);
    private final StringProperty seedText = new SimpleStringProperty(this, "seedText", "1");
    private final BooleanProperty perfectlyOrdered = new SimpleBooleanProperty(this, "perfectlyOrdered");
    private final ReadOnlyStringWrapper inputError = new ReadOnlyStringWrapper(this, "inputError", "");
    private final ObservableList<String> evaluations = FXCollections.observableArrayList();

    // ---------------------------------------------------------------- recording
    private final ReadOnlyBooleanWrapper recording = new ReadOnlyBooleanWrapper(this, "recording");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "");
    private final ReadOnlyBooleanWrapper statusError = new ReadOnlyBooleanWrapper(this, "statusError");
    private final ReadOnlyObjectWrapper<RecordedSearch> recorded = new ReadOnlyObjectWrapper<>(this, "recorded");
    private SearchRecording task;
    private String statusKey;
    private Object[] statusArgs = new Object[0];

    // ---------------------------------------------------------------- replay
    private final ReadOnlyIntegerWrapper position = new ReadOnlyIntegerWrapper(this, "position");
    private final ReadOnlyIntegerWrapper length = new ReadOnlyIntegerWrapper(this, "length");
    private final ReadOnlyIntegerWrapper eventKind = new ReadOnlyIntegerWrapper(this, "eventKind");
    private final ReadOnlyStringWrapper kindName = new ReadOnlyStringWrapper(this, "kindName", "");
    private final ReadOnlyStringWrapper explanation = new ReadOnlyStringWrapper(this, "explanation", "");
    private final ReadOnlyIntegerWrapper alpha = new ReadOnlyIntegerWrapper(this, "alpha", Score.NONE);
    private final ReadOnlyIntegerWrapper beta = new ReadOnlyIntegerWrapper(this, "beta", Score.NONE);
    private final ReadOnlyStringWrapper alphaText = new ReadOnlyStringWrapper(this, "alphaText", "");
    private final ReadOnlyStringWrapper betaText = new ReadOnlyStringWrapper(this, "betaText", "");
    private final ReadOnlyStringWrapper path = new ReadOnlyStringWrapper(this, "path", "");
    private final ReadOnlyIntegerWrapper selectedNode = new ReadOnlyIntegerWrapper(this, "selectedNode", -1);
    private final ReadOnlyObjectWrapper<Panel> panel = new ReadOnlyObjectWrapper<>(this, "panel", Panel.NONE);
    private final ObservableList<OpenEntry> openList = FXCollections.observableArrayList();
    private final ObservableList<MctsChild> mctsChildren = FXCollections.observableArrayList();
    private final ObservableList<String> recentEvents = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper mctsSummary = new ReadOnlyStringWrapper(this, "mctsSummary", "");
    private final ReadOnlyObjectWrapper<TextbookShape> shape = new ReadOnlyObjectWrapper<>(this, "shape");
    private final ReadOnlyObjectWrapper<TreeMarks> marks = new ReadOnlyObjectWrapper<>(this, "marks");
    private final BooleanProperty playing = new SimpleBooleanProperty(this, "playing");
    private final DoubleProperty speed = new SimpleDoubleProperty(this, "speed", 10);
    private final BooleanProperty followBoard = new SimpleBooleanProperty(this, "followBoard", true);

    private TraceStepper stepper;
    private NodeNames names;
    private EventExplainer explainer;
    private BestFirstReplay bestFirst;
    private MctsReplay mcts;
    private TreeMarksBuilder marksBuilder;
    private ValueText values;
    private Timeline timeline;
    private double due;
    private int[] previewPath;
    private boolean previewSet;

    public StepperViewModel(AnalysisContext context) {
        this.context = context;
        this.l10n = context.l10n();
        this.values = new ValueText(l10n);
        updateEvaluations(context.getPosition());
        context.positionProperty().addListener((o, was, now) -> updateEvaluations(now));
        l10n.languageProperty().addListener((o, was, now) -> relabel());
        context.notationProperty().addListener((o, was, now) -> {
            if (recorded.get() != null) {
                names = new NodeNames(recorded.get(), l10n, now);
                rebuildExplainer();
                refresh();
            }
        });
        for (javafx.beans.Observable input : List.of(source, branching, treeDepth, minValue, maxValue, seedText, depth)) {
            input.addListener(o -> inputError.set(checkInput()));
        }
        followBoard.addListener((o, was, now) -> {
            previewPath = null;
            if (now) {
                refresh();
            } else {
                clearPreview();
            }
        });
        playing.addListener((o, was, now) -> {
            if (timeline != null && !now) {
                timeline.stop();
            }
        });
        inputError.set(checkInput());
        relabel();
    }

    // ---------------------------------------------------------------- recording

    /** The algorithms and presets one can record, in {@link org.gametree.app.analysis.AlgorithmCatalog}'s order. */
    public static List<String> algorithmNames() {
        return org.gametree.app.analysis.AlgorithmCatalog.names();
    }

    /** Records a search with the current settings; false (with the reason in {@link #inputErrorProperty()}) if they are wrong. */
    public boolean record() {
        String problem = checkInput();
        inputError.set(problem);
        if (!problem.isEmpty()) {
            return false;
        }
        SearchRecording next;
        try {
            next = newRecording();
        } catch (IllegalArgumentException e) {
            setStatus("stepper.status.failed", true, e.getMessage());
            return false;
        }
        cancelRecording();
        pause();
        task = next;
        recording.set(true);
        setStatus("stepper.status.recording", false, algorithm.get());
        SearchRecording mine = next;
        context.tasks().run(next, result -> {
            if (task == mine) {
                task = null;
                recording.set(false);
                load(result);
            }
        }, error -> {
            if (task == mine) {
                task = null;
                recording.set(false);
                setStatus("stepper.status.failed", true, error.getMessage() == null ? error.toString() : error.getMessage());
            }
        });
        return true;
    }

    private SearchRecording newRecording() {
        String name = algorithm.get();
        switch (source.get()) {
            case FIGURE_74:
                return textbookRecording(TextbookTree.figure74(), name);
            case RANDOM_TREE:
                return textbookRecording(randomSpec().create(), name);
            default: {
                AnalysisPosition root = context.getPosition();
                String eval = evaluation.get() != null && root.evaluations().contains(evaluation.get())
                        ? evaluation.get() : root.evaluations().get(0);
                return new SearchRecording(root, name, depth.get(), eval, GAME_CAP);
            }
        }
    }

    /** A textbook tree is searched to its full height (MCTS: one batch of playouts). */
    private static SearchRecording textbookRecording(TextbookTree tree, String name) {
        boolean mcts = "mcts".equals(name);
        return new SearchRecording(tree, name, mcts ? 1 : new TextbookShape(tree).height());
    }

    /** Stops a recording under way (its partial tree is still loaded when it returns). */
    public void cancelRecording() {
        if (task != null) {
            task.cancel();
        }
    }

    private RandomTreeSpec randomSpec() {
        return new RandomTreeSpec(branching.get(), treeDepth.get(), minValue.get(), maxValue.get(),
                Long.parseLong(seedText.get().trim()), perfectlyOrdered.get());
    }

    /** What is wrong with the settings, "" when they can be recorded. */
    private String checkInput() {
        if (source.get() == StepSource.RANDOM_TREE) {
            String seed = seedText.get() == null ? "" : seedText.get().trim();
            try {
                Long.parseLong(seed);
            } catch (NumberFormatException e) {
                return l10n.get("stepper.error.seed", seed);
            }
            RandomTreeSpec spec = randomSpec();
            String problem = spec.problem();
            return problem == null ? "" : l10n.get(problem, spec.nodeCount(), RandomTreeSpec.MAX_NODES);
        }
        if (source.get() == StepSource.GAME_POSITION && (depth.get() < 1 || depth.get() > 12)) {
            return l10n.get("stepper.error.depth");
        }
        return "";
    }

    /** Replays a recorded search (from this view's record button, or handed over by another view). */
    public void load(RecordedSearch search) {
        pause();
        clearPreview();
        recorded.set(search);
        stepper = new TraceStepper(search.tree());
        names = new NodeNames(search, l10n, context.notationProperty().get());
        String kind = search.tree().trace().algorithm();
        bestFirst = BestFirstReplay.isBestFirst(kind) ? new BestFirstReplay(search.tree().trace(), "dual".equals(kind)) : null;
        mcts = "mcts".equals(kind)
                ? new MctsReplay(search.tree().trace(), Presets.searcherFor(search.algorithm(), 0).config().mctsExploration())
                : null;
        panel.set(bestFirst != null ? Panel.OPEN_LIST : mcts != null ? Panel.MCTS : Panel.NONE);
        if (search.textbook() != null) {
            TextbookShape drawn = new TextbookShape(search.textbook());
            marksBuilder = new TreeMarksBuilder(search, drawn, l10n);
            shape.set(drawn);
        } else {
            marksBuilder = null;
            shape.set(null);
            marks.set(null);
        }
        rebuildExplainer();
        length.set(stepper.length());
        if (search.tree().isTruncated()) {
            setStatus("stepper.status.truncated", true, stepper.length(), search.tree().trace().droppedNodes());
        } else {
            setStatus("stepper.status.recorded", false, search.algorithm(), stepper.length(), search.tree().nodeCount());
        }
        refresh();
    }

    private void rebuildExplainer() {
        RecordedSearch search = recorded.get();
        explainer = new EventExplainer(search, l10n, names, new MoveCounter(search), bestFirst, mcts);
    }

    // ---------------------------------------------------------------- stepping

    public void first() {
        move(() -> stepper.toStart());
    }

    public void back() {
        move(() -> stepper.stepBack());
    }

    public void next() {
        move(() -> stepper.stepForward());
    }

    public void last() {
        move(() -> stepper.toEnd());
    }

    /** Goes to a position (events applied), clamped to 0 .. length. */
    public void seek(int target) {
        move(() -> stepper.seek(target));
    }

    /** Steps over the subtree the next event enters (one step otherwise). */
    public void stepOver() {
        move(() -> stepper.stepOver());
    }

    /** Runs to just after the open node is left ("run to end of this node"). */
    public void stepOut() {
        move(() -> stepper.stepOut());
    }

    /** Runs forward to the next cutoff event and stops on it; false (staying put) if there is none. */
    public boolean runToNextCutoff() {
        if (stepper == null) {
            return false;
        }
        int event = Cutoffs.next(stepper.tree().trace(), stepper.position());
        if (event < 0) {
            setStatus("stepper.status.noMoreCutoffs", false);
            return false;
        }
        move(() -> stepper.seek(event + 1));
        return true;
    }

    private void move(Runnable step) {
        if (stepper == null) {
            return;
        }
        step.run();
        refresh();
    }

    // ---------------------------------------------------------------- playing

    public void togglePlay() {
        if (playing.get()) {
            pause();
        } else {
            play();
        }
    }

    /** Plays from here at {@link #speedProperty()} events per second (from the start if at the end). */
    public void play() {
        if (stepper == null) {
            return;
        }
        if (stepper.atEnd()) {
            stepper.toStart();
            refresh();
        }
        due = 0;
        playing.set(true);
        if (timeline == null) {
            timeline = new Timeline(new KeyFrame(Duration.seconds(1.0 / TICKS_PER_SECOND), e -> advance(1.0 / TICKS_PER_SECOND)));
            timeline.setCycleCount(Timeline.INDEFINITE);
        }
        timeline.play();
    }

    public void pause() {
        playing.set(false);
    }

    /**
     * Applies the events due after {@code seconds} of playing at the current speed (the
     * timeline's tick; tests call it directly). Stops at the end.
     */
    public void advance(double seconds) {
        if (!playing.get() || stepper == null) {
            return;
        }
        due += Math.max(MIN_SPEED, Math.min(MAX_SPEED, speed.get())) * seconds;
        int steps = (int) due;
        due -= steps;
        for (int i = 0; i < steps; i++) {
            if (!stepper.stepForward()) {
                break;
            }
        }
        if (stepper.atEnd()) {
            pause();
        }
        if (steps > 0) {
            refresh();
        }
    }

    /** Stops playing and recording and gives the board back to the game. */
    public void dispose() {
        pause();
        cancelRecording();
        clearPreview();
    }

    // ---------------------------------------------------------------- after each step

    private void refresh() {
        if (stepper == null) {
            position.set(0);
            eventKind.set(0);
            kindName.set("");
            explanation.set(l10n.get("stepper.explain.nothing"));
            return;
        }
        int at = stepper.position();
        if (bestFirst != null) {
            bestFirst.seek(at);
        }
        if (mcts != null) {
            mcts.seek(at);
        }
        position.set(at);
        eventKind.set(stepper.kind());
        kindName.set(explainer.kindName(stepper.kind()));
        explanation.set(explainer.explain(stepper));
        alpha.set(stepper.alpha());
        beta.set(stepper.beta());
        alphaText.set(values.value(stepper.alpha()));
        betaText.set(values.value(stepper.beta()));
        int node = stepper.node();
        selectedNode.set(node >= 0 ? node : stepper.openNode());
        int[] line = currentLine();
        path.set(pathText(line));
        recentEvents.setAll(recent(at));
        if (bestFirst != null) {
            openList.setAll(bestFirst.openList(names));
        }
        if (mcts != null) {
            mctsChildren.setAll(mcts.rootChildren(names));
            mctsSummary.set(l10n.get("stepper.mcts.summary", mcts.rootVisits()));
        }
        if (marksBuilder != null) {
            marks.set(bestFirst != null ? marksBuilder.bestFirst(bestFirst)
                    : mcts != null ? marksBuilder.mcts(mcts) : marksBuilder.depthFirst(stepper));
        }
        showOnBoard(line);
    }

    /** The latest events up to {@code at}, newest first, each with its number. */
    private List<String> recent(int at) {
        List<String> lines = new ArrayList<>(RECENT);
        TraceStepper scratch = new TraceStepper(stepper.tree());
        for (int p = at; p > 0 && p > at - RECENT; p--) {
            scratch.seek(p);
            lines.add(l10n.get("stepper.recent.line", p, explainer.explain(scratch)));
        }
        return lines;
    }

    /** The moves from the root to the node the search is at now. */
    private int[] currentLine() {
        if (bestFirst != null) {
            int node = bestFirst.lastPopped();
            return node >= 0 ? bestFirst.path(node) : new int[0];
        }
        if (mcts != null) {
            int node = mcts.lastNode();
            return node >= 0 && node < mcts.nodeCount() ? mcts.path(node) : new int[0];
        }
        int open = stepper.openNode();
        return open >= 0 ? stepper.tree().path(open) : new int[0];
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

    /** The node's position on the main board, its last move highlighted (game sources only). */
    private void showOnBoard(int[] line) {
        RecordedSearch search = recorded.get();
        if (!followBoard.get() || search.root() == null || Arrays.equals(line, previewPath)) {
            return;
        }
        previewPath = line;
        AnalysisPosition shown = search.root().copy();
        for (int m : line) {
            shown.play(m);
        }
        context.previewProperty().set(shown);
        context.highlightProperty().set(line.length == 0 ? null : pointsOf(shown.game(), line[line.length - 1]));
        previewSet = true;
    }

    /** The board points of a move: Xiangqi from and to ({@code from | to << 8}), a Gomoku point. */
    static int[] pointsOf(AnalysisPosition.Game game, int move) {
        return game == AnalysisPosition.Game.XIANGQI ? new int[] {move & 0xFF, (move >>> 8) & 0xFF} : new int[] {move};
    }

    private void clearPreview() {
        previewPath = null;
        if (previewSet) {
            context.previewProperty().set(null);
            context.highlightProperty().set(null);
            previewSet = false;
        }
    }

    private void updateEvaluations(AnalysisPosition now) {
        EvaluationChoice.offer(now == null ? List.of() : now.evaluations(), evaluations, evaluation);
    }

    private void setStatus(String key, boolean error, Object... args) {
        statusKey = key;
        statusArgs = args;
        statusError.set(error);
        status.set(l10n.get(key, args));
    }

    /** Text made from the language: re-made when it switches. */
    private void relabel() {
        if (statusKey != null) {
            status.set(l10n.get(statusKey, statusArgs));
        } else {
            status.set(l10n.get("stepper.status.ready"));
        }
        inputError.set(checkInput());
        if (recorded.get() != null) {
            names = new NodeNames(recorded.get(), l10n, context.notationProperty().get());
            values = new ValueText(l10n);
            if (marksBuilder != null) {
                marksBuilder = new TreeMarksBuilder(recorded.get(), shape.get(), l10n);
            }
            rebuildExplainer();
        }
        refresh();
    }

    // ---------------------------------------------------------------- properties

    public ObjectProperty<StepSource> sourceProperty() {
        return source;
    }

    /** An algorithm or preset name ({@link #algorithmNames()}). */
    public StringProperty algorithmProperty() {
        return algorithm;
    }

    /** Search depth on a game position (textbook trees are searched to their full height). */
    public IntegerProperty depthProperty() {
        return depth;
    }

    /** The evaluation for a game position (one of {@link #evaluations()}). */
    public StringProperty evaluationProperty() {
        return evaluation;
    }

    /** The evaluations of the game's current position, the default first. */
    public ObservableList<String> evaluations() {
        return evaluations;
    }

    public IntegerProperty branchingProperty() {
        return branching;
    }

    /** Height of a generated tree. */
    public IntegerProperty treeDepthProperty() {
        return treeDepth;
    }

    public IntegerProperty minValueProperty() {
        return minValue;
    }

    public IntegerProperty maxValueProperty() {
        return maxValue;
    }

    /** The generated tree's seed as typed (checked: a whole number). */
    public StringProperty seedTextProperty() {
        return seedText;
    }

    public BooleanProperty perfectlyOrderedProperty() {
        return perfectlyOrdered;
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

    /** The search being replayed, null before the first recording. */
    public ReadOnlyObjectProperty<RecordedSearch> recordedProperty() {
        return recorded.getReadOnlyProperty();
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

    /** That kind in words. */
    public ReadOnlyStringProperty kindNameProperty() {
        return kindName.getReadOnlyProperty();
    }

    /** What the event just applied did, in a sentence of the current language. */
    public ReadOnlyStringProperty explanationProperty() {
        return explanation.getReadOnlyProperty();
    }

    /** α of the open node now, side to move's view; {@link Score#NONE} when no node is open. */
    public ReadOnlyIntegerProperty alphaProperty() {
        return alpha.getReadOnlyProperty();
    }

    /** β of the open node now; {@link Score#NONE} when no node is open. */
    public ReadOnlyIntegerProperty betaProperty() {
        return beta.getReadOnlyProperty();
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

    /** MCTS: the root's children so far, rebuilt from the events up to the current one. */
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
     * Whether each step shows its node on the main board (context preview and highlight). The
     * window may turn it off while the stepper is hidden; turning it off gives the board back.
     */
    public BooleanProperty followBoardProperty() {
        return followBoard;
    }

    /** The stepper underneath (for tests and the integrator), null before a recording. */
    public TraceStepper stepper() {
        return stepper;
    }
}
