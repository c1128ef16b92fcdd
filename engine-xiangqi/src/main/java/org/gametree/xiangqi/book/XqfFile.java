package org.gametree.xiangqi.book;

import org.gametree.core.io.GameFileException;
import org.gametree.xiangqi.io.XiangqiGameRecord;

/**
 * XQStudio's binary {@code .xqf} games. Not read yet: the format (a 1024-byte header with the
 * piece placement and result, then the move tree as 4-byte records, encrypted from version 11 on)
 * is publicly documented, but this reader has not been written; a file is refused with a clear
 * message rather than misread. Convert the games to PGN (XQStudio exports it) meanwhile.
 */
final class XqfFile {

    private XqfFile() {
    }

    static XiangqiGameRecord read(byte[] bytes) throws GameFileException {
        if (bytes.length < 2 || bytes[0] != 'X' || bytes[1] != 'Q') {
            throw new GameFileException(0, "not an XQF file (it does not start with \"XQ\")");
        }
        throw new GameFileException(0, "XQF files (version " + (bytes.length > 2 ? bytes[2] & 0xFF : 0)
                + ") are not read yet; export the games as PGN from XQStudio");
    }
}
