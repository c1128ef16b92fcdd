package org.gametree.app.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.notation.Notation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.gametree.core.io.GameFileException;

class GomokuGameFileTest {

    @TempDir
    Path dir;

    @Test
    void roundTripsAGameOnA19Board() throws Exception {
        GomokuPosition game = Notation.play(Rule.STANDARD, 19, "j10 k11 k10 j11 l10");
        Path file = dir.resolve("game.psq");
        GomokuGameFile.save(file, game);
        String text = java.nio.file.Files.readString(file);
        assertTrue(text.startsWith("Piskvorky 19x19, 11:11, 0\n10,10,0\n"), text);
        GomokuPosition read = GomokuGameFile.load(file, Rule.STANDARD);
        assertEquals(19, read.size());
        assertArrayEquals(game.moves(), read.moves());
        assertEquals(Rule.STANDARD, read.rule());
    }

    @Test
    void problemsNameTheLineAndTheMove() {
        GameFileException occupied = assertThrows(GameFileException.class,
                () -> GomokuGameFile.read("Piskvork 15x15, 11:11, 0\n8,8,0\n9,9,0\n8,8,0\n-1\n", Rule.FREESTYLE));
        assertEquals(4, occupied.line());
        assertEquals(3, occupied.moveNumber());
        assertEquals("line 4, move 3 '8,8,0': point h8 is already occupied", occupied.getMessage());

        GameFileException header = assertThrows(GameFileException.class,
                () -> GomokuGameFile.read("Piskvork 30x30, 11:11, 0\n", Rule.FREESTYLE));
        assertEquals(1, header.line());
        assertEquals("line 1: board size 30 is outside 15..20", header.getMessage());

        GameFileException off = assertThrows(GameFileException.class,
                () -> GomokuGameFile.read("Piskvork 15x15, 11:11, 0\n16,1,0\n", Rule.FREESTYLE));
        assertTrue(off.getMessage().startsWith("line 2, move 1 '16,1,0': outside a 15×15 board"), off.getMessage());
    }

    @Test
    void aForbiddenMoveIsRefusedUnderRenjuOnly() throws Exception {
        // Black g8 h8 i9 i10, then black i8: a double-three.
        GomokuPosition setup = Notation.play(Rule.FREESTYLE, 15, "g8 a1 h8 a3 i9 o1 i10 o15 i8");
        String text = GomokuGameFile.write(setup);
        assertEquals(9, GomokuGameFile.read(text, Rule.FREESTYLE).ply());
        GameFileException e = assertThrows(GameFileException.class, () -> GomokuGameFile.read(text, Rule.RENJU));
        assertEquals(10, e.line());
        assertTrue(e.getMessage().contains("forbidden for black (double-three)"), e.getMessage());
    }
}
