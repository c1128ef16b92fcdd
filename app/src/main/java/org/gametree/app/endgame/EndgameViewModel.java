package org.gametree.app.endgame;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.BoardMark;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.app.analysis.compare.Message;
import org.gametree.app.task.SnapshotPump;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.endgame.EndgameProbe;
import org.gametree.xiangqi.endgame.EndgameStatistics;
import org.gametree.xiangqi.endgame.EndgameTablebases;
import org.gametree.xiangqi.endgame.MaterialSet;
import org.gametree.xiangqi.endgame.Outcome;

/**
 * The Endgame tab's state and commands (FX thread). It follows the game's position: its material
 * set, whether a database exists and is built, and — probed in the background — the value and
 * distance for the side to move and every legal move's, best first. Build builds the missing
 * tables in the background with progress (Cancel stops it); "play the best line" plays the best
 * moves on the board one by one; the statistics list shows every supported set.
 */
public final class EndgameViewModel {

    /** What the tab can say about the position on the board. */
    public enum State {
        /** Gomoku is on the board: the databases are Xiangqi's. */
        GOMOKU,
        /** No database for this material. */
        NO_DATABASE,
        /** A database exists but a file it needs is not built. */
        NOT_BUILT,
        /** The answer is being looked up ("…"). */
        PROBING,
        /** The answer is shown. */
        ANSWERED,
        /** Tables are being built. */
        BUILDING,
        /** The lookup failed (a corrupt file, a position the tables cannot hold): see the status. */
        FAILED
    }

    /**
     * Threads a build uses. One, so the builder reports progress on the task's own thread and a
     * cancel thrown from there ends the build at once; the workbench shares its cores with the
     * searches anyway (the CLI's {@code endgame build --threads N} is there for speed).
     */
    static final int THREADS = 1;

    /** Table files up to this size are counted without being asked (a fraction of a second each). */
    static final long SMALL_FILE = 4L << 20;

    /** Pieces besides the kings in the largest supported set. */
    static final int LARGEST_SET = EndgameTablebases.SUPPORTED.stream()
            .mapToInt(name -> MaterialSet.parse(name).pieceCount()).max().orElse(0);

    private final AnalysisContext context;
    private final EndgameGame game;
    private EndgameTablebases bases;

    private final ReadOnlyObjectWrapper<State> state = new ReadOnlyObjectWrapper<>(this, "state", State.NO_DATABASE);
    private final ReadOnlyStringWrapper directory = new ReadOnlyStringWrapper(this, "directory");
    private final ReadOnlyStringWrapper set = new ReadOnlyStringWrapper(this, "set", "");
    private final ReadOnlyObjectWrapper<EndgameProbe> answer = new ReadOnlyObjectWrapper<>(this, "answer");
    private final ReadOnlyObjectWrapper<Message> summary = new ReadOnlyObjectWrapper<>(this, "summary");
    private final ReadOnlyObjectWrapper<Message> status = new ReadOnlyObjectWrapper<>(this, "status");
    private final ReadOnlyBooleanWrapper statusIsError = new ReadOnlyBooleanWrapper(this, "statusIsError");
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(this, "progress", 0);
    private final ReadOnlyObjectWrapper<Message> progressText = new ReadOnlyObjectWrapper<>(this, "progressText");
    private final ReadOnlyBooleanWrapper building = new ReadOnlyBooleanWrapper(this, "building");
    private final ReadOnlyStringWrapper corruptSet = new ReadOnlyStringWrapper(this, "corruptSet");
    private final ObservableList<MoveRow> moves = FXCollections.observableArrayList();
    private final ObservableList<SetRow> sets = FXCollections.observableArrayList();
    private final BestLinePlayer bestLine;

