package org.gametree.gomoku;

import java.util.ArrayList;
import java.util.List;

import org.gametree.gomoku.notation.Notation;

/**
 * The lines of a board (rows, columns, both diagonals) at least five points long, each as its
 * points in order, and the five-point windows on them; shared per board size. The arrays are
 * public for the hot paths of the position and the evaluations, which only read them.
 */
public final class Lines {

    private static final Lines[] BY_SIZE = new Lines[GomokuPosition.MAX_SIZE + 1];

    public final int size;
    /** points[line] = the line's points in order. */
    public final int[][] points;
    /** names[line], e.g. "row 8", "column h", "diagonal a11-e15". */
    public final String[] names;
    /** window w covers points windowStart[w] + i × windowStep[w], i = 0..4. */
    public final int[] windowStart;
    public final int[] windowStep;
    /** The line a window lies on. */
    public final int[] windowLine;
    /** linesAt[point] = the lines (at least five long) through the point. */
    public final int[][] linesAt;
    /** windowsAt[point] = the windows covering the point. */
    public final int[][] windowsAt;

    public static synchronized Lines of(int size) {
        if (BY_SIZE[size] == null) {
            BY_SIZE[size] = new Lines(size);
        }
        return BY_SIZE[size];
    }

    private Lines(int size) {
        this.size = size;
        int[][] dirs = {{1, 0}, {0, 1}, {1, 1}, {-1, 1}};
        List<int[]> lines = new ArrayList<>();
        List<String> lineNames = new ArrayList<>();
        for (int[] d : dirs) {
            for (int y = 0; y < size; y++) {
                for (int x = 0; x < size; x++) {
                    int px = x - d[0];
                    int py = y - d[1];
                    if (px >= 0 && px < size && py >= 0 && py < size) {
                        continue; // not the start of a line
                    }
                    List<Integer> pts = new ArrayList<>();
                    for (int cx = x, cy = y; cx >= 0 && cx < size && cy >= 0 && cy < size; cx += d[0], cy += d[1]) {
                        pts.add(GomokuPosition.point(cx, cy));
                    }
                    if (pts.size() < 5) {
                        continue;
                    }
                    int[] arr = pts.stream().mapToInt(Integer::intValue).toArray();
                    lines.add(arr);
                    String first = Notation.name(size, arr[0]);
                    String last = Notation.name(size, arr[arr.length - 1]);
                    String name;
                    if (d[1] == 0) {
                        name = "row " + first.substring(1);
                    } else if (d[0] == 0) {
                        name = "column " + first.charAt(0);
                    } else {
                        name = "diagonal " + first + "-" + last;
                    }
                    lineNames.add(name);
                }
            }
        }
        points = lines.toArray(new int[0][]);
        names = lineNames.toArray(new String[0]);
        List<int[]> windows = new ArrayList<>();
        for (int l = 0; l < points.length; l++) {
            int[] line = points[l];
            int step = line[1] - line[0];
            for (int i = 0; i + 5 <= line.length; i++) {
                windows.add(new int[] {line[i], step, l});
            }
        }
        windowStart = new int[windows.size()];
        windowStep = new int[windows.size()];
        windowLine = new int[windows.size()];
        List<List<Integer>> at = new ArrayList<>();
        for (int p = 0; p < GomokuPosition.MAX_POINTS; p++) {
            at.add(new ArrayList<>());
        }
        for (int w = 0; w < windows.size(); w++) {
            windowStart[w] = windows.get(w)[0];
            windowStep[w] = windows.get(w)[1];
            windowLine[w] = windows.get(w)[2];
            for (int i = 0; i < 5; i++) {
                at.get(windowStart[w] + i * windowStep[w]).add(w);
            }
        }
        List<List<Integer>> through = new ArrayList<>();
        for (int p = 0; p < GomokuPosition.MAX_POINTS; p++) {
            through.add(new ArrayList<>());
        }
        for (int l = 0; l < points.length; l++) {
            for (int p : points[l]) {
                through.get(p).add(l);
            }
        }
        linesAt = new int[GomokuPosition.MAX_POINTS][];
        for (int p = 0; p < GomokuPosition.MAX_POINTS; p++) {
            linesAt[p] = through.get(p).stream().mapToInt(Integer::intValue).toArray();
        }
        windowsAt = new int[GomokuPosition.MAX_POINTS][];
        for (int p = 0; p < GomokuPosition.MAX_POINTS; p++) {
            windowsAt[p] = at.get(p).stream().mapToInt(Integer::intValue).toArray();
        }
    }

    public int windowCount() {
        return windowStart.length;
    }
}
