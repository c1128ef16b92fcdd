package org.gametree.xiangqi.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;

import org.gametree.core.search.Algorithms;
import org.gametree.core.search.Score;
import org.gametree.core.search.SearchConfig;
import org.gametree.core.search.SearchLimits;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.GameRules;
import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.PieceLists;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.Squares;
import org.gametree.xiangqi.eval.PieceSquareEvaluation;
import org.junit.jupiter.api.Test;

/** The adapter's own rules: repetition and perpetual check in search, the no-capture limit, ordering data. */
class XiangqiSearchPositionTest {

    /**
     * Red: king d0, rook a8; Black: king e9. Red can check for ever: Ra8–a9+ Ke9–e8 Ra9–a8+
     * Ke8–e9 repeats the position with every red move a check.
     */
    private static final String CHECKING = PieceLists.fen("w", "Kd0", "Ra8", "ke9");
    private static final String[] PERPETUAL = {"a8a9", "e9e8", "a9a8", "e8e9"};
    /** The same pieces, nobody checking: Ra8–b8 Ke9–f9 Rb8–a8 Kf9–e9. */
    private static final String[] QUIET_CYCLE = {"a8b8", "e9f9", "b8a8", "f9e9"};

    private static int move(String coordinates) {
        return Move.of(Squares.parse(coordinates, 0), Squares.parse(coordinates, 2));
    }

    private static XiangqiSearchPosition searchPosition(String fen) {
        return new XiangqiSearchPosition(Fen.parse(fen), new PieceSquareEvaluation());
    }

    @Test
    void perpetualCheckLosesAtTheFirstRepetitionInTheSearch() {
        XiangqiSearchPosition position = searchPosition(CHECKING);
        for (int i = 0; i < 3; i++) {
            position.makeMove(move(PERPETUAL[i]));
            assertEquals(Score.NONE, position.ruleValue(i + 1, true), "no repetition yet at ply " + (i + 1));
        }
        position.makeMove(move(PERPETUAL[3]));
        // The root position again, Red to move: Red checked with every move of the cycle.
        assertEquals(Score.matedIn(4), position.ruleValue(4, true));
        assertEquals(Score.NONE, position.ruleValue(4, false), "repetitions off: nothing is decided");
        position.makeMove(move(PERPETUAL[0]));
        // The position after Ra8–a9+ again, Black to move: Black wins.
        assertEquals(-Score.matedIn(5), position.ruleValue(5, true));
        for (int i = 0; i < 5; i++) {
            position.unmakeMove();
        }
        assertEquals(Fen.write(Fen.parse(CHECKING)), Fen.write(position.position()));
    }

    @Test
    void aRepetitionWithoutPerpetualCheckIsADraw() {
        XiangqiSearchPosition position = searchPosition(CHECKING);
        for (String m : QUIET_CYCLE) {
            position.makeMove(move(m));
        }
        assertEquals(0, position.ruleValue(4, true));
    }

    @Test
    void checkingWithOnlySomeMovesIsADraw() {
        // Rb7–b9+ Ke9–e8 Rb9–b7 Ke8–e9: Red checked once in two moves.
        String fen = PieceLists.fen("w", "Kd0", "Rb7", "ke9");
        XiangqiSearchPosition position = searchPosition(fen);
        int checks = 0;
        for (String m : new String[] {"b7b9", "e9e8", "b9b7", "e8e9"}) {
            position.makeMove(move(m));
            checks += position.isInCheck() ? 1 : 0;
        }
        assertTrue(position.position().sameAs(Fen.parse(fen)), "the cycle is back at its start");
        assertEquals(1, checks);
        assertEquals(0, position.ruleValue(4, true));
    }

    @Test
    void repetitionsOfTheGameBeforeTheRootCountAtTheThirdOccurrence() {
        Position game = Fen.parse(CHECKING);
        for (String m : PERPETUAL) {
            GameRules.play(game, move(m));
        }
        GameRules.play(game, move(PERPETUAL[0]));
        // The game: A B C D A B; the search starts at the second B.
        XiangqiSearchPosition position = new XiangqiSearchPosition(game, new PieceSquareEvaluation());
        position.makeMove(move(PERPETUAL[1]));
        assertEquals(Score.NONE, position.ruleValue(1, true), "C occurs for the second time, both in the game");
        position.makeMove(move(PERPETUAL[2]));
        assertEquals(Score.NONE, position.ruleValue(2, true));
        position.makeMove(move(PERPETUAL[3]));
        assertEquals(Score.matedIn(3), position.ruleValue(3, true), "A for the third time: Red checked throughout");
    }

    @Test
    void checksOfTheGameAreKnownEvenWhenTheGameDidNotAskForThem() {
        Position game = Fen.parse(CHECKING);
        for (String m : PERPETUAL) {
            game.makeMove(move(m)); // not through GameRules: check status never asked
        }
        game.makeMove(move(PERPETUAL[0]));
        XiangqiSearchPosition position = new XiangqiSearchPosition(game, new PieceSquareEvaluation());
        for (int i = 1; i < 4; i++) {
            position.makeMove(move(PERPETUAL[i]));
        }
        assertEquals(Score.matedIn(3), position.ruleValue(3, true));
    }

