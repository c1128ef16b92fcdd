package org.gametree.core.io;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.BlockingQueue;

/**
 * Copies an engine process's output, line by line, into a queue on a daemon thread of its own,
 * so the side that talks to the engine can wait for a line with a timeout (a blocking read
 * could hang forever on an engine that stops talking). When the output ends (the engine exited,
 * crashed or was killed) the queue gets {@code end}, which the waiting side recognises.
 */
public final class ProcessLines {

    private ProcessLines() {
    }

    /** Starts the copying thread, named {@code threadName}. */
    public static void pump(InputStream output, BlockingQueue<String> queue, String end, String threadName) {
        Thread reader = new Thread(() -> {
            try (BufferedReader in = new BufferedReader(new InputStreamReader(output, StandardCharsets.UTF_8))) {
                for (String line = in.readLine(); line != null; line = in.readLine()) {
                    queue.add(line);
                }
            } catch (IOException e) {
                // the engine went away: the end marker below tells the waiting side
            }
            queue.add(end);
        }, threadName);
        reader.setDaemon(true);
        reader.start();
    }
}
