package org.gametree.core.tune;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The weights a tuner may change: per parameter its name, range, group and step (how far a
 * local move goes), and whether it is free (in a group chosen for tuning) or held at its value.
 * Immutable; {@link #only} makes a copy with other free groups.
 */
public final class ParameterSpace {

    /** One weight as the tuner sees it. */
    public record Parameter(String name, int min, int max, String group, int step) {
        public Parameter {
            if (min > max) {
                throw new IllegalArgumentException(name + ": min " + min + " > max " + max);
            }
            if (step < 1) {
                throw new IllegalArgumentException(name + ": step must be at least 1, got " + step);
            }
        }

        /** A weight whose step is a fortieth of its range (at least 1). */
        public Parameter(String name, int min, int max, String group) {
            this(name, min, max, group, Math.max(1, (max - min) / 40));
        }
    }

    private final List<Parameter> parameters;
    private final boolean[] free;
    private final int[] freeIndices;

    /** A space in which every parameter is free. */
    public ParameterSpace(List<Parameter> parameters) {
        this(parameters, all(parameters.size()));
    }

    private ParameterSpace(List<Parameter> parameters, boolean[] free) {
        this.parameters = List.copyOf(parameters);
        this.free = free.clone();
        int n = 0;
        for (boolean f : free) {
            n += f ? 1 : 0;
        }
        freeIndices = new int[n];
        for (int i = 0, k = 0; i < free.length; i++) {
            if (free[i]) {
                freeIndices[k++] = i;
            }
        }
    }

    private static boolean[] all(int n) {
        boolean[] free = new boolean[n];
        Arrays.fill(free, true);
        return free;
    }

    /**
     * This space with only the parameters of {@code groups} free.
     *
     * @throws IllegalArgumentException naming a group no parameter has
     */
    public ParameterSpace only(Collection<String> groups) {
        List<String> known = groups();
        for (String group : groups) {
            if (!known.contains(group)) {
                throw new IllegalArgumentException("unknown parameter group '" + group + "' (known: "
                        + String.join(", ", known) + ")");
            }
        }
        boolean[] chosen = new boolean[parameters.size()];
        for (int i = 0; i < chosen.length; i++) {
            chosen[i] = groups.contains(parameters.get(i).group());
        }
        return new ParameterSpace(parameters, chosen);
    }

    /** The groups, in the order they first appear. */
    public List<String> groups() {
        List<String> groups = new ArrayList<>();
        for (Parameter p : parameters) {
            if (!groups.contains(p.group())) {
                groups.add(p.group());
            }
        }
        return groups;
    }

    public int size() {
        return parameters.size();
    }

    public Parameter get(int i) {
        return parameters.get(i);
    }

    public List<Parameter> parameters() {
        return parameters;
    }

    /** Whether parameter i may be changed. */
    public boolean isFree(int i) {
        return free[i];
    }

    /** The indices of the free parameters, in order (a new array). */
    public int[] freeIndices() {
        return freeIndices.clone();
    }

    /** How many parameters are free. */
    public int freeCount() {
        return freeIndices.length;
    }

    /** The i-th free parameter's index. */
    public int freeIndex(int k) {
        return freeIndices[k];
    }

    /** v held to parameter i's range. */
    public int clamp(int i, long v) {
        Parameter p = parameters.get(i);
        return (int) Math.max(p.min(), Math.min(p.max(), v));
    }

    /** {@code start} with each free parameter drawn uniformly from its range (a new array). */
    public int[] randomPoint(int[] start, SplittableRandom random) {
        int[] point = start.clone();
        for (int i : freeIndices) {
            Parameter p = parameters.get(i);
            point[i] = p.min() + random.nextInt(p.max() - p.min() + 1);
        }
        return point;
    }

    /**
     * Checks that {@code vector} fits this space: its length, and every value in range.
     *
     * @throws IllegalArgumentException naming the first parameter that does not fit
     */
    public void check(int[] vector) {
        if (vector.length != parameters.size()) {
            throw new IllegalArgumentException("a vector of " + vector.length + " values for " + parameters.size()
                    + " parameters");
        }
        for (int i = 0; i < vector.length; i++) {
            Parameter p = parameters.get(i);
            if (vector[i] < p.min() || vector[i] > p.max()) {
                throw new IllegalArgumentException(p.name() + " = " + vector[i] + " is outside [" + p.min() + ", "
                        + p.max() + "]");
            }
        }
    }
}
