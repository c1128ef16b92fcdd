package org.gametree.gomoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Options the tool cannot parse are answered with one error line and a hint where the options
 * are listed, not with the whole usage text in which the one line that matters gets lost.
 */
class BadArgumentsTest {

    @ParameterizedTest
    @ValueSource(strings = {
        "nosuch", "--bogus", "forbidden --bogus", "forbidden --size", "forbidden --size x", "forbidden extra",
        "search", "search --depth", "search --depth x", "search --depth 2 --bogus", "search --depth 2 --size x",
        "search --depth 2 --tt-mb -1", "search --depth 2 --nodes x", "compare", "compare --depth",
        "compare --depth 2 --format", "compare --depth 2 --bogus", "bench --depth x", "bench --rate-ms",
        "bench --bogus", "solve --nodes", "solve --nodes x", "solve --bogus", "gomocup --bogus", "gomocup extra",
        "gomocup --without nosuch", "gomocup --algorithm nosuch", "gomocup --eval nosuch", "gomocup --candidate-limit -1", "gomocup --params /nonexistent.params", "gomocup --eval line --params /nonexistent.params",
        "match --opponent x --openings pom.xml --without nosuch", "datagen", "datagen --out x --games 0",
        "datagen --out x --stones 0", "datagen --out x --threads 0", "datagen --out pom.xml",
        "match --opponent x --openings pom.xml --sprt elo0=5"})
    void oneErrorLineAndAHint(String arguments) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = GomokuCli.run(arguments.split(" "), new PrintWriter(out), new PrintWriter(err));

        assertEquals(GomokuCli.BAD_INPUT, status, arguments);
        String[] lines = err.toString().strip().split("\\R");
        assertTrue(lines[0].startsWith("error: "), err.toString());
        assertTrue(lines.length <= 3, err.toString());
        assertTrue(lines[lines.length - 1].matches("Try 'gomoku-engine\\.jar( \\w+)? --help' for the options\\."),
                err.toString());
        assertFalse(err.toString().contains("Usage:"), err.toString());
        assertEquals("", out.toString(), arguments);
    }
}
