package org.gametree.gomoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;

import org.junit.jupiter.api.Test;

class GomokuCliTest {

    private record Result(int status, String out, String err) {
    }

    private static Result run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = GomokuCli.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Result(status, out.toString().replace("\r", ""), err.toString().replace("\r", ""));
    }

    // Black d10 e10 f12 f11: f10 is a double-three; black c8 d8 e8 . g8: nothing; black far stones.
    private static final String MOVES = "d10,a1,e10,a3,f12,a5,f11,a7";

    @Test
    void humanOutput() {
        Result r = run("forbidden", "--moves", MOVES);
        assertEquals(0, r.status(), r.err());
        assertEquals("f10 double-three\n", r.out());
    }

    @Test
    void jsonOutputSortedByPoint() {
        // plus a one-line double-four at l3 (x.x?x.x on row 3): i3 k3 m3 o3 and l... see below
        Result r = run("forbidden", "--moves", MOVES + ",i3,a9,k3,a11,m3,a13,o3,b15", "--json");
        assertEquals(0, r.status(), r.err());
        assertEquals("{\"forbidden\":[{\"point\":\"f10\",\"reason\":\"double-three\"},"
                + "{\"point\":\"l3\",\"reason\":\"double-four\"}]}\n", r.out());
    }

    @Test
    void noForbiddenPoints() {
        Result r = run("forbidden", "--moves", "h8,h9", "--json");
        assertEquals(0, r.status());
        assertEquals("{\"forbidden\":[]}\n", r.out());
    }

    @Test
    void biggerBoard() {
        Result r = run("forbidden", "--moves", "d10,a1,e10,a3,f12,a5,f11,a7,t20,s1", "--size", "20");
        assertEquals(0, r.status(), r.err());
        assertEquals("f10 double-three\n", r.out());
    }

    @Test
    void badInputExitsWithTwo() {
        Result r = run("forbidden", "--moves", "h8,i9,z9");
        assertEquals(2, r.status());
        assertEquals("error: move 3 'z9': column z is outside a 15\u00d715 board\n", r.err());
        assertEquals("", r.out());
        Result occupied = run("forbidden", "--moves", "h8,h8");
        assertEquals(2, occupied.status());
        assertTrue(occupied.err().contains("point h8 is already occupied"), occupied.err());
        Result size = run("forbidden", "--moves", "h8", "--size", "30");
        assertEquals(2, size.status());
        assertTrue(size.err().contains("--size must be between 15 and 20"), size.err());
        assertEquals(2, run("forbidden", "--bogus").status());
    }
}
