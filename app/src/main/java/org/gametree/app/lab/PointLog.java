package org.gametree.app.lab;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.RandomAccess;

/**
 * The steps of a run, appended by the worker and read by the FX thread without copying the
 * whole history at every step: a view is the array and a length, and the slots below the length
 * are never written again (a full array is copied into a bigger one, the old one left to the
 * views that hold it). One writer; a view is safe to read on any thread once it was handed over
 * through a volatile or atomic publication (the snapshot pump's).
 */
final class PointLog {

    private LabPoint[] points = new LabPoint[256];
    private int size;

    /** Worker thread: appends a point. */
    void add(LabPoint point) {
        if (size == points.length) {
            points = Arrays.copyOf(points, size * 2);
        }
        points[size++] = point;
    }

    /** Worker thread: the points so far, as an immutable list. */
    List<LabPoint> view() {
        return new View(points, size);
    }

    private static final class View extends AbstractList<LabPoint> implements RandomAccess {
        private final LabPoint[] points;
        private final int size;

        View(LabPoint[] points, int size) {
            this.points = points;
            this.size = size;
        }

        @Override
        public LabPoint get(int index) {
            if (index < 0 || index >= size) {
                throw new IndexOutOfBoundsException(index);
            }
            return points[index];
        }

        @Override
        public int size() {
            return size;
        }
    }
}
