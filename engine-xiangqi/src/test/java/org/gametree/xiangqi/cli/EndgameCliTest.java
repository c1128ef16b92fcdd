package org.gametree.xiangqi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code endgame} commands of the CLI contract, run in-process with a temporary cache. */
class EndgameCliTest {

    @TempDir
    Path cache;

    record Result(int status, String out, String err) {
        @Override
        public String toString() {
            return "status " + status + "\n--- stdout\n" + out + "--- stderr\n" + err;
        }
    }

    private Result run(String... args) {
        String[] all = new String[args.length + 2];
        System.arraycopy(args, 0, all, 0, args.length);
        all[args.length] = "--dir";
        all[args.length + 1] = cache.toString();
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = XiangqiCli.run(all, new PrintWriter(out, true), new PrintWriter(err, true));
        return new Result(status, out.toString(), err.toString());
    }

    private static final Pattern MOVE = Pattern.compile(
            "\\{\"move\":\"[a-i][0-9][a-i][0-9]\",\"value\":\"(win|draw|loss)\",\"distance\":(\\d+)}");

    @Test
    void probePrintsOneObjectWithEveryMoveBestFirst() {
        // Rook and king against a bare king, Red to move: a win.
        Result r = run("endgame", "probe", "--fen", "4k4/9/R8/9/9/9/9/3K5/9/9 w - - 0 1", "--json");
        assertEquals(0, r.status(), r::toString);
        String json = r.out().trim();
        assertEquals(1, r.out().lines().count(), r::toString);
        Matcher head = Pattern.compile("^\\{\"set\":\"KRK\",\"value\":\"win\",\"distance\":(\\d+),\"moves\":\\[(.*)]}$").matcher(json);
        assertTrue(head.matches(), json);
        int distance = Integer.parseInt(head.group(1));
        Matcher move = MOVE.matcher(head.group(2));
        int count = 0;
        int previousRank = -1;
        String[] order = {"win", "draw", "loss"};
        while (move.find()) {
            int rank = java.util.Arrays.asList(order).indexOf(move.group(1));
            assertTrue(rank >= previousRank, "best first: " + json);
            if (count == 0) {
                assertEquals("win", move.group(1));
                assertEquals(distance, Integer.parseInt(move.group(2)), "the best move keeps the position's distance");
            }
            previousRank = rank;
            count++;
        }
        assertTrue(count > 10, json);
        assertTrue(Files.exists(cache.resolve("KRK.xqtb")), "built on demand into the cache");
    }

    @Test
    void materialWithoutADatabaseExitsWithStatus2AndListsTheSets() {
        Result r = run("endgame", "probe", "--fen", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", "--json");
        assertEquals(2, r.status(), r::toString);
        assertTrue(r.err().contains("no endgame database"), r::toString);
        assertTrue(r.err().contains("KRKAAEE") && r.err().contains("KHKA"), "says which sets exist: " + r.err());
        assertEquals("", r.out());
        Result unknownSet = run("endgame", "build", "KRRKH");
        assertEquals(2, unknownSet.status(), unknownSet::toString);
        Result badName = run("endgame", "stats", "KXK");
        assertEquals(2, badName.status(), badName::toString);
        assertTrue(badName.err().contains("unknown piece letter"), badName::toString);
    }

    @Test
    void buildVerifyAndStats() {
        Result build = run("endgame", "build", "KHKA", "--threads", "2");
        assertEquals(0, build.status(), build::toString);
        assertTrue(build.out().startsWith("KHKA: built in "), build::toString);
        assertTrue(build.out().contains("built first: KHK"), build::toString);
        Result verify = run("endgame", "verify", "KHKA", "KHK");
        assertEquals(0, verify.status(), verify::toString);
        assertTrue(verify.out().contains("KHKA: 40500 indices checked, 0 errors"), verify::toString);
        Result stats = run("endgame", "stats", "KHK", "--json");
        assertEquals(0, stats.status(), stats::toString);
        assertTrue(stats.out().matches("(?s)\\{\"set\":\"KHK\",\"positions\":\\d+,\"wins\":\\d+,\"draws\":\\d+,\"losses\":\\d+,.*"
                + "\"longestWin\":\\d+,\"longestWinFen\":\"[^\"]+ w - - 0 1\".*}\\s*"), stats::toString);
        Result list = run("endgame", "list");
        assertTrue(list.out().contains("KHKA     built"), list::toString);
        assertTrue(list.out().contains("KRKAAEE  not built"), list::toString);
    }

    @Test
    void aCorruptFileExitsWithStatus1AndSaysSo() throws Exception {
        assertEquals(0, run("endgame", "build", "KRK").status());
        Path file = cache.resolve("KRK.xqtb");
        byte[] bytes = Files.readAllBytes(file);
        bytes[bytes.length - 20] ^= 1;
        Files.write(file, bytes);
        Result r = run("endgame", "probe", "--fen", "4k4/9/R8/9/9/9/9/3K5/9/9 w - - 0 1");
        assertEquals(1, r.status(), r::toString);
        assertTrue(r.err().startsWith("error: endgame file ") && r.err().contains("checksum mismatch"), r::toString);
    }
}
