package org.gametree.core.search;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * Named configurations: the ten engines of the book (王小春, §7; see BOOK.md §3), the book's
 * strongest engine with today's use of the same three enhancements ("negascout-tt-hh"), and
 * "best", everything that helps. A preset is an algorithm plus switches, so its node counts can be put
 * beside the book's.
 */
public final class Presets {

    /** The book's table: 2 × 2^20 entries of 16 bytes = 32 MiB, always replace. */
    private static final int BOOK_TABLE_MB = 32;

    /**
     * A named configuration.
     *
     * @param name        the name ("book-tt")
     * @param algorithm   the algorithm's name in {@link Algorithms}
     * @param config      its switches
     * @param description what the book calls it and what it is
     */
    public record Preset(String name, String algorithm, SearchConfig config, String description) {

        /** A fresh searcher for this preset. */
        public Searcher create() {
            return Algorithms.create(algorithm, config);
        }
    }

    private static final Map<String, Preset> PRESETS = new LinkedHashMap<>();

    static {
        SearchConfig plain = SearchConfig.plain();
        SearchConfig bookTable = SearchConfig.builder().table(BOOK_TABLE_MB, SearchConfig.Replacement.ALWAYS).build();
        add("book-negamax", "negamax", plain, "CNegamaxEngine: plain negamax");
        add("book-alphabeta", "alphabeta", plain, "CAlphaBetaEngine: fail-hard alpha-beta");
        add("book-failsoft", "failsoft", plain, "CFAlphaBetaEngine: fail-soft alpha-beta");
        add("book-aspiration", "aspiration", plain,
                "CAspirationSearch: depth d-1 gives x, then (x-50, x+50), re-search on failure");
        add("book-pvs", "pvs", plain, "CPVS_Engine: principal variation search");
        add("book-id", "alphabeta", SearchConfig.builder().iterativeDeepening(true).build(),
                "CIDAlphabeta: iterative deepening, previous best root move first");
        add("book-tt", "alphabeta", bookTable,
                "CAlphaBetaAndTT: alpha-beta with a 2x2^20-entry always-replace table, leaves hashed");
        add("book-hh", "alphabeta", SearchConfig.builder().history(SearchConfig.History.POWER_OF_TWO).build(),
                "CAlphabeta_HH: history heuristic, credit 2^depth, moves sorted by history");
        add("book-mtdf", "mtdf", bookTable.toBuilder().iterativeDeepening(true).build(),
                "CMTD_f: MTD(f) with the table, iterative deepening supplies the first guess");
        add("book-negascout-tt-hh", "negascout",
                bookTable.toBuilder().history(SearchConfig.History.POWER_OF_TWO).build(),
                "CNegaScout_TT_HH: NegaScout with the table and the history heuristic (the book's strongest)");
        add("negascout-tt-hh", "negascout", bookTable.toBuilder()
                        .iterativeDeepening(true)
                        .hashMoveFirst(true)
                        .history(SearchConfig.History.DEPTH_SQUARED)
                        .build(),
                "NegaScout + TT + HH done the modern way: the table's move first, iterative deepening to fill "
                        + "the table, history credited depth squared and debited for moves that failed");
        SearchConfig classic = SearchConfig.builder()
                .table(64, SearchConfig.Replacement.DEPTH_PREFERRED)
                .iterativeDeepening(true)
                .hashMoveFirst(true)
                .captureOrdering(true)
                .killers(true)
                .history(SearchConfig.History.DEPTH_SQUARED)
                .quiescence(SearchConfig.Quiescence.CAPTURES_AND_EVASIONS)
                .checkExtension(true)
                .lateMoveReductions(true)
                .build();
        add("classic", "pvs", classic,
                "The workbench's strongest search before the modern techniques: PVS with iterative deepening, a 64 MiB "
                        + "depth-preferred table, hash move, MVV-LVA, killers, history (depth squared), quiescence with "
                        + "check evasions, check extension, one-ply late-move reductions");
        add("best", "modern", classic.toBuilder()
                        .aspirationWindows(true)
                        .aspirationWindow(30)
                        .stagedMoves(true)
                        .counterMoves(true)
                        .continuationHistory(true)
                        .nullMove(true)
                        .reverseFutility(true)
                        .razoring(true)
                        .futility(true)
                        .lateMovePruning(true)
                        .seePruning(true)
                        .quiescenceSee(true)
                        .reductions(SearchConfig.Reductions.LOGARITHMIC)
                        .internalIterativeReduction(true)
                        .singularExtension(true)
                        .endgameTables(true)
                        .build(),
                "Today's engine: the classic search plus aspiration windows, a staged move picker (SEE, counter-moves, continuation "
                        + "history), null move with verification, reverse futility, razoring, futility and late-move "
                        + "pruning, SEE pruning in search and quiescence, logarithmic late-move reductions, internal "
                        + "iterative reduction, singular extension, endgame databases where they are loaded");
    }

    private Presets() {
    }

    private static void add(String name, String algorithm, SearchConfig config, String description) {
        PRESETS.put(name, new Preset(name, algorithm, config, description));
    }

    public static List<String> names() {
        return List.copyOf(PRESETS.keySet());
    }

    public static boolean exists(String name) {
        return PRESETS.containsKey(name);
    }

    public static Preset get(String name) {
        Preset preset = PRESETS.get(name);
        if (preset == null) {
            throw new IllegalArgumentException("unknown preset '" + name + "'; known: " + String.join(", ", names()));
        }
        return preset;
    }

    /**
     * A searcher for a preset or a plain algorithm name (plain configuration, with {@code ttMegabytes}
     * if positive; an algorithm defined on a table, the MTD family, gets
     * {@link Algorithms#DEFAULT_TABLE_MB} when {@code ttMegabytes} is 0). The one entry point of
     * the CLI's {@code --algorithm}.
     */
    public static Searcher searcherFor(String name, int ttMegabytes) {
        return searcherFor(name, ttMegabytes, UnaryOperator.identity());
    }

    /**
     * As {@link #searcherFor(String, int)}, with the configuration changed by {@code adjust}
     * before the searcher is made (threads, techniques switched off).
     */
    public static Searcher searcherFor(String name, int ttMegabytes, UnaryOperator<SearchConfig> adjust) {
        if (exists(name)) {
            Preset preset = get(name);
            SearchConfig config = preset.config();
            if (ttMegabytes > 0 && config.usesTable()) {
                config = config.toBuilder().table(ttMegabytes).build();
            }
            return Algorithms.create(preset.algorithm(), adjust.apply(config));
        }
        if (Algorithms.exists(name)) {
            int megabytes = ttMegabytes > 0 ? ttMegabytes : Algorithms.needsTable(name) ? Algorithms.DEFAULT_TABLE_MB : 0;
            SearchConfig config = megabytes > 0 ? SearchConfig.builder().table(megabytes).build() : SearchConfig.plain();
            return Algorithms.create(name, adjust.apply(config));
        }
        throw new IllegalArgumentException("unknown algorithm or preset '" + name + "'; algorithms: "
                + String.join(", ", Algorithms.names()) + "; presets: " + String.join(", ", names()));
    }
}
