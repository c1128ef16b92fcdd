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
            EvalBreakdown explained = now.copy().explain(name);
            error.set(null);
            breakdown.set(Breakdown.of(now.game(), now.sideToMove(), explained));
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

    /** "Score for Red to move" in the current language (empty without a breakdown). */
    public String scoreCaption() {
        Breakdown now = breakdown.get();
        return now == null ? "" : context.l10n().get("evaluation.total", names.side(now.game(), now.sideToMove()));
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
