package org.gametree.core.tune;

/**
 * The settings of the methods, one record for all (each method reads its own).
 *
 * @param restarts    Monte-Carlo restarts: climbs after the first
 * @param temperature simulated annealing: the start temperature (0: chosen from the problem)
 * @param cooling     simulated annealing: the factor of the temperature per step
 * @param population  genetic algorithm: individuals per generation
 * @param crossover   genetic algorithm: the probability that a child mixes two parents
 * @param mutation    genetic algorithm: the probability that a child's parameter is moved
 */
public record TunerSettings(int restarts, double temperature, double cooling, int population, double crossover,
                            double mutation) {

    /** What the lab and the command line start from. */
    public static final TunerSettings DEFAULTS = new TunerSettings(10, 0, 0.995, 16, 0.8, 0.1);
}
