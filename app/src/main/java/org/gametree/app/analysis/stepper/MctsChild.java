package org.gametree.app.analysis.stepper;

/**
 * A root child of MCTS as the stepper shows it after some events.
 *
 * @param move   the move (engine int; a child number in a textbook tree)
 * @param name   the move's name
 * @param visits n, the child's visits so far
 * @param mean   its mean result for the side to move at the root (NaN while unvisited)
 * @param ucb    mean + c·√(ln N / n) with N the root's visits (+∞ while unvisited)
 */
public record MctsChild(int move, String name, int visits, double mean, double ucb) {
}
