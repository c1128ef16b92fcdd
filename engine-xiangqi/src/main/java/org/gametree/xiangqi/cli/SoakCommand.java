package org.gametree.xiangqi.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

import org.gametree.xiangqi.uci.UciSoak;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code soak}: drives the UCI engine through many {@code position}+{@code go} cycles in this
 * process (see {@link UciSoak}) and reports the counts, the time and the live heap at the start
 * and the end. Exit status 0 when every check held, 1 otherwise.
 */
@Command(name = "soak", mixinStandardHelpOptions = true,
        description = {"Soak the UCI engine: many position + go cycles through its protocol loop in this process, "
                + "checking that every go gets exactly one legal bestmove and the live heap stays flat.",
                "Exit status 0 when every check held, 1 otherwise."})
final class SoakCommand implements Callable<Integer> {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Option(names = "--cycles", paramLabel = "N", defaultValue = "10000", description = "Cycles (default 10000).")
    private int cycles;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Seed of the positions and commands (default 1).")
    private long seed;

    @Option(names = "--heap-slack-mb", paramLabel = "M", defaultValue = "16",
            description = "Live heap growth allowed from start to end, in MiB (default 16).")
    private int heapSlackMegabytes;

    @Override
    public Integer call() throws InterruptedException {
        if (cycles < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--cycles must be at least 1, got " + cycles);
        }
        if (heapSlackMegabytes < 0) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "--heap-slack-mb must not be negative, got " + heapSlackMegabytes);
        }
        PrintWriter out = spec.commandLine().getOut();
        out.println("soak: " + cycles + " cycles of position + go through the UCI loop, seed " + seed);
        out.flush();
        UciSoak.Result result = new UciSoak(cycles, seed, heapSlackMegabytes * 1024L * 1024L, out).run();
        for (String line : result.lines()) {
            out.println(line);
        }
        out.flush();
        return result.passed() ? 0 : 1;
    }
}
