package org.gametree.gomoku.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.junit.jupiter.api.Test;

/** A .psq record loads whole or names the line it cannot read: never a silently shortened game (issue 11). */
class PsqStrictTest {

    private static final String HEADER = "Piskvorky 20x20, 11:11, 0\n";

    private static PsqException refused(String record) {
        return assertThrows(PsqException.class, () -> Psq.read(record, Rule.FREESTYLE));
    }

    @Test
    void aRecordAsGomocupWritesItLoadsWithItsTrailer() {
        String record = "Piskvorky 20x20, 11:11, 0\r\n10,10,1828\r\n11,11,0\r\n10,11,31\r\n"
                + "pbrain-one.zip\r\npbrain-two 2018.zip\r\n-1\r\n1,Freestyle\r\n";
        GomokuPosition game = Psq.read(record, Rule.FREESTYLE);
        assertEquals(20, game.size());
        assertEquals("j11,k10,j10", Notation.formatMoves(game));
        // without times, without a trailer, without an end mark, with blank lines at the end
        assertEquals("j11,k10", Notation.formatMoves(Psq.read(HEADER + "10,10\n11 , 11\n\n\n", Rule.FREESTYLE)));
        // the older "Piskvork" first word
        assertEquals("j11", Notation.formatMoves(Psq.read("Piskvork 20x20, 1:1, 0\n10,10,0\n-1\n", Rule.FREESTYLE)));
    }

    @Test
    void aLetterInAMoveLineIsRefusedWithTheMovesBeforeIt() {
        PsqException e = refused(HEADER + "10,10,0\n11,11,0\n8,9,O\n12,12,0\n-1\n");
        assertEquals(4, e.line());
        assertEquals("8,9,O", e.lineText());
        assertEquals("psq line 4 '8,9,O': the time 'O' is not a number of milliseconds", e.getMessage());
        assertEquals("j11,k10", Notation.formatMoves(e.movesBefore()));
        // also as the last line before the end mark: it starts like a move, so it is no trailer
        assertEquals(3, refused(HEADER + "10,10,0\n8,9,O\npbrain-a.zip\n-1\n").line());
        assertEquals("psq line 2 'x,9,0': x 'x' is not a number; expected a move x,y,time like 8,8,0",
                refused(HEADER + "x,9,0\n10,10,0\n").getMessage());
    }

    @Test
    void aBlankLineAmongTheMovesIsRefused() {
        PsqException e = refused(HEADER + "10,10,0\n\n11,11,0\n-1\n");
        assertEquals(3, e.line());
        assertEquals("", e.lineText());
        assertEquals("a blank line among the moves (a move x,y,time was expected; moves follow it)", e.reason());
        assertEquals(1, e.movesBefore().ply());
    }

    @Test
    void aNameAmongTheMovesIsRefused() {
        PsqException e = refused(HEADER + "10,10,0\npbrain-a.zip\n11,11,0\n-1\n");
        assertEquals(3, e.line());
        assertEquals("pbrain-a.zip", e.lineText());
    }

    @Test
    void hugeAndOffBoardCoordinatesAreRefused() {
        assertEquals("psq line 3 '1234567890,5,0': outside a 20\u00d720 board (x and y are 1..20)",
                refused(HEADER + "10,10,0\n1234567890,5,0\n11,11,0\n").getMessage());
        assertEquals("psq line 2 '21,1,0': outside a 20\u00d720 board (x and y are 1..20)",
                refused(HEADER + "21,1,0\n").getMessage());
        assertEquals("psq line 2 '-3,1,0': outside a 20\u00d720 board (x and y are 1..20)",
                refused(HEADER + "-3,1,0\n").getMessage());
        assertEquals("psq line 2 '1,1,0,4': expected a move x,y,time like 8,8,0",
                refused(HEADER + "1,1,0,4\n").getMessage());
    }

    @Test
    void occupiedPointsAndMovesAfterTheEndAreRefused() {
        PsqException occupied = refused(HEADER + "10,10,0\n11,11,0\n10,10,0\n");
        assertEquals("point j11 is already occupied", occupied.reason());
        assertEquals(2, occupied.movesBefore().ply());

        StringBuilder five = new StringBuilder(HEADER);
        for (int i = 0; i < 5; i++) {
            five.append(i + 1).append(",1,0\n").append(i + 1).append(",3,0\n");
        }
        // black has five after its fifth stone (line 10); white's answer on line 11 comes too late
        PsqException over = refused(five.toString());
        assertEquals(11, over.line());
        assertEquals(9, over.movesBefore().ply());
        assertEquals("psq line 11 '5,3,0': the game is already over (" + over.movesBefore().result() + ")",
                over.getMessage());
    }

    @Test
    void aMoveAfterTheEndMarkIsRefused() {
        PsqException e = refused(HEADER + "10,10,0\n-1\n11,11,0\n-1\n");
        assertEquals(4, e.line());
        assertEquals("a move after the end mark -1 of line 3", e.reason());
        assertEquals(1, e.movesBefore().ply());
    }

    @Test
    void renjuForbiddenPointsAreRefusedByLine() {
        // black: row 8 from x=8 and column 10 from y=9; 10,8 would make two open threes
        String record = "Piskvorky 15x15, 11:11, 0\n8,8,0\n1,1,0\n9,8,0\n1,3,0\n10,9,0\n1,5,0\n10,10,0\n1,7,0\n10,8,0\n";
        PsqException e = assertThrows(PsqException.class, () -> Psq.read(record, Rule.RENJU));
        assertEquals(10, e.line());
        assertEquals("j8 is forbidden for black (double-three) under renju", e.reason());
        assertEquals(8, e.movesBefore().ply());
        assertEquals(9, Psq.read(record, Rule.FREESTYLE).ply());
    }

    @Test
    void aBadHeaderHasNoGameBeforeIt() {
        PsqException e = refused("Piskvorky 20x19, 11:11, 0\n10,10,0\n");
        assertEquals(1, e.line());
        assertNull(e.lineText());
        assertNull(e.movesBefore());
        assertEquals("psq line 1: board 20x19 is not square", e.getMessage());
        assertEquals("psq line 1: expected the board as WIDTHxHEIGHT, got '20by20'",
                refused("Piskvorky 20by20, 11:11, 0\n").getMessage());
    }
}
