package org.gametree.core.soak;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

class LinePipeTest {

    @Test
    void linesWrittenAreReadInOrderThenTheEnd() throws IOException {
        LinePipe pipe = new LinePipe();
        PrintWriter out = new PrintWriter(pipe.writer(), true);
        out.println("uci");
        out.print("is");
        out.print("ready\r\n");
        pipe.send("");
        pipe.send("go depth 1");
        out.print("unterminated");
        out.close();
        BufferedReader in = pipe.reader();
        List<String> lines = new ArrayList<>();
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            lines.add(line);
        }
        assertEquals(List.of("uci", "isready", "", "go depth 1", "unterminated"), lines);
        assertNull(in.readLine(), "the end stays the end");
    }

    @Test
    void writersOnOtherThreadsThatEndDoNotBreakThePipe() throws Exception {
        LinePipe pipe = new LinePipe();
        PrintWriter out = new PrintWriter(pipe.writer(), true);
        List<Thread> writers = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
            int id = t;
            Thread writer = new Thread(() -> {
                for (int i = 0; i < 250; i++) {
                    out.println("thread " + id + " line " + i);
                }
            });
            writers.add(writer);
            writer.start();
        }
        for (Thread writer : writers) {
            writer.join();
        }
        pipe.close();
        int count = 0;
        for (String line = pipe.take(1000); line != null; line = pipe.take(1000)) {
            assertTrue(line.matches("thread \\d line \\d+"), line);
            count++;
        }
        assertEquals(1000, count);
    }

    @Test
    void readyOnlyWhenALineIsWaiting() throws IOException {
        LinePipe pipe = new LinePipe();
        BufferedReader in = pipe.reader();
        assertFalse(in.ready());
        pipe.send("isready");
        assertTrue(in.ready());
        assertEquals("isready", in.readLine());
        assertFalse(in.ready());
    }

    @Test
    void takeWaitsAtMostItsTimeout() {
        LinePipe pipe = new LinePipe();
        long start = System.nanoTime();
        assertThrows(LinePipe.TimeoutException.class, () -> pipe.take(100));
        assertTrue((System.nanoTime() - start) / 1_000_000 >= 90);
    }

    @Test
    void liveHeapIsMeasured() {
        long bytes = LiveHeap.bytesAfterGc();
        assertTrue(bytes > 0 && bytes <= Runtime.getRuntime().maxMemory(), "bytes " + bytes);
        assertEquals("+1.5 MiB", LiveHeap.mebibytes(3 * 512 * 1024, true));
        assertEquals("-1.0 MiB", LiveHeap.mebibytes(-1024 * 1024, true));
    }
}
