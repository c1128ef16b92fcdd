package org.gametree.app.analysis.evaluation;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.EvalBreakdown;
import org.gametree.app.analysis.EvaluationChoice;
import org.gametree.app.analysis.MoveNotation;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.app.analysis.score.ScoreFormat;
import org.gametree.app.analysis.score.ScorePerspective;
import org.gametree.app.analysis.score.ScoreSides;
import org.gametree.xiangqi.notation.Notation;

/**
 * The evaluation breakdown's state: which position (by default the one the board shows — the
 * context's preview when there is one, else the game's), which evaluation, and its breakdown
 * grouped by term and side. Hovering a line highlights its points on the board. FX thread only;
 * explaining a static evaluation is quick, so it runs here, on a copy of the position.
 */
public final class EvaluationViewModel {

    private final AnalysisContext context;
    private final TermNames names;
    private final ObjectProperty<AnalysisPosition> position = new SimpleObjectProperty<>(this, "position");
    private final BooleanProperty followContext = new SimpleBooleanProperty(this, "followContext", true);
    private final ObservableList<String> evaluations = FXCollections.observableArrayList();
    private final StringProperty evaluation = new SimpleStringProperty(this, "evaluation");
    private final ReadOnlyObjectWrapper<Breakdown> breakdown = new ReadOnlyObjectWrapper<>(this, "breakdown");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error");
    /** A copy of the position the breakdown explains, to name its pieces and points. */
    private AnalysisPosition explained;

    public EvaluationViewModel(AnalysisContext context) {
        this.context = context;
        this.names = new TermNames(context.l10n());
        context.positionProperty().addListener((obs, old, now) -> follow());
        context.previewProperty().addListener((obs, old, now) -> follow());
        followContext.addListener((obs, old, now) -> follow());
        position.addListener((obs, old, now) -> positionChanged());
        evaluation.addListener((obs, old, now) -> explain());
        follow();
    }

    /** While following, the position is the board's: the preview if set, else the game's. */
    private void follow() {
        if (followContext.get()) {
            AnalysisPosition preview = context.previewProperty().get();
            position.set(preview != null ? preview : context.getPosition());
        }
    }

    private void positionChanged() {
        AnalysisPosition now = position.get();
        if (now == null) {
            breakdown.set(null);
            return;
        }
        if (!EvaluationChoice.offer(now.evaluations(), evaluations, evaluation)) {
            explain(); // a new choice explains through its listener
        }
    }

    private void explain() {
        AnalysisPosition now = position.get();
        String name = evaluation.get();
        if (now == null || name == null) {
            breakdown.set(null);
            return;
        }
        try {
            AnalysisPosition copy = now.copy();
            EvalBreakdown result = copy.explain(name);
            error.set(null);
            explained = copy;
            breakdown.set(Breakdown.of(now.game(), now.sideToMove(), result));
        } catch (RuntimeException e) { // an engine error is shown in place, the window stays
            breakdown.set(null);
            error.set(context.l10n().get("evaluation.error", String.valueOf(e.getMessage())));
        }
    }

    /**
     * The position explained. It follows the board while {@link #followContextProperty()} is true;
     * {@link #showPosition} sets one explicitly (a tree node) and stops following.
     */
    public ReadOnlyObjectProperty<AnalysisPosition> positionProperty() {
        return position;
    }

    /** Explains {@code explicit} (e.g. a search-tree node) instead of the board's position. */
    public void showPosition(AnalysisPosition explicit) {
        followContext.set(false);
        position.set(explicit);
    }

    /** Whether the position follows the board (the default); setting it true returns to the board. */
    public BooleanProperty followContextProperty() {
        return followContext;
    }

    /** The evaluations of the position's game, the default first. */
    public ObservableList<String> evaluations() {
        return evaluations;
    }

    public StringProperty evaluationProperty() {
        return evaluation;
    }

    /** The grouped breakdown (null when there is no position or the engine failed). */
    public ReadOnlyObjectProperty<Breakdown> breakdownProperty() {
        return breakdown.getReadOnlyProperty();
    }

