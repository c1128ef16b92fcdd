package org.gametree.core.tune;

/**
 * A tuning method that goes one step at a time, so its caller can show each step and stop,
 * pause or resume between them. A step is what the method counts as one: a tried move for
 * hill climbing and annealing, a generation for the genetic algorithm, a pass over the
 * parameters for Texel's local search. Deterministic: the same space, start, objective and seed
 * give the same steps. Not thread-safe.
 */
public interface Tuner {

    /** The method's name ("hill-climbing", …). */
    String name();

    /** Does one step and says where the method stands. */
    TuningStep step();

    /** Whether the method has nothing more to try (further steps change nothing). */
    boolean finished();

    /** The best vector seen so far (a copy). */
    int[] best();

    /** The loss of {@link #best()}. */
    double bestLoss();
}
