package org.gametree.xiangqi.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.Squares;
import org.junit.jupiter.api.Test;

/** Static exchange evaluation on positions whose exchanges are worked out by hand. */
class StaticExchangeTest {

    private final StaticExchange see = new StaticExchange();

    private int see(String fen, String move) {
        Position position = Fen.parse(fen);
        int m = Move.of(Squares.parse(move, 0), Squares.parse(move, 2));
        assertTrue(position.isLegal(m), move + " is legal in " + fen);
        String before = Fen.write(position);
        long key = position.key();
        int value = see.evaluate(position, m);
        assertEquals(before, Fen.write(position), "the position is restored");
        assertEquals(key, position.key(), "the key is restored");
        return value;
    }

    @Test
    void anUndefendedPieceIsWonWhole() {
        // the rook takes a horse nothing defends
        assertEquals(350, see("5k3/9/9/4n4/9/9/4R4/9/9/3K5 w - - 0 1", "e3e6"));
    }

    @Test
    void aDefendedPieceTakenByABiggerOneLosesTheDifference() {
        // the king takes back: advisor 250 for the rook 500
        assertEquals(250 - 500, see("4k4/4a4/9/9/4R4/9/9/9/9/3K5 w - - 0 1", "e5e8"));
    }

    @Test
    void theKingDoesNotTakeOntoADefendedPoint() {
        // a second rook behind on the file: the king may not take back, so the advisor is won
        assertEquals(250, see("4k4/4a4/9/9/4R4/9/9/4R4/9/3K5 w - - 0 1", "e5e8"));
    }

    @Test
    void aCaptureThatTakesTheScreenAwayFromItsOwnCannon() {
        // file a: cannon a0, rook a3 (the cannon's screen), black horse a6, black rook a9.
        // Rook takes horse (+350), rook takes rook (-500); the cannon has lost its screen.
        String fen = "r4k3/9/9/n8/9/9/R8/9/9/C2K5 w - - 0 1";
        assertEquals(350 - 500, see(fen, "a3a6"));
        // Cannon takes horse over the rook (+350): taking back costs Black its rook, so Black does not.
        assertEquals(350, see(fen, "a0a6"));
    }

    @Test
    void aQuietMoveOntoAnAttackedPointLosesThePiece() {
        // the rook steps to e6, where the black horse at d8 takes it
        assertEquals(-500, see("5k3/3n5/9/9/9/9/9/9/4R4/3K5 w - - 0 1", "e1e6"));
        assertEquals(0, see("5k3/3n5/9/9/9/9/9/9/4R4/3K5 w - - 0 1", "e1e2"));
    }

    @Test
    void theSideToMoveIsBlackToo() {
        // mirror of the defended-piece case with colours swapped
        assertEquals(250 - 500, see("3k5/9/9/9/9/4r4/9/9/4A4/4K4 b - - 0 1", "e4e1"));
        assertFalse(see.atLeast(Fen.parse("3k5/9/9/9/9/4r4/9/9/4A4/4K4 b - - 0 1"),
                Move.of(Squares.parse("e4", 0), Squares.parse("e1", 0)), 0));
    }
}
