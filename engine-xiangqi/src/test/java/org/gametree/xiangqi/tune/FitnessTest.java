package org.gametree.xiangqi.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.gametree.core.tune.LabelledPosition;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.Move;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.Squares;
import org.gametree.xiangqi.eval.EvalParameters;
import org.gametree.xiangqi.eval.Explanation;
import org.gametree.xiangqi.eval.XiangqiEvaluation;
import org.gametree.xiangqi.io.XiangqiGameCollection;
import org.gametree.xiangqi.io.XiangqiGameRecord;
import org.junit.jupiter.api.Test;

/** The fitness functions besides Texel's: positions from games, move agreement, search agreement. */
class FitnessTest {

    private static final String GAMES = String.join("\n",
            "[Result \"0-1\"]", "", "1. h2e2 h9g7 2. h0g2 i9h9 3. i0h0 b9c7 0-1", "",
            "[Result \"*\"]", "", "1. b2e2 b9c7 *", "",
            "[Result \"1/2-1/2\"]", "", "1. c3c4 c6c5 2. b0c2 b9c7 1/2-1/2", "");

    private static int move(String text) {
        return Move.of(Squares.parse(text, 0), Squares.parse(text, 2));
    }

    @Test
    void gamesGivePositionsLabelledWithTheirResultAndTheMovesPlayed() throws Exception {
        List<XiangqiGameRecord> games = XiangqiGameCollection.read(GAMES);
        List<LabelledPosition> labelled = GamePositions.labelled(games, 2);
        assertEquals(4 + 2, labelled.size(), "plies 2.. of the two finished games; the unfinished one teaches nothing");
        assertEquals(0.0, labelled.get(0).result());
        assertEquals(0.5, labelled.get(5).result());
        List<GamePositions.PlayedMove> moves = GamePositions.playedMoves(games, 0);
        assertEquals(6 + 2 + 4, moves.size());
        assertEquals(move("h2e2"), moves.get(0).move());
        assertEquals(Position.START_FEN, Fen.write(moves.get(0).position()));
    }

    /** Red takes a hanging rook: any search agrees; a quiet rook move instead it does not. */
    @Test
    void moveAgreementCountsThePositionsWhereTheSearchPlaysTheGameMove() {
        Position hanging = Fen.parse("3k5/9/9/9/4r4/9/9/4R4/9/5K3 w - - 0 1");
        List<GamePositions.PlayedMove> both = List.of(new GamePositions.PlayedMove(hanging, move("e2e5")),
                new GamePositions.PlayedMove(hanging, move("e2d2")));
        int[] defaults = EvalParameters.defaults().toArray();
        try (MoveAgreement one = new MoveAgreement(both, 2, 1); MoveAgreement two = new MoveAgreement(both, 2, 2)) {
            assertEquals(0.5, one.loss(defaults), 1e-12, "agrees on the capture, not on the quiet move");
            assertEquals(one.loss(defaults), two.loss(defaults), 0.0, "threads change nothing");
        }
    }

    @Test
    void searchAgreementIsPerfectForAConstantEvaluationTheBooksWarning() throws Exception {
        List<Position> positions = new ArrayList<>();
        for (GamePositions.PlayedMove m : GamePositions.playedMoves(XiangqiGameCollection.read(GAMES), 0)) {
            positions.add(m.position());
        }
        int[] defaults = EvalParameters.defaults().toArray();
        try (SearchAgreement agreement = new SearchAgreement(positions, 2, 2, 0.005);
             SearchAgreement constant = new SearchAgreement(positions, v -> new Flat(), 2, 2, 0.005)) {
            double real = agreement.loss(defaults);
            assertTrue(real > 0, "a real evaluation disagrees somewhat with its own search: " + real);
            assertEquals(real, agreement.loss(defaults), 0.0, "deterministic");
            assertEquals(0.0, constant.loss(defaults), 0.0, SearchAgreement.WARNING);
        }
    }

    @Test
    void matchFitnessPlaysTheSameGamesForTheSameVector() throws Exception {
        int[] defaults = EvalParameters.defaults().toArray();
        try (MatchFitness fitness = new MatchFitness(null, 4, 300, 3, 2)) {
            double loss = fitness.loss(defaults);
            assertTrue(loss >= 0 && loss <= 1, "a share of the points: " + loss);
            assertEquals(4, fitness.lastScore().games());
            assertEquals(loss, fitness.loss(defaults), 0.0, "fixed nodes and seeded openings: the same games");
        }
    }

    /** The evaluation the book warns of: the same value for every position. */
    private static final class Flat implements XiangqiEvaluation {
        @Override
        public int evaluate(Position position) {
            return 0;
        }

        @Override
        public Explanation explain(Position position) {
            return new Explanation(name(), position.sideToMove(), List.of());
        }

        @Override
        public String name() {
            return "flat";
        }
    }
}
