package org.gametree.app.analysis.tree;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;

import org.junit.jupiter.api.Test;

/** Saved trees are read without recursing on the input's nesting (issue 11). */
class TreeJsonDepthTest {

    @Test
    void aValueNestedTenThousandDeepEndsInACleanError() {
        // an unknown field holding arrays 10,000 deep: skipValue used to recurse once per level
        String deep = "[".repeat(10_000) + "]".repeat(10_000);
        String text = "{\"format\": \"" + TreeJson.FORMAT + "\", \"version\": " + TreeJson.VERSION
                + ", \"extra\": " + deep + "}";
        // on a thread with a desktop JVM's stack, not the tests' -Xss8m, so recursion would show
        Throwable[] thrown = new Throwable[1];
        Thread reader = new Thread(null, () -> {
            try {
                TreeJson.read(new StringReader(text));
            } catch (Throwable t) {
                thrown[0] = t;
            }
        }, "small-stack-reader", 512 * 1024);
        reader.start();
        assertTrue(join(reader), "read in time");
        assertTrue(thrown[0] instanceof TreeFileException || thrown[0] instanceof java.io.IOException,
                "a clean error, got " + thrown[0]);
    }

    private static boolean join(Thread thread) {
        try {
            thread.join(30_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return !thread.isAlive();
    }
}
