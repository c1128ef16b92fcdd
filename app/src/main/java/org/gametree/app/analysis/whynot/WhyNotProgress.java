package org.gametree.app.analysis.whynot;

/**
 * How far a "why not?" has come, published from the search thread.
 *
 * @param phase 1 while the best line is searched, 2 while the user's move is
 * @param depth the deepest iteration completed in that phase (0: none yet)
 */
public record WhyNotProgress(int phase, int depth) {
}
