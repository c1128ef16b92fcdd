package org.gametree.app.xiangqi.board;

import javafx.geometry.Point2D;

import org.gametree.xiangqi.Squares;

/**
 * Where things are on a board of a given size: the spacing of the lines and the screen position
 * of every point. The board keeps its proportions (9.4 × 11.3 line spacings: the grid plus a
 * margin for pieces and file numbers) and is centred in whatever space it gets.
 *
 * <p>"Column" and "row" are screen positions (row 0 at the top); files and ranks are the board's.
 * Unflipped, Red (rank 0) is at the bottom; flipped, Black is.
 */
public final class BoardGeometry {

    /** Margin beside the outer files, in line spacings: room for half a piece and the frame. */
    public static final double SIDE_MARGIN = 0.7;
    /** Margin above and below the outer ranks: half a piece plus a row of file numbers. */
    public static final double END_MARGIN = 1.15;
    static final double WIDTH_UNITS = (Squares.FILES - 1) + 2 * SIDE_MARGIN;
    static final double HEIGHT_UNITS = (Squares.RANKS - 1) + 2 * END_MARGIN;

    private final double cell;
    private final double left;
    private final double top;
    private final boolean flipped;

    private BoardGeometry(double cell, double left, double top, boolean flipped) {
        this.cell = cell;
        this.left = left;
        this.top = top;
        this.flipped = flipped;
    }

    /** The geometry of a board drawn into {@code width × height}, starting at (x, y). */
    public static BoardGeometry fit(double x, double y, double width, double height, boolean flipped) {
        double cell = Math.max(1, Math.min(width / WIDTH_UNITS, height / HEIGHT_UNITS));
        double boardLeft = x + (width - cell * WIDTH_UNITS) / 2;
        double boardTop = y + (height - cell * HEIGHT_UNITS) / 2;
        return new BoardGeometry(cell, boardLeft, boardTop, flipped);
    }

    /** Line spacing in pixels. */
    public double cell() {
        return cell;
    }

    /** Left edge of the wooden board. */
    public double boardLeft() {
        return left;
    }

    public double boardTop() {
        return top;
    }

    public double boardWidth() {
        return cell * WIDTH_UNITS;
    }

    public double boardHeight() {
        return cell * HEIGHT_UNITS;
    }

    public boolean flipped() {
        return flipped;
    }

    /** Screen x of a column 0..8 (fractions allowed, e.g. for the river words). */
    public double columnX(double column) {
        return left + (SIDE_MARGIN + column) * cell;
    }

    /** Screen y of a row 0..9 (fractions allowed). */
    public double rowY(double row) {
        return top + (END_MARGIN + row) * cell;
    }

    public int column(int file) {
        return flipped ? Squares.FILES - 1 - file : file;
    }

    public int row(int rank) {
        return flipped ? rank : Squares.RANKS - 1 - rank;
    }

    /** The square shown at a screen column and row. */
    public int squareAt(int column, int row) {
        int file = flipped ? Squares.FILES - 1 - column : column;
        int rank = flipped ? row : Squares.RANKS - 1 - row;
        return Squares.of(file, rank);
    }

    /** Centre of a square's point in local coordinates. */
    public Point2D center(int square) {
        return new Point2D(columnX(column(Squares.file(square))), rowY(row(Squares.rank(square))));
    }

    /**
     * The square whose point is nearest to (x, y), or -1 if that is more than half a line
     * spacing away (a click on the margin or the numbers picks nothing).
     */
    public int squareNear(double x, double y) {
        long column = Math.round((x - columnX(0)) / cell);
        long row = Math.round((y - rowY(0)) / cell);
        if (column < 0 || column >= Squares.FILES || row < 0 || row >= Squares.RANKS) {
            return -1;
        }
        double dx = x - columnX(column);
        double dy = y - rowY(row);
        if (Math.abs(dx) > cell / 2 || Math.abs(dy) > cell / 2) {
            return -1;
        }
        return squareAt((int) column, (int) row);
    }
}
