package org.gametree.xiangqi.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.gametree.core.search.Score;
import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.Piece;
import org.gametree.xiangqi.PieceLists;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.Squares;
import org.gametree.xiangqi.PieceSquareTables;
import org.junit.jupiter.api.Test;

/**
 * Every evaluation on thousands of positions of random games: explanations add up exactly,
 * values are colour-symmetric, and the incremental piece-square score equals a from-scratch sum.
 * The book's evaluation on hand-computed positions.
 */
class EvaluationTest {

    private static final int POSITIONS = 4000;

    private static List<XiangqiEvaluation> evaluations() {
        return List.of(new BookEvaluation(), new PieceSquareEvaluation(), new RichEvaluation());
    }

    @Test
    void explanationsAddUpToTheEvaluation() {
        for (XiangqiEvaluation evaluation : evaluations()) {
            int visited = Positions.randomGames(7, POSITIONS, 120, position -> {
                int value = evaluation.evaluate(position);
                Explanation explanation = evaluation.explain(position);
                assertEquals(value, explanation.total(), () -> evaluation.name() + " " + position + "\n" + explanation);
                assertEquals(position.sideToMove(), explanation.sideToMove());
                assertTrue(Math.abs(value) < Score.MATE_BOUND, () -> evaluation.name() + " " + position);
            });
            assertTrue(visited >= POSITIONS);
        }
    }

    @Test
    void valuesAreTheSameWithColoursSwappedOrTheBoardMirrored() {
        for (XiangqiEvaluation evaluation : evaluations()) {
            Positions.randomGames(11, POSITIONS, 120, position -> {
                int value = evaluation.evaluate(position);
                Position flipped = Positions.colourFlipped(position);
                assertEquals(value, evaluation.evaluate(flipped),
                        () -> evaluation.name() + ": " + position + " vs colours swapped " + flipped);
                Position mirrored = Positions.mirrored(position);
                assertEquals(value, evaluation.evaluate(mirrored),
                        () -> evaluation.name() + ": " + position + " vs mirrored " + mirrored);
            });
        }
    }

    @Test
    void incrementalPieceSquareScoreEqualsTheSumFromScratch() {
        int[] checked = {0};
        Positions.randomGames(13, 20_000, 200, position -> {
            int fromScratch = 0;
            for (int id = 16; id < Piece.ID_LIMIT; id++) {
                int sq = position.squareOf(id);
                if (sq != 0) {
                    int type = Piece.type(id);
                    int value = PieceSquareTables.material(type) + PieceSquareTables.position(type, Piece.side(id), sq);
                    fromScratch += Piece.side(id) == Piece.RED ? value : -value;
                }
            }
            assertEquals(fromScratch, position.pieceSquareScore(), position::toString);
            assertEquals(fromScratch, position.computePieceSquareScore(), position::toString);
            assertEquals(fromScratch, Fen.parse(Fen.write(position)).pieceSquareScore(), position::toString);
            checked[0]++;
        });
        assertTrue(checked[0] > 20_000);
    }

    @Test
    void pieceSquareTablesAreSymmetricBetweenTheWings() {
        for (int type = 0; type < Piece.TYPES; type++) {
            for (int side = 0; side < 2; side++) {
                for (int rank = 0; rank < Squares.RANKS; rank++) {
                    for (int file = 0; file < Squares.FILES; file++) {
                        assertEquals(PieceSquareTables.position(type, side, Squares.of(file, rank)),
                                PieceSquareTables.position(type, side, Squares.of(8 - file, rank)));
                        assertEquals(PieceSquareTables.position(type, Piece.RED, Squares.of(file, rank)),
                                PieceSquareTables.position(type, Piece.BLACK, Squares.of(file, 9 - rank)),
                                "Black's tables are Red's mirrored top to bottom");
                    }
                }
            }
        }
    }

    @Test
    void pieceSquareEvaluationIsTheBoardSumForTheSideToMovePlusTempo() {
        Position start = Position.startPosition();
        PieceSquareEvaluation pst = new PieceSquareEvaluation();
        assertEquals(PieceSquareEvaluation.TEMPO, pst.evaluate(start), "the start position is symmetric");
        Explanation explanation = pst.explain(start);
        assertEquals(32 * 2 + 1, explanation.rows().size(), "material and position per piece, and tempo");
        assertEquals(0, explanation.total(Explanation.Term.MATERIAL));
        assertEquals(PieceSquareEvaluation.TEMPO, explanation.total(Explanation.Term.TEMPO));
        // Red's central cannon: h2e2 moves a cannon from +5 to +20.
        start.makeMove(org.gametree.xiangqi.Move.of(Squares.parse("h2", 0), Squares.parse("e2", 0)));
        assertEquals(-15 + PieceSquareEvaluation.TEMPO, pst.evaluate(start), "Black to move, Red is 15 better");
    }