    /** The position the shown answer (or the pending probe) is about. */
    private Position position;
    /** Sets to build before the position can be answered. */
    private List<String> missing = List.of();
    /** Counts position changes, so a probe answering after the position moved on is dropped. */
    private int generation;
    private BuildTask build;
    /** The position (generation) on which the best line last played a move. */
    private int playedAt = -1;
    /** Whether the tab is on screen: hidden, it neither probes nor draws on the board. */
    private boolean active;
    /** The position changed while the tab was hidden: look again when it shows. */
    private boolean stale = true;
    /** The arrow this tab drew, so it takes away only its own. */
    private List<BoardMark> ownMarks;

    public EndgameViewModel(AnalysisContext context, EndgameGame game) {
        this(context, game, new EndgameTablebases(EndgameTablebases.defaultDirectory()));
    }

    public EndgameViewModel(AnalysisContext context, EndgameGame game, EndgameTablebases bases) {
        this.context = context;
        this.game = game;
        this.bases = bases;
        directory.set(bases.directory().toString());
        for (String name : EndgameTablebases.SUPPORTED) {
            sets.add(new SetRow(name));
        }
        bestLine = new BestLinePlayer(new BestLinePlayer.Steps() {
            @Override
            public int next() {
                return nextBestMove();
            }

            @Override
            public void play(int move) {
                playedAt = generation;
                game.play(move);
            }
        });
        context.positionProperty().addListener((obs, old, now) -> refresh());
        context.notationProperty().addListener((obs, old, now) -> showMoves());
        refreshBuilt();
    }

    public AnalysisContext context() {
        return context;
    }

    /**
     * Uses the tables of another directory (tests: a temporary one; the default is the user's
     * cache directory or {@value EndgameTablebases#DIRECTORY_PROPERTY}). Ignored during a build.
     */
    public void useDirectory(Path directory) {
        if (build != null) {
            return;
        }
        bases = new EndgameTablebases(directory);
        this.directory.set(directory.toString());
        for (SetRow row : sets) {
            row.statisticsProperty().set(null);
        }
        refreshBuilt();
        refresh();
        countSmallSets();
    }

    /** The directory the tables are read from and built into. */
    public ReadOnlyStringProperty directoryProperty() {
        return directory.getReadOnlyProperty();
    }

    // ------------------------------------------------------------------ properties

    public ReadOnlyObjectProperty<State> stateProperty() {
        return state.getReadOnlyProperty();
    }

    /** The material set of the position ("" for Gomoku). */
    public ReadOnlyStringProperty setProperty() {
        return set.getReadOnlyProperty();
    }

    /** The answer for the position on the board, or null. */
    public ReadOnlyObjectProperty<EndgameProbe> answerProperty() {
        return answer.getReadOnlyProperty();
    }

