package org.gametree.xiangqi.match;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.zip.GZIPOutputStream;

import org.gametree.core.tune.LabelledPosition;
import org.gametree.core.tune.PositionFile;
import org.gametree.core.tune.PositionFileException;
import org.gametree.xiangqi.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The position file: written and read back unchanged, plain or gzip; every bad line named with its number. */
class PositionFileTest {

    private static final String START = Position.START_FEN;
    private static final String AFTER_H2E2 = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1";
    private static final List<LabelledPosition> POSITIONS = List.of(
            new LabelledPosition(START, 1, 35),
            new LabelledPosition(AFTER_H2E2, 0, -50),
            new LabelledPosition(AFTER_H2E2, 0.5, null),
            new LabelledPosition(START, 0.5, 0));

    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {"positions.txt", "positions.txt.gz"})
    void whatIsWrittenIsReadBack(String name) throws IOException {
        Path file = dir.resolve(name);
        PositionFile.write(file, POSITIONS, List.of());
        assertEquals(POSITIONS, PositionFile.readAll(file, TrainingPositions.FEN));
        byte[] bytes = Files.readAllBytes(file);
        boolean gzip = bytes.length > 2 && (bytes[0] & 0xFF) == 0x1f && (bytes[1] & 0xFF) == 0x8b;
        assertEquals(name.endsWith(".gz"), gzip, "gzip exactly for .gz");
        try (var files = Files.list(dir)) {
            assertEquals(List.of(file), files.toList(), "no temporary file left");
        }
    }

    @Test
    void theTextIsTheDocumentedFormat() throws IOException {
        Path file = dir.resolve("p.txt");
        PositionFile.write(file, POSITIONS, List.of());
        assertEquals(List.of(PositionFile.HEADER,
                START + ";1-0;35",
                AFTER_H2E2 + ";0-1;-50",
                AFTER_H2E2 + ";1/2-1/2;",
                START + ";1/2-1/2;0"), Files.readAllLines(file));
    }

    @Test
    void commentsBlankLinesAndConcatenatedFilesAreRead() throws IOException {
        Path file = dir.resolve("two.txt");
        String text = PositionFile.HEADER + "\n# game 1\n" + START + ";1-0;35\n\n" + PositionFile.HEADER + "\r\n"
                + AFTER_H2E2 + ";0-1;+12\r\n";
        Files.writeString(file, text);
        assertEquals(List.of(new LabelledPosition(START, 1, 35), new LabelledPosition(AFTER_H2E2, 0, 12)), PositionFile.readAll(file, TrainingPositions.FEN));
    }

    /** Files from two machines are joined with cat, gzip or not (a gzip reader takes several members). */
    @ParameterizedTest
    @ValueSource(strings = {".txt", ".txt.gz"})
    void concatenatedFilesReadAsOne(String extension) throws IOException {
        Path first = dir.resolve("a" + extension);
        Path second = dir.resolve("b" + extension);
        PositionFile.write(first, POSITIONS.subList(0, 2), List.of());
        PositionFile.write(second, POSITIONS.subList(2, 4), List.of());
        Path both = dir.resolve("both" + extension);
        try (OutputStream out = Files.newOutputStream(both)) {
            Files.copy(first, out);
            Files.copy(second, out);
        }
        assertEquals(POSITIONS, PositionFile.readAll(both, TrainingPositions.FEN));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN w - - 0 1;1-0;3|bad position",
        "startpos;1-0;3|bad position",
        ";1-0;3|no position before the first",
        START + ";2-0;3|bad result '2-0'",
        START + ";1/2;3|bad result '1/2'",
        START + ";;3|bad result ''",
        START + ";1-0;3.5|bad score '3.5'",
        START + ";1-0;x|bad score 'x'",
        START + ";1-0;12345678901|bad score",
        START + ";1-0|expected POSITION;RESULT;SCORE (3 fields separated by ';'), found 2 fields",
        START + ";1-0;3;4|found 4 fields",
        START + "|found 1 field"})
    void aBadLineIsAnErrorWithItsFileAndNumber(String testCase) throws IOException {
        String[] parts = testCase.split("\\|");
        for (String name : List.of("bad.txt", "bad.txt.gz")) {
            Path file = dir.resolve(name);
            String text = PositionFile.HEADER + "\n" + START + ";1-0;35\n# a comment\n\n" + parts[0] + "\n" + START + ";0-1;\n";
            write(file, text);
            PositionFileException e = assertThrows(PositionFileException.class, () -> PositionFile.readAll(file, TrainingPositions.FEN));
            assertEquals(5, e.line(), e.getMessage());
            assertTrue(e.getMessage().startsWith(file + " line 5: "), e.getMessage());
            assertTrue(e.getMessage().contains(parts[1]), e.getMessage());
            assertFalse(e.getMessage().contains("\n"), "one line: " + e.getMessage());
        }
    }

    @Test
    void aWriterClosedWithoutACommitLeavesTheOldFileAlone() throws IOException {
        Path file = dir.resolve("keep.txt");
        Files.writeString(file, "old\n");
        try (PositionFile.Writer writer = PositionFile.open(file)) {
            writer.add(POSITIONS.get(0));
            assertEquals(1, writer.count());
        }
        assertEquals("old\n", Files.readString(file));
        try (var files = Files.list(dir)) {
            assertEquals(List.of(file), files.toList(), "the temporary file is gone");
        }
        PositionFile.write(file, POSITIONS.subList(0, 1), List.of());
        assertEquals(POSITIONS.subList(0, 1), PositionFile.readAll(file, TrainingPositions.FEN), "a commit replaces it");
    }

    @Test
    void aPositionFormatsAsOneLine() {
        assertEquals(START + ";0-1;-7", PositionFile.format(new LabelledPosition(START, 0, -7)));
        assertEquals(new LabelledPosition(START, 0, -7), PositionFile.parse(START + ";0-1;-7", TrainingPositions.FEN));
        assertArrayEquals(new String[] {"1-0", "1/2-1/2", "0-1"},
                Arrays.stream(new double[] {1, 0.5, 0}).mapToObj(r -> new LabelledPosition(START, r, null).resultText()).toArray());
        assertThrows(IllegalArgumentException.class, () -> new LabelledPosition(START, 0.25, null));
    }

    private static void write(Path file, String text) throws IOException {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        if (file.toString().endsWith(".gz")) {
            try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(file))) {
                out.write(bytes);
            }
        } else {
            Files.write(file, bytes);
        }
    }
}
