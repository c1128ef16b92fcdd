package org.gametree.core.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.Charset;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TextFilesTest {

    private static final String CHINESE = "[Red \"电脑\"]\n1. 炮二平五 马8进7\n";

    private static byte[] withBom(byte[] bom, String text, Charset charset) {
        byte[] body = text.getBytes(charset);
        byte[] all = new byte[bom.length + body.length];
        System.arraycopy(bom, 0, all, 0, bom.length);
        System.arraycopy(body, 0, all, bom.length, body.length);
        return all;
    }

    @Test
    void plainUtf8IsUtf8() throws IOException {
        TextFiles.Decoded d = TextFiles.decode(CHINESE.getBytes(StandardCharsets.UTF_8));
        assertEquals(CHINESE, d.text());
        assertEquals(StandardCharsets.UTF_8, d.charset());
        assertFalse(d.byteOrderMark());
    }

    @Test
    void gbkChineseIsReadAsGb18030() throws IOException {
        byte[] gbk = CHINESE.getBytes(Charset.forName("GBK"));
        TextFiles.Decoded d = TextFiles.decode(gbk);
        assertEquals(CHINESE, d.text());
        assertEquals(TextFiles.GB18030, d.charset());
        assertEquals("GB18030", d.encoding());
    }

    @Test
    void byteOrderMarksSelectUtf16AndUtf8AndAreDropped() throws IOException {
        TextFiles.Decoded le = TextFiles.decode(withBom(new byte[] {(byte) 0xFF, (byte) 0xFE}, CHINESE, StandardCharsets.UTF_16LE));
        assertEquals(CHINESE, le.text());
        assertEquals("UTF-16LE (BOM)", le.encoding());
        TextFiles.Decoded be = TextFiles.decode(withBom(new byte[] {(byte) 0xFE, (byte) 0xFF}, CHINESE, StandardCharsets.UTF_16BE));
        assertEquals(CHINESE, be.text());
        assertEquals(StandardCharsets.UTF_16BE, be.charset());
        TextFiles.Decoded u8 = TextFiles.decode(withBom(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}, CHINESE, StandardCharsets.UTF_8));
        assertEquals(CHINESE, u8.text());
        assertTrue(u8.byteOrderMark());
    }

    @Test
    void bytesThatAreNoTextAreRefusedWithTheirOffset() {
        // 0x80 alone is not UTF-8, and not GB18030 either (0x80 and 0xFF are never a first byte)
        byte[] junk = {'a', 'b', (byte) 0xFF, (byte) 0x80};
        TextFiles.UnreadableTextException e = assertThrows(TextFiles.UnreadableTextException.class, () -> TextFiles.decode(junk));
        assertEquals("not text in UTF-8 (byte 2: 0xFF) nor in GBK/GB18030 (byte 2: 0xFF)", e.getMessage());
        byte[] oddUtf16 = {(byte) 0xFF, (byte) 0xFE, 'a', 0, 'b'};
        assertEquals("the byte-order mark says UTF-16LE, but byte 4 (0x62) is not UTF-16LE text",
                assertThrows(TextFiles.UnreadableTextException.class, () -> TextFiles.decode(oddUtf16)).getMessage());
    }

    @Test
    void readsFilesAndStreamsWithByteOrderMarks(@TempDir Path dir) throws IOException {
        Path gbk = dir.resolve("gbk.txt");
        Files.write(gbk, CHINESE.getBytes(Charset.forName("GBK")));
        assertEquals(CHINESE, TextFiles.readString(gbk));

        Path le = dir.resolve("le.json");
        Files.write(le, withBom(new byte[] {(byte) 0xFF, (byte) 0xFE}, "{\"a\":\"炮\"}", StandardCharsets.UTF_16LE));
        try (Reader r = TextFiles.reader(le)) {
            char[] buf = new char[64];
            int n = r.read(buf);
            assertEquals("{\"a\":\"炮\"}", new String(buf, 0, n));
        }
        Path shortFile = dir.resolve("short.json");
        Files.write(shortFile, new byte[] {'1'});
        try (Reader r = TextFiles.reader(shortFile)) {
            assertEquals('1', r.read());
            assertEquals(-1, r.read());
        }
        Path bad = dir.resolve("bad.json");
        Files.write(bad, new byte[] {'{', (byte) 0xC3, '}'});
        try (Reader r = TextFiles.reader(bad)) {
            assertThrows(MalformedInputException.class, () -> r.read(new char[16]));
        }
    }
}
