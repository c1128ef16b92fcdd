package org.gametree.xiangqi.fuzz;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.gametree.core.fuzz.Fuzz;
import org.gametree.core.fuzz.Inputs;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.FenException;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.TestData;
import org.gametree.xiangqi.notation.Notation;
import org.gametree.xiangqi.notation.NotationException;
import org.junit.jupiter.api.Test;

/**
 * Property-based fuzzing of the Xiangqi readers (issue 11): FEN and the three move notations get
 * valid inputs with random edits, random text and random bytes; each must return a result or
 * throw its documented exception ({@link FenException}, {@link NotationException}), never
 * another, within the time limit. The suite runs a fixed-seed share; {@code bench/fuzz.sh} runs
 * 100,000 cases per reader (see {@link Fuzz} for the system properties).
 */
class XiangqiFuzzTest {

    /** Every FEN of the perft reference data: openings, middle games, endings. */
    static final List<String> FENS = fens();

    /** Where notation texts are read: the start, a black-to-move position, tandem pieces and pawns. */
    private static final List<Position> POSITIONS = List.of(
            Position.startPosition(),
            Fen.parse("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1"),
            Fen.parse("3k5/9/9/2P1P4/2P1P4/4P4/9/9/4A4/3AK4 w - - 0 1"),
            Fen.parse("2bak4/4a4/4b4/9/R8/9/9/R1C1C4/9/4K4 w - - 0 1"),
            Fen.parse("3k5/4a4/3a5/9/9/2p1p4/2p1p4/9/9/4K4 b - - 0 1"));

    private static List<String> fens() {
        List<String> fens = new ArrayList<>();
        for (String[] row : TestData.tsv("xiangqi-perft.tsv")) {
            fens.add(row[0]);
        }
        return fens;
    }

    @Test
    void fen() {
        List<String> dictionary = List.of("rnbakabnr", "RNBAKABNR", "9", "1c5c1", "p1p1p1p1p", "/", " w ", " b ", " r ",
                " - - ", " 0 1", "k", "K", "4k4", "4K4", "P", "p", "C", "c");
        Fuzz.of("FEN", r -> Inputs.mixed(r, FENS, dictionary, 120), XiangqiFuzzTest::readFen, FenException.class)
                .tries(1_000).run();
    }

    /** A FEN read, written and read again gives the same text; its moves can be generated. */
    private static void readFen(String text) {
        Position position = Fen.parse(text);
        String written = Fen.write(position);
        assertEquals(written, Fen.write(Fen.parse(written)), "round trip of " + text);
        position.generateMoves(new int[Position.MAX_MOVES], 0);
    }

    @Test
    void coordinateNotation() {
        notation(Notation.COORDINATE, List.of("a", "i", "0", "9", "e", "h2e2", "-", "x"));
    }

    @Test
    void wxfNotation() {
        notation(Notation.WXF, List.of("C", "H", "R", "E", "A", "K", "P", "B", "N", "+", "-", ".", "=", "++", "+.", "2", "5"));
    }

    @Test
    void chineseNotation() {
        notation(Notation.CHINESE, List.of("车", "马", "炮", "相", "象", "仕", "士", "帅", "将", "兵", "卒", "进", "退", "平",
                "前", "后", "中", "二", "五", "八", "8", "5", "红", "黑", "傌", "俥", "砲", "１"));
    }

    /** Every legal move of each position in the notation, single and as lines of moves. */
    private static void notation(Notation notation, List<String> dictionary) {
        List<String> valid = new ArrayList<>();
        int[] moves = new int[Position.MAX_MOVES];
        for (Position position : POSITIONS) {
            int n = position.generateMoves(moves, 0);
            for (int i = 0; i < n; i++) {
                valid.add(notation.format(position, moves[i]));
            }
        }
        Position start = Position.startPosition();
        valid.add(String.join(" ", notation.formatMoves(start, line(start, "h2e2", "h9g7", "h0g2", "i9h9", "i0h0"))));
        valid.add(String.join(" ", notation.formatMoves(start, line(start, "b2e2", "b9c7", "g3g4", "c6c5"))));
        Fuzz.of(notation.label() + " notation", r -> Inputs.mixed(r, valid, dictionary, 24), text -> {
            for (Position position : POSITIONS) {
                try {
                    int move = notation.parse(position, text);
                    assertEquals(move, notation.parse(position, notation.format(position, move)), text);
                } catch (NotationException e) {
                    // the documented error for this position: go on with the next
                }
            }
            notation.parseMoves(start, Arrays.asList(text.strip().split("\\s+")));
        }, NotationException.class).tries(600).run();
    }

    private static int[] line(Position start, String... coordinates) {
        Position position = start.copy();
        int[] moves = new int[coordinates.length];
        for (int i = 0; i < moves.length; i++) {
            moves[i] = Notation.COORDINATE.parse(position, coordinates[i]);
            position.makeMove(moves[i]);
        }
        return moves;
    }

    // ---------------------------------------------------------------- found by fuzzing

    /**
     * Found by the UCI fuzz run: a halfmove clock of 2147483647 was read, overflowed on the next
     * move and the repetition check indexed the history at -1 (the search thread died, no
     * bestmove). Numbers have at most 9 digits now; 999999999 plays on.
     */
    @Test
    void aClockThatWouldOverflowInPlayIsRejected() {
        String board = "3k5/9/9/2P1P4/2P1P4/4P4/9/9/4A4/3AK4 w - - ";
        FenException clock = assertThrows(FenException.class, () -> Fen.parse(board + "2147483647 1"));
        assertEquals(FenException.Error.BAD_HALFMOVE_CLOCK, clock.error());
        FenException number = assertThrows(FenException.class, () -> Fen.parse(board + "0 2147483647"));
        assertEquals(FenException.Error.BAD_FULLMOVE_NUMBER, number.error());
        assertTrue(number.getMessage().contains("at most 9 digits"), number.getMessage());

        Position position = Fen.parse(board + "999999999 999999999");
        // the largest numbers accepted play on and are written back
        int[] moves = new int[Position.MAX_MOVES];
        for (int ply = 0; ply < 4; ply++) {
            position.generateMoves(moves, 0);
            position.makeMove(moves[0]);
        }
        assertEquals(1_000_000_003, position.halfmoveClock());
        assertEquals("1000000001", Fen.write(position).split(" ")[5]);
    }

    @Test
    void theSeedsAreValid() {
        for (String fen : FENS) {
            assertDoesNotThrow(() -> readFen(fen), fen);
        }
    }
}
