package org.gametree.gomoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.gametree.core.tune.LabelledPosition;
import org.gametree.core.tune.PositionFile;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.match.RandomOpening;
import org.gametree.gomoku.notation.Notation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Self-play training data: positions written, the same games whatever the threads or the split into ranges. */
class DatagenCommandTest {

    private static List<LabelledPosition> datagen(Path out, String... extra) throws Exception {
        List<String> args = new ArrayList<>(List.of("datagen", "--rule", "freestyle", "--depth", "1", "--stones", "3",
                "--algorithm", "alphabeta", "--out", out.toString()));
        args.addAll(List.of(extra));
        StringWriter err = new StringWriter();
        int status = GomokuCli.run(args.toArray(new String[0]), new PrintWriter(new StringWriter()), new PrintWriter(err));
        assertEquals(0, status, err.toString());
        return PositionFile.readAll(out, PositionFile.PositionCheck.ANY);
    }

    @Test
    void gamesArePlayedIntoLabelledPositionsTheSameOnAnyThreadsAndRanges(@TempDir Path folder) throws Exception {
        List<LabelledPosition> one = datagen(folder.resolve("a.txt"), "--games", "2", "--threads", "1");
        assertFalse(one.isEmpty());
        for (LabelledPosition p : one) {
            GomokuPosition position = Notation.play(Rule.FREESTYLE, 15, p.position());
            assertTrue(position.ply() >= 3, p.position());
            assertEquals(0, position.firstFivePoint(GomokuPosition.BLACK), "quiet: " + p.position());
            assertEquals(0, position.firstFivePoint(GomokuPosition.WHITE), "quiet: " + p.position());
            assertTrue(p.score() != null);
        }
        assertEquals(one, datagen(folder.resolve("b.txt.gz"), "--games", "2", "--threads", "2"));
        List<LabelledPosition> split = new ArrayList<>(datagen(folder.resolve("c.txt"), "--games", "1", "--threads", "1"));
        split.addAll(datagen(folder.resolve("d.txt"), "--games", "1", "--first-game", "1"));
        assertEquals(one, split);
        assertTrue(Files.readString(folder.resolve("a.txt")).contains("# gomoku datagen: freestyle, games 2 from 0, seed 1, 3 random stones, depth 1, movetime 0 ms"));
    }

    @Test
    void openingsDependOnTheSeedAndIndexOnly() {
        GomokuPosition a = RandomOpening.of(Rule.RENJU, 15, 3, 17, 6);
        assertEquals(Notation.formatMoves(a), Notation.formatMoves(RandomOpening.of(Rule.RENJU, 15, 3, 17, 6)));
        assertEquals(6, a.ply());
        assertFalse(a.result().isOver());
        assertTrue(!Notation.formatMoves(a).equals(Notation.formatMoves(RandomOpening.of(Rule.RENJU, 15, 3, 18, 6))));
    }
}
