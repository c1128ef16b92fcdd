package org.gametree.core.book;

import java.util.List;
import java.util.Random;

/**
 * Picks a book move at random in proportion to the weights (the book's "several good moves,
 * chosen by weight"), from a seeded generator so a test or a reproducible match plays the same
 * line every time.
 */
public final class BookChooser {

    private final Random random;

    public BookChooser(long seed) {
        this.random = new Random(seed);
    }

    /** The index of the chosen move, or -1 when no move has a positive weight. */
    public int choose(List<BookMove> moves) {
        long total = 0;
        for (BookMove m : moves) {
            total += m.weight();
        }
        if (total <= 0) {
            return -1;
        }
        long r = (long) (random.nextDouble() * total);
        for (int i = 0; i < moves.size(); i++) {
            r -= moves.get(i).weight();
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
}
