package org.gametree.core.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.gametree.core.tune.Fitness;
import org.gametree.core.tune.ParameterSpace;
import org.gametree.core.tune.Tuner;
import org.gametree.core.tune.TunerSettings;
import org.gametree.core.tune.Tuners;
import org.gametree.core.tune.TuningData;
import org.gametree.core.tune.TuningDataException;
import org.gametree.core.tune.TuningProblem;
import org.gametree.core.tune.TuningRun;
import org.gametree.core.tune.TuningStep;

import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * The {@code tune} command of every game: a method of {@link Tuners} minimises Texel's loss on
 * labelled positions; a line per step (training loss, best, held-out loss), then the losses
 * before and after and the parameter file written. A game subclasses it with
 * {@code @Command(name = "tune")}, its data options and its {@link TuningProblem} (shared with the
 * workbench's lab).
 */
public abstract class AbstractTuneCommand implements Callable<Integer> {

    @CommandLine.Spec
    protected CommandLine.Model.CommandSpec spec;

    @Option(names = "--method", paramLabel = "NAME", defaultValue = "texel",
            description = "hill-climbing, restarts, annealing, genetic or texel (default).")
    private String method;

    @Option(names = "--groups", paramLabel = "GROUP", split = ",",
            description = "The parameter groups to tune (default: all; the others keep their values).")
    private List<String> groups = new ArrayList<>();

    @Option(names = "--steps", paramLabel = "N", defaultValue = "20",
            description = "The most steps (a Texel pass, a generation, one tried move; default 20).")
    private int steps;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1", description = "The random seed (default 1).")
    private long seed;

    @Option(names = "--held-out", paramLabel = "PERCENT", defaultValue = "10",
            description = "The last PERCENT of the positions are never tuned on, only measured (default 10).")
    private int heldOutPercent;

    @Option(names = "--held-out-every", paramLabel = "N", defaultValue = "1",
            description = "Measure the held-out loss every N steps (default 1).")
    private int heldOutEvery;

    @Option(names = "--keep", paramLabel = "WHICH", defaultValue = "training",
            description = "Which vector is written: training (the lowest training loss, default) or held-out (the lowest "
                    + "held-out loss measured: early stopping, against over-fitting).")
    private String keep;

    @Option(names = "--out", paramLabel = "FILE", required = true, description = "Where the tuned parameter file goes.")
    private Path out;

    @Option(names = "--overwrite", description = "Replace an existing --out file (otherwise refused).")
    private boolean overwrite;

    @Option(names = "--restarts", paramLabel = "N", defaultValue = "10", description = "restarts: climbs after the first (default 10).")
    private int restarts;

    @Option(names = "--temperature", paramLabel = "T", defaultValue = "0",
            description = "annealing: the start temperature (default 0: chosen from the problem).")
    private double temperature;

    @Option(names = "--cooling", paramLabel = "F", defaultValue = "0.995", description = "annealing: the temperature's factor per step (default 0.995).")
    private double cooling;

    @Option(names = "--population", paramLabel = "N", defaultValue = "16", description = "genetic: individuals per generation (default 16).")
    private int population;

    @Option(names = "--crossover", paramLabel = "P", defaultValue = "0.8", description = "genetic: crossover probability (default 0.8).")
    private double crossover;

    @Option(names = "--mutation", paramLabel = "P", defaultValue = "0.1", description = "genetic: mutation probability per parameter (default 0.1).")
    private double mutation;

    /**
     * The game's tuning problem, with its data options applied.
     *
     * @throws CommandLine.ParameterException for bad data options
     */
    protected abstract TuningProblem problem();

    /**
     * What the tuner minimises: by default Texel's loss on the training part of the data; a game
     * may offer other fitness functions (its own options choose). The held-out part is always
     * measured with Texel's loss.
     *
     * @param data  the loaded data
     * @param start the start vector
     * @throws CommandLine.ParameterException for bad fitness options
     */
    protected Fitness fitness(TuningData data, int[] start) throws IOException {
        return Fitness.texel(data);
    }

    /**
     * The vector to start from: the shipped weights, or those of the file the game's option names.
     *
     * @throws CommandLine.ParameterException for a file that cannot be read
     */
    protected abstract int[] start(TuningProblem problem);

    @Override
    public Integer call() throws IOException {
        PrintWriter printer = spec.commandLine().getOut();
        if (steps < 1 || heldOutEvery < 1) {
            throw bad("--steps and --held-out-every must be at least 1");
        }
        if (heldOutPercent < 0 || heldOutPercent > 50) {
            throw bad("--held-out is a percentage from 0 to 50, got " + heldOutPercent);
        }
        if (!keep.equals("training") && !keep.equals("held-out")) {
            throw bad("--keep is training or held-out, got '" + keep + "'");
        }
        if (Files.exists(out) && !overwrite) {
            throw bad(out + " exists; give --overwrite to replace it");
        }
        TuningProblem problem = problem();
        ParameterSpace space;
        try {
            space = problem.space(groups);
        } catch (IllegalArgumentException e) {
            throw bad("--groups: " + e.getMessage());
        }
        int[] start = start(problem);
        TuningData data;
        try {
            data = problem.load(heldOutPercent, start, TuningProblem.Progress.NONE, null);
        } catch (TuningDataException e) {
            throw bad(e.getMessage());
        }
        printer.println(data.description());
        Fitness fitness = fitness(data, start);
        if (!fitness.isTexel()) {
            printer.println("fitness: " + fitness.name() + " (the held-out part is measured with Texel's loss)");
        }
        TunerSettings settings = new TunerSettings(restarts, temperature, cooling, population, crossover, mutation);
        Tuner tuner;
        try {
            tuner = Tuners.create(method, space, start, fitness.objective(), seed, settings);
        } catch (IllegalArgumentException e) {
            throw bad(e.getMessage());
        }
        printer.printf(Locale.ROOT, "%s on %d of %d parameters, %d steps at most, seed %d%n", tuner.name(),
                space.freeCount(), space.size(), steps, seed);
        TuningRun.Result result = new TuningRun(tuner, start, fitness.objective(), data.heldOut(), steps, heldOutEvery)
                .run((step, heldOut) -> {
                    printer.println(line(step, heldOut));
                    printer.flush();
                }, null);
        printer.printf(Locale.ROOT, "training loss %.6f -> %.6f (%+.2f%%)%n", result.startLoss(), result.bestLoss(),
                change(result.startLoss(), result.bestLoss()));
        if (data.heldOut() != null) {
            printer.printf(Locale.ROOT, "held-out loss %.6f -> %.6f (%+.2f%%)%n", result.startHeldOut(),
                    result.bestHeldOut(), change(result.startHeldOut(), result.bestHeldOut()));
        }
        int[] written = result.best();
        if (keep.equals("held-out") && data.heldOut() != null) {
            written = result.heldOutBest();
            printer.printf(Locale.ROOT, "kept the vector of step %d, the lowest held-out loss %.6f%n", result.heldOutBestStep(),
                    result.heldOutBestLoss());
        }
        printChanges(printer, space, start, written);
        data.close();
        try {
            fitness.close();
        } catch (Exception e) {
            printer.println("note: the fitness did not close cleanly: " + e.getMessage());
        }
        problem.save(out, written);
        printer.println("wrote " + out);
        return 0;
    }

    private static double change(double before, double after) {
        return before == 0 ? 0 : 100 * (after - before) / before;
    }

    /** One step: its number, the current and best training loss, the held-out loss when measured, the evaluations, the note. */
    static String line(TuningStep step, double heldOut) {
        StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "step %4d  loss %.6f  best %.6f", step.step(),
                step.currentLoss(), step.bestLoss()));
        if (!Double.isNaN(heldOut)) {
            line.append(String.format(Locale.ROOT, "  held-out %.6f", heldOut));
        }
        if (!Double.isNaN(step.temperature())) {
            line.append(String.format(Locale.ROOT, "  T %.3g", step.temperature()));
        }
        if (!Double.isNaN(step.spread())) {
            line.append(String.format(Locale.ROOT, "  spread %.3g", step.spread()));
        }
        line.append(String.format(Locale.ROOT, "  evaluations %d  %s", step.evaluations(), step.note()));
        return line.toString();
    }

    /** The parameters the run changed: name, before, after. */
    private static void printChanges(PrintWriter printer, ParameterSpace space, int[] start, int[] best) {
        int changed = 0;
        for (int i = 0; i < space.size(); i++) {
            if (start[i] != best[i]) {
                changed++;
                printer.printf(Locale.ROOT, "  %-36s %6d -> %6d%n", space.get(i).name(), start[i], best[i]);
            }
        }
        printer.println(changed + " parameters changed");
    }

    protected CommandLine.ParameterException bad(String message) {
        return new CommandLine.ParameterException(spec.commandLine(), message);
    }
}
