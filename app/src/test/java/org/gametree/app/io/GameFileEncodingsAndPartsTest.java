package org.gametree.app.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.notation.Notation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.gametree.core.io.GameFileException;
import org.gametree.xiangqi.io.XiangqiGameFile;
import org.gametree.xiangqi.io.XiangqiGameRecord;

/**
 * Issue 11: game files in GBK and UTF-16 (they failed with "Input length = 1"), and a file with a
 * bad line gives the game before it for the user to load if they choose (the .psq reader used
 * to drop the moves after the line silently).
 */
class GameFileEncodingsAndPartsTest {

    private static final String CHINESE_GAME = "[Game \"Chinese Chess\"]\n[Red \"电脑\"]\n[Black \"象棋巫师\"]\n"
            + "[Format \"Chinese\"]\n\n1. 炮二平五 马8进7 2. 马二进三 车9平8 *\n";

    @TempDir
    Path dir;

    private Path write(String name, byte[] bytes) throws Exception {
        Path file = dir.resolve(name);
        Files.write(file, bytes);
        return file;
    }

    private static byte[] bom(int first, int second, String text, Charset charset) {
        byte[] body = text.getBytes(charset);
        byte[] all = new byte[body.length + 2];
        all[0] = (byte) first;
        all[1] = (byte) second;
        System.arraycopy(body, 0, all, 2, body.length);
        return all;
    }

    private static List<String> coordinates(XiangqiGameRecord game) {
        return org.gametree.xiangqi.notation.Notation.COORDINATE.formatMoves(game.start(), game.moves());
    }

    @Test
    void aGbkXiangqiFileWithChineseMovesIsRead() throws Exception {
        XiangqiGameRecord game = XiangqiGameFile.load(write("gbk.pgn", CHINESE_GAME.getBytes(Charset.forName("GBK"))));
        assertEquals(List.of("h2e2", "h9g7", "h0g2", "i9h9"), coordinates(game));
        assertEquals("电脑", game.tags().get("Red"));
        assertEquals("象棋巫师", game.tags().get("Black"));
    }

    @Test
    void utf16FilesWithAByteOrderMarkAreRead() throws Exception {
        XiangqiGameRecord le = XiangqiGameFile.load(write("le.pgn", bom(0xFF, 0xFE, CHINESE_GAME, StandardCharsets.UTF_16LE)));
        XiangqiGameRecord be = XiangqiGameFile.load(write("be.pgn", bom(0xFE, 0xFF, CHINESE_GAME, StandardCharsets.UTF_16BE)));
        assertEquals(List.of("h2e2", "h9g7", "h0g2", "i9h9"), coordinates(le));
        assertEquals(coordinates(le), coordinates(be));
        assertEquals("电脑", be.tags().get("Red"));

        String psq = "Piskvorky 20x20, 11:11, 0\r\n10,10,0\r\n11,11,0\r\n-1\r\n";
        GomokuPosition gomoku = GomokuGameFile.load(write("le.psq", bom(0xFF, 0xFE, psq, StandardCharsets.UTF_16LE)), Rule.FREESTYLE);
        assertEquals("j11,k10", Notation.formatMoves(gomoku));
    }

    @Test
    void savingStaysUtf8() throws Exception {
        XiangqiGameRecord game = XiangqiGameFile.read(CHINESE_GAME);
        Path file = dir.resolve("out.pgn");
        XiangqiGameFile.save(file, game);
        String text = new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
        assertEquals(XiangqiGameFile.write(game), text);
        assertEquals("电脑", XiangqiGameFile.load(file).tags().get("Red"));
    }

    @Test
    void aCorruptPsqLineIsNamedAndTheMovesBeforeItCanBeHad() {
        GameFileException e = assertThrows(GameFileException.class, () -> GomokuGameFile.read(
                "Piskvorky 20x20, 11:11, 0\n10,10,0\n11,11,0\n8,9,O\n12,12,0\n13,13,0\n-1\n", Rule.FREESTYLE));
        assertEquals(4, e.line());
        assertEquals(3, e.moveNumber());
        assertEquals("8,9,O", e.token());
        assertEquals("line 4, move 3 '8,9,O': the time 'O' is not a number of milliseconds", e.getMessage());
        GomokuPosition before = assertInstanceOf(GomokuPosition.class, e.movesBefore());
        assertEquals("j11,k10", Notation.formatMoves(before));

        GameFileException blank = assertThrows(GameFileException.class, () -> GomokuGameFile.read(
                "Piskvorky 20x20, 11:11, 0\n10,10,0\n\n11,11,0\n-1\n", Rule.FREESTYLE));
        assertEquals(3, blank.line());
        assertEquals(1, ((GomokuPosition) blank.movesBefore()).ply());

        GameFileException header = assertThrows(GameFileException.class,
                () -> GomokuGameFile.read("Piskvorky 30x30, 11:11, 0\n", Rule.FREESTYLE));
        assertNull(header.movesBefore());
        assertEquals("line 1: board size 30 is outside 15..20", header.getMessage());
    }

    @Test
    void aBadXiangqiMoveCarriesTheGameBeforeIt() {
        GameFileException e = assertThrows(GameFileException.class, () -> XiangqiGameFile.read(
                "[Game \"Chinese Chess\"]\n[Red \"电脑\"]\n\n1. h2e2 h9g7\n2. h0g2 e9e7 3. i0h0 *\n"));
        assertEquals(5, e.line());
        XiangqiGameRecord before = assertInstanceOf(XiangqiGameRecord.class, e.movesBefore());
        assertEquals(List.of("h2e2", "h9g7", "h0g2"), coordinates(before));
        assertEquals("电脑", before.tags().get("Red"));
        assertEquals("*", before.result());

        GameFileException after = assertThrows(GameFileException.class,
                () -> XiangqiGameFile.read("1. h2e2 h9g7 * 2. h0g2\n"));
        assertArrayEquals(new int[] {2}, new int[] {((XiangqiGameRecord) after.movesBefore()).moves().length});

        GameFileException tag = assertThrows(GameFileException.class,
                () -> XiangqiGameFile.read("[Format \"SAN\"]\n1. e4\n"));
        assertNull(tag.movesBefore());
    }
}
