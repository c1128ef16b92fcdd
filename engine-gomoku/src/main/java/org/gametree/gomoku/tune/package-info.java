/**
 * Tuning the pattern evaluation's weights: the problem the {@code tune} command and the
 * workbench's lab share ({@link org.gametree.gomoku.tune.GomokuTuning}), and a small self-play
 * data set made on the spot when there is no file ({@link org.gametree.gomoku.tune.QuickSelfPlay}).
 */
package org.gametree.gomoku.tune;
