package org.gametree.app.analysis.external;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.function.Function;

import org.gametree.core.search.Score;
import org.gametree.xiangqi.tactics.UciInfo;

/**
 * Gathers a UCI engine's {@code info} lines into snapshots: the newest figures, and per MultiPV
 * index the newest line with an exact score. Not thread-safe: the search's thread feeds it and
 * publishes its immutable snapshots.
 */
final class UciInfoCollector {

    private final Function<List<String>, int[]> moves;
    private final int multiPv;
    private final TreeMap<Integer, ExternalLine> lines = new TreeMap<>();
    private int depth = -1;
    private long nodes = -1;
    private long nps = -1;
    private long millis = -1;

    /** {@code moves} turns a PV in our coordinates into our legal moves from the root. */
    UciInfoCollector(Function<List<String>, int[]> moves, int multiPv) {
        this.moves = moves;
        this.multiPv = multiPv;
    }

    void add(UciInfo info) {
        depth = Math.max(depth, info.depth());
        nodes = info.nodes() >= 0 ? info.nodes() : nodes;
        nps = info.nps() >= 0 ? info.nps() : nps;
        millis = info.millis() >= 0 ? info.millis() : millis;
        if (info.hasScore() && !info.bound() && !info.pv().isEmpty() && info.multipv() <= multiPv) {
            int[] line = moves.apply(info.pv());
            if (line.length > 0) {
                lines.put(info.multipv(), new ExternalLine(info.multipv(), info.depth(), value(info), line));
            }
        }
    }

    ExternalSnapshot snapshot() {
        return new ExternalSnapshot(depth, nodes, nps, millis, new ArrayList<>(lines.values()));
    }

    /**
     * A UCI score in our convention: centipawns as they are; "mate N" (moves) as a mate N moves
     * away, i.e. 2N−1 plies for the side to move mating and 2|N| plies for it being mated.
     */
    static int value(UciInfo info) {
        if (!info.mate()) {
            return Math.max(-Score.MATE_BOUND + 1, Math.min(Score.MATE_BOUND - 1, info.score()));
        }
        int n = info.score();
        if (n > 0) {
            return Score.MATE - (2 * n - 1);
        }
        return -(Score.MATE - 2 * Math.abs(n));
    }
}
