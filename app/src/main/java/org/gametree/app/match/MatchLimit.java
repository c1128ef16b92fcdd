package org.gametree.app.match;

import org.gametree.core.match.TimeControl;

/**
 * The limit of every move of a match as the match tab offers it: a time per move, a node count,
 * a depth, or a clock in the match command's notation ({@code 40/60}, {@code 60+0.5}).
 */
public enum MatchLimit {
    MOVETIME, NODES, DEPTH, CLOCK;

    /**
     * The limit of {@code text} read as this kind.
     *
     * @throws IllegalArgumentException saying what is wrong, with an example
     */
    public TimeControl parse(String text) {
        String t = text == null ? "" : text.strip();
        if (this == CLOCK) {
            return TimeControl.parseClock(t);
        }
        long n;
        try {
            n = Long.parseLong(t);
        } catch (NumberFormatException e) {
            n = 0;
        }
        if (n < 1) {
            throw new IllegalArgumentException("'" + t + "' is not a whole number above 0 (e.g. " + example() + ")");
        }
        switch (this) {
            case MOVETIME:
                return TimeControl.movetime(n);
            case NODES:
                return TimeControl.nodes(n);
            default:
                return TimeControl.depth((int) Math.min(64, n));
        }
    }

    /** A value that makes sense for the kind, shown when it is chosen. */
    public String example() {
        switch (this) {
            case MOVETIME: return "100";
            case NODES: return "5000";
            case DEPTH: return "3";
            default: return "40/60";
        }
    }
}
