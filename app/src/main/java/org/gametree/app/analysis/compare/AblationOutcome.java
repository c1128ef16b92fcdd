package org.gametree.app.analysis.compare;

import java.util.ArrayList;
import java.util.List;

import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.core.report.Ablation;

/**
 * A finished (or cancelled) ablation: the core's {@link Ablation} of one preset on one position,
 * with the table's rows. Immutable.
 */
public final class AblationOutcome {

    private final AnalysisPosition position;
    private final String evaluation;
    private final Ablation ablation;
    private final boolean cancelled;
    private final List<AblationRow> rows;

    AblationOutcome(AnalysisPosition position, String evaluation, Ablation ablation, boolean cancelled) {
        this.position = position;
        this.evaluation = evaluation;
        this.ablation = ablation;
        this.cancelled = cancelled;
        List<AblationRow> list = new ArrayList<>();
        for (Ablation.Row row : ablation.rows()) {
            list.add(new AblationRow(row.without(), row.result(), row.complete(), ablation.nodeRatio(row),
                    ablation.bestMoveChanged(row)));
        }
        this.rows = List.copyOf(list);
    }

    /** The position searched (a private copy). */
    public AnalysisPosition position() {
        return position;
    }

    public String evaluation() {
        return evaluation;
    }

    public String preset() {
        return ablation.preset();
    }

    /** The depth asked for (the cap, at a fixed time). */
    public int depth() {
        return ablation.limits().depth();
    }

    /** The time per search in milliseconds, 0 at a fixed depth. */
    public long millis() {
        return ablation.limits().millis();
    }

    public boolean cancelled() {
        return cancelled;
    }

    public List<AblationRow> rows() {
        return rows;
    }

    /** Rows searched as asked. */
    public int completeCount() {
        return (int) rows.stream().filter(AblationRow::complete).count();
    }

    /** Rows whose best move differs from the preset's own. */
    public int changedCount() {
        return (int) rows.stream().filter(AblationRow::bestMoveChanged).count();
    }

    public String csv() {
        return ablation.csv();
    }

    public String markdown() {
        return ablation.markdown();
    }
}
