package org.gametree.gomoku.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;

import org.gametree.gomoku.ForbiddenPoints;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.notation.Notation;
import org.junit.jupiter.api.Test;

class PointPatternsTest {

    private static final int ROW = 0;
    private static final int SIZE = 15;

    private static PointPatterns of(GomokuPosition position) {
        PointPatterns patterns = new PointPatterns();
        patterns.reset(position);
        return patterns;
    }

    private static int at(String point) {
        return Notation.parsePoint(SIZE, point);
    }

    @Test
    void aStoneNextToThreeInARowMakesAnOpenFourOrAFour() {
        // black h8 i8 j8, white far away; black to move
        GomokuPosition position = Notation.play(Rule.FREESTYLE, SIZE, "h8,a1,i8,a3,j8,a5");
        PointPatterns patterns = of(position);
        assertEquals(PointPatterns.FLEX4, patterns.classAt(at("g8"), ROW, GomokuPosition.BLACK));
        assertEquals(PointPatterns.FLEX4, patterns.classAt(at("k8"), ROW, GomokuPosition.BLACK));
        assertEquals(PointPatterns.BLOCK4, patterns.classAt(at("f8"), ROW, GomokuPosition.BLACK), "f8 _ h8 i8 j8");
        // for white g8 only blocks: black h8 ends its row there, room to the left and nothing more
        assertEquals(PointPatterns.ROOM, patterns.classAt(at("g8"), ROW, GomokuPosition.WHITE));
    }

    @Test
    void blockedThreesAndOpenTwosAreTold() {
        // black h8 i8, white g8 blocks the left: j8 makes a closed three (g8 X X X . .)
        GomokuPosition position = Notation.play(Rule.FREESTYLE, SIZE, "h8,g8,i8,a1");
        PointPatterns patterns = of(position);
        assertEquals(PointPatterns.BLOCK3, patterns.classAt(at("j8"), ROW, GomokuPosition.BLACK));
        // black h8 alone: i8 makes an open two
        GomokuPosition two = Notation.play(Rule.FREESTYLE, SIZE, "h8,a1");
        assertEquals(PointPatterns.FLEX2, of(two).classAt(at("i8"), ROW, GomokuPosition.BLACK));
        // black h8 i8 open: j8 makes an open three
        GomokuPosition three = Notation.play(Rule.FREESTYLE, SIZE, "h8,a1,i8,a3");
        assertEquals(PointPatterns.FLEX3, of(three).classAt(at("j8"), ROW, GomokuPosition.BLACK));
    }

    @Test
    void anOverlineIsNoFiveForRenjuBlackButIsForWhiteAndFreestyle() {
        // black d8 e8 f8 h8 i8: g8 joins six
        String moves = "d8,a1,e8,a3,f8,a5,h8,a7,i8,a9";
        GomokuPosition renju = Notation.play(Rule.RENJU, SIZE, moves);
        assertNotEquals(PointPatterns.FIVE, of(renju).classAt(at("g8"), ROW, GomokuPosition.BLACK));
        GomokuPosition freestyle = Notation.play(Rule.FREESTYLE, SIZE, moves);
        assertEquals(PointPatterns.FIVE, of(freestyle).classAt(at("g8"), ROW, GomokuPosition.BLACK));
        // the same shape in white under Renju: an overline wins for white
        GomokuPosition white = Notation.play(Rule.RENJU, SIZE, "o15," + moves);
        assertEquals(PointPatterns.FIVE, of(white).classAt(at("g8"), ROW, GomokuPosition.WHITE));
    }

    @Test
    void incrementalKeysMatchTheBoardAfterEveryMoveAndTakeBack() {
        Random random = new Random(7);
        for (int game = 0; game < 30; game++) {
            GomokuPosition position = EvaluationTest.random(random, game % 2 == 0 ? 15 : 20, random.nextInt(20));
            PointPatterns patterns = of(position);
            int moves = 0;
            for (int step = 0; step < 60; step++) {
                if (moves > 0 && random.nextInt(3) == 0) {
                    int last = position.lastMove();
                    patterns.toggle(last, position.stoneAt(last));
                    position.unmakeMove();
                    moves--;
                } else {
                    int p = GomokuPosition.point(random.nextInt(position.size()), random.nextInt(position.size()));
                    if (position.stoneAt(p) != GomokuPosition.EMPTY) {
                        continue;
                    }
                    int stone = position.stoneToMove();
                    position.makeMove(p);
                    patterns.toggle(p, stone);
                    moves++;
                }
                for (int y = 0; y < position.size(); y++) {
                    for (int x = 0; x < position.size(); x++) {
                        int p = GomokuPosition.point(x, y);
                        for (int d = 0; d < 4; d++) {
                            assertEquals(PointPatterns.keyOf(position, p, d), patterns.key(p, d));
                        }
                    }
                }
            }
        }
    }

    @Test
    void theQuickForbiddenTestNeverClearsAForbiddenPoint() {
        Random random = new Random(11);
        int forbidden = 0;
        int cleared = 0;
        for (int game = 0; game < 400; game++) {
            // black-heavy clusters, where double threes, double fours and long rows occur
            GomokuPosition position = new GomokuPosition(Rule.RENJU, SIZE);
            int stones = 8 + random.nextInt(30);
            while (position.ply() < stones) {
                int p = GomokuPosition.point(4 + random.nextInt(7), 4 + random.nextInt(7));
                if (position.stoneAt(p) == GomokuPosition.EMPTY) {
                    position.makeMove(p);
                }
            }
            PointPatterns patterns = of(position);
            for (int y = 0; y < SIZE; y++) {
                for (int x = 0; x < SIZE; x++) {
                    int p = GomokuPosition.point(x, y);
                    if (position.stoneAt(p) != GomokuPosition.EMPTY) {
                        continue;
                    }
                    boolean may = patterns.mayBeForbidden(p);
                    if (ForbiddenPoints.isForbidden(position, p)) {
                        forbidden++;
                        assertTrue(may, Notation.name(SIZE, p) + " after " + Notation.formatMoves(position));
                    } else if (!may) {
                        cleared++;
                    }
                }
            }
        }
        assertTrue(forbidden > 100, "the positions should hold forbidden points: " + forbidden);
        assertTrue(cleared > 1000, "the quick test should clear most points: " + cleared);
    }
}
