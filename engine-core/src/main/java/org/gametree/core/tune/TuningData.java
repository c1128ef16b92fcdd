package org.gametree.core.tune;

import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * A data set made ready for tuning: Texel's loss on the training part and on the held-out part
 * (the last positions, never tuned on), with the logistic scale K fitted to the start vector on
 * the training part. The command line and the lab build it the same way ({@link #split}).
 * Closing it ends whatever the scorers run on (threads).
 */
public final class TuningData implements AutoCloseable {

    private final TexelLoss training;
    private final TexelLoss heldOut;
    private final String source;
    private final int read;
    private final int usable;
    private final List<? extends AutoCloseable> resources;

    private TuningData(TexelLoss training, TexelLoss heldOut, String source, int read, int usable,
                       List<? extends AutoCloseable> resources) {
        this.training = training;
        this.heldOut = heldOut;
        this.source = source;
        this.read = read;
        this.usable = usable;
        this.resources = resources;
    }

    /**
     * Splits usable positions (already turned into whatever the game's scorer needs) into a
     * training part and the last {@code heldOutPercent} held out, and fits K on the training part.
     *
     * @param items          the usable positions, in the data's order
     * @param results        their results, one per item
     * @param source         what the data is, for messages ("the shipped data (…)", a file name)
     * @param read           how many positions the data had before the unusable were left out
     * @param heldOutPercent 0 to 50
     * @param start          the vector K is fitted to
     * @param scorers        a scorer of a slice of the items (called twice: training, held out)
     * @throws TuningDataException when fewer than 10 positions are usable
     */
    public static <T> TuningData split(List<T> items, List<Double> results, String source, int read,
                                       int heldOutPercent, int[] start, Function<List<T>, TexelLoss.Scorer> scorers) {
        if (heldOutPercent < 0 || heldOutPercent > 50) {
            throw new IllegalArgumentException("the held-out part is a percentage from 0 to 50, got " + heldOutPercent);
        }
        if (items.size() < 10) {
            throw new TuningDataException(source + " has " + items.size() + " quiet positions; tuning needs more");
        }
        int training = items.size() - items.size() * heldOutPercent / 100;
        TexelLoss.Scorer trainScorer = scorers.apply(items.subList(0, training));
        TexelLoss trainLoss = TexelLoss.fitted(trainScorer, toArray(results.subList(0, training)), start);
        TexelLoss.Scorer heldScorer = training == items.size() ? null
                : scorers.apply(items.subList(training, items.size()));
        TexelLoss heldLoss = heldScorer == null ? null
                : new TexelLoss(heldScorer, toArray(results.subList(training, results.size())), trainLoss.scale());
        return new TuningData(trainLoss, heldLoss, source, read, items.size(),
                java.util.stream.Stream.of(trainScorer, heldScorer).filter(s -> s instanceof AutoCloseable)
                        .map(s -> (AutoCloseable) s).toList());
    }

    private static double[] toArray(List<Double> values) {
        double[] array = new double[values.size()];
        for (int i = 0; i < array.length; i++) {
            array[i] = values.get(i);
        }
        return array;
    }

    /** Texel's loss on the training part: what the tuner minimises. */
    public TexelLoss training() {
        return training;
    }

    /** Texel's loss on the held-out part, with the training part's K; null when nothing is held out. */
    public TexelLoss heldOut() {
        return heldOut;
    }

    /** Positions in the data. */
    public int read() {
        return read;
    }

    /** Positions usable (quiet). */
    public int usable() {
        return usable;
    }

    /** Positions tuned on. */
    public int trainingCount() {
        return training.positions();
    }

    /** Positions held out. */
    public int heldOutCount() {
        return usable - training.positions();
    }

    /** K, fitted to the start vector on the training part. */
    public double scale() {
        return training.scale();
    }

    /** What the data is ("the shipped data (…)", a file). */
    public String source() {
        return source;
    }

    /** One line about the data, as the {@code tune} command prints it. */
    public String description() {
        return String.format(Locale.ROOT,
                "data %s: %d positions, %d quiet: %d for tuning, %d held out (the last); K = %.4f fitted to the start",
                source, read, usable, trainingCount(), heldOutCount(), scale());
    }

    /** Ends the scorers' threads (a run that is over no longer needs them). */
    @Override
    public void close() {
        for (AutoCloseable resource : resources) {
            try {
                resource.close();
            } catch (Exception e) {
                // a scorer that fails to stop its threads leaves daemons behind, nothing worse
            }
        }
    }
}
