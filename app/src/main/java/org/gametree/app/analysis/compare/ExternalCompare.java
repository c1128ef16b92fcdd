package org.gametree.app.analysis.compare;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;

import org.gametree.app.analysis.AnalysisContext;
import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.external.ExternalLimits;
import org.gametree.app.analysis.external.ExternalLine;
import org.gametree.app.analysis.external.ExternalOutcome;
import org.gametree.app.analysis.external.ExternalSearchTask;
import org.gametree.app.engines.EngineRegistry;
import org.gametree.app.engines.ExternalEngine;
import org.gametree.core.report.ComparisonColumn;
import org.gametree.core.search.Score;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Statistics;

/**
 * An external engine as one more row of a comparison: after our algorithms, the engine chosen
 * (one of the user's engines for the game compared; none by default) searches the same position
 * to the same depth ({@code go depth N}) and its row shows what an engine tells of itself — value,
 * best move, depth, positions, time, speed — and "—" in the columns only our searchers count.
 * A Gomocup engine has no depth limit: it gets one second per ply of the depth. FX thread only,
 * apart from the task.
 */
public final class ExternalCompare {

    /** The columns an external engine's row fills. */
    static final Set<ComparisonColumn> KNOWN = EnumSet.of(ComparisonColumn.NAME, ComparisonColumn.VALUE,
            ComparisonColumn.BEST_MOVE, ComparisonColumn.DEPTH, ComparisonColumn.POSITIONS, ComparisonColumn.MILLIS,
            ComparisonColumn.NPS);

    private final AnalysisContext context;
    private final ObservableList<ExternalEngine> engines = FXCollections.observableArrayList();
    private final ObjectProperty<ExternalEngine> engine = new SimpleObjectProperty<>(this, "engine");

    ExternalCompare(AnalysisContext context) {
        this.context = context;
        EngineRegistry registry = context.engines();
        if (registry != null) {
            registry.engines().addListener((ListChangeListener<ExternalEngine>) c -> offer());
        }
        context.positionProperty().addListener((o, before, now) -> {
            if (before == null || now == null || before.game() != now.game()) {
                offer();
            }
        });
        offer();
    }

    /** The user's engines of the game on the board. */
    public ObservableList<ExternalEngine> engines() {
        return engines;
    }

    /** The engine that joins the comparison; null (the default) compares our algorithms only. */
    public ObjectProperty<ExternalEngine> engineProperty() {
        return engine;
    }

    /** The search behind the row (null when no engine is chosen or it plays the other game). */
    ExternalSearchTask task(AnalysisPosition position, int depth) {
        ExternalEngine chosen = engine.get();
        if (chosen == null || chosen.game() != position.game()) {
            return null;
        }
        return new ExternalSearchTask(chosen, position, new ExternalLimits(false, depth, depth * 1000L, 1), s -> { });
    }

    /** The engine's row, from what its search ended with. */
    static CompareRow row(String name, ExternalOutcome outcome) {
        ExternalLine best = outcome.last().best();
        long nodes = Math.max(0, outcome.last().nodes());
        long millis = outcome.last().millis() >= 0 ? outcome.last().millis() : outcome.millis();
        Statistics statistics = new Statistics(nodes, 0, 0, 0, 0, 0, 0, 0, 0, 0, millis);
        int[] pv = best == null ? new int[] {outcome.bestMove()} : best.moves();
        SearchResult result = new SearchResult(name, outcome.bestMove(), best == null ? Score.NONE : best.value(),
                Math.max(0, outcome.last().depth()), pv, statistics, List.of(), outcome.stopped());
        return new CompareRow(name, false, false, !outcome.stopped(), result, false, null, 0, true);
    }

    private void offer() {
        EngineRegistry registry = context.engines();
        List<ExternalEngine> mine = registry == null ? List.of() : registry.engines(context.getPosition().game());
        ExternalEngine kept = engine.get();
        engines.setAll(mine);
        engine.set(kept == null ? null : mine.stream().filter(e -> e.name().equals(kept.name())).findFirst().orElse(null));
    }
}
