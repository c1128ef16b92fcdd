package org.gametree.core.soak;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * The {@code soak} command of a game's CLI: checks the run's size and options, prints what it
 * does, runs the soak in this process and prints its report. Exit status 0 when every check
 * held, 1 otherwise. A game's command gives the size option and the soak itself.
 */
public abstract class AbstractSoakCommand implements Callable<Integer> {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Seed of the soak's commands (default 1).")
    private long seed;

    @Option(names = "--heap-slack-mb", paramLabel = "M", defaultValue = "16",
            description = "Live heap growth allowed from start to end, in MiB (default 16).")
    private int heapSlackMegabytes;

    /** The run's size (cycles, games) and the option that set it, for the error message. */
    protected abstract int size();

    protected abstract String sizeOption();

    /** The first line printed: what the run does. */
    protected abstract String banner(int size, long seed);

    /** Runs the soak, with progress lines on {@code out}. */
    protected abstract SoakReport soak(int size, long seed, long heapSlackBytes, PrintWriter out)
            throws InterruptedException;

    @Override
    public final Integer call() throws InterruptedException {
        if (size() < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    sizeOption() + " must be at least 1, got " + size());
        }
        if (heapSlackMegabytes < 0) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "--heap-slack-mb must not be negative, got " + heapSlackMegabytes);
        }
        PrintWriter out = spec.commandLine().getOut();
        out.println(banner(size(), seed));
        out.flush();
        SoakReport report = soak(size(), seed, heapSlackMegabytes * 1024L * 1024L, out);
        for (String line : report.lines()) {
            out.println(line);
        }
        out.flush();
        return report.passed() ? 0 : 1;
    }
}
