package org.gametree.gomoku.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import org.gametree.core.tune.LabelledPosition;
import org.gametree.core.tune.TuningDataException;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.cli.GomokuCli;
import org.gametree.gomoku.notation.Notation;
import org.gametree.gomoku.notation.Psq;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** .psq records as training data: finished games labelled with their results, the rest counted and left out. */
class GameRecordsTest {

    /** Black makes five on row 8 while White answers on row 10; "h8,…" move lists. */
    private static String blackWins() {
        return "h8,a1,i8,b1,j8,c1,k8,d1,g8";
    }

    private static void psq(Path file, String moves, int size) throws Exception {
        GomokuPosition game = Notation.play(Rule.FREESTYLE, size, moves);
        Files.writeString(file, Psq.write(game));
    }

    @Test
    void finishedGamesGiveTheirPositionsLabelledUnfinishedOnesAreCounted(@TempDir Path dir) throws Exception {
        psq(dir.resolve("a.psq"), blackWins(), 15);
        psq(dir.resolve("b.psq"), "h8,a1,i8", 15);
        psq(dir.resolve("c.psq"), "h8,a1,i8,b1,j8,c1,k8,d1,g8", 20);
        Files.writeString(dir.resolve("notes.txt"), "not a record");
        GameRecords.Read read = GameRecords.read(dir, Rule.FREESTYLE);
        assertEquals(1, read.games());
        assertEquals(1, read.unfinished());
        assertEquals(1, read.otherSize());
        assertEquals(9 - GameRecords.SKIPPED_STONES, read.positions().size());
        for (LabelledPosition p : read.positions()) {
            assertEquals(1.0, p.result(), "Black won: " + p.position());
        }
        assertEquals("h8,a1,i8,b1", read.positions().get(0).position().replace(" ", ""));
    }

    @Test
    void aBrokenRecordIsNamed(@TempDir Path dir) throws Exception {
        Path bad = dir.resolve("bad.psq");
        Files.writeString(bad, "Piskvorky 15x15, 11:11, 0\n8,8,0\n8,8,0\n-1\n");
        TuningDataException e = assertThrows(TuningDataException.class, () -> GameRecords.read(bad, Rule.FREESTYLE));
        assertTrue(e.getMessage().startsWith(bad.toString()), e.getMessage());
    }

    @Test
    void tuneReadsAFolderOfRecords(@TempDir Path dir) throws Exception {
        Path games = Files.createDirectories(dir.resolve("games"));
        String[] rows = {"a", "b", "c", "d", "e", "f"};
        for (int g = 0; g < 6; g++) {
            // Black fills h..l on row 8 + g (five at its sixth stone), White scatters stones on row 1 + g
            String r = Integer.toString(8 + g);
            String w = Integer.toString(1 + g);
            String moves = "h" + r + ",a" + w + ",j" + r + ",c" + w + ",l" + r + ",e" + w + ",n" + r + ",g" + w
                    + ",i" + r + ",o" + w + ",k" + r;
            psq(games.resolve(rows[g] + ".psq"), moves, 15);
        }
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = GomokuCli.run(new String[] {"tune", "--data", games.toString(), "--rule", "freestyle", "--steps", "1",
            "--held-out", "0", "--out", dir.resolve("t.params").toString()}, new PrintWriter(out), new PrintWriter(err));
        assertEquals(0, status, err.toString() + out);
        assertTrue(out.toString().startsWith("data " + games + ": "), out.toString());
    }
}
