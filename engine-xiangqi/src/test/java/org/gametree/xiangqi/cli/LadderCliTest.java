package org.gametree.xiangqi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import javax.xml.parsers.DocumentBuilderFactory;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code ladder} command: a two-rung depth ladder end to end, and bad options refused. */
class LadderCliTest {

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
    void aDepthLadderPlaysEachRungAndWritesTheTableAndTheChart() throws Exception {
        Path csv = dir.resolve("ladder.csv");
        Path svg = dir.resolve("ladder.svg");
        Run run = run("ladder", "--engine", "ours hash=8", "--depths", "1-2", "--games", "4", "--random-plies", "4",
                "--max-plies", "80", "--csv", csv.toString(), "--svg", svg.toString());
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("depth 2 against depth 1 (+ = - for the first):"), run.out());
        assertTrue(run.out().contains("depth 3 against depth 2"), run.out());
        List<String> rows = Files.readAllLines(csv, StandardCharsets.UTF_8);
        assertEquals(3, rows.size(), rows::toString);
        for (String row : rows.subList(1, 3)) {
            String[] f = row.split(",");
            assertEquals(4, Integer.parseInt(f[2]), row);
            assertEquals(4, Integer.parseInt(f[3]) + Integer.parseInt(f[4]) + Integer.parseInt(f[5]), "W + D + L = games: " + row);
        }
        assertTrue(rows.get(1).startsWith("depth 2 vs 1,2,"), rows.get(1));
        var doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(svg.toFile());
        assertEquals(2, doc.getElementsByTagName("circle").getLength(), "a point per rung");

        Path again = dir.resolve("again.svg");
        Run replot = run("ladder", "--replot", csv.toString(), "--svg", again.toString(), "--title", "Replotted");
        assertEquals(0, replot.status(), replot.err());
        String redrawn = Files.readString(again);
        assertTrue(redrawn.contains(">Replotted<"), redrawn);
        assertEquals(2, DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(again.toFile())
                .getElementsByTagName("circle").getLength());
        Files.writeString(csv, "rung,x\nnot,a,row\n");
        Run broken = run("ladder", "--replot", csv.toString(), "--svg", again.toString());
        assertTrue(broken.err().contains("line 2 is not a ladder row"), broken.err());
    }

    /** Node rungs: B gets its factor's share of A's nodes; the games are fixed by the nodes, not by the clock. */
    @Test
    void aNodeLadderGivesTheOtherEngineItsFactor() throws Exception {
        Path csv = dir.resolve("nodes.csv");
        Run run = run("ladder", "--engine", "ours eval=rich hash=8", "--versus", "ours eval=book hash=8", "--nodes", "300",
                "--versus-factor", "2", "--games", "2", "--random-plies", "4", "--max-plies", "60", "--csv", csv.toString());
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("at [300] nodes a move (B × 2.000)"), run.out());
        assertTrue(run.out().contains("A against B (+ = - for the first)"), run.out());
        List<String> rows = Files.readAllLines(csv);
        assertTrue(rows.get(1).startsWith("300 nodes,300,2,"), rows.toString());
    }

    @Test
    void badOptionsAreRefusedWithAReason() {
        Run both = run("ladder", "--engine", "ours", "--depths", "1-2", "--movetimes", "10", "--versus", "ours");
        assertEquals(XiangqiCli.BAD_INPUT, both.status());
        assertTrue(both.err().contains("give either --depths A-B, or --movetimes"), both.err());
        Run noVersus = run("ladder", "--engine", "ours", "--movetimes", "10,20");
        assertTrue(noVersus.err().contains("--movetimes needs --versus"), noVersus.err());
        Run backwards = run("ladder", "--engine", "ours", "--depths", "3-1");
        assertTrue(backwards.err().contains("--depths: give A-B with 1 <= A <= B <= 30"), backwards.err());
        Run limited = run("ladder", "--engine", "ours depth=3", "--depths", "1-2");
        assertTrue(limited.err().contains("leave out its limit"), limited.err());
    }
}
