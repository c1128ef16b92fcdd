package org.gametree.app.analysis.live;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.LongProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleLongProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.EvaluationChoice;
import org.gametree.app.analysis.MoveNotation;
import org.gametree.app.analysis.chart.FigureFormat;
import org.gametree.app.analysis.score.ScoreSides;
import org.gametree.app.task.SnapshotPump;
import org.gametree.core.search.IterationReport;
import org.gametree.core.search.Presets;
import org.gametree.core.search.SearchListener;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.Statistics;

/**
 * The live search panel without its controls: the engine settings, start and stop, and every
 * figure the panel shows as a property, filled from {@link LiveSnapshot}s that a
 * {@link SnapshotPump} hands over at most 20 times a second. FX thread only.
 *
 * <p>Each search belongs to a generation; snapshots and results of an older generation (a search
 * stopped because the position changed) are dropped, so they never overwrite the panel.
 */
public final class LiveSearchViewModel {

    /** What the panel is doing. */
    /** {@code TREE_FULL}: stopped because the search's tree reached its node cap (MCTS, SSS*, DUAL*). */
    public enum State { IDLE, SEARCHING, ENGINE_THINKING, DONE, STOPPED, FAILED, TREE_FULL }

    /** The algorithm the panel starts with for Xiangqi; Gomoku's engine is {@link #DEFAULT_GOMOKU_ALGORITHM}. */
    public static final String DEFAULT_ALGORITHM = "best";
    /** Gomoku's engine: the classic search (its modern search is still to come). */
    public static final String DEFAULT_GOMOKU_ALGORITHM = "classic";
    public static final int DEFAULT_DEPTH = 8;

    /** The most search threads the panel offers: the machine's processors. */
    public static final int MAX_THREADS = Math.max(1, Math.min(org.gametree.core.search.SearchConfig.MAX_THREADS,
            Runtime.getRuntime().availableProcessors()));

    /** The algorithm the panel offers first for a game. */
    public static String defaultAlgorithm(AnalysisPosition.Game game) {
        return game == AnalysisPosition.Game.GOMOKU ? DEFAULT_GOMOKU_ALGORITHM : DEFAULT_ALGORITHM;
    }

    private final AnalysisContext context;

    // settings
    private final StringProperty algorithm = new SimpleStringProperty(this, "algorithm", DEFAULT_ALGORITHM);
    private final StringProperty evaluation = new SimpleStringProperty(this, "evaluation");
    private final IntegerProperty depth = new SimpleIntegerProperty(this, "depth", DEFAULT_DEPTH);
    private final LongProperty timeLimitMillis = new SimpleLongProperty(this, "timeLimitMillis", 0);
    private final BooleanProperty infinite = new SimpleBooleanProperty(this, "infinite", false);
    private final IntegerProperty threads = new SimpleIntegerProperty(this, "threads", 1);
    private final IntegerProperty multiPv = new SimpleIntegerProperty(this, "multiPv", 1);
    private final ObservableList<String> algorithms = FXCollections.observableArrayList();
    private final ObservableList<String> evaluations = FXCollections.observableArrayList();

