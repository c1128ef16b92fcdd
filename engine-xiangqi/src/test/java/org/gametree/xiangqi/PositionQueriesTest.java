package org.gametree.xiangqi;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The allocation-free queries of {@link Position} — {@link Position#isPseudoLegal},
 * {@link Position#isLegal}, {@link Position#generateQuietMoves}, {@link Position#givesCheck},
 * {@link Position#countLegalMoves}, the cached {@link Position#isInCheck()} — against the move
 * generator (or against making the move), and the generator's order against a naive generator
 * written from the documented order, on every position of the perft suite and on the positions
 * of seeded random games from each of them.
 */
class PositionQueriesTest {

    private static final List<String> POSITIONS = new ArrayList<>();
    private static int inCheck;

    @BeforeAll
    static void collectPositions() {
        List<String> starts = new ArrayList<>(TestData.perftFens());
        starts.add(0, Position.START_FEN);
        for (int i = 0; i < starts.size(); i++) {
            POSITIONS.add(Fen.write(Fen.parse(starts.get(i))));
            RandomGames.play(starts.get(i), 4242 + i, i == 0 ? 600 : 40, 80,
                    (position, ply) -> POSITIONS.add(Fen.write(position)), (position, ply) -> { });
        }
        for (String fen : POSITIONS) {
            if (Fen.parse(fen).isInCheck()) {
                inCheck++;
            }
        }
        assertTrue(POSITIONS.size() >= 3000, "positions: " + POSITIONS.size());
        assertTrue(inCheck >= 100, "positions in check: " + inCheck);
    }

    /** Marks, per move int 0..65535, whether the generator listed it. */
    private static boolean[] listed(int[] moves, int n) {
        boolean[] listed = new boolean[1 << 16];
        for (int i = 0; i < n; i++) {
            listed[moves[i]] = true;
        }
        return listed;
    }

    @Test
    void isPseudoLegalAndIsLegalAnswerExactlyWhatTheGeneratorLists() {
        int[] buffer = new int[Position.MAX_MOVES];
        Random random = new Random(12);
        long asked = 0;
        for (String fen : POSITIONS) {
            Position position = Fen.parse(fen);
            boolean[] pseudo = listed(buffer, position.generatePseudoLegalMoves(buffer, 0, false));
            boolean[] legal = listed(buffer, position.generateMoves(buffer, 0));
            for (int move = 0; move < 1 << 16; move++) { // every Move.of(from, to), on the board or not
                if (position.isPseudoLegal(move) != pseudo[move] || position.isLegal(move) != legal[move]) {
                    throw new AssertionError(Move.toCoordinate(move) + " (" + move + ") in " + fen
                            + ": generator lists it " + pseudo[move] + "/" + legal[move]
                            + ", isPseudoLegal/isLegal " + position.isPseudoLegal(move) + "/" + position.isLegal(move));
                }
                asked++;
            }
            int[] garbage = {-1, Integer.MIN_VALUE, Integer.MAX_VALUE, 1 << 16, -65536,
                random.nextInt(), random.nextInt() | 1 << 16, buffer[0] | 1 << 16, buffer[0] | 1 << 31, buffer[0] - (1 << 16)};
            for (int move : garbage) {
                assertFalse(position.isPseudoLegal(move), move + " is no move");
                assertFalse(position.isLegal(move), move + " is no move");
            }
        }
        assertTrue(asked >= 3000L * 65536, "asked " + asked);
    }

    @Test
    void quietMovesAndCapturesSplitTheLegalMovesInTheirOrder() {
        int[] all = new int[Position.MAX_MOVES];
        int[] quiet = new int[Position.MAX_MOVES];
        int[] captures = new int[Position.MAX_MOVES];
        int withBoth = 0;
        for (String fen : POSITIONS) {
            Position position = Fen.parse(fen);
            int n = position.generateMoves(all, 0);
            int q = position.generateQuietMoves(quiet, 0);
            int c = position.generateCaptures(captures, 0);
            assertEquals(n, q + c, () -> "quiet + captures = all in " + fen);
            // Each is the legal list with the other kind left out, in the same order.
            int qi = 0;
            int ci = 0;
            for (int i = 0; i < n; i++) {
                int move = all[i];
                if (position.pieceAt(Move.to(move)) == 0) {
                    assertEquals(move, quiet[qi++], () -> "quiet moves in generation order in " + fen);
                } else {
                    assertEquals(move, captures[ci++], () -> "captures in generation order in " + fen);
                }
            }
            if (q > 0 && c > 0) {
                withBoth++;
            }
        }
        assertTrue(withBoth > 1000, "positions with both kinds: " + withBoth);
    }

    @Test
    void givesCheckAgreesWithMakingTheMove() {
        int[] moves = new int[Position.MAX_MOVES];
        int checks = 0;
        int discovered = 0;
        for (String fen : POSITIONS) {
            Position position = Fen.parse(fen);
            int n = position.generateMoves(moves, 0);
            for (int i = 0; i < n; i++) {
                int move = moves[i];
                boolean predicted = position.givesCheck(move);
                int moved = position.pieceAt(Move.from(move));
                position.makeMove(move);
                boolean check = position.isInCheck();
                boolean byMover = position.attacksKingSquare(position.kingSquare(position.sideToMove()), position.sideToMove() ^ 1);
                position.unmakeMove();
                assertEquals(check, byMover, "isInCheck is the attack test");
                assertEquals(check, predicted, () -> "givesCheck(" + Move.toCoordinate(move) + ") in " + fen);
                if (check) {
                    checks++;
                    int type = Piece.type(moved);
                    if (type == Piece.ADVISOR || type == Piece.ELEPHANT) {
                        discovered++; // these never check themselves
                    }
                }
            }
        }
        assertTrue(checks >= 1000, "checking moves seen: " + checks);
        assertTrue(discovered >= 10, "discovered checks by advisors and elephants seen: " + discovered);
    }

    @Test
    void countLegalMovesAndTheCachedCheckAgreeWithTheGenerator() {
        int[] moves = new int[Position.MAX_MOVES];
        int[] scratch = new int[Position.MAX_MOVES];
        for (String fen : POSITIONS) {
            Position position = Fen.parse(fen);
            boolean attacked = position.attacksKingSquare(position.kingSquare(position.sideToMove()), position.sideToMove() ^ 1);
            assertEquals(position.generateMoves(moves, 0), position.countLegalMoves(scratch, 0), () -> "count in " + fen);
            assertEquals(attacked, position.isInCheck(), () -> "check cached by counting in " + fen);
            Position fresh = Fen.parse(fen);
            assertEquals(attacked, fresh.isInCheck(), () -> "check asked first in " + fen);
            fresh.generateCaptures(moves, 0);
            assertEquals(attacked, fresh.isInCheck(), () -> "check cached by generating in " + fen);
        }
    }

    @Test
    void isInCheckAfterAMoveOrANullMoveIsTheFullAttackTest() {
        int[] moves = new int[Position.MAX_MOVES];
        int checks = 0;
        for (String fen : POSITIONS) {
            Position position = Fen.parse(fen);
            int n = position.generateMoves(moves, 0);
            for (int i = 0; i < n; i++) {
                int move = moves[i];
                position.makeMove(move);
                int us = position.sideToMove();
                boolean attacked = position.attacksKingSquare(position.kingSquare(us), us ^ 1);
                assertEquals(attacked, position.isInCheck(), () -> "after " + Move.toCoordinate(move) + " in " + fen);
                checks += attacked ? 1 : 0;
                position.makeNullMove();
                int them = position.sideToMove();
                assertEquals(position.attacksKingSquare(position.kingSquare(them), them ^ 1), position.isInCheck(),
                        () -> "after a null move in " + fen);
                position.unmakeNullMove();
                position.unmakeMove();
            }
        }
        assertTrue(checks >= 1000, "checks seen: " + checks);
    }

    @Test
    void generationOrderIsTheDocumentedOrder() {
        int[] moves = new int[Position.MAX_MOVES];
        int[] legal = new int[Position.MAX_MOVES];
        for (String fen : POSITIONS) {
            Position position = Fen.parse(fen);
            int[] expected = naivePseudoLegal(position, false);
            int n = position.generatePseudoLegalMoves(moves, 0, false);
            assertArrayEquals(expected, Arrays.copyOf(moves, n), () -> "pseudo-legal order in " + fen);
            int[] expectedCaptures = naivePseudoLegal(position, true);
            n = position.generatePseudoLegalMoves(moves, 0, true);
            assertArrayEquals(expectedCaptures, Arrays.copyOf(moves, n), () -> "capture order in " + fen);
            // The legal moves: the pseudo-legal ones that do not leave the own king attacked, in order.
            int k = 0;
            for (int move : expected) {
                position.makeMove(move);
                int mover = position.sideToMove() ^ 1;
                if (!position.attacksKingSquare(position.kingSquare(mover), mover ^ 1)) {
                    legal[k++] = move;
                }
                position.unmakeMove();
            }
            n = position.generateMoves(moves, 0);
            assertArrayEquals(Arrays.copyOf(legal, k), Arrays.copyOf(moves, n), () -> "legal order in " + fen);
        }
    }

    /**
     * The documented order, written out naively: pieces in slot order (king, advisors,
     * elephants, horses, rooks, cannons, pawns); king and rook/cannon directions up, down, left,
     * right; diagonals −17, −15, +15, +17; horse jumps −33, −31, −18, −14, +14, +18, +31, +33;
     * pawns forward, then left and right; sliders nearest square first.
     */
    private static int[] naivePseudoLegal(Position position, boolean capturesOnly) {
        int side = position.sideToMove();
        int us = Piece.sideTag(side);
        int[] orthogonal = {-16, 16, -1, 1};
        int[] diagonal = {-17, -15, 15, 17};
        int[] jumps = {-33, -31, -18, -14, 14, 18, 31, 33};
        int[] legs = {-16, -16, -1, 1, -1, 1, 16, 16};
        List<Integer> out = new ArrayList<>();
        for (int slot = 0; slot < 16; slot++) {
            int from = position.squareOf(us + slot);
            if (from == 0) {
                continue;
            }
            switch (Piece.type(slot)) {
                case Piece.KING:
                    for (int d : orthogonal) {
                        step(position, out, from, from + d, capturesOnly, Squares.isInPalace(from + d));
                    }
                    break;
                case Piece.ADVISOR:
                    for (int d : diagonal) {
                        step(position, out, from, from + d, capturesOnly, Squares.isInPalace(from + d));
                    }
                    break;
                case Piece.ELEPHANT:
                    for (int d : diagonal) {
                        int to = from + 2 * d;
                        step(position, out, from, to, capturesOnly, Squares.isOnBoard(to)
                                && Squares.isOwnHalf(to, side) && position.pieceAt(from + d) == 0);
                    }
                    break;
                case Piece.HORSE:
                    for (int j = 0; j < 8; j++) {
                        step(position, out, from, from + jumps[j], capturesOnly,
                                Squares.isOnBoard(from + jumps[j]) && position.pieceAt(from + legs[j]) == 0);
                    }
                    break;
                case Piece.ROOK:
                case Piece.CANNON:
                    boolean cannon = Piece.type(slot) == Piece.CANNON;
                    for (int d : orthogonal) {
                        int to = from + d;
                        while (Squares.isOnBoard(to) && position.pieceAt(to) == 0) {
                            if (!capturesOnly) {
                                out.add(Move.of(from, to));
                            }
                            to += d;
                        }
                        if (cannon && Squares.isOnBoard(to)) {
                            to += d;
                            while (Squares.isOnBoard(to) && position.pieceAt(to) == 0) {
                                to += d;
                            }
                        }
                        if (Squares.isOnBoard(to) && position.pieceAt(to) != 0 && Piece.side(position.pieceAt(to)) != side) {
                            out.add(Move.of(from, to));
                        }
                    }
                    break;
                default:
                    int forward = side == Piece.RED ? Squares.UP : Squares.DOWN;
                    step(position, out, from, from + forward, capturesOnly, Squares.isOnBoard(from + forward));
                    boolean across = !Squares.isOwnHalf(from, side);
                    step(position, out, from, from - 1, capturesOnly, across && Squares.isOnBoard(from - 1));
                    step(position, out, from, from + 1, capturesOnly, across && Squares.isOnBoard(from + 1));
                    break;
            }
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    private static void step(Position position, List<Integer> out, int from, int to, boolean capturesOnly, boolean geometry) {
        if (!geometry) {
            return;
        }
        int target = position.pieceAt(to);
        boolean own = target != 0 && Piece.side(target) == position.sideToMove();
        if (!own && (!capturesOnly || target != 0)) {
            out.add(Move.of(from, to));
        }
    }

    @Test
    void queriesAllocateNothing() {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        List<Position> positions = new ArrayList<>();
        for (int i = 0; i < POSITIONS.size(); i += 10) {
            positions.add(Fen.parse(POSITIONS.get(i)));
        }
        int[] moves = new int[Position.MAX_MOVES];
        long sink = 0;
        long calls = 0;
        long before = 0;
        for (int round = 0; round < 2; round++) { // the first round loads and warms up
            before = threads.getThreadAllocatedBytes(Thread.currentThread().getId());
            calls = 0;
            for (Position position : positions) {
                int n = position.generateMoves(moves, 0);
                sink += position.generateQuietMoves(moves, n) + position.generateCaptures(moves, n);
                sink += position.countLegalMoves(moves, n);
                for (int i = 0; i < n; i++) {
                    int move = moves[i];
                    sink += (position.isPseudoLegal(move) ? 1 : 0) + (position.isLegal(move) ? 1 : 0)
                            + (position.givesCheck(move) ? 1 : 0) + (position.isPseudoLegal(move ^ 0x0101) ? 1 : 0);
                    calls += 4;
                }
            }
        }
        long allocated = threads.getThreadAllocatedBytes(Thread.currentThread().getId()) - before;
        assertTrue(sink > 0 && calls > 10000, "exercised " + calls + " queries");
        // One int[] per call, as isPseudoLegal once allocated, would be over 1000 bytes a call.
        assertTrue(allocated < 4096, calls + " queries allocated " + allocated + " bytes");
    }
}
