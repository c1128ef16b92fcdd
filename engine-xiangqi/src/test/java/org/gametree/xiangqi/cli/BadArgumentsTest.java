package org.gametree.xiangqi.cli;

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
        "nosuch", "--bogus", "perft", "perft --depth", "perft --depth x", "perft --depth 3 --bogus",
        "perft --depth 3 extra", "search --depth", "search --depth x", "search --bogus",
        "search --depth 3 --tt-mb -1", "search --depth 3 --nodes -1", "search --depth 3 --time-ms x",
        "search --depth 3 --tt-mb 99999999999", "compare", "compare --depth", "compare --depth 2 --format",
        "compare --depth 2 --bogus", "bench --depth x", "bench --overhead x", "bench --tt-mb",
        "uci --bogus", "uci extra", "datagen --engine ours --depth 1", "datagen --engine ours --depth 1 --games 0 --out x.txt",
        "datagen --engine ours --out x.txt"})
    void oneErrorLineAndAHint(String arguments) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = XiangqiCli.run(arguments.split(" "), new PrintWriter(out), new PrintWriter(err));

        assertEquals(XiangqiCli.BAD_INPUT, status, arguments);
        String[] lines = err.toString().strip().split("\\R");
        assertTrue(lines[0].startsWith("error: "), err.toString());
        assertTrue(lines.length <= 3, err.toString());
        assertTrue(lines[lines.length - 1].matches("Try 'xiangqi-engine\\.jar( \\w+)? --help' for the options\\."),
                err.toString());
        assertFalse(err.toString().contains("Usage:"), err.toString());
        assertEquals("", out.toString(), arguments);
    }

    @org.junit.jupiter.api.Test
    void aParameterFileThatIsMissingOrForAnotherEvaluationIsOneErrorLine(@org.junit.jupiter.api.io.TempDir java.nio.file.Path folder)
            throws Exception {
        java.nio.file.Path file = folder.resolve("t.params");
        org.gametree.xiangqi.eval.EvalParameters.defaults().save(file);
        assertError("error: no parameter file " + folder.resolve("none.params"),
                "search", "--depth", "1", "--eval", "rich", "--params", folder.resolve("none.params").toString());
        assertError("error: parameter files are for the rich evaluation, not pst",
                "search", "--depth", "1", "--eval", "pst", "--params", file.toString());
    }

    private static void assertError(String expected, String... arguments) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = XiangqiCli.run(arguments, new PrintWriter(out), new PrintWriter(err));
        assertEquals(XiangqiCli.BAD_INPUT, status);
        assertEquals(expected, err.toString().strip().split("\\R")[0]);
    }
}
