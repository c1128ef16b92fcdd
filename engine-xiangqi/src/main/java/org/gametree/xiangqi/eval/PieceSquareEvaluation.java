package org.gametree.xiangqi.eval;

import java.util.ArrayList;
import java.util.List;

import org.gametree.xiangqi.Piece;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.PieceSquareTables;

/**
 * The fast evaluation the seeds describe (ElephantEye / XiangQi Wizard style): material plus a
 * piece-square bonus per piece from {@link PieceSquareTables}, mirrored for Black, plus
 * {@link #TEMPO} for the side to move. The board sum is kept by {@link Position} in make/unmake
 * ({@link Position#pieceSquareScore()}), so evaluating costs a field read.
 */
public final class PieceSquareEvaluation implements XiangqiEvaluation {

    public static final String NAME = "pst";

    /** Bonus for having the move. */
    public static final int TEMPO = 3;

    @Override
    public int evaluate(Position position) {
        int score = position.pieceSquareScore();
        return (position.sideToMove() == Piece.RED ? score : -score) + TEMPO;
    }

    /** Per piece a material and a position row, then the tempo row. */
    @Override
    public Explanation explain(Position position) {
        int us = position.sideToMove();
        List<Explanation.Row> rows = new ArrayList<>();
        for (int id = 16; id < Piece.ID_LIMIT; id++) {
            int sq = position.squareOf(id);
            if (sq == 0) {
                continue;
            }
            int side = Piece.side(id);
            int type = Piece.type(id);
            int sign = side == us ? 1 : -1;
            rows.add(new Explanation.Row(Explanation.Term.MATERIAL, side, type, sq,
                    sign * PieceSquareTables.material(type)));
            rows.add(new Explanation.Row(Explanation.Term.POSITION, side, type, sq,
                    sign * PieceSquareTables.position(type, side, sq)));
        }
        rows.add(new Explanation.Row(Explanation.Term.TEMPO, us, -1, -1, TEMPO));
        return new Explanation(NAME, us, rows);
    }

    @Override
    public String name() {
        return NAME;
    }
}
