package org.gametree.xiangqi.uci;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.gametree.xiangqi.endgame.BuildProgress;
import org.gametree.xiangqi.endgame.EndgameTablebases;
import org.gametree.xiangqi.endgame.MaterialSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * EndgameTables and EndgamePath: with the KHKA database built in EndgamePath, a depth-3 search
 * of a horse-against-advisor win 33 plies from mate reports that mate (17 moves); with
 * EndgameTables false the same search reports no mate.
 */
class UciEndgameTest {

    private static final String WIN_IN_33 = "4ka3/9/9/9/N8/9/9/9/3K5/9 w - - 0 1";

    private static List<String> session(String... lines) throws Exception {
        return UciSession.run(lines);
    }

    @Test
    void theDatabasesInEndgamePathGiveTheMate(@TempDir Path dir) throws Exception {
        new EndgameTablebases(dir).table(MaterialSet.parse("KHKA"), 1, BuildProgress.NONE);
        List<String> on = session("uci", "setoption name EndgamePath value " + dir, "position fen " + WIN_IN_33, "go depth 3");
        assertTrue(on.contains("option name EndgameTables type check default true"), String.join("\n", on));
        assertTrue(on.stream().anyMatch(l -> l.startsWith("info depth 3 ") && l.contains(" score mate 17 ")),
                String.join("\n", on));

        List<String> off = session("setoption name EndgamePath value " + dir, "setoption name EndgameTables value false",
                "position fen " + WIN_IN_33, "go depth 3");
        assertTrue(off.stream().anyMatch(l -> l.startsWith("info depth 3 ")), String.join("\n", off));
        assertFalse(off.stream().anyMatch(l -> l.contains(" score mate ")), String.join("\n", off));

        List<String> bad = session("setoption name EndgameTables value maybe");
        assertTrue(bad.contains("info string EndgameTables must be true or false; got 'maybe'"), String.join("\n", bad));
    }
}
