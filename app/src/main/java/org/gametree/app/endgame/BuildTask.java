package org.gametree.app.endgame;

import java.nio.file.Files;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

import org.gametree.app.task.BackgroundTask;
import org.gametree.core.search.StopSignal;
import org.gametree.xiangqi.endgame.BuildProgress;
import org.gametree.xiangqi.endgame.EndgameStatistics;
import org.gametree.xiangqi.endgame.EndgameTable;
import org.gametree.xiangqi.endgame.EndgameTablebases;
import org.gametree.xiangqi.endgame.MaterialSet;

/**
 * Builds the tables of some sets in the background (the smaller sets they need first, as the
 * databases do), publishing {@link BuildSnapshot}s, and counts the statistics of every set it
 * built, so the tab can show them at once.
 *
 * <p>Cancelling works through the progress callback: the builder calls it every few thousand
 * positions on the building thread ({@link EndgameViewModel#THREADS} is 1 for that reason), and
 * it throws {@link Cancelled} once the task is cancelled. A table is written only when complete,
 * so a cancelled build leaves no file behind — only the smaller sets finished before it.
 */
final class BuildTask extends BackgroundTask<Map<String, EndgameStatistics>> {

    /** Thrown through the builder to abandon a build the user cancelled. */
    static final class Cancelled extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Cancelled() {
            super("cancelled", null, false, false);
        }
    }

    private final EndgameTablebases bases;
    private final List<String> sets;
    private final boolean rebuild;
    private final Consumer<BuildSnapshot> progress;

    /**
     * @param rebuild  build {@code sets} anew even where their files exist (a corrupt file)
     * @param progress any thread; called often (a {@code SnapshotPump}'s publish)
     */
    BuildTask(EndgameTablebases bases, List<String> sets, boolean rebuild, Consumer<BuildSnapshot> progress) {
        this.bases = bases;
        this.sets = List.copyOf(sets);
        this.rebuild = rebuild;
        this.progress = progress;
    }

    @Override
    protected Map<String, EndgameStatistics> call(StopSignal stop) throws Exception {
        Set<String> built = new LinkedHashSet<>();
        for (int i = 0; i < sets.size(); i++) {
            int number = i + 1;
            MaterialSet set = MaterialSet.parse(sets.get(i));
            if (!rebuild && Files.exists(bases.fileOf(set))) {
                continue; // "Build all" passes over what is there
            }
            BuildProgress report = (name, phase, done, total) -> {
                if (stop.isStopped()) {
                    throw new Cancelled();
                }
                synchronized (built) {
                    built.add(name);
                }
                progress.accept(new BuildSnapshot(name, phase, done, total, number, sets.size()));
            };
            progress.accept(new BuildSnapshot(set.name(), "moves", 0, 1, number, sets.size()));
            try {
                if (rebuild) {
                    bases.rebuild(set, EndgameViewModel.THREADS, report);
                } else {
                    bases.table(set, EndgameViewModel.THREADS, report);
                }
            } catch (Cancelled e) {
                break; // the smaller sets finished before the cancel are kept, and counted below
            }
        }
        Map<String, EndgameStatistics> statistics = new LinkedHashMap<>();
        for (String name : built) {
            MaterialSet set = MaterialSet.parse(name);
            if (Files.exists(bases.fileOf(set))) {
                EndgameTable table = bases.table(set, EndgameViewModel.THREADS, BuildProgress.NONE);
                statistics.put(name, EndgameStatistics.of(table));
            }
        }
        return statistics;
    }
}
