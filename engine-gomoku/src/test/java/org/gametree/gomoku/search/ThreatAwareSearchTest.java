package org.gametree.gomoku.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.gametree.core.search.Algorithms;
import org.gametree.core.search.Presets;
import org.gametree.core.search.Score;
import org.gametree.core.search.SearchConfig;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.core.search.algorithm.Mcts;
import org.gametree.gomoku.ForbiddenPoints;
import org.gametree.gomoku.GomokuPosition;
import org.gametree.gomoku.Rule;
import org.gametree.gomoku.TestData;
import org.gametree.gomoku.eval.LinePatternEvaluation;
import org.gametree.gomoku.notation.Notation;
import org.gametree.gomoku.threat.SolveResult;
import org.gametree.gomoku.threat.ThreatSolver;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The threat-aware search ({@link GomokuSearchPosition.Threats#ON}), the engine with its VCF/VCT
 * root check, the {@code defend} puzzles answered by "Best", and MCTS on Gomoku.
 */
class ThreatAwareSearchTest {

    private static final SearchConfig PLAIN = SearchConfig.plain().toBuilder().repetitions(false).build();

    private static GomokuSearchPosition threatAware(Rule rule, String moves) {
        return new GomokuSearchPosition(Notation.play(rule, 15, moves), new LinePatternEvaluation(),
                GomokuSearchPosition.Candidates.NEAR, GomokuSearchPosition.Threats.ON);
    }

    private static Set<String> names(GomokuSearchPosition position, int[] moves, int n) {
        Set<String> names = new TreeSet<>();
        for (int i = 0; i < n; i++) {
            names.add(position.moveName(moves[i]));
        }
        return names;
    }

    private static Rule rule(String gomocupId) {
        return Rule.fromGomocupId(Integer.parseInt(gomocupId));
    }

    private static List<String[]> rows(String kind) {
        List<String[]> rows = new ArrayList<>();
        for (String[] row : TestData.puzzles()) {
            if (row[3].equals(kind)) {
                rows.add(row);
            }
        }
        return rows;
    }

    @Test
    void aFourIsCheckAndForcesTheBlock() {
        // black h8 i8 j8 k8 (a closed four after white g8): white must block l8
        GomokuSearchPosition position = threatAware(Rule.FREESTYLE, "h8,g8,i8,a1,j8,a3,k8");
        assertTrue(position.isInCheck());
        int[] moves = new int[512];
        int n = position.generateMoves(moves, 0);
        assertEquals(Set.of("l8"), names(position, moves, n));
        // without threats every candidate is a move and nothing is check
        GomokuSearchPosition book = new GomokuSearchPosition(Notation.play(Rule.FREESTYLE, 15, "h8,g8,i8,a1,j8,a3,k8"),
                new LinePatternEvaluation(), GomokuSearchPosition.Candidates.NEAR);
        assertFalse(book.isInCheck());
        assertTrue(book.generateMoves(moves, 0) > 10);
    }

    @Test
    void aFiveOfOnesOwnComesBeforeBlocking() {
        // white (to move) has a four on row 1 and faces black's four on row 8: it wins at e1
        GomokuSearchPosition position = threatAware(Rule.FREESTYLE, "h8,a1,i8,b1,j8,c1,k8,d1,o15");
        int[] moves = new int[512];
        int n = position.generateMoves(moves, 0);
        assertEquals(Set.of("e1"), names(position, moves, n));
    }

    @Test
    void facingAnOpenFourTheBothBlocksAreTheMoves() {
        GomokuSearchPosition position = threatAware(Rule.FREESTYLE, "h8,a1,i8,a3,j8,a5,k8");
        int[] moves = new int[512];
        assertEquals(Set.of("g8", "l8"), names(position, moves, position.generateMoves(moves, 0)));
    }

    @Test
    void quiescenceSeesTheWinningFourBeyondTheHorizon() {
        // black has an open three g8-h8-i8 (f8 and j8 free, e8 and k8 free): f8 or j8 makes an
        // open four. At depth 1 only quiescence can see that it wins.
        String moves = "g8,a1,h8,a3,i8,a5";
        SearchConfig quiescent = PLAIN.toBuilder().quiescence(SearchConfig.Quiescence.CAPTURES_AND_EVASIONS).build();
        SearchResult withQuiescence = Algorithms.create("alphabeta", quiescent)
                .search(threatAware(Rule.FREESTYLE, moves), SearchLimits.depth(1));
        assertTrue(Score.isMate(withQuiescence.value()) && withQuiescence.value() > 0, "value " + withQuiescence.value());
        assertTrue(Set.of("f8", "j8").contains(threatAware(Rule.FREESTYLE, moves).moveName(withQuiescence.bestMove())));
        SearchResult plain = Algorithms.create("alphabeta", PLAIN)
                .search(threatAware(Rule.FREESTYLE, moves), SearchLimits.depth(1));
        assertFalse(Score.isMate(plain.value()));
    }

    @Test
    void theNoisyMovesAreOwnFivesOrWinningFoursOnly() {
        GomokuSearchPosition position = threatAware(Rule.FREESTYLE, "g8,a1,h8,a3,i8,a5");
        int[] moves = new int[512];
        // e8 (e8 g8 h8 i8 -> split four, one five point f8) is a four but not a winning one
        assertEquals(Set.of("f8", "j8"), names(position, moves, position.generateNoisyMoves(moves, 0)));
        GomokuSearchPosition quiet = threatAware(Rule.FREESTYLE, "h8,a1,i9,a3");
        assertEquals(0, quiet.generateNoisyMoves(moves, 0));
    }

    @Test
    void everyExactAlgorithmAgreesWithThreatsOn() {
        List<String> positions = List.of("h8,i9,i8,j9,j8", "h8,a1,i8,a3,j8", "g8,a1,h8,a3,i8,a5",
                "h8,g8,i8,a1,j8,a3,k8", "h8,i9,h9,i10,h10,i11");
        for (String moves : positions) {
            int expected = Algorithms.create("minimax", PLAIN)
                    .search(threatAware(Rule.FREESTYLE, moves), SearchLimits.depth(3)).value();
            for (String name : Algorithms.exactNames()) {
                SearchResult result = Algorithms.create(name, PLAIN)
                        .search(threatAware(Rule.FREESTYLE, moves), SearchLimits.depth(3));
                assertEquals(expected, result.value(), name + " on " + moves);
            }
        }
    }

    @Test
    void theCandidateLimitCutsQuietMovesBelowTheRootOnly() {
        // a quiet middle game: no fours, no open threes
        String moves = "h8,i9,i8,g8,h9,h10,g9,f8";
        int[] list = new int[512];
        GomokuSearchPosition all = threatAware(Rule.FREESTYLE, moves);
        all.setCandidateLimit(0);
        int n = all.generateMoves(list, 0);
        assertTrue(n > 16, "the root keeps every candidate");
        int first = list[n - 1]; // the lowest in the ordering: a quiet move, which forces nothing
        all.makeMove(first);
        int unlimited = all.generateMoves(list, 0);
        assertTrue(unlimited > 16, "below the root, with no limit, every candidate: " + unlimited);
        for (int limit : new int[] {3, 16}) {
            GomokuSearchPosition search = threatAware(Rule.FREESTYLE, moves);
            search.setCandidateLimit(limit);
            assertTrue(search.generateMoves(list, 0) > 16, "the root keeps every candidate with limit " + limit);
            search.makeMove(first);
            assertEquals(limit, search.generateMoves(list, 0), "limit " + limit);
        }
    }

    @Test
    void bestAnswersEveryDefendPuzzleAtDepthFour() {
        List<String[]> rows = rows("defend");
        assertEquals(10, rows.size());
        for (String[] row : rows) {
            Set<String> accepted = Set.of(row[4].split(","));
            GomokuSearchPosition root = threatAware(rule(row[0]), row[2]);
            SearchResult result = Presets.searcherFor("classic", 16).search(root, SearchLimits.depth(4).withNodes(300_000));
            String move = root.moveName(result.bestMove());
            assertTrue(accepted.contains(move), "defend " + row[2] + ": played " + move + ", accepted " + accepted);
        }
    }

    @Test
    void theEngineAnswersDefendPuzzlesAndWinsVcfPuzzlesByTheRootCheck() {
        GomokuEngine engine = new GomokuEngine("classic", 16, "line");
        for (String[] row : rows("defend")) {
            GomokuPosition game = Notation.play(rule(row[0]), 15, row[2]);
            GomokuEngine.Choice choice = engine.think(game, SearchLimits.depth(4).withNodes(300_000), null);
            assertTrue(Arrays.asList(row[4].split(",")).contains(Notation.name(15, choice.point())),
                    "defend " + row[2] + ": " + choice);
            assertEquals(GomokuEngine.Source.SEARCH, choice.source());
        }
        for (String[] row : rows("vcf")) {
            GomokuPosition game = Notation.play(rule(row[0]), 15, row[2]);
            GomokuEngine.Choice choice = engine.think(game, SearchLimits.depth(4).withNodes(300_000), null);
            assertTrue(Arrays.asList(row[4].split(",")).contains(Notation.name(15, choice.point())),
                    "vcf " + row[2] + ": " + choice);
            assertTrue(choice.source() == GomokuEngine.Source.VCF || choice.source() == GomokuEngine.Source.FIVE);
            assertTrue(game.isLegal(choice.point()));
        }
    }

    /**
     * Positions of engine games against Rapfi (Renju, black to move) where white, were it to
     * move, would win by VCT and the engine played a move after which white did: the engine now
     * asks which moves stop the threat and plays one of them (without that defence, the search
     * at this depth still plays i13 in the second). Checked by the solver with a
     * large budget; every listed position has defences (found by trying every move near the stones).
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
        // game 1 of the v8 match, ply 30 (it played h14)
        "h8,g8,h9,h10,g9,i9,g11,f10,g10,f11,f9,g12,d9,e9,e8,d7,h7,h6,g6,f7,i8,j9,j7,k6,i7,k7,k8,h13,i14,f13",
        // game 3, ply 32 (it played i13; d5, k5, e6 and j6 defend)
        "h8,g7,j10,f8,h6,h7,i7,j8,g9,f10,i9,f9,f7,i6,g8,g10,h9,i10,h11,e10,h10,h12,e9,g11,f12,k11,c10,j9,e8,d9,c8,j12",
        // game 19 of the v9 match, ply 6 (it played i7; only the counter-threats k7, h4, l8, g3 defend)
        "h8,g8,j6,g9,i5,h9",
        // game 5 of the v9 match, ply 10 (it played k7; one defence)
        "h8,i9,j6,i7,i6,h6,j8,i8,j5,j7",
    })
    void theEngineStopsAVctTheOpponentThreatens(String moves) {
        GomokuPosition game = Notation.play(Rule.RENJU, 15, moves);
        GomokuPosition pass = game.copy();
        pass.makePass();
        assertTrue(ThreatSolver.solve(pass, true, 400_000).win(), "white threatens a VCT");
        GomokuEngine.Choice choice = new GomokuEngine("classic", 16, "line")
                .think(game, SearchLimits.depth(4).withNodes(200_000), null);
        assertEquals(GomokuEngine.Defence.VCT, choice.defence());
        assertTrue(choice.defences() > 0, "" + choice.defences());
        game.makeMove(choice.point());
        assertEquals(SolveResult.Outcome.NO_WIN, ThreatSolver.solve(game, true, 2_000_000).outcome(),
                "after " + Notation.name(15, choice.point()));
    }

    @Test
    void theEnginePlaysItsOwnFiveAndNeverAForbiddenPoint() {
        GomokuEngine engine = new GomokuEngine("classic", 4, "line");
        GomokuPosition four = Notation.play(Rule.FREESTYLE, 15, "h8,a1,i8,a3,j8,a5,k8,a7");
        GomokuEngine.Choice five = engine.think(four, SearchLimits.depth(2), null);
        assertEquals(GomokuEngine.Source.FIVE, five.source());
        assertTrue(Set.of("g8", "l8").contains(Notation.name(15, five.point())));
        for (String[] row : rows("forbidden")) {
            GomokuPosition game = Notation.play(Rule.RENJU, 15, row[2]);
            GomokuEngine.Choice choice = engine.think(game, SearchLimits.depth(2), null);
            assertFalse(ForbiddenPoints.isForbidden(game, choice.point()), row[2] + ": " + choice);
            assertTrue(game.isLegal(choice.point()));
        }
    }

    @Test
    void mctsIsReproducibleAndFindsTheFiveOnGomoku() {
        SearchConfig seeded = SearchConfig.builder().mcts(1.4, 7, 30).build();
        String moves = "h8,a1,i8,a3,j8,a5,k8,a7";
        Mcts first = new Mcts(seeded);
        SearchResult a = first.search(threatAware(Rule.FREESTYLE, moves), SearchLimits.depth(2));
        Mcts second = new Mcts(seeded);
        SearchResult b = second.search(threatAware(Rule.FREESTYLE, moves), SearchLimits.depth(2));
        assertEquals(first.rootChildren(), second.rootChildren());
        assertEquals(a.bestMove(), b.bestMove());
        assertTrue(Set.of("g8", "l8").contains(Notation.name(15, a.bestMove())), Notation.name(15, a.bestMove()));
        // with threats off every candidate is tried; the five still collects the most visits
        GomokuSearchPosition book = new GomokuSearchPosition(Notation.play(Rule.FREESTYLE, 15, moves),
                new LinePatternEvaluation(), GomokuSearchPosition.Candidates.NEAR);
        Mcts open = new Mcts(seeded);
        SearchResult c = open.search(book, SearchLimits.depth(3));
        assertTrue(Set.of("g8", "l8").contains(Notation.name(15, c.bestMove())), Notation.name(15, c.bestMove()));
        assertNotEquals(0, open.iterations());
    }

    @Test
    void aStoppedEngineStillAnswersWithALegalMove() {
        // a Renju middle game where the VCT check would be long: stopped before it starts, the
        // engine gives up the threat checks and the search and still plays a legal point
        GomokuPosition game = Notation.play(Rule.RENJU, 15, "h8,i9,h9,i10,h10,h11,g9,i8");
        org.gametree.core.search.StopSignal stop = new org.gametree.core.search.StopSignal();
        stop.stop();
        GomokuEngine.Choice choice = new GomokuEngine("classic", 4, "line")
                .think(game, SearchLimits.depth(8).withStop(stop), null);
        assertEquals(GomokuEngine.Source.SEARCH, choice.source());
        assertTrue(game.isLegal(choice.point()));
        assertTrue(choice.nodes() < GomokuEngine.VCF_NODES, "threat checks gave up: " + choice.nodes());
    }

    /**
     * Facing an open three the moves are exactly its answers, found here by brute force: every
     * empty point is tried; it answers when it makes a four (black's a2 and a4, counter-fours)
     * or when no reply gives the opponent two five points.
     */
    @Test
    void facingAnOpenThreeTheMovesAreExactlyItsAnswers() {
        GomokuSearchPosition position = threatAware(Rule.FREESTYLE, "a1,g8,a3,h8,a5,i8");
        GomokuPosition game = Notation.play(Rule.FREESTYLE, 15, "a1,g8,a3,h8,a5,i8");
        Set<String> expected = new TreeSet<>();
        for (int y = 0; y < 15; y++) {
            for (int x = 0; x < 15; x++) {
                int p = GomokuPosition.point(x, y);
                if (game.stoneAt(p) != GomokuPosition.EMPTY) {
                    continue;
                }
                game.makeMove(p);
                boolean counterFour = game.fivePoints(GomokuPosition.BLACK, new int[1], 1) > 0;
                boolean threatLeft = false;
                for (int q = 0; q < GomokuPosition.MAX_POINTS && !threatLeft; q++) {
                    if (game.isOnBoard(q) && game.stoneAt(q) == GomokuPosition.EMPTY) {
                        game.makeMove(q);
                        int[] fives = new int[2];
                        threatLeft = game.fivePoints(GomokuPosition.WHITE, fives, 2) >= 2 || game.result().isOver();
                        game.unmakeMove();
                    }
                }
                game.unmakeMove();
                if (counterFour || !threatLeft) {
                    expected.add(Notation.name(15, p));
                }
            }
        }
        int[] generated = new int[GomokuPosition.MAX_POINTS];
        int n = position.generateMoves(generated, 0);
        assertEquals(expected, names(position, generated, n));
        assertEquals(Set.of("a2", "a4", "f8", "j8"), expected, "the counter-fours and the blocks at either end");
    }
}
