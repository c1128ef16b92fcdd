package org.gametree.core.cli;

import java.io.PrintWriter;

import picocli.CommandLine;

/**
 * Runs a game's command-line tool: bad input — an {@link IllegalArgumentException} from a FEN,
 * a move list, an unknown name, or an option picocli cannot parse — is reported on standard
 * error in one line with a hint where to look, with status {@link #BAD_INPUT}, never as a
 * stack trace or the whole usage text (which buries the one line that matters).
 */
public final class CommandLines {

    /** Exit status for input the tool cannot use (picocli uses it for bad options too). */
    public static final int BAD_INPUT = 2;

    private CommandLines() {
    }

    /** Runs {@code root} (a picocli command) with the given output streams; returns the exit status. */
    public static int run(Object root, String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cli = new CommandLine(root);
        cli.setOut(out);
        cli.setErr(err);
        cli.setParameterExceptionHandler(CommandLines::reportBadArguments);
        cli.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            if (ex instanceof IllegalArgumentException) {
                commandLine.getErr().println("error: " + ex.getMessage());
                return BAD_INPUT;
            }
            throw ex;
        });
        int status = cli.execute(args);
        out.flush();
        err.flush();
        return status;
    }

    /** The error, picocli's "did you mean" suggestions if any, and where the full usage is. */
    private static int reportBadArguments(CommandLine.ParameterException ex, String[] args) {
        CommandLine commandLine = ex.getCommandLine();
        PrintWriter err = commandLine.getErr();
        err.println("error: " + ex.getMessage());
        CommandLine.UnmatchedArgumentException.printSuggestions(ex, err);
        err.println(helpHint(commandLine));
        err.flush();
        return BAD_INPUT;
    }

    private static String helpHint(CommandLine commandLine) {
        return "Try '" + commandLine.getCommandSpec().qualifiedName() + " --help' for the options.";
    }
}
