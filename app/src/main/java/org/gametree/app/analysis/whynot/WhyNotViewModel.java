package org.gametree.app.analysis.whynot;

import java.util.ArrayList;
import java.util.List;

import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.gametree.app.analysis.AlgorithmCatalog;
import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.BoardMark;
import org.gametree.app.analysis.EvaluationChoice;
import org.gametree.app.analysis.MoveNotation;
import org.gametree.app.analysis.live.LiveSearchViewModel;
import org.gametree.app.analysis.score.ScoreSides;
import org.gametree.app.task.SnapshotPump;
import org.gametree.xiangqi.Move;

/**
 * The "why not?" panel's state: the moves on offer, the search settings, and after a question the
 * best line and the user's line with their scores and the verdict in words. Asking cancels the
 * previous question; a new game position drops the answer (it belongs to the old position). The
 * answer draws the user's move ({@link BoardMark.Kind#SEARCHED}), the reply that refutes it
 * ({@link BoardMark.Kind#REFUTATION}) and the best move ({@link BoardMark.Kind#BEST}) on the board,
 * and takes them away again only if no other view has drawn its own meanwhile. FX thread.
 */
public final class WhyNotViewModel {

    /** Xiangqi's default depth: deep enough to see a piece hang, quick with the {@code best} preset. */
    public static final int DEFAULT_DEPTH = 6;
    /** Gomoku's default depth: the classic search with threats sees fours and four-threes at 4. */
    public static final int DEFAULT_GOMOKU_DEPTH = 4;
    /** The deepest the spinner offers: a restricted search costs as much as a full one. */
    public static final int MAX_DEPTH = 20;

    /** One entry of the list: a move and its name in the current notation. */
    public record Candidate(int move, String name) {
        @Override
        public String toString() {
            return name;
        }
    }

