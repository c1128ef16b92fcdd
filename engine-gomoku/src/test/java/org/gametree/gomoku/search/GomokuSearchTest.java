package org.gametree.gomoku.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.gametree.core.search.Algorithms;
import org.gametree.core.search.Presets;
import org.gametree.core.search.Score;
import org.gametree.core.search.SearchConfig;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.gomoku.ForbiddenPoints;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.eval.GomokuEvaluation;
import org.gametree.gomoku.eval.LinePatternEvaluation;
import org.gametree.gomoku.notation.Notation;
import org.junit.jupiter.api.Test;

class GomokuSearchTest {

    private static final SearchConfig PLAIN = SearchConfig.plain().toBuilder().repetitions(false).build();

    /** Small positions: few stones, so depth 3 with candidates stays quick. */
    private static final List<String> POSITIONS = List.of(
            "-", "h8", "h8,i9", "h8,i9,i8", "h8,i9,g8,j8", "h8,h9,i8,g8,j8",
            "h8,i9,i8,j9,j8", "h8,a1,i8,a3,j8", "g7,h8,i9,h7", "k11,j10,i9,h8,g7",
            "h8,i9,h9,i10,h10,i11", "e5,f6,e6,f5");

    private static GomokuSearchPosition searchPosition(String moves, String evaluation) {
        return new GomokuSearchPosition(Notation.play(Rule.FREESTYLE, 15, "-".equals(moves) ? "" : moves),
                GomokuEvaluation.byName(evaluation), GomokuSearchPosition.Candidates.NEAR);
    }

    @Test
    void everyExactAlgorithmFindsTheSameValue() {
        for (String moves : POSITIONS) {
            for (int depth = 2; depth <= 3; depth++) {
                String evaluation = depth == 2 ? "book" : "line";
                int expected = Algorithms.create("minimax", PLAIN)
                        .search(searchPosition(moves, evaluation), SearchLimits.depth(depth)).value();
                for (String name : Algorithms.exactNames()) {
                    SearchResult result = Algorithms.create(name, PLAIN)
                            .search(searchPosition(moves, evaluation), SearchLimits.depth(depth));
                    assertEquals(expected, result.value(), name + " on " + moves + " depth " + depth + " " + evaluation);
                }
            }
        }
    }

    @Test
    void anOpenFourWinsForTheSideToMove() {
        String[] games = {"h8,a1,i8,a3,j8,a5,k8,a7", "h8,a1,h9,a3,h10,a5,h11,a7", "e5,a1,f6,a3,g7,a5,h8,a7"};
        for (String moves : games) {
            for (String name : List.of("alphabeta", "negascout", "minimax")) {
                for (int depth = 1; depth <= 3; depth += 2) {
                    GomokuSearchPosition root = searchPosition(moves, "line");
                    SearchResult result = Algorithms.create(name, PLAIN).search(root, SearchLimits.depth(depth));
                    assertEquals(Score.MATE - 1, result.value(), moves + " " + name + " " + depth);
                    GomokuPosition after = Notation.play(Rule.FREESTYLE, 15, moves);
                    after.makeMove(result.bestMove());
                    assertTrue(after.result().isOver(), moves + " " + name + " played " + root.moveName(result.bestMove()));
                }
            }
            SearchResult best = Presets.searcherFor("classic", 4).search(searchPosition(moves, "book"), SearchLimits.depth(4));
            assertEquals(Score.MATE - 1, best.value(), moves);
        }
    }

    @Test
    void anOverlineDoesNotWinUnderTheStandardRule() {
        String moves = "f8,a1,g8,a3,h8,a5,i8,a7,k8,a9";
        GomokuSearchPosition standard = new GomokuSearchPosition(Notation.play(Rule.STANDARD, 15, moves),
                new LinePatternEvaluation(), GomokuSearchPosition.Candidates.NEAR);
        standard.makeMove(Notation.parsePoint(15, "j8"));
        assertEquals(Score.NONE, standard.ruleValue(1, false));
        standard.unmakeMove();
        SearchResult result = Algorithms.create("alphabeta", PLAIN).search(standard, SearchLimits.depth(1));
        assertEquals(Score.MATE - 1, result.value());
        assertEquals("e8", standard.moveName(result.bestMove()));
        GomokuSearchPosition freestyle = new GomokuSearchPosition(Notation.play(Rule.FREESTYLE, 15, moves),
                new LinePatternEvaluation(), GomokuSearchPosition.Candidates.NEAR);
        freestyle.makeMove(Notation.parsePoint(15, "j8"));
        assertEquals(Score.matedIn(1), freestyle.ruleValue(1, false));
    }

    @Test
    void facingAnOpenFourLosesInTwo() {
        GomokuSearchPosition root = searchPosition("h8,a1,i8,a3,j8,a5,k8", "line");
        SearchResult result = Algorithms.create("alphabeta", PLAIN).search(root, SearchLimits.depth(3));
        assertEquals(Score.matedIn(2), result.value());
    }

    @Test
    void candidatesAreNearStonesSortedAndDistinct() {
        GomokuSearchPosition empty = searchPosition("-", "line");
        int[] moves = new int[512];
        assertEquals(1, empty.generateMoves(moves, 0));
        assertEquals("h8", empty.moveName(moves[0]));
        GomokuSearchPosition one = searchPosition("h8", "line");
        assertEquals(24, one.generateMoves(moves, 0));
        GomokuSearchPosition all = new GomokuSearchPosition(Notation.play(Rule.FREESTYLE, 15, "h8"),
                new LinePatternEvaluation(), GomokuSearchPosition.Candidates.ALL);
        int n = all.generateMoves(moves, 0);
        assertEquals(224, n);
        Set<Integer> indices = new HashSet<>();
        for (int i = 0; i < n; i++) {
            int index = all.historyIndex(moves[i]);
            assertTrue(index >= 0 && index < all.historySize());
            indices.add(index);
            if (i > 0) {
                assertTrue(all.orderScore(moves[i - 1]) >= all.orderScore(moves[i]));
            }
        }
        assertEquals(n, indices.size());
        // open-four completion points come first
        GomokuSearchPosition four = searchPosition("h8,a1,i8,a3,j8,a5,k8,a7", "line");
        four.generateMoves(moves, 0);
        assertTrue(Set.of("g8", "l8").contains(four.moveName(moves[0])));
    }

    @Test
    void renjuForbiddenPointsAreNotMovesForBlack() {
        // f10 is a double-three for black (see GomokuCliTest)
        GomokuPosition game = Notation.play(Rule.RENJU, 15, "d10,a1,e10,a3,f12,a5,f11,a7");
        assertTrue(ForbiddenPoints.isForbidden(game, Notation.parsePoint(15, "f10")));
        GomokuSearchPosition position = new GomokuSearchPosition(game, new LinePatternEvaluation(),
                GomokuSearchPosition.Candidates.ALL);
        int[] moves = new int[512];
        int n = position.generateMoves(moves, 0);
        for (int i = 0; i < n; i++) {
            assertFalse(position.moveName(moves[i]).equals("f10"));
        }
        assertEquals(225 - 8 - 1, n);
    }

    @Test
    void ongoingPositionsAreNotDecidedByRules() {
        GomokuSearchPosition position = searchPosition("h8", "line");
        assertEquals(Score.NONE, position.ruleValue(1, true));
        assertEquals(0, position.noMovesValue(3));
    }
}
