package org.gametree.xiangqi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.gametree.core.tune.LabelledPosition;
import org.gametree.core.tune.PositionFile;
import org.gametree.xiangqi.match.TrainingPositions;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.match.PgnWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code datagen} command: short runs of our engine end to end, and bad options answered in one line. */
class DatagenCliTest {

    private static final String OURS = "ours algorithm=best eval=pst hash=8";

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
    void aSmallRunWritesLabelledPositions() throws IOException {
        Path file = dir.resolve("p.txt");
        Path pgn = dir.resolve("g.pgn");
        long start = System.nanoTime();
        Run run = run("datagen", "--engine", "ours algorithm=best eval=pst", "--depth", "1", "--games", "2", "--random-plies", "4",
                "--concurrency", "2", "--out", file.toString(), "--pgn", pgn.toString());
        assertTrue(System.nanoTime() - start < 10_000_000_000L, "well under 10 s");
        assertEquals(0, run.status(), run.err());
        String out = run.out();
        assertTrue(out.contains("B = A (self-play)"), out);
        assertTrue(out.contains("limit: depth 1; games 0-1 (indices), seed 1, 4 random plies each; 2 at once"), out);
        assertEquals(2, out.lines().filter(l -> l.matches("game [12] \\([12]/2\\)  .* - .*  (1-0|0-1|1/2-1/2)  .*  random [01]")).count(),
                out);
        assertTrue(out.contains("Games: 2 in "), out);
        assertTrue(out.matches("(?s).*Red: \\+\\d =\\d -\\d.*"), out);

        List<LabelledPosition> positions = PositionFile.readAll(file, TrainingPositions.FEN);
        assertFalse(positions.isEmpty());
        assertTrue(out.contains("Positions written: " + positions.size() + " to " + file), out);
        for (LabelledPosition position : positions) {
            assertFalse(Fen.parse(position.position()).isInCheck(), position.toString());
            assertTrue(position.score() != null, "our engine prints a score at every move: " + position);
        }
        List<String> lines = Files.readAllLines(file);
        assertEquals(PositionFile.HEADER, lines.get(0));
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("# game 1 random 0: ")), lines.toString());
        assertEquals(2, PgnWriter.games(Files.readString(pgn)).size());
    }

    /**
     * A game is a function of (engines, limit, seed, index): two runs of disjoint ranges give the
     * positions of one run of both, whatever the concurrency.
     */
    @Test
    void rangesOfGamesAddUpToOneRun() throws IOException {
        Path whole = dir.resolve("whole.txt.gz");
        Path first = dir.resolve("first.txt");
        Path second = dir.resolve("second.txt");
        String[] common = {"datagen", "--engine", OURS, "--depth", "1", "--random-plies", "6", "--max-plies", "60", "--seed", "5"};
        assertEquals(0, run(concat(common, "--games", "4", "--concurrency", "2", "--out", whole.toString())).status());
        assertEquals(0, run(concat(common, "--games", "2", "--concurrency", "1", "--out", first.toString())).status());
        Run rest = run(concat(common, "--first-game", "2", "--games", "2", "--concurrency", "1", "--out", second.toString()));
        assertEquals(0, rest.status(), rest.err());
        assertTrue(rest.out().contains("game 3 (") && rest.out().contains("random 3"), rest.out());

        List<LabelledPosition> parts = new ArrayList<>(PositionFile.readAll(first, TrainingPositions.FEN));
        parts.addAll(PositionFile.readAll(second, TrainingPositions.FEN));
        assertTrue(parts.size() > 20, "positions from each game: " + parts.size());
        assertEquals(PositionFile.readAll(whole, TrainingPositions.FEN), parts);
    }

    @Test
    void anExistingFileIsKeptUnlessOverwriteIsGiven() throws IOException {
        Path file = dir.resolve("p.txt");
        Files.writeString(file, "old");
        String[] args = {"datagen", "--engine", OURS, "--depth", "1", "--games", "1", "--random-plies", "2", "--max-plies", "10",
                "--out", file.toString()};
        Run refused = run(args);
        assertEquals(XiangqiCli.BAD_INPUT, refused.status());
        assertTrue(refused.err().startsWith("error: --out " + file + " exists; choose another file or add --overwrite"), refused.err());
        assertEquals("old", Files.readString(file));
        Run replaced = run(concat(args, "--overwrite"));
        assertEquals(0, replaced.status(), replaced.err());
        assertTrue(Files.readString(file).startsWith(PositionFile.HEADER));
    }

    @Test
    void badOptionsAreOneLineEach() throws IOException {
        String out = dir.resolve("p.txt").toString();
        Files.createDirectories(dir.resolve("folder"));
        for (List<String> args : List.of(
                List.of("datagen", "--engine", "ours", "--depth", "1"),
                List.of("datagen", "--engine", "ours", "--out", out),
                List.of("datagen", "--engine", "ours", "--engine", "ours", "--engine", "ours", "--depth", "1", "--out", out),
                List.of("datagen", "--engine", "bogus", "--depth", "1", "--out", out),
                List.of("datagen", "--engine", "ours", "--depth", "1", "--nodes", "100", "--out", out),
                List.of("datagen", "--engine", "ours", "--depth", "1", "--games", "0", "--out", out),
                List.of("datagen", "--engine", "ours", "--depth", "1", "--games", "x", "--out", out),
                List.of("datagen", "--engine", "ours", "--depth", "1", "--first-game", "-1", "--out", out),
                List.of("datagen", "--engine", "ours", "--depth", "1", "--random-plies", "0", "--out", out),
                List.of("datagen", "--engine", "ours", "--depth", "1", "--random-plies", "101", "--out", out),
                List.of("datagen", "--engine", "ours", "--depth", "1", "--max-plies", "8", "--out", out),
                List.of("datagen", "--engine", "ours", "--depth", "1", "--concurrency", "0", "--out", out),
                List.of("datagen", "--engine", "ours", "--depth", "1", "--out", dir.resolve("folder").toString()),
                List.of("datagen", "--engine", "ours", "--depth", "1", "--out", out, "--pgn", out))) {
            Run run = run(args.toArray(new String[0]));
            assertEquals(XiangqiCli.BAD_INPUT, run.status(), args + ": " + run.out() + run.err());
            String[] lines = run.err().strip().split("\\R");
            assertTrue(lines[0].startsWith("error: "), run.err());
            assertTrue(lines.length <= 3, run.err());
            assertEquals("", run.out(), "nothing played: " + args);
        }
        assertFalse(Files.exists(dir.resolve("p.txt")), "no file written on bad options");
    }

    @Test
    void anEngineThatCannotStartIsAnErrorAndNoFile() {
        Path file = dir.resolve("p.txt");
        Run run = run("datagen", "--engine", "name=ghost cmd=/nonexistent/engine", "--depth", "1", "--out", file.toString());
        assertEquals(1, run.status(), run.out() + run.err());
        assertTrue(run.err().startsWith("error: cannot start '/nonexistent/engine'"), run.err());
        assertFalse(Files.exists(file));
    }

    private static String[] concat(String[] first, String... more) {
        List<String> all = new ArrayList<>(List.of(first));
        all.addAll(List.of(more));
        return all.toArray(new String[0]);
    }
}