    private final AnalysisContext context;
    private final ObservableList<Candidate> candidates = FXCollections.observableArrayList();
    private final StringProperty algorithm = new SimpleStringProperty(this, "algorithm");
    private final StringProperty evaluation = new SimpleStringProperty(this, "evaluation");
    private final ObservableList<String> evaluations = FXCollections.observableArrayList();
    private final IntegerProperty depth = new SimpleIntegerProperty(this, "depth", DEFAULT_DEPTH);
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "");
    private final ReadOnlyStringWrapper verdictText = new ReadOnlyStringWrapper(this, "verdictText", "");
    private final ReadOnlyObjectWrapper<WhyNotOutcome> outcome = new ReadOnlyObjectWrapper<>(this, "outcome");
    private final ReadOnlyObjectWrapper<Verdict> verdict = new ReadOnlyObjectWrapper<>(this, "verdict");
    private final ReadOnlyStringWrapper bestScore = new ReadOnlyStringWrapper(this, "bestScore", "");
    private final ReadOnlyStringWrapper chosenScore = new ReadOnlyStringWrapper(this, "chosenScore", "");
    private final ReadOnlyStringWrapper chosenTitle = new ReadOnlyStringWrapper(this, "chosenTitle", "");
    private final ObservableList<String> bestNames = FXCollections.observableArrayList();
    private final ObservableList<String> chosenNames = FXCollections.observableArrayList();

    private AnalysisPosition.Game game;
    /** The position the shown answer belongs to. */
    private AnalysisPosition answeredRoot;
    private WhyNotSearch task;
    private SnapshotPump<WhyNotProgress> pump;
    private int generation;
    private String askedName = "";
    /** What the status says while idle: a hint, or why the last question could not be asked. */
    private String idleKey = "whynot.idle";
    private Object[] idleArgs = new Object[0];
    private List<BoardMark> ownMarks;
    private AnalysisPosition shownPreview;

    public WhyNotViewModel(AnalysisContext context) {
        this.context = context;
        context.positionProperty().addListener((o, before, now) -> positionChanged(now));
        context.notationProperty().addListener((o, before, now) -> refreshTexts());
        context.scorePerspectiveProperty().addListener((o, before, now) -> refreshTexts());
        context.l10n().languageProperty().addListener((o, before, now) -> refreshTexts());
        positionChanged(context.getPosition());
    }

    // ---------------------------------------------------------------- asking

    /** Asks why not {@code move} in the game's current position (the list's move, a dragged piece). */
    public void ask(int move) {
        AnalysisPosition root = context.getPosition();
        abandon();
        clearAnswer();
        if (root.isGameOver()) {
            idle("whynot.none");
            return;
        }
        if (!root.isLegal(move)) {
            idle("whynot.illegal", illegalName(root, move));
            return;
        }
        askedName = root.moveName(move, context.notationProperty().get());
        int asked = generation;
        SnapshotPump<WhyNotProgress> progressPump = new SnapshotPump<>(p -> progress(asked, p));
        WhyNotSearch search;
        try {
            search = new WhyNotSearch(root, move, algorithm.get(), evaluation.get(), depth.get(), progressPump::publish);
        } catch (IllegalArgumentException e) {
            idle("whynot.failed", e.getMessage());
            return;
        }
        task = search;
        pump = progressPump;
        running.set(true);
        status.set(context.l10n().get("whynot.progress.best", 0, depth.get(), askedName));
        progressPump.start();
        context.tasks().run(search, answer -> finished(asked, progressPump, root, answer),
                error -> failed(asked, progressPump, error));
    }

    /** Stops the question being searched; what was found so far is still shown. */
    public void cancel() {
        if (task != null) {
            task.cancel();
        }
    }

    private void progress(int asked, WhyNotProgress p) {
        if (asked != generation || !running.get()) {
            return;
        }
        status.set(context.l10n().get(p.phase() == 1 ? "whynot.progress.best" : "whynot.progress.chosen",
                p.depth(), depth.get(), askedName));
    }

    private void finished(int asked, SnapshotPump<WhyNotProgress> progressPump, AnalysisPosition root,
                          WhyNotOutcome answer) {
        progressPump.stop();
        if (asked != generation) {
            return; // a question the position change or a newer question abandoned
        }
        task = null;
        pump = null;
        running.set(false);
        if (answer.best().depth() < 1 || !answer.isBest() && answer.chosen().depth() < 1) {
            // stopped before both lines had a completed iteration: half an answer would mislead
            idle("whynot.stoppedEarly", askedName);
            return;
        }
        answeredRoot = root.copy();
        verdict.set(VerdictBuilder.of(answeredRoot, answer));
        outcome.set(answer);
        status.set("");
        refreshAnswer();
        drawMarks(answer);
    }

    private void failed(int asked, SnapshotPump<WhyNotProgress> progressPump, Throwable error) {
        progressPump.stop();
        if (asked != generation) {
            return;
        }
        task = null;
        pump = null;
        running.set(false);
        idle("whynot.failed", error.getMessage() == null ? error.getClass().getSimpleName() : error.getMessage());
    }

    private void idle(String key, Object... args) {
        idleKey = key;
        idleArgs = args;
        status.set(context.l10n().get(key, args));
    }

    /** A name for a move that is not legal: the notation needs a legal move, coordinates do not. */
    private static String illegalName(AnalysisPosition root, int move) {
        if (root.game() == AnalysisPosition.Game.GOMOKU) {
            return root.moveName(move, MoveNotation.COORDINATE);
        }
        return Move.toCoordinate(move);
    }

    // ---------------------------------------------------------------- position and texts

    /** Stops the question being searched and forgets it: its answer, when it comes, is ignored. */
    private void abandon() {
        generation++;
        cancel();
        if (pump != null) {
            pump.stop();
        }
        task = null;
        pump = null;
        running.set(false);
    }

    private void positionChanged(AnalysisPosition now) {
        abandon(); // a running answer is for the old position
        clearAnswer();
        if (now.game() != game) {
            game = now.game();
            algorithm.set(LiveSearchViewModel.defaultAlgorithm(game));
            depth.set(game == AnalysisPosition.Game.GOMOKU ? DEFAULT_GOMOKU_DEPTH : DEFAULT_DEPTH);
        }
        EvaluationChoice.offer(now.evaluations(), evaluations, evaluation);
        idleKey = now.isGameOver() ? "whynot.none" : "whynot.idle";
        idleArgs = new Object[0];
        refreshTexts();
    }

    private void clearAnswer() {
        clearPreview();
        clearMarks();
        outcome.set(null);
        verdict.set(null);
        answeredRoot = null;
    }

    /** Re-words everything after a change of language, notation or score perspective. */
    private void refreshTexts() {
        MoveNotation notation = context.notationProperty().get();
        AnalysisPosition position = context.getPosition();
        List<Candidate> offered = new ArrayList<>();
        for (int move : WhyNotCandidates.of(position)) {
            offered.add(new Candidate(move, position.moveName(move, notation)));
        }
        candidates.setAll(offered);
        refreshAnswer();
    }

    /** The answer's lines, scores and verdict in the current language, notation and perspective. */
    private void refreshAnswer() {
        MoveNotation notation = context.notationProperty().get();
        WhyNotOutcome answer = outcome.get();
        if (answer == null) {
            if (!running.get()) {
                status.set(context.l10n().get(idleKey, idleArgs));
            }
            bestNames.clear();
            chosenNames.clear();
            bestScore.set("");
            chosenScore.set("");
            chosenTitle.set(context.l10n().get("whynot.chosen.title", ""));
            verdictText.set("");
            return;
        }
        ScoreSides sides = ScoreSides.of(answeredRoot.game());
        int side = answeredRoot.sideToMove();
        bestNames.setAll(answeredRoot.lineNames(answer.best().pv(), notation, context.l10n().get("whynot.pass")));
        chosenNames.setAll(answeredRoot.lineNames(answer.chosen().pv(), notation, context.l10n().get("whynot.pass")));
        bestScore.set(context.scores().value(answer.best().value(), side, sides));
        chosenScore.set(context.scores().value(answer.chosen().value(), side, sides));
        chosenTitle.set(context.l10n().get("whynot.chosen.title", answeredRoot.moveName(answer.move(), notation)));
        verdictText.set(VerdictText.of(context.l10n(), context.scores(), notation, answeredRoot, answer, verdict.get()));
    }

    // ---------------------------------------------------------------- board

    private void drawMarks(WhyNotOutcome answer) {
        List<BoardMark> marks = new ArrayList<>();
        int[] line = answer.chosen().pv();
        marks.add(mark(answer.move(), BoardMark.Kind.SEARCHED));
        if (line.length > 1 && line[1] != AnalysisPosition.PASS) {
            marks.add(mark(line[1], BoardMark.Kind.REFUTATION));
        }
        if (!answer.isBest() && answer.best().move() != 0) {
            marks.add(mark(answer.best().move(), BoardMark.Kind.BEST));
        }
        ownMarks = List.copyOf(marks);
        context.marksProperty().set(ownMarks);
    }

    private BoardMark mark(int move, BoardMark.Kind kind) {
        if (game == AnalysisPosition.Game.GOMOKU) {
            return BoardMark.point(move, kind);
        }
        return new BoardMark(Move.from(move), Move.to(move), kind);
    }

    private void clearMarks() {
        if (ownMarks != null && context.marksProperty().get() == ownMarks) {
            context.marksProperty().set(List.of());
        }
        ownMarks = null;
    }

    /**
     * Shows on the board the position after move {@code index} of the best line ({@code chosen}
     * false) or of the user's line (true); an index outside the line does nothing.
     */
    public void previewLine(boolean chosen, int index) {
        WhyNotOutcome answer = outcome.get();
        if (answer == null) {
            return;
        }
        int[] line = chosen ? answer.chosen().pv() : answer.best().pv();
        List<String> names = chosen ? chosenNames : bestNames;
        if (index < 0 || index >= line.length) {
            return;
        }
        AnalysisPosition position = answeredRoot.copy();
        for (int i = 0; i <= index; i++) {
            position.play(line[i]);
        }
        shownPreview = position;
        String title = chosen ? chosenTitle.get() : context.l10n().get("whynot.best.title");
        context.showPreview(position, context.l10n().get("whynot.preview", title, index + 1,
                index < names.size() ? names.get(index) : ""));
    }

    /** Back to the game's position, unless another view has put its own preview up meanwhile. */
    public void clearPreview() {
        if (shownPreview != null && context.previewProperty().get() == shownPreview) {
            context.showPreview(null, null);
        }
        shownPreview = null;
    }

    // ---------------------------------------------------------------- properties

    public AnalysisContext context() {
        return context;
    }

    public ObservableList<Candidate> candidates() {
        return candidates;
    }

    public List<String> algorithms() {
        return AlgorithmCatalog.names();
    }

    public StringProperty algorithmProperty() {
        return algorithm;
    }

    public StringProperty evaluationProperty() {
        return evaluation;
    }

    public ObservableList<String> evaluations() {
        return evaluations;
    }

    public IntegerProperty depthProperty() {
        return depth;
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** Progress while searching, a hint or a problem while idle, empty once answered. */
    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty verdictTextProperty() {
        return verdictText.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<WhyNotOutcome> outcomeProperty() {
        return outcome.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Verdict> verdictProperty() {
        return verdict.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty bestScoreProperty() {
        return bestScore.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty chosenScoreProperty() {
        return chosenScore.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty chosenTitleProperty() {
        return chosenTitle.getReadOnlyProperty();
    }

    public ObservableList<String> bestNames() {
        return bestNames;
    }

    public ObservableList<String> chosenNames() {
        return chosenNames;
    }
}
