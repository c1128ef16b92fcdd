package org.gametree.app.analysis;

import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;

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
    private final ObjectProperty<int[]> highlight = new SimpleObjectProperty<>(this, "highlight");
    private final ObjectProperty<MoveNotation> notation = new SimpleObjectProperty<>(this, "notation", MoveNotation.CHINESE);
    private final Localization l10n;
    private final TaskRunner tasks;

    public AnalysisContext(Localization l10n, TaskRunner tasks, AnalysisPosition initial) {
        this.l10n = l10n;
        this.tasks = tasks;
        position.set(initial);
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

    /** Board points (engine square/point indices) to highlight; null or empty for none. */
    public ObjectProperty<int[]> highlightProperty() {
        return highlight;
    }

    public ObjectProperty<MoveNotation> notationProperty() {
        return notation;
    }

    public Localization l10n() {
        return l10n;
    }

    public TaskRunner tasks() {
        return tasks;
    }
}
