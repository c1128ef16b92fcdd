package org.gametree.app.analysis;

import java.util.List;

/**
 * Candidate points of a Gomoku analysis coloured by how good they are, as Yixin-Board shows its
 * engine's thinking: each {@link Spot} is a point with its rank (1: the best, drawn with its
 * number) and its heat, 0..1 (1: as good as the best, 0: the worst shown).
 *
 * <p>Why not {@link BoardMark}s: a mark is a kind with a fixed colour and a one-letter tag, shared
 * by several views that each clear only their own list; a heat map is a colour scale with
 * numbers, and one view (the live panel) owns it alone. Keeping it a separate layer lets both be
 * shown at once (the Opening tab's book marks under the live lines' heat) without either view
 * having to know the other's marks.
 *
 * @param spots the points, best first (an unmodifiable copy)
 */
public record HeatMap(List<Spot> spots) {

    /** Nothing to show. */
    public static final HeatMap EMPTY = new HeatMap(List.of());

    public HeatMap {
        spots = List.copyOf(spots);
    }

    /**
     * One coloured point.
     *
     * @param point the engine's point index
     * @param rank  1 for the best, 2 for the next, …
     * @param heat  0..1: 1 as good as the best, 0 the worst shown
     * @param label what the board shows when the mouse rests on it (the line), may be empty
     */
    public record Spot(int point, int rank, double heat, String label) {

        public Spot {
            if (rank < 1) {
                throw new IllegalArgumentException("rank must be at least 1, got " + rank);
            }
            if (!(heat >= 0 && heat <= 1)) {
                throw new IllegalArgumentException("heat must be 0..1, got " + heat);
            }
            label = label == null ? "" : label;
        }
    }

    public boolean isEmpty() {
        return spots.isEmpty();
    }
}
