package org.gametree.xiangqi.book;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.gametree.core.book.BookEditor;
import org.gametree.core.book.BookFileException;
import org.gametree.core.book.BookMove;
import org.gametree.xiangqi.GameRules;
import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.Squares;
import org.gametree.xiangqi.cli.XiangqiCli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class XiangqiBookTest {

    @TempDir
    Path dir;

    private static final String GAMES = """
            [Game "Chinese Chess"]
            [Result "1-0"]

            1. h2e2 h9g7 2. h0g2 i9h9 1-0

            [Game "Chinese Chess"]
            [Result "0-1"]

            1. h2e2 h9g7 2. h0g2 b9c7 0-1

            [Game "Chinese Chess"]
            [Result "1/2-1/2"]

            1. b2e2 b9c7 2. b0c2 a9b9 1/2-1/2

            [Game "Chinese Chess"]
            [Result "*"]

            1. c3c4 g6g5 *
            """;

    private static int move(String iccs) {
        return Move.of(Squares.parse(iccs, 0), Squares.parse(iccs, 2));
    }

    private static Position after(String moves) {
        Position position = Position.startPosition();
        for (String m : moves.split(" ")) {
            if (!m.isEmpty()) {
                GameRules.play(position, move(m));
            }
        }
        return position;
    }

    private XiangqiBook build(String text, int maxPly, int minGames) throws Exception {
        Path file = dir.resolve("games.pgn");
        Files.writeString(file, text);
        XiangqiBook book = XiangqiBook.create("test", 1);
        XiangqiBookBuilder.build(book, List.of(file), maxPly, null);
        book.book().pruneRarerThan(minGames);
        return book;
    }

    private static BookMove stats(XiangqiBook book, Position position, String move) {
        return book.probe(position).stream().filter(e -> e.move() == move(move)).findFirst().orElseThrow().stats();
    }

    @Test
    void countsMovesWithResultsAndMergesMirrorImages() throws Exception {
        XiangqiBook book = build(GAMES, 20, 1);
        Position start = Position.startPosition();
        // h2e2 and its mirror b2e2 are one move of the (symmetric) start position: 3 games, +1 =1 -1
        List<XiangqiBook.Entry> first = book.probe(start);
        assertEquals(2, first.size(), first.toString());
        // filed under the line most of its games were named by: two B00 games (one mirrored), one C00
        assertEquals(new BookMove(first.get(0).stats().move(), 3, 1, 1, 1, 101), first.get(0).stats());
        assertEquals("B00", EccoOpenings.code(first.get(0).stats().group()));
        assertEquals("C00", EccoOpenings.code(stats(book, after("h2e2 h9g7 h0g2"), "b9c7").group()));
        assertEquals(new BookMove(first.get(1).stats().move(), 1, 0, 0, 0, 441), first.get(1).stats()); // E40
        // After h2e2, Black's h9g7 was played twice (one loss, one win for Black), and after the
        // mirrored b2e2 the mirrored b9c7 once (a draw): the same book entry, probed from either side.
        BookMove viaRight = stats(book, after("h2e2"), "h9g7");
        BookMove viaLeft = stats(book, after("b2e2"), "b9c7");
        assertEquals(viaRight, viaLeft);
        assertEquals(3, viaRight.weight());
        assertEquals(1, viaRight.wins());
        assertEquals(1, viaRight.draws());
        assertEquals(1, viaRight.losses());
        // the mirrored probe gives the position's own legal move back
        assertTrue(book.probe(after("b2e2 b9c7 b0c2")).stream().anyMatch(e -> e.move() == move("a9b9")));
        assertTrue(book.probe(after("h2e2 h9g7 h0g2")).stream().anyMatch(e -> e.move() == move("i9h9")));
    }

    @Test
    void depthAndFrequencyLimits() throws Exception {
        XiangqiBook shallow = build(GAMES, 2, 1);
        assertTrue(shallow.probe(after("h2e2 h9g7")).isEmpty());
        assertFalse(shallow.probe(after("h2e2")).isEmpty());
        XiangqiBook frequent = build(GAMES, 20, 2);
        assertEquals(1, frequent.probe(Position.startPosition()).size());
        assertTrue(frequent.probe(after("c3c4")).isEmpty());
    }

    @Test
    void readsGbkChineseMoveListsAndNamesTheEncoding() throws Exception {
        String text = "[Game \"Chinese Chess\"]\n[Result \"1-0\"]\n[Format \"Chinese\"]\n\n1. 炮二平五 马8进7 2. 马二进三 车9平8 1-0\n";
        Path file = dir.resolve("gbk.pgn");
        Files.write(file, text.getBytes(Charset.forName("GBK")));
        XiangqiBook detected = XiangqiBook.create("t", 1);
        XiangqiBookBuilder.build(detected, List.of(file), 20, null);
        assertEquals(1, stats(detected, after("h2e2 h9g7 h0g2"), "i9h9").losses()); // Black lost
        // a GBK collection without a Format tag, Chinese moves: recognised from the first move
        Path untagged = dir.resolve("untagged.pgn");
        Files.write(untagged, "[Event \"测试\"]\n[Result \"0-1\"]\n{开局} 1. 炮二平五 炮8平5 0-1\n".getBytes(Charset.forName("GBK")));
        XiangqiBook fromUntagged = XiangqiBook.create("t", 1);
        XiangqiBookBuilder.build(fromUntagged, List.of(untagged), 20, null);
        assertEquals(1, stats(fromUntagged, after("h2e2"), "h7e7").wins());
        XiangqiBook named = XiangqiBook.create("t", 1);
        XiangqiBookBuilder.build(named, List.of(file), 20, Charset.forName("GBK"));
        assertEquals(4, named.book().positionCount());
    }

    @Test
    void textFilesOfOneGameALineInAnyNotation() throws Exception {
        Path file = dir.resolve("lines.txt");
        Files.writeString(file, "# three games\nh2e2 h9g7 h0g2 1-0\n\nC2.5 H8+7 0-1\n炮二平五 马8进7 1/2-1/2\n");
        XiangqiBook book = XiangqiBook.create("t", 1);
        XiangqiBookBuilder.build(book, List.of(file), 20, null, true);
        BookMove first = book.probe(Position.startPosition()).get(0).stats();
        assertEquals(3, first.weight());
        assertEquals(1, first.wins());
        assertEquals(1, first.draws());
        assertEquals(1, first.losses());
        Files.writeString(file, "h2e2 h9g7\nh2e2 h9h9\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> XiangqiBookBuilder.build(XiangqiBook.create("t", 1), List.of(file), 20, null, true));
        assertTrue(e.getMessage().startsWith(file + ": line 2, move 2"), e.getMessage());
    }

    @Test
    void malformedGamesAreReportedWithFileAndLine() throws Exception {
        Path file = dir.resolve("bad.pgn");
        Files.writeString(file, "[Game \"Chinese Chess\"]\n\n1. h2e2 h9g7\n2. h0g2 z9z9\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> XiangqiBookBuilder.build(XiangqiBook.create("t", 1), List.of(file), 20, null));
        assertTrue(e.getMessage().startsWith(file + ": line 4"), e.getMessage());
    }

    @Test
    void editsWithUndoAreSavedAtomicallyAndTheKeyTableTravelsWithTheFile() throws Exception {
        XiangqiBook book = build(GAMES, 20, 1);
        Path file = dir.resolve("edited.book");
        BookEditor editor = new BookEditor(book.book(), file);
        Position start = Position.startPosition();
        XiangqiBook.Slot cannon = book.slot(start, move("h2e2"));
        XiangqiBook.Slot horse = book.slot(start, move("h0g2"));
        editor.add(horse.key(), horse.move(), 7);
        assertTrue(editor.reweight(cannon.key(), cannon.move(), 1));
        editor.save();
        // a book built with another key seed: the file's own table is what counts
        XiangqiBook read = XiangqiBook.load(file);
        assertEquals(7, stats(read, start, "h0g2").weight());
        assertEquals(1, stats(read, start, "h2e2").weight());
        assertTrue(editor.undo());
        assertTrue(editor.undo());
        assertEquals(3, stats(book, start, "h2e2").weight());
        assertTrue(book.probe(start).stream().noneMatch(e -> e.move() == move("h0g2") || e.move() == move("b0c2")));
    }

    @Test
    void aDamagedBookIsRefusedWithItsName() throws Exception {
        Path file = dir.resolve("damaged.book");
        build(GAMES, 20, 1).save(file);
        byte[] bytes = Files.readAllBytes(file);
        bytes[bytes.length / 2] ^= 0x40;
        Files.write(file, bytes);
        BookFileException e = assertThrows(BookFileException.class, () -> XiangqiBook.load(file));
        assertTrue(e.getMessage().startsWith(file + ": checksum mismatch"), e.getMessage());
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = XiangqiCli.run(new String[] {"book", "probe", "--book", file.toString()}, new PrintWriter(out), new PrintWriter(err));
        assertEquals(XiangqiCli.BAD_INPUT, status);
        assertTrue(err.toString().contains("checksum mismatch"), err.toString());
    }

    @Test
    void theCommandLineBuildsAndProbes() throws Exception {
        Path games = dir.resolve("games.pgn");
        Files.writeString(games, GAMES);
        Path file = dir.resolve("cli.book");
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = XiangqiCli.run(new String[] {"book", "build", "-o", file.toString(), "--max-ply", "4", games.toString()},
                new PrintWriter(out), new PrintWriter(err));
        assertEquals(0, status, err.toString());
        assertTrue(out.toString().contains("4 games (3 with a result)"), out.toString());
        out.getBuffer().setLength(0);
        status = XiangqiCli.run(new String[] {"book", "probe", "--book", file.toString(), "--moves", "h2e2", "--json"},
                new PrintWriter(out), new PrintWriter(err));
        assertEquals(0, status, err.toString());
        assertTrue(out.toString().contains("{\"move\":\"h9g7\",\"chinese\":\"马8进7\",\"weight\":3,\"games\":3,\"wins\":1,\"draws\":1,\"losses\":1,\"line\":\"B00\"}"),
                out.toString());
    }

    @Test
    void theBuiltInBookKnowsTheStart() {
        XiangqiBook book = XiangqiBook.builtIn();
        assertEquals(move("h2e2"), book.probe(Position.startPosition()).get(0).move());
    }
}
