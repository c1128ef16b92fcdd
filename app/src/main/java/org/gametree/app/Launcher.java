package org.gametree.app;

import java.io.PrintStream;
import java.time.Duration;

import javafx.application.Application;

/**
 * The entry point. It does not extend {@link Application} on purpose: with JavaFX on the class
 * path (not the module path) the Java launcher refuses a main class that extends Application,
 * while a plain class that calls {@link Application#launch} starts fine.
 *
 * <p>Without arguments it opens the window; {@code --version}, {@code --help} and the start-up
 * self-check {@code --smoke-test} are described by {@link LaunchOptions}.
 */
public final class Launcher {

    private Launcher() {
    }

    public static void main(String[] args) {
        int status = run(args, System.out, System.err, new Starter() {
            @Override
            public void openWindow() {
                Application.launch(WorkbenchApp.class);
            }

            @Override
            public int smokeTest(Duration timeout) {
                return new SmokeTest(timeout, System.out, System.err).run();
            }
        });
        // A normal run ends when its window closes and its threads end, as before; the other
        // actions end the process with their status (the self-check may leave engine threads).
        if (status != RAN_WINDOW) {
            System.out.flush();
            System.exit(status);
        }
    }

    /** What {@link #run} returns after a normal run of the window (not an exit status). */
    static final int RAN_WINDOW = -1;

    /** Starts the application; tests pass a fake so that no window opens. */
    interface Starter {
        void openWindow();

        int smokeTest(Duration timeout);
    }

    /**
     * Does what {@code args} ask: opens the window ({@link #RAN_WINDOW}), or prints the version
     * or usage (0), runs the self-check (its status) or reports a usage error (2).
     */
    static int run(String[] args, PrintStream out, PrintStream err, Starter starter) {
        LaunchOptions options;
        try {
            options = LaunchOptions.parse(args);
        } catch (LaunchOptions.UsageException e) {
            err.println(LaunchOptions.PROGRAM + ": " + e.getMessage());
            err.println(LaunchOptions.usage());
            return LaunchOptions.EXIT_USAGE;
        }
        switch (options.action()) {
            case HELP:
                out.println(LaunchOptions.usage());
                return LaunchOptions.EXIT_OK;
            case VERSION:
                out.println(LaunchOptions.PROGRAM + " " + AppVersion.current());
                return LaunchOptions.EXIT_OK;
            case SMOKE_TEST:
                return starter.smokeTest(options.smokeTimeout());
            case RUN:
            default:
                starter.openWindow();
                return RAN_WINDOW;
        }
    }
}
