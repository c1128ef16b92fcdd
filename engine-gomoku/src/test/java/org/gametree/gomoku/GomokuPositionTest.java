package org.gametree.gomoku;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;

import org.gametree.gomoku.notation.Notation;
import org.junit.jupiter.api.Test;

class GomokuPositionTest {

    private static GomokuPosition play(Rule rule, String moves) {
        return Notation.play(rule, 15, moves);
    }

    @Test
    void emptyBoard() {
        for (int size = GomokuPosition.MIN_SIZE; size <= GomokuPosition.MAX_SIZE; size++) {
            GomokuPosition position = new GomokuPosition(Rule.FREESTYLE, size);
            assertTrue(position.isConsistent());
            assertEquals(GomokuPosition.BLACK, position.stoneToMove());
            assertEquals(0, position.sideToMove());
            int[] moves = new int[GomokuPosition.MAX_POINTS];
            int n = position.generateMoves(moves, 0);
            assertEquals(size * size, n);
            for (int i = 0; i < n; i++) {
                assertNotEquals(0, moves[i], "0 is never a move");
                assertTrue(position.isOnBoard(moves[i]));
            }
            assertEquals(GameResult.ONGOING, position.result());
        }
    }

    @Test
    void sizesOutsideFifteenToTwentyAreRejected() {
        assertThrows(IllegalArgumentException.class, () -> new GomokuPosition(Rule.FREESTYLE, 14));
        assertThrows(IllegalArgumentException.class, () -> new GomokuPosition(Rule.FREESTYLE, 21));
    }

    @Test
    void gomocupRuleIds() {
        assertEquals(Rule.FREESTYLE, Rule.fromGomocupId(0));
        assertEquals(Rule.STANDARD, Rule.fromGomocupId(1));
        assertEquals(Rule.RENJU, Rule.fromGomocupId(4));
        assertThrows(IllegalArgumentException.class, () -> Rule.fromGomocupId(2));
    }

    @Test
    void fiveWinsUnderEveryRule() {
        for (Rule rule : Rule.values()) {
            GomokuPosition black = play(rule, "d8,d9,e8,e9,f8,f9,g8,g9,h8");
            assertEquals(GameResult.BLACK_WINS, black.result(), rule.name());
            GomokuPosition white = play(rule, "a1,d9,d8,e9,e8,f9,f8,g9,b2,h9");
            assertEquals(GameResult.WHITE_WINS, white.result(), rule.name());
            int[] moves = new int[GomokuPosition.MAX_POINTS];
            assertEquals(0, white.generateMoves(moves, 0), "no moves after a win");
        }
    }

    @Test
    void fourIsNotAWin() {
        assertEquals(GameResult.ONGOING, play(Rule.FREESTYLE, "d8,d9,e8,e9,f8,f9,g8").result());
    }

