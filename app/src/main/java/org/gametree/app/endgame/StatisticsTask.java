package org.gametree.app.endgame;

import org.gametree.app.task.BackgroundTask;
import org.gametree.core.search.StopSignal;
import org.gametree.xiangqi.endgame.BuildProgress;
import org.gametree.xiangqi.endgame.EndgameStatistics;
import org.gametree.xiangqi.endgame.EndgameTablebases;
import org.gametree.xiangqi.endgame.MaterialSet;

/**
 * Counts one built set's statistics in the background: its table is read from disk (seconds for
 * the largest) and every entry visited. Only asked for a set whose file exists, so it never builds.
 */
final class StatisticsTask extends BackgroundTask<EndgameStatistics> {

    private final EndgameTablebases bases;
    private final String set;

    StatisticsTask(EndgameTablebases bases, String set) {
        this.bases = bases;
        this.set = set;
    }

    @Override
    protected EndgameStatistics call(StopSignal stop) throws Exception {
        return EndgameStatistics.of(bases.table(MaterialSet.parse(set), EndgameViewModel.THREADS, BuildProgress.NONE));
    }
}
