package org.gametree.core.report;

import java.util.Locale;
import java.util.function.IntFunction;

import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Statistics;

/**
 * The columns of a comparison, defined once for every algorithm and every place they appear:
 * the {@code compare} command's CSV and Markdown, and the workbench's Compare table, chart and
 * exports (which add their own verdict column). {@link #key()} is the CSV/Markdown header; the
 * cell is the machine-readable value (plain integers, rates as fractions). See
 * {@code docs/search-library.md} for what each one counts.
 */
public enum ComparisonColumn {

    /** The algorithm or preset. */
    NAME("name", Kind.TEXT),
    /** The root value, from the side to move at the root (the engines' convention). */
    VALUE("value", Kind.VALUE),
    /** The move the search chose. */
    BEST_MOVE("bestMove", Kind.MOVE),
    /** The deepest completed iteration. */
    DEPTH("depth", Kind.COUNT),
    /** Every position visited: interior nodes + leaves + quiescence nodes ({@link Statistics#totalNodes()}). */
    POSITIONS("positions", Kind.COUNT),
    /** Interior nodes: positions whose moves were generated and searched. */
    INTERIOR("interior", Kind.COUNT),
    /** Leaves: positions valued without searching their moves (horizon, rule, no moves). */
    LEAVES("leaves", Kind.COUNT),
    /** Quiescence-search nodes below the horizon. */
    QNODES("qnodes", Kind.COUNT),
    /** Calls of the static evaluation. */
    EVALUATIONS("evaluations", Kind.COUNT),
    /** Nodes whose search stopped early at beta. */
    CUTOFFS("cutoffs", Kind.COUNT),
    /** Cutoffs produced by the first move tried, over all cutoffs. */
    FIRST_MOVE_CUTOFF_RATE("firstMoveCutoffRate", Kind.RATE),
    /** Transposition-table probes made by the searcher (0 without a table). */
    TT_PROBES("ttProbes", Kind.COUNT),
    /** Probes that found the position. */
    TT_HITS("ttHits", Kind.COUNT),
    /** Repeated searches: aspiration fails, PVS/NegaScout re-searches, MTD passes after the first. */
    RESEARCHES("researches", Kind.COUNT),
    /** Elapsed time in milliseconds. */
    MILLIS("millis", Kind.COUNT),
    /** Positions per second. */
    NPS("nps", Kind.COUNT),
    /** Effective branching factor: positions^(1/depth) ({@link Statistics#effectiveBranchingFactor}). */
    EBF("ebf", Kind.FACTOR);

    /** What a column holds, which says how it is written. */
    public enum Kind { TEXT, MOVE, VALUE, COUNT, RATE, FACTOR }

    private final String key;
    private final Kind kind;

    ComparisonColumn(String key, Kind kind) {
        this.key = key;
        this.kind = kind;
    }

    /** The CSV/Markdown header, and the suffix of the workbench's column id. */
    public String key() {
        return key;
    }

    public Kind kind() {
        return kind;
    }

    /** The column's number for a search (NaN for text and move columns, and for an EBF without a depth). */
    public double number(SearchResult result) {
        Statistics s = result.statistics();
        return switch (this) {
            case NAME, BEST_MOVE -> Double.NaN;
            case VALUE -> result.value();
            case DEPTH -> result.depth();
            case POSITIONS -> s.totalNodes();
            case INTERIOR -> s.nodes();
            case LEAVES -> s.leaves();
            case QNODES -> s.quiescenceNodes();
            case EVALUATIONS -> s.evaluations();
            case CUTOFFS -> s.cutoffs();
            case FIRST_MOVE_CUTOFF_RATE -> s.firstMoveCutoffRate();
            case TT_PROBES -> s.tableProbes();
            case TT_HITS -> s.tableHits();
            case RESEARCHES -> s.researches();
            case MILLIS -> s.millis();
            case NPS -> s.nodesPerSecond();
            case EBF -> s.effectiveBranchingFactor(result.depth());
        };
    }

    /** The machine-readable cell: the name, the move's name, integers, a rate to 4 places, the EBF to 2 (empty if none). */
    public String cell(String name, SearchResult result, IntFunction<String> moveName) {
        return switch (kind) {
            case TEXT -> name;
            case MOVE -> result.bestMove() == 0 ? "" : moveName.apply(result.bestMove());
            case VALUE, COUNT -> Long.toString((long) number(result));
            case RATE -> String.format(Locale.ROOT, "%.4f", number(result));
            case FACTOR -> Double.isNaN(number(result)) ? "" : String.format(Locale.ROOT, "%.2f", number(result));
        };
    }
}
