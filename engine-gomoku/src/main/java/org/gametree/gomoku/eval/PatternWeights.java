package org.gametree.gomoku.eval;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.gametree.core.tune.ParameterFile;
import org.gametree.core.tune.ParameterSpace;

/**
 * The weights of {@link PatternEvaluation} as one named parameter vector, read from and written
 * to a {@link ParameterFile} ({@code # evaluation pattern}): per direction class of a point (a
 * two, an open three, a four, …) its value for the side to move ({@code mover.*}) and for the
 * side that just moved ({@code waiting.*}), and the bonus of a point where one stone makes two
 * threats ({@code combination.*}). The shipped file {@link #SHIPPED} holds the values the engine
 * plays with. Names are stable: the tuning lab saves and loads by name. Immutable.
 */
public final class PatternWeights {

    /** The evaluation these weights belong to, as parameter files name it. */
    public static final String EVALUATION = "pattern";
    /** The shipped parameter file, a resource beside this class. */
    public static final String SHIPPED = "pattern.params";

    /** The classes ROOM … FIVE as parameter names, in {@link PointPatterns} order from ROOM. */
    private static final String[] CLASS_NAMES = {"room", "two", "open-two", "three", "open-three", "four",
        "open-four", "five"};
    /** Per class: the hand-set value for the mover, for the waiting side, and the largest allowed. */
    private static final int[] HAND_MOVER = {1, 3, 8, 10, 30, 40, 300, 2000};
    private static final int[] HAND_WAITING = {1, 2, 6, 8, 20, 30, 150, 500};
    private static final int[] CLASS_MAX = {20, 50, 100, 150, 400, 500, 4000, 10000};
    /** The combinations (see {@link PatternEvaluation}): a winning four, a four-three, a three-three. */
    private static final String[] COMBINATION_NAMES = {"four-four", "four-three", "three-three"};
    private static final int[] HAND_MOVER_COMBINATION = {800, 500, 200};
    private static final int[] HAND_WAITING_COMBINATION = {300, 200, 80};
    private static final int COMBINATION_MAX = 4000;

    private static final ParameterSpace SPACE = buildSpace();
    private static final int[] HAND = handValues();
    private static final PatternWeights HAND_SET = new PatternWeights(HAND);
    private static final PatternWeights DEFAULT = shipped();

    private final int[] values;
    /** The point-value tables built from these weights, per rule kind (Renju or not), made on first use. */
    private final PointValueTable[] tables = new PointValueTable[2];

    private PatternWeights(int[] values) {
        this.values = values;
    }

    private static ParameterSpace buildSpace() {
        List<ParameterSpace.Parameter> parameters = new ArrayList<>();
        for (String side : new String[] {"mover", "waiting"}) {
            for (int c = 0; c < CLASS_NAMES.length; c++) {
                parameters.add(new ParameterSpace.Parameter(side + "." + CLASS_NAMES[c], 0, CLASS_MAX[c], side));
            }
        }
        for (String side : new String[] {"mover", "waiting"}) {
            for (String name : COMBINATION_NAMES) {
                parameters.add(new ParameterSpace.Parameter("combination." + side + "." + name, 0, COMBINATION_MAX,
                        "combination"));
            }
        }
        return new ParameterSpace(parameters);
    }

    private static int[] handValues() {
        int[] v = new int[SPACE.size()];
        int n = CLASS_NAMES.length;
        System.arraycopy(HAND_MOVER, 0, v, 0, n);
        System.arraycopy(HAND_WAITING, 0, v, n, n);
        System.arraycopy(HAND_MOVER_COMBINATION, 0, v, 2 * n, 3);
        System.arraycopy(HAND_WAITING_COMBINATION, 0, v, 2 * n + 3, 3);
        return v;
    }

    private static PatternWeights shipped() {
        try (InputStream in = PatternWeights.class.getResourceAsStream(SHIPPED)) {
            if (in == null) {
                throw new IllegalStateException("the shipped parameter file " + SHIPPED + " is missing");
            }
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return new PatternWeights(ParameterFile.parse(EVALUATION, SPACE, HAND, text, true));
        } catch (IOException | IllegalArgumentException e) {
            throw new IllegalStateException("the shipped parameter file " + SHIPPED + ": " + e.getMessage(), e);
        }
    }

    /** The weights the engine plays with: the shipped file's. */
    public static PatternWeights defaults() {
        return DEFAULT;
    }

    /** The weights set by hand (the shipped file's starting point before any tuning). */
    public static PatternWeights handSet() {
        return HAND_SET;
    }

    /** The parameters as a tuner's space (groups mover, waiting, combination). */
    public static ParameterSpace space() {
        return SPACE;
    }

    /**
     * A vector of values in the space's order (copied).
     *
     * @throws IllegalArgumentException if it does not fit the space (naming the parameter)
     */
    public static PatternWeights of(int[] values) {
        SPACE.check(values);
        return new PatternWeights(values.clone());
    }

    /** Reads {@code name = value} lines over the defaults (see {@link ParameterFile#parse}). */
    public static PatternWeights parse(String text) {
        return new PatternWeights(ParameterFile.parse(EVALUATION, SPACE, DEFAULT.values, text, false));
    }

    /**
     * Reads a parameter file.
     *
     * @throws IllegalArgumentException saying in words what is wrong (the file, and the line)
     */
    public static PatternWeights read(Path file) {
        String text = ParameterFile.read(file);
        try {
            return parse(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
        }
    }

    /**
     * The weights an option names for an evaluation: the file's, or the defaults without one.
     *
     * @throws IllegalArgumentException for a file given with another evaluation, or one that cannot be read
     */
    public static PatternWeights forEvaluation(String evaluation, Path file) {
        if (file == null) {
            return DEFAULT;
        }
        if (!evaluation.equals(EVALUATION)) {
            throw new IllegalArgumentException("parameter files are for the pattern evaluation, not " + evaluation);
        }
        return read(file);
    }

    /** The parameter file of these weights. */
    public String format() {
        return ParameterFile.format(EVALUATION, SPACE, values);
    }

    /** Writes {@link #format()} to {@code file} atomically. */
    public void save(Path file) throws IOException {
        ParameterFile.write(file, format());
    }

    /** The values, in the space's order (a new array). */
    public int[] toArray() {
        return values.clone();
    }

    /** The value of direction class c (a {@link PointPatterns} class) for the side to move. */
    int mover(int c) {
        return c == PointPatterns.NONE ? 0 : values[c - 1];
    }

    /** The value of direction class c for the side that just moved. */
    int waiting(int c) {
        return c == PointPatterns.NONE ? 0 : values[CLASS_NAMES.length + c - 1];
    }

    /** The bonus of combination k (0 four-four, 1 four-three, 2 three-three) for the side to move. */
    int moverCombination(int k) {
        return values[2 * CLASS_NAMES.length + k];
    }

    /** The bonus of combination k for the side that just moved. */
    int waitingCombination(int k) {
        return values[2 * CLASS_NAMES.length + 3 + k];
    }

    /** The point values by four classes under these weights, for Renju or the other rules. */
    synchronized PointValueTable table(boolean renju) {
        int i = renju ? 1 : 0;
        if (tables[i] == null) {
            tables[i] = new PointValueTable(this, renju);
        }
        return tables[i];
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof PatternWeights w && Arrays.equals(values, w.values);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(values);
    }

    @Override
    public String toString() {
        return format();
    }
}
