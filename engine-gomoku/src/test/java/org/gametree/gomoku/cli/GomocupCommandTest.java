package org.gametree.gomoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.notation.Notation;
import org.gametree.gomoku.protocol.GomocupDriver;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

class GomocupCommandTest {

    /**
     * A short session: the replies that are not MESSAGE lines are checked one by one. A manager
     * waits for the move before it sends the next command (a command sent while the brain thinks
     * is answered "ERROR busy"), so the session is fed in lockstep: each line once the replies
     * before it have arrived; {@link #REPLIES} is how many replies each line gets.
     */
    private static final String[] SESSION = {
        "START 15", "INFO timeout_turn 150", "INFO rule 4", "ABOUT", "BEGIN", "TURN 0,0", "HELLO", "END", "BEGIN"};
    private static final int[] REPLIES = {1, 0, 0, 1, 1, 1, 1, 0, 0};

    /**
     * Writes the session to {@code input} line by line (CR LF), each line after the replies to
     * the ones before it have appeared in {@code output} (read again on every poll), then closes it.
     */
    private static void feedInLockstep(OutputStream input, java.util.function.Supplier<String> output)
            throws IOException, InterruptedException {
        int expected = 0;
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        for (int i = 0; i < SESSION.length; i++) {
            while (replies(output.get()).size() < expected) {
                assertTrue(System.nanoTime() < deadline, "no reply before '" + SESSION[i] + "': " + output.get());
                Thread.sleep(5);
            }
            input.write((SESSION[i] + "\r\n").getBytes(StandardCharsets.US_ASCII));
            input.flush();
            expected += REPLIES[i];
        }
        input.close();
    }

    private static void assertSession(List<String> replies) {
        assertEquals(5, replies.size(), "" + replies);
        assertEquals("OK", replies.get(0));
        assertEquals(GomocupDriver.ABOUT, replies.get(1));
        GomokuPosition referee = new GomokuPosition(Rule.RENJU, 15);
        for (String move : new String[] {replies.get(2), "0,0", replies.get(3)}) {
            assertTrue(move.matches("\\d+,\\d+"), move);
            int point = Notation.parseGomocup(15, move);
            assertTrue(referee.isLegal(point), move);
            referee.makeMove(point);
        }
        assertEquals("ERROR unknown command 'HELLO'", replies.get(4)); // and nothing after END
    }

    private static List<String> replies(String output) {
        return Arrays.stream(output.split("\\R")).filter(line -> !line.isEmpty() && !line.startsWith("MESSAGE ")).toList();
    }

    @Test
    void speaksTheProtocolOnStandardInputAndOutput() throws Exception {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        InputStream saved = System.in;
        int status;
        PipedOutputStream manager = new PipedOutputStream();
        System.setIn(new PipedInputStream(manager, 1 << 16));
        Thread feeder = new Thread(() -> {
            try {
                feedInLockstep(manager, out::toString);
            } catch (IOException | InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        try {
            feeder.start();
            status = GomokuCli.run(new String[] {"gomocup"}, new PrintWriter(out), new PrintWriter(err));
            feeder.join(60_000);
        } finally {
            System.setIn(saved);
        }
        assertEquals(0, status, err.toString());
        assertEquals("", err.toString());
        assertSession(replies(out.toString()));
        assertTrue(out.toString().contains("MESSAGE depth 1 value "), out.toString());
    }

    @Test
    void isListedInTheHelp() {
        StringWriter out = new StringWriter();
        assertEquals(0, GomokuCli.run(new String[] {"--help"}, new PrintWriter(out), new PrintWriter(new StringWriter())));
        assertTrue(out.toString().contains("gomocup"), out.toString());
    }

    /** The packaged jar as a subprocess — only when {@code mvn package} has built it after this class. */
    @Test
    void theBuiltJarPlaysAsASubprocess() throws IOException, InterruptedException {
        Path jar = Path.of("target", "gomoku-engine.jar");
        Path compiled = Path.of("target", "classes", "org", "gametree", "gomoku", "cli", "GomocupCommand.class");
        Assumptions.assumeTrue(Files.isRegularFile(jar) && Files.isRegularFile(compiled)
                && !Files.getLastModifiedTime(jar).toInstant().isBefore(Files.getLastModifiedTime(compiled).toInstant()),
                "no gomoku-engine.jar built from the current classes");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process process = new ProcessBuilder(java, "-jar", jar.toString(), "gomocup").redirectErrorStream(true).start();
        StringBuffer collected = new StringBuffer();
        Thread reader = new Thread(() -> {
            try {
                InputStream stream = process.getInputStream();
                for (int c = stream.read(); c >= 0; c = stream.read()) {
                    collected.append((char) c);
                }
            } catch (IOException e) {
                collected.append("\n(read failed: ").append(e).append(')');
            }
        });
        reader.start();
        feedInLockstep(process.getOutputStream(), collected::toString);
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "the brain did not end after END");
        reader.join(10_000);
        String output = collected.toString();
        assertEquals(0, process.exitValue(), output);
        assertSession(replies(output));
    }
}
