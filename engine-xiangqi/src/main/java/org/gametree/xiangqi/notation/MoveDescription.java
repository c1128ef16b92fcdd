package org.gametree.xiangqi.notation;

import org.gametree.xiangqi.Piece;

/**
 * What WXF and Chinese notation say about a move, before choosing letters or characters: which
 * piece moves (type, side and {@link Locator}) and how (action and number).
 *
 * @param move    the move described
 * @param side    {@link Piece#RED} or {@link Piece#BLACK}
 * @param type    the moving piece's type ({@link Piece#KING} … {@link Piece#PAWN})
 * @param locator how the moving piece is told apart from its side's other pieces of that type
 * @param action  forward, backward or sideways, from the mover's point of view
 * @param number  for kings, rooks, cannons and pawns moving forward or backward the number of
 *                ranks moved; otherwise (sideways moves, and every advisor, elephant and horse
 *                move) the file number of the destination
 */
public record MoveDescription(int move, int side, int type, Locator locator, Action action, int number) {

    /** Whether this type moves along ranks and files, so forward/backward counts ranks. */
    static boolean movesStraight(int type) {
        return type == Piece.KING || type == Piece.ROOK || type == Piece.CANNON || type == Piece.PAWN;
    }
}
