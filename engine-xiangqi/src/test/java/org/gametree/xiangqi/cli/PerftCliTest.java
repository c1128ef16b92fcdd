package org.gametree.xiangqi.cli;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.FenException;
import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Perft;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.TestData;
import org.junit.jupiter.api.Test;

/** The {@code perft} command of the CLI contract, run in-process through {@link XiangqiCli#run}. */
class PerftCliTest {

    /** What one run printed and returned. */
    record Result(int status, String out, String err) {

        List<String> outLines() {
            return out.lines().toList();
        }

        String lastLine() {
            List<String> lines = outLines();
            return lines.isEmpty() ? "" : lines.get(lines.size() - 1);
        }

        @Override
        public String toString() {
            return "status " + status + "\n--- stdout\n" + out + "--- stderr\n" + err;
        }
    }

    private static Result run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = XiangqiCli.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new Result(status, out.toString(), err.toString());
    }

    private static final Pattern DIVIDE_LINE = Pattern.compile("([a-i][0-9][a-i][0-9]): (\\d+)");

    // ------------------------------------------------------------------ text output

    @Test
    void startposDepth3EndsWithTheNodeCount() {
        Result r = run("perft", "--fen", "startpos", "--depth", "3");
        assertEquals(0, r.status(), r::toString);
        assertEquals("nodes 79666", r.lastLine(), r::toString);
        assertEquals("", r.err(), r::toString);
    }

    @Test
    void fenDefaultsToTheStartPosition() {
        Result r = run("perft", "--depth", "2");
        assertEquals(0, r.status(), r::toString);
        assertEquals("nodes 1920", r.lastLine(), r::toString);
    }

    @Test
    void depthZeroCountsOneNode() {
        Result r = run("perft", "--fen", "startpos", "--depth", "0");
        assertEquals(0, r.status(), r::toString);
        assertEquals("nodes 1", r.lastLine(), r::toString);
    }

    @Test
    void divideListsEveryRootMoveAndAddsUp() {
        Result r = run("perft", "--fen", "startpos", "--depth", "3", "--divide");
        assertEquals(0, r.status(), r::toString);
        assertEquals("nodes 79666", r.lastLine(), r::toString);

        List<String> moves = new ArrayList<>();
        long sum = 0;
        long h2e2 = -1;
        for (String line : r.outLines()) {
            Matcher m = DIVIDE_LINE.matcher(line);
            if (m.matches()) {
                moves.add(m.group(1));
                long count = Long.parseLong(m.group(2));
                sum += count;
                if (m.group(1).equals("h2e2")) {
                    h2e2 = count;
                }
            }
        }
        assertEquals(44, moves.size(), r::toString);
        assertEquals(44, new HashSet<>(moves).size(), "each root move once");
        assertEquals(79666, sum, "divide counts sum to the total");

        // The central cannon's count, computed independently through Perft.
        Position position = Position.startPosition();
        int cannon = -1;
        for (int move : position.legalMoves()) {
            if (Move.toCoordinate(move).equals("h2e2")) {
                cannon = move;
            }
        }
        assertTrue(cannon != -1, "h2e2 is legal at the start");
        position.makeMove(cannon);
        long expected = new Perft(position, 2).count(2);
        assertTrue(r.out().contains("h2e2: " + expected + "\n") || r.out().contains("h2e2: " + expected + "\r\n"),
                r::toString);
        assertEquals(expected, h2e2);
    }

    @Test
    void divideOfASuitePositionMatchesPerftDivide() {
        String fen = TestData.perftFens().get(2);
        Result r = run("perft", "--fen", fen, "--depth", "2", "--divide");
        assertEquals(0, r.status(), r::toString);
        Perft.Divide divide = new Perft(Fen.parse(fen), 2).divide(2);
        Set<String> expected = new HashSet<>();
        for (int i = 0; i < divide.size(); i++) {
            expected.add(Move.toCoordinate(divide.move(i)) + ": " + divide.count(i));
        }
        Set<String> printed = new HashSet<>();
        for (String line : r.outLines()) {
            if (DIVIDE_LINE.matcher(line).matches()) {
                printed.add(line);
            }
        }
        assertEquals(expected, printed);
        assertEquals("nodes " + divide.total(), r.lastLine());
    }

    // ------------------------------------------------------------------ JSON

    private static String jsonString(String json, String name) {
        Matcher m = Pattern.compile("\"" + name + "\"\\s*:\\s*\"((?:[^\"\\\\]|\\\\.)*)\"").matcher(json);
        assertTrue(m.find(), () -> "no string field " + name + " in " + json);
        return m.group(1);
    }

    private static long jsonNumber(String json, String name) {
        Matcher m = Pattern.compile("\"" + name + "\"\\s*:\\s*(-?\\d+)").matcher(json);
        assertTrue(m.find(), () -> "no number field " + name + " in " + json);
        return Long.parseLong(m.group(1));
    }

    @Test
    void jsonIsOneObjectWithFenDepthNodesMillis() {
        Result r = run("perft", "--fen", "startpos", "--depth", "3", "--json");
        assertEquals(0, r.status(), r::toString);
        List<String> lines = r.outLines();
        assertEquals(1, lines.size(), r::toString);
        String json = lines.get(0).trim();
        assertTrue(json.matches("\\{\"[a-z]+\":.*}"), json);
        assertAll(
                () -> assertEquals(Position.START_FEN, jsonString(json, "fen")),
                () -> assertEquals(3, jsonNumber(json, "depth")),
                () -> assertEquals(79666, jsonNumber(json, "nodes")),
                () -> assertTrue(jsonNumber(json, "millis") >= 0),
                () -> assertTrue(jsonNumber(json, "nps") >= 0),
                () -> assertTrue(json.indexOf("\"fen\"") < json.indexOf("\"depth\"")
                        && json.indexOf("\"depth\"") < json.indexOf("\"nodes\"")
                        && json.indexOf("\"nodes\"") < json.indexOf("\"millis\""), "field order " + json),
                () -> assertFalse(json.contains("nodes 79666"), json));
    }

    @Test
    void jsonWithDividePrintsOnlyTheObject() {
        Result r = run("perft", "--depth", "2", "--divide", "--json");
        assertEquals(0, r.status(), r::toString);
        assertEquals(1, r.outLines().size(), r::toString);
        assertEquals(1920, jsonNumber(r.out(), "nodes"));
    }

    // ------------------------------------------------------------------ FENs of the suite

    @Test
    void fenFromTheSuite() {
        List<String[]> rows = TestData.tsv("xiangqi-perft.tsv");
        for (String[] row : rows.subList(0, Math.min(rows.size(), 12))) {
            String fen = row[0];
            Result text = run("perft", "--fen", fen, "--depth", "2");
            assertEquals(0, text.status(), text::toString);
            assertEquals("nodes " + row[2], text.lastLine(), fen);

            Result json = run("perft", "--fen", fen, "--depth", "1", "--json");
            assertEquals(0, json.status(), json::toString);
            assertEquals(fen, jsonString(json.out(), "fen"), "the FEN is echoed as written");
            assertEquals(Long.parseLong(row[1]), jsonNumber(json.out(), "nodes"), fen);
        }
    }

    @Test
    void redMayBeWrittenRAndClocksAreOptional() {
        String board = Position.START_FEN.substring(0, Position.START_FEN.indexOf(' '));
        Result r = run("perft", "--fen", board + " r", "--depth", "1", "--json");
        assertEquals(0, r.status(), r::toString);
        assertEquals(Position.START_FEN, jsonString(r.out(), "fen"));
        assertEquals(44, jsonNumber(r.out(), "nodes"));
    }

    // ------------------------------------------------------------------ bad input

    private static void assertNoStackTrace(Result r) {
        assertFalse(r.err().contains("\tat ") || r.err().contains("Exception"), r::toString);
        assertFalse(r.out().contains("\tat ") || r.out().contains("Exception"), r::toString);
    }

    @Test
    void invalidFenExitsWithStatus2AndTheMessageOnStderr() {
        String[] bad = {
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/RNBAKABNR w - - 0 1",
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x - - 0 1",
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR",
            "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1",
            "rnbakabnr/9/1c5c1/p1p1p1p1p/4x4/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
            "",
        };
        for (String fen : bad) {
            FenException expected = null;
            try {
                Fen.parse(fen);
            } catch (FenException e) {
                expected = e;
            }
            assertTrue(expected != null, "test FEN must be bad: " + fen);
            for (String[] extra : new String[][] {{}, {"--json"}, {"--divide"}}) {
                List<String> args = new ArrayList<>(List.of("perft", "--fen", fen, "--depth", "2"));
                args.addAll(List.of(extra));
                Result r = run(args.toArray(String[]::new));
                assertEquals(XiangqiCli.BAD_INPUT, r.status(), r::toString);
                assertEquals(2, r.status());
                assertTrue(r.err().contains(expected.getMessage()), r::toString);
                assertFalse(r.out().contains("nodes"), r::toString);
                assertNoStackTrace(r);
            }
        }
    }

    @Test
    void missingDepthIsBadInput() {
        Result r = run("perft", "--fen", "startpos");
        assertEquals(2, r.status(), r::toString);
        assertTrue(r.err().contains("--depth"), r::toString);
        assertFalse(r.out().contains("nodes"), r::toString);
        assertNoStackTrace(r);
    }

    @Test
    void negativeDepthIsBadInput() {
        Result r = run("perft", "--fen", "startpos", "--depth", "-1");
        assertEquals(2, r.status(), r::toString);
        assertTrue(r.err().contains("--depth") && r.err().contains("-1"), r::toString);
        assertFalse(r.out().contains("nodes"), r::toString);
        assertNoStackTrace(r);
    }

    @Test
    void nonNumericOrHugeDepthIsBadInput() {
        for (String depth : new String[] {"three", "21", "99999999999"}) {
            Result r = run("perft", "--depth", depth);
            assertEquals(2, r.status(), r::toString);
            assertTrue(r.err().contains("--depth") || r.err().contains(depth), r::toString);
            assertFalse(r.out().contains("nodes"), r::toString);
            assertNoStackTrace(r);
        }
    }

    @Test
    void unknownOptionIsBadInput() {
        Result r = run("perft", "--depth", "1", "--bogus");
        assertEquals(2, r.status(), r::toString);
        assertTrue(r.err().contains("--bogus"), r::toString);
        assertNoStackTrace(r);
    }

    @Test
    void helpExitsWithStatus0() {
        Result perftHelp = run("perft", "--help");
        assertEquals(0, perftHelp.status(), perftHelp::toString);
        assertTrue(perftHelp.out().contains("--depth") && perftHelp.out().contains("--fen")
                && perftHelp.out().contains("--divide") && perftHelp.out().contains("--json"), perftHelp::toString);

        Result toolHelp = run("--help");
        assertEquals(0, toolHelp.status(), toolHelp::toString);
        assertTrue(toolHelp.out().contains("perft"), toolHelp::toString);
    }
}
