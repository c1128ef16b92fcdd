package org.gametree.app.analysis.external;

import java.util.function.Consumer;

import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.analysis.GomokuAnalysisPosition;
import org.gametree.app.analysis.XiangqiAnalysisPosition;
import org.gametree.app.engines.ExternalEngine;
import org.gametree.app.task.BackgroundTask;
import org.gametree.core.search.StopSignal;

/**
 * An external engine's search as background work: the engine of the position's game, on a
 * private copy of the position. Cancelling tells the engine to stop; closing the window
 * cancels every task, so no engine process outlives it.
 */
public final class ExternalSearchTask extends BackgroundTask<ExternalOutcome> {

    private final ExternalEngine engine;
    private final AnalysisPosition root;
    private final ExternalLimits limits;
    private final Consumer<ExternalSnapshot> publish;

    /** {@code publish} runs on the worker; it must only hand over (a SnapshotPump). */
    public ExternalSearchTask(ExternalEngine engine, AnalysisPosition root, ExternalLimits limits,
            Consumer<ExternalSnapshot> publish) {
        this.engine = engine;
        this.root = root.copy();
        this.limits = limits;
        this.publish = publish;
    }

    @Override
    protected ExternalOutcome call(StopSignal stop) throws Exception {
        if (root instanceof XiangqiAnalysisPosition xiangqi) {
            return UciSearch.run(engine, xiangqi, limits, publish, stop::isStopped);
        }
        return GomocupSearch.run(engine, (GomokuAnalysisPosition) root, limits, publish, stop::isStopped);
    }
}
