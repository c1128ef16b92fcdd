package org.gametree.xiangqi.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.notation.Notation;
import org.junit.jupiter.api.Test;

class OpeningsTest {

    @Test
    void theBuiltInListHasTwentyOrMoreDistinctCommonOpenings() {
        List<Opening> openings = Openings.builtIn();
        assertTrue(openings.size() >= 20, "openings: " + openings.size());
        Set<String> names = new HashSet<>();
        Set<String> chinese = new HashSet<>();
        Set<String> lines = new HashSet<>();
        for (Opening opening : openings) {
            assertTrue(names.add(opening.english()), "duplicate name " + opening);
            assertTrue(chinese.add(opening.chinese()), "duplicate Chinese name " + opening);
            assertTrue(lines.add(String.join(" ", opening.coordinates())), "duplicate line " + opening);
            assertTrue(opening.moves().length >= 4 && opening.moves().length <= 8, "4-8 plies: " + opening);
            assertTrue(!opening.chinese().isEmpty(), "a Chinese name: " + opening);
        }
    }

    /** The names say what the first moves are: checked in Chinese notation, as the names are Chinese. */
    @Test
    void theNamesMatchTheirMoves() {
        for (Opening opening : Openings.builtIn()) {
            List<String> chinese = Notation.CHINESE.formatMoves(Position.startPosition(), opening.moves());
            String name = opening.chinese();
            String first = chinese.get(0);
            String second = chinese.get(1);
            if (name.startsWith("中炮") || name.startsWith("顺炮") || name.startsWith("列炮")) {
                assertEquals("炮二平五", first, opening.toString());
            }
            if (name.startsWith("仙人指路")) {
                assertEquals("兵七进一", first, opening.toString());
            }
            if (name.startsWith("飞相")) {
                assertEquals("相三进五", first, opening.toString());
            }
            if (name.startsWith("起马")) {
                assertEquals("马二进三", first, opening.toString());
            }
            if (name.startsWith("顺炮")) {
                assertEquals("炮8平5", second, "the same-side cannon: " + opening);
            }
            if (name.startsWith("列炮")) {
                assertEquals("炮2平5", second, "the opposite-side cannon: " + opening);
            }
            if (name.contains("屏风马")) {
                assertTrue(chinese.contains("马8进7") && chinese.contains("马2进3"), "both horses up: " + chinese);
            }
            if (name.equals("中炮对反宫马")) {
                assertTrue(chinese.contains("炮8平6") && chinese.contains("马2进3") && chinese.contains("马8进7"), chinese.toString());
            }
            if (name.equals("过宫炮")) {
                assertEquals("炮二平六", first);
            }
            if (name.equals("士角炮")) {
                assertEquals("炮二平四", first);
            }
            if (name.equals("边马局")) {
                assertEquals("马八进九", first);
            }
            if (name.equals("巡河炮局")) {
                assertEquals("炮二进二", first);
            }
            if (name.equals("仙人指路对卒底炮")) {
                assertEquals("炮2平3", second);
            }
        }
    }

    @Test
    void aGoodFileWithCommentsIccsAndWindowsLineEnds() {
        String text = "\uFEFF# my openings\r\n\r\nCentral Cannon | 中炮 | H2-E2 h9g7   # a comment\r\n"
                + "Elephant | | g0e2 h7e7 h0g2\r\n";
        List<Opening> openings = Openings.parse(text, "mine.txt");
        assertEquals(2, openings.size());
        assertEquals(List.of("h2e2", "h9g7"), openings.get(0).coordinates());
        assertEquals("中炮", openings.get(0).chinese());
        assertEquals("Elephant", openings.get(1).name(), "no Chinese name");
        assertEquals(3, openings.get(1).position().ply());
    }

    @Test
    void badFilesAreReportedWithTheirLine() {
        OpeningFileException e = bad("# header\nA | 甲 | h2e2\nB | 乙 h2e2\n");
        assertEquals(3, e.line());
        assertTrue(e.getMessage().startsWith("test.txt line 3: expected 'English name | 中文名 | moves' (3 fields"), e.getMessage());

        e = bad("A | 甲 | h2e2 h9g7\n\nB | 乙 | h2e2 z9g7\n");
        assertEquals(3, e.line());
        assertTrue(e.getMessage().contains("move 2 'z9g7' of 'B' is not a coordinate move"), e.getMessage());

        e = bad("A | 甲 | h2e2 h9g7 h2h9\n");
        assertEquals(1, e.line());
        assertTrue(e.getMessage().contains("move 3 'h2h9' of 'A' is illegal in rnbakab1r/9/1c4nc1/"), e.getMessage());

        e = bad("A | 甲 | h2e2 h2e2\n");
        assertTrue(e.getMessage().contains("move 2 'h2e2' of 'A' is illegal"), "Black to move: " + e.getMessage());

        e = bad(" | 甲 | h2e2\n");
        assertTrue(e.getMessage().contains("line 1: the English name is empty"), e.getMessage());

        e = bad("A | 甲 |   \n");
        assertTrue(e.getMessage().contains("line 1: 'A' has no moves"), e.getMessage());

        e = bad("# nothing here\n\n");
        assertEquals(0, e.line());
        assertTrue(e.getMessage().startsWith("test.txt: no openings"), e.getMessage());
    }

    private static OpeningFileException bad(String text) {
        return assertThrows(OpeningFileException.class, () -> Openings.parse(text, "test.txt"));
    }
}
