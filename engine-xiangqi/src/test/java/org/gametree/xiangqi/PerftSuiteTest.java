package org.gametree.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/** Perft against the reference suite computed by Fairy-Stockfish and an independent generator. */
class PerftSuiteTest {

    static Stream<Arguments> suite() {
        return TestData.tsv("xiangqi-perft.tsv").stream()
                .map(row -> Arguments.of(row[5], row[0], new long[] {
                    Long.parseLong(row[1]), Long.parseLong(row[2]), Long.parseLong(row[3]), Long.parseLong(row[4])}));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("suite")
    void everyDepthOfTheSuite(String category, String fen, long[] expected) {
        Position position = Fen.parse(fen);
        Perft perft = new Perft(position, expected.length);
        for (int depth = 1; depth <= expected.length; depth++) {
            assertEquals(expected[depth - 1], perft.count(depth), "perft " + depth + " of " + fen);
        }
        assertEquals(fen, Fen.write(position), "perft must leave the position as it found it");
    }

    @ParameterizedTest(name = "start position, depth {0}")
    @CsvSource({"1, 44", "2, 1920", "3, 79666", "4, 3290240"})
    void startPosition(int depth, long expected) {
        assertEquals(expected, new Perft(Position.startPosition(), depth).count(depth));
    }

    @ParameterizedTest(name = "divide sums to perft: {1}")
    @MethodSource("suite")
    void divideAddsUp(String category, String fen, long[] expected) {
        Perft.Divide divide = new Perft(Fen.parse(fen), 3).divide(3);
        assertEquals(expected[2], divide.total());
    }
}
