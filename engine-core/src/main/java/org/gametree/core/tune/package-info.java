/**
 * Tuning an evaluation's weights, the book's chapter 8 as code: a {@link
 * org.gametree.core.tune.ParameterSpace} (named integer weights with ranges and groups), a loss
 * to minimise ({@link org.gametree.core.tune.Objective}: Texel's loss on labelled positions, a
 * match's lost points, any function of the vector), and the methods, each a {@link
 * org.gametree.core.tune.Tuner} that advances one step at a time so a caller can draw and stop
 * it: hill climbing, Monte-Carlo restarts, simulated annealing, a genetic algorithm and Texel's
 * local search. Deterministic for a seed. Game-agnostic: the games supply the vector and the
 * scorer of positions.
 */
package org.gametree.core.tune;
