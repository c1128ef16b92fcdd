package org.gametree.gomoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;

import org.junit.jupiter.api.Test;

class SolveCliTest {

    private record Result(int status, String out, String err) {
    }

    private static Result run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = GomokuCli.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Result(status, out.toString().replace("\r", ""), err.toString().replace("\r", ""));
    }

    // gomoku-puzzles.tsv row 3: black to move wins by VCF (answers f12,e10,f10,h12,f14,k9,e13)
    private static final String VCF = "i10,e9,g11,e6,h10,g8,i9,j8,g10,j10,g12,g13,i12,i11";

    private static final String ANSWERS = "(f12|e10|f10|h12|f14|k9|e13)";

    @Test
    void jsonWin() {
        Result r = run("solve", "--moves", VCF, "--rule", "freestyle", "--json");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().matches("\\{\"win\":true,\"outcome\":\"win\",\"mode\":\"vcf\",\"firstMove\":\"" + ANSWERS
                + "\",\"line\":\\[\"" + ANSWERS + "\"(,\"[a-o]\\d+\")*\\],\"nodes\":\\d+,\"millis\":\\d+,\"stoppedBy\":\"\"\\}\n"),
                r.out());
        assertEquals("", r.err());
    }

    @Test
    void jsonNoWin() {
        Result r = run("solve", "--moves", "h8,i9,h10", "--json", "--vct", "--nodes", "5000");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().matches("\\{\"win\":false,\"outcome\":\"no-win\",\"mode\":\"vct\",\"firstMove\":\"\",\"line\":\\[\\],"
                + "\"nodes\":\\d+,\"millis\":\\d+,\"stoppedBy\":\"\"\\}\n"), r.out());
    }

    @Test
    void budgetIsReported() {
        Result r = run("solve", "--moves", VCF, "--json", "--nodes", "3");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().startsWith("{\"win\":false,\"outcome\":\"unknown\",\"mode\":\"vcf\",\"firstMove\":\"\",\"line\":[],\"nodes\":3,"),
                r.out());
        assertTrue(r.out().endsWith(",\"stoppedBy\":\"nodes\"}\n"), r.out());
        Result text = run("solve", "--moves", VCF, "--nodes", "3");
        assertTrue(text.out().startsWith("unknown (node limit): no VCF win for black found within 3 nodes\n"), text.out());
    }

    @Test
    void humanOutputAndVct() {
        Result r = run("solve", "--moves", VCF);
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().matches("black wins by VCF with " + ANSWERS + "\nline: " + ANSWERS
                + "(,[a-o]\\d+)*\nnodes: \\d+, time: \\d+ ms, \\d+ nodes/s\n"), r.out());
        // row 30: renju, white to move, VCT only (answer h11)
        Result v = run("solve", "--moves", "i9,h8,g8,g9,i7,h7,h6,h10,j10,i11,f8,k13,j12", "--rule", "renju", "--vct");
        assertEquals(0, v.status(), v.err());
        assertTrue(v.out().startsWith("white wins by VCT with h11\n"), v.out());
        Result n = run("solve", "--moves", "i9,h8,g8,g9,i7,h7,h6,h10,j10,i11,f8,k13,j12", "--rule", "renju");
        assertTrue(n.out().startsWith("no VCF win for white (proven within the threat model)\n"), n.out());
    }

    /**
     * gomoku-puzzles.tsv row 26: black's VCT (j7, 21 plies) takes the solver a few seconds and
     * hundreds of thousands of nodes; with a 300 ms limit and a huge node budget the answer is
     * "unknown (time limit)" well within 5 s.
     */
    @Test
    void aHardPuzzleWithAShortTimeLimitIsUnknown() {
        String hard = "j8,f9,f7,i10,i7,h6,h8,g9,i8,k8,j9,h7";
        long start = System.nanoTime();
        Result r = run("solve", "--moves", hard, "--vct", "--nodes", "100000000", "--time-ms", "300");
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().startsWith("unknown (time limit): no VCT win for black found within 300 ms\nnodes: "), r.out());
        assertTrue(millis < 5_000, "took " + millis + " ms");
        Result json = run("solve", "--moves", hard, "--vct", "--nodes", "100000000", "--time-ms", "300", "--json");
        assertTrue(json.out().matches("\\{\"win\":false,\"outcome\":\"unknown\",\"mode\":\"vct\",\"firstMove\":\"\",\"line\":\\[\\],"
                + "\"nodes\":\\d+,\"millis\":\\d+,\"stoppedBy\":\"time\"\\}\n"), json.out());
    }

    @Test
    void biggerBoard() {
        Result r = run("solve", "--moves", VCF + ",t20", "--size", "20", "--json");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().startsWith("{\"win\":true,\"outcome\":\"win\",\"mode\":\"vcf\",\"firstMove\":\""), r.out());
    }

    @Test
    void badInputExitsWithTwo() {
        Result r = run("solve", "--moves", "h8,i9,z9");
        assertEquals(2, r.status());
        assertEquals("error: move 3 'z9': column z is outside a 15\u00d715 board\n", r.err());
        assertEquals("", r.out());
        Result rule = run("solve", "--moves", "h8", "--rule", "caro");
        assertEquals(2, rule.status());
        assertTrue(rule.err().contains("unknown rule 'caro'"), rule.err());
        Result size = run("solve", "--moves", "h8", "--size", "30");
        assertEquals(2, size.status());
        assertTrue(size.err().contains("--size must be between 15 and 20"), size.err());
        Result nodes = run("solve", "--moves", "h8", "--nodes", "0");
        assertEquals(2, nodes.status());
        assertTrue(nodes.err().contains("--nodes must be at least 1"), nodes.err());
        Result time = run("solve", "--moves", "h8", "--time-ms", "-1");
        assertEquals(2, time.status());
        assertTrue(time.err().contains("--time-ms must not be negative"), time.err());
        Result forbidden = run("solve", "--moves", "d10,a1,e10,a3,f12,a5,f11,a7,f10", "--rule", "renju");
        assertEquals(2, forbidden.status());
        assertEquals("", forbidden.out());
        assertEquals(2, run("solve", "--bogus").status());
    }
}
