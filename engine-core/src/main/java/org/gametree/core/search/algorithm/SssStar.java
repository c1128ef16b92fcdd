package org.gametree.core.search.algorithm;

import org.gametree.core.search.SearchConfig;

/**
 * SSS* (Stockman 1979, with Campbell and Marsland's insertion fix): best-first over MAX's
 * solution trees, OPEN largest merit first, starting from (root, LIVE, +∞). Merits are upper
 * bounds on the root value that fall until one is proven; it never evaluates a leaf that
 * alpha-beta with the same move order skips. The root's best move is the child whose subtree
 * solved the root. See {@link BestFirstSearch} for Γ and the data structures.
 */
public final class SssStar extends BestFirstSearch {

    public SssStar(SearchConfig config) {
        super(config, false);
    }

    @Override
    public String name() {
        return "sss";
    }
}
