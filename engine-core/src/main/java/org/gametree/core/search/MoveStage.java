package org.gametree.core.search;

/**
 * Where a move came from in the move picker: the stage that produced it. A cutoff reports the
 * stage of the move that cut ({@link SearchListener#cutoff}), so the stepper can say "cut by the
 * killer (stage 3)" and the compare view can count which stages do the work. The numbers are the
 * order in which a staged picker tries them ({@link MovePicker}); the classic ordering (every
 * move generated and scored at once, {@link MoveOrdering}) reports the stage of the score band
 * a move came from.
 */
public enum MoveStage {

    /** Moves in generation order: no ordering at all. */
    UNORDERED(0),
    /** The transposition table's best move, tried before any generation. */
    HASH_MOVE(1),
    /** Captures that win or keep material by static exchange, most valuable victim first. */
    GOOD_CAPTURE(2),
    /** The two quiet moves that cut most recently at this ply. */
    KILLER(3),
    /** The quiet move that last refuted the opponent's previous move. */
    COUNTER_MOVE(4),
    /** The other quiet moves, by history. */
    QUIET(5),
    /** Captures that lose material by static exchange, tried last. */
    BAD_CAPTURE(6),
    /** In check: every legal evasion, captures first, then by history. */
    EVASION(7);

    private final int number;

    MoveStage(int number) {
        this.number = number;
    }

    /** The stage's number in picking order (1 = hash move … 6 = bad captures; 7 evasions, 0 unordered). */
    public int number() {
        return number;
    }

    private static final MoveStage[] BY_ORDINAL = values();

    /** The stage with this {@link #ordinal()} (for primitive traces). */
    public static MoveStage ofOrdinal(int ordinal) {
        return BY_ORDINAL[ordinal];
    }
}
