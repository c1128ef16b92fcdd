package org.gametree.gomoku.cli;

import java.io.PrintWriter;

import org.gametree.core.cli.CommandLines;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code gomoku-engine.jar}: the Gomoku engine without the UI. Exit status 0 on success, 2 on
 * bad input (an unreadable move list, an occupied or forbidden point, unknown options) with
 * the message on standard error.
 */
@Command(name = "gomoku-engine.jar",
        mixinStandardHelpOptions = true,
        version = "gomoku-engine 0.1",
        description = "Gomoku and Renju rules and search from the command line.",
        subcommands = {ForbiddenCommand.class, SearchCommand.class, CompareCommand.class, BenchCommand.class, SolveCommand.class, PuzzlesCommand.class, ThreatsCommand.class, MatchCommand.class, GomocupCommand.class, SoakCommand.class, DatagenCommand.class, TuneCommand.class, BookCommand.class})
public final class GomokuCli implements Runnable {

    /** Exit status for input the tool cannot use. */
    public static final int BAD_INPUT = CommandLines.BAD_INPUT;

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        System.exit(run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
    }

    /** Runs the tool with the given output streams and returns its exit status (for tests). */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        return CommandLines.run(new GomokuCli(), args, out, err);
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