    @Test
    void theNoCaptureLimitDrawsUnlessTheSideToMoveIsMated() {
        String fen = "3ak4/9/4P4/9/9/9/7R1/9/9/3K1R3 w - - 119 1";
        XiangqiSearchPosition position = searchPosition(fen);
        position.makeMove(move("h3h9")); // mate, on the 120th ply without a capture
        assertEquals(Score.matedIn(1), position.ruleValue(1, true));
        position.unmakeMove();
        position.makeMove(move("h3h4"));
        assertEquals(0, position.ruleValue(1, true));
        assertEquals(Score.NONE, position.ruleValue(1, false));
        position.unmakeMove();
        position.makeMove(move("e7e8"));
        assertEquals(0, position.ruleValue(1, true));
    }

    /**
     * Without a table the values of repetition leaves depend only on the path, so every exact
     * algorithm — depth-first or best-first (SSS*, DUAL*), which walk the tree differently and
     * leave check statuses unasked — still finds the same value with repetitions on.
     */
    @Test
    void exactAlgorithmsAgreeWithRepetitionsOnWithoutATable() {
        SearchConfig on = SearchConfig.plain();
        SearchConfig off = SearchConfig.builder().repetitions(false).build();
        for (String fen : new String[] {CHECKING, PieceLists.fen("w", "Kd0", "Rb7", "ke9"),
            PieceLists.fen("b", "Kd0", "Ra9", "ke9")}) {
            var reference = Algorithms.create("minimax", on).search(searchPosition(fen), SearchLimits.depth(5));
            long evaluationsOff = Algorithms.create("minimax", off).search(searchPosition(fen), SearchLimits.depth(5))
                    .statistics().evaluations();
            assertTrue(reference.statistics().evaluations() < evaluationsOff, "repetitions cut the tree of " + fen);
            int expected = reference.value();
            for (String name : Algorithms.exactNames()) {
                var result = Algorithms.create(name, on).search(searchPosition(fen), SearchLimits.depth(5));
                assertEquals(expected, result.value(), name + " on " + fen);
            }
        }
    }

    @Test
    void theSearchWorksOnACopy() {
        Position game = Position.startPosition();
        GameRules.play(game, move("h2e2"));
        String before = Fen.write(game);
        XiangqiSearchPosition position = new XiangqiSearchPosition(game, new PieceSquareEvaluation());
        Algorithms.create("alphabeta", SearchConfig.plain()).search(position, SearchLimits.depth(3));
        assertEquals(before, Fen.write(game));
        assertEquals(1, game.ply());
        assertEquals(0, position.ply());
        position.makeMove(move("h9g7"));
        assertEquals(1, position.ply());
        assertEquals(before, Fen.write(game));
    }

    @Test
    void historyIndicesAreDenseAndDistinct() {
        XiangqiSearchPosition position = searchPosition(Position.START_FEN);
        Set<Integer> seen = new HashSet<>();
        for (int from = 0; from < 256; from++) {
            for (int to = 0; to < 256; to++) {
                if (Squares.isOnBoard(from) && Squares.isOnBoard(to)) {
                    int index = position.historyIndex(Move.of(from, to));
                    assertTrue(index >= 0 && index < position.historySize());
                    assertTrue(seen.add(index));
                }
            }
        }
        assertEquals(8100, seen.size());
    }

    @Test
    void capturesAreOrderedMostValuableVictimThenLeastValuableAttacker() {
        // Red: rook a0, cannon c2, pawn c6 (the cannon's screen), horse d5; Black: rook c7, pawn a6.
        String fen = PieceLists.fen("w", "Kd0", "Ra0", "Cc2", "Pc6", "Nd5", "ke9", "rc7", "pa6");
        XiangqiSearchPosition position = searchPosition(fen);
        int pawnTakesRook = position.captureOrder(move("c6c7"));
        int horseTakesRook = position.captureOrder(move("d5c7"));
        int cannonTakesRook = position.captureOrder(move("c2c7"));
        int rookTakesPawn = position.captureOrder(move("a0a6"));
        assertTrue(pawnTakesRook > horseTakesRook, "least valuable attacker first");
        assertEquals(horseTakesRook, cannonTakesRook);
        assertTrue(horseTakesRook > rookTakesPawn, "most valuable victim first");
        assertTrue(rookTakesPawn > 0);
        assertEquals(0, position.captureOrder(move("a0a1")));
        assertTrue(position.isNoisy(move("c6c7")));
        assertFalse(position.isNoisy(move("a0a1")));
        int[] moves = new int[128];
        int end = position.generateNoisyMoves(moves, 0);
        for (int i = 0; i < end; i++) {
            assertTrue(position.isNoisy(moves[i]));
        }
        assertEquals(4, end, "c6c7, d5c7, c2c7, a0a6");
        assertEquals("c6c7", position.moveName(move("c6c7")));
    }

    @Test
    void noMovesIsALoss() {
        assertEquals(-Score.MATE + 3, searchPosition(CHECKING).noMovesValue(3));
    }
}
