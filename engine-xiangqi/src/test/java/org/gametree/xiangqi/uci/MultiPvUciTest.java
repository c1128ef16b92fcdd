package org.gametree.xiangqi.uci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

/** UCI MultiPV: the option, one info line per line and depth, bestmove from line 1; go searchmoves. */
class MultiPvUciTest {

    private static List<String> infoAtDepth(List<String> out, int depth) {
        List<String> lines = new ArrayList<>();
        for (String line : out) {
            if (line.startsWith("info depth " + depth + " ")) {
                lines.add(line);
            }
        }
        return lines;
    }

    private static String word(String line, String key) {
        String[] words = line.split(" ");
        for (int i = 0; i + 1 < words.length; i++) {
            if (words[i].equals(key)) {
                return words[i + 1];
            }
        }
        return null;
    }

    @Test
    void theOptionIsAdvertised() throws Exception {
        assertTrue(UciSession.run("uci").contains("option name MultiPV type spin default 1 min 1 max 64"));
    }

    @Test
    void multiPvThreePrintsThreeLinesPerDepthBestFirst() throws Exception {
        List<String> out = UciSession.run("uci", "setoption name MultiPV value 3", "position startpos", "go depth 4");
        List<String> last = infoAtDepth(out, 4);
        assertEquals(3, last.size(), String.join("\n", out));
        Set<String> firstMoves = new HashSet<>();
        int previous = Integer.MAX_VALUE;
        for (int k = 0; k < 3; k++) {
            String line = last.get(k);
            assertEquals(String.valueOf(k + 1), word(line, "multipv"), line);
            int score = Integer.parseInt(word(line, "cp"));
            assertTrue(score <= previous, "best first: " + last);
            previous = score;
            assertTrue(firstMoves.add(word(line, "pv")), "distinct root moves: " + last);
        }
        String bestmove = out.stream().filter(l -> l.startsWith("bestmove ")).findFirst().orElseThrow();
        assertEquals(word(last.get(0), "pv"), word(bestmove, "bestmove"), "bestmove is line 1's");
        for (int d = 1; d <= 3; d++) {
            assertEquals(3, infoAtDepth(out, d).size(), "three lines at depth " + d);
        }
    }

    @Test
    void multiPvOnePrintsTheLinesAsBefore() throws Exception {
        List<String> out = UciSession.run("position startpos", "go depth 3");
        List<String> last = infoAtDepth(out, 3);
        assertEquals(1, last.size());
        assertTrue(!last.get(0).contains("multipv"), last.get(0));
    }

    @Test
    void searchMovesRestrictTheRoot() throws Exception {
        // h2e2 (central cannon) is what the engine likes best; asked only about two quiet moves it answers one of them.
        List<String> out = UciSession.run("position startpos", "go depth 3 searchmoves a3a4 i3i4");
        String bestmove = out.stream().filter(l -> l.startsWith("bestmove ")).findFirst().orElseThrow();
        String move = word(bestmove, "bestmove");
        assertTrue(move.equals("a3a4") || move.equals("i3i4"), bestmove);
        List<String> both = UciSession.run("setoption name MultiPV value 5", "position startpos",
                "go depth 2 searchmoves a3a4 i3i4 e0e5");
        assertEquals(2, infoAtDepth(both, 2).size(), "two legal searchmoves, two lines: " + both);
        assertTrue(both.contains("info string searchmoves: 'e0e5' is not legal here; ignored"), String.join("\n", both));
    }

    @Test
    void badValuesAreRefused() throws Exception {
        List<String> out = UciSession.run("setoption name MultiPV value 0", "setoption name MultiPV value x");
        assertEquals(2, out.stream().filter(l -> l.startsWith("info string MultiPV must be")).count(), String.join("\n", out));
    }
}
