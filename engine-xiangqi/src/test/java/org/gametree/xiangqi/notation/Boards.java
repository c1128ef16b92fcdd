package org.gametree.xiangqi.notation;

import org.gametree.xiangqi.Fen;
import org.gametree.xiangqi.Position;
import org.gametree.xiangqi.Squares;

/**
 * Test positions written as piece lists, "Ke0 kd9 Ra0 Ra4" (FEN letter and square), because
 * tandem cases are easier to read and check that way than as FEN ranks. Fen.parse still
 * validates them (piece placement, side not to move not in check).
 */
final class Boards {

    private Boards() {
    }

    /** The FEN of the pieces with {@code side} ("w" or "b") to move. */
    static String fen(String side, String pieces) {
        char[][] board = new char[Squares.RANKS][Squares.FILES];
        for (String token : pieces.trim().split("\\s+")) {
            if (token.length() != 3) {
                throw new IllegalArgumentException("bad piece token " + token);
            }
            int square = Squares.parse(token, 1);
            if (square < 0 || board[Squares.rank(square)][Squares.file(square)] != 0) {
                throw new IllegalArgumentException("bad or repeated square in " + token);
            }
            board[Squares.rank(square)][Squares.file(square)] = token.charAt(0);
        }
        StringBuilder fen = new StringBuilder();
        for (int rank = 9; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < Squares.FILES; file++) {
                char c = board[rank][file];
                if (c == 0) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    fen.append(empty);
                    empty = 0;
                }
                fen.append(c);
            }
            if (empty > 0) {
                fen.append(empty);
            }
            if (rank > 0) {
                fen.append('/');
            }
        }
        return fen.append(' ').append(side).append(" - - 0 1").toString();
    }

    static Position position(String side, String pieces) {
        return Fen.parse(fen(side, pieces));
    }

    /** A position given either as a FEN or as "w: Ke0 kd9 …" / "b: …". */
    static Position parse(String spec) {
        if (spec.startsWith("w:") || spec.startsWith("b:")) {
            return position(spec.substring(0, 1), spec.substring(2));
        }
        return Fen.parse(spec);
    }
}