    // figures
    private final ReadOnlyObjectWrapper<State> state = new ReadOnlyObjectWrapper<>(this, "state", State.IDLE);
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running");
    private final ReadOnlyObjectWrapper<LiveSnapshot> snapshot =
            new ReadOnlyObjectWrapper<>(this, "snapshot", LiveSnapshot.EMPTY);
    private final ReadOnlyIntegerWrapper searchedDepth = new ReadOnlyIntegerWrapper(this, "searchedDepth");
    private final ReadOnlyIntegerWrapper selectiveDepth = new ReadOnlyIntegerWrapper(this, "selectiveDepth");
    private final ReadOnlyIntegerWrapper score = new ReadOnlyIntegerWrapper(this, "score");
    private final ReadOnlyBooleanWrapper hasScore = new ReadOnlyBooleanWrapper(this, "hasScore");
    private final ReadOnlyLongWrapper nodes = new ReadOnlyLongWrapper(this, "nodes");
    private final ReadOnlyLongWrapper leaves = new ReadOnlyLongWrapper(this, "leaves");
    private final ReadOnlyLongWrapper nodesPerSecond = new ReadOnlyLongWrapper(this, "nodesPerSecond");
    private final ReadOnlyObjectWrapper<Statistics> statistics =
            new ReadOnlyObjectWrapper<>(this, "statistics", Statistics.ZERO);
    private final ReadOnlyDoubleWrapper tableHitRate = new ReadOnlyDoubleWrapper(this, "tableHitRate", -1);
    private final ReadOnlyDoubleWrapper firstMoveCutoffRate = new ReadOnlyDoubleWrapper(this, "firstMoveCutoffRate", -1);
    private final ReadOnlyDoubleWrapper branchingFactor = new ReadOnlyDoubleWrapper(this, "branchingFactor");
    private final ReadOnlyLongWrapper elapsedMillis = new ReadOnlyLongWrapper(this, "elapsedMillis");
    private final ReadOnlyIntegerWrapper tableFill = new ReadOnlyIntegerWrapper(this, "tableFill", -1);
    private final ReadOnlyBooleanWrapper proofSearch = new ReadOnlyBooleanWrapper(this, "proofSearch");
    private final ReadOnlyIntegerWrapper proofNumber = new ReadOnlyIntegerWrapper(this, "proofNumber", -1);
    private final ReadOnlyIntegerWrapper disproofNumber = new ReadOnlyIntegerWrapper(this, "disproofNumber", -1);
    private final ReadOnlyObjectWrapper<int[]> pv = new ReadOnlyObjectWrapper<>(this, "pv", new int[0]);
    private final ObservableList<String> pvNames = FXCollections.observableArrayList();
    private final ObservableList<IterationRow> iterations = FXCollections.observableArrayList();
    private final ObservableList<LineRow> lines = FXCollections.observableArrayList();
    private final ObservableList<LineRow> linesView = FXCollections.unmodifiableObservableList(lines);
    /** The lines last shown, to rebuild the rows only when the search's lines changed. */
    private List<org.gametree.core.search.PvLine> shownLines = List.of();
    private final ReadOnlyBooleanWrapper singleLineOnly = new ReadOnlyBooleanWrapper(this, "singleLineOnly");
    /** Plays a move in the game as if made on the board; null while the panel is not in a window. */
    private java.util.function.IntPredicate movePlayer;
    private final StringBinding scoreText;
    private final StringProperty errorDetail = new SimpleStringProperty(this, "errorDetail");
    private final ReadOnlyStringWrapper errorMessage = new ReadOnlyStringWrapper(this, "errorMessage");
    /** The game's position as last seen (which game the default algorithm belongs to). */
    private AnalysisPosition lastGamePosition;
    /** The preview this panel put on the board (to take down only its own). */
    private AnalysisPosition shownPreview;
    // Read-only views made once: an unmodifiable wrapper listens to its list weakly, so a wrapper
    // made per call could be collected while a view still listens to it.
    private final ObservableList<String> algorithmsView = FXCollections.unmodifiableObservableList(algorithms);
    private final ObservableList<String> evaluationsView = FXCollections.unmodifiableObservableList(evaluations);
    private final ObservableList<String> pvNamesView = FXCollections.unmodifiableObservableList(pvNames);
    private final ObservableList<IterationRow> iterationsView = FXCollections.unmodifiableObservableList(iterations);

    /** The position the shown figures belong to (a private copy); null before the first search. */
    private final ReadOnlyObjectWrapper<AnalysisPosition> searchRoot = new ReadOnlyObjectWrapper<>(this, "searchRoot");
    private final BooleanBinding figuresElsewhere;
    private LiveSearch task;
    private SnapshotPump<LiveSnapshot> pump;
    private int generation;
    /** Whether the figures shown are a game engine's, watched through {@link #watchEngine}. */
    private boolean engineFigures;
    /** An engine's finished figures survive the one position change its own move makes. */
    private boolean keepOnNextMove;

