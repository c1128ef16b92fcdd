package org.gametree.gomoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
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

    /** A short session: the replies that are not MESSAGE lines are checked one by one. */
    private static final String SESSION = String.join("\r\n",
            "START 15", "INFO timeout_turn 150", "INFO rule 4", "ABOUT", "BEGIN", "TURN 0,0", "HELLO", "END", "BEGIN") + "\r\n";

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
    void speaksTheProtocolOnStandardInputAndOutput() {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        InputStream saved = System.in;
        int status;
        System.setIn(new ByteArrayInputStream(SESSION.getBytes(StandardCharsets.US_ASCII)));
        try {
            status = GomokuCli.run(new String[] {"gomocup"}, new PrintWriter(out), new PrintWriter(err));
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
        process.getOutputStream().write(SESSION.getBytes(StandardCharsets.US_ASCII));
        process.getOutputStream().close();
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "the brain did not end after END");
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.US_ASCII);
        assertEquals(0, process.exitValue(), output);
        assertSession(replies(output));
    }
}