    /** What went wrong explaining, or null. */
    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }

    /** The localized words of the table. */
    public TermNames names() {
        return names;
    }

    /**
     * Which position is evaluated, in the current language: "the game's position", "the
     * preview: node 1.2.3" (the board shows another position), or one chosen in an analysis
     * view; it follows the language, the preview and {@link #followContextProperty()}.
     */
    public StringBinding positionCaption() {
        var l10n = context.l10n();
        return Bindings.createStringBinding(() -> {
            if (!followContext.get()) {
                return l10n.get("evaluation.position.chosen");
            }
            if (context.previewProperty().get() == null) {
                return l10n.get("evaluation.position.game");
            }
            String label = context.previewLabelProperty().get();
            return label == null || label.isBlank() ? l10n.get("evaluation.position.previewGeneric")
                    : l10n.get("evaluation.position.preview", label);
        }, followContext, context.previewProperty(), context.previewLabelProperty(), l10n.languageProperty());
    }

    /** "Score (Red to move)" in the current language (empty without a breakdown). */
    public String scoreCaption() {
        Breakdown now = breakdown.get();
        return now == null ? "" : context.l10n().get("evaluation.total", names.side(now.game(), now.sideToMove()));
    }

    // ---------------------------------------------------------------- one side's view of the numbers

    /** The one score formatter, following the score perspective setting. */
    public ScoreFormat scores() {
        return context.scores();
    }

    /**
     * A line's value as shown: the engine's rows are from the side to move; under "scores from
     * Red (Black stones)" they are turned round when the other side is to move, so one sign means
     * one side everywhere in the view.
     */
    public int shown(BreakdownLine line) {
        Breakdown now = breakdown.get();
        return now == null ? line.value() : scores().shown(line.value(), now.sideToMove());
    }

    /** A line's value written by the score formatter ("+35", "−12", "0"). */
    public String valueText(BreakdownLine line) {
        Breakdown now = breakdown.get();
        if (now == null) {
            return scores().plain(line.value());
        }
        return scores().value(line.value(), now.sideToMove(), ScoreSides.of(now.game()));
    }

    /**
     * The side a line helps (0 first player, 1 second, -1 neither): its colour. Independent of
     * the perspective, so a term good for Black is drawn in Black's colour under either setting.
     */
    public int favours(BreakdownLine line) {
        Breakdown now = breakdown.get();
        if (now == null || line.value() == 0) {
            return -1;
        }
        return line.value() > 0 ? now.sideToMove() : 1 - now.sideToMove();
    }

    /** The side "+" is good for under the setting: the first player, or the side to move. */
    public int plusSide() {
        Breakdown now = breakdown.get();
        if (scores().perspective() == ScorePerspective.FIRST_PLAYER || now == null) {
            return 0;
        }
        return now.sideToMove();
    }

    /** "+ is good for Red; colours: the side a term helps" (or "the side to move (Black)"). */
    public String legend() {
        Breakdown now = breakdown.get();
        if (now == null) {
            return "";
        }
        String side = names.side(now.game(), plusSide());
        return scores().perspective() == ScorePerspective.FIRST_PLAYER
                ? context.l10n().get("evaluation.legend.first", side)
                : context.l10n().get("evaluation.legend.sideToMove", side);
    }

    /** Who the chart's right-hand side is good for: "Red" or "the side to move (Black)". */
    public String rightSide() {
        Breakdown now = breakdown.get();
        if (now == null) {
            return "";
        }
        String side = names.side(now.game(), plusSide());
        return scores().perspective() == ScorePerspective.FIRST_PLAYER
                ? side : context.l10n().get("evaluation.legend.toMove", side);
    }

    /**
     * Whether the book's one-sided threat and guard need saying: the book's Xiangqi evaluation
     * (§6.4) charges an attacked piece little when its side is to move and much when the
     * opponent is, so on a symmetric position these terms are not symmetric.
     */
    public boolean oneSidedTerms() {
        Breakdown now = breakdown.get();
        return now != null && now.game() == AnalysisPosition.Game.XIANGQI
                && "book".equals(now.source().evaluation());
    }

    /** Whether a line is one of the terms {@link #oneSidedTerms} is about. */
    public boolean isOneSided(BreakdownLine line) {
        return oneSidedTerms() && (line.group().equals("threat") || line.group().equals("guard"));
    }

    /**
     * Where a row is, in the board's notation: the piece as the current notation names it (炮二,
     * C2, h2) for Xiangqi; the line and its stones (row 8 · g8 h8 i8) for Gomoku.
     */
    public String where(BreakdownLine line) {
        if (line.kind() != BreakdownLine.Kind.ROW) {
            return "";
        }
        AnalysisPosition position = explained;
        MoveNotation notation = context.notationProperty().get();
        if (position instanceof XiangqiAnalysisPosition xiangqi && line.points().length == 1 && !line.where().isEmpty()) {
            return notation(notation).pieceName(xiangqi.position(), line.points()[0]);
        }
        String where = names.where(line.where(), line.side());
        if (position != null && position.game() == AnalysisPosition.Game.GOMOKU && line.points().length > 0) {
            StringBuilder stones = new StringBuilder(where).append(" \u00b7");
            for (int point : line.points()) {
                stones.append(' ').append(position.moveName(point, notation));
            }
            return stones.toString();
        }
        return where;
    }

    private static Notation notation(MoveNotation notation) {
        if (notation == null) {
            return Notation.CHINESE;
        }
        switch (notation) {
            case WXF: return Notation.WXF;
            case COORDINATE: return Notation.COORDINATE;
            default: return Notation.CHINESE;
        }
    }

    /** Highlights the points of a line (groups: all their rows'). */
    public void hover(BreakdownLine line) {
        context.highlightProperty().set(line == null ? null : line.points().clone());
    }

    /** Clears the highlight when the pointer leaves the lines. */
    public void endHover() {
        context.highlightProperty().set(null);
    }

    AnalysisContext context() {
        return context;
    }
}
