package org.gametree.app;

import java.io.PrintStream;
import java.time.Duration;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.function.Supplier;

import javafx.application.Application;
import javafx.application.Platform;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * {@code --smoke-test}: proves that an installed workbench starts. The real application is
 * launched exactly as for a user ({@link Application#launch} of {@link WorkbenchApp}, whose
 * {@code start} builds the window through {@link Workbench#show}); a watchdog thread waits until
 * the main window is shown and laid out, prints {@code workbench started: <title>} and closes
 * it. Exit status 0 on success; 1, with the error on standard error, if the start fails (no
 * display, a missing module, an exception in {@code start}), an exception escapes on any thread
 * or is printed to standard error while starting (JavaFX's render thread prints what it catches),
 * or the window is not shown, drawn and closed within the time-out. Whatever happens,
 * the process ends by the time-out: a stuck toolkit cannot hang a CI job.
 */
final class SmokeTest {

    /** How long the shown window is left to run pulses (CSS, layout) before it counts as started. */
    private static final Duration SETTLE = Duration.ofMillis(500);
    private static final long POLL_MILLIS = 100;

    private final Duration timeout;
    private final PrintStream out;
    private final PrintStream err;
    private final long startNanos = System.nanoTime();
    private final long deadlineNanos;
    /** Completed with the window's title, or with the first failure. */
    private final CompletableFuture<String> started = new CompletableFuture<>();
    /** Set once the FX toolkit accepts work: only then may {@link Platform#exit} be called (it waits for it). */
    private final AtomicBoolean toolkitUp = new AtomicBoolean();

    SmokeTest(Duration timeout, PrintStream out, PrintStream err) {
        this.timeout = timeout;
        this.out = out;
        this.err = err;
        this.deadlineNanos = startNanos + timeout.toNanos();
    }

    /** Runs the check; the caller exits with the returned status (engine threads may linger). */
    int run() {
        // An exception on the FX thread (in CSS, layout, a listener) would only be printed; here it
        // fails. The render thread catches what it throws and prints it: printing one fails too.
        Thread.setDefaultUncaughtExceptionHandler((thread, e) -> fail(e));
        System.setErr(new ThrowableWatch(System.err, this::fail));
        daemon("smoke-test-watchdog", this::watch);
        daemon("smoke-test-deadline", this::enforceDeadline);
        try {
            Application.launch(WorkbenchApp.class); // returns once the toolkit has exited
        } catch (RuntimeException | Error e) {
            started.completeExceptionally(e); // the toolkit did not start or start() threw
        }
        try {
            // launch may return before the watchdog's verdict (e.g. the window was closed by itself)
            String title = started.get(SETTLE.toMillis() + POLL_MILLIS * 10, TimeUnit.MILLISECONDS);
            out.printf(Locale.ROOT, "workbench started: %s (window shown after %.1f s)%n", title, seconds());
            return LaunchOptions.EXIT_OK;
        } catch (ExecutionException e) {
            return report(e.getCause());
        } catch (TimeoutException e) {
            return report(new IllegalStateException("the application ended before its window was shown"));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return report(e);
        }
    }

    private static void daemon(String name, Runnable task) {
        Thread thread = new Thread(task, name);
        thread.setDaemon(true);
        thread.start();
    }

    /** A failure: recorded once, and the toolkit (if it runs) told to exit so that launch returns. */
    private void fail(Throwable error) {
        if (started.completeExceptionally(error) && toolkitUp.get()) {
            Platform.exit();
        }
    }

    /** Watchdog thread: waits for the toolkit, then for the main window, then closes it. */
    private void watch() {
        try {
            Stage window = null;
            while (window == null && !started.isDone() && System.nanoTime() < deadlineNanos) {
                window = onFxThread(SmokeTest::shownMainWindow).orElse(null);
                if (window == null) {
                    Thread.sleep(POLL_MILLIS);
                }
            }
            if (window == null) {
                return; // failed already, or the deadline thread reports it
            }
            Thread.sleep(SETTLE.toMillis());
            Stage shown = window;
            onFxThread(() -> {
                String title = shown.getTitle();
                // render the whole scene once, now, so that a drawing failure shows before we judge
                if (shown.getScene().snapshot(null) == null) {
                    throw new IllegalStateException("the window's scene could not be drawn");
                }
                shown.close(); // the window's own close: stops engines and background tasks
                if (started.complete(title)) {
                    Platform.exit();
                }
                return Optional.of(title);
            });
        } catch (InterruptedException e) {
            fail(e);
        }
    }

    /** The workbench's window, once it is showing and laid out. */
    private static Optional<Stage> shownMainWindow() {
        for (Window window : Window.getWindows()) {
            if (window instanceof Stage stage && stage.isShowing() && stage.getScene() != null
                    && stage.getScene().getRoot() != null
                    && "workbench-root".equals(stage.getScene().getRoot().getId())
                    && stage.getScene().getRoot().getLayoutBounds().getWidth() > 0) {
                return Optional.of(stage);
            }
        }
        return Optional.empty();
    }

    /**
     * Runs {@code query} on the FX thread and waits for its answer (at most until the deadline);
     * empty while the toolkit is not up yet ({@link Platform#runLater} refuses work before it is).
     */
    private <T> Optional<T> onFxThread(Supplier<Optional<T>> query) throws InterruptedException {
        CompletableFuture<Optional<T>> answer = new CompletableFuture<>();
        try {
            Platform.runLater(() -> {
                try {
                    answer.complete(query.get());
                } catch (RuntimeException | Error e) {
                    answer.completeExceptionally(e);
                }
            });
        } catch (IllegalStateException toolkitNotStarted) {
            return Optional.empty();
        }
        toolkitUp.set(true);
        try {
            return answer.get(Math.max(1, deadlineNanos - System.nanoTime()), TimeUnit.NANOSECONDS);
        } catch (ExecutionException e) {
            fail(e.getCause());
            return Optional.empty();
        } catch (TimeoutException e) {
            return Optional.empty(); // the FX thread is stuck; the deadline thread reports it
        }
    }

    /**
     * Deadline thread: if the process still runs at the time-out, the window was not shown (or
     * the application did not exit after it was). The FX thread may be stuck, so nothing is asked
     * of it: report and end the process from here.
     */
    private void enforceDeadline() {
        try {
            TimeUnit.NANOSECONDS.sleep(Math.max(0, deadlineNanos - System.nanoTime()));
        } catch (InterruptedException e) {
            return;
        }
        String what = started.isDone() && !started.isCompletedExceptionally()
                ? "the workbench window was shown but the application did not exit within "
                : "the workbench window was not shown within ";
        Throwable error = new TimeoutException(what + timeout.toSeconds() + " s");
        started.completeExceptionally(error);
        // an earlier failure (e.g. on the FX thread) is the better explanation
        Throwable first = started.handle((title, e) -> e).join();
        int status = report(first != null ? first : error);
        err.flush();
        Runtime.getRuntime().halt(status);
    }

    private int report(Throwable error) {
        err.printf(Locale.ROOT, "workbench failed to start (after %.1f s): %s%n", seconds(), error);
        error.printStackTrace(err);
        return LaunchOptions.EXIT_FAILED;
    }

    /**
     * Standard error that reports every {@link Throwable} printed to it ({@code printStackTrace}
     * prints the throwable itself through {@code println(Object)} first).
     */
    private static final class ThrowableWatch extends PrintStream {
        private final Consumer<Throwable> onThrowable;

        ThrowableWatch(PrintStream target, Consumer<Throwable> onThrowable) {
            super(target, true);
            this.onThrowable = onThrowable;
        }

        @Override
        public void println(Object x) {
            super.println(x);
            if (x instanceof Throwable printed) {
                onThrowable.accept(printed);
            }
        }
    }

    private double seconds() {
        return (System.nanoTime() - startNanos) / 1e9;
    }
}
