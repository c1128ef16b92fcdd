package org.gametree.xiangqi.book;

import java.nio.charset.Charset;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

import org.gametree.core.io.GameFileException;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.GameRules;
import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Piece;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.Squares;
import org.gametree.xiangqi.io.XiangqiGameRecord;

/**
 * Reads the main line of an XQStudio ({@code 象棋演播室}) {@code .xqf} game, the binary format in
 * which most Chinese game collections circulate. Layout, as published (e.g. with ElephantEye's
 * XQF→PGN converter by Morning Yellow, www.elephantbase.net):
 *
 * <pre>
 * 0      "XQ", version byte, key mask (byte 3), keys A–D (8–11), key sum (12), keys for
 *        placement, move source and move target (13, 14, 15)
 * 16     32 bytes: the start point of each piece, file × 10 + rank (rank 0 = Red's side), ≥ 90 absent;
 *        order R N B A K A B N R C C P P P P P, Red then Black
 * 51     result: 0 unknown, 1 Red won, 2 Black won, 3 draw
 * 64     set-up: 0 or 1 = the game starts from the start position, else from the placement above
 * 80, 208, 272, 288, 304, 320   title, event, date, site, Red, Black (length-prefixed, GBK)
 * 1024   the move tree in pre-order: 4-byte records (source, target, tag, reserved), each followed
 *        by a comment (a 4-byte little-endian length, then the text) — in version 11 and later only
 *        when tag bit 0x20 is set. The first record is the root (no move); the main line continues
 *        while tag bit 0x80 is set (0xF0 before version 11). Source is stored + 24, target + 32.
 * </pre>
 *
 * From version 11 every byte from offset 1024 on is enciphered: a 32-byte key stream (keys A–D,
 * each or-ed with the key-sum/placement/source/target byte under the key mask, and-ed with the
 * bytes of the text "[(C) Copyright Mr. Dong Shiwei.]") is subtracted byte by byte, and the
 * placement, sources, targets and comment lengths carry offsets derived from bytes 12–15; from
 * version 12 the placement is also rotated. Only the main line is read; variations and comments
 * are skipped.
 */
final class XqfFile {

    private static final int HEADER = 1024;
    private static final String STREAM_MASK = "[(C) Copyright Mr. Dong Shiwei.]";
    /** Piece types of the 16 placement slots of one side. */
    private static final int[] SLOT_TYPES = {Piece.ROOK, Piece.HORSE, Piece.ELEPHANT, Piece.ADVISOR, Piece.KING,
            Piece.ADVISOR, Piece.ELEPHANT, Piece.HORSE, Piece.ROOK, Piece.CANNON, Piece.CANNON,
            Piece.PAWN, Piece.PAWN, Piece.PAWN, Piece.PAWN, Piece.PAWN};
    private static final Charset GBK = Charset.forName("GB18030");

    private XqfFile() {
    }

    /** The cipher state of one file: the key stream and the offsets, all zero before version 11. */
    private static final class Cipher {
        final int[] stream = new int[32];
        int index;
        int pieceOffset;
        int sourceOffset;
        int targetOffset;
        int commentOffset;

        Cipher(byte[] b) {
            int version = b[2] & 0xFF;
            if (version < 11) {
                return;
            }
            int keyPlacement = b[13] & 0xFF;
            pieceOffset = (square54Plus221(keyPlacement) * keyPlacement) & 0xFF;
            sourceOffset = (square54Plus221(b[14] & 0xFF) * pieceOffset) & 0xFF;
            targetOffset = (square54Plus221(b[15] & 0xFF) * sourceOffset) & 0xFF;
            commentOffset = ((b[12] & 0xFF) * 256 + keyPlacement) % 32000 + 767;
            int mask = b[3]; // a signed byte in the original program; only the low 8 bits survive the and below
            int[] keys = new int[4];
            for (int i = 0; i < 4; i++) {
                keys[i] = b[8 + i] | (b[12 + i] & mask);
            }
            for (int i = 0; i < 32; i++) {
                stream[i] = keys[i % 4] & STREAM_MASK.charAt(i) & 0xFF;
            }
        }

        private static int square54Plus221(int x) {
            return x * x * 54 + 221;
        }

        int next(byte[] b, int offset) {
            int value = (b[offset] - stream[index]) & 0xFF;
            index = (index + 1) & 31;
            return value;
        }
    }

