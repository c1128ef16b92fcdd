package org.gametree.app.analysis.compare;

import org.gametree.core.search.SearchResult;
import org.gametree.core.search.SearchSwitch;

/**
 * One line of the ablation table: the preset as it is (the baseline) or without one switch.
 * Immutable.
 *
 * @param without         the switch turned off, null for the baseline
 * @param result          the search's result, null when the run was cancelled before it started
 * @param complete        searched as asked (to its depth, or for its whole time)
 * @param nodeRatio       positions visited over the baseline's (NaN when either is missing)
 * @param bestMoveChanged its best move differs from the baseline's
 */
public record AblationRow(SearchSwitch without, SearchResult result, boolean complete, double nodeRatio,
                          boolean bestMoveChanged) {

    public boolean searched() {
        return result != null;
    }

    public boolean isBaseline() {
        return without == null;
    }
}