    public LiveSearchViewModel(AnalysisContext context) {
        this.context = context;
        // the proof-number threat searches last (Gomoku only: on Xiangqi they say so)
        algorithms.addAll(org.gametree.app.analysis.AlgorithmCatalog.recordableNames());
        if (context.getPosition() != null) {
            algorithm.set(defaultAlgorithm(context.getPosition().game()));
        }
        refreshEvaluations(context.getPosition());
        scoreText = Bindings.createStringBinding(this::scoreText, score, hasScore, proofNumber, disproofNumber,
                searchRoot, context.l10n().languageProperty(), context.scorePerspectiveProperty());
        // Figures belong to their position: say so once the board shows another one.
        figuresElsewhere = Bindings.createBooleanBinding(() -> searchRoot.get() != null && context.getPosition() != null
                        && !searchRoot.get().text().equals(context.getPosition().text()),
                searchRoot, context.positionProperty());
        errorMessage.bind(Bindings.createStringBinding(
                () -> errorDetail.get() == null ? "" : context.l10n().get("live.error", errorDetail.get()),
                errorDetail, context.l10n().languageProperty()));
        lastGamePosition = context.getPosition();
        context.positionProperty().addListener((o, before, now) -> positionChanged(now));
        context.notationProperty().addListener((o, before, now) -> renameLines());
        context.scorePerspectiveProperty().addListener((o, before, now) -> renameLines());
        context.l10n().languageProperty().addListener((o, before, now) -> renameLines());
    }

    // ---------------------------------------------------------------- commands

    /** Starts analysing the context's position with the settings; ignored while a search runs. */
    public void start() {
        if (running.get()) {
            return;
        }
        abandonSearch(); // an engine being watched, or the figures it left
        errorDetail.set(null);
        LiveLimits limits;
        LiveSearch search;
        int searchGeneration = generation;
        SnapshotPump<LiveSnapshot> newPump = pumpFor(searchGeneration);
        AnalysisPosition root = context.getPosition().copy();
        try {
            limits = new LiveLimits(depth.get(), timeLimitMillis.get(), infinite.get(), 0, multiPv.get());
            search = new LiveSearch(root, algorithm.get(), evaluation.get(), limits, threads.get(), newPump::publish);
        } catch (org.gametree.app.analysis.ProofRecording.NotGomoku e) {
            errorDetail.set(context.l10n().get("live.error.proofNeedsGomoku", algorithm.get()));
            state.set(State.FAILED);
            return;
        } catch (IllegalArgumentException e) {
            fail(e);
            return;
        }
        clearFigures();
        searchRoot.set(root);
        task = search;
        pump = newPump;
        running.set(true);
        state.set(State.SEARCHING);
        newPump.start();
        context.tasks().run(search,
                last -> finished(searchGeneration, newPump, last),
                error -> failed(searchGeneration, newPump, error));
    }

    /**
     * Shows a game engine's thinking on {@code root} (copied): the returned listener goes onto
     * the engine's search and runs on its thread. The figures follow the search like the panel's
     * own until {@link #engineAnswered}. A running analysis of the panel's own is stopped first.
     */
    public SearchListener watchEngine(AnalysisPosition root) {
        abandonSearch();
        SnapshotPump<LiveSnapshot> enginePump = pumpFor(generation);
        errorDetail.set(null);
        clearFigures();
        searchRoot.set(root.copy());
        pump = enginePump;
        engineFigures = true;
        state.set(State.ENGINE_THINKING);
        enginePump.start();
        return new LiveWatcher(enginePump::publish);
    }

    /**
     * The watched engine has answered: its last figures stay on show, also after its move is
     * played (the PV still previews from the position it searched).
     */
    public void engineAnswered(boolean stopped) {
        if (!engineFigures) {
            return;
        }
        pump.stop();
        pump = null;
        engineFigures = false;
        keepOnNextMove = true;
        state.set(stopped ? State.STOPPED : State.DONE);
    }

    /**
     * Drops the search the panel shows or follows, its own or an engine's: stopped, and its late
     * snapshots ignored (a new generation).
     */
    private void abandonSearch() {
        if (task != null) {
            task.cancel();
        }
        if (pump != null) {
            pump.stop();
        }
        generation++;
        task = null;
        pump = null;
        running.set(false);
        engineFigures = false;
        keepOnNextMove = false;
    }

    /** A pump showing snapshots only while {@code searchGeneration} is the panel's current one. */
    private SnapshotPump<LiveSnapshot> pumpFor(int searchGeneration) {
        return new SnapshotPump<>(s -> {
            if (searchGeneration == generation) {
                apply(s);
            }
        });
    }

