package org.gametree.core.search;

/**
 * A transposition table of packed primitives: two {@code long}s per entry in one array — the
 * full 64-bit key XOR the data word, then the data word:
 *
 * <pre>
 *  bits  0-15  value (signed 16 bits; mate values relative to the node, see {@link Score#toTable})
 *  bits 16-23  depth (0-255 plies of remaining depth)
 *  bits 24-25  bound ({@link Bound})
 *  bits 26-33  generation (which search stored it; stale entries are replaced first)
 *  bits 34-63  best move (30 bits, 0 = none)
 * </pre>
 *
 * One entry per slot, indexed by the low bits of the key; the full key is compared, so an index
 * collision is never taken for a hit. Path-dependent values are never offered to it (the search
 * does not store them).
 *
 * <p><b>Shared without locks</b> (Lazy SMP, book §9.6.3): threads read and write entries with
 * plain stores. A reader may see the key word of one write and the data word of another; since
 * the key is stored XOR the data, such a torn entry fails the key comparison and reads as a miss
 * (the "lockless hashing" of Hyatt and Mann). The worst a race does is lose an entry.
 */
public final class TranspositionTable {

    private static final int ENTRY_BYTES = 16;

    private final long[] slots;
    private final long mask;
    private final SearchConfig.Replacement replacement;
    private int generation;

    public TranspositionTable(int megabytes, SearchConfig.Replacement replacement) {
        long entries = Long.highestOneBit(Math.max(1L, (long) megabytes * 1024 * 1024 / ENTRY_BYTES));
        if (entries * 2 > Integer.MAX_VALUE - 8) {
            entries = 1L << 29;
        }
        slots = new long[(int) (entries * 2)];
        mask = entries - 1;
        this.replacement = replacement;
    }

    /** Number of entries. */
    public int capacity() {
        return slots.length / 2;
    }

    /** Empties the table (a "cleared state" for reproducible node counts). */
    public void clear() {
        java.util.Arrays.fill(slots, 0);
        generation = 0;
    }

    /** Marks the start of a new search: older entries become replaceable first. */
    public void newSearch() {
        generation = (generation + 1) & 0xFF;
    }

    /** The data word of the entry holding {@code key}, or 0 if there is none. */
    public long probe(long key) {
        int i = (int) (key & mask) << 1;
        long data = slots[i + 1];
        return (slots[i] ^ data) == key && data != 0 ? data : 0;
    }

    public void store(long key, int depth, int value, int bound, int move) {
        int i = (int) (key & mask) << 1;
        long old = slots[i + 1];
        boolean same = (slots[i] ^ old) == key;
        if (replacement == SearchConfig.Replacement.DEPTH_PREFERRED && old != 0 && !same
                && generation(old) == generation && depth(old) > depth) {
            return;
        }
        if (move == 0 && same) {
            move = move(old); // keep the best move we knew
        }
        long data = (value & 0xFFFFL)
                | (long) Math.min(Math.max(depth, 0), 255) << 16
                | (long) bound << 24
                | (long) generation << 26
                | (long) move << 34; // never 0: a stored bound is 1..3
        slots[i] = key ^ data;
        slots[i + 1] = data;
    }

    /**
     * How full the table is, in permille: the share of the first 1000 entries (or all, if fewer)
     * written by the current search — what UCI calls {@code hashfull}. A plain read: another
     * thread may call it during a search and sees a value at most a little stale.
     */
    public int fillPermille() {
        int sample = Math.min(1000, slots.length / 2);
        int used = 0;
        for (int i = 0; i < sample; i++) {
            long data = slots[2 * i + 1];
            if (data != 0 && generation(data) == generation) {
                used++;
            }
        }
        return sample == 0 ? 0 : used * 1000 / sample;
    }

    public static int value(long data) {
        return (short) data;
    }

    public static int depth(long data) {
        return (int) (data >>> 16) & 0xFF;
    }

    public static int bound(long data) {
        return (int) (data >>> 24) & 0x3;
    }

    public static int move(long data) {
        return (int) (data >>> 34);
    }

    private static int generation(long data) {
        return (int) (data >>> 26) & 0xFF;
    }
}
