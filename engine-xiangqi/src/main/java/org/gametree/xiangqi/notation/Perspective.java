package org.gametree.xiangqi.notation;

import org.gametree.xiangqi.Piece;
import org.gametree.xiangqi.Squares;

/**
 * The board as each player sees it, which is how WXF and Chinese notation count: files are
 * numbered 1–9 from the player's own right, and forward is towards the opponent. Red's right is
 * file i, Black's right is file a, so Red's file n is Black's file 10 − n.
 */
final class Perspective {

    private Perspective() {
    }

    /** The file number 1..9 of a file index 0..8 (a..i) for {@code side}. */
    static int fileNumber(int side, int fileIndex) {
        return side == Piece.RED ? 9 - fileIndex : fileIndex + 1;
    }

    /** The file index 0..8 of a file number 1..9 for {@code side}. */
    static int fileIndex(int side, int fileNumber) {
        return side == Piece.RED ? 9 - fileNumber : fileNumber - 1;
    }

    /** The file number of the square's file for {@code side}. */
    static int fileNumberOf(int side, int square) {
        return fileNumber(side, Squares.file(square));
    }

    /** +1 if rank numbers grow in {@code side}'s forward direction (Red), −1 otherwise. */
    static int forwardSign(int side) {
        return side == Piece.RED ? 1 : -1;
    }

    /** Ranks gained towards the opponent from {@code from} to {@code to}; negative when going back. */
    static int ranksForward(int side, int from, int to) {
        return (Squares.rank(to) - Squares.rank(from)) * forwardSign(side);
    }

    /** "file 3 (g)": a file number with the board letter, so messages are clear to both camps. */
    static String describeFile(int side, int fileNumber) {
        return "file " + fileNumber + " (" + (char) ('a' + fileIndex(side, fileNumber)) + ")";
    }
}
