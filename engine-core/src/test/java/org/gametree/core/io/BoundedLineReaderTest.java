package org.gametree.core.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;

import org.junit.jupiter.api.Test;

class BoundedLineReaderTest {

    @Test
    void readsLinesWithEveryKindOfBreak() throws IOException {
        BoundedLineReader reader = new BoundedLineReader(new StringReader("a\nbb\r\nccc\rdd\n\nlast"), 100);
        for (String expected : new String[] {"a", "bb", "ccc", "dd", "", "last"}) {
            assertEquals(expected, reader.readLine());
            assertFalse(reader.lastLineTooLong());
        }
        assertNull(reader.readLine());
    }

    @Test
    void aLineOverTheLimitIsCutAndFlaggedAndTheNextLineIsWhole() throws IOException {
        BoundedLineReader reader = new BoundedLineReader(new StringReader("x".repeat(50) + "\nisready\n"), 8);
        assertEquals("xxxxxxxx", reader.readLine());
        assertTrue(reader.lastLineTooLong());
        assertEquals("isready", reader.readLine());
        assertFalse(reader.lastLineTooLong());
        assertNull(reader.readLine());
    }

    /** A peer that sends 20 million characters without a break: memory stays at the limit. */
    @Test
    void anEndlessLineDoesNotGrowTheHeap() throws IOException {
        long total = 20_000_000L;
        Reader endless = new Reader() {
            private long sent;

            @Override
            public int read(char[] buffer, int offset, int length) {
                if (sent >= total) {
                    return -1;
                }
                int n = (int) Math.min(length, total - sent);
                java.util.Arrays.fill(buffer, offset, offset + n, 'a');
                sent += n;
                return n;
            }

            @Override
            public int read() {
                return sent++ < total ? 'a' : -1;
            }

            @Override
            public void close() {
            }
        };
        BoundedLineReader reader = new BoundedLineReader(endless, 1 << 16);
        assertEquals(1 << 16, reader.readLine().length());
        assertTrue(reader.lastLineTooLong());
        assertNull(reader.readLine());
    }

    @Test
    void aLimitBelowOneIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new BoundedLineReader(new StringReader(""), 0));
    }
}
