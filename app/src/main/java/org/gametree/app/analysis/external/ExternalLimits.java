package org.gametree.app.analysis.external;

/**
 * How long an external engine searches and how many lines it shows.
 *
 * @param infinite until told to stop (UCI {@code go infinite}); Gomocup engines have no such mode
 *                 and search {@code millis} instead
 * @param depth    plies for {@code go depth}, when not infinite and above 0
 * @param millis   time for {@code go movetime} and for a Gomocup turn
 * @param multiPv  lines wanted (engines without MultiPV give one)
 */
public record ExternalLimits(boolean infinite, int depth, long millis, int multiPv) {

    /** What follows UCI's {@code go}. */
    public String uciGo() {
        if (infinite) {
            return "infinite";
        }
        return depth > 0 ? "depth " + depth : "movetime " + Math.max(1, millis);
    }
}
