package org.gametree.xiangqi.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.gametree.core.search.Algorithms;
import org.gametree.core.search.Score;
import org.gametree.core.search.SearchConfig;
import org.gametree.core.search.SearchLimits;
import org.gametree.core.search.SearchResult;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.GameResult;
import org.gametree.xiangqi.GameRules;
import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.TestData;
import org.gametree.xiangqi.tactics.TacticsSuite;
import org.gametree.xiangqi.eval.BookEvaluation;
import org.gametree.xiangqi.eval.PieceSquareEvaluation;
import org.gametree.xiangqi.eval.XiangqiEvaluation;
import org.junit.jupiter.api.Test;

/**
 * Mates are scored by distance: PVS with a table at depth 4 gives MATE − 1 for a mate in one and
 * MATE − 3 for a mate in two, and its principal variation starts with the mating move. The
 * positions are checked by brute force first: the mating move is the only one, and the line
 * ends in checkmate by the rules.
 */
class MateTest {

    /** Red: king d0, rooks f0 and h3, pawn e7; Black: king e9, advisor d9. Only Rh3–h9 mates. */
    private static final String MATE_IN_ONE = "3ak4/9/4P4/9/9/9/7R1/9/9/3K1R3 w - - 0 1";
    /**
     * Red: king e1, horse f7, rook g0; Black: king f9, rook a2. Hf7–d8+ forces Kf9–f8 (e9 faces
     * the red king), then Rg0–g8 mates. No other first move mates in two; none mates in one.
     */
    private static final String MATE_IN_TWO = "5k3/9/5N3/9/9/9/9/r8/4K4/6R2 w - - 0 1";

    private static final SearchConfig PVS_TT = SearchConfig.builder().table(16).build();

    private static boolean hasNoMoves(Position position) {
        return position.legalMoves().length == 0;
    }

    /** Whether every reply to the last move allows a move that leaves the opponent without moves. */
    private static boolean everyReplyAllowsMateInOne(Position position) {
        for (int reply : position.legalMoves()) {
            position.makeMove(reply);
            boolean mate = false;
            for (int move : position.legalMoves()) {
                position.makeMove(move);
                mate |= hasNoMoves(position);
                position.unmakeMove();
            }
            position.unmakeMove();
            if (!mate) {
                return false;
            }
        }
        return !hasNoMoves(position);
    }

    /** The first moves of {@code fen} that leave the opponent without moves (n = 1) or force it in two. */
    private static List<String> matingMoves(String fen, int n) {
        Position position = Fen.parse(fen);
        List<String> moves = new ArrayList<>();
        for (int move : position.legalMoves()) {
            position.makeMove(move);
            if (n == 1 ? hasNoMoves(position) : everyReplyAllowsMateInOne(position)) {
                moves.add(Move.toCoordinate(move));
            }
            position.unmakeMove();
        }
        return moves;
    }

    /** Plays the line as a game and returns the result at its end. */
    private static GameResult resultAfter(String fen, int[] line) {
        Position game = Fen.parse(fen);
        for (int move : line) {
            GameRules.play(game, move);
        }
        return GameRules.result(game);
    }

    @Test
    void mateInOneScoresMateMinusOne() {
        assertEquals(List.of("h3h9"), matingMoves(MATE_IN_ONE, 1));
        for (XiangqiEvaluation evaluation : List.of(new PieceSquareEvaluation(), new BookEvaluation())) {
            SearchResult result = Algorithms.create("pvs", PVS_TT)
                    .search(new XiangqiSearchPosition(Fen.parse(MATE_IN_ONE), evaluation), SearchLimits.depth(4));
            assertEquals(Score.MATE - 1, result.value(), evaluation.name());
            assertEquals("mate 1", Score.describe(result.value()));
            assertEquals("h3h9", Move.toCoordinate(result.pv()[0]), evaluation.name());
            assertEquals("h3h9", Move.toCoordinate(result.bestMove()));
            assertEquals(1, result.pv().length);
            GameResult end = resultAfter(MATE_IN_ONE, result.pv());
            assertEquals(GameResult.Reason.CHECKMATE, end.reason());
        }
    }

