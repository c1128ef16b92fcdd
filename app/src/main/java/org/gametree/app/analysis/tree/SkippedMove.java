package org.gametree.app.analysis.tree;

import org.gametree.core.search.Technique;

/**
 * A move of a node that a selective search skipped without searching it (futility, late-move or
 * SEE pruning, quiescence SEE): shown among the node's children as a greyed "ghost" row.
 *
 * @param move           the move (the engines' int)
 * @param technique      what skipped it
 * @param value          the bound it was judged by: evaluation plus margin (futility), the move's
 *                       number (late-move pruning), the exchange threshold (SEE)
 * @param childrenBefore how many of the node's children were searched before it was skipped (its place among them)
 * @param savedName      the move's name as a file saved it ("" for a live recording)
 */
public record SkippedMove(int move, Technique technique, int value, int childrenBefore, String savedName) {
}
