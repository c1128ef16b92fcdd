package org.gametree.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;

/**
 * The fast generator against the naive {@link ReferenceRules}, and the move validator against
 * the generator over every from/to pair, in the suite's positions and along random games.
 */
class ReferenceRulesTest {

    @Test
    void generatorAgreesWithReferenceRules() {
        List<String> starts = new ArrayList<>(TestData.perftFens());
        starts.add(0, Position.START_FEN);
        int[] positions = {0};
        for (int i = 0; i < starts.size(); i++) {
            RandomGames.play(starts.get(i), 7 + i, 60, 60, (position, ply) -> {
                compare(position);
                positions[0]++;
            }, (position, ply) -> { });
            compare(Fen.parse(starts.get(i)));
        }
        assertTrue(positions[0] > 4000, "compared " + positions[0] + " positions");
    }

    private static void compare(Position position) {
        Set<String> expected = new TreeSet<>(new ReferenceRules(position).legalMoves());
        Set<String> actual = new TreeSet<>();
        for (int move : position.legalMoves()) {
            actual.add(Move.toCoordinate(move));
        }
        assertEquals(expected, actual, () -> "legal moves of " + Fen.write(position));
    }

    @Test
    void validatorAgreesWithGeneratorOnEveryFromToPair() {
        List<String> fens = new ArrayList<>(TestData.perftFens());
        fens.add(Position.START_FEN);
        for (String fen : fens) {
            Position position = Fen.parse(fen);
            Set<Integer> legal = new HashSet<>();
            for (int move : position.legalMoves()) {
                legal.add(move);
            }
            for (int from = 0; from < 256; from++) {
                for (int to = 0; to < 256; to++) {
                    if (!Squares.isOnBoard(from) || !Squares.isOnBoard(to)) {
                        continue;
                    }
                    int move = Move.of(from, to);
                    assertEquals(legal.contains(move), position.isLegal(move),
                            () -> Squares.name(Move.from(move)) + Squares.name(Move.to(move)) + " in " + fen);
                }
            }
            assertEquals(fen, Fen.write(position), "validation leaves the position unchanged");
        }
    }
}
