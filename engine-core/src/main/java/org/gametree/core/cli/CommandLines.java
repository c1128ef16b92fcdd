package org.gametree.core.cli;

import java.io.PrintWriter;

import picocli.CommandLine;

/**
 * Runs a game's command-line tool: bad input — an {@link IllegalArgumentException} from a FEN,
 * a move list, an unknown name — is reported on standard error with status {@link #BAD_INPUT},
 * never as a stack trace.
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
}
