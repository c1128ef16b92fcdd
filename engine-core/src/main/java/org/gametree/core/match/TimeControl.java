package org.gametree.core.match;

import java.util.Locale;

/**
 * How much an engine may think in a match: a clock ({@code 40/60}: 40 moves in 60 s, then the
 * same again; {@code 60+0.5}: 60 s for the game plus 0.5 s per move; {@code 40/60+0.5}; {@code
 * 300}: 5 minutes sudden death), a fixed time per move, a node count or a depth.
 *
 * @param kind        which of the four
 * @param moves       moves per period of a clock, 0 for one period (sudden death, maybe with increment)
 * @param baseMillis  a clock's time per period
 * @param incrementMillis a clock's time added after each move
 * @param moveMillis  the time per move of {@link Kind#MOVETIME}
 * @param nodes       the nodes per move of {@link Kind#NODES}
 * @param depth       the depth of {@link Kind#DEPTH}
 */
public record TimeControl(Kind kind, int moves, long baseMillis, long incrementMillis, long moveMillis, long nodes, int depth) {

    /** The four kinds of limit. */
    public enum Kind { CLOCK, MOVETIME, NODES, DEPTH }

    public TimeControl {
        if (moves < 0 || baseMillis < 0 || incrementMillis < 0 || moveMillis < 0 || nodes < 0 || depth < 0) {
            throw new IllegalArgumentException("time control values must not be negative");
        }
        switch (kind) {
            case CLOCK:
                if (baseMillis == 0 && incrementMillis == 0) {
                    throw new IllegalArgumentException("a clock needs some time: base or increment above 0");
                }
                if (moves > 0 && baseMillis == 0) {
                    throw new IllegalArgumentException("moves/time needs a time above 0");
                }
                break;
            case MOVETIME:
                if (moveMillis < 1) {
                    throw new IllegalArgumentException("a time per move needs at least 1 ms");
                }
                break;
            case NODES:
                if (nodes < 1) {
                    throw new IllegalArgumentException("a node limit needs at least 1 node");
                }
                break;
            default:
                if (depth < 1) {
                    throw new IllegalArgumentException("a depth needs at least 1 ply");
                }
        }
    }

    public static TimeControl movetime(long millis) {
        return new TimeControl(Kind.MOVETIME, 0, 0, 0, millis, 0, 0);
    }

    public static TimeControl nodes(long nodes) {
        return new TimeControl(Kind.NODES, 0, 0, 0, 0, nodes, 0);
    }

    public static TimeControl depth(int depth) {
        return new TimeControl(Kind.DEPTH, 0, 0, 0, 0, 0, depth);
    }

    public static TimeControl clock(int moves, long baseMillis, long incrementMillis) {
        return new TimeControl(Kind.CLOCK, moves, baseMillis, incrementMillis, 0, 0, 0);
    }

    /**
     * Parses a clock: {@code [moves/]seconds[+increment]} with seconds and increment in seconds
     * (decimals allowed), e.g. {@code 40/60}, {@code 60+0.5}, {@code 40/120+1}, {@code 300}.
     *
     * @throws IllegalArgumentException with what is wrong and an example
     */
    public static TimeControl parseClock(String text) {
        String t = text.trim();
        String hint = " (expected moves/seconds or seconds+increment, e.g. 40/60 or 60+0.5)";
        if (t.isEmpty()) {
            throw new IllegalArgumentException("empty time control" + hint);
        }
        int moves = 0;
        int slash = t.indexOf('/');
        if (slash >= 0) {
            try {
                moves = Integer.parseInt(t.substring(0, slash).trim());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("time control '" + text + "': '" + t.substring(0, slash) + "' is not a move count" + hint);
            }
            if (moves < 1) {
                throw new IllegalArgumentException("time control '" + text + "': the move count must be at least 1" + hint);
            }
            t = t.substring(slash + 1);
        }
        long increment = 0;
        int plus = t.indexOf('+');
        if (plus >= 0) {
            increment = millis(t.substring(plus + 1), text, hint);
            t = t.substring(0, plus);
        }
        long base = millis(t, text, hint);
        try {
            return clock(moves, base, increment);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("time control '" + text + "': " + e.getMessage() + hint);
        }
    }

    private static long millis(String seconds, String text, String hint) {
        double value;
        try {
            value = Double.parseDouble(seconds.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("time control '" + text + "': '" + seconds + "' is not a number of seconds" + hint);
        }
        if (!(value >= 0) || value > 1e7) {
            throw new IllegalArgumentException("time control '" + text + "': '" + seconds + "' is out of range" + hint);
        }
        return Math.round(value * 1000);
    }

    /** The control as written on the command line and in a game's TimeControl tag. */
    public String describe() {
        switch (kind) {
            case CLOCK:
                String s = (moves > 0 ? moves + "/" : "") + seconds(baseMillis);
                return incrementMillis > 0 ? s + "+" + seconds(incrementMillis) : s;
            case MOVETIME:
                return "movetime " + moveMillis + " ms";
            case NODES:
                return "nodes " + nodes;
            default:
                return "depth " + depth;
        }
    }

    private static String seconds(long millis) {
        return millis % 1000 == 0 ? Long.toString(millis / 1000) : String.format(Locale.ROOT, "%s", millis / 1000.0);
    }

    /** A running clock of this control for one side (only for {@link Kind#CLOCK}). */
    public Clock newClock() {
        if (kind != Kind.CLOCK) {
            throw new IllegalStateException("not a clock: " + describe());
        }
        return new Clock(this);
    }

    /**
     * One side's clock: the time left, the moves to the next refill, and whether a move's time
     * made the flag fall.
     */
    public static final class Clock {
        private final TimeControl control;
        private long remaining;
        private int movesMade;

        Clock(TimeControl control) {
            this.control = control;
            this.remaining = control.baseMillis;
        }

        /** The time left in ms. */
        public long remaining() {
            return remaining;
        }

        /** Moves until the clock is refilled, counting this one; 0 in sudden death. */
        public int movesToGo() {
            return control.moves == 0 ? 0 : control.moves - movesMade % control.moves;
        }

        /**
         * Charges a move that took {@code elapsed} ms; false if the flag fell: more than the time
         * left plus {@code margin}. Within the margin the clock stops at 0. Then the increment
         * and, at the end of a period, the next period's time are added.
         */
        public boolean charge(long elapsed, long margin) {
            if (elapsed > remaining + margin) {
                remaining -= elapsed;
                return false;
            }
            remaining = Math.max(0, remaining - elapsed) + control.incrementMillis;
            movesMade++;
            if (control.moves > 0 && movesMade % control.moves == 0) {
                remaining += control.baseMillis;
            }
            return true;
        }
    }
}
