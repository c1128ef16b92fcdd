package org.gametree.app;

import java.time.Duration;
import java.util.Objects;

/**
 * What the command line asks of the launcher: open the window (no arguments), print the
 * version or the usage, or the start-up self-check ({@code --smoke-test[=SECONDS]}) that an
 * installed app image is checked with. At most one argument; anything else is a usage error
 * (exit status 2, like the engines' command lines).
 *
 * @param action       what to do
 * @param smokeTimeout how long the self-check waits for the window before it fails
 */
record LaunchOptions(Action action, Duration smokeTimeout) {

    /** The program name shown in usage and version lines (the app image's launcher). */
    static final String PROGRAM = "Game-tree Workbench";

    /** Under Xvfb on a loaded 2-core machine the first window takes ~20 s; leave room. */
    static final Duration DEFAULT_SMOKE_TIMEOUT = Duration.ofSeconds(120);

    static final int EXIT_OK = 0;
    static final int EXIT_FAILED = 1;
    static final int EXIT_USAGE = 2;

    enum Action { RUN, HELP, VERSION, SMOKE_TEST }

    LaunchOptions {
        Objects.requireNonNull(action, "action");
        Objects.requireNonNull(smokeTimeout, "smokeTimeout");
    }

    /** A command line that cannot be understood; its message says what is wrong. */
    static final class UsageException extends Exception {
        private static final long serialVersionUID = 1L;

        UsageException(String message) {
            super(message);
        }
    }

    static LaunchOptions parse(String... args) throws UsageException {
        if (args.length == 0) {
            return new LaunchOptions(Action.RUN, DEFAULT_SMOKE_TIMEOUT);
        }
        if (args.length > 1) {
            throw new UsageException("expected at most one argument, got " + args.length + ": "
                    + String.join(" ", args));
        }
        String arg = args[0];
        switch (arg) {
            case "--help", "-h":
                return new LaunchOptions(Action.HELP, DEFAULT_SMOKE_TIMEOUT);
            case "--version":
                return new LaunchOptions(Action.VERSION, DEFAULT_SMOKE_TIMEOUT);
            case "--smoke-test":
                return new LaunchOptions(Action.SMOKE_TEST, DEFAULT_SMOKE_TIMEOUT);
            default:
                if (arg.startsWith("--smoke-test=")) {
                    return new LaunchOptions(Action.SMOKE_TEST, seconds(arg.substring("--smoke-test=".length())));
                }
                throw new UsageException("unknown argument: " + arg);
        }
    }

    private static Duration seconds(String text) throws UsageException {
        try {
            long seconds = Long.parseLong(text);
            if (seconds > 0) {
                return Duration.ofSeconds(seconds);
            }
        } catch (NumberFormatException e) {
            // reported below, with the argument
        }
        throw new UsageException("--smoke-test=SECONDS needs a positive number of seconds, got: " + text);
    }

    static String usage() {
        return String.join(System.lineSeparator(),
                "Usage: " + PROGRAM + " [--help | --version | --smoke-test[=SECONDS]]",
                "  (no argument)          open the workbench window",
                "  --version              print the version and exit",
                "  --smoke-test[=SECONDS] start the workbench, wait until its window is shown, print",
                "                         'workbench started: <title>' and exit 0; exit 1 with the",
                "                         error if it fails or takes longer than SECONDS (default "
                        + DEFAULT_SMOKE_TIMEOUT.toSeconds() + ")",
                "  --help                 print this help");
    }
}
