package org.gametree.core.book;

import java.util.HashMap;
import java.util.Map;

/**
 * Counts, while a book is built, which line (group) the games through each book move belong to,
 * and then gives every move the group most of its games had (ties: the smaller number), so a move
 * shared by several lines is filed under its main one.
 */
public final class GroupTally {

    private record Slot(long key, int move) {
    }

    private final Map<Slot, Map<Integer, Integer>> counts = new HashMap<>();

    /** One game of {@code group} (0: none, not counted) played {@code move} in the position {@code key}. */
    public void count(long key, int move, int group) {
        if (group != 0) {
            counts.computeIfAbsent(new Slot(key, move), s -> new HashMap<>()).merge(group, 1, Integer::sum);
        }
    }

    /** Sets each counted move's group in {@code book} (moves no longer in it are skipped). */
    public void applyTo(OpeningBook book) {
        for (Map.Entry<Slot, Map<Integer, Integer>> e : counts.entrySet()) {
            int best = 0;
            int bestCount = 0;
            for (Map.Entry<Integer, Integer> g : e.getValue().entrySet()) {
                if (g.getValue() > bestCount || g.getValue() == bestCount && g.getKey() < best) {
                    best = g.getKey();
                    bestCount = g.getValue();
                }
            }
            book.setGroup(e.getKey().key(), e.getKey().move(), best);
        }
    }
}
