package org.gametree.xiangqi.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Piece;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.Squares;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The structured description the notations render, checked directly. */
class MoveDescriberTest {

    @ParameterizedTest(name = "{0} {1}: file {2}, {3} of {4}, file named {5}")
    @CsvSource(delimiter = '|', value = {
        "start | h2 | 2 | 0 | 1 | false",
        "start | b2 | 8 | 0 | 1 | false",
        "B1 | b7 | 2 | 0 | 1 | false",
        "B1 | h9 | 8 | 0 | 1 | false",
        "TR | a4 | 9 | 0 | 2 | false",
        "TR | a0 | 9 | 1 | 2 | false",
        "TRB | i5 | 9 | 0 | 2 | false",
        "TRB | i9 | 9 | 1 | 2 | false",
        "TA | f2 | 4 | 0 | 2 | false",
        "TA | f0 | 4 | 1 | 2 | false",
        "P5 | e8 | 5 | 0 | 5 | false",
        "P5 | e6 | 5 | 2 | 5 | false",
        "P5 | e3 | 5 | 4 | 5 | false",
        "PB5 | e1 | 5 | 0 | 5 | false",
        "PB5 | e6 | 5 | 4 | 5 | false",
        "P32 | g6 | 3 | 0 | 3 | true",
        "P32 | g5 | 3 | 1 | 3 | true",
        "P32 | c5 | 7 | 1 | 2 | true",
        "P221 | a3 | 9 | 0 | 1 | false",
        "P221 | g6 | 3 | 0 | 2 | true",
        "PB32 | c3 | 3 | 0 | 3 | true",
        "PB32 | c6 | 3 | 2 | 3 | true",
        "PB32 | g4 | 7 | 1 | 2 | true",
        "PB2 | c3 | 3 | 0 | 2 | false",
    })
    void locatesPieces(String positionName, String square, int file, int index, int count, boolean fileNamed) {
        Position position = KnownMoves.position(positionName);
        Locator locator = new MoveDescriber(position).locate(Squares.parse(square, 0));
        assertEquals(new Locator(file, index, count, fileNamed), locator);
    }

    @ParameterizedTest(name = "{0} {1}: {2} {3}")
    @CsvSource(delimiter = '|', value = {
        "start | h2e2 | SIDEWAYS | 5",
        "start | h2h9 | FORWARD | 7",
        "start | h2h1 | BACKWARD | 1",
        "start | b0c2 | FORWARD | 7",
        "start | g0e2 | FORWARD | 5",
        "B1 | h9g7 | FORWARD | 7",
        "B1 | h7h3 | FORWARD | 4",
        "B2 | g7h9 | BACKWARD | 8",
        "B2 | i9h9 | SIDEWAYS | 8",
        "TRB | i5i6 | BACKWARD | 1",
        "TEB | c5a7 | BACKWARD | 1",
    })
    void describesActionAndNumber(String positionName, String coordinate, Action action, int number) {
        Position position = KnownMoves.position(positionName);
        int move = Notation.COORDINATE.parse(position, coordinate);
        MoveDescription d = new MoveDescriber(position).describe(move);
        assertEquals(action, d.action());
        assertEquals(number, d.number());
        assertEquals(move, d.move());
        assertEquals(position.sideToMove(), d.side());
        assertEquals(Piece.type(position.pieceAt(Move.from(move))), d.type());
    }

    @Test
    void rejectsNonMoves() {
        Position start = Position.startPosition();
        MoveDescriber describer = new MoveDescriber(start);
        int fromEmpty = Move.of(Squares.parse("e4", 0), Squares.parse("e5", 0));
        assertThrows(IllegalArgumentException.class, () -> describer.describe(fromEmpty));
        int horseSideways = Move.of(Squares.parse("h0", 0), Squares.parse("g0", 0));
        assertThrows(IllegalArgumentException.class, () -> describer.describe(horseSideways));
        assertThrows(IllegalArgumentException.class, () -> describer.locate(Squares.parse("e5", 0)));
    }

    @Test
    void countsTandemPawnFilesPerSide() {
        assertEquals(2, new MoveDescriber(KnownMoves.position("P32")).tandemPawnFiles(Piece.RED));
        assertEquals(0, new MoveDescriber(KnownMoves.position("P32")).tandemPawnFiles(Piece.BLACK));
        assertEquals(1, new MoveDescriber(KnownMoves.position("P5")).tandemPawnFiles(Piece.RED));
        assertEquals(2, new MoveDescriber(KnownMoves.position("PB32")).tandemPawnFiles(Piece.BLACK));
    }
}