    @Test
    void mateInTwoScoresMateMinusThree() {
        assertEquals(List.of(), matingMoves(MATE_IN_TWO, 1));
        assertEquals(List.of("f7d8"), matingMoves(MATE_IN_TWO, 2));
        for (XiangqiEvaluation evaluation : List.of(new PieceSquareEvaluation(), new BookEvaluation())) {
            SearchResult result = Algorithms.create("pvs", PVS_TT)
                    .search(new XiangqiSearchPosition(Fen.parse(MATE_IN_TWO), evaluation), SearchLimits.depth(4));
            assertEquals(Score.MATE - 3, result.value(), evaluation.name());
            assertEquals("mate 2", Score.describe(result.value()));
            assertEquals("f7d8", Move.toCoordinate(result.pv()[0]), evaluation.name());
            assertEquals(3, result.pv().length, "the PV runs to the mate");
            GameResult end = resultAfter(MATE_IN_TWO, result.pv());
            assertEquals(GameResult.Reason.CHECKMATE, end.reason());
            assertEquals(GameResult.Outcome.RED_WINS, end.outcome());
        }
    }

    /** Pruning never loses a short mate, nor invents one: "best" (every technique on) scores both exactly. */
    @Test
    void bestFindsTheMatesWithEveryTechniqueOn() {
        for (String fen : List.of(MATE_IN_ONE, MATE_IN_TWO)) {
            for (XiangqiEvaluation evaluation : List.of(new PieceSquareEvaluation(), new BookEvaluation())) {
                SearchResult result = org.gametree.core.search.Presets.get("best").create()
                        .search(new XiangqiSearchPosition(Fen.parse(fen), evaluation), SearchLimits.depth(6));
                int expected = fen.equals(MATE_IN_ONE) ? Score.MATE - 1 : Score.MATE - 3;
                assertEquals(expected, result.value(), fen + " " + evaluation.name());
                GameResult end = resultAfter(fen, result.pv());
                assertEquals(GameResult.Reason.CHECKMATE, end.reason(), fen + " " + evaluation.name());
            }
        }
    }

    /**
     * A selective search does not stop at the first mate it finds: in this position from the tactics
     * suite (a mate in two; Fairy-Stockfish verified) "best" sees a mate in three at depth 3 through
     * lines its reductions shortened, and the mate in two only at depth 6. Stopping when a mate fits
     * the depth (right for a full-width search) answered the longer mate.
     */
    @Test
    void bestGoesOnPastALongerMateToTheShortestOne() {
        TacticsSuite.Problem problem = TacticsSuite.read(TestData.directory().resolve("xiangqi-tactics.tsv")).stream()
                .filter(p -> p.id().equals("xt014")).findFirst().orElseThrow();
        assertEquals(2, problem.mateIn());
        SearchResult result = org.gametree.core.search.Presets.get("best").create()
                .search(new XiangqiSearchPosition(Fen.parse(problem.fen()), new PieceSquareEvaluation()), SearchLimits.depth(30));
        assertEquals(Score.MATE - 3, result.value(), Score.describe(result.value()));
        assertTrue(problem.accepts(Move.toCoordinate(result.bestMove())), Move.toCoordinate(result.bestMove()));
        assertTrue(result.depth() < 30, "it stops once the mate is confirmed, at depth " + result.depth());
        assertEquals(GameResult.Reason.CHECKMATE, resultAfter(problem.fen(), result.pv()).reason());
    }

    @Test
    void theSideToMoveSeesItsOwnMateAsNegative() {
        // After the mating sequence's first move Black is to move and gets mated in one more.
        Position position = Fen.parse(MATE_IN_TWO);
        position.makeMove(Move.of(org.gametree.xiangqi.Squares.parse("f7", 0), org.gametree.xiangqi.Squares.parse("d8", 0)));
        SearchResult result = Algorithms.create("pvs", PVS_TT)
                .search(new XiangqiSearchPosition(position, new PieceSquareEvaluation()), SearchLimits.depth(4));
        assertEquals(Score.matedIn(2), result.value());
        assertTrue(Score.isMate(result.value()));
    }
}