    /** Asks the running search to stop; its last snapshot arrives shortly after. */
    public void stop() {
        if (task != null) {
            task.cancel();
        }
    }

    /** Starts when idle, stops when searching (one key for both). */
    public void toggle() {
        if (running.get()) {
            stop();
        } else {
            start();
        }
    }

    /**
     * Shows on the board the position after the PV up to and including move {@code index}
     * (through the context's preview); an index outside the PV does nothing.
     */
    public void previewPv(int index) {
        previewLine(pv.get(), index);
    }

    /** The same for any line from the searched position (a MultiPV line). */
    public void previewLine(int[] line, int index) {
        AnalysisPosition root = searchRoot.get();
        if (root == null || index < 0 || index >= line.length) {
            return;
        }
        AnalysisPosition position = root.copy();
        for (int i = 0; i <= index; i++) {
            position.play(line[i]);
        }
        shownPreview = position;
        List<String> named = names(java.util.Arrays.copyOf(line, index + 1));
        String move = named.size() > index ? named.get(index) : "";
        context.showPreview(position, context.l10n().get("live.preview.pv", index + 1, move));
    }

    /**
     * Plays {@code line} up to and including move {@code index} in the game, as if made on the
     * board, when the game is still at the position it was searched on; false (and nothing
     * played) otherwise, or when the game refuses a move (the engine's turn).
     */
    public boolean playLine(int[] line, int index) {
        AnalysisPosition root = searchRoot.get();
        AnalysisPosition game = context.getPosition();
        if (movePlayer == null || root == null || game == null || index < 0 || index >= line.length
                || !root.text().equals(game.text())) {
            return false;
        }
        clearPreview();
        for (int i = 0; i <= index; i++) {
            if (!movePlayer.test(line[i])) {
                return false;
            }
        }
        return true;
    }

    /** Plays the principal variation up to and including move {@code index} ({@link #playLine}). */
    public boolean playPv(int index) {
        return playLine(pv.get(), index);
    }

    /** Whether the game is at the position the figures were searched on (a line can be played). */
    public boolean canPlayLines() {
        AnalysisPosition root = searchRoot.get();
        return movePlayer != null && root != null && context.getPosition() != null
                && root.text().equals(context.getPosition().text());
    }

    /** How the window plays a move in the game ({@code GameSession::playMove}). */
    public void setMovePlayer(java.util.function.IntPredicate player) {
        this.movePlayer = player;
    }

    /** Shows on the board the position the figures were searched on (when the board has moved on). */
    public void showSearchedPosition() {
        AnalysisPosition root = searchRoot.get();
        if (root != null) {
            shownPreview = root.copy();
            context.showPreview(shownPreview, context.l10n().get("live.preview.root"));
        }
    }

    /** Back to the game's position, unless another view has put its own preview up meanwhile. */
    public void clearPreview() {
        if (shownPreview != null && context.previewProperty().get() == shownPreview) {
            context.showPreview(null, null);
        }
        shownPreview = null;
    }

    // ---------------------------------------------------------------- search outcome

    private void finished(int searchGeneration, SnapshotPump<LiveSnapshot> searchPump, LiveSnapshot last) {
        searchPump.stop();
        if (searchGeneration != generation) {
            return; // a search the position change already abandoned
        }
        apply(last);
        task = null;
        pump = null;
        running.set(false);
        state.set(last.treeCapped() ? State.TREE_FULL : last.stopped() ? State.STOPPED : State.DONE);
    }

    private void failed(int searchGeneration, SnapshotPump<LiveSnapshot> searchPump, Throwable error) {
        searchPump.stop();
        if (searchGeneration != generation) {
            return;
        }
        task = null;
        pump = null;
        running.set(false);
        fail(error);
    }

    private void fail(Throwable error) {
        String detail = error.getMessage() == null || error.getMessage().isBlank()
                ? error.getClass().getSimpleName() : error.getMessage();
        errorDetail.set(detail);
        state.set(State.FAILED);
    }

