package org.gametree.gomoku.fuzz;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.gametree.core.fuzz.Fuzz;
import org.gametree.core.fuzz.Inputs;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.TestData;
import org.gametree.gomoku.notation.AsciiBoard;
import org.gametree.gomoku.notation.Notation;
import org.gametree.gomoku.notation.NotationException;
import org.gametree.gomoku.notation.Psq;
import org.junit.jupiter.api.Test;

/**
 * Property-based fuzzing of the Gomoku readers (issue 11): move lists, {@code .psq} records and
 * ASCII boards get valid inputs with random edits, random text and random bytes; each must
 * return a position or throw {@link NotationException}, never another exception, within the time
 * limit. What is read is written and read back to the same moves or stones. The suite runs a
 * fixed-seed share; {@code bench/fuzz.sh} runs 100,000 cases per reader.
 */
class GomokuFuzzTest {

    /** The puzzles' move lists, each with its rule. */
    private static final List<String[]> PUZZLES = TestData.puzzles();

    private static List<GomokuPosition> positions() {
        List<GomokuPosition> positions = new ArrayList<>();
        for (String[] row : PUZZLES) {
            positions.add(Notation.play(Rule.fromGomocupId(Integer.parseInt(row[0])), 15, row[2]));
        }
        positions.add(Notation.play(Rule.FREESTYLE, 20, "j10,k11,t20,a1,s19"));
        positions.add(new GomokuPosition(Rule.RENJU, 15));
        return positions;
    }

    @Test
    void moveLists() {
        List<String> valid = new ArrayList<>();
        for (GomokuPosition position : positions()) {
            valid.add(Notation.formatMoves(position));
            valid.add(Notation.formatMoves(position).replace(",", " "));
            valid.add(Notation.formatMoves(position).replace(",", ""));
        }
        Fuzz.of("Gomoku move list", r -> Inputs.mixed(r, valid, List.of("h8", "a1", "o15", "t20", "p", "z", "10"), 200),
                text -> {
                    for (Rule rule : Rule.values()) {
                        for (int size : new int[] {15, 20}) {
                            try {
                                GomokuPosition position = Notation.play(rule, size, text);
                                assertArrayEquals(position.moves(),
                                        Notation.parseMoves(size, Notation.formatMoves(position)), text);
                            } catch (NotationException e) {
                                // documented: try the next rule and size
                            }
                        }
                    }
                    Notation.parseMoves(15, text);
                }, NotationException.class).tries(600).run();
    }

    @Test
    void psq() {
        List<String> valid = new ArrayList<>();
        for (GomokuPosition position : positions()) {
            valid.add(Psq.write(position));
        }
        valid.add("Piskvork 20x20, 11:11, 0\r\n10,10,0\r\n11,11,1250\r\n10,11,31\r\n-1\r\npbrain-a.exe\r\npbrain-b.exe\r\n-1\r\n");
        Fuzz.of("psq", r -> Inputs.mixed(r, valid, List.of("Piskvork ", "15x15", "20x20", "x", ", 11:11, 0", "-1",
                        "8,8,0", ",0\n", "\n"), 200),
                text -> {
                    for (Rule rule : Rule.values()) {
                        GomokuPosition position = Psq.read(text, rule);
                        assertArrayEquals(position.moves(), Psq.read(Psq.write(position), rule).moves(), text);
                    }
                }, NotationException.class).tries(600).run();
    }

    /**
     * No move line is dropped: a record that reads has as many moves as move-like lines before
     * its {@code -1} line. It failed before issue 11 item 2 was fixed: the shrunk input
     * {@code "Piskvork 15x15\n,\n8,0"} read as an empty game — the line {@code ,} ended the moves
     * and the move after it was dropped without a word; so did a blank line, {@code 8,9,O} and a
     * 10-digit coordinate. Now such a record is refused with the line it could not read.
     */
    @Test
    void psqDropsNoMoveLine() {
        List<String> valid = new ArrayList<>();
        for (GomokuPosition position : positions()) {
            valid.add(Psq.write(position));
        }
        Fuzz.of("psq (no line lost)", r -> Inputs.mutated(r, valid, List.of("\n", "8,9,O", "1234567890", ",0\n")),
                text -> {
                    GomokuPosition position = Psq.read(text, Rule.FREESTYLE);
                    int moveLines = 0;
                    String[] lines = text.replace("\r", "").split("\n");
                    for (int i = 1; i < lines.length && !lines[i].trim().equals("-1"); i++) {
                        moveLines += lines[i].matches("\\s*\\d+\\s*,\\s*\\d+\\s*(,\\s*\\d+\\s*)?") ? 1 : 0;
                    }
                    if (position.moves().length < moveLines) {
                        throw new AssertionError(moveLines + " move lines, " + position.moves().length + " moves read");
                    }
                }, NotationException.class).tries(600).run();
    }

    @Test
    void asciiBoards() {
        List<String> valid = new ArrayList<>();
        for (GomokuPosition position : positions()) {
            valid.add(AsciiBoard.write(position, true));
            valid.add(AsciiBoard.write(position, false));
        }
        Fuzz.of("ASCII board", r -> Inputs.mixed(r, valid, List.of("x", "o", ".", "+", "-", " ", "15", "20", "\n",
                        ". . . . . . . . . . . . . . .\n", "a b c d e f g h i j k l m n o"), 300),
                text -> {
                    for (Rule rule : Rule.values()) {
                        GomokuPosition position = AsciiBoard.read(text, rule);
                        GomokuPosition back = AsciiBoard.read(AsciiBoard.write(position, true), rule);
                        assertEquals(AsciiBoard.write(position, false), AsciiBoard.write(back, false), text);
                    }
                }, NotationException.class).tries(600).run();
    }

    @Test
    void theSeedsAreValid() {
        for (GomokuPosition position : positions()) {
            assertDoesNotThrow(() -> Psq.read(Psq.write(position), position.rule()));
            assertDoesNotThrow(() -> AsciiBoard.read(AsciiBoard.write(position, true), position.rule()));
        }
    }
}
