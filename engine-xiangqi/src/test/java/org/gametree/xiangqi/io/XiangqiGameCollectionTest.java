package org.gametree.xiangqi.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.gametree.core.io.GameFileException;
import org.junit.jupiter.api.Test;

/** Files of many games: split where tags follow move text, each game checked, problems placed in the whole file. */
class XiangqiGameCollectionTest {

    private static final String TWO_GAMES = String.join("\n",
            "[Game \"Chinese Chess\"]",
            "[Event \"one\"]",
            "[Result \"1-0\"]",
            "",
            "1. h2e2 h9g7 2. h0g2 1-0",
            "",
            "[Event \"two\"]",
            "[Result \"*\"]",
            "",
            "1. b2e2 b9c7 *",
            "");

    @Test
    void gamesAreSplitWhereATagFollowsMoveTextEvenWithoutAGameTag() throws Exception {
        List<XiangqiGameRecord> games = XiangqiGameCollection.read(TWO_GAMES);
        assertEquals(2, games.size());
        assertEquals("one", games.get(0).tags().get("Event"));
        assertEquals(3, games.get(0).moves().length);
        assertEquals("1-0", games.get(0).result());
        assertEquals("two", games.get(1).tags().get("Event"));
        assertEquals(2, games.get(1).moves().length);
    }

    @Test
    void aBareMoveListIsOneGame() throws Exception {
        List<XiangqiGameRecord> games = XiangqiGameCollection.read("h2e2 h9g7\nh0g2\n");
        assertEquals(1, games.size());
        assertArrayEquals(XiangqiGameFile.read("h2e2 h9g7 h0g2").moves(), games.get(0).moves());
    }

    @Test
    void aProblemNamesTheGameAndItsLineInTheWholeFile() {
        String bad = TWO_GAMES.replace("1. b2e2 b9c7", "1. b2e2 b9b5");
        GameFileException e = assertThrows(GameFileException.class, () -> XiangqiGameCollection.read(bad));
        assertEquals(10, e.line(), e.getMessage());
        assertTrue(e.getMessage().contains("game 2: "), e.getMessage());
        assertEquals(2, e.moveNumber(), e.getMessage());
    }
}
