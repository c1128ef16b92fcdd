package org.gametree.app.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.gametree.core.fuzz.Fuzz;
import org.gametree.core.fuzz.Inputs;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.notation.Notation;
import org.junit.jupiter.api.Test;
import org.gametree.core.io.GameFileException;
import org.gametree.xiangqi.io.XiangqiGameFile;
import org.gametree.xiangqi.io.XiangqiGameRecord;

/**
 * Property-based fuzzing of the game file readers (issue 11): Xiangqi game files and Gomoku
 * {@code .psq} files get valid files with random edits, random text and random bytes; each must
 * return a game or throw {@link GameFileException}, never another exception, within the time
 * limit. A game read is written and read back to the same start and moves. The suite runs a
 * fixed-seed share; {@code bench/fuzz.sh} runs 100,000 cases per reader.
 */
class GameFileFuzzTest {

    private static final List<String> XIANGQI = List.of(
            "[Game \"Chinese Chess\"]\n[Event \"Training \\\"blitz\\\"\"]\n[Date \"2024.05.01\"]\n[Red \"Alice\"]\n"
                    + "[Black \"best, 2 s\"]\n[Result \"*\"]\n[Format \"ICCS\"]\n\n1. h2e2 h9g7 2. h0g2 *\n",
            "[Game \"Chinese Chess\"]\n[Format \"ICCS\"]\n1.H2-E2 {the central cannon} H9-G7 ; a comment to the end of the line\n"
                    + "2. h0g2 {a comment\nover two lines} i9h9\n",
            "[Format \"Chinese\"]\n1. 炮二平五 马8进7 2. 马二进三 车9平8\n",
            "[Format \"WXF\"]\n[Result \"1-0\"]\n1. C2.5 H8+7 2. H2+3 R9.8 1-0\n",
            "[FEN \"3k5/1R7/9/9/9/9/9/9/9/R3K4 w - - 0 1\"]\n[Result \"1-0\"]\n1. a0a9 1-0\n",
            "[Game \"Chinese Chess\"]\n[FEN \"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 0 4\"]\n"
                    + "4... h9g7 5. h0g2 i9h9 6. i0h0 *\n");

    @Test
    void xiangqiGameFiles() {
        List<String> dictionary = List.of("[", "]", "\"", "\\\"", "[Event \"", "[FEN \"", "[Format \"", "WXF", "Chinese",
                "ICCS", "{", "}", ";", "1.", "1...", "*", "1-0", "0-1", "1/2-1/2", "h2e2", "炮二平五", "C2.5", "\ufeff");
        Fuzz.of("Xiangqi game file", r -> Inputs.mixed(r, XIANGQI, dictionary, 300), text -> {
            XiangqiGameRecord game = XiangqiGameFile.read(text);
            XiangqiGameRecord back = XiangqiGameFile.read(XiangqiGameFile.write(game));
            assertEquals(Fen.write(game.start()), Fen.write(back.start()), text);
            assertArrayEquals(game.moves(), back.moves(), text);
            assertEquals(game.tags(), back.tags(), text);
        }, GameFileException.class).tries(800).run();
    }

    @Test
    void gomokuGameFiles() {
        List<String> valid = new ArrayList<>();
        valid.add(GomokuGameFile.write(org.gametree.gomoku.notation.Notation.play(Rule.FREESTYLE, 15, "h8,i9,a15,o1")));
        valid.add(GomokuGameFile.write(org.gametree.gomoku.notation.Notation.play(Rule.RENJU, 15, "h8,h9,i9,j10,g7,i7")));
        valid.add("Piskvork 20x20, 11:11, 0\r\n10,10,0\r\n11,11,1250\r\n10,11,31\r\n-1\r\npbrain-a.exe\r\npbrain-b.exe\r\n-1\r\n");
        valid.add("\ufeffPiskvork 15x15, 11:11, 0\n8,8,0\n9,9,0\n-1\n");
        List<String> dictionary = List.of("Piskvork ", "15x15", "20x20", ", 11:11, 0", "-1", "8,8,0", ",0\n", "\n", "\ufeff");
        Fuzz.of("Gomoku game file", r -> Inputs.mixed(r, valid, dictionary, 200), text -> {
            for (Rule rule : Rule.values()) {
                try {
                    GomokuPosition game = GomokuGameFile.read(text, rule);
                    assertArrayEquals(game.moves(), GomokuGameFile.read(GomokuGameFile.write(game), rule).moves(), text);
                } catch (GameFileException e) {
                    // documented: the next rule may still read it
                }
            }
            GomokuGameFile.read(text, Rule.FREESTYLE);
        }, GameFileException.class).tries(800).run();
    }

    @Test
    void theSeedsAreValid() {
        for (String text : XIANGQI) {
            assertDoesNotThrow(() -> XiangqiGameFile.read(text), text);
        }
        Position start = Position.startPosition();
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "e");
        assertDoesNotThrow(() -> XiangqiGameFile.read(XiangqiGameFile.write(
                XiangqiGameRecord.of(start, Notation.COORDINATE.parseMoves(start, List.of("h2e2")), tags))));
    }
}
