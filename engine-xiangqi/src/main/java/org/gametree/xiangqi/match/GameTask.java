package org.gametree.xiangqi.match;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One game of a match as an independent task: its number, its opening and who has Red. A game
 * depends on nothing but its task, the engines and the limits (each game starts with
 * {@code ucinewgame}), so a match is a list of tasks that any worker — or any machine — may
 * play in any order, and the results are put back in the list's order.
 *
 * @param round      the game's number from 1, its PGN Round
 * @param opening    the moves played before the engines take over
 * @param firstIsRed whether engine A plays Red
 */
public record GameTask(int round, Opening opening, boolean firstIsRed) {

    public GameTask {
        if (round < 1) {
            throw new IllegalArgumentException("a game's round counts from 1, got " + round);
        }
        Objects.requireNonNull(opening, "opening");
    }

    /**
     * A match's usual schedule: opening i is played by games 2i (A Red) and 2i+1 (B Red), so
     * neither engine profits from a lopsided opening; the openings are cycled when there are more
     * games than twice their number.
     */
    public static List<GameTask> colourPairs(List<Opening> openings, int games) {
        if (openings.isEmpty()) {
            throw new IllegalArgumentException("a match needs at least one opening");
        }
        List<GameTask> tasks = new ArrayList<>(games);
        for (int i = 0; i < games; i++) {
            tasks.add(new GameTask(i + 1, openings.get((i / 2) % openings.size()), i % 2 == 0));
        }
        return tasks;
    }

    /** Whether this task and {@code next} play the same opening with the colours swapped (a pair for the statistics). */
    boolean pairsWith(GameTask next) {
        return opening.equals(next.opening) && firstIsRed != next.firstIsRed;
    }
}
