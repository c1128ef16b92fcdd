package org.gametree.core.soak;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * An in-memory, line-oriented pipe between two threads: one side writes text through
 * {@link #writer()} (or {@link #send}), the other reads it line by line through
 * {@link #reader()} (a protocol loop's {@link BufferedReader}) or {@link #take}. A protocol engine
 * driven through two of these sees exactly what it would see on standard input and output.
 *
 * <p>Unlike {@link java.io.PipedReader}, any number of threads may write (an engine answers
 * from its search thread and its reading thread) and a writer thread may end without breaking
 * the pipe. The queue is unbounded: the soak reads everything the engine says.
 */
public final class LinePipe {

    /** The end-of-input marker (compared by identity). */
    private static final String END = new String("<end>");

    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private final StringBuilder partial = new StringBuilder();
    private boolean closed;

    /** Puts one line into the pipe (without its line end). */
    public void send(String line) {
        synchronized (partial) {
            if (closed) {
                throw new IllegalStateException("the pipe is closed");
            }
            lines.add(line);
        }
    }

    /** Ends the input: after the lines already sent, the reader sees the end. Idempotent. */
    public void close() {
        synchronized (partial) {
            if (closed) {
                return;
            }
            if (partial.length() > 0) {
                lines.add(partial.toString());
                partial.setLength(0);
            }
            closed = true;
            lines.add(END);
        }
    }

    /**
     * The next line, waiting at most {@code timeoutMillis}; null at the end of the input.
     *
     * @throws TimeoutException if no line came in time (an answer lost, or an engine hung)
     */
    public String take(long timeoutMillis) throws TimeoutException, InterruptedException {
        String line = lines.poll(timeoutMillis, TimeUnit.MILLISECONDS);
        if (line == null) {
            throw new TimeoutException("no line within " + timeoutMillis + " ms");
        }
        if (line == END) {
            lines.add(END); // the end stays the end
            return null;
        }
        return line;
    }

    /** The writing side: characters up to each line end become one line; {@code close()} ends the pipe. */
    public Writer writer() {
        return new Writer() {
            @Override
            public void write(char[] buffer, int offset, int length) {
                synchronized (partial) {
                    for (int i = offset; i < offset + length; i++) {
                        char c = buffer[i];
                        if (c == '\n') {
                            int end = partial.length();
                            if (end > 0 && partial.charAt(end - 1) == '\r') {
                                partial.setLength(end - 1);
                            }
                            send(partial.toString());
                            partial.setLength(0);
                        } else {
                            partial.append(c);
                        }
                    }
                }
            }

            @Override
            public void flush() {
                // lines are delivered as soon as they end
            }

            @Override
            public void close() {
                LinePipe.this.close();
            }
        };
    }

    /** The reading side for a protocol loop: each line followed by a line end, then the end of input. */
    public BufferedReader reader() {
        return new BufferedReader(new Reader() {
            private String current = "";
            /** Index into {@code current}; {@code current.length()} is its line end; beyond it: consumed. */
            private int at = 1;
            private boolean ended;

            @Override
            public int read(char[] buffer, int offset, int length) throws IOException {
                if (length == 0) {
                    return 0;
                }
                if (at > current.length()) { // the line and its line end are consumed
                    if (ended) {
                        return -1;
                    }
                    String next;
                    try {
                        next = lines.take();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        throw new java.io.InterruptedIOException("interrupted while waiting for a line");
                    }
                    if (next == END) {
                        lines.add(END);
                        ended = true;
                        return -1;
                    }
                    current = next;
                    at = 0;
                }
                int n = 0;
                while (n < length && at <= current.length()) {
                    buffer[offset + n++] = at < current.length() ? current.charAt(at) : '\n';
                    at++;
                }
                return n;
            }

            /** Like standard input: ready when a character can be read without waiting. */
            @Override
            public boolean ready() {
                return at <= current.length() || !lines.isEmpty();
            }

            @Override
            public void close() {
                // the pipe belongs to whoever made it
            }
        });
    }

    /** No line came within the time allowed. */
    public static final class TimeoutException extends Exception {
        private static final long serialVersionUID = 1L;

        TimeoutException(String message) {
            super(message);
        }
    }
}
