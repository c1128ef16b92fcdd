package org.gametree.core.tune;

import java.util.SplittableRandom;

/** What the methods share: the space, the objective, the random source, the best vector and the count of losses. */
abstract class AbstractTuner implements Tuner {

    protected final ParameterSpace space;
    protected final Objective objective;
    protected final SplittableRandom random;
    private int[] best;
    private double bestLoss = Double.POSITIVE_INFINITY;
    private long evaluations;
    protected int steps;

    /**
     * @throws IllegalArgumentException if {@code start} does not fit the space or no parameter is free
     */
    AbstractTuner(ParameterSpace space, int[] start, Objective objective, long seed) {
        space.check(start);
        if (space.freeCount() == 0) {
            throw new IllegalArgumentException("no parameter is free to tune");
        }
        this.space = space;
        this.objective = objective;
        this.random = new SplittableRandom(seed);
        this.best = start.clone();
    }

    /** The loss of v, counted, and kept as the best when it is. */
    protected final double loss(int[] v) {
        double loss = objective.loss(v);
        evaluations++;
        if (loss < bestLoss) {
            bestLoss = loss;
            best = v.clone();
        }
        return loss;
    }

    protected final TuningStep report(double current, double temperature, double spread, boolean accepted, String note) {
        return new TuningStep(steps, current, bestLoss, evaluations, temperature, spread, accepted, note);
    }

    /** A local move: v with free parameter i changed by delta (held to its range; a new array). */
    protected final int[] moved(int[] v, int i, int delta) {
        int[] w = v.clone();
        w[i] = space.clamp(i, (long) v[i] + delta);
        return w;
    }

    /** "name +4": a move's note. */
    protected final String describe(int i, int delta) {
        return space.get(i).name() + (delta >= 0 ? " +" : " ") + delta;
    }

    @Override
    public int[] best() {
        return best.clone();
    }

    @Override
    public double bestLoss() {
        return bestLoss;
    }
}
