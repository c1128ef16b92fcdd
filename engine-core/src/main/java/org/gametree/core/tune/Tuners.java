package org.gametree.core.tune;

import java.util.List;

/** The methods by name, for the command line and the lab. */
public final class Tuners {

    private Tuners() {
    }

    /** The method names, in the book's order and then today's standard. */
    public static List<String> names() {
        return List.of("hill-climbing", "restarts", "annealing", "genetic", "texel");
    }

    /**
     * A new tuner.
     *
     * @throws IllegalArgumentException for an unknown name (listing the known ones) or bad settings
     */
    public static Tuner create(String name, ParameterSpace space, int[] start, Objective objective, long seed,
                               TunerSettings settings) {
        switch (name) {
            case "hill-climbing":
                return new HillClimbing(space, start, objective, seed);
            case "restarts":
                return new MonteCarloRestarts(space, start, objective, seed, settings.restarts());
            case "annealing":
                return new SimulatedAnnealing(space, start, objective, seed, settings.temperature(), settings.cooling());
            case "genetic":
                return new GeneticAlgorithm(space, start, objective, seed, settings.population(), settings.crossover(),
                        settings.mutation());
            case "texel":
                return new TexelLocalSearch(space, start, objective, seed);
            default:
                throw new IllegalArgumentException("unknown tuning method '" + name + "' (known: "
                        + String.join(", ", names()) + ")");
        }
    }
}
