package org.gametree.gomoku.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code soak}: plays many games through the Gomocup protocol loop in this process (see
 * {@link GomocupSoak}) and reports the counts, the time and the live heap at the start and the
 * end. Exit status 0 when every check held, 1 otherwise.
 */
@Command(name = "soak", mixinStandardHelpOptions = true,
        description = {"Soak the Gomocup brain: many whole games (START/RESTART, INFO, BEGIN/TURN/BOARD, TAKEBACK, END) "
                + "through its protocol loop in this process, checking that every move request gets exactly one legal "
                + "answer and the live heap stays flat.",
                "Exit status 0 when every check held, 1 otherwise."})
final class SoakCommand implements Callable<Integer> {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Option(names = "--games", paramLabel = "N", defaultValue = "1000", description = "Games to play to the end (default 1000).")
    private int games;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Seed of the games and commands (default 1).")
    private long seed;

    @Option(names = "--heap-slack-mb", paramLabel = "M", defaultValue = "16",
            description = "Live heap growth allowed from start to end, in MiB (default 16).")
    private int heapSlackMegabytes;

    @Override
    public Integer call() throws InterruptedException {
        if (games < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--games must be at least 1, got " + games);
        }
        if (heapSlackMegabytes < 0) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "--heap-slack-mb must not be negative, got " + heapSlackMegabytes);
        }
        PrintWriter out = spec.commandLine().getOut();
        out.println("soak: " + games + " games through the Gomocup protocol loop, seed " + seed);
        out.flush();
        GomocupSoak.Result result = new GomocupSoak(games, seed, heapSlackMegabytes * 1024L * 1024L, out).run();
        for (String line : result.lines()) {
            out.println(line);
        }
        out.flush();
        return result.passed() ? 0 : 1;
    }
}
