package org.gametree.gomoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;

import org.gametree.core.report.Bench;
import org.gametree.gomoku.search.GomokuSearchPosition;
import org.junit.jupiter.api.Test;

class SearchCliTest {

    private record Result(int status, String out, String err) {
    }

    private static Result run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = GomokuCli.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Result(status, out.toString().replace("\r", ""), err.toString().replace("\r", ""));
    }

    @Test
    void searchJsonHasTheSharedShape() {
        Result r = run("search", "--moves", "h8,i9,h9", "--depth", "3", "--algorithm", "classic", "--json");
        assertEquals(0, r.status(), r.err());
        String json = r.out().trim();
        assertTrue(json.startsWith("{\"bestMove\":\""), json);
        for (String key : new String[] {"\"value\":", "\"pv\":[", "\"depth\":3", "\"stats\":{", "\"nodes\":",
                "\"evaluations\":", "\"nps\":", "\"stopped\":false", "\"iterations\":["}) {
            assertTrue(json.contains(key), key + " in " + json);
        }
        assertEquals(1, r.out().split("\n").length);
    }

    /** Issue 11: MCTS under a minute stops at its tree node cap and says so on one line. */
    @Test
    void aTreeNodeCapEndsAnMctsSearchAndIsSaid() {
        long start = System.nanoTime();
        Result r = run("search", "--moves", "h8,i9,h9", "--depth", "64", "--algorithm", "mcts", "--time-ms", "60000",
                "--tree-nodes", "2000");
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("(stopped early: the search tree reached its node cap; best so far)"), r.out());
        assertTrue(millis < 30_000, "took " + millis + " ms");
        Result bad = run("search", "--moves", "h8", "--depth", "2", "--tree-nodes", "-1");
        assertEquals(2, bad.status());
        assertTrue(bad.err().contains("--tree-nodes must not be negative"), bad.err());
    }

    @Test
    void searchFindsTheWinningMoveInText() {
        Result r = run("search", "--moves", "h8,a1,i8,a3,j8,a5,k8,a7", "--depth", "2", "--algorithm", "alphabeta",
                "--eval", "book", "--candidates", "all", "--rule", "standard");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("best g8") || r.out().contains("best l8"), r.out());
    }

    @Test
    void listNamesTheAlgorithmsAndPresets() {
        Result r = run("search", "--list");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().startsWith("algorithms: "), r.out());
        assertTrue(r.out().contains("presets:"), r.out());
    }

    @Test
    void compareTabulatesEveryExactAlgorithm() {
        Result r = run("compare", "--moves", "h8,i9", "--depth", "2", "--format", "csv");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("alphabeta"), r.out());
        assertTrue(r.out().contains("minimax"), r.out());
    }

    @Test
    void benchEndsWithTheSignature() {
        Result r = run("bench", "--depth", "2", "--rate-ms", "50");
        assertEquals(0, r.status(), r.err());
        String[] lines = r.out().trim().split("\n");
        assertTrue(lines[lines.length - 1].matches("Bench: \\d+"), r.out());
        assertTrue(r.out().contains("make/unmake per second: "), r.out());
    }

    @Test
    void benchIsDeterministic() {
        Bench.Result a = BenchCommand.run(3, "classic", 4, "line", GomokuSearchPosition.Threats.ON);
        Bench.Result b = BenchCommand.run(3, "classic", 4, "line", GomokuSearchPosition.Threats.ON);
        assertEquals(a.totalNodes(), b.totalNodes());
        for (int i = 0; i < a.entries().size(); i++) {
            assertEquals(a.entries().get(i).result().value(), b.entries().get(i).result().value());
            assertEquals(a.entries().get(i).result().bestMove(), b.entries().get(i).result().bestMove());
        }
        assertEquals(a.totalNodes(), BenchCommand.run(3, "classic", 4, "line", GomokuSearchPosition.Threats.ON).totalNodes());
    }

    @Test
    void badInputIsStatusTwo() {
        String[][] bad = {
            {"search", "--moves", "h8,h8", "--depth", "2"},
            {"search", "--moves", "z99", "--depth", "2"},
            {"search", "--moves", "h8", "--depth", "0"},
            {"search", "--moves", "h8", "--depth", "2", "--rule", "go"},
            {"search", "--moves", "h8", "--depth", "2", "--eval", "nope"},
            {"search", "--moves", "h8", "--depth", "2", "--candidates", "some"},
            {"search", "--moves", "h8", "--depth", "2", "--algorithm", "nope"},
            {"search", "--moves", "h8", "--depth", "2", "--size", "9"},
            {"search", "--moves", "h8", "--depth", "2", "--bogus"},
            {"compare", "--moves", "h8", "--depth", "2", "--algorithms", "nope"},
            {"bench", "--depth", "0"},
            {"bench", "--eval", "nope"},
        };
        for (String[] args : bad) {
            Result r = run(args);
            assertEquals(2, r.status(), String.join(" ", args) + ": " + r.out() + r.err());
            assertTrue(!r.err().isEmpty(), String.join(" ", args));
        }
    }
}
