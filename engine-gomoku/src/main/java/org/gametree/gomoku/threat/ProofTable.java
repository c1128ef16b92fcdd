package org.gametree.gomoku.threat;

import java.util.Arrays;

/**
 * The proof-number search's transposition table: two {@code long}s per entry in one array,
 * buckets of two entries, nothing allocated after construction.
 *
 * <p>Word 0 holds the key's upper 56 bits and, in the low 8 bits, the plies the search had left
 * below the node when it stored it (a disproof found with fewer plies left may not hold with
 * more). Word 1 packs the proof number (27 bits), the disproof number (27 bits) and the best
 * move (10 bits, a point index). Proof and disproof numbers saturate at {@link #INFINITY}.
 *
 * <p>Replacement: a key already in the bucket is overwritten; otherwise an unsolved entry is
 * replaced before a solved one (solved entries are what line extraction and later searches
 * reuse), the second slot when both are alike.
 */
public final class ProofTable {

    /** The "infinite" proof or disproof number: a disproven node has pn = INFINITY, dn = 0. */
    public static final int INFINITY = (1 << 27) - 1;
    /** The plies-left value of an entry that holds whatever the ply limit (proofs, and disproofs that never met it). */
    public static final int EXACT = 255;
    /** Returned by {@link #probe} when the key is not in the table. */
    public static final long MISSING = -1L;

    private static final long KEY_MASK = ~0xFFL;
    private static final int MOVE_BITS = 10;
    private static final int NUMBER_BITS = 27;
    private static final long NUMBER_MASK = (1L << NUMBER_BITS) - 1;

    private final long[] words;
    private final int bucketMask;

    /** A table of about {@code megabytes} MiB (rounded down to a power of two of buckets, at least 1024). */
    public ProofTable(int megabytes) {
        long bytes = Math.max(1, megabytes) * (1L << 20);
        long buckets = Long.highestOneBit(Math.max(1024, bytes / 32));
        buckets = Math.min(buckets, 1L << 26);
        this.words = new long[(int) buckets * 4];
        this.bucketMask = (int) buckets - 1;
    }

    /** Forgets everything. */
    public void clear() {
        Arrays.fill(words, 0L);
    }

    /** Entries the table can hold. */
    public int capacity() {
        return words.length / 2;
    }

    /**
     * The data word stored for {@code key} (read it with {@link #pn}, {@link #dn} and
     * {@link #move}), or {@link #MISSING}; {@link #probeDepth} gives the plies left stored with it.
     */
    public long probe(long key) {
        int slot = slotOf(key);
        return slot < 0 ? MISSING : words[slot + 1];
    }

    /** The plies left stored with {@code key}, or -1 when it is not in the table. */
    public int probeDepth(long key) {
        int slot = slotOf(key);
        return slot < 0 ? -1 : (int) (words[slot] & 0xFF);
    }

    private int slotOf(long key) {
        int base = (bucketIndex(key)) * 4;
        long tag = tag(key);
        if ((words[base] & KEY_MASK) == tag && words[base + 1] != 0) {
            return base;
        }
        if ((words[base + 2] & KEY_MASK) == tag && words[base + 3] != 0) {
            return base + 2;
        }
        return -1;
    }

    /** Stores a node's numbers, best move and plies left. */
    public void store(long key, int pn, int dn, int move, int pliesLeft) {
        int base = bucketIndex(key) * 4;
        long tag = tag(key);
        int slot;
        if ((words[base] & KEY_MASK) == tag) {
            slot = base;
        } else if ((words[base + 2] & KEY_MASK) == tag) {
            slot = base + 2;
        } else if (!solved(words[base + 1]) && solved(words[base + 3])) {
            slot = base;
        } else {
            slot = base + 2;
        }
        words[slot] = tag | Math.min(255, Math.max(0, pliesLeft));
        words[slot + 1] = pack(pn, dn, move);
    }

    private int bucketIndex(long key) {
        return (int) (key ^ (key >>> 32)) & bucketMask;
    }

    private static long tag(long key) {
        // never 0 with data 0 mistaken for an entry: empty slots have data word 0, which
        // pack never produces (pn = dn = 0 is impossible)
        return key & KEY_MASK;
    }

    private static boolean solved(long data) {
        return data != 0 && (pn(data) == 0 || dn(data) == 0);
    }

    static long pack(int pn, int dn, int move) {
        return ((long) Math.min(pn, INFINITY) << (NUMBER_BITS + MOVE_BITS))
                | ((long) Math.min(dn, INFINITY) << MOVE_BITS) | (move & ((1 << MOVE_BITS) - 1));
    }

    /** The proof number of a data word. */
    public static int pn(long data) {
        return (int) ((data >>> (NUMBER_BITS + MOVE_BITS)) & NUMBER_MASK);
    }

    /** The disproof number of a data word. */
    public static int dn(long data) {
        return (int) ((data >>> MOVE_BITS) & NUMBER_MASK);
    }

    /** The best move of a data word (0: none). */
    public static int move(long data) {
        return (int) (data & ((1 << MOVE_BITS) - 1));
    }

    /** Saturating sum of proof or disproof numbers. */
    static int add(int a, int b) {
        int s = a + b;
        return s >= INFINITY || s < 0 ? INFINITY : s;
    }
}
