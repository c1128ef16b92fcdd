package org.gametree.core.search;

/**
 * How long to think about one move when a clock is running: an <em>optimum</em> (soft) time after
 * which no new iteration of iterative deepening starts, and a <em>maximum</em> (hard) time that
 * stops the search in the middle of an iteration (see {@link SearchLimits#withSoftMillis}). Game-
 * agnostic clock arithmetic for UCI ({@code go wtime btime winc binc movestogo}) and, later,
 * Gomocup's {@code time_left}.
 *
 * <p>The plan covers a horizon of {@code k} moves: {@code movestogo} when the GUI says how many
 * moves remain until the clock is refilled (at most {@link #MAX_HORIZON}), otherwise
 * {@link #SUDDEN_DEATH_MOVES}. Every move costs the engine its thinking time plus the
 * {@code overhead} (the time between the GUI starting and stopping our clock that the search does
 * not see: process latency, output, the GUI's own work), and gains the increment after it is made.
 *
 * <ul>
 *   <li><b>optimum</b> = (remaining − overhead − safety + (k − 1)·(increment − overhead)) / k, the fair
 *       share of this move when the clock is spread evenly over the horizon;</li>
 *   <li><b>soft</b> = {@link #SOFT_SHARE} of the optimum: iterative deepening stops at the end of
 *       the first iteration that finishes after it, so on average it spends more than the soft
 *       time — with iterations growing by a ratio r in time, the end falls between soft and
 *       r × soft, on average soft × (r − 1) / ln r: 1.4× for r = 2, 2.3× for r = 4.5 (today's
 *       {@code best} in the opening);</li>
 *   <li><b>hard</b> = {@link #HARD_FACTOR} × optimum, but never more than half of the
 *       <em>pool</em> — the remaining time less {@link #SAFETY_MILLIS}, one overhead for this
 *       move and one (net of the increment) for every later move of the horizon — or
 *       {@link #LAST_MOVE_SHARE} of it
 *       when this is the last move before the clock is refilled.</li>
 * </ul>
 *
 * <p>Why this never loses on time in an {@code N moves in T} control while the real overhead is
 * at most {@code overhead}, even if every move thinks for its whole hard time: before a move
 * with {@code k} moves to go the clock holds {@code R ≥ k·overhead + safety}; the move takes at
 * most {@code hard + overhead ≤ (R − k·overhead − safety)/2 + overhead}, which leaves at least
 * {@code (k − 1)·overhead + safety} for the {@code k − 1} moves after it. The last move leaves
 * the safety and a tenth of its pool. With an increment of at least the overhead the pool never
 * shrinks below half of what it was. Only a clock already smaller than that reserve (a GUI that
 * hands out less than the overhead per move) gets a small share of what is left, and a clock
 * under one overhead plus the safety a 1 ms search.
 */
public final class TimeManager {

    /** Moves the clock is planned for when the GUI does not say (sudden death, with or without increment). */
    public static final int SUDDEN_DEATH_MOVES = 30;
    /** The longest horizon planned for, even if {@code movestogo} is larger. */
    public static final int MAX_HORIZON = 50;
    /** The soft time as a share of the optimum. */
    public static final double SOFT_SHARE = 0.5;
    /** The hard time as a multiple of the optimum (before the pool caps it). */
    public static final double HARD_FACTOR = 4.0;
    /** The most of the pool one move may take when more moves follow before the clock is refilled. */
    public static final double MOVE_SHARE = 0.5;
    /** The most of the pool the last move before the refill may take ("most but not all"). */
    public static final double LAST_MOVE_SHARE = 0.9;
    /** Time never planned for, in ms: the clock keeps it even if every move takes its hard time. */
    public static final long SAFETY_MILLIS = 10;

    /**
     * A budget for one move, in milliseconds, both at least 1.
     *
     * @param softMillis no iteration starts after this time
     * @param hardMillis the search stops at this time, in the middle of an iteration if need be
     */
    public record Budget(long softMillis, long hardMillis) {

        public Budget {
            if (softMillis < 1 || hardMillis < softMillis) {
                throw new IllegalArgumentException("need 1 <= soft <= hard, got " + softMillis + ", " + hardMillis);
            }
        }
    }

    private TimeManager() {
    }

    /**
     * The budget for this move.
     *
     * @param remaining  the mover's clock in ms (negative counts as 0)
     * @param increment  the mover's increment per move in ms (negative counts as 0)
     * @param movesToGo  moves until the clock is refilled, 0 (or less) for sudden death
     * @param overhead   the time each move costs beyond the search, in ms (≥ 0)
     */
    public static Budget forClock(long remaining, long increment, long movesToGo, long overhead) {
        long clock = Math.max(0, remaining);
        long inc = Math.max(0, increment);
        long lag = Math.max(0, overhead);
        int k = movesToGo > 0 ? (int) Math.min(movesToGo, MAX_HORIZON) : SUDDEN_DEATH_MOVES;
        long usable = clock - lag - SAFETY_MILLIS;
        if (usable <= 0) {
            return new Budget(1, 1); // the flag is about to fall: answer at once
        }
        long pool = usable - (k - 1) * Math.max(0, lag - inc);
        if (pool <= 0) {
            // Less than the overhead of the moves ahead: a small share of what is left.
            long hard = Math.max(1, usable / (2L * k));
            return new Budget(Math.max(1, hard / 2), hard);
        }
        double optimum = (usable + (double) (k - 1) * (inc - lag)) / k;
        double cap = pool * (k == 1 ? LAST_MOVE_SHARE : MOVE_SHARE);
        long hard = Math.max(1, (long) Math.min(optimum * HARD_FACTOR, cap));
        long soft = Math.max(1, Math.min(hard, (long) (optimum * SOFT_SHARE)));
        return new Budget(soft, hard);
    }
}
