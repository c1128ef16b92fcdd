/**
 * Gomoku and Renju: the board and rules ({@link org.gametree.gomoku.GomokuPosition},
 * {@link org.gametree.gomoku.Rule}), Renju forbidden points
 * ({@link org.gametree.gomoku.ForbiddenPoints}), notations (package {@code notation}) and the
 * command line (package {@code cli}). Evaluation, threat-space search and the Gomocup front end
 * come later.
 */
package org.gametree.gomoku;
