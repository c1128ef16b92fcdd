package org.gametree.xiangqi.book;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.gametree.core.io.GameFileException;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.io.XiangqiGameRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * XQF files written here by a small encoder that follows the published layout (no XQStudio file
 * is in the repository): plain (version 10) and enciphered (version 18), from the start position
 * and from a placement.
 */
class XqfFileTest {

    /** Writes an XQF main line; moves in ICCS; version ≥ 11 enciphers with the given key bytes. */
    private static byte[] xqf(int version, int[] keys, int setUp, int[] placement, int result, String red, String... moves) {
        byte[] header = new byte[1024];
        header[0] = 'X';
        header[1] = 'Q';
        header[2] = (byte) version;
        for (int i = 0; i < keys.length; i++) {
            header[3 + i] = (byte) keys[i]; // bytes 3..15: mask, (4-7 unused), A-D, sum, placement, source, target
        }
        int pieceOff = 0, srcOff = 0, dstOff = 0, commentOff = 0;
        int[] stream = new int[32];
        if (version >= 11) {
            int kp = header[13] & 0xFF;
            pieceOff = ((kp * kp * 54 + 221) * kp) & 0xFF;
            int ks = header[14] & 0xFF;
            srcOff = ((ks * ks * 54 + 221) * pieceOff) & 0xFF;
            int kt = header[15] & 0xFF;
            dstOff = ((kt * kt * 54 + 221) * srcOff) & 0xFF;
            commentOff = ((header[12] & 0xFF) * 256 + kp) % 32000 + 767;
            String mask = "[(C) Copyright Mr. Dong Shiwei.]";
            for (int i = 0; i < 32; i++) {
                int key = header[8 + i % 4] | (header[12 + i % 4] & header[3]);
                stream[i] = key & mask.charAt(i) & 0xFF;
            }
        }
        for (int i = 0; i < 32; i++) {
            // from version 12 the reader puts byte i into slot (offset + 1 + i) % 32
            int slot = version >= 12 ? (pieceOff + 1 + i) % 32 : i;
            header[16 + i] = (byte) ((placement == null ? 0xFF : placement[slot]) + pieceOff);
        }
        header[51] = (byte) result;
        header[64] = (byte) setUp;
        byte[] name = red.getBytes(Charset.forName("GBK"));
        header[304] = (byte) name.length;
        System.arraycopy(name, 0, header, 305, name.length);
        ByteArrayOutputStream plain = new ByteArrayOutputStream();
        for (int m = -1; m < moves.length; m++) {
            int src = 0, dst = 0;
            if (m >= 0) {
                src = (moves[m].charAt(0) - 'a') * 10 + (moves[m].charAt(1) - '0');
                dst = (moves[m].charAt(2) - 'a') * 10 + (moves[m].charAt(3) - '0');
            }
            boolean next = m < moves.length - 1;
            boolean comment = m == 0; // the first move carries a comment
            plain.write((src + 24 + srcOff) & 0xFF);
            plain.write((dst + 32 + dstOff) & 0xFF);
            plain.write((next ? 0x80 : 0) | (comment ? 0x20 : 0));
            plain.write(0);
            byte[] text = "好棋".getBytes(Charset.forName("GBK"));
            if (version < 11 || comment) {
                int length = comment ? text.length + (version < 11 ? 0 : commentOff) : 0;
                for (int i = 0; i < 4; i++) {
                    plain.write(length >>> (8 * i) & 0xFF);
                }
            }
            if (comment) {
                plain.writeBytes(text);
            }
        }
        byte[] body = plain.toByteArray();
        for (int i = 0; i < body.length; i++) {
            body[i] = (byte) (body[i] + stream[i % 32]);
        }
        byte[] file = new byte[1024 + body.length];
        System.arraycopy(header, 0, file, 0, 1024);
        System.arraycopy(body, 0, file, 1024, body.length);
        return file;
    }

    private static String line(XiangqiGameRecord game) {
        StringBuilder sb = new StringBuilder();
        for (int m : game.moves()) {
            sb.append(sb.length() == 0 ? "" : " ").append(Move.toCoordinate(m));
        }
        return sb.toString();
    }

    @Test
    void readsAPlainGameFromTheStart() throws Exception {
        XiangqiGameRecord game = XqfFile.read(xqf(10, new int[0], 0, null, 1, "胡荣华", "h2e2", "h9g7", "h0g2", "i9h9"));
        assertEquals("h2e2 h9g7 h0g2 i9h9", line(game));
        assertEquals("1-0", game.result());
        assertEquals("胡荣华", game.tags().get("Red"));
        assertTrue(game.start().sameAs(Position.startPosition()));
    }

    @Test
    void readsAnEncipheredGameFromAPlacementWithBlackToMove() throws Exception {
        // Red king e0, rook a0; Black king d9, rook i9; every other slot absent (≥ 90)
        int[] placement = new int[32];
        java.util.Arrays.fill(placement, 0xFF);
        placement[4] = 4 * 10;       // red king e0
        placement[0] = 0;            // red rook a0
        placement[16 + 4] = 3 * 10 + 9;  // black king d9
        placement[16 + 8] = 8 * 10 + 9; // black rook i9
        int[] keys = {0x5A, 0, 0, 0, 0, 0x13, 0x77, 0xC1, 0x2F, 0x91, 0x4E, 0xB3, 0x08};
        byte[] bytes = xqf(18, keys, 2, placement, 2, "", "i9i1", "a0a1", "i1a1");
        XiangqiGameRecord game = XqfFile.read(bytes);
        assertEquals("i9i1 a0a1 i1a1", line(game));
        assertEquals("0-1", game.result());
        assertTrue(Fen.write(game.start()).startsWith("3k4r/9/9/9/9/9/9/9/9/R3K4 b "), Fen.write(game.start()));
    }

    @Test
    void truncatedAndIllegalGamesAreRefusedClearly(@TempDir Path dir) throws Exception {
        byte[] bytes = xqf(10, new int[0], 0, null, 0, "", "h2e2", "h9g7");
        byte[] cut = java.util.Arrays.copyOf(bytes, bytes.length - 6);
        assertTrue(assertThrows(GameFileException.class, () -> XqfFile.read(cut)).getMessage().contains("truncated"));
        byte[] illegal = xqf(10, new int[0], 0, null, 0, "", "h2e2", "h2h9");
        GameFileException e = assertThrows(GameFileException.class, () -> XqfFile.read(illegal));
        assertTrue(e.getMessage().contains("move 2") && e.getMessage().contains("not legal"), e.getMessage());
        // through the book builder: the file is named
        Path file = dir.resolve("bad.xqf");
        Files.write(file, illegal);
        IllegalArgumentException built = assertThrows(IllegalArgumentException.class,
                () -> XiangqiBookBuilder.build(XiangqiBook.create("t", 1), List.of(file), 10, null));
        assertTrue(built.getMessage().startsWith(file + ": "), built.getMessage());
        Path good = dir.resolve("good.xqf");
        Files.write(good, xqf(11, new int[] {0x33, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8}, 0, null, 3, "", "c3c4", "b7c7"));
        XiangqiBook book = XiangqiBook.create("t", 1);
        XiangqiBookBuilder.build(book, List.of(good), 10, null);
        assertEquals(1, book.probe(Position.startPosition()).get(0).stats().draws());
    }
}