    /** Shows a snapshot (the pump calls this on the FX thread). */
    void apply(LiveSnapshot s) {
        snapshot.set(s);
        statistics.set(s.statistics());
        searchedDepth.set(s.depth());
        selectiveDepth.set(s.selectiveDepth());
        score.set(s.score());
        hasScore.set(s.hasScore());
        nodes.set(s.nodes());
        leaves.set(s.leaves());
        nodesPerSecond.set(s.nodesPerSecond());
        tableHitRate.set(s.tableHitRate());
        firstMoveCutoffRate.set(s.firstMoveCutoffRate());
        branchingFactor.set(s.branchingFactor());
        elapsedMillis.set(s.elapsedMillis());
        tableFill.set(s.tableFill());
        proofSearch.set(s.isProofSearch());
        proofNumber.set(s.proofNumber());
        disproofNumber.set(s.disproofNumber());
        if (!Arrays.equals(pv.get(), s.pv())) {
            pv.set(s.pv());
            pvNames.setAll(names(s.pv()));
        }
        if (!s.lines().equals(shownLines)) {
            shownLines = s.lines();
            lines.setAll(lineRows(shownLines));
        }
        singleLineOnly.set(onlyOneLine(s));
        int shown = iterations.size();
        if (s.iterations().size() > shown && shown > 0) {
            // a deeper iteration finished: append it, leaving the rows already drawn alone
            iterations.addAll(rows(s.iterations().subList(shown, s.iterations().size())));
        } else if (s.iterations().size() != shown) {
            iterations.setAll(rows(s.iterations()));
        }
    }

    /**
     * Figures belong to their position. Another game clears them (and drops the search). A move
     * in the same game keeps them, labelled ({@link #figuresElsewhereProperty()}) with "Show its
     * position"; a search still running on the old position is stopped, and an engine is no
     * longer followed.
     */
    private void positionChanged(AnalysisPosition now) {
        refreshEvaluations(now);
        AnalysisPosition before = lastGamePosition;
        if (now != null && !running.get() && (before == null || before.game() != now.game())
                && algorithm.get().equals(defaultAlgorithm(before == null ? AnalysisPosition.Game.XIANGQI : before.game()))) {
            algorithm.set(defaultAlgorithm(now.game())); // the other game's engine, unless the user chose another search
        }
        lastGamePosition = now;
        if (keepOnNextMove) {
            keepOnNextMove = false; // the engine's own move: its figures stay
            return;
        }
        AnalysisPosition root = searchRoot.get();
        if (root != null && now != null && now.game() == root.game()) {
            if (running.get()) {
                stop(); // its last snapshot still arrives: state STOPPED
            } else if (engineFigures) {
                abandonSearch();
                state.set(State.STOPPED);
            }
            return;
        }
        abandonSearch(); // its figures would describe another game
        clearPreview();
        clearFigures();
        searchRoot.set(null);
        errorDetail.set(null);
        state.set(State.IDLE);
    }

    private void refreshEvaluations(AnalysisPosition position) {
        if (position == null) {
            return;
        }
        EvaluationChoice.offer(position.evaluations(), evaluations, evaluation);
    }

    private void clearFigures() {
        apply(LiveSnapshot.EMPTY);
        pv.set(new int[0]);
        pvNames.clear();
        iterations.clear();
        shownLines = List.of();
        lines.clear();
    }

    private void renameLines() {
        pvNames.setAll(names(pv.get()));
        LiveSnapshot shown = snapshot.get();
        iterations.setAll(rows(shown.iterations()));
        lines.setAll(lineRows(shownLines));
    }

    /** The MultiPV lines as rows: rank, score as the setting shows it, depth, moves named. */
    private List<LineRow> lineRows(List<org.gametree.core.search.PvLine> searched) {
        List<LineRow> rows = new ArrayList<>(searched.size());
        for (org.gametree.core.search.PvLine line : searched) {
            int[] moves = line.pv().length == 0 ? new int[] {line.move()} : line.pv();
            rows.add(new LineRow(rows.size() + 1, line.value(), formatScore(line.value()), line.depth(), moves,
                    names(moves)));
        }
        return rows;
    }

    /**
     * Whether more lines were asked for than the search gives: algorithms that build their own
     * tree (MCTS, SSS*, DUAL*) and the proof-number searches search one line only.
     */
    private boolean onlyOneLine(LiveSnapshot s) {
        AnalysisPosition root = searchRoot.get();
        return s.hasScore() && !engineFigures && multiPv.get() > 1 && s.lines().size() <= 1 && root != null
                && root.legalMoves().length > 1;
    }

