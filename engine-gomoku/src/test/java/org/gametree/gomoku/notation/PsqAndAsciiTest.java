package org.gametree.gomoku.notation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.TestData;
import org.junit.jupiter.api.Test;

class PsqAndAsciiTest {

    @Test
    void psqFormat() {
        GomokuPosition position = Notation.play(Rule.FREESTYLE, 15, "h8,i9,a15,o1");
        assertEquals("Piskvorky 15x15, 11:11, 0\n8,8,0\n9,7,0\n1,1,0\n15,15,0\n-1\n", Psq.write(position));
    }

    @Test
    void psqReadsPiskvorkRecordsWithTimesAndTrailer() {
        String record = "Piskvork 20x20, 11:11, 0\r\n10,10,0\r\n11,11,1250\r\n10,11,31\r\n-1\r\npbrain-a.exe\r\npbrain-b.exe\r\n-1\r\n";
        GomokuPosition position = Psq.read(record, Rule.FREESTYLE);
        assertEquals(20, position.size());
        assertEquals("j11,k10,j10", Notation.formatMoves(position));
    }

    @Test
    void psqRoundTripsEveryPuzzle() {
        for (String[] row : TestData.puzzles()) {
            Rule rule = Rule.fromGomocupId(Integer.parseInt(row[0]));
            GomokuPosition position = Notation.play(rule, 15, row[2]);
            GomokuPosition back = Psq.read(Psq.write(position), rule);
            assertArrayEquals(position.moves(), back.moves());
            assertEquals(position.key(), back.key());
        }
    }

    @Test
    void psqErrors() {
        assertEquals("psq line 1: expected a header like 'Piskvorky 20x20, 11:11, 0'",
                assertThrows(NotationException.class, () -> Psq.read("hello\n", Rule.FREESTYLE)).getMessage());
        assertEquals("psq line 1: board size 10 is outside 15..20",
                assertThrows(NotationException.class, () -> Psq.read("Piskvork 10x10, 11:11, 0\n", Rule.FREESTYLE)).getMessage());
        assertEquals("psq line 3 '16,1,0': outside a 15\u00d715 board (x and y are 1..15)",
                assertThrows(NotationException.class,
                        () -> Psq.read("Piskvork 15x15, 11:11, 0\n8,8,0\n16,1,0\n", Rule.FREESTYLE)).getMessage());
        assertEquals("psq line 3 '8,8,0': point h8 is already occupied",
                assertThrows(NotationException.class,
                        () -> Psq.read("Piskvork 15x15, 11:11, 0\n8,8,0\n8,8,0\n", Rule.FREESTYLE)).getMessage());
    }

    @Test
    void asciiRoundTripsWithAndWithoutLabels() {
        for (String[] row : TestData.puzzles()) {
            Rule rule = Rule.fromGomocupId(Integer.parseInt(row[0]));
            GomokuPosition position = Notation.play(rule, 15, row[2]);
            for (boolean labels : new boolean[] {false, true}) {
                String text = AsciiBoard.write(position, labels);
                GomokuPosition back = AsciiBoard.read(text, rule);
                assertEquals(text, AsciiBoard.write(back, labels));
                assertEquals(position.key(), back.key(), "same stones, same side to move");
                assertEquals(position.stoneToMove(), back.stoneToMove());
            }
        }
    }

    @Test
    void asciiWithoutSpacesAndSideToMoveFromCounts() {
        StringBuilder sb = new StringBuilder();
        for (int row = 15; row >= 1; row--) {
            String line = ".".repeat(15);
            if (row == 8) {
                line = ".......xo......";
            } else if (row == 7) {
                line = ".......x.......";
            }
            sb.append(line).append('\n');
        }
        GomokuPosition position = AsciiBoard.read(sb.toString(), Rule.RENJU);
        assertEquals(GomokuPosition.WHITE, position.stoneToMove());
        assertEquals(GomokuPosition.BLACK, position.stoneAt(Notation.parsePoint(15, "h8")));
        assertEquals(GomokuPosition.WHITE, position.stoneAt(Notation.parsePoint(15, "i8")));
        assertEquals(GomokuPosition.BLACK, position.stoneAt(Notation.parsePoint(15, "h7")));
    }

    @Test
    void asciiWithLabelsOnBothSidesAndLettersAboveAndBelow() {
        StringBuilder sb = new StringBuilder("    A B C D E F G H I J K L M N O\n");
        for (int row = 15; row >= 1; row--) {
            StringBuilder line = new StringBuilder(String.format("%2d ", row));
            for (int col = 0; col < 15; col++) {
                char c = row == 8 && col == 7 ? 'X' : row == 9 && col == 8 ? 'O' : row == 1 && col == 0 ? 'x' : '+';
                line.append(' ').append(c);
            }
            sb.append(line).append("  ").append(row).append('\n');
        }
        sb.append("    A B C D E F G H I J K L M N O\n");
        GomokuPosition position = AsciiBoard.read(sb.toString(), Rule.FREESTYLE);
        assertEquals(GomokuPosition.WHITE, position.stoneToMove());
        assertEquals(GomokuPosition.BLACK, position.stoneAt(Notation.parsePoint(15, "h8")));
        assertEquals(GomokuPosition.WHITE, position.stoneAt(Notation.parsePoint(15, "i9")));
        assertEquals(GomokuPosition.BLACK, position.stoneAt(Notation.parsePoint(15, "a1")));
        String wrongLabel = sb.toString().replaceFirst("15  \\+", "14  +");
        assertEquals("board line 2: labelled row 14 but it is row 15 (top row first)",
                assertThrows(NotationException.class, () -> AsciiBoard.read(wrongLabel, Rule.FREESTYLE)).getMessage());
    }

    @Test
    void asciiErrors() {
        String empty = (".".repeat(15) + "\n").repeat(15);
        String twoWhite = empty.replaceFirst("\\.", "o").replaceFirst("\\.", "o");
        assertEquals("impossible stone counts: 0 black, 2 white (black moves first, so black has as many stones as white or one more)",
                assertThrows(NotationException.class, () -> AsciiBoard.read(twoWhite, Rule.FREESTYLE)).getMessage());
        String threeBlack = empty.replaceFirst("\\.", "x").replaceFirst("\\.", "x");
        assertEquals("impossible stone counts: 2 black, 0 white (black moves first, so black has as many stones as white or one more)",
                assertThrows(NotationException.class, () -> AsciiBoard.read(threeBlack, Rule.FREESTYLE)).getMessage());
        assertEquals("board has 3 rows; expected 15 to 20",
                assertThrows(NotationException.class, () -> AsciiBoard.read("...\n...\n...\n", Rule.FREESTYLE)).getMessage());
        String shortRow = empty.replaceFirst("\\.\n", "\n");
        assertEquals("board line 1: 14 points in a row of a 15\u00d715 board",
                assertThrows(NotationException.class, () -> AsciiBoard.read(shortRow, Rule.FREESTYLE)).getMessage());
        String bad = empty.replaceFirst("\\.", "#");
        assertEquals("board line 1: unexpected character '#' (use x for black, o for white, . for empty)",
                assertThrows(NotationException.class, () -> AsciiBoard.read(bad, Rule.FREESTYLE)).getMessage());
    }
}
