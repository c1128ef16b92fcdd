package org.gametree.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.stream.Stream;

import org.gametree.xiangqi.GameResult.Outcome;
import org.gametree.xiangqi.GameResult.Reason;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The end-of-game rules of docs/rules-xiangqi.md, each asserted on a position where it applies. */
class GameRulesTest {

    /** Plays coordinate moves with the game API; returns the position. */
    private static Position play(String fen, String... moves) {
        Position position = Fen.parse(fen);
        for (String text : moves) {
            int move = Move.of(Squares.parse(text, 0), Squares.parse(text, 2));
            GameRules.play(position, move);
        }
        return position;
    }

    /** The suite's positions without a legal move, with the reason the game ended. */
    static Stream<Arguments> positionsWithoutMoves() {
        return TestData.tsv("xiangqi-perft.tsv").stream()
                .filter(r -> r[5].equals("checkmate") || r[5].equals("stalemate"))
                .map(r -> Arguments.of(r[5].equals("checkmate") ? Reason.CHECKMATE : Reason.STALEMATE, r[0]));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("positionsWithoutMoves")
    void noLegalMoveLosesForTheSideToMove(Reason reason, String fen) {
        Position position = Fen.parse(fen);
        assertEquals(reason == Reason.CHECKMATE, position.isInCheck());
        GameResult result = GameRules.result(position);
        assertEquals(reason, result.reason());
        assertEquals(position.sideToMove() == Piece.RED ? Outcome.BLACK_WINS : Outcome.RED_WINS, result.outcome());
    }

    @Test
    void suiteHasMatesAndStalemates() {
        assertTrue(positionsWithoutMoves().anyMatch(a -> a.get()[0] == Reason.CHECKMATE));
        assertTrue(positionsWithoutMoves().anyMatch(a -> a.get()[0] == Reason.STALEMATE));
    }

    @Test
    void checkmateByPlayIsRecognised() {
        // The rook on a8 holds rank 8; the other rook checks on rank 9 and also covers e9.
        Position position = play("3k5/R8/1R7/9/9/9/9/9/9/5K3 w - - 0 1", "b7b9");
        assertEquals(new GameResult(Outcome.RED_WINS, Reason.CHECKMATE), GameRules.result(position));
    }

    @Test
    void thirdOccurrenceWithoutChecksIsADraw() {
        String fen = "4k4/9/R8/9/9/9/9/9/9/3K5 w - - 0 1";
        Position position = play(fen, "d0d1", "e9e8", "d1d0", "e8e9");
        assertEquals(GameResult.ONGOING, GameRules.result(position), "second occurrence: the game goes on");
        play(position, "d0d1", "e9e8", "d1d0");
        assertEquals(GameResult.ONGOING, GameRules.result(position));
        play(position, "e8e9");
        assertEquals(new GameResult(Outcome.DRAW, Reason.REPETITION), GameRules.result(position));
    }

    @Test
    void perpetualCheckLosesForTheCheckingSide() {
        // The red rook checks on rank 9 and rank 8 in turn; the black king steps between e9 and e8.
        Position position = play("4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1",
                "a8a9", "e9e8", "a9a8", "e8e9", "a8a9", "e9e8", "a9a8", "e8e9");
        assertEquals(new GameResult(Outcome.BLACK_WINS, Reason.PERPETUAL_CHECK), GameRules.result(position));
        // The same for Black checking Red.
        position = play("3k5/9/9/9/9/9/9/9/r8/4K4 b - - 0 1",
                "a1a0", "e0e1", "a0a1", "e1e0", "a1a0", "e0e1", "a0a1", "e1e0");
        assertEquals(new GameResult(Outcome.RED_WINS, Reason.PERPETUAL_CHECK), GameRules.result(position));
    }

    @Test
    void repetitionWithOneQuietMoveInTheCycleIsADraw() {
        // Red checks on a9, then retreats to a7 without check.
        Position position = play("4k4/9/R8/9/9/9/9/9/9/3K5 w - - 0 1",
                "a7a9", "e9e8", "a9a7", "e8e9", "a7a9", "e9e8", "a9a7", "e8e9");
        assertEquals(new GameResult(Outcome.DRAW, Reason.REPETITION), GameRules.result(position));
    }

    @Test
    void sixtyMovesEachWithoutCaptureIsADraw() {
        Position position = Fen.parse("4k4/9/R8/9/9/9/9/9/9/3K5 w - - 118 80");
        play(position, "d0d1");
        assertEquals(GameResult.ONGOING, GameRules.result(position), "119 plies without capture");
        play(position, "e9e8");
        assertEquals(new GameResult(Outcome.DRAW, Reason.NO_CAPTURE_LIMIT), GameRules.result(position));
    }

    @Test
    void aCaptureResetsTheCounter() {
        Position position = play("4k4/9/r8/9/9/9/9/9/R8/3K5 w - - 118 80", "a1a7");
        assertEquals(0, position.halfmoveClock());
        assertEquals(GameResult.ONGOING, GameRules.result(position));
    }

    @Test
    void checkmateOutranksTheMoveLimit() {
        Position position = play("3k5/R8/1R7/9/9/9/9/9/9/5K3 w - - 119 90", "b7b9");
        assertEquals(Reason.CHECKMATE, GameRules.result(position).reason());
    }

    @Test
    void playRejectsIllegalMoves() {
        Position position = Position.startPosition();
        GameRules.play(position, Move.of(Squares.of(4, 3), Squares.of(4, 4))); // e3e4
        int horseStraight = Move.of(Squares.of(1, 9), Squares.of(1, 7)); // b9b7
        int redMoveOnBlackTurn = Move.of(Squares.of(4, 4), Squares.of(4, 5)); // e4e5
        assertThrows(IllegalArgumentException.class, () -> GameRules.play(position, horseStraight));
        assertThrows(IllegalArgumentException.class, () -> GameRules.play(position, redMoveOnBlackTurn));
        assertEquals(1, position.ply());
    }

    private static void play(Position position, String... moves) {
        for (String text : moves) {
            GameRules.play(position, Move.of(Squares.parse(text, 0), Squares.parse(text, 2)));
        }
    }
}