    private List<String> names(int[] line) {
        if (searchRoot.get() == null || line.length == 0) {
            return List.of();
        }
        MoveNotation notation = context.notationProperty().get();
        try {
            return searchRoot.get().lineNames(line, notation == null ? MoveNotation.COORDINATE : notation);
        } catch (RuntimeException e) {
            // A line the rules reject (it should not happen) is shown as nothing, not as a crash.
            return List.of();
        }
    }

    private List<IterationRow> rows(List<IterationReport> reports) {
        List<IterationRow> rows = new ArrayList<>(reports.size());
        for (IterationReport report : reports) {
            rows.add(new IterationRow(report.depth(), report.value(), report.statistics().totalNodes(),
                    report.statistics().millis(), report.branchingFactor(), String.join(" ", names(report.pv()))));
        }
        return rows;
    }

    /**
     * A root value of the searched position as shown: through the one score formatter, from the
     * side the setting names (the search gives it from the side to move at its root).
     */
    public String formatScore(int value) {
        AnalysisPosition root = searchRoot.get() != null ? searchRoot.get() : context.getPosition();
        return context.scores().value(value, root.sideToMove(), ScoreSides.of(root.game()));
    }

    /** The sides of the game the figures belong to (for the score legend). */
    public ScoreSides sides() {
        AnalysisPosition root = searchRoot.get() != null ? searchRoot.get() : context.getPosition();
        return ScoreSides.of(root == null ? AnalysisPosition.Game.XIANGQI : root.game());
    }

    /** The position the figures were searched on (a copy); null while there are none. */
    public ReadOnlyObjectProperty<AnalysisPosition> searchRootProperty() {
        return searchRoot.getReadOnlyProperty();
    }

    /** True while figures are shown that belong to another position than the board's. */
    public BooleanBinding figuresElsewhereProperty() {
        return figuresElsewhere;
    }

    /** "Xiangqi, after 12 moves": the position the figures belong to; empty without one. */
    public String searchedPositionText() {
        AnalysisPosition root = searchRoot.get();
        if (root == null) {
            return "";
        }
        String game = context.l10n().get(root.game() == AnalysisPosition.Game.XIANGQI ? "live.game.xiangqi" : "live.game.gomoku");
        return context.l10n().get("live.figures.position", game, root.ply());
    }

    // ---------------------------------------------------------------- properties

    public AnalysisContext context() {
        return context;
    }

    public StringProperty algorithmProperty() {
        return algorithm;
    }

    public StringProperty evaluationProperty() {
        return evaluation;
    }

    /** Depth limit, 1..{@link SearchLimits#MAX_DEPTH} (ignored when infinite). */
    public IntegerProperty depthProperty() {
        return depth;
    }

    /** Time limit in milliseconds, 0 for none (ignored when infinite). */
    public LongProperty timeLimitMillisProperty() {
        return timeLimitMillis;
    }

    /** Analyse until stopped. */
    public BooleanProperty infiniteProperty() {
        return infinite;
    }

    /**
     * Search threads, 1..{@link #MAX_THREADS} (Lazy SMP where the algorithm has it; the
     * configuration's {@code threads}). The nodes shown are every thread's.
     */
    public IntegerProperty threadsProperty() {
        return threads;
    }

    /** How many best root moves to search, each with its own line: 1..{@link LiveLimits#MAX_LINES}. */
    public IntegerProperty multiPvProperty() {
        return multiPv;
    }

    /** The MultiPV lines of the figures, best first (one line with MultiPV 1). */
    public ObservableList<LineRow> lines() {
        return linesView;
    }

    /** True when more lines were asked for than the algorithm searches (it gives one). */
    public ReadOnlyBooleanProperty singleLineOnlyProperty() {
        return singleLineOnly.getReadOnlyProperty();
    }

    /** How full the transposition table is, in permille; -1 when unknown (no table, or an engine watched). */
    public ReadOnlyIntegerProperty tableFillProperty() {
        return tableFill.getReadOnlyProperty();
    }

