package org.gametree.app.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.notation.Notation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.gametree.core.io.GameFileException;
import org.gametree.xiangqi.io.XiangqiGameFile;
import org.gametree.xiangqi.io.XiangqiGameRecord;

class XiangqiGameFileTest {

    @TempDir
    Path dir;

    private static Map<String, String> tags() {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "Training \"blitz\"");
        tags.put("Date", "2024.05.01");
        tags.put("Red", "Alice");
        tags.put("Black", "best, 2 s");
        return tags;
    }

    private static int[] moves(Position start, String... coordinates) {
        return Notation.COORDINATE.parseMoves(start, List.of(coordinates));
    }

    @Test
    void writesTheTagsAndNumberedCoordinateMoves() {
        Position start = Position.startPosition();
        String text = XiangqiGameFile.write(XiangqiGameRecord.of(start, moves(start, "h2e2", "h9g7", "h0g2"), tags()));
        assertEquals("""
                [Game "Chinese Chess"]
                [Event "Training \\"blitz\\""]
                [Date "2024.05.01"]
                [Red "Alice"]
                [Black "best, 2 s"]
                [Result "*"]
                [Format "ICCS"]

                1. h2e2 h9g7 2. h0g2 *
                """, text);
    }

    @Test
    void roundTripsAGameFromAFenWithBlackToMove() throws Exception {
        Position start = Fen.parse("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 0 4");
        int[] played = moves(start, "h9g7", "h0g2", "i9h9", "i0h0");
        XiangqiGameRecord game = XiangqiGameRecord.of(start, played, tags());
        Path file = dir.resolve("game.pgn");
        XiangqiGameFile.save(file, game);
        String text = java.nio.file.Files.readString(file);
        assertTrue(text.contains("[FEN \"" + Fen.write(start) + "\"]"), text);
        assertTrue(text.contains("4... h9g7 5. h0g2 i9h9 6. i0h0 *"), text);

        XiangqiGameRecord read = XiangqiGameFile.load(file);
        assertEquals(Fen.write(start), Fen.write(read.start()));
        assertArrayEquals(played, read.moves());
        assertEquals(tags(), read.tags());
        assertEquals("*", read.result());
    }

    @Test
    void aFinishedGameCarriesItsResult() throws GameFileException {
        // Red mates at once: the rook checks on the back rank, the other covers d8.
        Position start = Fen.parse("3k5/1R7/9/9/9/9/9/9/9/R3K4 w - - 0 1");
        XiangqiGameRecord game = XiangqiGameRecord.of(start, moves(start, "a0a9"), Map.of());
        assertEquals("1-0", game.result());
        String text = XiangqiGameFile.write(game);
        assertTrue(text.contains("[Result \"1-0\"]") && text.endsWith("1. a0a9 1-0\n"), text);
        assertEquals("1-0", XiangqiGameFile.read(text).result());
    }

    @Test
    void readsIccsHyphensCommentsAndGluedNumbers() throws GameFileException {
        XiangqiGameRecord game = XiangqiGameFile.read("""
                [Game "Chinese Chess"]
                [Format "ICCS"]
                1.H2-E2 {the central cannon} H9-G7 ; a comment to the end of the line
                2. h0g2 {a comment
                over two lines} i9h9
                """);
        assertEquals(List.of("炮二平五", "马8进7", "马二进三", "车9平8"),
                Notation.CHINESE.formatMoves(game.start(), game.moves()));
    }

    @Test
    void readsChineseMoves() throws GameFileException {
        XiangqiGameRecord game = XiangqiGameFile.read("[Format \"Chinese\"]\n1. 炮二平五 马8进7\n");
        assertEquals(List.of("h2e2", "h9g7"), Notation.COORDINATE.formatMoves(game.start(), game.moves()));
    }

    @Test
    void anIllegalMoveIsReportedWithItsLineNumberAndText() {
        GameFileException e = assertThrows(GameFileException.class, () -> XiangqiGameFile.read("""
                [Game "Chinese Chess"]
                [Format "ICCS"]

                1. h2e2 h9g7
                2. h0g2 e9e7 3. i0h0 *
                """));
        assertEquals(5, e.line());
        assertEquals(4, e.moveNumber());
        assertEquals("e9e7", e.token());
        assertTrue(e.getMessage().startsWith("line 5, move 4 'e9e7': coordinate move 'e9e7': "), e.getMessage());
    }

    @Test
    void malformedFilesAreExplained() {
        assertProblem("[Game Chinese Chess]\n1. h2e2\n", 1, "expected a tag like [Event \"name\"], found [Game Chinese Chess]");
        assertProblem("[Game \"Chess\"]\n1. e4\n", 1, "this is a game of \"Chess\", not of \"Chinese Chess\"");
        assertProblem("[Event \"x\"]\n[Format \"SAN\"]\n", 2, "unknown move format \"SAN\" (known: ICCS, WXF, Chinese)");
        assertProblem("1. h2e2 h9g7 * h0g2\n", 1, "'h0g2': text after the result *");
        assertProblem("[Result \"1-0\"]\n1. h2e2 0-1\n", 2, "'0-1': the result differs from the Result tag \"1-0\" (line 1)");
        assertProblem("[Event \"e\"]\n1. h2e2 {never closed\n\n", 2, "a comment opened with { is never closed");
        GameFileException fen = assertThrows(GameFileException.class, () -> XiangqiGameFile.read("[Event \"e\"]\n[FEN \"rnbakabnr/9/x\"]\n"));
        assertEquals(2, fen.line());
        assertTrue(fen.getMessage().startsWith("line 2: bad FEN: "), fen.getMessage());
        GameFileException over = assertThrows(GameFileException.class,
                () -> XiangqiGameFile.read("[FEN \"3k5/1R7/9/9/9/9/9/9/9/R3K4 w - - 0 1\"]\n1. a0a9 d9e9\n"));
        assertEquals("line 2, move 2 'd9e9': the game is already over (checkmate)", over.getMessage());
    }

    private static void assertProblem(String text, int line, String message) {
        GameFileException e = assertThrows(GameFileException.class, () -> XiangqiGameFile.read(text));
        assertEquals(line, e.line(), e.getMessage());
        assertTrue(e.getMessage().endsWith(message), e.getMessage());
    }

    @Test
    void atomicSaveKeepsTheOldGameWhenItCannotWrite() throws IOException {
        Path file = dir.resolve("game.pgn");
        java.nio.file.Files.writeString(file, "old");
        Position start = Position.startPosition();
        assertThrows(IOException.class, () -> AtomicFiles.write(file,
                XiangqiGameFile.write(XiangqiGameRecord.of(start, moves(start, "h2e2"), tags())),
                (finished, target) -> {
                    throw new IOException("simulated crash before the rename");
                }));
        assertEquals("old", java.nio.file.Files.readString(file));
    }

    @Test
    void aVeryLongTagValueIsReadWithoutOverflowingTheStack() throws Exception {
        // issue 11: a tag value of ~2,000+ characters threw StackOverflowError from the tag regex
        // (read on a thread with a desktop JVM's stack, not the tests' -Xss8m)
        String event = "a".repeat(200_000);
        Object[] outcome = new Object[1];
        Thread reader = new Thread(null, () -> {
            try {
                outcome[0] = XiangqiGameFile.read("[Event \"" + event + "\"]\n1. h2-e2 h9-g7\n");
            } catch (Throwable t) {
                outcome[0] = t;
            }
        }, "small-stack-reader", 512 * 1024);
        reader.start();
        reader.join(30_000);
        assertTrue(outcome[0] instanceof XiangqiGameRecord, "read, not " + outcome[0]);
        XiangqiGameRecord game = (XiangqiGameRecord) outcome[0];
        assertEquals(event, game.tags().get("Event"));
        assertEquals(2, game.moves().length);
    }
}
