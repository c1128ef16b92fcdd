package org.gametree.app.lab;

import java.io.IOException;
import java.util.Set;

import org.gametree.core.tune.Fitness;
import org.gametree.core.tune.TunerSettings;
import org.gametree.core.tune.TuningData;
import org.gametree.core.tune.TuningProblem;

/**
 * Everything a lab run needs, fixed when Start is pressed.
 *
 * @param problem        the game's tuning problem (its data chosen)
 * @param groups         the parameter groups tuned (never empty)
 * @param method         a {@link org.gametree.core.tune.Tuners} name
 * @param settings       the methods' settings
 * @param fitness        what the method minimises, built once the data is loaded
 * @param seed           the random seed
 * @param steps          the most steps
 * @param heldOutPercent the last this many percent of the data are held out
 * @param heldOutEvery   the held-out loss is measured every this many steps
 * @param start          the vector to start from
 */
record LabSetup(TuningProblem problem, Set<String> groups, String method, TunerSettings settings,
                FitnessFactory fitness, long seed, int steps,
                int heldOutPercent, int heldOutEvery, int[] start) {

    /** Builds the run's fitness on the worker, once the data is loaded (it may read games or start threads). */
    @FunctionalInterface
    interface FitnessFactory {
        Fitness create(TuningProblem problem, TuningData data) throws IOException;
    }

    LabSetup {
        if (groups.isEmpty()) {
            throw new IllegalArgumentException("no parameter group chosen");
        }
        groups = Set.copyOf(groups);
        start = start.clone();
    }
}
