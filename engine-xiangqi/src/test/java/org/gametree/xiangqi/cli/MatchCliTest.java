package org.gametree.xiangqi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.gametree.xiangqi.match.PgnWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code match} command: a tiny match end to end, and bad options answered in one line. */
class MatchCliTest {

    @TempDir
    Path dir;

    private record Run(int status, String out, String err) {
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = XiangqiCli.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Run(status, out.toString(), err.toString());
    }

    @Test
    void aTinyMatchPrintsALinePerGameTheStandingAndWritesThePgn() throws Exception {
        Path openings = dir.resolve("two.txt");
        Files.writeString(openings, "Central Cannon | 中炮 | h2e2 h9g7\nElephant | 飞相 | g0e2 h7e7\n", StandardCharsets.UTF_8);
        Path pgn = dir.resolve("m.pgn");
        Run run = run("match", "--engine", "ours name=two hash=8", "--engine", "ours name=one hash=8 depth=1", "--depth", "2",
                "--openings", openings.toString(), "--pgn", pgn.toString(), "--max-plies", "100",
                "--sprt", "elo0=0 elo1=50");
        assertEquals(0, run.status(), run.err());
        String out = run.out();
        assertTrue(out.contains("4 games from 2 openings (" + openings + "), each with both colours"), out);
        assertTrue(out.contains("limit: depth 2 (A), depth 1 (B)"), out);
        assertEquals(4, out.lines().filter(l -> l.matches("game \\d/4  (two - one|one - two)  (1-0|0-1|1/2-1/2)  .*")).count(), out);
        assertTrue(out.contains("Result of two vs one: +"), out);
        assertTrue(out.matches("(?s).*Elo [-+0-9.inf]+ ± [0-9.a-z/]+ \\(95%, pentanomial over 2 opening pairs\\).*"), out);
        assertTrue(out.contains("LOS "), out);
        assertTrue(out.matches("(?s).*Elo 95% interval (\\[[-+0-9.inf]+, [-+0-9.inf]+\\]|n/a) \\(pentanomial\\), .*"), out);
        assertTrue(out.contains("SPRT elo0=0 elo1=50 alpha=0.05 beta=0.05: LLR "), out);
        assertTrue(out.contains("  two: +"), "the running standing: " + out);
        assertEquals(4, PgnWriter.games(Files.readString(pgn)).size());

        Run again = run("match", "--engine", "ours", "--engine", "ours", "--depth", "1", "--pgn", pgn.toString());
        assertEquals(XiangqiCli.BAD_INPUT, again.status());
        assertTrue(again.err().contains("m.pgn exists; choose another file or add --overwrite"), again.err());
    }

    @Test
    void randomOpeningsGiveEachPairItsOwnOpening() throws Exception {
        Path pgn = dir.resolve("r.pgn");
        Run run = run("match", "--engine", "ours name=a hash=8", "--engine", "ours name=b hash=8", "--depth", "1",
                "--random-plies", "6", "--seed", "5", "--games", "4", "--max-plies", "60", "--pgn", pgn.toString());
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("4 games from 2 openings (6 random plies, seed 5), each with both colours"), run.out());
        List<String> games = PgnWriter.games(Files.readString(pgn));
        assertEquals(4, games.size());
        assertTrue(games.get(0).contains("random 0") && games.get(2).contains("random 1"), games.get(0) + games.get(2));
        Run both = run("match", "--engine", "ours", "--engine", "ours", "--depth", "1", "--random-plies", "6",
                "--games", "2", "--openings", pgn.toString());
        assertEquals(XiangqiCli.BAD_INPUT, both.status());
        assertTrue(both.err().contains("give --openings or --random-plies, not both"), both.err());
        Run noGames = run("match", "--engine", "ours", "--engine", "ours", "--depth", "1", "--random-plies", "6");
        assertTrue(noGames.err().contains("--random-plies needs --games"), noGames.err());
    }

    @Test
    void aSeedShufflesTheOpeningsTheSameWayEveryTime() throws Exception {
        List<org.gametree.xiangqi.match.Opening> shuffled = new java.util.ArrayList<>(org.gametree.xiangqi.match.Openings.builtIn());
        java.util.Collections.shuffle(shuffled, new java.util.Random(7));
        assertTrue(!shuffled.get(0).equals(org.gametree.xiangqi.match.Openings.builtIn().get(0)), "seed 7 moves the first opening");
        for (int i = 0; i < 2; i++) {
            Run run = run("match", "--engine", "ours hash=8", "--engine", "ours hash=8", "--depth", "1", "--games", "1",
                    "--seed", "7", "--no-pgn", "--max-plies", "20");
            assertEquals(0, run.status(), run.err());
            assertTrue(run.out().contains("1 games from 25 openings (built-in, shuffled with seed 7)"), run.out());
            assertTrue(run.out().contains("20 plies  " + shuffled.get(0).name()), run.out());
        }
    }

    @Test
    void badOptionsAreOneLineEach() throws Exception {
        Path bad = dir.resolve("bad.txt");
        Files.writeString(bad, "# ok\nCentral Cannon | 中炮 | h2e2 h2h9\n", StandardCharsets.UTF_8);
        for (List<String> args : List.of(
                List.of("match", "--engine", "ours", "--depth", "1"),
                List.of("match", "--engine", "ours", "--engine", "ours"),
                List.of("match", "--engine", "ours", "--engine", "ours", "--tc", "40/x"),
                List.of("match", "--engine", "ours", "--engine", "ours", "--tc", "40/60", "--movetime", "100"),
                List.of("match", "--engine", "ours", "--engine", "bogus", "--depth", "1"),
                List.of("match", "--engine", "ours", "--engine", "ours", "--depth", "1", "--openings", bad.toString()),
                List.of("match", "--engine", "ours", "--engine", "ours", "--depth", "1", "--openings", dir.resolve("none").toString()),
                List.of("match", "--engine", "ours", "--engine", "ours", "--depth", "1", "--sprt", "elo0=5"),
                List.of("match", "--engine", "ours", "--engine", "ours", "--depth", "1", "--adjudicate-cp", "500"),
                List.of("match", "--engine", "ours", "--engine", "ours", "--depth", "1", "--games", "0"))) {
            Run run = run(args.toArray(new String[0]));
            assertEquals(XiangqiCli.BAD_INPUT, run.status(), args + ": " + run.out() + run.err());
            String[] lines = run.err().strip().split("\\R");
            assertTrue(lines[0].startsWith("error: "), run.err());
            assertTrue(lines.length <= 3, run.err());
            assertEquals("", run.out(), "nothing played: " + args);
        }
        Run run = run("match", "--engine", "ours", "--engine", "ours", "--depth", "1", "--openings", bad.toString());
        assertTrue(run.err().contains("bad.txt line 2: move 2 'h2h9' of 'Central Cannon' is illegal in"), run.err());
    }

    @Test
    void anEngineThatCannotStartIsAnErrorNotAHang() {
        Run run = run("match", "--engine", "ours", "--engine", "name=ghost cmd=/nonexistent/engine", "--depth", "1", "--no-pgn");
        assertEquals(1, run.status(), run.out() + run.err());
        assertTrue(run.err().startsWith("error: cannot start '/nonexistent/engine'"), run.err());
    }
}
