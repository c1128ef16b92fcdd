package org.gametree.app.analysis.compare;

import java.util.function.Consumer;

import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.task.BackgroundTask;
import org.gametree.core.report.Ablation;
import org.gametree.core.search.Presets;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.StopSignal;

/**
 * The background work behind Run in ablation mode: the core's {@link Ablation#run} of one preset
 * — as it is, then without each of its switches — at a fixed depth or for a fixed time each,
 * every search on a fresh searcher and a fresh copy of the position. Progress is reported as each
 * search starts; cancelling stops the running search and leaves the rest unsearched.
 */
final class AblationTask extends BackgroundTask<AblationOutcome> {

    private final AnalysisPosition position;
    private final String preset;
    private final int depth;
    private final long millis;
    private final String evaluation;
    private final Consumer<CompareProgress> progress;

    /**
     * @param depth    the depth, or the cap when {@code millis} is positive
     * @param millis   the time per search, 0 for a fixed depth
     * @param progress called on the worker thread; it must only publish (a SnapshotPump)
     */
    AblationTask(AnalysisPosition position, String preset, int depth, long millis, String evaluation,
                 Consumer<CompareProgress> progress) {
        if (!Presets.exists(preset) || Ablation.switches(preset).isEmpty()) { // fails here, on the caller's thread
            throw new IllegalArgumentException("preset '" + preset + "' has no switch to turn off");
        }
        position.searchPosition(evaluation); // and so does an unknown evaluation
        this.position = position;
        this.preset = preset;
        this.depth = depth;
        this.millis = millis;
        this.evaluation = evaluation;
        this.progress = progress;
    }

    @Override
    protected AblationOutcome call(StopSignal stop) {
        SearchLimits limits = millis > 0
                ? SearchLimits.depth(SearchLimits.MAX_DEPTH).withMillis(millis).withStop(stop)
                : SearchLimits.depth(depth).withStop(stop);
        Ablation ablation = Ablation.run(preset, () -> position.searchPosition(evaluation), limits, 0,
                // the switch being turned off ("" for the preset as it is): the view-model names it
                (index, total, without) -> progress.accept(new CompareProgress(
                        without == null ? "" : without.switchName(), index, total)));
        AblationOutcome outcome = new AblationOutcome(position, evaluation, ablation, stop.isStopped());
        progress.accept(new CompareProgress(null, outcome.completeCount(), outcome.rows().size()));
        return outcome;
    }
}
