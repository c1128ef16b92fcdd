package org.gametree.gomoku;

/**
 * Remembered answers of {@link ForbiddenPoints#reason}: the full Renju test (recursive for
 * false threes) is the most expensive thing the searches ask, and they ask it again and again
 * for the same stones (a proof-number search re-expands its nodes; the alpha-beta search meets
 * the same points at every node). The answer depends only on the stones, so it is kept under
 * the position's stone key and the point.
 *
 * <p>One {@code long} per entry: the key's upper 61 bits and the reason + 1 in the low 3 (0: an
 * empty slot). A single array write keeps an entry whole even if two threads shared a position
 * (they should not). Always-replace; a slot whose key differs is a miss, never a wrong answer
 * short of a key collision (46 bits are compared beyond the 15 of the slot).
 */
final class ForbiddenCache {

    private static final int BITS = 18;
    private static final long[] POINT_KEYS = new long[GomokuPosition.MAX_POINTS];
    private static final ForbiddenPoints.Reason[] REASONS = ForbiddenPoints.Reason.values();

    static {
        long seed = 0x5DEE_CE66_D1CE_4E5BL;
        for (int p = 0; p < POINT_KEYS.length; p++) {
            seed += 0x9E37_79B9_7F4A_7C15L;
            long z = (seed ^ (seed >>> 30)) * 0xBF58_476D_1CE4_E5B9L;
            z = (z ^ (z >>> 27)) * 0x94D0_49BB_1331_11EBL;
            POINT_KEYS[p] = z ^ (z >>> 31);
        }
    }

    private final long[] entries = new long[1 << BITS];

    /** The key of a question: the stones and the point. */
    static long keyOf(long stonesKey, int point) {
        return stonesKey ^ POINT_KEYS[point];
    }

    /** The remembered reason for {@code key}, or null. */
    ForbiddenPoints.Reason get(long key) {
        long e = entries[slot(key)];
        if ((e & ~7L) != (key & ~7L) || (e & 7) == 0) {
            return null;
        }
        return REASONS[(int) (e & 7) - 1];
    }

    void put(long key, ForbiddenPoints.Reason reason) {
        entries[slot(key)] = (key & ~7L) | (reason.ordinal() + 1);
    }

    private static int slot(long key) {
        return (int) (key >>> (64 - BITS));
    }
}
