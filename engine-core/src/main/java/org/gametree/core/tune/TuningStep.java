package org.gametree.core.tune;

/**
 * Where a tuner stands after one step: what the lab draws.
 *
 * @param step        the step's number, from 1
 * @param currentLoss the loss of the vector the method is at now (for a genetic algorithm: the
 *                    generation's mean)
 * @param bestLoss    the lowest loss seen so far
 * @param evaluations losses computed so far in all
 * @param temperature the annealing temperature after the step (NaN for the other methods)
 * @param spread      the population's spread, the standard deviation of its losses (NaN
 *                    without a population)
 * @param accepted    whether the step moved the current vector
 * @param note        what happened, in a few words ("restart 3", "a.b +4")
 */
public record TuningStep(int step, double currentLoss, double bestLoss, long evaluations, double temperature,
                         double spread, boolean accepted, String note) {
}
