package org.gametree.core.search;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Predicate;

/**
 * The on/off techniques of a {@link SearchConfig} by name — what the compare view's ablation
 * turns off one at a time ("best minus null move") and what the CLI's {@code --without} takes.
 * A switch that has settings (history scheme, quiescence kind, reduction kind) is "on" in the
 * setting today's engines use.
 */
public enum SearchSwitch {

    ITERATIVE_DEEPENING("iterative-deepening", SearchConfig::iterativeDeepening, SearchConfig.Builder::iterativeDeepening),
    ASPIRATION("aspiration", SearchConfig::aspirationWindows, SearchConfig.Builder::aspirationWindows),
    HASH_MOVE("hash-move", SearchConfig::hashMoveFirst, SearchConfig.Builder::hashMoveFirst),
    CAPTURE_ORDERING("mvv-lva", SearchConfig::captureOrdering, SearchConfig.Builder::captureOrdering),
    KILLERS("killers", SearchConfig::killers, SearchConfig.Builder::killers),
    HISTORY("history", c -> c.history() != SearchConfig.History.OFF,
            (b, on) -> b.history(on ? SearchConfig.History.DEPTH_SQUARED : SearchConfig.History.OFF)),
    STAGED_MOVES("staged-moves", SearchConfig::stagedMoves, SearchConfig.Builder::stagedMoves),
    COUNTER_MOVES("counter-moves", SearchConfig::counterMoves, SearchConfig.Builder::counterMoves),
    CONTINUATION_HISTORY("continuation-history", SearchConfig::continuationHistory,
            SearchConfig.Builder::continuationHistory),
    QUIESCENCE("quiescence", c -> c.quiescence() != SearchConfig.Quiescence.OFF,
            (b, on) -> b.quiescence(on ? SearchConfig.Quiescence.CAPTURES_AND_EVASIONS : SearchConfig.Quiescence.OFF)),
    QUIESCENCE_SEE("quiescence-see", SearchConfig::quiescenceSee, SearchConfig.Builder::quiescenceSee),
    CHECK_EXTENSION("check-extension", SearchConfig::checkExtension, SearchConfig.Builder::checkExtension),
    SINGULAR_EXTENSION("singular-extension", SearchConfig::singularExtension, SearchConfig.Builder::singularExtension),
    NULL_MOVE("null-move", SearchConfig::nullMove, SearchConfig.Builder::nullMove),
    REVERSE_FUTILITY("reverse-futility", SearchConfig::reverseFutility, SearchConfig.Builder::reverseFutility),
    RAZORING("razoring", SearchConfig::razoring, SearchConfig.Builder::razoring),
    FUTILITY("futility", SearchConfig::futility, SearchConfig.Builder::futility),
    LATE_MOVE_PRUNING("late-move-pruning", SearchConfig::lateMovePruning, SearchConfig.Builder::lateMovePruning),
    SEE_PRUNING("see-pruning", SearchConfig::seePruning, SearchConfig.Builder::seePruning),
    LATE_MOVE_REDUCTIONS("late-move-reductions", SearchConfig::lateMoveReductions,
            (b, on) -> b.reductions(on ? SearchConfig.Reductions.LOGARITHMIC : SearchConfig.Reductions.OFF)),
    INTERNAL_ITERATIVE_REDUCTION("internal-iterative-reduction", SearchConfig::internalIterativeReduction,
            SearchConfig.Builder::internalIterativeReduction),
    ENDGAME_TABLES("endgame-tables", SearchConfig::endgameTables, SearchConfig.Builder::endgameTables);

    private final String switchName;
    private final Predicate<SearchConfig> reader;
    private final BiConsumer<SearchConfig.Builder, Boolean> writer;

    SearchSwitch(String switchName, Predicate<SearchConfig> reader, BiConsumer<SearchConfig.Builder, Boolean> writer) {
        this.switchName = switchName;
        this.reader = reader;
        this.writer = writer;
    }

    /** The name on the command line and in reports ("null-move"); {@link Technique#switchName()} uses the same. */
    public String switchName() {
        return switchName;
    }

    public boolean isOn(SearchConfig config) {
        return reader.test(config);
    }

    /** {@code config} with this switch turned on or off, everything else kept. */
    public SearchConfig set(SearchConfig config, boolean on) {
        SearchConfig.Builder builder = config.toBuilder();
        writer.accept(builder, on);
        return builder.build();
    }

    /** The switches that are on in {@code config}, in declaration order (the rows of an ablation). */
    public static List<SearchSwitch> onIn(SearchConfig config) {
        List<SearchSwitch> on = new ArrayList<>();
        for (SearchSwitch s : values()) {
            if (s.isOn(config)) {
                on.add(s);
            }
        }
        return on;
    }

    /**
     * The switch named {@code name}.
     *
     * @throws IllegalArgumentException for an unknown name, listing the known ones
     */
    public static SearchSwitch byName(String name) {
        for (SearchSwitch s : values()) {
            if (s.switchName.equals(name)) {
                return s;
            }
        }
        List<String> names = new ArrayList<>();
        for (SearchSwitch s : values()) {
            names.add(s.switchName);
        }
        throw new IllegalArgumentException("unknown switch '" + name + "'; known: " + String.join(", ", names));
    }
}
