package org.gametree.xiangqi.cli;

import java.io.PrintWriter;

import org.gametree.core.soak.AbstractSoakCommand;
import org.gametree.core.soak.SoakReport;
import org.gametree.xiangqi.uci.UciSoak;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code soak}: drives the UCI engine through many {@code position}+{@code go} cycles in this
 * process (see {@link UciSoak}) and reports the counts, the time and the live heap at the start
 * and the end.
 */
@Command(name = "soak", mixinStandardHelpOptions = true,
        description = {"Soak the UCI engine: many position + go cycles through its protocol loop in this process, "
                + "checking that every go gets exactly one legal bestmove and the live heap stays flat.",
                "Exit status 0 when every check held, 1 otherwise."})
final class SoakCommand extends AbstractSoakCommand {

    @Option(names = "--cycles", paramLabel = "N", defaultValue = "10000", description = "Cycles (default 10000).")
    private int cycles;

    @Override
    protected int size() {
        return cycles;
    }

    @Override
    protected String sizeOption() {
        return "--cycles";
    }

    @Override
    protected String banner(int size, long seed) {
        return "soak: " + size + " cycles of position + go through the UCI loop, seed " + seed;
    }

    @Override
    protected SoakReport soak(int size, long seed, long heapSlackBytes, PrintWriter out) throws InterruptedException {
        return new UciSoak(size, seed, heapSlackBytes, out).run();
    }
}
