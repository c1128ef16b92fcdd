package org.gametree.xiangqi.notation;

/**
 * Where a piece stands, in the terms notations use to single it out among its side's pieces of
 * the same type.
 *
 * @param file      the file number 1..9, counted from the owner's right
 * @param index     0 for the foremost (nearest the opponent) of the {@code count} pieces of this
 *                  type and side on that file, {@code count - 1} for the rearmost
 * @param count     how many pieces of this type and side stand on that file (1 = no tandem)
 * @param fileNamed whether the piece is a pawn on a file with several pawns while another file
 *                  also holds several of that side's pawns, so the notation must name the file
 *                  as well as the position in it ({@code 3+}, 前七)
 */
public record Locator(int file, int index, int count, boolean fileNamed) {

    /** Whether another piece of the same type and side shares the file. */
    public boolean isTandem() {
        return count >= 2;
    }

    public boolean isFront() {
        return index == 0;
    }

    public boolean isRear() {
        return index == count - 1;
    }
}
