package org.gametree.app.engines;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Checks an engine's program before it is started, so the user reads "no such file" or "not a
 * program" rather than a bare exception, and starts it in its own folder (engines find their
 * weights and configuration beside themselves). A command without a folder in it ({@code
 * fairy-stockfish}) is looked up on the PATH by the system, as a shell would.
 */
public final class Executables {

    private Executables() {
    }

    /** Throws the problem with {@code command}'s program, if there is one to see before starting it. */
    public static void check(List<String> command) throws EngineProblem {
        if (command.isEmpty() || command.get(0).isBlank()) {
            throw new EngineProblem("engines.error.noCommand");
        }
        String program = command.get(0);
        if (!program.contains(File.separator) && !program.contains("/")) {
            return; // found on the PATH, or not: starting it says which
        }
        Path path = Path.of(program);
        if (!Files.exists(path)) {
            throw new EngineProblem("engines.error.missing", program);
        }
        if (Files.isDirectory(path)) {
            throw new EngineProblem("engines.error.directory", program);
        }
        if (!Files.isExecutable(path)) {
            throw new EngineProblem("engines.error.notExecutable", program);
        }
    }

    /** Checks and starts the command; its error output is thrown away (engines chat there). */
    static Process start(List<String> command) throws EngineProblem {
        check(command);
        ProcessBuilder builder = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD);
        Path parent = Path.of(command.get(0)).toAbsolutePath().getParent();
        if (command.get(0).contains("/") && parent != null && Files.isDirectory(parent)) {
            builder.directory(parent.toFile());
        }
        try {
            return builder.start();
        } catch (IOException e) {
            throw new EngineProblem("engines.error.cannotStart", command.get(0), e.getMessage());
        }
    }

    /** The exit status of a process that ended (or "?" if it is still running after a second). */
    static String exitStatus(Process process) {
        try {
            return process.waitFor(1, TimeUnit.SECONDS) ? Integer.toString(process.exitValue()) : "?";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "?";
        }
    }
}
