package org.gametree.core.tune;

/**
 * Hill climbing, first improvement: the neighbours of the current vector are its free
 * parameters each moved one step up or down; they are tried in a shuffled order, and the
 * first that lowers the loss becomes the current vector (the order is shuffled anew). When a
 * whole round of neighbours brings nothing the vector is a local optimum and the climb is
 * {@link #finished}. One step is one neighbour tried.
 */
public final class HillClimbing extends AbstractTuner {

    private int[] current;
    private double currentLoss;
    private final int[] order;
    private int next;
    private int failures;

    public HillClimbing(ParameterSpace space, int[] start, Objective objective, long seed) {
        super(space, start, objective, seed);
        current = start.clone();
        currentLoss = loss(current);
        order = new int[2 * space.freeCount()];
        for (int k = 0; k < order.length; k++) {
            order[k] = k;
        }
        shuffle();
    }

    @Override
    public String name() {
        return "hill-climbing";
    }

    /** Restarts the climb from v (for {@link MonteCarloRestarts}). */
    void restartFrom(int[] v) {
        current = v.clone();
        currentLoss = loss(current);
        failures = 0;
        shuffle();
    }

    private void shuffle() {
        for (int k = order.length - 1; k > 0; k--) {
            int j = random.nextInt(k + 1);
            int t = order[k];
            order[k] = order[j];
            order[j] = t;
        }
        next = 0;
    }

    @Override
    public TuningStep step() {
        steps++;
        if (finished()) {
            return report(currentLoss, Double.NaN, Double.NaN, false, "local optimum");
        }
        int move = order[next++];
        int i = space.freeIndex(move / 2);
        int delta = (move % 2 == 0 ? 1 : -1) * space.get(i).step();
        int[] candidate = moved(current, i, delta);
        boolean accepted = false;
        if (candidate[i] != current[i]) {
            double loss = loss(candidate);
            if (loss < currentLoss) {
                current = candidate;
                currentLoss = loss;
                accepted = true;
            }
        }
        if (accepted) {
            failures = 0;
            shuffle();
        } else {
            failures++;
            if (next == order.length) {
                shuffle();
            }
        }
        return report(currentLoss, Double.NaN, Double.NaN, accepted, describe(i, delta));
    }

    @Override
    public boolean finished() {
        return failures >= order.length;
    }

    /** The loss of the vector the climb is at. */
    double currentLoss() {
        return currentLoss;
    }
}
