package org.gametree.xiangqi.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Position;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every row of {@link KnownMoves}: each notation writes the expected text and reads it back. */
class KnownMovesTest {

    @ParameterizedTest(name = "{0} {1} = {2} = {3}")
    @MethodSource("org.gametree.xiangqi.notation.KnownMoves#rows")
    void formatsAndParsesTheKnownText(String positionName, String coordinate, String wxf, String chinese) {
        Position position = KnownMoves.position(positionName);
        String fen = Fen.write(position);
        int move = Notation.COORDINATE.parse(position, coordinate);
        assertEquals(coordinate, Move.toCoordinate(move));

        assertEquals(coordinate, Notation.COORDINATE.format(position, move));
        assertEquals(wxf, Notation.WXF.format(position, move));
        assertEquals(chinese, Notation.CHINESE.format(position, move));

        assertEquals(move, Notation.WXF.parse(position, wxf));
        assertEquals(move, Notation.CHINESE.parse(position, chinese));
        assertEquals(fen, Fen.write(position), "the position must not change");
    }
}
