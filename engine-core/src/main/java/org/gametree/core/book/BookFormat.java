package org.gametree.core.book;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.zip.CRC32;

import org.gametree.core.io.AtomicWrite;

/**
 * The opening-book file (documented in {@code docs/opening-book.md}). Big-endian throughout:
 *
 * <pre>
 * magic        6 bytes  "GTBOOK"
 * version      u16      1
 * game         u8 n, n bytes ASCII      e.g. "xiangqi", "gomoku15"
 * source       u16 n, n bytes UTF-8     where the book came from
 * key table    u32 n, n × i64           the Zobrist numbers every key below is made of
 * positions    u32 p, then p times, in ascending (unsigned) key order:
 *                key i64, moves u16 m, then m times:
 *                  move u16, group u16, weight u32, wins u32, draws u32, losses u32
 * checksum     u32      CRC-32 of every byte before it
 * </pre>
 *
 * Saving is atomic (a reader sees the old file or the new one, never half of one); reading checks
 * the magic, the version, the game, every length against the bytes that remain, and the checksum,
 * and says which of them failed.
 */
public final class BookFormat {

    public static final int VERSION = 1;
    private static final byte[] MAGIC = "GTBOOK".getBytes(StandardCharsets.US_ASCII);
    /** Larger files are refused before reading: no book of this project comes near it. */
    private static final long MAX_FILE_BYTES = 256L << 20;

    private BookFormat() {
    }

    /** The file's bytes for {@code book}. */
    public static byte[] toBytes(OpeningBook book) {
        try {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            DataOutputStream out = new DataOutputStream(bytes);
            out.write(MAGIC);
            out.writeShort(VERSION);
            byte[] game = book.game().getBytes(StandardCharsets.US_ASCII);
            out.writeByte(game.length);
            out.write(game);
            byte[] source = utf8Prefix(book.source(), 0xFFFF);
            out.writeShort(source.length);
            out.write(source);
            long[] table = book.keyTable();
            out.writeInt(table.length);
            for (long k : table) {
                out.writeLong(k);
            }
            Map<Long, List<BookMove>> positions = book.positions();
            out.writeInt(positions.size());
            for (Map.Entry<Long, List<BookMove>> e : positions.entrySet()) {
                out.writeLong(e.getKey());
                out.writeShort(e.getValue().size());
                for (BookMove m : e.getValue()) {
                    out.writeShort(m.move());
                    out.writeShort(m.group());
                    out.writeInt(m.weight());
                    out.writeInt(m.wins());
                    out.writeInt(m.draws());
                    out.writeInt(m.losses());
                }
            }
            out.flush();
            CRC32 crc = new CRC32();
            crc.update(bytes.toByteArray());
            out.writeInt((int) crc.getValue());
            out.flush();
            return bytes.toByteArray();
        } catch (IOException e) {
            throw new IllegalStateException("writing to memory failed", e);
        }
    }

    /** Saves atomically. */
    public static void save(OpeningBook book, Path file) throws IOException {
        AtomicWrite.bytes(file, toBytes(book));
    }

    /**
     * Reads a book file.
     *
     * @param expectedGame the game the caller plays, or null to accept any
     * @throws BookFileException naming the file and what is wrong with it
     */
    public static OpeningBook load(Path file, String expectedGame) throws IOException {
        byte[] bytes;
        try {
            if (Files.size(file) > MAX_FILE_BYTES) {
                throw new BookFileException(file + ": " + Files.size(file) + " bytes is too large for an opening book");
            }
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new BookFileException(file + ": no such book file");
        }
        return fromBytes(bytes, file.toString(), expectedGame);
    }

    /** Reads a book from a stream (e.g. a book shipped as a class-path resource). */
    public static OpeningBook read(InputStream in, String name, String expectedGame) throws IOException {
        return fromBytes(in.readAllBytes(), name, expectedGame);
    }