    @Test
    void overlineWinsInFreestyleOnly() {
        // Black d8 e8 f8 _ h8 i8 then g8: six in a row.
        String moves = "d8,d9,e8,e9,f8,f9,h8,h9,i8,i9,";
        assertEquals(GameResult.BLACK_WINS, play(Rule.FREESTYLE, moves + "g8").result());
        assertEquals(GameResult.ONGOING, play(Rule.STANDARD, moves + "g8").result(), "standard: overline is no win");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> play(Rule.RENJU, moves + "g8"));
        assertEquals("move 11 'g8' is forbidden for black (overline) under renju", e.getMessage());
    }

    @Test
    void whiteOverlineWinsInRenjuButNotInStandard() {
        String moves = "a1,d8,a3,e8,a5,f8,a7,h8,a9,i8,a11,g8";
        assertEquals(GameResult.WHITE_WINS, play(Rule.RENJU, moves).result());
        assertEquals(GameResult.WHITE_WINS, play(Rule.FREESTYLE, moves).result());
        assertEquals(GameResult.ONGOING, play(Rule.STANDARD, moves).result());
    }

    @Test
    void fullBoardIsADraw() {
        // Colour ((x / 2) + y) % 2: runs of at most two in every direction, so no five ever.
        // 15x15 has 113 "black" points and 112 "white" ones; 20x20 has 200 of each (400 moves:
        // the move history grows past its first 256 entries).
        for (int size : new int[] {15, 20}) {
            int[] blacks = new int[size * size];
            int[] whites = new int[size * size];
            int nb = 0;
            int nw = 0;
            for (int y = 0; y < size; y++) {
                for (int x = 0; x < size; x++) {
                    int p = GomokuPosition.point(x, y);
                    if ((x / 2 + y) % 2 == 0) {
                        blacks[nb++] = p;
                    } else {
                        whites[nw++] = p;
                    }
                }
            }
            assertEquals(size * size, nb + nw);
            for (Rule rule : Rule.values()) {
                GomokuPosition position = new GomokuPosition(rule, size);
                for (int i = 0; i < size * size; i++) {
                    position.makeMove((i & 1) == 0 ? blacks[i / 2] : whites[i / 2]);
                    if (i < size * size - 1) {
                        assertEquals(GameResult.ONGOING, position.result());
                    }
                }
                assertEquals(GameResult.DRAW, position.result(), rule.name());
                assertEquals(0, position.generateMoves(new int[GomokuPosition.MAX_POINTS], 0));
                GomokuPosition copy = position.copy();
                assertEquals(position.key(), copy.key());
                assertArrayEquals(position.moves(), copy.moves());
                while (position.ply() > 0) {
                    position.unmakeMove();
                }
                assertEquals(new GomokuPosition(rule, size).key(), position.key());
            }
        }
    }

    @Test
    void keyAndConsistencyThroughRandomGames() {
        SplittableRandom random = new SplittableRandom(20261121);
        int[] moves = new int[GomokuPosition.MAX_POINTS];
        for (int game = 0; game < 24; game++) {
            Rule rule = Rule.values()[game % 3];
            int size = game % 4 == 3 ? 20 : 15;
            GomokuPosition position = new GomokuPosition(rule, size);
            long[] keys = new long[size * size + 1];
            keys[0] = position.key();
            while (true) {
                int n = position.generateMoves(moves, 0);
                if (n == 0) {
                    break;
                }
                // play near the centre so that patterns (and forbidden points) arise
                int move = moves[random.nextInt(n)];
                for (int tries = 0; tries < 8 && Math.abs(GomokuPosition.x(move) - size / 2) + Math.abs(GomokuPosition.y(move) - size / 2) > 5; tries++) {
                    move = moves[random.nextInt(n)];
                }
                position.makeMove(move);
                assertTrue(position.isConsistent());
                assertFivePointsMatchPlacingEveryStone(position);
                keys[position.ply()] = position.key();
                if (position.ply() > 60) {
                    break;
                }
            }
            int[] played = position.moves();
            // Unmake everything: every key must come back.
            while (position.ply() > 0) {
                position.unmakeMove();
                assertTrue(position.isConsistent());
                assertEquals(keys[position.ply()], position.key());
            }
            // The same stones in another order of each colour give the same key (a transposition).
            if (played.length >= 4) {
                GomokuPosition other = new GomokuPosition(rule, size);
                other.makeMove(played[2]);
                other.makeMove(played[3]);
                other.makeMove(played[0]);
                other.makeMove(played[1]);
                for (int i = 4; i < played.length; i++) {
                    other.makeMove(played[i]);
                }
                assertEquals(keys[played.length], other.key());
                assertArrayEquals(played, Notation.play(rule, size, Notation.formatMoves(size, played)).moves());
            }
        }
    }

    @Test
    void renjuGeneratorNeverOffersAForbiddenPointToBlack() {
        SplittableRandom random = new SplittableRandom(7);
        int[] moves = new int[GomokuPosition.MAX_POINTS];
        for (int game = 0; game < 6; game++) {
            GomokuPosition position = new GomokuPosition(Rule.RENJU, 15);
            for (int ply = 0; ply < 50; ply++) {
                int n = position.generateMoves(moves, 0);
                if (n == 0) {
                    break;
                }
                if (position.stoneToMove() == GomokuPosition.BLACK) {
                    int empty = 0;
                    for (int i = 0; i < n; i++) {
                        assertFalse(ForbiddenPoints.isForbidden(position, moves[i]));
                    }
                    for (int y = 0; y < 15; y++) {
                        for (int x = 0; x < 15; x++) {
                            empty += position.stoneAt(GomokuPosition.point(x, y)) == GomokuPosition.EMPTY ? 1 : 0;
                        }
                    }
                    assertEquals(empty, n + ForbiddenPoints.all(position).size());
                }
                int move = moves[random.nextInt(n)];
                for (int tries = 0; tries < 10 && Math.abs(GomokuPosition.x(move) - 7) + Math.abs(GomokuPosition.y(move) - 7) > 4; tries++) {
                    move = moves[random.nextInt(n)];
                }
                position.makeMove(move);
                assertTrue(position.result() != GameResult.WHITE_WINS || position.stoneToMove() == GomokuPosition.BLACK,
                        "black never loses by a forbidden move the generator offered");
            }
        }
    }

    /** The window-based five points equal those found by placing a stone on every empty point. */
    private static void assertFivePointsMatchPlacingEveryStone(GomokuPosition position) {
        if (position.result().isOver()) {
            return;
        }
        for (int stone = GomokuPosition.BLACK; stone <= GomokuPosition.WHITE; stone++) {
            java.util.Set<Integer> expected = new java.util.TreeSet<>();
            for (int y = 0; y < position.size(); y++) {
                for (int x = 0; x < position.size(); x++) {
                    int p = GomokuPosition.point(x, y);
                    if (position.stoneAt(p) == GomokuPosition.EMPTY) {
                        position.cells[p] = (byte) stone;
                        if (position.makesWin(p)) {
                            expected.add(p);
                        }
                        position.cells[p] = GomokuPosition.EMPTY;
                    }
                }
            }
            int[] out = new int[64];
            int n = position.fivePoints(stone, out, out.length);
            java.util.Set<Integer> actual = new java.util.TreeSet<>();
            for (int i = 0; i < n; i++) {
                actual.add(out[i]);
            }
            assertEquals(expected, actual, "five points of " + stone + " after " + Notation.formatMoves(position.size(), position.moves()));
            assertEquals(n == 0 ? 0 : out[0], position.firstFivePoint(stone));
        }
    }

    /** The cells-only four test names the same five points as putting the stone on the board. */
    @Test
    void fivePointsIfPlacedMatchesPuttingTheStone() {
        SplittableRandom random = new SplittableRandom(21);
        int[] a = new int[8];
        int[] b = new int[8];
        int fives = 0;
        for (Rule rule : Rule.values()) {
            for (int game = 0; game < 30; game++) {
                GomokuPosition position = new GomokuPosition(rule, 15);
                int stones = 16 + random.nextInt(28);
                while (position.ply() < stones) {
                    // a 7x7 corner-side square: crowded rows, overlines and the edge
                    int p = GomokuPosition.point(random.nextInt(7), 4 + random.nextInt(7));
                    if (position.stoneAt(p) == GomokuPosition.EMPTY) {
                        position.makeMove(p);
                    }
                }
                long key = position.key();
                for (int p = 0; p < GomokuPosition.MAX_POINTS; p++) {
                    if (!position.isOnBoard(p) || position.stoneAt(p) != GomokuPosition.EMPTY) {
                        continue;
                    }
                    for (int stone = GomokuPosition.BLACK; stone <= GomokuPosition.WHITE; stone++) {
                        int n = position.fivePointsIfPlaced(p, stone, a, 8);
                        position.putStone(p, stone);
                        int m = position.fivePointsThrough(p, stone, b, 8);
                        position.takeStone(p);
                        assertEquals(m, n, rule + " " + Notation.name(15, p));
                        java.util.Arrays.sort(a, 0, n);
                        java.util.Arrays.sort(b, 0, m);
                        assertArrayEquals(java.util.Arrays.copyOf(b, m), java.util.Arrays.copyOf(a, n));
                        fives += n;
                    }
                }
                assertEquals(key, position.key());
                assertTrue(position.isConsistent());
            }
        }
        assertTrue(fives > 100, "too few five points to compare: " + fives);
    }
}