    /**
     * Red: king e0, rook a0. Black: king f9, pawn a5. Red to move. By hand (BOOK.md §1):
     * <ul>
     * <li>red king: touches d0, f0, e1 (empty); guarded by the rook, not attacked:
     *     1 + 10000 + 5 = 10006;</li>
     * <li>red rook: a1..a4 empty, a5 enemy, b0..d0 empty, e0 own: mobility 8: 1 + 6·8 + 500 = 549;</li>
     * <li>black pawn: touches a4: 1 + 15 + 100 = 116; attacked by the rook with Black not to move:
     *     −10·(100/16) = −60, not guarded, then −(1 attacker + weight (30 + (100 − 500)/10)/10 = −1)
     *     = −0: 56. (The book's code would lose the attack here and keep 116.)</li>
     * <li>black king: touches e9, f8: 1 + 10000 = 10001.</li>
     * </ul>
     * Red: 10555, Black: 10057, value 498.
     */
    @Test
    void bookEvaluationOfAHandComputedPosition() {
        Position position = Fen.parse(PieceLists.fen("w", "Ke0", "Ra0", "kf9", "pa5"));
        BookEvaluation book = new BookEvaluation();
        assertEquals(498, book.evaluate(position));
        Explanation explanation = book.explain(position);
        assertEquals(498, explanation.total());
        assertEquals(500 + 10000 - 100 - 10000, explanation.total(Explanation.Term.MATERIAL));
        assertEquals(1 + 49 - 16 - 1, explanation.total(Explanation.Term.MOBILITY));
        assertEquals(60, explanation.total(Explanation.Term.THREAT), "the black pawn's threat counts for Red");
        assertEquals(5, explanation.total(Explanation.Term.GUARD));
        assertEquals(0, explanation.total(Explanation.Term.PAWN_POSITION));
        // Black to move instead: the pawn is threatened on its own move (−2h = −12, minus 0).
        Position blackToMove = Fen.parse(PieceLists.fen("b", "Ke0", "Ra0", "kf9", "pa5"));
        assertEquals(-(10006 + 549) + (1 + 15 + 100 - 12) + 10001, book.evaluate(blackToMove));
    }

    @Test
    void bookPawnTableForBothSides() {
        BookEvaluation book = new BookEvaluation();
        // A red pawn on e6 (book row 3: 110) against a black pawn on e3 (its mirror: 110).
        Explanation red = book.explain(Fen.parse(PieceLists.fen("w", "Kd0", "Pe6", "kf9")));
        assertEquals(110, red.total(Explanation.Term.PAWN_POSITION));
        Explanation black = book.explain(Fen.parse(PieceLists.fen("w", "Kd0", "pe3", "kf9")));
        assertEquals(-110, black.total(Explanation.Term.PAWN_POSITION));
        Explanation bottom = book.explain(Fen.parse(PieceLists.fen("w", "Kd0", "Pa9", "kf9")));
        assertEquals(0, bottom.total(Explanation.Term.PAWN_POSITION), "row 0 of the table is 0");
        Explanation a8 = book.explain(Fen.parse(PieceLists.fen("w", "Kd0", "Pa8", "kf9")));
        assertEquals(90, a8.total(Explanation.Term.PAWN_POSITION));
    }

    @Test
    void bookEvaluationIsDecidedWhenTheSideToMoveCanTakeTheKing() {
        // Red in check from the rook on e9; after a null move Black could take the king.
        Position position = Fen.parse(PieceLists.fen("w", "Ke0", "Ra0", "kd9", "re9"));
        assertTrue(position.isInCheck());
        position.makeNullMove();
        BookEvaluation book = new BookEvaluation();
        assertEquals(BookEvaluation.DECIDED, book.evaluate(position));
        Explanation explanation = book.explain(position);
        assertEquals(1, explanation.rows().size());
        assertEquals(Explanation.Term.DECIDED, explanation.rows().get(0).term());
        assertEquals(BookEvaluation.DECIDED, explanation.total());
        position.unmakeNullMove();
        assertTrue(book.evaluate(position) < BookEvaluation.DECIDED);
    }

    @Test
    void evaluationsByName() {
        for (String name : XiangqiEvaluation.names()) {
            assertEquals(name, XiangqiEvaluation.byName(name).name());
        }
        assertThrows(IllegalArgumentException.class, () -> XiangqiEvaluation.byName("nonsense"));
    }
}
