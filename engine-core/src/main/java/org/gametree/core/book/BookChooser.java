package org.gametree.core.book;

import java.util.List;
import java.util.Random;

/**
 * Picks a book move at random in proportion to the weights (the book's "several good moves,
 * chosen by weight"), from a seeded generator so a test or a reproducible match plays the same
 * line every time. Moves of a preferred group (the line the engine's earlier book moves chose)
 * count {@value #GROUP_PREFERENCE} times their weight, so the book's moves follow one plan
 * without forbidding a change of line.
 */
public final class BookChooser {

    /** How much a move of the preferred group outweighs its plain weight. */
    public static final int GROUP_PREFERENCE = 8;

    private final Random random;

    public BookChooser(long seed) {
        this.random = new Random(seed);
    }

    /** The index of the chosen move, or -1 when no move has a positive weight. */
    public int choose(List<BookMove> moves) {
        return choose(moves, 0);
    }

    /**
     * The index of the chosen move, moves of {@code preferredGroup} (0: none) preferred; -1 when
     * no move has a positive weight.
     */
    public int choose(List<BookMove> moves, int preferredGroup) {
        long total = 0;
        for (BookMove m : moves) {
            total += effectiveWeight(m, preferredGroup);
        }
        if (total <= 0) {
            return -1;
        }
        long r = (long) (random.nextDouble() * total);
        for (int i = 0; i < moves.size(); i++) {
            r -= effectiveWeight(moves.get(i), preferredGroup);
            if (r < 0) {
                return i;
            }
        }
        // rounding at the very top of the range: the last move with a weight
        for (int i = moves.size() - 1; i >= 0; i--) {
            if (moves.get(i).weight() > 0) {
                return i;
            }
        }
        return -1;
    }

    private static long effectiveWeight(BookMove move, int preferredGroup) {
        return preferredGroup != 0 && move.group() == preferredGroup ? (long) move.weight() * GROUP_PREFERENCE : move.weight();
    }
}
