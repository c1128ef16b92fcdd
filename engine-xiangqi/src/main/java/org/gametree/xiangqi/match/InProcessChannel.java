package org.gametree.xiangqi.match;

import java.io.PrintWriter;
import java.io.Writer;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import org.gametree.xiangqi.uci.UciEngine;

/**
 * Our engine in this process, driven through its UCI loop ({@link UciEngine#handle}) exactly as
 * a GUI would drive it over a pipe. Each channel has its own engine, hence its own searcher,
 * table and history: two of them share no mutable state.
 */
final class InProcessChannel implements UciChannel {

    private final BlockingQueue<Line> lines = new LinkedBlockingQueue<>();
    private final UciEngine engine = new UciEngine(new PrintWriter(new LineWriter(lines)));
    private boolean quit;

    @Override
    public synchronized void send(String command) { // a stop may come from another thread
        if (quit) {
            return;
        }
        if (!engine.handle(command)) {
            quit = true;
            lines.add(new Line(null, System.nanoTime()));
        }
    }

    @Override
    public Line poll(long timeoutNanos) throws InterruptedException {
        return timeoutNanos <= 0 ? lines.poll() : lines.poll(timeoutNanos, TimeUnit.NANOSECONDS);
    }

    @Override
    public String diagnosis() {
        return "";
    }

    @Override
    public void close() {
        send("quit"); // stops and joins any search
    }

    /** Cuts what the engine prints into stamped lines. */
    private static final class LineWriter extends Writer {
        private final BlockingQueue<Line> lines;
        private final StringBuilder pending = new StringBuilder();

        LineWriter(BlockingQueue<Line> lines) {
            this.lines = lines;
        }

        @Override
        public synchronized void write(char[] buffer, int offset, int length) {
            for (int i = offset; i < offset + length; i++) {
                char c = buffer[i];
                if (c == '\n') {
                    int end = pending.length();
                    if (end > 0 && pending.charAt(end - 1) == '\r') {
                        pending.setLength(end - 1);
                    }
                    lines.add(new Line(pending.toString(), System.nanoTime()));
                    pending.setLength(0);
                } else {
                    pending.append(c);
                }
            }
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    }
}
