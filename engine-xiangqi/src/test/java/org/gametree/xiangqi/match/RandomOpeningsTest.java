package org.gametree.xiangqi.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;

import org.gametree.xiangqi.GameRules;
import org.gametree.xiangqi.Position;
import org.junit.jupiter.api.Test;

/** Random openings: legal, playable, and opening i a function of (seed, i) alone. */
class RandomOpeningsTest {

    @Test
    void everyOpeningIsLegalAndLeavesAGameGoingWithoutCheck() {
        for (int plies : new int[] {1, 4, 8, 20}) {
            for (Opening opening : RandomOpenings.range(1, 0, 100, plies)) {
                assertEquals(plies, opening.moves().length, opening.toString());
                Position position = MatchTests.replay(new GameRecord(1, "e", "d", opening, "r", "b", true, opening.moves(),
                        new String[plies], org.gametree.xiangqi.GameResult.Outcome.DRAW, Termination.MAX_PLIES, "", "t"));
                assertFalse(GameRules.result(position).isOver(), opening.toString());
                assertFalse(position.isInCheck(), opening.toString());
            }
        }
    }

    @Test
    void theOpeningsAreNamedByTheirIndex() {
        Opening opening = RandomOpenings.opening(1, 17, 8);
        assertEquals("random 17", opening.english());
        assertEquals("随机 17", opening.chinese());
    }

    @Test
    void aSeedGivesTheSameOpeningsEveryTimeAndAnotherSeedOthers() {
        assertEquals(RandomOpenings.range(42, 0, 50, 8), RandomOpenings.range(42, 0, 50, 8));
        assertNotEquals(RandomOpenings.range(42, 0, 50, 8), RandomOpenings.range(43, 0, 50, 8));
        Set<String> lines = new HashSet<>();
        for (Opening opening : RandomOpenings.range(42, 0, 200, 8)) {
            lines.add(String.join(" ", opening.coordinates()));
        }
        assertTrue(lines.size() >= 195, "200 openings of 8 random plies are nearly all different: " + lines.size());
    }

    @Test
    void openingIDependsNeitherOnHowManyAreDrawnNorOnTheThread() {
        List<Opening> hundred = RandomOpenings.range(7, 0, 100, 8);
        assertEquals(hundred.subList(0, 10), RandomOpenings.range(7, 0, 10, 8));
        assertEquals(hundred.subList(60, 100), RandomOpenings.range(7, 60, 40, 8));
        assertEquals(hundred.get(33), RandomOpenings.opening(7, 33, 8));
        List<Opening> parallel = IntStream.range(0, 100).parallel().mapToObj(i -> RandomOpenings.opening(7, i, 8)).toList();
        assertEquals(hundred, parallel);
    }

    @Test
    void badArgumentsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> RandomOpenings.opening(1, 0, -1));
        assertThrows(IllegalArgumentException.class, () -> RandomOpenings.range(1, -1, 5, 8));
    }
}
