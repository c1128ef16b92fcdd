package org.gametree.app.analysis.stepper;

/**
 * One state of SSS*'s or DUAL*'s OPEN list, as the stepper shows it.
 *
 * @param node   the best-first search's node id
 * @param name   the node named by its path ("2.1", or moves in the game's notation)
 * @param solved SOLVED (true) or LIVE
 * @param merit  h, from MAX's (the root player's) view, as the search orders OPEN
 * @param ply    the node's depth below the root (whose side to move its value belongs to)
 */
public record OpenEntry(int node, String name, boolean solved, int merit, int ply) {
}