    /**
     * Reads a book from its bytes.
     *
     * @param name what to call the data in messages (the file name)
     */
    public static OpeningBook fromBytes(byte[] bytes, String name, String expectedGame) {
        ByteBuffer in = ByteBuffer.wrap(bytes);
        String part = "header";
        try {
            byte[] magic = new byte[MAGIC.length];
            in.get(magic);
            if (!java.util.Arrays.equals(magic, MAGIC)) {
                throw new BookFileException(name + ": not an opening book (it does not start with \"GTBOOK\")");
            }
            int version = in.getShort() & 0xFFFF;
            if (version != VERSION) {
                throw new BookFileException(name + ": book format version " + version
                        + (version > VERSION ? " is newer than" : " is not") + " the version this program reads (" + VERSION + ")");
            }
            checkChecksum(bytes, name);
            byte[] gameBytes = new byte[in.get() & 0xFF];
            in.get(gameBytes);
            String game = new String(gameBytes, StandardCharsets.US_ASCII);
            if (expectedGame != null && !expectedGame.equals(game)) {
                throw new BookFileException(name + ": a " + game + " book, not a " + expectedGame + " book");
            }
            byte[] sourceBytes = new byte[in.getShort() & 0xFFFF];
            in.get(sourceBytes);
            part = "key table";
            int tableSize = in.getInt();
            if (tableSize < 0 || (long) tableSize * 8 > in.remaining()) {
                throw new BookFileException(name + ": the key table claims " + Integer.toUnsignedString(tableSize)
                        + " numbers but the file is shorter: the file is damaged");
            }
            long[] table = new long[tableSize];
            for (int i = 0; i < tableSize; i++) {
                table[i] = in.getLong();
            }
            OpeningBook book = new OpeningBook(game, table, new String(sourceBytes, StandardCharsets.UTF_8));
            part = "position table";
            int count = in.getInt();
            if (count < 0 || (long) count * 10 > in.remaining()) {
                throw new BookFileException(name + ": the position table claims " + Integer.toUnsignedString(count)
                        + " positions but the file is shorter: the file is damaged");
            }
            long previous = 0;
            for (int p = 0; p < count; p++) {
                long key = in.getLong();
                if (p > 0 && Long.compareUnsigned(key, previous) <= 0) {
                    throw new BookFileException(name + ": position " + (p + 1) + " is out of key order: the file is damaged");
                }
                previous = key;
                int moves = in.getShort() & 0xFFFF;
                for (int m = 0; m < moves; m++) {
                    int move = in.getShort() & 0xFFFF;
                    int group = in.getShort() & 0xFFFF;
                    int weight = in.getInt();
                    int wins = in.getInt();
                    int draws = in.getInt();
                    int losses = in.getInt();
                    if (weight < 0 || wins < 0 || draws < 0 || losses < 0) {
                        throw new BookFileException(name + ": position " + (p + 1) + " has a negative count: the file is damaged");
                    }
                    if (book.move(key, move) != null) {
                        throw new BookFileException(name + ": position " + (p + 1) + " lists move " + move + " twice: the file is damaged");
                    }
                    book.put(key, new BookMove(move, weight, wins, draws, losses, group));
                }
            }
            if (in.remaining() != 4) {
                throw new BookFileException(name + ": " + (in.remaining() - 4) + " unexpected bytes after the positions: the file is damaged");
            }
            return book;
        } catch (BufferUnderflowException e) {
            throw new BookFileException(name + ": the file ends inside its " + part + " (" + bytes.length
                    + " bytes): the file is truncated");
        } catch (BookFileException e) {
            throw e;
        } catch (IllegalArgumentException e) {
            // a value the book itself refuses (an empty game name, too many moves): damaged, not a crash
            throw new BookFileException(name + ": " + e.getMessage() + ": the file is damaged", e);
        }
    }

    private static void checkChecksum(byte[] bytes, String name) {
        if (bytes.length < MAGIC.length + 2 + 4) {
            throw new BufferUnderflowException();
        }
        CRC32 crc = new CRC32();
        crc.update(bytes, 0, bytes.length - 4);
        int stored = ByteBuffer.wrap(bytes, bytes.length - 4, 4).getInt();
        if (stored != (int) crc.getValue()) {
            throw new BookFileException(String.format("%s: checksum mismatch (stored %08x, computed %08x): the file is damaged or truncated",
                    name, stored, (int) crc.getValue()));
        }
    }

    private static byte[] utf8Prefix(String text, int maxBytes) {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        int n = text.length();
        while (bytes.length > maxBytes) {
            n = n * 9 / 10;
            bytes = text.substring(0, n).getBytes(StandardCharsets.UTF_8);
        }
        return bytes;
    }
}
