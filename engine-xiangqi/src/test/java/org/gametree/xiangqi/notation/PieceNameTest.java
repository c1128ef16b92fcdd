package org.gametree.xiangqi.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.HashSet;
import java.util.Set;

import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.Squares;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** {@link Notation#pieceName}: a piece on a square named as the notation's moves name it. */
class PieceNameTest {

    @ParameterizedTest(name = "{0} {1}: {2} / {3} / {4}")
    @CsvSource(delimiter = '|', value = {
        "start | h2 | 炮二 | C2 | h2",
        "start | b2 | 炮八 | C8 | b2",
        "start | b0 | 马八 | H8 | b0",
        "start | h9 | 马8 | H8 | h9",
        "start | e3 | 兵五 | P5 | e3",
        "start | e9 | 将5 | K5 | e9",
        "TR | a4 | 前车 | R+ | a4",
        "TR | a0 | 后车 | R- | a0",
        "TA | f2 | 前仕 | A+ | f2",
        "TA | f0 | 后仕 | A- | f0",
    })
    void namesAPieceOnASquare(String positionName, String square, String chinese, String wxf, String coordinate) {
        Position position = KnownMoves.position(positionName);
        int sq = Squares.parse(square, 0);
        assertEquals(chinese, Notation.CHINESE.pieceName(position, sq));
        assertEquals(wxf, Notation.WXF.pieceName(position, sq));
        assertEquals(coordinate, Notation.COORDINATE.pieceName(position, sq));
    }

    @Test
    void everyPieceOfTheStartHasItsOwnName() {
        Position start = Position.startPosition();
        for (Notation notation : Notation.values()) {
            Set<String> names = new HashSet<>();
            int pieces = 0;
            for (int file = 0; file < Squares.FILES; file++) {
                for (int rank = 0; rank < Squares.RANKS; rank++) {
                    int sq = Squares.of(file, rank);
                    if (start.pieceAt(sq) != 0) {
                        pieces++;
                        names.add(org.gametree.xiangqi.Piece.side(start.pieceAt(sq)) + notation.pieceName(start, sq));
                    }
                }
            }
            assertEquals(pieces, names.size(), notation.label());
        }
        assertThrows(IllegalArgumentException.class, () -> Notation.WXF.pieceName(start, Squares.parse("e5", 0)));
    }
}
