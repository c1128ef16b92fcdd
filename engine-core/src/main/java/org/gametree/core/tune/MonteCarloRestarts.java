package org.gametree.core.tune;

/**
 * Hill climbing from random starts (the book's Monte-Carlo method against local optima): a climb
 * runs until it reaches a local optimum, then starts again from a point drawn uniformly from
 * the free parameters' ranges (the held ones keep their values); the best of all climbs is kept.
 * The first climb starts from the given vector. One step is one neighbour tried;
 * {@link #finished} after the last climb of {@code restarts} ends.
 */
public final class MonteCarloRestarts extends AbstractTuner {

    private final HillClimbing climb;
    private final int[] start;
    private final int restarts;
    private int restart;

    public MonteCarloRestarts(ParameterSpace space, int[] start, Objective objective, long seed, int restarts) {
        super(space, start, objective, seed);
        if (restarts < 0) {
            throw new IllegalArgumentException("restarts must not be negative, got " + restarts);
        }
        this.start = start.clone();
        this.restarts = restarts;
        // the climb reports through this tuner's objective, so its losses count here too
        this.climb = new HillClimbing(space, start, this::loss, random.nextLong());
    }

    @Override
    public String name() {
        return "monte-carlo-restarts";
    }

    @Override
    public TuningStep step() {
        steps++;
        String note;
        if (climb.finished() && restart < restarts) {
            restart++;
            climb.restartFrom(space.randomPoint(start, random));
            note = "restart " + restart;
        } else {
            note = climb.step().note();
        }
        return report(climb.currentLoss(), Double.NaN, Double.NaN, !climb.finished(), note);
    }

    @Override
    public boolean finished() {
        return climb.finished() && restart >= restarts;
    }
}
