package org.gametree.gomoku.cli;

import java.io.PrintWriter;

import org.gametree.core.soak.AbstractSoakCommand;
import org.gametree.core.soak.SoakReport;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code soak}: plays many games through the Gomocup protocol loop in this process (see
 * {@link GomocupSoak}) and reports the counts, the time and the live heap at the start and the
 * end.
 */
@Command(name = "soak", mixinStandardHelpOptions = true,
        description = {"Soak the Gomocup brain: many whole games (START/RESTART, INFO, BEGIN/TURN/BOARD, TAKEBACK, END) "
                + "through its protocol loop in this process, checking that every move request gets exactly one legal "
                + "answer and the live heap stays flat.",
                "Exit status 0 when every check held, 1 otherwise."})
final class SoakCommand extends AbstractSoakCommand {

    @Option(names = "--games", paramLabel = "N", defaultValue = "1000", description = "Games to play to the end (default 1000).")
    private int games;

    @Override
    protected int size() {
        return games;
    }

    @Override
    protected String sizeOption() {
        return "--games";
    }

    @Override
    protected String banner(int size, long seed) {
        return "soak: " + size + " games through the Gomocup protocol loop, seed " + seed;
    }

    @Override
    protected SoakReport soak(int size, long seed, long heapSlackBytes, PrintWriter out) throws InterruptedException {
        return new GomocupSoak(size, seed, heapSlackBytes, out).run();
    }
}
