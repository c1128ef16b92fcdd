package org.gametree.gomoku.threat;

/**
 * What an evaluation that keeps each point's line patterns knows about fours, so the
 * {@link ThreatScanner} can skip points without testing them on the board. Both answers may
 * be wrong only one way: false is certain, true means "test it".
 */
public interface FourHints {

    /** Whether a stone of {@code stone} on the empty point p might give it a five point. */
    boolean mayMakeFour(int p, int stone);

    /** Whether a stone of {@code stone} on the empty point p might give it two five points. */
    boolean mayMakeWinningFour(int p, int stone);

    /**
     * Whether a black stone on the empty point p might be forbidden under Renju. Stays a safe
     * answer when white stones are added to the position: they only lower black's line patterns.
     */
    boolean mayBeForbidden(int p);
}
