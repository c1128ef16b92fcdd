package org.gametree.core.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The training-data file: plain and gzipped round trips, and every malformed line named. */
class PositionFileTest {

    private static final List<LabelledPosition> POSITIONS = List.of(
            new LabelledPosition("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", 0.5, 12),
            new LabelledPosition("h8,i9,j7", 1, null), new LabelledPosition("h8", 0, -300));

    @Test
    void plainAndGzippedFilesReadBack(@TempDir Path folder) throws Exception {
        for (String name : List.of("p.txt", "p.txt.gz")) {
            Path file = folder.resolve(name);
            PositionFile.write(file, POSITIONS, List.of("made by a test"));
            assertEquals(POSITIONS, PositionFile.readAll(file, PositionFile.PositionCheck.ANY));
        }
        String text = Files.readString(folder.resolve("p.txt"));
        assertTrue(text.startsWith(PositionFile.HEADER + "\n# made by a test\n"), text);
        assertTrue(text.contains("\nh8,i9,j7;1-0;\n"), text);
        assertTrue(Files.size(folder.resolve("p.txt.gz")) < Files.size(folder.resolve("p.txt")));
    }

    @Test
    void malformedLinesAreNamedNotSkipped(@TempDir Path folder) throws Exception {
        assertBad(folder, "h8;1-0", "line 2: expected POSITION;RESULT;SCORE");
        assertBad(folder, "h8;2-0;5", "line 2: bad result '2-0'");
        assertBad(folder, "h8;0-1;5.5", "line 2: bad score '5.5'");
        assertBad(folder, ";0-1;5", "line 2: no position before the first ';'");
        IllegalArgumentException missing = assertThrows(IllegalArgumentException.class,
                () -> PositionFile.readAll(folder.resolve("none.txt"), PositionFile.PositionCheck.ANY));
        assertEquals("no position file " + folder.resolve("none.txt"), missing.getMessage());
    }

    private static void assertBad(Path folder, String line, String expected) throws Exception {
        Path file = folder.resolve("bad.txt");
        Files.writeString(file, "# gametree positions v1\n" + line + "\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> PositionFile.readAll(file, PositionFile.PositionCheck.ANY));
        assertTrue(e.getMessage().startsWith(file + " " + expected), e.getMessage());
    }
}
