package org.gametree.app.analysis;

import java.util.List;

import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

import org.gametree.app.analysis.score.ScoreFormat;
import org.gametree.app.analysis.score.ScorePerspective;
import org.gametree.app.i18n.Localization;
import org.gametree.app.task.TaskRunner;

/**
 * What the analysis views (live search, tree explorer, stepper, evaluation, compare) share
 * with the window: the position of the game being shown, a way to show another position on
 * the board (a tree node, a PV move hovered), points to highlight, the move notation, the
 * language and the background task runner. FX thread only.
 */
public final class AnalysisContext {

    private final ReadOnlyObjectWrapper<AnalysisPosition> position = new ReadOnlyObjectWrapper<>(this, "position");
    private final ObjectProperty<AnalysisPosition> preview = new SimpleObjectProperty<>(this, "preview");
    private final StringProperty previewLabel =
            new SimpleStringProperty(this, "previewLabel", "");
    private final ObjectProperty<List<BoardMark>> marks =
            new SimpleObjectProperty<>(this, "marks", List.of());
    private final ObjectProperty<HeatMap> heat = new SimpleObjectProperty<>(this, "heat", HeatMap.EMPTY);
    private final javafx.beans.property.BooleanProperty analysisArrows =
            new javafx.beans.property.SimpleBooleanProperty(this, "analysisArrows", true);
    private final ObjectProperty<int[]> highlight = new SimpleObjectProperty<>(this, "highlight");
    private final ObjectProperty<MoveNotation> notation = new SimpleObjectProperty<>(this, "notation", MoveNotation.CHINESE);
    private final ObjectProperty<ScorePerspective> scorePerspective =
            new SimpleObjectProperty<>(this, "scorePerspective", ScorePerspective.SIDE_TO_MOVE);
    private final Localization l10n;
    private final TaskRunner tasks;
    private final ScoreFormat scores;
    private org.gametree.app.engines.EngineRegistry engines;

    public AnalysisContext(Localization l10n, TaskRunner tasks, AnalysisPosition initial) {
        this.l10n = l10n;
        this.tasks = tasks;
        this.scores = new ScoreFormat(l10n, scorePerspective);
        position.set(initial);
        preview.addListener((obs, old, now) -> {
            if (now == null) {
                previewLabel.set("");
            }
        });
    }

    /**
     * The game's current position: a copy, replaced (never mutated) whenever the game moves.
     * Views copy it again before searching or stepping.
     */
    public ReadOnlyObjectProperty<AnalysisPosition> positionProperty() {
        return position.getReadOnlyProperty();
    }

    public AnalysisPosition getPosition() {
        return position.get();
    }

    /** The window calls this when the game's position changes (a copy is stored). */
    public void setPosition(AnalysisPosition value) {
        position.set(value.copy());
    }

    /** A position to show on the board instead of the game's; null shows the game again. */
    public ObjectProperty<AnalysisPosition> previewProperty() {
        return preview;
    }

    /**
     * Shows {@code value} on the board instead of the game's position, described by {@code label}
     * (e.g. "node 1.2.3", "PV move 3: 马8进7") for the banner over the board; null shows the game.
     */
    public void showPreview(AnalysisPosition value, String label) {
        previewLabel.set(value == null || label == null ? "" : label);
        preview.set(value);
    }

    /** What the previewed position is ("" while the game is shown or no one said). */
    public StringProperty previewLabelProperty() {
        return previewLabel;
    }

    /**
     * Moves drawn on the board as arrows (Xiangqi) or marked points (Gomoku): the move being
     * searched and the refuting move in the stepper and the tree explorer, the best lines of an
     * analysis. Never null; an empty list draws nothing.
     */
    public ObjectProperty<List<BoardMark>> marksProperty() {
        return marks;
    }

    /** Gomoku candidate points coloured by score (the live panel's lines); never null. */
    public ObjectProperty<HeatMap> heatProperty() {
        return heat;
    }

    /** Whether the live panel draws its lines on the board (View → Analysis arrows). */
    public javafx.beans.property.BooleanProperty analysisArrowsProperty() {
        return analysisArrows;
    }

    /** Board points (engine square/point indices) to highlight; null or empty for none. */
    public ObjectProperty<int[]> highlightProperty() {
        return highlight;
    }

    public ObjectProperty<MoveNotation> notationProperty() {
        return notation;
    }

    /** Whose side every panel shows scores from (View → Scores from). */
    public ObjectProperty<ScorePerspective> scorePerspectiveProperty() {
        return scorePerspective;
    }

    /** The one formatter of scores and windows, following {@link #scorePerspectiveProperty()}. */
    public ScoreFormat scores() {
        return scores;
    }

    public Localization l10n() {
        return l10n;
    }

    public TaskRunner tasks() {
        return tasks;
    }

    /**
     * The user's external engines (the window's settings), or null for a view built on its own
     * (tests), which then offers only our engines.
     */
    public org.gametree.app.engines.EngineRegistry engines() {
        return engines;
    }

    /** The window hands over the user's engines before it builds its views. */
    public void setEngines(org.gametree.app.engines.EngineRegistry registry) {
        this.engines = registry;
    }
}
