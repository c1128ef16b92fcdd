package org.gametree.core.fuzz;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * A small property-based fuzzer for readers and protocol loops, on plain JUnit 5.
 *
 * <p>The property checked for every generated input: the target returns, or throws one of the
 * reader's documented exception types, and does so within the per-case time limit. Anything
 * else — another exception, an {@link Error} such as {@link StackOverflowError}, an assertion
 * of the target, no answer in time — is a failure. A failing input is shrunk (chunks deleted
 * while the same failure remains) and reported as a Java string literal, with its seed, ready
 * to become a regression test.
 *
 * <p>Case {@code i} is drawn from {@code new SplittableRandom(seed + i * GOLDEN)}, so a run is
 * reproducible. System properties (the surefire fork gets Maven's {@code -D} options):
 * <ul>
 *   <li>{@code fuzz.tries}: cases per reader (the test suite's own share otherwise);</li>
 *   <li>{@code fuzz.seed}: the seed (default {@value #DEFAULT_SEED});</li>
 *   <li>{@code fuzz.timeout.ms}: the per-case limit (default: the caller's).</li>
 * </ul>
 * Each run prints one line, {@code FUZZ <reader>: <n> cases (…) , <f> failures, <t> s}, and
 * appends it to {@code target/fuzz-summary.txt}.
 *
 * <p>Inputs run on one worker thread with a 1 MiB stack (a desktop JVM's default, not the
 * tests' {@code -Xss8m}), so recursion on input size shows as it would for a user.
 */
public final class Fuzz {

    /** A target: reads or handles one input. */
    @FunctionalInterface
    public interface Target {
        void accept(String input) throws Exception;
    }

    /** An input generator. */
    @FunctionalInterface
    public interface Generator {
        String next(SplittableRandom random);
    }

    public static final long DEFAULT_SEED = 20_110_611L;
    private static final long GOLDEN = 0x9E3779B97F4A7C15L;
    private static final int MAX_REPORTED = 5;

    private final String reader;
    private final Generator generator;
    private final Target target;
    private final List<Class<? extends Throwable>> allowed;
    private int suiteTries = 500;
    private long timeoutMillis = 10_000;
    private ExecutorService worker;

    private Fuzz(String reader, Generator generator, Target target, List<Class<? extends Throwable>> allowed) {
        this.reader = reader;
        this.generator = generator;
        this.target = target;
        this.allowed = allowed;
    }

    /** A fuzz run of {@code target}; {@code allowed} are its documented exceptions. */
    @SafeVarargs
    public static Fuzz of(String reader, Generator generator, Target target, Class<? extends Throwable>... allowed) {
        return new Fuzz(reader, generator, target, List.of(allowed));
    }

    /** The number of cases when {@code fuzz.tries} is not given (the test suite's share). */
    public Fuzz tries(int tries) {
        this.suiteTries = tries;
        return this;
    }

    /** The per-case limit when {@code fuzz.timeout.ms} is not given. */
    public Fuzz timeoutMillis(long millis) {
        this.timeoutMillis = millis;
        return this;
    }

    /** The outcome of one input: null when it passed, else what went wrong. */
    private String check(String input) {
        Future<?> future = worker.submit(() -> {
            target.accept(input);
            return null;
        });
        try {
            future.get(Long.getLong("fuzz.timeout.ms", timeoutMillis), TimeUnit.MILLISECONDS);
            return null;
        } catch (TimeoutException e) {
            future.cancel(true);
            worker.shutdownNow();
            worker = newWorker(); // the old thread may be stuck for good
            return "no answer within " + Long.getLong("fuzz.timeout.ms", timeoutMillis) + " ms";
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            for (Class<? extends Throwable> type : allowed) {
                if (type.isInstance(cause)) {
                    lastRejected = true;
                    return null;
                }
            }
            lastThrown = cause;
            return cause.getClass().getName();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "interrupted";
        }
    }

    private boolean lastRejected;
    private Throwable lastThrown;

    /** Runs the cases, prints the summary and fails with every distinct failure, shrunk. */
    public void run() {
        int tries = Integer.getInteger("fuzz.tries", suiteTries);
        long seed = Long.getLong("fuzz.seed", DEFAULT_SEED);
        worker = newWorker();
        Map<String, String> failures = new LinkedHashMap<>();
        int failed = 0;
        int rejected = 0;
        int timeouts = 0;
        long slowest = 0;
        long start = System.nanoTime();
        try {
            for (int i = 0; i < tries; i++) {
                String input = generator.next(new SplittableRandom(seed + i * GOLDEN));
                long caseStart = System.nanoTime();
                lastThrown = null;
                lastRejected = false;
                String failure = check(input);
                slowest = Math.max(slowest, System.nanoTime() - caseStart);
                if (failure == null) {
                    rejected += lastRejected ? 1 : 0;
                    continue;
                }
                failed++;
                if (failure.startsWith("no answer")) {
                    timeouts++;
                }
                if (!failures.containsKey(failure) && failures.size() < MAX_REPORTED) {
                    Throwable thrown = lastThrown;
                    String smallest = input;
                    if (!failure.startsWith("no answer")) {
                        smallest = shrink(input, failure);
                        if (lastThrown != null) {
                            thrown = lastThrown; // the shrunk input's, when its re-run failed alike
                        }
                    }
                    failures.put(failure, describe(i, seed, input, smallest, thrown));
                }
                if (timeouts >= 3) {
                    break; // stuck threads pile up: stop here
                }
            }
        } finally {
            worker.shutdownNow();
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        String summary = String.format(Locale.ROOT,
                "FUZZ %s: %d cases (%d rejected with the documented error), %d failures, %.1f s (slowest case %d ms, seed %d)",
                reader, tries, rejected, failed, seconds, slowest / 1_000_000, seed);
        System.out.println(summary);
        append(summary);
        if (!failures.isEmpty()) {
            StringBuilder message = new StringBuilder(summary);
            failures.values().forEach(f -> message.append("\n\n").append(f));
            throw new AssertionError(message.toString());
        }
    }

    /** Deletes chunks of the input, halving their size, while the failure stays the same. */
    private String shrink(String input, String failure) {
        String current = input;
        long deadline = System.nanoTime() + 30_000_000_000L;
        int attempts = 0;
        for (int chunk = Math.max(1, current.length() / 2); chunk >= 1; chunk /= 2) {
            int at = 0;
            while (at < current.length() && attempts < 3_000 && System.nanoTime() < deadline) {
                String candidate = current.substring(0, at) + current.substring(Math.min(current.length(), at + chunk));
                attempts++;
                if (failure.equals(check(candidate))) {
                    current = candidate;
                } else {
                    at += chunk;
                }
            }
        }
        lastThrown = null;
        check(current); // the trace shown is the shrunk input's
        return current;
    }

    private static String describe(int index, long seed, String input, String smallest, Throwable thrown) {
        StringBuilder text = new StringBuilder();
        text.append("case ").append(index).append(" (seed ").append(seed).append(") failed; shrunk input (")
                .append(smallest.length()).append(" chars, from ").append(input.length()).append("):\n    ")
                .append(literal(smallest, 600));
        if (thrown != null) {
            StringWriter trace = new StringWriter();
            thrown.printStackTrace(new PrintWriter(trace));
            String[] lines = trace.toString().split("\n");
            for (int k = 0; k < Math.min(12, lines.length); k++) {
                text.append("\n    ").append(lines[k].strip());
            }
        } else {
            text.append("\n    (no answer in time)");
        }
        return text.toString();
    }

    /** The input as a Java string literal, cut at {@code max} characters. */
    public static String literal(String s, int max) {
        StringBuilder out = new StringBuilder("\"");
        for (int i = 0; i < Math.min(max, s.length()); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '\n': out.append("\\n"); break;
                case '\r': out.append("\\r"); break;
                case '\t': out.append("\\t"); break;
                case '"': out.append("\\\""); break;
                case '\\': out.append("\\\\"); break;
                default:
                    if (c < 0x20 || (c >= 0x7f && c < 0xa0) || Character.isSurrogate(c) || c == '\u2028' || c == '\ufeff') {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
            }
        }
        out.append('"');
        if (s.length() > max) {
            out.append(" … (").append(s.length() - max).append(" more)");
        }
        return out.toString();
    }

    private static ExecutorService newWorker() {
        return Executors.newSingleThreadExecutor(task -> {
            Thread thread = new Thread(null, task, "fuzz-worker", 1L << 20);
            thread.setDaemon(true);
            return thread;
        });
    }

    private static void append(String line) {
        try {
            Path file = Path.of("target", "fuzz-summary.txt");
            Files.createDirectories(file.getParent());
            Files.writeString(file, line + System.lineSeparator(), StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            System.out.println("(fuzz-summary.txt not written: " + e + ")");
        }
    }

    /** The failures found, for a test of the fuzzer itself. */
    static List<String> failuresOf(Fuzz fuzz) {
        try {
            fuzz.run();
            return List.of();
        } catch (AssertionError e) {
            return new ArrayList<>(List.of(e.getMessage().split("\n\n")));
        }
    }
}
