package org.gametree.app.analysis.review;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.collections.ListChangeListener;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.AnalysisPosition.Game;
import org.gametree.app.analysis.live.LiveSearchViewModel;
import org.gametree.app.game.MoveListViewModel;
import org.gametree.app.game.MoveListViewModel.MoveAnnotation;
import org.gametree.app.task.SnapshotPump;

/**
 * The review of the game in the move list: runs {@link GameReviewTask} over every position,
 * keeps its {@link ReviewResult} as snapshots arrive, and marks the judged moves in the move
 * list. A review belongs to its game: when the move list shows another game (other moves, or
 * another start), a running pass stops and the result is dropped. FX thread only.
 */
public final class ReviewViewModel {

    /** Xiangqi's default depth: quick with the {@code best} preset, deep enough to see tactics. */
    public static final int DEFAULT_DEPTH = 6;
    /** Gomoku's default depth: its searches branch wider. */
    public static final int DEFAULT_GOMOKU_DEPTH = 4;

    private final AnalysisContext context;
    private final MoveListViewModel moveList;
    private final IntegerProperty depth = new SimpleIntegerProperty(this, "depth", DEFAULT_DEPTH);
    private final IntegerProperty millis = new SimpleIntegerProperty(this, "millis", 0);
    /** Whose side the graph and the export take scores from (0 = first player). */
    private final IntegerProperty side = new SimpleIntegerProperty(this, "side", 0);
    private final BooleanProperty winProbability = new SimpleBooleanProperty(this, "winProbability", false);
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running");
    private final ReadOnlyObjectWrapper<ReviewResult> result = new ReadOnlyObjectWrapper<>(this, "result");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error", "");
    /** The game whose default depth the depth setting started from. */
    private Game depthGame = Game.XIANGQI;
    private GameReviewTask task;

    public ReviewViewModel(AnalysisContext context, MoveListViewModel moveList) {
        this.context = context;
        this.moveList = moveList;
        moveList.rows().addListener((ListChangeListener<MoveListViewModel.MoveRow>) c -> gameMaybeChanged());
        context.positionProperty().addListener((o, before, now) -> defaultDepthFor(now));
        defaultDepthFor(context.getPosition());
    }

    public IntegerProperty depthProperty() {
        return depth;
    }

    /** Time per position in milliseconds, 0 for none. */
    public IntegerProperty millisProperty() {
        return millis;
    }

    public IntegerProperty sideProperty() {
        return side;
    }

    public BooleanProperty winProbabilityProperty() {
        return winProbability;
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** The review of the game shown so far, or null (none run, or the game changed). */
    public ReadOnlyObjectProperty<ReviewResult> resultProperty() {
        return result.getReadOnlyProperty();
    }

    /** Why the last pass failed, or "". */
    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }

    public AnalysisContext context() {
        return context;
    }

    public MoveListViewModel moveList() {
        return moveList;
    }

    /** The ply the board shows (0 = the start). */
    public int currentPly() {
        return moveList.getCurrentPly();
    }

    /** Shows the game after {@code ply} moves (a click on the graph). */
    public void goTo(int ply) {
        moveList.requestGoTo(ply);
    }

    /** Starts the pass over the game in the move list (nothing while one runs). */
    public void start() {
        AnalysisPosition start = moveList.startPosition();
        if (running.get() || start == null) {
            return;
        }
        int[] moves = moveList.moves();
        ReviewSearch search = new ReviewSearch(LiveSearchViewModel.defaultAlgorithm(start.game()),
                start.evaluations().get(0), depth.get(), millis.get());
        error.set("");
        result.set(new ReviewResult(start, moves, search, List.of()));
        moveList.annotations().clear();
        SnapshotPump<ReviewSnapshot> pump = new SnapshotPump<>(snapshot -> show(start, moves, search, snapshot));
        GameReviewTask pass = new GameReviewTask(start, moves, search, pump::publish);
        task = pass;
        running.set(true);
        pump.start();
        context.tasks().run(pass, done -> {
            pump.stop();
            finished(pass);
            show(start, moves, search, done);
        }, failure -> {
            pump.stop();
            finished(pass);
            error.set(String.valueOf(failure.getMessage()));
        });
    }

    /** Stops the pass; the positions scored so far stay. */
    public void cancel() {
        if (task != null) {
            task.cancel();
        }
    }

    private void finished(GameReviewTask pass) {
        if (task == pass) {
            task = null;
            running.set(false);
        }
    }

    /** A snapshot of the pass, unless the game it reviews is no longer shown. */
    private void show(AnalysisPosition start, int[] moves, ReviewSearch search, ReviewSnapshot snapshot) {
        ReviewResult now = result.get();
        if (now == null || !Arrays.equals(now.moves(), moves) || !now.start().text().equals(start.text())) {
            return;
        }
        ReviewResult updated = new ReviewResult(start, moves, search, snapshot.scores());
        result.set(updated);
        Map<Integer, MoveAnnotation> marks = new HashMap<>();
        for (MoveAssessment move : updated.assessments()) {
            if (move.judgement() != MoveJudgement.GOOD) {
                marks.put(move.ply(), new MoveAnnotation(move.judgement().symbol(), move.judgement().styleClass()));
            }
        }
        moveList.annotations().keySet().retainAll(marks.keySet());
        moveList.annotations().putAll(marks);
    }

    /** Another game in the move list: the review (and a pass under way) was of the old one. */
    private void gameMaybeChanged() {
        ReviewResult now = result.get();
        AnalysisPosition start = moveList.startPosition();
        if (now == null || start != null && Arrays.equals(now.moves(), moveList.moves())
                && now.start().text().equals(start.text())) {
            return;
        }
        cancel();
        result.set(null);
    }

    /** The default depth follows the game shown, unless the user changed it. */
    private void defaultDepthFor(AnalysisPosition position) {
        if (position == null || position.game() == depthGame) {
            return;
        }
        int before = depthGame == Game.GOMOKU ? DEFAULT_GOMOKU_DEPTH : DEFAULT_DEPTH;
        depthGame = position.game();
        if (depth.get() == before) {
            depth.set(position.game() == Game.GOMOKU ? DEFAULT_GOMOKU_DEPTH : DEFAULT_DEPTH);
        }
    }
}
