package org.gametree.app.lab;

import org.gametree.core.tune.TuningStep;

/**
 * One step of a tuning run as the lab's chart draws it.
 *
 * @param step        the step's number, from 1
 * @param current     the training loss where the method stands now (a generation's mean)
 * @param best        the lowest training loss so far
 * @param heldOut     the best vector's held-out loss, NaN when not measured at this step
 * @param temperature the annealing temperature, NaN for the other methods
 * @param spread      the population's spread, NaN without a population
 */
public record LabPoint(int step, double current, double best, double heldOut, double temperature, double spread) {

    static LabPoint of(TuningStep step, double heldOut) {
        return new LabPoint(step.step(), step.currentLoss(), step.bestLoss(), heldOut, step.temperature(), step.spread());
    }
}
