package org.gametree.app.analysis.review;

import org.gametree.core.search.Presets;
import org.gametree.core.search.SearchLimits;

/**
 * How each position of a review is searched.
 *
 * @param algorithm  an algorithm or preset name ({@link Presets#searcherFor})
 * @param evaluation one of the game's evaluation names
 * @param depth      the depth of every search (1..{@link SearchLimits#MAX_DEPTH})
 * @param millis     a time limit per position, 0 for none (then a fixed depth is deterministic)
 */
public record ReviewSearch(String algorithm, String evaluation, int depth, long millis) {

    public ReviewSearch {
        if (!Presets.exists(algorithm) && !org.gametree.core.search.Algorithms.exists(algorithm)) {
            throw new IllegalArgumentException("unknown algorithm or preset '" + algorithm + "'");
        }
        if (depth < 1 || depth > SearchLimits.MAX_DEPTH) {
            throw new IllegalArgumentException("depth must be 1.." + SearchLimits.MAX_DEPTH + ", got " + depth);
        }
        if (millis < 0) {
            throw new IllegalArgumentException("time per position must not be negative, got " + millis);
        }
    }
}
