package org.gametree.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gametree.core.tree.TextbookTree;
import org.junit.jupiter.api.Test;

/**
 * The soft time of {@link SearchLimits}: iterative deepening starts no iteration after it, but
 * an iteration it started runs to its end (only the hard limit cuts one short).
 */
class SoftTimeLimitTest {

    /** 7^7 leaves: the full depth-7 negamax takes far longer than a millisecond. */
    private static final TextbookTree TREE = TextbookTree.random(7, 7, -500, 500, 3, false);

    private static Searcher negamaxWithDeepening() {
        return Algorithms.create("negamax", SearchConfig.builder().iterativeDeepening(true).build());
    }

    @Test
    void noIterationStartsAfterTheSoftTime() {
        SearchResult result = negamaxWithDeepening().search(TREE, SearchLimits.depth(7).withSoftMillis(1));
        assertFalse(result.stopped(), "the soft time never interrupts an iteration");
        assertTrue(result.depth() < 7, "depth " + result.depth());
        assertEquals(result.depth(), result.iterations().size(), "every iteration started was completed");
    }

    @Test
    void withoutASoftTimeEveryDepthIsSearched() {
        SearchResult result = negamaxWithDeepening().search(TREE, SearchLimits.depth(4));
        assertEquals(4, result.depth());
        assertEquals(0, SearchLimits.depth(4).softMillis());
    }

    @Test
    void aNegativeSoftTimeIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> SearchLimits.depth(3).withSoftMillis(-1));
    }
}
