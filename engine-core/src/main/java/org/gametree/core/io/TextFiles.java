package org.gametree.core.io;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PushbackInputStream;
import java.io.Reader;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads a user's text file whatever encoding it came in. The order: a byte-order mark says
 * UTF-8, UTF-16LE or UTF-16BE; without one, text that is valid UTF-8 is UTF-8; anything else is
 * read as GB18030, the superset of GBK and GB2312 that Chinese Xiangqi programs write. Every
 * decoding is strict: bytes that fit none of these give an {@link UnreadableTextException}
 * naming the byte offset, never replacement characters. Writing stays UTF-8 everywhere.
 */
public final class TextFiles {

    /** GB18030 is in java.base, so it is there in a jlink-ed runtime too. */
    public static final Charset GB18030 = Charset.forName("GB18030");

    /** A decoded text and how it was read. */
    public record Decoded(String text, Charset charset, boolean byteOrderMark) {

        /** The encoding for messages: "UTF-8", "UTF-16LE (BOM)", "GB18030". */
        public String encoding() {
            return charset.name() + (byteOrderMark ? " (BOM)" : "");
        }
    }

    /** Bytes that are text in none of the encodings tried; the message says where. */
    public static final class UnreadableTextException extends CharacterCodingException {

        private static final long serialVersionUID = 1L;
        private final String message;

        UnreadableTextException(String message) {
            this.message = message;
        }

        @Override
        public String getMessage() {
            return message;
        }
    }

    private TextFiles() {
    }

    /** Reads and decodes a whole file (see the class comment for the order tried). */
    public static Decoded read(Path file) throws IOException {
        return decode(Files.readAllBytes(file));
    }

    /** {@link #read}'s text only. */
    public static String readString(Path file) throws IOException {
        return read(file).text();
    }

    /** Decodes bytes: BOM → UTF-8/UTF-16LE/UTF-16BE, else strict UTF-8, else GB18030. */
    public static Decoded decode(byte[] bytes) throws UnreadableTextException {
        Charset bom = byteOrderMark(bytes);
        if (bom != null) {
            int skip = bom == StandardCharsets.UTF_8 ? 3 : 2;
            return new Decoded(strict(bom, bytes, skip), bom, true);
        }
        int bad = firstInvalid(StandardCharsets.UTF_8, bytes, 0);
        if (bad < 0) {
            return new Decoded(new String(bytes, StandardCharsets.UTF_8), StandardCharsets.UTF_8, false);
        }
        int badGb = firstInvalid(GB18030, bytes, 0);
        if (badGb < 0) {
            return new Decoded(new String(bytes, GB18030), GB18030, false);
        }
        throw new UnreadableTextException("not text in UTF-8 (byte " + bad + ": " + hex(bytes, bad)
                + ") nor in GBK/GB18030 (byte " + badGb + ": " + hex(bytes, badGb) + ")");
    }

    /**
     * A reader for text that is too large to hold as one string (a saved search tree): a
     * byte-order mark selects UTF-8, UTF-16LE or UTF-16BE and is skipped; without one the text
     * is read as UTF-8. Either way strictly: a malformed byte throws {@link
     * java.nio.charset.MalformedInputException} while reading.
     */
    public static Reader reader(Path file) throws IOException {
        InputStream raw = Files.newInputStream(file);
        try {
            PushbackInputStream in = new PushbackInputStream(raw, 3);
            byte[] head = in.readNBytes(3);
            Charset charset = byteOrderMark(head);
            int skip = charset == null ? 0 : charset == StandardCharsets.UTF_8 ? 3 : 2;
            in.unread(head, skip, head.length - skip);
            Charset use = charset == null ? StandardCharsets.UTF_8 : charset;
            CharsetDecoder decoder = use.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT);
            return new InputStreamReader(in, decoder);
        } catch (IOException | RuntimeException e) {
            raw.close();
            throw e;
        }
    }

    private static Charset byteOrderMark(byte[] b) {
        if (b.length >= 3 && (b[0] & 0xff) == 0xEF && (b[1] & 0xff) == 0xBB && (b[2] & 0xff) == 0xBF) {
            return StandardCharsets.UTF_8;
        }
        if (b.length >= 2 && (b[0] & 0xff) == 0xFF && (b[1] & 0xff) == 0xFE) {
            return StandardCharsets.UTF_16LE;
        }
        if (b.length >= 2 && (b[0] & 0xff) == 0xFE && (b[1] & 0xff) == 0xFF) {
            return StandardCharsets.UTF_16BE;
        }
        return null;
    }

    private static String strict(Charset charset, byte[] bytes, int offset) throws UnreadableTextException {
        int bad = firstInvalid(charset, bytes, offset);
        if (bad >= 0) {
            throw new UnreadableTextException("the byte-order mark says " + charset.name()
                    + ", but byte " + bad + " (" + hex(bytes, bad) + ") is not " + charset.name() + " text");
        }
        return new String(bytes, offset, bytes.length - offset, charset);
    }

    /** The offset of the first byte that is not {@code charset} text, or -1 when all of it is. */
    private static int firstInvalid(Charset charset, byte[] bytes, int offset) {
        CharsetDecoder decoder = charset.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes, offset, bytes.length - offset);
        CharBuffer out = CharBuffer.allocate(8192);
        while (true) {
            CoderResult result = in.hasRemaining() ? decoder.decode(in, out, true) : CoderResult.UNDERFLOW;
            if (result.isError()) {
                return in.position();
            }
            if (result.isOverflow()) {
                out.clear();
                continue;
            }
            out.clear();
            result = decoder.flush(out);
            if (result.isOverflow()) {
                continue;
            }
            return result.isError() ? in.position() : -1;
        }
    }

    private static String hex(byte[] bytes, int at) {
        return at >= bytes.length ? "end of file" : String.format("0x%02X", bytes[at] & 0xff);
    }
}
