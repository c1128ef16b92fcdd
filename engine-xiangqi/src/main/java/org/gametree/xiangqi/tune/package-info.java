/**
 * Tuning the rich evaluation's weights: Texel's loss over labelled Xiangqi positions
 * ({@link org.gametree.xiangqi.tune.TexelScorer}), which positions count as quiet
 * ({@link org.gametree.xiangqi.tune.QuietPositions}), and the {@code tune} command's data.
 * The methods themselves are the game-agnostic ones of {@code org.gametree.core.tune}.
 */
package org.gametree.xiangqi.tune;
