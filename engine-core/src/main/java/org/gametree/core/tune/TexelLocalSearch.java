package org.gametree.core.tune;

/**
 * Texel's local search (Peter Österlund's method for his engine Texel): one pass tries each free
 * parameter one step up, and if that does not lower the loss one step down, and keeps whatever
 * lowers it. When a whole pass keeps nothing, every step is halved (down to 1); a pass with
 * steps of 1 that keeps nothing ends the search ({@link #finished}). One step is one pass, so
 * it costs up to two losses per free parameter. Used with a {@link TexelLoss} it is "Texel
 * tuning"; it works with any objective.
 */
public final class TexelLocalSearch extends AbstractTuner {

    private int[] current;
    private double currentLoss;
    private final int[] stepSizes;
    private boolean done;

    public TexelLocalSearch(ParameterSpace space, int[] start, Objective objective, long seed) {
        super(space, start, objective, seed);
        current = start.clone();
        currentLoss = loss(current);
        stepSizes = new int[space.size()];
        for (int i = 0; i < stepSizes.length; i++) {
            stepSizes[i] = space.get(i).step();
        }
    }

    @Override
    public String name() {
        return "texel";
    }

    @Override
    public TuningStep step() {
        steps++;
        if (done) {
            return report(currentLoss, Double.NaN, Double.NaN, false, "no parameter improves");
        }
        int kept = 0;
        for (int k = 0; k < space.freeCount(); k++) {
            int i = space.freeIndex(k);
            if (tryMove(i, stepSizes[i]) || tryMove(i, -stepSizes[i])) {
                kept++;
            }
        }
        String note;
        if (kept > 0) {
            note = kept + " parameters changed";
        } else {
            boolean halved = false;
            for (int k = 0; k < space.freeCount(); k++) {
                int i = space.freeIndex(k);
                if (stepSizes[i] > 1) {
                    stepSizes[i] /= 2;
                    halved = true;
                }
            }
            done = !halved;
            note = halved ? "steps halved" : "no parameter improves";
        }
        return report(currentLoss, Double.NaN, Double.NaN, kept > 0, note);
    }

    private boolean tryMove(int i, int delta) {
        int[] candidate = moved(current, i, delta);
        if (candidate[i] == current[i]) {
            return false;
        }
        double loss = loss(candidate);
        if (loss < currentLoss) {
            current = candidate;
            currentLoss = loss;
            return true;
        }
        return false;
    }

    @Override
    public boolean finished() {
        return done;
    }
}