    /**
     * The score figure: the value of the last iteration; for a proof-number search the win (a
     * mate distance) once proven, "no win" once disproven, nothing before.
     */
    private String scoreText() {
        if (proofNumber.get() >= 0) {
            return proofNumber.get() == 0 ? formatScore(score.get())
                    : disproofNumber.get() == 0 ? context.l10n().get("live.proof.noWin") : FigureFormat.NONE;
        }
        return hasScore.get() ? formatScore(score.get()) : FigureFormat.NONE;
    }

    /** Whether the figures are a proof-number search's (proof and disproof numbers shown). */
    public ReadOnlyBooleanProperty proofSearchProperty() {
        return proofSearch.getReadOnlyProperty();
    }

    /** A proof-number search's root proof number (0: proven); -1 for other searches. */
    public ReadOnlyIntegerProperty proofNumberProperty() {
        return proofNumber.getReadOnlyProperty();
    }

    /** A proof-number search's root disproof number (0: disproven); -1 for other searches. */
    public ReadOnlyIntegerProperty disproofNumberProperty() {
        return disproofNumber.getReadOnlyProperty();
    }

    /** Presets first, then the plain algorithms, then the proof-number searches. */
    public ObservableList<String> algorithms() {
        return algorithmsView;
    }

    /** The evaluations of the current position's game, the default first. */
    public ObservableList<String> evaluations() {
        return evaluationsView;
    }

    public ReadOnlyObjectProperty<State> stateProperty() {
        return state.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    public boolean isRunning() {
        return running.get();
    }

    /** The latest snapshot shown. */
    public ReadOnlyObjectProperty<LiveSnapshot> snapshotProperty() {
        return snapshot.getReadOnlyProperty();
    }

    /** The iteration being searched (the last completed one once done). */
    public ReadOnlyIntegerProperty searchedDepthProperty() {
        return searchedDepth.getReadOnlyProperty();
    }

    public ReadOnlyIntegerProperty selectiveDepthProperty() {
        return selectiveDepth.getReadOnlyProperty();
    }

    /** Root value of the last completed iteration, side to move's view; see {@link #hasScoreProperty}. */
    public ReadOnlyIntegerProperty scoreProperty() {
        return score.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty hasScoreProperty() {
        return hasScore.getReadOnlyProperty();
    }

    /** The score as shown: "+35", "Mate in 3", or a dash before the first iteration. */
    public StringBinding scoreTextProperty() {
        return scoreText;
    }

    /** The searcher's own counters as last sampled (the search's totals once it ended). */
    public ReadOnlyObjectProperty<Statistics> statisticsProperty() {
        return statistics.getReadOnlyProperty();
    }

    public ReadOnlyLongProperty nodesProperty() {
        return nodes.getReadOnlyProperty();
    }

    public ReadOnlyLongProperty leavesProperty() {
        return leaves.getReadOnlyProperty();
    }

    public ReadOnlyLongProperty nodesPerSecondProperty() {
        return nodesPerSecond.getReadOnlyProperty();
    }

    /** Negative when nothing was probed. */
    public ReadOnlyDoubleProperty tableHitRateProperty() {
        return tableHitRate.getReadOnlyProperty();
    }

    /** Negative when there was no cutoff. */
    public ReadOnlyDoubleProperty firstMoveCutoffRateProperty() {
        return firstMoveCutoffRate.getReadOnlyProperty();
    }

    /** 0 before the first completed iteration. */
    public ReadOnlyDoubleProperty branchingFactorProperty() {
        return branchingFactor.getReadOnlyProperty();
    }

    public ReadOnlyLongProperty elapsedMillisProperty() {
        return elapsedMillis.getReadOnlyProperty();
    }

    /** The principal variation's moves (engine ints), from the searched position. */
    public ReadOnlyObjectProperty<int[]> pvProperty() {
        return pv.getReadOnlyProperty();
    }

    /** The principal variation in the context's notation. */
    public ObservableList<String> pvNames() {
        return pvNamesView;
    }

    /** The completed iterations, shallowest first. */
    public ObservableList<IterationRow> iterations() {
        return iterationsView;
    }

    /** Why the last search failed, in the current language; empty when it did not. */
    public ReadOnlyStringProperty errorMessageProperty() {
        return errorMessage.getReadOnlyProperty();
    }
}
