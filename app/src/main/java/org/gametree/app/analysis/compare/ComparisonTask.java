package org.gametree.app.analysis.compare;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;

import org.gametree.app.analysis.AnalysisPosition;
import org.gametree.app.task.BackgroundTask;
import org.gametree.core.report.Comparison;
import org.gametree.core.search.Algorithms;
import org.gametree.core.search.Presets;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchPosition;
import org.gametree.core.search.StopSignal;

/**
 * The background work behind Run: the core's {@link Comparison#run} over the chosen names, one
 * after another, each with a fresh searcher on a fresh copy of the position. Progress is
 * reported as each search starts: the core asks the position supplier once for naming moves
 * and then once right before each search, which is exactly the moment to say who runs next.
 * Cancelling raises the stop signal the searches poll; the one running stops promptly and the
 * rest end almost at once, so the outcome marks them unfinished.
 */
final class ComparisonTask extends BackgroundTask<ComparisonOutcome> {

    /**
     * Table size handed to the core: 0 keeps plain algorithms plain (no table, so exact ones must
     * agree) and lets presets use the table size they are defined with.
     */
    static final int TABLE_MB = 0;

    private final AnalysisPosition position;
    private final List<String> names;
    private final int depth;
    private final String evaluation;
    private final Consumer<CompareProgress> progress;

    /**
     * @param position   a private copy, used only by this task
     * @param progress   called on the worker thread; it must only publish (a SnapshotPump)
     */
    ComparisonTask(AnalysisPosition position, List<String> names, int depth, String evaluation,
                   Consumer<CompareProgress> progress) {
        for (String name : names) {
            if (!Presets.exists(name) && !Algorithms.exists(name)) { // fails here, on the caller's thread
                throw new IllegalArgumentException("unknown algorithm or preset '" + name + "'");
            }
        }
        position.searchPosition(evaluation); // and so does an unknown evaluation
        this.position = position;
        this.names = List.copyOf(names);
        this.depth = depth;
        this.evaluation = evaluation;
        this.progress = progress;
    }

    @Override
    protected ComparisonOutcome call(StopSignal stop) {
        int total = names.size();
        int[] supplied = {0};
        Supplier<SearchPosition> positions = () -> {
            int call = supplied[0]++;
            if (call >= 1 && call <= total) { // call 0 names the moves; call k starts search k
                progress.accept(new CompareProgress(names.get(call - 1), call - 1, total));
            }
            return position.searchPosition(evaluation);
        };
        Comparison comparison = Comparison.run(names, positions, SearchLimits.depth(depth).withStop(stop), TABLE_MB);
        ComparisonOutcome outcome = new ComparisonOutcome(position, depth, evaluation, comparison, stop.isStopped());
        progress.accept(new CompareProgress(null, outcome.finishedCount(), total));
        return outcome;
    }
}
