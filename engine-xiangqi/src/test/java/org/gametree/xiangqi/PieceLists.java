package org.gametree.xiangqi;

/**
 * Test positions written as piece lists — {@code "Ke0", "kd9", "Ra4"}: FEN letter, then square
 * name — because small positions are easier to read and check that way than as FEN ranks. The
 * board is not validated here (the FEN tests need impossible boards); {@link Fen#parse} does that.
 */
public final class PieceLists {

    private PieceLists() {
    }

    /** The FEN board field of the pieces. */
    public static String board(String... pieces) {
        char[][] grid = new char[Squares.RANKS][Squares.FILES];
        for (String piece : pieces) {
            int square = piece.length() == 3 ? Squares.parse(piece, 1) : -1;
            if (square < 0) {
                throw new IllegalArgumentException("bad piece '" + piece + "': write a FEN letter and a square, like Ke0");
            }
            int file = Squares.file(square);
            int rank = Squares.rank(square);
            if (grid[rank][file] != 0) {
                throw new IllegalArgumentException("two pieces on " + piece.substring(1));
            }
            grid[rank][file] = piece.charAt(0);
        }
        StringBuilder out = new StringBuilder();
        for (int rank = Squares.RANKS - 1; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < Squares.FILES; file++) {
                char c = grid[rank][file];
                if (c == 0) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    out.append(empty);
                    empty = 0;
                }
                out.append(c);
            }
            if (empty > 0) {
                out.append(empty);
            }
            if (rank > 0) {
                out.append('/');
            }
        }
        return out.toString();
    }

    /** A full FEN: the board of {@code pieces}, {@code side} ("w" or "b") to move, "- - 0 1". */
    public static String fen(String side, String... pieces) {
        return board(pieces) + " " + side + " - - 0 1";
    }
}
