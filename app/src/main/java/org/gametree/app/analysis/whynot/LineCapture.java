package org.gametree.app.analysis.whynot;

/**
 * A Xiangqi piece taken along a line of moves.
 *
 * @param ply    the index in the line of the capturing move (0: the line's first move)
 * @param side   the side that captured ({@code Piece.RED} or {@code Piece.BLACK})
 * @param type   the type of the piece taken ({@code Piece.KING} .. {@code Piece.PAWN})
 * @param square the square it was taken on (mailbox index)
 */
public record LineCapture(int ply, int side, int type, int square) {
}
