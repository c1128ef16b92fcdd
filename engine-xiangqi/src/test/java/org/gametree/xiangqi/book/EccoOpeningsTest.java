package org.gametree.xiangqi.book;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;

import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.Squares;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class EccoOpeningsTest {

    private static String name(String moves) {
        int[] line = Arrays.stream(moves.split(" ")).filter(s -> !s.isEmpty())
                .mapToInt(m -> Move.of(Squares.parse(m, 0), Squares.parse(m, 2))).toArray();
        return EccoOpenings.table().classify(Position.startPosition(), line).map(o -> o.code() + " " + o.chinese()).orElse("-");
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
            "h2e2, B00 中炮局",
            "h2e2 h9g7 h0g2 b9c7, C00 中炮对屏风马",
            // the usual move order with 车9平8 first reaches the other C00 line
            "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 c3c4 c6c5, C00 中炮对屏风马",
            // a transposition: Black's horses in the other order, Red's horse later
            "h2e2 b9c7 h0g2 h9g7, C00 中炮对屏风马",
            "h2e2 b9c7 h0g2 h7f7 i0h0 h9g7, B30 中炮对反宫马",
            "h2e2 h7e7 h0g2 h9g7 i0h0 i9i8, D20 顺炮直车对横车",
            "h2e2 b7e7, D50 中炮对列炮",
            "c3c4 b7c7 h2e2, E10 仙人指路对卒底炮",
            "c3c4 g6g5, E40 对兵局",
            "g0e2 h7e7, A27 飞相对左中炮",
            "h0g2 g6g5, A40 起马局",
            "h2d2, A60 过宫炮局",
            "h2f2, A50 仕角炮局",
            // mirror images take their twin's name
            "b2e2 b9c7 b0c2 h9g7, C00 中炮对屏风马",
            "g3g4 h7g7, E10 仙人指路对卒底炮",
            "c0e2, A10 飞相局",
            "a3a4, -",
    })
    void namesKnownLines(String moves, String expected) {
        assertEquals(expected, name(moves));
    }

    @ParameterizedTest
    @CsvSource({"h2e2 h9g7 h0g2 b9c7", "c3c4 b7c7"})
    void aPositionAtTheEndOfALineIsNamedByItself(String moves) {
        assertTrue(name(moves).length() > 1);
    }

    @Test
    void everyOpeningIsListedOnce() {
        var openings = EccoOpenings.table().openings();
        assertEquals(openings.size(), openings.stream().distinct().count());
        assertEquals(openings.size(), openings.stream().map(EccoOpenings.Opening::code).distinct().count(),
                "one name per code (lines sharing a code share its name)");
        assertTrue(openings.contains(new EccoOpenings.Opening("C00", "中炮对屏风马", "Central Cannon vs Screen Horses")));
    }
}
