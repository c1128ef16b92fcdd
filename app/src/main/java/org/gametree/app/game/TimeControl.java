package org.gametree.app.game;

/**
 * How much time the players have: none (the clocks count up, or do not run at all), a budget
 * per side with a bonus added after each of that side's moves ("5 min + 3 s"), or a fixed time
 * for every move. A side out of time loses.
 *
 * @param kind      which of the three
 * @param baseMillis each side's budget at the start ({@link Kind#INCREMENT})
 * @param incrementMillis added to a side's budget after each of its moves ({@link Kind#INCREMENT})
 * @param perMoveMillis the time for each move ({@link Kind#PER_MOVE})
 */
public record TimeControl(Kind kind, long baseMillis, long incrementMillis, long perMoveMillis) {

    /** No time limit, a budget plus increment, or a fixed time per move. */
    public enum Kind { NONE, INCREMENT, PER_MOVE }

    public static final int MAX_MINUTES = 180;
    public static final int MAX_INCREMENT_SECONDS = 60;
    public static final int MAX_PER_MOVE_SECONDS = 600;

    /** Never shorter: an engine needs a few tens of milliseconds to answer at all. */
    private static final long ENGINE_MINIMUM_MILLIS = 50;

    public TimeControl {
        if (kind == null) {
            throw new IllegalArgumentException("kind is required");
        }
        if (baseMillis < 0 || incrementMillis < 0 || perMoveMillis < 0) {
            throw new IllegalArgumentException("times cannot be negative");
        }
        if (kind == Kind.INCREMENT && baseMillis == 0) {
            throw new IllegalArgumentException("a budget of 0 minutes loses at once");
        }
        if (kind == Kind.PER_MOVE && perMoveMillis == 0) {
            throw new IllegalArgumentException("a time per move of 0 loses at once");
        }
    }

    public static TimeControl none() {
        return new TimeControl(Kind.NONE, 0, 0, 0);
    }

    /** {@code minutes} for each side, plus {@code incrementSeconds} after each move. */
    public static TimeControl increment(int minutes, int incrementSeconds) {
        return new TimeControl(Kind.INCREMENT, minutes * 60_000L, incrementSeconds * 1000L, 0);
    }

    /** {@code seconds} for every move. */
    public static TimeControl perMove(int seconds) {
        return new TimeControl(Kind.PER_MOVE, 0, 0, seconds * 1000L);
    }

    public boolean isTimed() {
        return kind != Kind.NONE;
    }

    /**
     * How long an engine may think for its next move, given the time it has left: a thirtieth
     * of the budget plus most of the increment (a game lasts ~30 more moves of each side, and
     * the increment comes back after the move), never more than half of what is left; under a
     * fixed time per move, 80 % of it, keeping room for the answer to reach the board.
     *
     * @param remainingMillis what the engine's clock shows
     * @return the search's time limit in milliseconds (0 without a time control: the player's own limit)
     */
    public long engineMillis(long remainingMillis) {
        return switch (kind) {
            case NONE -> 0;
            case PER_MOVE -> Math.max(ENGINE_MINIMUM_MILLIS, perMoveMillis * 4 / 5);
            case INCREMENT -> Math.max(ENGINE_MINIMUM_MILLIS,
                    Math.min(remainingMillis / 2, remainingMillis / 30 + incrementMillis * 3 / 4));
        };
    }
}
