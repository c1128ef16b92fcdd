package org.gametree.core.report;

import java.util.function.IntFunction;

import org.gametree.core.io.JsonWriter;
import org.gametree.core.search.IterationReport;
import org.gametree.core.search.PvLine;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Statistics;

/**
 * Writes a {@link SearchResult} the way the command-line tools print it — the JSON of the
 * {@code search} contract and a short human summary. Moves are named by the game.
 */
public final class SearchReport {

    private SearchReport() {
    }

    /**
     * {@code {"bestMove":…,"value":V,"pv":[…],"depth":D,"stats":{…},"iterations":[…],"lines":[…]}}, with
     * {@code extra} fields (e.g. "name") first when given as name/value pairs. {@code lines} are the
     * MultiPV lines, best first, each {@code {"move":…,"value":V,"depth":D,"pv":[…]}} (one with
     * MultiPV 1); an iteration lists its own {@code lines} only when it has more than one.
     */
    public static String json(SearchResult result, IntFunction<String> moveName, String... extra) {
        JsonWriter out = new JsonWriter().beginObject();
        writeFields(out, result, moveName, extra);
        return out.endObject().toString();
    }

    /** The fields of {@link #json} into an open object (for lists of results). */
    public static void writeFields(JsonWriter out, SearchResult result, IntFunction<String> moveName, String... extra) {
        for (int i = 0; i + 1 < extra.length; i += 2) {
            out.field(extra[i], extra[i + 1]);
        }
        out.field("bestMove", result.bestMove() == 0 ? "" : moveName.apply(result.bestMove()))
                .field("value", result.value());
        writeMoves(out, "pv", result.pv(), moveName);
        out.field("depth", result.depth());
        writeStats(out, result.statistics());
        out.field("stopped", result.stopped());
        out.field("treeCapped", result.treeCapped());
        out.beginArray("iterations");
        for (IterationReport iteration : result.iterations()) {
            out.beginObject()
                    .field("depth", iteration.depth())
                    .field("value", iteration.value())
                    .field("bestMove", iteration.bestMove() == 0 ? "" : moveName.apply(iteration.bestMove()));
            writeMoves(out, "pv", iteration.pv(), moveName);
            writeStats(out, iteration.statistics());
            out.field("branchingFactor", round(iteration.branchingFactor(), 3));
            if (iteration.lines().size() > 1) {
                writeLines(out, iteration.lines(), moveName);
            }
            out.endObject();
        }
        out.endArray();
        writeLines(out, result.lines(), moveName);
    }

    private static void writeLines(JsonWriter out, java.util.List<PvLine> lines, IntFunction<String> moveName) {
        out.beginArray("lines");
        for (PvLine line : lines) {
            out.beginObject()
                    .field("move", moveName.apply(line.move()))
                    .field("value", line.value())
                    .field("depth", line.depth());
            writeMoves(out, "pv", line.pv(), moveName);
            out.endObject();
        }
        out.endArray();
    }

    private static void writeMoves(JsonWriter out, String name, int[] moves, IntFunction<String> moveName) {
        out.beginArray(name);
        for (int move : moves) {
            out.value(moveName.apply(move));
        }
        out.endArray();
    }

    private static void writeStats(JsonWriter out, Statistics s) {
        out.beginObject("stats")
                .field("nodes", s.nodes())
                .field("leaves", s.leaves())
                .field("evaluations", s.evaluations())
                .field("qnodes", s.quiescenceNodes())
                .field("cutoffs", s.cutoffs())
                .field("firstMoveCutoffRate", round(s.firstMoveCutoffRate(), 4))
                .field("ttProbes", s.tableProbes())
                .field("ttHits", s.tableHits())
                .field("ttCuts", s.tableCuts())
                .field("researches", s.researches())
                .field("millis", s.millis())
                .field("nps", s.nodesPerSecond())
                .endObject();
    }

    static double round(double value, int digits) {
        double scale = Math.pow(10, digits);
        return Math.round(value * scale) / scale;
    }

    /** A few human lines: value, best move, PV, counts. */
    public static String text(SearchResult result, IntFunction<String> moveName) {
        StringBuilder out = new StringBuilder();
        for (IterationReport it : result.iterations()) {
            out.append(String.format("depth %2d  value %6d  nodes %,12d  leaves %,12d  ebf %6.2f  pv %s%n",
                    it.depth(), it.value(), it.statistics().nodes(), it.statistics().leaves(),
                    it.branchingFactor(), line(it.pv(), moveName)));
        }
        Statistics s = result.statistics();
        out.append(String.format("%s: best %s, value %d, depth %d%s%n", result.algorithm(),
                result.bestMove() == 0 ? "(none)" : moveName.apply(result.bestMove()), result.value(), result.depth(),
                result.treeCapped() ? " (stopped early: the search tree reached its node cap; best so far)"
                        : result.stopped() ? " (stopped early)" : ""));
        out.append(String.format("nodes %,d, leaves %,d, evaluations %,d, qnodes %,d, cutoffs %,d (first move %.1f%%),"
                        + " table probes %,d hits %,d cuts %,d, re-searches %,d, %d ms, %,d nodes/s%n",
                s.nodes(), s.leaves(), s.evaluations(), s.quiescenceNodes(), s.cutoffs(), 100 * s.firstMoveCutoffRate(),
                s.tableProbes(), s.tableHits(), s.tableCuts(), s.researches(), s.millis(), s.nodesPerSecond()));
        out.append("pv ").append(line(result.pv(), moveName));
        if (result.lines().size() > 1) {
            for (int k = 0; k < result.lines().size(); k++) {
                PvLine l = result.lines().get(k);
                out.append(String.format("%nline %2d  value %6d  depth %2d  pv %s", k + 1, l.value(), l.depth(),
                        line(l.pv(), moveName)));
            }
        }
        return out.toString();
    }

    private static String line(int[] moves, IntFunction<String> moveName) {
        StringBuilder s = new StringBuilder();
        for (int move : moves) {
            s.append(s.length() == 0 ? "" : " ").append(moveName.apply(move));
        }
        return s.toString();
    }
}
