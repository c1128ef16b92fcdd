package org.gametree.gomoku.notation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.TestData;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class NotationTest {

    @ParameterizedTest
    @CsvSource({"h8,7,7", "a15,0,0", "a1,0,14", "o1,14,14", "o15,14,0", "j10,9,5"})
    void pointsAndGomocupCoordinatesOn15(String name, int x, int y) {
        int point = Notation.parsePoint(15, name);
        assertEquals(GomokuPosition.point(x, y), point);
        assertEquals(name, Notation.name(15, point));
        assertEquals(x + "," + y, Notation.toGomocup(point));
        assertEquals(point, Notation.parseGomocup(15, x + "," + y));
        assertEquals(point, Notation.parseGomocup(15, " " + x + " , " + y + " "));
    }

    @Test
    void biggerBoardsContinueLettersAndRows() {
        assertEquals("t20", Notation.name(20, GomokuPosition.point(19, 0)));
        assertEquals("a1", Notation.name(20, GomokuPosition.point(0, 19)));
        assertEquals(GomokuPosition.point(10, 10), Notation.parsePoint(20, "k10"));
        assertEquals(GomokuPosition.point(15, 3), Notation.parsePoint(20, "P17"));
    }

    @Test
    void everyPointRoundTripsOnEverySize() {
        for (int size = 15; size <= 20; size++) {
            for (int y = 0; y < size; y++) {
                for (int x = 0; x < size; x++) {
                    int p = GomokuPosition.point(x, y);
                    assertEquals(p, Notation.parsePoint(size, Notation.name(size, p)));
                    assertEquals(p, Notation.parseGomocup(size, Notation.toGomocup(p)));
                }
            }
        }
    }

    @Test
    void moveListsInBothForms() {
        int[] expected = {Notation.parsePoint(15, "h8"), Notation.parsePoint(15, "i9"), Notation.parsePoint(15, "j10")};
        assertArrayEquals(expected, Notation.parseMoves(15, "h8,i9,j10"));
        assertArrayEquals(expected, Notation.parseMoves(15, "h8i9j10"));
        assertArrayEquals(expected, Notation.parseMoves(15, " H8, i9 ,j10 "));
        assertEquals("h8,i9,j10", Notation.formatMoves(15, Notation.parseMoves(15, "h8i9j10")));
        assertEquals(0, Notation.parseMoves(15, "").length);
    }

    @Test
    void puzzleMoveListsRoundTrip() {
        for (String[] row : TestData.puzzles()) {
            assertEquals(row[2], Notation.formatMoves(15, Notation.parseMoves(15, row[2])));
            assertEquals(row[2], Notation.formatMoves(15, Notation.parseMoves(15, row[2].replace(",", ""))));
        }
    }

    private static String error(Runnable r) {
        return assertThrows(NotationException.class, r::run).getMessage();
    }

    @Test
    void preciseErrors() {
        assertEquals("move 3 'z9': column z is outside a 15\u00d715 board",
                error(() -> Notation.parseMoves(15, "h8,i9,z9")));
        assertEquals("move 2 'a16': row 16 is outside a 15\u00d715 board",
                error(() -> Notation.parseMoves(15, "h8,a16")));
        assertEquals("move 2 'i0': row 0 is outside a 15\u00d715 board",
                error(() -> Notation.parseMoves(15, "h8i0")));
        assertEquals("move 2 '9i': expected a column letter and a row number, like h8",
                error(() -> Notation.parseMoves(15, "h8,9i")));
        assertEquals("move 3 'h8': point h8 is already occupied",
                error(() -> Notation.play(Rule.FREESTYLE, 15, "h8,i9,h8")));
        assertEquals("move 9 'f10' is forbidden for black (double-three) under renju",
                error(() -> Notation.play(Rule.RENJU, 15, "d10,a1,e10,a3,f12,a5,f11,a7,f10")));
        // the same point is fine for freestyle, and for white
        assertEquals(9, Notation.play(Rule.FREESTYLE, 15, "d10,a1,e10,a3,f12,a5,f11,a7,f10").ply());
        assertEquals("move 10 'a1': the game is already over (BLACK_WINS)",
                error(() -> Notation.play(Rule.FREESTYLE, 15, "d8,d9,e8,e9,f8,f9,g8,g9,h8,a1")));
        assertEquals("Gomocup point '15,0' is outside a 15\u00d715 board (x and y are 0..14)",
                error(() -> Notation.parseGomocup(15, "15,0")));
        assertEquals("Gomocup point '3': expected x,y", error(() -> Notation.parseGomocup(15, "3")));
        assertEquals("point 'u1': column u is outside a 20\u00d720 board", error(() -> Notation.parsePoint(20, "u1")));
        assertTrue(new NotationException("x") instanceof IllegalArgumentException);
    }
}
