package org.gametree.gomoku.book;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.gametree.core.book.BookEditor;
import org.gametree.core.book.BookFileException;
import org.gametree.core.book.BookMove;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.cli.GomokuCli;
import org.gametree.gomoku.notation.Notation;
import org.gametree.gomoku.notation.Psq;
import org.gametree.gomoku.protocol.GomocupDriver;
import org.gametree.gomoku.search.GomokuEngine;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GomokuBookTest {

    @TempDir
    Path dir;

    private static int transform(int point, int s) {
        int x = GomokuPosition.x(point);
        int y = GomokuPosition.y(point);
        return GomokuPosition.point(GomokuBook.transformX(x, y, s, 15), GomokuBook.transformY(x, y, s, 15));
    }

    @Test
    void inverseUndoesEverySymmetry() {
        for (int s = 0; s < 8; s++) {
            for (int p : new int[] {GomokuPosition.point(0, 0), GomokuPosition.point(3, 11), GomokuPosition.point(14, 5)}) {
                assertEquals(p, transform(transform(p, s), GomokuBook.inverse(s)), "symmetry " + s);
            }
        }
    }

    /** Black wins with a five on the g7-k11 diagonal; the second game is unfinished. */
    private static final String GAMES = "h8,h9,i9,a1,j10,a2,k11,a3,g7 # a comment\n\nh8,i9,j10\n";

    private GomokuBook build(int maxPly) throws Exception {
        Path file = dir.resolve("games.txt");
        Files.writeString(file, GAMES);
        GomokuBook book = GomokuBook.create(15, "test", 3);
        GomokuBookBuilder builder = new GomokuBookBuilder(book, Rule.FREESTYLE, maxPly);
        builder.add(file);
        assertEquals(2, builder.summary().games());
        return book;
    }

    @Test
    void probesFindEveryOrientationOfALine() throws Exception {
        GomokuBook book = build(12);
        int[] line = Notation.parseMoves(15, "h8,h9,i9");
        for (int s = 0; s < 8; s++) {
            GomokuPosition position = new GomokuPosition(Rule.FREESTYLE, 15);
            for (int p : line) {
                position.makeMove(transform(p, s));
            }
            List<GomokuBook.Entry> entries = book.probe(position);
            assertEquals(1, entries.size(), "symmetry " + s);
            assertEquals(transform(Notation.parsePoint(15, "a1"), s), entries.get(0).point(), "symmetry " + s);
        }
        // the first stone: both games played h8, one of them won by Black
        GomokuPosition empty = new GomokuPosition(Rule.FREESTYLE, 15);
        assertEquals(new BookMove(book.slot(empty, Notation.parsePoint(15, "h8")).move(), 2, 1, 0, 0),
                book.probe(empty).get(0).stats().withGroup(0));
        // White's h9 and i9 are different replies (direct, indirect), each seen once; White lost the first
        GomokuPosition afterCentre = Notation.play(Rule.FREESTYLE, 15, "h8");
        assertEquals(2, book.probe(afterCentre).size());
        assertTrue(book.probe(afterCentre).stream().anyMatch(e -> e.stats().losses() == 1));
    }

    @Test
    void depthLimitAndMalformedLines() throws Exception {
        GomokuBook shallow = build(2);
        assertTrue(shallow.probe(Notation.play(Rule.FREESTYLE, 15, "h8,h9")).isEmpty());
        Path bad = dir.resolve("bad.txt");
        Files.writeString(bad, "h8,h9\nh8,h8\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new GomokuBookBuilder(GomokuBook.create(15, "t", 1), Rule.FREESTYLE, 10).add(bad));
        assertTrue(e.getMessage().startsWith(bad + ": line 2: move 2 'h8'"), e.getMessage());
    }

    @Test
    void readsPsqFoldersAndEditsWithUndo() throws Exception {
        Path folder = Files.createDirectories(dir.resolve("psq"));
        Files.writeString(folder.resolve("a.psq"), Psq.write(Notation.play(Rule.FREESTYLE, 15, "h8,i9,h9,h10,h7,h6,g8,i8")));
        GomokuBook book = GomokuBook.create(15, "t", 1);
        new GomokuBookBuilder(book, Rule.FREESTYLE, 20).add(folder);
        GomokuPosition afterTwo = Notation.play(Rule.FREESTYLE, 15, "h8,i9");
        assertEquals(Notation.parsePoint(15, "h9"), book.probe(afterTwo).get(0).point());
        Path file = dir.resolve("e.book");
        BookEditor editor = new BookEditor(book.book(), file);
        GomokuBook.Slot hogetsu = book.slot(afterTwo, Notation.parsePoint(15, "i7"));
        editor.add(hogetsu.key(), hogetsu.move(), 5);
        editor.save();
        GomokuBook read = GomokuBook.load(file);
        // h8,i9 is its own mirror image across the h8-i9 line: i7 and g9 are the same move there
        int edited = read.probe(afterTwo).get(0).point();
        assertTrue(edited == Notation.parsePoint(15, "i7") || edited == Notation.parsePoint(15, "g9"), Notation.name(15, edited));
        assertTrue(editor.undo());
        assertEquals(1, book.probe(afterTwo).size());
    }

    @Test
    void aDamagedOrForeignBookIsRefused() throws Exception {
        Path file = dir.resolve("b.book");
        build(12).save(file);
        byte[] bytes = Files.readAllBytes(file);
        bytes[20] ^= 1;
        Files.write(file, bytes);
        assertTrue(assertThrows(BookFileException.class, () -> GomokuBook.load(file)).getMessage().contains("checksum mismatch"));
        Path xiangqi = dir.resolve("x.book");
        org.gametree.core.book.BookFormat.save(new org.gametree.core.book.OpeningBook("xiangqi", new long[3], ""), xiangqi);
        assertTrue(assertThrows(BookFileException.class, () -> GomokuBook.load(xiangqi)).getMessage()
                .contains("not a Gomoku book"));
    }

    @Test
    void theBuiltInBookHoldsThe26OpeningsAndGomocupPlaysFromIt() throws Exception {
        GomokuBook book = GomokuBook.builtIn();
        assertEquals(13, book.probe(Notation.play(Rule.RENJU, 15, "h8,i9")).size());
        assertEquals(13, book.probe(Notation.play(Rule.RENJU, 15, "h8,g8")).size());
        StringWriter out = new StringWriter();
        GomocupDriver driver = new GomocupDriver(new GomokuEngine("classic", 2, "line"), new PrintWriter(out, true));
        driver.useBook(book, 7);
        driver.handle("START 15");
        driver.handle("BOARD");
        driver.handle("7,7,1");
        driver.handle("8,6,2");
        driver.handle("DONE");
        String[] lines = out.toString().split("\\R");
        String reply = lines[lines.length - 1];
        assertTrue(out.toString().contains("MESSAGE book move "), out.toString());
        int[] xy = java.util.Arrays.stream(reply.split(",")).mapToInt(Integer::parseInt).toArray();
        int third = GomokuPosition.point(xy[0], xy[1]);
        assertTrue(RenjuOpenings.of(new int[] {GomokuPosition.point(7, 7), GomokuPosition.point(8, 6), third}, 15).isPresent(), reply);
    }

    @Test
    void theCommandLineBuildsAndProbes() throws Exception {
        Path games = dir.resolve("games.txt");
        Files.writeString(games, GAMES);
        Path file = dir.resolve("cli.book");
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        assertEquals(0, GomokuCli.run(new String[] {"book", "build", "-o", file.toString(), games.toString()},
                new PrintWriter(out), new PrintWriter(err)), err.toString());
        assertTrue(out.toString().contains("2 games (1 with a result"), out.toString());
        out.getBuffer().setLength(0);
        assertEquals(0, GomokuCli.run(new String[] {"book", "probe", "--book", file.toString(), "--moves", "h8,h9", "--json"},
                new PrintWriter(out), new PrintWriter(err)), err.toString());
        // i9 was played; g9, its mirror image across the h column, is the same move here
        assertTrue(out.toString().contains("{\"move\":\"g9\",\"weight\":1,\"games\":1,\"wins\":1,\"draws\":0,\"losses\":0,\"line\":\"4D\",\"opening\":\"4D 花月\"}"),
                out.toString());
    }
}
