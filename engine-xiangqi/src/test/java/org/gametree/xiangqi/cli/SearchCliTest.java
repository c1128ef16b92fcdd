package org.gametree.xiangqi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.gametree.core.report.Bench;
import org.gametree.core.search.Algorithms;
import org.gametree.core.search.Presets;
import org.junit.jupiter.api.Test;

/** The search, compare and bench commands: the contract's output and bad input. */
class SearchCliTest {

    private record Run(int status, String out, String err) {
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = XiangqiCli.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Run(status, out.toString(), err.toString());
    }

    @Test
    void listNamesEveryAlgorithmAndPreset() {
        Run run = run("search", "--list");
        assertEquals(0, run.status());
        for (String name : Algorithms.names()) {
            assertTrue(run.out().contains(" " + name), name);
        }
        for (String name : List.of("book-negamax", "book-alphabeta", "book-failsoft", "book-aspiration", "book-pvs",
                "book-id", "book-tt", "book-hh", "book-mtdf", "book-negascout-tt-hh", "best")) {
            assertTrue(Presets.exists(name), name);
            assertTrue(run.out().contains(name), name);
        }
    }

    @Test
    void searchJsonFollowsTheContract() {
        Run run = run("search", "--fen", "startpos", "--depth", "3", "--algorithm", "negascout", "--tt-mb", "4", "--json");
        assertEquals(0, run.status(), run.err());
        String json = run.out().trim();
        assertTrue(json.startsWith("{\"bestMove\":\"") && json.endsWith("}"), json);
        for (String field : List.of("\"value\":", "\"pv\":[\"", "\"depth\":3", "\"stats\":{\"nodes\":", "\"leaves\":",
                "\"evaluations\":", "\"qnodes\":", "\"cutoffs\":", "\"firstMoveCutoffRate\":", "\"ttProbes\":",
                "\"ttHits\":", "\"researches\":", "\"millis\":", "\"nps\":", "\"iterations\":[")) {
            assertTrue(json.contains(field), () -> field + " in " + json);
        }
        Matcher best = Pattern.compile("\"bestMove\":\"([a-i][0-9][a-i][0-9])\"").matcher(json);
        assertTrue(best.find());
        assertTrue(json.contains("\"pv\":[\"" + best.group(1) + "\""), "the PV starts with the best move");
    }

    @Test
    void compareMarksNothingWhenExactAlgorithmsAgree() {
        Run run = run("compare", "--fen", "startpos", "--depth", "2", "--algorithms", "exact", "--format", "csv");
        assertEquals(0, run.status(), run.err());
        String[] lines = run.out().trim().split("\n");
        assertEquals(Algorithms.exactNames().size() + 1, lines.length);
        String value = null;
        for (int i = 1; i < lines.length; i++) {
            String[] cells = lines[i].split(",", -1);
            value = value == null ? cells[1] : value;
            assertEquals(value, cells[1], lines[i]);
            assertFalse(lines[i].contains("DIFFERS"), lines[i]);
        }
    }

    @Test
    void compareJsonIsAListOfSearchObjectsWithNames() {
        Run run = run("compare", "--depth", "2", "--algorithms", "alphabeta,book-tt", "--format", "json");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().trim().startsWith("[{\"name\":\"alphabeta\",\"bestMove\":"), run.out());
        assertTrue(run.out().trim().endsWith("}]"), run.out());
        assertTrue(run.out().contains("\"name\":\"alphabeta\""));
        assertTrue(run.out().contains("\"name\":\"book-tt\""));
        assertTrue(run.out().contains("\"valueDiffers\":false"));
    }

    @Test
    void benchIsDeterministicAndEndsWithItsSignature() {
        Bench.Result first = BenchCommand.run(3, "best", 4, "pst", BenchCommand.Listener.none);
        Bench.Result second = BenchCommand.run(3, "best", 4, "pst", BenchCommand.Listener.none);
        Bench.Result counted = BenchCommand.run(3, "best", 4, "pst", BenchCommand.Listener.counting);
        assertEquals(first.totalNodes(), second.totalNodes());
        assertEquals(first.totalNodes(), counted.totalNodes(), "a listener never changes the search");
        assertTrue(first.totalNodes() > 1000);
        Run run = run("bench", "--depth", "3", "--tt-mb", "4");
        assertEquals(0, run.status(), run.err());
        String[] lines = run.out().trim().split("\n");
        assertEquals("Bench: " + first.totalNodes(), lines[lines.length - 1]);
    }

    @Test
    void badInputGetsStatusTwoAndAMessage() {
        Run badFen = run("search", "--fen", "rnbakabnr/9 w", "--depth", "2");
        assertEquals(2, badFen.status());
        assertTrue(badFen.err().contains("expected 10 ranks"), badFen.err());
        Run unknown = run("search", "--depth", "2", "--algorithm", "quantum");
        assertEquals(2, unknown.status());
        assertTrue(unknown.err().contains("unknown algorithm or preset 'quantum'"), unknown.err());
        Run noDepth = run("search", "--algorithm", "pvs");
        assertEquals(2, noDepth.status());
        assertTrue(noDepth.err().contains("--depth"), noDepth.err());
        Run badList = run("compare", "--depth", "2", "--algorithms", "pvs,nonsense");
        assertEquals(2, badList.status());
        assertTrue(badList.err().contains("nonsense"), badList.err());
        Run badEval = run("search", "--depth", "2", "--eval", "magic");
        assertEquals(2, badEval.status());
        assertTrue(badEval.err().contains("unknown evaluation 'magic'"), badEval.err());
    }

    @Test
    void aTableLargerThanTheHeapIsRefusedWithAMessage() {
        // issue 11: --tt-mb beyond the heap ended in OutOfMemoryError and a stack trace
        int tooMuch = (int) Math.min(Integer.MAX_VALUE, Runtime.getRuntime().maxMemory() / (1 << 20) * 2);
        for (String command : new String[] {"search", "compare", "bench"}) {
            Run run = command.equals("search")
                    ? run("search", "--fen", "startpos", "--depth", "1", "--algorithm", "alphabeta", "--tt-mb", "" + tooMuch)
                    : command.equals("compare")
                    ? run("compare", "--fen", "startpos", "--depth", "1", "--algorithms", "alphabeta", "--tt-mb", "" + tooMuch)
                    : run("bench", "--depth", "1", "--tt-mb", "" + tooMuch);
            assertEquals(2, run.status(), command + ": " + run.err());
            assertTrue(run.err().contains("does not fit in this JVM's heap"), command + ": " + run.err());
            assertFalse(run.err().contains("OutOfMemoryError"), run.err());
        }
        Run negative = run("compare", "--fen", "startpos", "--depth", "1", "--algorithms", "alphabeta", "--tt-mb", "-1");
        assertEquals(2, negative.status(), negative.err());
    }

    @Test
    void anEmptyAlgorithmListAndANegativeOverheadAreRefused() {
        // issue 11: "compare --algorithms ,,," printed an empty table with status 0
        Run empty = run("compare", "--fen", "startpos", "--depth", "1", "--algorithms", ",,,");
        assertEquals(2, empty.status(), empty.out());
        assertTrue(empty.err().contains("names no algorithm"), empty.err());
        Run overhead = run("bench", "--depth", "1", "--overhead", "-3");
        assertEquals(2, overhead.status(), overhead.out());
        assertTrue(overhead.err().contains("--overhead must not be negative"), overhead.err());
    }
}
