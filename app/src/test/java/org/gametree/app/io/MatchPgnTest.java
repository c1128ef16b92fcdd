package org.gametree.app.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.gametree.core.match.TimeControl;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.GameResult;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.match.EngineSpec;
import org.gametree.xiangqi.match.GameRecord;
import org.gametree.xiangqi.match.Match;
import org.gametree.xiangqi.match.MatchSettings;
import org.gametree.xiangqi.match.Opening;
import org.gametree.xiangqi.match.Openings;
import org.gametree.xiangqi.match.PgnWriter;
import org.gametree.xiangqi.match.Termination;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.gametree.xiangqi.io.XiangqiGameFile;
import org.gametree.xiangqi.io.XiangqiGameRecord;

/** The workbench reads the games the engine-match runner writes. */
class MatchPgnTest {

    @TempDir
    Path dir;

    @Test
    void theWorkbenchReadsEveryGameOfAMatchFile() throws Exception {
        Path pgn = dir.resolve("match.pgn");
        MatchSettings settings = MatchSettings.of(EngineSpec.ours("red engine \"A\"", Map.of("Hash", "8")),
                EngineSpec.ours("B", Map.of("Hash", "8")), TimeControl.depth(1), 2, Openings.builtIn().subList(0, 1))
                .withPgn(pgn).withMaxPlies(80).withEvent("MatchPgnTest");
        Match.Result result = new Match(settings, null, null).run();

        List<String> texts = PgnWriter.games(Files.readString(pgn));
        assertEquals(2, texts.size());
        for (int i = 0; i < 2; i++) {
            GameRecord game = result.games().get(i);
            XiangqiGameRecord read = XiangqiGameFile.read(texts.get(i));
            assertSame(game, read);
        }
        Path single = dir.resolve("one.pgn");
        PgnWriter.save(single, List.of(result.games().get(1)));
        assertSame(result.games().get(1), XiangqiGameFile.load(single));
    }

    @Test
    void aGameLostByAFaultIsReadWithItsResult() throws Exception {
        Opening opening = Openings.builtIn().get(1);
        String[] comments = new String[opening.moves().length];
        comments[comments.length - 1] = "+35/12 0.98s";
        GameRecord forfeit = new GameRecord(7, "odds", "2024.05.01", opening, "fsf", "best", false, opening.moves(),
                comments, GameResult.Outcome.RED_WINS, Termination.TIME_FORFEIT, "best: 1105 ms used with 1000 ms left", "40/60");
        Path file = dir.resolve("forfeit.pgn");
        PgnWriter.save(file, List.of(forfeit));
        XiangqiGameRecord read = XiangqiGameFile.load(file);
        assertSame(forfeit, read);
        assertEquals("loss on time: best: 1105 ms used with 1000 ms left", read.tags().get("Termination"));
        assertEquals(opening.chinese(), read.tags().get("OpeningChinese"));
        assertTrue(Files.readString(file).contains("{+35/12 0.98s}"));
    }

    private static void assertSame(GameRecord game, XiangqiGameRecord read) {
        assertEquals(game.event(), read.tags().get("Event"));
        assertEquals(game.red(), read.tags().get("Red"));
        assertEquals(game.black(), read.tags().get("Black"));
        assertEquals(game.result(), read.result());
        assertEquals(Integer.toString(game.round()), read.tags().get("Round"));
        assertEquals(Position.START_FEN, Fen.write(read.start()), "the FEN tag's position");
        assertArrayEquals(game.moves(), read.moves());
    }
}
