package org.gametree.gomoku.book;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.notation.Notation;
import org.junit.jupiter.api.Test;

class RenjuOpeningsTest {

    private static int transform(int point, int s) {
        int x = GomokuPosition.x(point);
        int y = GomokuPosition.y(point);
        return GomokuPosition.point(GomokuBook.transformX(x, y, s, 15), GomokuBook.transformY(x, y, s, 15));
    }

    @Test
    void everyOpeningIsRecognisedInAllEightOrientations() {
        assertEquals(26, RenjuOpenings.ALL.size());
        assertEquals(26, RenjuOpenings.ALL.stream().map(RenjuOpenings.Opening::chinese).distinct().count());
        for (RenjuOpenings.Opening opening : RenjuOpenings.ALL) {
            int[] standard = RenjuOpenings.moves(opening, 15);
            Set<String> images = new HashSet<>();
            for (int s = 0; s < GomokuBook.SYMMETRIES; s++) {
                int[] moves = {transform(standard[0], s), transform(standard[1], s), transform(standard[2], s)};
                images.add(Notation.formatMoves(15, moves));
                assertEquals(Optional.of(opening), RenjuOpenings.of(moves, 15), opening + " under symmetry " + s);
                GomokuPosition position = Notation.play(Rule.RENJU, 15, Notation.formatMoves(15, moves));
                assertEquals(Optional.of(opening), RenjuOpenings.of(position));
            }
            // openings symmetric about White's line have 4 distinct images, the others 8
            boolean onAxis = opening.direct() ? opening.dx() == 0 : opening.dx() == opening.dy();
            assertEquals(onAxis ? 4 : 8, images.size(), opening.toString());
        }
    }

    @Test
    void knownPlacementsInBoardCoordinates() {
        assertEquals("4D 花月", name("h8,h9,i9"));
        assertEquals("7I 浦月", name("h8,i9,i7"));
        assertEquals("1D 寒星", name("h8,h9,h10"));
        assertEquals("13I 彗星", name("h8,i9,f6"));
        assertEquals("11D 瑞星", name("h8,h9,h6"));
        // the same 花月 turned a quarter and reflected
        assertEquals("4D 花月", name("h8,g8,g7"));
        assertEquals("-", name("h8,h10,i9")); // White not beside the first stone
        assertEquals("-", name("h8,h9,k8")); // third stone outside the 5 × 5
        assertEquals("-", name("a1,h9,i9")); // first stone not in the centre
    }

    @Test
    void everyThirdStoneInTheCentreIsExactlyOneOpening() {
        Map<String, Integer> seen = new HashMap<>();
        int c = 7;
        int black = GomokuPosition.point(c, c);
        for (int wx = -1; wx <= 1; wx++) {
            for (int wy = -1; wy <= 1; wy++) {
                if (wx == 0 && wy == 0) {
                    continue;
                }
                int white = GomokuPosition.point(c + wx, c + wy);
                for (int x = -2; x <= 2; x++) {
                    for (int y = -2; y <= 2; y++) {
                        int third = GomokuPosition.point(c + x, c + y);
                        if (third == black || third == white) {
                            continue;
                        }
                        RenjuOpenings.Opening o = RenjuOpenings.of(new int[] {black, white, third}, 15).orElseThrow();
                        seen.merge(o.number(), 1, Integer::sum);
                    }
                }
            }
        }
        assertEquals(26, seen.size());
        assertEquals(8 * 23, seen.values().stream().mapToInt(Integer::intValue).sum());
        assertTrue(seen.values().stream().allMatch(n -> n == 4 || n == 8), seen.toString());
    }

    private static String name(String moves) {
        return RenjuOpenings.of(Notation.parseMoves(15, moves), 15).map(o -> o.number() + " " + o.chinese()).orElse("-");
    }
}