    /**
     * The game's main line.
     *
     * @throws GameFileException (line 0) naming what is wrong: not XQF, truncated, a bad placement,
     *                           an illegal move (with its number)
     */
    static XiangqiGameRecord read(byte[] b) throws GameFileException {
        if (b.length < 3 || b[0] != 'X' || b[1] != 'Q') {
            throw new GameFileException(0, "not an XQF file (it does not start with \"XQ\")");
        }
        if (b.length < HEADER + 4) {
            throw new GameFileException(0, "an XQF file of " + b.length + " bytes is truncated (the header alone is " + HEADER + ")");
        }
        int version = b[2] & 0xFF;
        Cipher cipher = new Cipher(b);
        Position position = (b[64] & 0xFF) < 2 ? Position.startPosition() : placement(b, version, cipher);
        Map<String, String> tags = new LinkedHashMap<>();
        tag(tags, "Event", text(b, (b[208] & 0xFF) != 0 ? 208 : 80, 64));
        tag(tags, "Date", text(b, 272, 16));
        tag(tags, "Site", text(b, 288, 16));
        tag(tags, "Red", text(b, 304, 16));
        tag(tags, "Black", text(b, 320, 16));
        String result;
        switch (b[51]) {
            case 1: result = "1-0"; break;
            case 2: result = "0-1"; break;
            case 3: result = "1/2-1/2"; break;
            default: result = "*";
        }
        Position start = null;
        int[] moves = new int[64];
        int count = 0;
        int offset = HEADER;
        boolean hasNext = true;
        boolean root = true;
        while (hasNext) {
            if (offset + 4 > b.length) {
                throw new GameFileException(0, "the XQF move list ends inside move " + (count + 1) + ": the file is truncated");
            }
            int source = cipher.next(b, offset);
            int target = cipher.next(b, offset + 1);
            int flags = cipher.next(b, offset + 2);
            cipher.next(b, offset + 3);
            offset += 4;
            int commentLength = 0;
            if (version < 11 || (flags & 0x20) != 0) {
                if (offset + 4 > b.length) {
                    throw new GameFileException(0, "the XQF move list ends inside a comment: the file is truncated");
                }
                int length = 0;
                for (int i = 0; i < 4; i++) {
                    length |= cipher.next(b, offset + i) << (8 * i);
                }
                offset += 4;
                commentLength = length - (version < 11 ? 0 : cipher.commentOffset);
            }
            hasNext = version < 11 ? (flags & 0xF0) != 0 : (flags & 0x80) != 0;
            if (commentLength < 0 || commentLength > b.length - offset) {
                throw new GameFileException(0, "XQF move " + count + " has a comment of " + commentLength
                        + " bytes that the file does not hold: the file is damaged");
            }
            for (int i = 0; i < commentLength; i++) {
                cipher.next(b, offset + i); // skipped, but the key stream moves on
            }
            offset += commentLength;
            if (root) {
                root = false;
                continue;
            }
            int from = point((source - 24 - cipher.sourceOffset) & 0xFF);
            int to = point((target - 32 - cipher.targetOffset) & 0xFF);
            if (count == 0 && from > 0 && position.pieceAt(from) != 0
                    && Piece.side(position.pieceAt(from)) != position.sideToMove()) {
                position = withSideToMove(position, Piece.side(position.pieceAt(from)));
            }
            if (start == null) {
                start = position.copy();
            }
            int move = from > 0 && to > 0 ? Move.of(from, to) : 0;
            if (move == 0 || !position.isLegal(move)) {
                throw new GameFileException(0, count + 1, from > 0 && to > 0 ? Move.toCoordinate(move) : null,
                        "XQF move " + (count + 1) + " is not legal in its position", null);
            }
            GameRules.play(position, move);
            if (count == moves.length) {
                moves = Arrays.copyOf(moves, count * 2);
            }
            moves[count++] = move;
        }
        return new XiangqiGameRecord(tags, start == null ? position : start, Arrays.copyOf(moves, count), result);
    }

    /** A board square of an XQF point (file × 10 + rank), or 0 for a point off the board. */
    private static int point(int xqf) {
        return xqf < 90 ? Squares.of(xqf / 10, xqf % 10) : 0;
    }

    private static Position placement(byte[] b, int version, Cipher cipher) throws GameFileException {
        int[] points = new int[32];
        for (int i = 0; i < 32; i++) {
            int value = (b[16 + i] - cipher.pieceOffset) & 0xFF;
            points[version < 12 ? i : (cipher.pieceOffset + 1 + i) % 32] = value;
        }
        char[][] board = new char[Squares.RANKS][Squares.FILES];
        for (int i = 0; i < 32; i++) {
            if (points[i] >= 90) {
                continue;
            }
            int file = points[i] / 10;
            int rank = points[i] % 10;
            if (board[rank][file] != 0) {
                throw new GameFileException(0, "the XQF placement puts two pieces on " + Squares.name(Squares.of(file, rank)));
            }
            board[rank][file] = Piece.fenLetter(SLOT_TYPES[i % 16] + (i < 16 ? 0 : Piece.TYPES));
        }
        StringBuilder fen = new StringBuilder();
        for (int rank = Squares.RANKS - 1; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < Squares.FILES; file++) {
                char c = board[rank][file];
                if (c == 0) {
                    empty++;
                } else {
                    if (empty > 0) {
                        fen.append(empty);
                        empty = 0;
                    }
                    fen.append(c);
                }
            }
            if (empty > 0) {
                fen.append(empty);
            }
            if (rank > 0) {
                fen.append('/');
            }
        }
        try {
            return Fen.parse(fen + " w - - 0 1");
        } catch (IllegalArgumentException e) {
            throw new GameFileException(0, "the XQF placement is not a position: " + e.getMessage());
        }
    }

    private static Position withSideToMove(Position position, int side) throws GameFileException {
        String fen = Fen.write(position);
        String[] fields = fen.split(" ");
        fields[1] = side == Piece.RED ? "w" : "b";
        try {
            return Fen.parse(String.join(" ", fields));
        } catch (IllegalArgumentException e) {
            throw new GameFileException(0, "the XQF placement is not a position with " + Piece.sideName(side) + " to move: " + e.getMessage());
        }
    }

    private static String text(byte[] b, int offset, int size) {
        int length = Math.min(b[offset] & 0xFF, size - 1);
        return new String(b, offset + 1, length, GBK).strip();
    }

    private static void tag(Map<String, String> tags, String name, String value) {
        if (!value.isEmpty()) {
            tags.put(name, value);
        }
    }
}
