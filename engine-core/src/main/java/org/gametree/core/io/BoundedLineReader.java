package org.gametree.core.io;

import java.io.IOException;
import java.io.Reader;

/**
 * Reads protocol lines with a length limit. {@link java.io.BufferedReader#readLine()} keeps
 * whatever arrives before the next line break, so a peer that never sends one grows the heap
 * until the engine dies; here a line longer than the limit is cut: its first characters are
 * returned, the rest is skipped up to the line break, and {@link #lastLineTooLong()} says so,
 * so the protocol can answer "ignored" instead of acting on half a command.
 *
 * <p>Line breaks are {@code \n}, {@code \r} and {@code \r\n}, as for {@code readLine}.
 */
public final class BoundedLineReader {

    private final Reader in;
    private final int maxChars;
    private final StringBuilder line = new StringBuilder();
    private boolean tooLong;
    private boolean skipLineFeed;

    /** Reads from {@code in} (buffer it if it is not); lines longer than {@code maxChars} are cut. */
    public BoundedLineReader(Reader in, int maxChars) {
        if (maxChars < 1) {
            throw new IllegalArgumentException("maxChars must be positive, got " + maxChars);
        }
        this.in = in;
        this.maxChars = maxChars;
    }

    /** The next line without its break, or null at the end of input. */
    public String readLine() throws IOException {
        line.setLength(0);
        tooLong = false;
        int c = in.read();
        if (skipLineFeed && c == '\n') {
            c = in.read();
        }
        skipLineFeed = false;
        if (c < 0) {
            return null;
        }
        while (c >= 0 && c != '\n' && c != '\r') {
            if (line.length() < maxChars) {
                line.append((char) c);
            } else {
                tooLong = true;
            }
            c = in.read();
        }
        skipLineFeed = c == '\r';
        return line.toString();
    }

    /** Whether the line {@link #readLine()} returned last was longer than the limit and was cut. */
    public boolean lastLineTooLong() {
        return tooLong;
    }

    /** The limit in characters. */
    public int maxChars() {
        return maxChars;
    }
}
