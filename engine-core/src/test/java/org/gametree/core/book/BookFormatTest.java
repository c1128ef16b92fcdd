package org.gametree.core.book;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BookFormatTest {

    @TempDir
    Path dir;

    private static OpeningBook sample() {
        OpeningBook book = new OpeningBook("test", OpeningBook.randomKeyTable(5, 42), "unit test, 书");
        book.count(7, 3, Outcome.WIN);
        book.count(7, 3, Outcome.DRAW);
        book.count(7, 9, Outcome.LOSS);
        book.count(-1, 1, Outcome.UNKNOWN);
        return book;
    }

    @Test
    void aBookSurvivesTheRoundTripWithItsKeyTable() throws Exception {
        OpeningBook book = sample();
        Path file = dir.resolve("b.book");
        BookFormat.save(book, file);
        OpeningBook read = BookFormat.load(file, "test");
        assertEquals("test", read.game());
        assertEquals("unit test, 书", read.source());
        assertArrayEquals(book.keyTable(), read.keyTable());
        assertEquals(List.of(new BookMove(3, 2, 1, 1, 0), new BookMove(9, 1, 0, 0, 1)), read.moves(7));
        assertEquals(List.of(new BookMove(1, 1, 0, 0, 0)), read.moves(-1));
        assertEquals(2, read.positionCount());
        assertArrayEquals(BookFormat.toBytes(book), Files.readAllBytes(file));
    }

    @Test
    void aFlippedByteIsAChecksumError() throws Exception {
        byte[] bytes = BookFormat.toBytes(sample());
        bytes[bytes.length - 10] ^= 1;
        BookFileException e = assertThrows(BookFileException.class, () -> BookFormat.fromBytes(bytes, "x.book", null));
        assertTrue(e.getMessage().startsWith("x.book: checksum mismatch"), e.getMessage());
    }

    @Test
    void truncationAndForeignFilesAreNamed() {
        byte[] bytes = BookFormat.toBytes(sample());
        byte[] cut = java.util.Arrays.copyOf(bytes, 7);
        assertTrue(assertThrows(BookFileException.class, () -> BookFormat.fromBytes(cut, "c.book", null))
                .getMessage().contains("truncated"));
        byte[] text = "[Game \"Chinese Chess\"]".getBytes();
        assertTrue(assertThrows(BookFileException.class, () -> BookFormat.fromBytes(text, "g.pgn", null))
                .getMessage().startsWith("g.pgn: not an opening book"));
        assertTrue(assertThrows(BookFileException.class, () -> BookFormat.fromBytes(bytes, "t.book", "xiangqi"))
                .getMessage().contains("a test book, not a xiangqi book"));
        assertTrue(assertThrows(BookFileException.class, () -> BookFormat.load(dir.resolve("none.book"), null))
                .getMessage().contains("no such book file"));
    }

    @Test
    void anyDamageIsABookFileExceptionNeverACrash() {
        byte[] good = BookFormat.toBytes(sample());
        java.util.Random random = new java.util.Random(7);
        for (int trial = 0; trial < 2000; trial++) {
            byte[] bytes = java.util.Arrays.copyOf(good, trial % 3 == 0 ? random.nextInt(good.length + 8) : good.length);
            for (int flips = random.nextInt(3) + 1; flips > 0 && bytes.length > 0; flips--) {
                bytes[random.nextInt(bytes.length)] ^= (byte) (1 << random.nextInt(8));
            }
            if (trial % 5 == 0 && bytes.length > 4) {
                // a consistent checksum over damaged content: the structural checks must catch it
                java.util.zip.CRC32 crc = new java.util.zip.CRC32();
                crc.update(bytes, 0, bytes.length - 4);
                java.nio.ByteBuffer.wrap(bytes, bytes.length - 4, 4).putInt((int) crc.getValue());
            }
            byte[] damaged = bytes;
            try {
                BookFormat.fromBytes(damaged, "f.book", null);
            } catch (BookFileException e) {
                assertTrue(e.getMessage().startsWith("f.book: "), e.getMessage());
            }
        }
    }

    @Test
    void savingReplacesTheFileWholeAndLeavesNoTemporaryFile() throws Exception {
        Path file = dir.resolve("b.book");
        Files.writeString(file, "old");
        BookFormat.save(sample(), file);
        assertEquals(2, BookFormat.load(file, null).positionCount());
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(file), files.toList());
        }
    }

    @Test
    void editsUndoInReverseOrderAndSave() throws Exception {
        Path file = dir.resolve("e.book");
        BookEditor editor = new BookEditor(sample(), file);
        editor.add(7, 5, 10);
        assertTrue(editor.reweight(7, 3, 0));
        assertTrue(editor.delete(7, 9));
        assertFalse(editor.delete(7, 99));
        assertEquals(List.of(new BookMove(5, 10, 0, 0, 0), new BookMove(3, 0, 1, 1, 0)), editor.book().moves(7));
        editor.save();
        assertFalse(editor.isDirty());
        assertEquals(2, BookFormat.load(file, "test").moves(7).size());
        assertTrue(editor.undo());
        assertTrue(editor.undo());
        assertEquals(new BookMove(3, 2, 1, 1, 0), editor.book().move(7, 3));
        assertTrue(editor.undo());
        assertNull(editor.book().move(7, 5));
        assertFalse(editor.undo());
        assertTrue(editor.isDirty());
        assertEquals(sample().moves(7), editor.book().moves(7));
    }

    @Test
    void theChooserFollowsTheWeightsAndItsSeed() {
        List<BookMove> moves = List.of(new BookMove(1, 3, 0, 0, 0), new BookMove(2, 0, 0, 0, 0), new BookMove(3, 1, 0, 0, 0));
        BookChooser chooser = new BookChooser(1);
        int[] counts = new int[3];
        for (int i = 0; i < 4000; i++) {
            counts[chooser.choose(moves)]++;
        }
        assertEquals(0, counts[1]);
        assertTrue(counts[0] > 2700 && counts[0] < 3300, "about 3:1, got " + counts[0]);
        assertEquals(new BookChooser(5).choose(moves), new BookChooser(5).choose(moves));
        assertEquals(-1, chooser.choose(List.of(new BookMove(1, 0, 0, 0, 0))));
    }

    @Test
    void thePreferredGroupOutweighsTheOthersAndTravelsThroughTheFile() {
        List<BookMove> moves = List.of(new BookMove(1, 3, 0, 0, 0, 201), new BookMove(2, 1, 0, 0, 0, 101));
        BookChooser chooser = new BookChooser(2);
        int second = 0;
        for (int i = 0; i < 4000; i++) {
            second += chooser.choose(moves, 101);
        }
        // weights 3 : 1 × 8 = 3 : 8
        assertTrue(second > 2700 && second < 3100, "about 8/11 of 4000, got " + second);
        OpeningBook book = new OpeningBook("test", new long[0], "");
        book.put(5, moves.get(0));
        GroupTally tally = new GroupTally();
        tally.count(5, 1, 7);
        tally.count(5, 1, 9);
        tally.count(5, 1, 9);
        tally.count(5, 1, 0);
        tally.applyTo(book);
        assertEquals(9, BookFormat.fromBytes(BookFormat.toBytes(book), "g", "test").move(5, 1).group());
    }
}
