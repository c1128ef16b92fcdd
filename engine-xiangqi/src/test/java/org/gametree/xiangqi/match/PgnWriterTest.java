package org.gametree.xiangqi.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.gametree.xiangqi.GameResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PgnWriterTest {

    @TempDir
    Path dir;

    private static GameRecord game(int round, String comment) {
        Opening opening = new Opening("Central Cannon", "中炮", Openings.parse("x | y | h2e2 h9g7 h0g2", "t").get(0).moves());
        String[] comments = {null, null, comment};
        return new GameRecord(round, "test \"event\"", "2024.05.01", opening, "A", "B", true, opening.moves(), comments,
                GameResult.Outcome.DRAW, Termination.MAX_PLIES, "3 plies", "40/60");
    }

    @Test
    void aGameWithTagsNumbersAndComments() {
        assertEquals("""
                [Game "Chinese Chess"]
                [Event "test \\"event\\""]
                [Date "2024.05.01"]
                [Round "1"]
                [Red "A"]
                [Black "B"]
                [Result "1/2-1/2"]
                [FEN "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"]
                [Format "ICCS"]
                [Opening "Central Cannon"]
                [OpeningChinese "中炮"]
                [TimeControl "40/60"]
                [Termination "move limit of the match: 3 plies"]
                [PlyCount "3"]

                1. h2e2 h9g7 2. h0g2 {+12/3 0.50s (x)} 1/2-1/2
                """, PgnWriter.write(game(1, "+12/3 0.50s {x}")), "braces in a comment cannot end it early");
    }

    @Test
    void aMatchFileIsSavedWholeAndSplitIntoItsGames() throws Exception {
        Path file = dir.resolve("sub/match.pgn");
        List<GameRecord> games = List.of(game(1, "+1/1 0.01s"), game(2, "-5/2 0.02s"), game(3, null));
        PgnWriter.save(file, games);
        List<String> texts = PgnWriter.games(Files.readString(file));
        assertEquals(3, texts.size());
        for (int i = 0; i < 3; i++) {
            assertEquals(PgnWriter.write(games.get(i)), texts.get(i));
        }
        PgnWriter.save(file, games.subList(0, 1));
        assertEquals(1, PgnWriter.games(Files.readString(file)).size(), "replaced, not appended");
        try (var files = Files.list(file.getParent())) {
            assertEquals(List.of(file), files.toList(), "no temporary file left");
        }
        assertTrue(PgnWriter.games("").isEmpty());
    }
}
