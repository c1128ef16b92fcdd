package org.gametree.xiangqi.cli;

import java.io.PrintWriter;

import org.gametree.core.cli.CommandLines;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code xiangqi-engine.jar}: the Xiangqi engine without the UI. Exit status 0 on success, 2 on
 * bad input (an invalid FEN, unknown options, material without an endgame database) with the
 * message on standard error; {@code endgame} uses 1 for a failed verification or a corrupt file.
 */
@Command(name = "xiangqi-engine.jar",
        mixinStandardHelpOptions = true,
        version = "xiangqi-engine 0.1",
        description = "Xiangqi rules and search from the command line.",
        subcommands = {PerftCommand.class, SearchCommand.class, CompareCommand.class, BenchCommand.class, UciCommand.class, SoakCommand.class,
                MatchCommand.class, LadderCommand.class, DatagenCommand.class, TacticsCommand.class, TuneCommand.class,
                BookCommand.class, EndgameCommand.class})
public final class XiangqiCli implements Runnable {

    /** Exit status for input the tool cannot use. */
    public static final int BAD_INPUT = CommandLines.BAD_INPUT;

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        System.exit(run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
    }

    /** Runs the tool with the given output streams and returns its exit status (for tests). */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        return CommandLines.run(new XiangqiCli(), args, out, err);
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
