package org.gametree.core.tune;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Collection;

import org.gametree.core.search.StopSignal;

/**
 * A game's evaluation as a tuning problem: its weights, the values it starts from, its parameter
 * files and the labelled positions its loss is measured on. The {@code tune} commands and the
 * workbench's lab both set a run up through it, so they tune the same thing the same way.
 */
public interface TuningProblem {

    /** What {@link #load} is doing, for a progress bar. */
    enum Phase {
        /** reading the positions of a file or of the shipped data */
        READING,
        /** playing self-play games to make positions (when there is no data to read) */
        GENERATING,
        /** leaving out unusable positions and fitting K */
        PREPARING
    }

    /** Told how far {@link #load} is, on the loading thread. */
    @FunctionalInterface
    interface Progress {
        /** {@code done} of {@code total} (total 0: unknown) in {@code phase}. */
        void update(Phase phase, int done, int total);

        /** A progress nobody watches. */
        Progress NONE = (phase, done, total) -> { };
    }

    /** The evaluation whose weights these are ("rich", "pattern"): the parameter files' header. */
    String evaluation();

    /** All the weights, every one free. */
    ParameterSpace space();

    /**
     * The weights with only the parameters of {@code groups} free; all free for an empty collection.
     *
     * @throws IllegalArgumentException naming a group no parameter has
     */
    default ParameterSpace space(Collection<String> groups) {
        return groups.isEmpty() ? space() : space().only(groups);
    }

    /** The values the engines play with (the shipped parameter file's). */
    int[] defaults();

    /**
     * A parameter file's values (parameters it does not name keep the defaults).
     *
     * @throws IllegalArgumentException naming the file and the line of anything malformed, or a
     *                                  missing or unreadable file
     */
    int[] read(Path file);

    /** Writes a parameter file atomically. */
    void save(Path file, int[] vector) throws IOException;

    /**
     * The data, usable positions only, split into training and held-out parts.
     *
     * @param heldOutPercent the last this many percent are held out (0 to 50)
     * @param start          the vector K is fitted to
     * @param progress       told how far loading is
     * @param stop           raised to give up early (may be null); then a {@link TuningDataException} says so
     * @throws TuningDataException for data that cannot be used (naming the data and the position)
     * @throws IOException         for a file that cannot be read
     */
    TuningData load(int heldOutPercent, int[] start, Progress progress, StopSignal stop) throws IOException;
}
