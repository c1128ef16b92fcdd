package org.gametree.xiangqi.eval;

import java.util.List;

import org.gametree.xiangqi.Piece;
import org.gametree.xiangqi.Squares;

/**
 * An evaluation split into terms: one row per term and piece (or per side, for terms that
 * belong to no piece). Row values are signed for the side to move — the opponent's terms count
 * negative — so they add up exactly to the evaluation. Immutable.
 *
 * @param evaluation the evaluation's name
 * @param sideToMove {@link Piece#RED} or {@link Piece#BLACK}
 * @param rows       the terms
 */
public record Explanation(String evaluation, int sideToMove, List<Row> rows) {

    /** What a row measures. */
    public enum Term {
        /** A piece's base value. */
        MATERIAL,
        /** Value from the squares a piece reaches (the book's flexibility). */
        MOBILITY,
        /** The book's pawn table. */
        PAWN_POSITION,
        /** Penalty for a piece under attack. */
        THREAT,
        /** Bonus for a defended piece. */
        GUARD,
        /** A piece-square table's positional bonus. */
        POSITION,
        /** Bonus for having the move. */
        TEMPO,
        /** The position is decided outright (the book: the side to move can take the king). */
        DECIDED,
        /** Enemy pieces reaching the palace, and the king exposed on an open file. */
        KING_SAFETY,
        /** Missing advisors and elephants, weighed against the enemy's rooks, horses and cannons. */
        DEFENDERS,
        /** Cannons on the enemy king's line (empty-head, behind screens) and the pieces they attack. */
        CANNON_SCREENS,
        /** Rooks on open and half-open files. */
        ROOK_FILES,
        /** Horses with blocked legs, in the palace centre, or trapped. */
        HORSE_BLOCKING,
        /** Crossed pawns: connected, near the palace, on the last rank, in the endgame. */
        PAWN_STRUCTURE,
        /** Drawish material: the stronger side's advantage scaled towards 0. */
        ENDGAME_SCALE
    }

    /**
     * One term.
     *
     * @param term      what it measures
     * @param side      the side it belongs to
     * @param pieceType the piece type ({@link Piece#KING} …), -1 for a side's term
     * @param square    the piece's mailbox square, -1 for a side's term
     * @param value     its contribution, signed for the side to move
     */
    public record Row(Term term, int side, int pieceType, int square, int value) {

        @Override
        public String toString() {
            String where = pieceType < 0 ? "" : " " + Piece.englishName(pieceType) + " " + Squares.name(square);
            return term.name().toLowerCase() + " " + Piece.sideName(side) + where + " " + value;
        }
    }

    public Explanation {
        rows = List.copyOf(rows);
    }

    /** The sum of the rows: the evaluation's value. */
    public int total() {
        int sum = 0;
        for (Row row : rows) {
            sum += row.value();
        }
        return sum;
    }

    /** The sum of the rows of one term. */
    public int total(Term term) {
        int sum = 0;
        for (Row row : rows) {
            if (row.term() == term) {
                sum += row.value();
            }
        }
        return sum;
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder(evaluation).append(" for ").append(Piece.sideName(sideToMove))
                .append(": ").append(total());
        for (Row row : rows) {
            s.append('\n').append("  ").append(row);
        }
        return s.toString();
    }
}
