package org.gametree.xiangqi.match;

import java.io.IOException;

/**
 * The lines between a match and one UCI engine: commands go in, the engine's lines come out,
 * each stamped with the time it arrived. An engine running as a process and our engine in this
 * process look the same.
 */
interface UciChannel extends AutoCloseable {

    /**
     * A line from the engine and {@link System#nanoTime()} when it arrived; a null text is the
     * end of the engine's output (it exited or crashed).
     */
    record Line(String text, long nanos) {

        boolean isEnd() {
            return text == null;
        }
    }

    /** Sends a command. @throws IOException if the engine can no longer be written to */
    void send(String command) throws IOException;

    /** The next line, waiting at most {@code timeoutNanos} (0: only if one is there); null if none came. */
    Line poll(long timeoutNanos) throws InterruptedException;

    /** Why the engine ended, if it did and that is known (exit status, its last error output), else "". */
    String diagnosis();

    /** Ends the engine: {@code quit}, then by force if it does not exit. Never throws. */
    @Override
    void close();
}
