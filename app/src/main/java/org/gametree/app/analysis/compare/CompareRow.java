package org.gametree.app.analysis.compare;

import org.gametree.core.search.SearchResult;
import org.gametree.core.search.Statistics;

/**
 * One algorithm's line of the results table. Immutable.
 *
 * @param name           the algorithm or preset
 * @param exact          the searcher says it computes the exact minimax value ({@code Searcher.isExact()})
 * @param agreeExpected  exact and value-preserving (no quiescence, extension or reductions): its
 *                       value must equal every other such row's
 * @param finished       the search ran to its depth (false: cancelled before or while it ran)
 * @param result         the search's result (value from the side to move at the root, statistics)
 * @param flagged        its value disagrees with the reference row's although both must agree
 * @param reference      the name of the row it is checked against (null when there is none)
 * @param referenceValue that row's value
 * @param external       an external engine's row ({@link ExternalCompare}): only its value, best
 *                       move, depth, positions and time are known, and it is held to nothing
 */
public record CompareRow(String name, boolean exact, boolean agreeExpected, boolean finished, SearchResult result,
                         boolean flagged, String reference, int referenceValue, boolean external) {

    /** A row of one of our algorithms. */
    public CompareRow(String name, boolean exact, boolean agreeExpected, boolean finished, SearchResult result,
                      boolean flagged, String reference, int referenceValue) {
        this(name, exact, agreeExpected, finished, result, flagged, reference, referenceValue, false);
    }

    /** What the check column says of a row (its CSV token; the table shows it translated). */
    public enum Check {
        /** The first finished row that must agree: the others are checked against it. */
        REFERENCE("reference"),
        AGREES("agrees"),
        DISAGREES("disagrees"),
        /** Cancelled before or while it ran. */
        UNFINISHED("unfinished"),
        /** Not expected to agree: MCTS samples, a preset with quiescence/extensions/reductions searches another tree. */
        NOT_HELD("notHeld"),
        /** An external engine: another program with its own evaluation, shown beside ours. */
        EXTERNAL("external");

        private final String token;

        Check(String token) {
            this.token = token;
        }

        /** The word in the exports, and the last part of its text key ({@code compare.check.<token>}). */
        public String token() {
            return token;
        }
    }

    public int value() {
        return result.value();
    }

    public int bestMove() {
        return result.bestMove();
    }

    public int depth() {
        return result.depth();
    }

    public Statistics statistics() {
        return result.statistics();
    }

    /** The row's verdict. */
    public Check check() {
        if (external && finished) {
            return Check.EXTERNAL;
        }
        if (!finished) {
            return Check.UNFINISHED;
        }
        if (!agreeExpected) {
            return Check.NOT_HELD;
        }
        if (flagged) {
            return Check.DISAGREES;
        }
        return name.equals(reference) ? Check.REFERENCE : Check.AGREES;
    }
}
