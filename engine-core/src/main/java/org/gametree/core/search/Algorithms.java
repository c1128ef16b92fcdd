package org.gametree.core.search;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import org.gametree.core.search.algorithm.AlphaBeta;
import org.gametree.core.search.algorithm.AspirationSearch;
import org.gametree.core.search.algorithm.DualStar;
import org.gametree.core.search.algorithm.FailSoftAlphaBeta;
import org.gametree.core.search.algorithm.Mcts;
import org.gametree.core.search.algorithm.Minimax;
import org.gametree.core.search.algorithm.ModernSearch;
import org.gametree.core.search.algorithm.Mtd;
import org.gametree.core.search.algorithm.NegaScout;
import org.gametree.core.search.algorithm.Negamax;
import org.gametree.core.search.algorithm.PrincipalVariationSearch;
import org.gametree.core.search.algorithm.SssStar;

/**
 * The plain algorithms by the names the command line and the UI use. Each name makes a fresh
 * {@link Searcher} for a configuration; {@link Presets} adds the named configurations.
 */
public final class Algorithms {

    private static final Map<String, Function<SearchConfig, Searcher>> FACTORIES = new LinkedHashMap<>();

    static {
        FACTORIES.put("minimax", Minimax::new);
        FACTORIES.put("negamax", Negamax::new);
        FACTORIES.put("alphabeta", AlphaBeta::new);
        FACTORIES.put("failsoft", FailSoftAlphaBeta::new);
        FACTORIES.put("aspiration", AspirationSearch::new);
        FACTORIES.put("pvs", PrincipalVariationSearch::new);
        FACTORIES.put("negascout", NegaScout::new);
        FACTORIES.put("modern", ModernSearch::new);
        FACTORIES.put("mtdf", Mtd.F::new);
        FACTORIES.put("mtd-plus", Mtd.PlusInfinity::new);
        FACTORIES.put("mtd-minus", Mtd.MinusInfinity::new);
        FACTORIES.put("sss", SssStar::new);
        FACTORIES.put("dual", DualStar::new);
        FACTORIES.put("mcts", Mcts::new);
    }

    private Algorithms() {
    }

    /** Every algorithm name, in a stable order. */
    public static List<String> names() {
        return List.copyOf(FACTORIES.keySet());
    }

    /** The names of the algorithms that compute the exact minimax value at fixed depth. */
    public static List<String> exactNames() {
        return names().stream().filter(n -> create(n, SearchConfig.plain()).isExact()).toList();
    }

    /** Table size in MiB given to an algorithm defined on a table ({@link #needsTable}) when no size is asked for. */
    public static final int DEFAULT_TABLE_MB = 16;

    /**
     * Whether the algorithm is defined on a transposition table: the MTD family ("Memory-enhanced
     * Test Driver") searches the same tree again in every null-window pass and counts on the table
     * to remember what the earlier passes proved. Without one it is still correct but redoes its
     * work, which is not the algorithm anyone compares (and it would show no table statistics).
     */
    public static boolean needsTable(String name) {
        return name.equals("mtdf") || name.equals("mtd-plus") || name.equals("mtd-minus");
    }

    public static boolean exists(String name) {
        return FACTORIES.containsKey(name);
    }

    /**
     * A new searcher running algorithm {@code name} with {@code config}.
     *
     * @throws IllegalArgumentException for an unknown name, listing the known ones
     */
    public static Searcher create(String name, SearchConfig config) {
        Function<SearchConfig, Searcher> factory = FACTORIES.get(name);
        if (factory == null) {
            throw new IllegalArgumentException("unknown algorithm '" + name + "'; known: " + String.join(", ", names()));
        }
        return factory.apply(config);
    }
}
