package org.gametree.app.endgame;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.gametree.core.search.StopSignal;
import org.gametree.app.task.BackgroundTask;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.endgame.BuildProgress;
import org.gametree.xiangqi.endgame.EndgameTablebases;
import org.gametree.xiangqi.endgame.MaterialSet;

/**
 * Probes one position off the FX thread. It never builds: when a file the answer needs is
 * missing (the set's own or a smaller set's that a capture leads to) it reports the missing sets
 * instead, and the tab offers Build. Reading a large table from disk the first time can take
 * seconds, which is why even a probe runs in the background.
 */
final class ProbeTask extends BackgroundTask<PositionReport> {

    private final EndgameTablebases bases;
    private final Position position;

    ProbeTask(EndgameTablebases bases, Position position) {
        this.bases = bases;
        this.position = position.copy();
    }

    @Override
    protected PositionReport call(StopSignal stop) throws Exception {
        MaterialSet set = EndgameTablebases.setOf(position);
        List<String> missing = new ArrayList<>();
        for (MaterialSet needed : needed(set)) {
            if (!Files.exists(bases.fileOf(needed))) {
                missing.add(needed.name());
            }
        }
        if (!missing.isEmpty()) {
            return new PositionReport(set.name(), null, missing);
        }
        return new PositionReport(set.name(), bases.probe(position, EndgameViewModel.THREADS, BuildProgress.NONE),
                List.of());
    }

    /**
     * {@code set} and every set with a table that captures lead to from it, smallest first: a
     * capture always lowers the piece count, so this is an order to build them in.
     */
    static List<MaterialSet> needed(MaterialSet set) {
        Set<MaterialSet> found = new LinkedHashSet<>();
        List<MaterialSet> pending = new ArrayList<>(List.of(set));
        while (!pending.isEmpty()) {
            MaterialSet next = pending.remove(0);
            if (!next.isTriviallyDrawn() && found.add(next)) {
                pending.addAll(next.lowerSets());
            }
        }
        List<MaterialSet> ordered = new ArrayList<>(found);
        ordered.sort(Comparator.comparingInt(MaterialSet::pieceCount).thenComparing(MaterialSet::name));
        return ordered;
    }
}
