package org.gametree.app.gomoku.board;

import javafx.geometry.Point2D;

import org.gametree.gomoku.GomokuPosition;

/**
 * Where things are on a square Gomoku board of {@code size} lines drawn into a box: the line
 * spacing and the screen position of every point. The board is the grid plus a margin on each
 * side for half a stone and a row of coordinates; it keeps its proportions and is centred.
 *
 * <p>Screen column {@code x} and row {@code y} are the engine's (x from the left, y from the
 * top), so no flipping is involved: the h8 names count rows from the bottom, the engine from
 * the top, and {@link GomokuPosition#point(int, int)} takes the engine's.
 */
public final class GomokuBoardGeometry {

    /** Margin beyond the outer lines, in line spacings: half a stone plus the coordinates. */
    public static final double MARGIN = 1.25;

    private final int size;
    private final double cell;
    private final double left;
    private final double top;

    private GomokuBoardGeometry(int size, double cell, double left, double top) {
        this.size = size;
        this.cell = cell;
        this.left = left;
        this.top = top;
    }

    /** Board side in line spacings for a board of {@code size} lines. */
    public static double units(int size) {
        return size - 1 + 2 * MARGIN;
    }

    /** The geometry of a {@code size}-line board drawn into {@code width × height} at (x, y). */
    public static GomokuBoardGeometry fit(int size, double x, double y, double width, double height) {
        double units = units(size);
        double cell = Math.max(1, Math.min(width, height) / units);
        return new GomokuBoardGeometry(size, cell, x + (width - cell * units) / 2, y + (height - cell * units) / 2);
    }

    public int size() {
        return size;
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

    /** Side of the (square) wooden board in pixels. */
    public double boardSide() {
        return cell * units(size);
    }

    /** Screen x of column {@code x} (0 = a). */
    public double columnX(double x) {
        return left + (MARGIN + x) * cell;
    }

    /** Screen y of row {@code y} counted from the top. */
    public double rowY(double y) {
        return top + (MARGIN + y) * cell;
    }

    /** Centre of a point, in the board control's coordinates. */
    public Point2D center(int point) {
        return new Point2D(columnX(GomokuPosition.x(point)), rowY(GomokuPosition.y(point)));
    }

    /**
     * The point nearest to (x, y), or 0 if that is more than half a line spacing away in either
     * direction (a click on the margin or the coordinates picks nothing).
     */
    public int pointNear(double x, double y) {
        long column = Math.round((x - columnX(0)) / cell);
        long row = Math.round((y - rowY(0)) / cell);
        if (column < 0 || column >= size || row < 0 || row >= size) {
            return 0;
        }
        if (Math.abs(x - columnX(column)) > cell / 2 || Math.abs(y - rowY(row)) > cell / 2) {
            return 0;
        }
        return GomokuPosition.point((int) column, (int) row);
    }

    /**
     * The star points (hoshi) of a board: the 4-4 points of the corners, the centre on boards
     * with a central point, and on the big odd boards (19 lines and more) the side midpoints as
     * well, as on a Go board. Engine point indices.
     */
    public static int[] starPoints(int size) {
        int near = 3;
        int far = size - 4;
        boolean centre = size % 2 == 1;
        int mid = size / 2;
        java.util.List<Integer> points = new java.util.ArrayList<>();
        for (int y : new int[] {near, far}) {
            for (int x : new int[] {near, far}) {
                points.add(GomokuPosition.point(x, y));
            }
        }
        if (centre) {
            points.add(GomokuPosition.point(mid, mid));
            if (size >= 19) {
                points.add(GomokuPosition.point(mid, near));
                points.add(GomokuPosition.point(mid, far));
                points.add(GomokuPosition.point(near, mid));
                points.add(GomokuPosition.point(far, mid));
            }
        }
        return points.stream().mapToInt(Integer::intValue).toArray();
    }
}
