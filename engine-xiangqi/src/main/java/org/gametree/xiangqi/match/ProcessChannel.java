package org.gametree.xiangqi.match;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * An engine run as a process: a thread reads its standard output line by line into a queue
 * (stamping each line), another keeps the last lines of its error output for the diagnosis.
 */
final class ProcessChannel implements UciChannel {

    private static final int STDERR_LINES = 5;

    private final Process process;
    private final OutputStream in;
    private final BlockingQueue<Line> lines = new LinkedBlockingQueue<>();
    private final Deque<String> errors = new ArrayDeque<>();

    private ProcessChannel(Process process) {
        this.process = process;
        this.in = process.getOutputStream();
    }

    /** Starts the command. @throws IOException if it cannot be started (no such program, …) */
    static ProcessChannel start(List<String> command) throws IOException {
        Process process = new ProcessBuilder(command).start();
        ProcessChannel channel = new ProcessChannel(process);
        Thread out = new Thread(channel::readOutput, "uci-out-" + process.pid());
        out.setDaemon(true);
        out.start();
        Thread err = new Thread(channel::readErrors, "uci-err-" + process.pid());
        err.setDaemon(true);
        err.start();
        return channel;
    }

    private void readOutput() {
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                lines.add(new Line(line, System.nanoTime()));
            }
        } catch (IOException e) {
            // the process went away: the end of its output
        }
        lines.add(new Line(null, System.nanoTime()));
    }

    private void readErrors() {
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8))) {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                synchronized (errors) {
                    errors.addLast(line.length() > 300 ? line.substring(0, 300) + "…" : line);
                    if (errors.size() > STDERR_LINES) {
                        errors.removeFirst();
                    }
                }
            }
        } catch (IOException e) {
            // gone
        }
    }

    @Override
    public synchronized void send(String command) throws IOException { // a stop may come from another thread
        in.write((command + "\n").getBytes(StandardCharsets.UTF_8));
        in.flush();
    }

    @Override
    public Line poll(long timeoutNanos) throws InterruptedException {
        return timeoutNanos <= 0 ? lines.poll() : lines.poll(timeoutNanos, TimeUnit.NANOSECONDS);
    }

    @Override
    public String diagnosis() {
        StringBuilder sb = new StringBuilder();
        try {
            process.waitFor(500, TimeUnit.MILLISECONDS); // its output may end a moment before it exits
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (!process.isAlive()) {
            sb.append("exit status ").append(process.exitValue());
        }
        synchronized (errors) {
            if (!errors.isEmpty()) {
                sb.append(sb.length() > 0 ? "; " : "").append("stderr: ").append(String.join(" | ", errors));
            }
        }
        return sb.toString();
    }

    @Override
    public void close() {
        try {
            if (process.isAlive()) {
                try {
                    send("quit");
                } catch (IOException e) {
                    // already closed its input
                }
                if (!process.waitFor(1, TimeUnit.SECONDS)) {
                    process.destroy();
                    if (!process.waitFor(1, TimeUnit.SECONDS)) {
                        process.destroyForcibly();
                        process.waitFor(2, TimeUnit.SECONDS);
                    }
                }
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
        try {
            in.close();
        } catch (IOException e) {
            // nothing left to do
        }
    }
}
