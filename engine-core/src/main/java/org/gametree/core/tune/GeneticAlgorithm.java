package org.gametree.core.tune;

/**
 * A genetic algorithm over the free parameters. The first population is the start vector and
 * mutants of it (each free parameter moved with probability ½ by up to three of its steps).
 * Each generation keeps its best individual (elitism) and fills the rest with children: two
 * parents chosen by tournaments of two (the lower loss wins), uniform crossover with
 * probability {@code crossover} (else a copy of the first parent), then every free parameter
 * mutated with probability {@code mutation} by one to three steps. One step is one generation;
 * the step's current loss is the generation's mean and its spread the standard deviation of
 * its losses (how far the population has converged). Never {@link #finished}: the caller
 * decides how many generations.
 */
public final class GeneticAlgorithm extends AbstractTuner {

    private int[][] population;
    private double[] losses;
    private final double crossover;
    private final double mutation;

    /**
     * @param populationSize individuals per generation (at least 2)
     * @param crossover      the probability that a child mixes two parents
     * @param mutation       the probability that a child's free parameter is moved
     */
    public GeneticAlgorithm(ParameterSpace space, int[] start, Objective objective, long seed, int populationSize,
                            double crossover, double mutation) {
        super(space, start, objective, seed);
        if (populationSize < 2) {
            throw new IllegalArgumentException("a population needs at least 2 individuals, got " + populationSize);
        }
        if (!(crossover >= 0 && crossover <= 1 && mutation >= 0 && mutation <= 1)) {
            throw new IllegalArgumentException("probabilities must be between 0 and 1, got crossover " + crossover
                    + " and mutation " + mutation);
        }
        this.crossover = crossover;
        this.mutation = mutation;
        population = new int[populationSize][];
        losses = new double[populationSize];
        population[0] = start.clone();
        for (int k = 1; k < populationSize; k++) {
            population[k] = mutate(start, 0.5);
        }
        for (int k = 0; k < populationSize; k++) {
            losses[k] = loss(population[k]);
        }
    }

    @Override
    public String name() {
        return "genetic-algorithm";
    }

    private int[] mutate(int[] v, double probability) {
        int[] child = v.clone();
        for (int k = 0; k < space.freeCount(); k++) {
            if (random.nextDouble() < probability) {
                int i = space.freeIndex(k);
                int size = (1 + random.nextInt(3)) * space.get(i).step();
                child[i] = space.clamp(i, (long) child[i] + (random.nextBoolean() ? size : -size));
            }
        }
        return child;
    }

    private int tournament() {
        int a = random.nextInt(population.length);
        int b = random.nextInt(population.length);
        return losses[a] <= losses[b] ? a : b;
    }

    @Override
    public TuningStep step() {
        steps++;
        int n = population.length;
        int elite = 0;
        for (int k = 1; k < n; k++) {
            if (losses[k] < losses[elite]) {
                elite = k;
            }
        }
        int[][] next = new int[n][];
        double[] nextLosses = new double[n];
        next[0] = population[elite];
        nextLosses[0] = losses[elite];
        for (int k = 1; k < n; k++) {
            int[] first = population[tournament()];
            int[] second = population[tournament()];
            int[] child = first.clone();
            if (random.nextDouble() < crossover) {
                for (int f = 0; f < space.freeCount(); f++) {
                    int i = space.freeIndex(f);
                    if (random.nextBoolean()) {
                        child[i] = second[i];
                    }
                }
            }
            next[k] = mutate(child, mutation);
            nextLosses[k] = loss(next[k]);
        }
        population = next;
        losses = nextLosses;
        double mean = 0;
        for (double l : losses) {
            mean += l;
        }
        mean /= n;
        double variance = 0;
        for (double l : losses) {
            variance += (l - mean) * (l - mean);
        }
        double spread = Math.sqrt(variance / n);
        return report(mean, Double.NaN, spread, true, "generation " + steps);
    }

    @Override
    public boolean finished() {
        return false;
    }
}
