package org.gametree.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * The launcher's command line, without a display: what each argument does, which exit status
 * it ends with, and that only "no argument" and --smoke-test start the application.
 */
class LauncherArgumentsTest {

    /** Records what the launcher asked to start instead of starting it. */
    private static final class FakeStarter implements Launcher.Starter {
        final List<String> calls = new ArrayList<>();
        int smokeStatus = 0;

        @Override
        public void openWindow() {
            calls.add("window");
        }

        @Override
        public int smokeTest(Duration timeout) {
            calls.add("smoke " + timeout.toSeconds());
            return smokeStatus;
        }
    }

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final FakeStarter starter = new FakeStarter();

    private int run(String... args) {
        return Launcher.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), starter);
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void noArgumentOpensTheWindow() {
        assertEquals(Launcher.RAN_WINDOW, run());
        assertEquals(List.of("window"), starter.calls);
        assertEquals("", out() + err());
    }

    @Test
    void versionPrintsTheBuildVersionAndStartsNothing() {
        assertEquals(0, run("--version"));
        assertEquals("Game-tree Workbench " + AppVersion.current(), out().strip());
        // the filtered resource carries the Maven version, not a placeholder
        assertTrue(AppVersion.current().matches("\\d+\\.\\d+\\.\\d+.*"), AppVersion.current());
        assertEquals(List.of(), starter.calls);
        assertEquals("", err());
    }

    @Test
    void helpPrintsUsageNamingEveryOption() {
        assertEquals(0, run("--help"));
        for (String option : List.of("--version", "--smoke-test", "--help")) {
            assertTrue(out().contains(option), option + " in\n" + out());
        }
        assertEquals(List.of(), starter.calls);
    }

    @Test
    void smokeTestRunsTheCheckWithTheDefaultTimeoutAndReturnsItsStatus() {
        assertEquals(0, run("--smoke-test"));
        starter.smokeStatus = 1;
        assertEquals(1, run("--smoke-test=30"));
        assertEquals(List.of("smoke " + LaunchOptions.DEFAULT_SMOKE_TIMEOUT.toSeconds(), "smoke 30"),
                starter.calls);
    }

    @Test
    void unknownArgumentIsAUsageErrorWithStatus2() {
        assertEquals(2, run("--smoke"));
        assertTrue(err().startsWith("Game-tree Workbench: unknown argument: --smoke"), err());
        assertTrue(err().contains("Usage: Game-tree Workbench"), err());
        assertEquals("", out());
        assertEquals(List.of(), starter.calls);
    }

    @Test
    void badTimeoutAndExtraArgumentsAreUsageErrors() {
        assertEquals(2, run("--smoke-test=soon"));
        assertTrue(err().contains("positive number of seconds, got: soon"), err());
        assertEquals(2, run("--smoke-test=0"));
        assertEquals(2, run("--version", "--smoke-test"));
        assertTrue(err().contains("at most one argument"), err());
        assertFalse(starter.calls.contains("window"));
        assertEquals(List.of(), starter.calls);
    }
}
