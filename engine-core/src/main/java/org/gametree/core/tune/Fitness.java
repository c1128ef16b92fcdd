package org.gametree.core.tune;

/**
 * What a tuning run minimises, as the command line and the lab choose it: the objective, its
 * name for the output, and what must be closed once the run is over (threads, temporary files;
 * may be null). The held-out part of the data is always measured with Texel's loss, whatever
 * the fitness: it is the one measure every vector can be given cheaply.
 *
 * @param objective the loss the tuner minimises
 * @param name      what it is, in words ("Texel's loss", "disagreement with the moves of …")
 * @param resource  closed after the run, or null
 */
public record Fitness(Objective objective, String name, AutoCloseable resource) implements AutoCloseable {

    /** The name of {@link #texel}. */
    public static final String TEXEL_NAME = "Texel's loss";

    /** Texel's loss on the training part of the data: the default fitness. */
    public static Fitness texel(TuningData data) {
        return new Fitness(data.training(), TEXEL_NAME, null);
    }

    /** Whether this is Texel's loss on the training data (the held-out loss then measures the same thing). */
    public boolean isTexel() {
        return TEXEL_NAME.equals(name);
    }

    @Override
    public void close() throws Exception {
        if (resource != null) {
            resource.close();
        }
    }
}
