package org.gametree.gomoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

/** {@code search --multipv N}: N lines with distinct first moves, best first, in text and JSON. */
class MultiPvCliTest {

    private record Result(int status, String out, String err) {
    }

    /** One line of the JSON's {@code lines}: its move and value. */
    private record Line(String move, int value) {
    }

    private static final Pattern LINE = Pattern.compile("\\{\"move\":\"([a-z][0-9]+)\",\"value\":(-?[0-9]+),\"depth\":([0-9]+),\"pv\":\\[\"([a-z][0-9]+)\"");

    private static Result run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = GomokuCli.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Result(status, out.toString().replace("\r", ""), err.toString().replace("\r", ""));
    }

    /** The top-level lines of a search's JSON (they come after the iterations). */
    private static List<Line> lines(String json) {
        String top = json.substring(json.lastIndexOf("\"lines\":["));
        List<Line> lines = new ArrayList<>();
        Matcher m = LINE.matcher(top);
        while (m.find()) {
            assertEquals(m.group(1), m.group(4), "the line's PV starts with its move");
            lines.add(new Line(m.group(1), Integer.parseInt(m.group(2))));
        }
        return lines;
    }

    @Test
    void twoLinesInJsonBestFirst() {
        Result r = run("search", "--moves", "h8,i9,h9", "--depth", "3", "--multipv", "2", "--json");
        assertEquals(0, r.status(), r.err());
        String json = r.out().trim();
        List<Line> lines = lines(json);
        assertEquals(2, lines.size(), json);
        assertNotEquals(lines.get(0).move(), lines.get(1).move());
        assertTrue(lines.get(0).value() >= lines.get(1).value(), json);
        assertTrue(json.startsWith("{\"bestMove\":\"" + lines.get(0).move() + "\""), "bestMove is line 1's: " + json);
    }

    @Test
    void bothWinsOfAnOpenFourAreListedInText() {
        // Black's open four h8-k8: g8 and l8 both make five. With a five on the board the game offers
        // only the moves that make it, so 3 lines asked give these 2.
        Result r = run("search", "--moves", "h8,a1,i8,a3,j8,a5,k8,a7", "--depth", "2", "--algorithm", "alphabeta",
                "--eval", "book", "--candidates", "all", "--rule", "standard", "--multipv", "3");
        assertEquals(0, r.status(), r.err());
        String out = r.out();
        Matcher m = Pattern.compile("line +(\\d)  value +(-?\\d+)  depth +\\d+  pv (\\S+)").matcher(out);
        List<String> moves = new ArrayList<>();
        List<Integer> values = new ArrayList<>();
        while (m.find()) {
            moves.add(m.group(3));
            values.add(Integer.parseInt(m.group(2)));
        }
        assertEquals(2, moves.size(), out);
        assertTrue(moves.containsAll(List.of("g8", "l8")), out);
        assertEquals(values.get(0), values.get(1), "both win at once: " + out);
    }

    @Test
    void oneLineByDefaultAndBadCountsRefused() {
        Result r = run("search", "--moves", "h8,i9,h9", "--depth", "2", "--json");
        assertEquals(0, r.status(), r.err());
        assertEquals(1, lines(r.out()).size(), r.out());
        assertTrue(!r.out().contains("line  1"));
        Result bad = run("search", "--moves", "h8", "--depth", "2", "--multipv", "0");
        assertEquals(2, bad.status());
        assertTrue(bad.err().contains("--multipv must be between 1 and 64"), bad.err());
    }
}
