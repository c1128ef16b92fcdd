package org.gametree.gomoku.protocol;

import org.gametree.core.search.SearchLimits;

/**
 * The clock of a Gomocup game: what {@code INFO timeout_turn}, {@code timeout_match} and
 * {@code time_left} say (all in milliseconds), turned into the limits of one move.
 *
 * <p>The time for a move is {@code timeout_turn}, capped at {@code time_left /} {@value #MOVES_TO_GO}
 * when the match has a limit ({@code timeout_match > 0}); the search gets that minus a safety
 * margin of 10% and {@value #MARGIN_MILLIS} ms (the threat check, move generation, the pipe and
 * the JVM's pauses live in the margin), never less than {@value #MIN_MILLIS} ms.
 * {@code timeout_turn 0} means "play as fast as possible": depth {@value #FAST_DEPTH} within at
 * most {@value #FAST_MILLIS} ms (the threat checks before the search are bounded by the clock
 * too, and without one a Renju position could keep them busy for 15 s), still capped by the
 * match time. {@code time_left} is what the manager last said, minus the time
 * this engine has spent since (managers send it before every move; this keeps the cap honest
 * when one does not).
 */
final class TimeControl {

    /** The protocol's defaults when no INFO arrives. */
    static final long DEFAULT_TURN = 30_000;
    static final long DEFAULT_MATCH = 1_000_000_000;
    /** The share of the remaining match time one move may use: 1/15. */
    static final int MOVES_TO_GO = 15;
    static final long MARGIN_MILLIS = 30;
    static final long MIN_MILLIS = 20;
    /** The depth of a move when {@code timeout_turn} is 0. */
    static final int FAST_DEPTH = 4;
    /** The time a move may take at most when {@code timeout_turn} is 0. */
    static final long FAST_MILLIS = 1_000;

    private long turn = DEFAULT_TURN;
    private long match = DEFAULT_MATCH;
    private long left = DEFAULT_MATCH;

    void timeoutTurn(long millis) {
        turn = millis;
    }

    void timeoutMatch(long millis) {
        match = millis;
        left = millis;
    }

    void timeLeft(long millis) {
        left = millis;
    }

    /** A new game (START, RESTART): the whole match time is left. */
    void newGame() {
        left = match;
    }

    /** This engine spent {@code millis} on a move. */
    void spent(long millis) {
        left = Math.max(0, left - millis);
    }

    /** The time the rules give this move before the safety margin. */
    long budget() {
        long budget = turn == 0 ? FAST_MILLIS : turn;
        if (match > 0) {
            budget = Math.min(budget, left / MOVES_TO_GO);
        }
        return budget;
    }

    /** The limits of the next move's search: a time limit at depth {@link SearchLimits#MAX_DEPTH}, or the fast depth. */
    SearchLimits limits() {
        long millis = afterMargin(budget());
        SearchLimits limits = SearchLimits.depth(turn == 0 ? FAST_DEPTH : SearchLimits.MAX_DEPTH);
        return limits.withMillis(millis);
    }

    static long afterMargin(long budget) {
        return Math.max(MIN_MILLIS, budget - budget / 10 - MARGIN_MILLIS);
    }
}
