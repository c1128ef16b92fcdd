package org.gametree.core.search.algorithm;

import org.gametree.core.search.SearchConfig;

/**
 * DUAL* (Marsland, Reinefeld and Schaeffer): SSS* with the roles of MAX and MIN swapped. OPEN
 * holds lower bounds on the root value, smallest first, starting from (root, LIVE, −∞); MIN
 * nodes get all their children at once, MAX nodes one child at a time. The root's best move is
 * the last child that raised the root's bound. See {@link BestFirstSearch}.
 */
public final class DualStar extends BestFirstSearch {

    public DualStar(SearchConfig config) {
        super(config, true);
    }

    @Override
    public String name() {
        return "dual";
    }
}
