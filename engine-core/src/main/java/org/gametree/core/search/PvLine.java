package org.gametree.core.search;

/**
 * One line of a MultiPV search: a root move with its own value, depth and principal variation.
 * With MultiPV 1 a search has exactly one, the same as its best move, value and PV.
 *
 * @param move  the root move of this line
 * @param value its value from the side to move's point of view
 * @param depth the depth it was searched to
 * @param pv    the line, starting with {@code move} (a copy; do not modify)
 */
public record PvLine(int move, int value, int depth, int[] pv) {
}
