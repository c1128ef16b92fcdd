package org.gametree.core.tune;

import org.gametree.core.search.StopSignal;

/**
 * Runs a tuner for up to a number of steps, measuring the best vector on held-out data now and
 * then (a falling training loss with a rising held-out loss is over-fitting, and the lab should
 * show it). Stops early when the method is finished or the stop signal is raised; the caller
 * keeps {@link Tuner#best()}.
 */
public final class TuningRun {

    /** Told of every step, on the running thread. */
    @FunctionalInterface
    public interface Listener {
        /**
         * @param step        where the method stands
         * @param heldOutLoss the best vector's loss on the held-out data, NaN when not measured at this step
         */
        void stepped(TuningStep step, double heldOutLoss);
    }

    /**
     * How a run ended.
     *
     * @param steps       steps done
     * @param startLoss   the start vector's training loss
     * @param bestLoss    the best vector's training loss
     * @param startHeldOut the start vector's held-out loss (NaN without held-out data)
     * @param bestHeldOut  the best vector's held-out loss (NaN without held-out data)
     * @param best        the best vector
     * @param stopped     whether the stop signal ended it
     * @param heldOutBest the vector with the lowest held-out loss measured (the start's included):
     *                    early stopping, the usual cure for over-fitting; the best vector without
     *                    held-out data
     * @param heldOutBestLoss its held-out loss (NaN without held-out data)
     * @param heldOutBestStep the step it was measured at (0: the start)
     */
    public record Result(int steps, double startLoss, double bestLoss, double startHeldOut, double bestHeldOut,
                         int[] best, boolean stopped, int[] heldOutBest, double heldOutBestLoss, int heldOutBestStep) {
    }

    private final Tuner tuner;
    private final int[] start;
    private final Objective training;
    private final Objective heldOut;
    private final int maxSteps;
    private final int heldOutEvery;

    /**
     * @param start        the vector the tuner started from
     * @param training     the loss the tuner minimises (to report the start's)
     * @param heldOut      the loss on held-out data, or null
     * @param maxSteps     the most steps
     * @param heldOutEvery measure the held-out loss every this many steps (and at the last), at least 1
     */
    public TuningRun(Tuner tuner, int[] start, Objective training, Objective heldOut, int maxSteps, int heldOutEvery) {
        if (maxSteps < 1 || heldOutEvery < 1) {
            throw new IllegalArgumentException("steps and the held-out interval must be at least 1");
        }
        this.tuner = tuner;
        this.start = start.clone();
        this.training = training;
        this.heldOut = heldOut;
        this.maxSteps = maxSteps;
        this.heldOutEvery = heldOutEvery;
    }

    /** Runs; {@code stop} may be null. */
    public Result run(Listener listener, StopSignal stop) {
        double startLoss = training.loss(start);
        double startHeldOut = heldOut == null ? Double.NaN : heldOut.loss(start);
        int[] lowest = start.clone();
        double lowestLoss = startHeldOut;
        int lowestStep = 0;
        int steps = 0;
        boolean stopped = false;
        while (steps < maxSteps && !tuner.finished()) {
            if (stop != null && stop.isStopped()) {
                stopped = true;
                break;
            }
            TuningStep step = tuner.step();
            steps++;
            boolean last = steps == maxSteps || tuner.finished();
            double measured = Double.NaN;
            if (heldOut != null && (steps % heldOutEvery == 0 || last)) {
                int[] now = tuner.best();
                measured = heldOut.loss(now);
                if (measured < lowestLoss) {
                    lowest = now;
                    lowestLoss = measured;
                    lowestStep = steps;
                }
            }
            if (listener != null) {
                listener.stepped(step, measured);
            }
        }
        int[] best = tuner.best();
        double bestHeldOut = heldOut == null ? Double.NaN : heldOut.loss(best);
        if (heldOut == null) {
            lowest = best;
            lowestStep = steps;
        }
        return new Result(steps, startLoss, tuner.bestLoss(), startHeldOut, bestHeldOut, best, stopped, lowest, lowestLoss,
                lowestStep);
    }
}