    /** The value in words ("Red wins in 23 plies (mate in 12)"), or what stands in its place. */
    public ReadOnlyObjectProperty<Message> summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    /** The last thing worth telling: a build done or cancelled, an error. */
    public ReadOnlyObjectProperty<Message> statusProperty() {
        return status.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty statusIsErrorProperty() {
        return statusIsError.getReadOnlyProperty();
    }

    /** 0..1 while building. */
    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    /** "Building KHKA: solving 45 %". */
    public ReadOnlyObjectProperty<Message> progressTextProperty() {
        return progressText.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty buildingProperty() {
        return building.getReadOnlyProperty();
    }

    /** The set whose file was found corrupt (Rebuild builds it anew), or null. */
    public ReadOnlyStringProperty corruptSetProperty() {
        return corruptSet.getReadOnlyProperty();
    }

    /** Every legal move with its value and distance, best first. */
    public ObservableList<MoveRow> moves() {
        return moves;
    }

    /** Every supported set, small to large. */
    public ObservableList<SetRow> sets() {
        return sets;
    }

    public ReadOnlyBooleanProperty playingProperty() {
        return bestLine.playingProperty();
    }

    /** Milliseconds between the moves of the best line (0.6 s; tests shorten it). */
    public IntegerProperty stepMillisProperty() {
        return bestLine.stepMillisProperty();
    }

    // ------------------------------------------------------------------ the position

    /**
     * The view says whether the tab is shown. A hidden tab does no work for positions nobody
     * looks at, and leaves the board's arrows to the tab on screen.
     */
    public void setActive(boolean value) {
        if (active == value) {
            return;
        }
        active = value;
        if (!active) {
            bestLine.stop();
            clearMarks();
        } else if (stale) {
            refresh();
        } else {
            markBestMove();
        }
        countSmallSets();
    }

    /** Looks at the game's position again: its set, and its answer probed in the background. */
    private void refresh() {
        generation++;
        if (!active) {
            stale = true;
            return;
        }
        stale = false;
        answer.set(null);
        moves.clear();
        clearMarks(); // the old best move's arrow belongs to the old position
        AnalysisPosition shown = context.getPosition();
        if (!(shown instanceof XiangqiAnalysisPosition xiangqi)) {
            bestLine.stop();
            position = null;
            set.set("");
            show(State.GOMOKU, new Message("endgame.summary.gomoku"));
            return;
        }
        position = xiangqi.position().copy();
        MaterialSet material = EndgameTablebases.setOf(position);
        set.set(material.pieceCount() > LARGEST_SET ? "" : material.name());
        if (!material.isTriviallyDrawn() && !EndgameTablebases.isSupported(material)) {
            bestLine.stop();
            // a middlegame's set name is a wall of letters: past the largest set, count the pieces
            show(State.NO_DATABASE, material.pieceCount() > LARGEST_SET
                    ? new Message("endgame.summary.tooMany", material.pieceCount() + 2, LARGEST_SET + 2)
                    : new Message("endgame.summary.noDatabase", material.name()));
            return;
        }
        if (build != null) {
            show(State.BUILDING, new Message("endgame.summary.waiting"));
            return; // asked again when the build ends
        }
        probe();
    }

    private void probe() {
        int asked = generation;
        show(State.PROBING, new Message("endgame.summary.probing"));
        context.tasks().run(new ProbeTask(bases, position), report -> {
            if (asked == generation) {
                answered(report);
            }
        }, error -> {
            if (asked == generation) {
                failed(error);
            }
        });
    }

    private void answered(PositionReport report) {
        if (report.probe() == null) {
            missing = report.missing();
            bestLine.stop();
            show(State.NOT_BUILT, new Message("endgame.summary.notBuilt", report.set(), String.join(" ", missing)));
            return;
        }
        missing = List.of();
        EndgameProbe probe = report.probe();
        answer.set(probe);
        showMoves();
        show(State.ANSWERED, EndgameText.summary(probe, position.sideToMove()));
        markBestMove();
    }

    /** The best move's arrow on the board. */
    private void markBestMove() {
        EndgameProbe probe = answer.get();
        if (probe != null && !probe.moves().isEmpty()) {
            int best = probe.moves().get(0).move();
            ownMarks = List.of(new BoardMark(Move.from(best), Move.to(best), BoardMark.Kind.BEST));
            context.marksProperty().set(ownMarks);
        }
    }

    private void clearMarks() {
        if (ownMarks != null && context.marksProperty().get() == ownMarks) {
            context.marksProperty().set(List.of());
        }
        ownMarks = null;
    }

    private void failed(Throwable error) {
        bestLine.stop();
        show(State.FAILED, new Message("endgame.summary.failed"));
        report(error);
    }

    private void show(State now, Message text) {
        summary.set(text);
        state.set(now);
    }

    /** The moves of the answer, named in the notation chosen. */
    private void showMoves() {
        EndgameProbe probe = answer.get();
        if (probe == null || position == null) {
            moves.clear();
            return;
        }
        XiangqiAnalysisPosition named = new XiangqiAnalysisPosition(position);
        List<MoveRow> rows = new ArrayList<>();
        for (EndgameProbe.MoveResult result : probe.moves()) {
            rows.add(new MoveRow(result.move(), named.moveName(result.move(), context.notationProperty().get()),
                    result.outcome(), result.distance()));
        }
        moves.setAll(rows);
    }

    // ------------------------------------------------------------------ moves

    /** Plays a move of the table on the board (click or Enter on its row). */
    public void play(MoveRow row) {
        if (row != null && state.get() == State.ANSWERED) {
            bestLine.stop();
            game.play(row.move());
        }
    }

    /** Whether the best line can be played: a won or lost position with moves, answered. */
    public boolean canPlayBestLine() {
        EndgameProbe probe = answer.get();
        return state.get() == State.ANSWERED && probe != null && probe.outcome() != Outcome.DRAW && !probe.moves().isEmpty();
    }

    /** Plays the best moves of both sides one by one until mate; again to stop. */
    public void playBestLine() {
        if (bestLine.playingProperty().get()) {
            bestLine.stop();
        } else if (canPlayBestLine()) {
            bestLine.start();
        }
    }

    public void stopBestLine() {
        bestLine.stop();
    }

    private int nextBestMove() {
        if (playedAt == generation) {
            return BestLinePlayer.END; // the last move was refused (an engine's turn): the position never changed
        }
        State now = state.get();
        if (now == State.PROBING) {
            return BestLinePlayer.WAIT;
        }
        EndgameProbe probe = answer.get();
        if (now != State.ANSWERED || probe == null || probe.moves().isEmpty() || probe.outcome() == Outcome.DRAW) {
            return BestLinePlayer.END;
        }
        return probe.moves().get(0).move();
    }

    // ------------------------------------------------------------------ building

    /** Builds what the position needs (Build), or rebuilds a corrupt file (Rebuild). */
    public void build() {
        if (corruptSet.get() != null) {
            start(List.of(corruptSet.get()), true);
        } else if (state.get() == State.NOT_BUILT && !missing.isEmpty()) {
            start(missing, false); // smallest first: the bar counts the sets one by one
        }
    }

    /** Builds one set of the list with the smaller sets it needs that are missing, smallest first. */
    public void build(SetRow row) {
        List<String> order = new ArrayList<>();
        for (MaterialSet needed : ProbeTask.needed(MaterialSet.parse(row.name()))) {
            if (!Files.exists(bases.fileOf(needed))) {
                order.add(needed.name());
            }
        }
        if (!order.isEmpty()) {
            start(order, false);
        }
    }

    /** Builds every supported set not built yet, small to large. */
    public void buildAll() {
        start(EndgameTablebases.SUPPORTED, false);
    }

    /** Stops a build as soon as the builder next reports (a fraction of a second). */
    public void cancel() {
        if (build != null) {
            build.cancel();
        }
    }

    private void start(List<String> names, boolean rebuild) {
        if (build != null) {
            return;
        }
        bestLine.stop();
        corruptSet.set(null);
        BuildTask[] started = new BuildTask[1];
        SnapshotPump<BuildSnapshot> pump = new SnapshotPump<>(snapshot -> {
            if (started[0] == build) {
                progress.set(snapshot.fraction());
                progressText.set(new Message("endgame.progress." + snapshot.phase(), snapshot.set(),
                        snapshot.total() <= 0 ? 100 : snapshot.done() * 100 / snapshot.total(), snapshot.setNumber(),
                        snapshot.sets()));
            }
        });
        started[0] = new BuildTask(bases, names, rebuild, pump::publish);
        build = started[0];
        building.set(true);
        progress.set(0);
        progressText.set(new Message("endgame.progress.starting"));
        say(false, new Message("endgame.status.building", String.join(" ", names.size() > 3
                ? List.of(names.get(0), "…", names.get(names.size() - 1)) : names)));
        if (state.get() == State.NOT_BUILT || state.get() == State.FAILED) {
            show(State.BUILDING, new Message("endgame.summary.waiting"));
        }
        pump.start();
        context.tasks().run(started[0], statistics -> {
            pump.stop();
            built(started[0], statistics);
        }, error -> {
            pump.stop();
            buildFailed(started[0], error);
        });
    }

    private void built(BuildTask task, Map<String, EndgameStatistics> statistics) {
        build = null;
        building.set(false);
        progress.set(task.isCancelled() ? 0 : 1);
        progressText.set(null);
        for (SetRow row : sets) {
            EndgameStatistics counted = statistics.get(row.name());
            if (counted != null) {
                row.statisticsProperty().set(counted);
            }
        }
        refreshBuilt();
        say(false, task.isCancelled() ? new Message("endgame.status.cancelled")
                : new Message("endgame.status.built", statistics.isEmpty() ? "—" : String.join(" ", statistics.keySet())));
        refresh();
        countSmallSets(); // sets the build did not count (built before, or passed over)
    }

    private void buildFailed(BuildTask task, Throwable error) {
        build = null;
        building.set(false);
        progress.set(0);
        progressText.set(null);
        refreshBuilt();
        refresh();
        report(error);
    }

    /** Tells an error in words (see {@link EndgameErrors}); a damaged file's set is offered for Rebuild. */
    private void report(Throwable error) {
        String damaged = EndgameErrors.damagedSet(error, bases);
        if (damaged != null) {
            corruptSet.set(damaged);
        }
        say(true, EndgameErrors.describe(error, bases));
    }

    private void say(boolean error, Message text) {
        statusIsError.set(error);
        status.set(text);
    }

    // ------------------------------------------------------------------ statistics

    /** Which sets have files (a cheap look at the directory; nothing is read). */
    private void refreshBuilt() {
        for (SetRow row : sets) {
            row.builtProperty().set(Files.exists(bases.fileOf(MaterialSet.parse(row.name()))));
        }
    }

    /** Counts a built set's statistics in the background unless they are known (choosing it in the list). */
    public void count(SetRow row) {
        count(row, () -> { });
    }

    /** {@link #count(SetRow)}, then {@code then} once counted. */
    private void count(SetRow row, Runnable then) {
        if (row == null || !row.builtProperty().get() || row.statisticsProperty().get() != null
                || row.countingProperty().get() || build != null) {
            return;
        }
        row.countingProperty().set(true);
        context.tasks().run(new StatisticsTask(bases, row.name()), counted -> {
            row.countingProperty().set(false);
            row.statisticsProperty().set(counted);
            then.run();
        }, error -> {
            row.countingProperty().set(false);
            report(error); // and the chain stops: a damaged file is not read again and again
        });
    }

    /**
     * Counts the small built sets one after another without being asked, so the list shows their
     * longest wins at once; a large one (whose table takes seconds to read and hundreds of
     * megabytes to hold) waits until it is chosen.
     */
    private void countSmallSets() {
        if (!active || build != null) {
            return;
        }
        for (SetRow row : sets) {
            if (row.builtProperty().get() && row.statisticsProperty().get() == null && !row.countingProperty().get()
                    && isSmall(row)) {
                count(row, this::countSmallSets);
                return;
            }
        }
    }

    private boolean isSmall(SetRow row) {
        try {
            return Files.size(bases.fileOf(MaterialSet.parse(row.name()))) <= SMALL_FILE;
        } catch (java.io.IOException e) {
            return false; // gone since the look at the directory: nothing to count
        }
    }

    /** Puts the example of a set's longest win on the board. */
    public void loadLongestWin(SetRow row) {
        EndgameStatistics statistics = row == null ? null : row.statisticsProperty().get();
        if (statistics == null || statistics.longestWinFen() == null) {
            return;
        }
        bestLine.stop();
        game.load(Fen.parse(statistics.longestWinFen()));
    }
}
