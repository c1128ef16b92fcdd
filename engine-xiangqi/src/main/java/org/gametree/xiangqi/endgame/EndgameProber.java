package org.gametree.xiangqi.endgame;

import java.io.IOException;

import org.gametree.xiangqi.Piece;
import org.gametree.xiangqi.Position;

/**
 * The databases as the search asks them: the entry ({@link EndgameTable#entry}) of a position
 * whose material has a table on disk, at the cost of a table lookup — nothing is built, and
 * nothing is allocated once a set's table is loaded. A set is looked for on disk the first time a
 * position of it is probed (its table then read, once per {@link EndgameTablebases}); a set
 * without a file is not looked for again by this prober (a {@link #copy} looks again).
 *
 * <p>One prober per search thread (it keeps scratch arrays); {@link #copy} gives another thread
 * its own, sharing the tables. Positions where neither side has a rook, horse, cannon or pawn
 * are draws without a table.
 */
public final class EndgameProber {

    /** What {@link #entry} answers when no database knows the position. */
    public static final int UNKNOWN = -1;

    /** The most pieces besides the kings of any supported set: positions with more are never probed. */
    public static final int MOST_PIECES;

    /** A material signature per supported set (stronger side as Red), for lookups without allocation. */
    private static final long[] SIGNATURES;
    private static final MaterialSet[] SETS;

    static {
        int sets = EndgameTablebases.SUPPORTED.size();
        SIGNATURES = new long[sets];
        SETS = new MaterialSet[sets];
        int most = 0;
        for (int i = 0; i < sets; i++) {
            MaterialSet set = MaterialSet.parse(EndgameTablebases.SUPPORTED.get(i));
            SETS[i] = set;
            SIGNATURES[i] = signature(set.counts(0), set.counts(1));
            most = Math.max(most, set.pieceCount());
        }
        MOST_PIECES = most;
    }

    private final EndgameTablebases bases;
    /** Per supported set: its table once loaded. */
    private final EndgameTable[] tables;
    /** Per supported set: looked for on disk and not there. */
    private final boolean[] absent;

    private final int[] redCounts = new int[Piece.TYPES];
    private final int[] blackCounts = new int[Piece.TYPES];
    private final int[] slotSquares = new int[2 + 2 * 5];
    private final int[] nextSlot = new int[2 * Piece.TYPES];

    public EndgameProber(EndgameTablebases bases) {
        this(bases, new EndgameTable[SETS.length], new boolean[SETS.length]);
    }

    private EndgameProber(EndgameTablebases bases, EndgameTable[] tables, boolean[] absent) {
        this.bases = bases;
        this.tables = tables;
        this.absent = absent;
    }

    /** The databases probed. */
    public EndgameTablebases tablebases() {
        return bases;
    }

    /**
     * A prober for another search or thread: its own scratch, the tables found so far shared; sets
     * not found are looked for again (one may have been built since).
     */
    public EndgameProber copy() {
        return new EndgameProber(bases, tables.clone(), new boolean[SETS.length]);
    }

    /**
     * The entry of {@code position} for its side to move — {@link EndgameTable#value} and
     * {@link EndgameTable#distance} read it — or {@link #UNKNOWN}: other material, or a set whose
     * table is not on disk or cannot be read (a corrupt file is the Endgame tab's and
     * {@code endgame verify}'s to report; a search only goes without it).
     */
    public int entry(Position position) {
        java.util.Arrays.fill(redCounts, 0);
        java.util.Arrays.fill(blackCounts, 0);
        int pieces = 0;
        for (int id = 16; id < Piece.ID_LIMIT; id++) {
            if (position.squareOf(id) != 0) {
                int type = Piece.type(id);
                if (type != Piece.KING && ++pieces > MOST_PIECES) {
                    return UNKNOWN;
                }
                (id < 32 ? redCounts : blackCounts)[type]++;
            }
        }
        if (redCounts[Piece.KING] != 1 || blackCounts[Piece.KING] != 1) {
            return UNKNOWN;
        }
        if (!attacks(redCounts) && !attacks(blackCounts)) {
            return EndgameTable.DRAW; // no side can ever mate
        }
        boolean flip = false;
        int set = find(signature(redCounts, blackCounts));
        if (set < 0) {
            flip = true;
            set = find(signature(blackCounts, redCounts));
        }
        if (set < 0) {
            return UNKNOWN;
        }
        EndgameTable table = table(set);
        if (table == null) {
            return UNKNOWN;
        }
        int index = index(position, table.index(), flip);
        if (index < 0) {
            return UNKNOWN;
        }
        int entry = table.entry(flip ? position.sideToMove() ^ 1 : position.sideToMove(), index);
        return EndgameTable.value(entry) == EndgameTable.ILLEGAL ? UNKNOWN : entry;
    }

    /** The squares of the pieces in the set's slot order (colours swapped when flipped), indexed. */
    private int index(Position position, SetIndex index, boolean flip) {
        for (int slot = index.slots - 1; slot >= 0; slot--) {
            nextSlot[index.kindOfSlot[slot]] = slot; // ends as the first slot of each kind
        }
        for (int id = 16; id < Piece.ID_LIMIT; id++) {
            int sq = position.squareOf(id);
            if (sq != 0) {
                int kind = Piece.kind(id);
                if (flip) {
                    kind = (kind + Piece.TYPES) % (2 * Piece.TYPES);
                    sq = org.gametree.xiangqi.Squares.flip(sq);
                }
                slotSquares[nextSlot[kind]++] = sq;
            }
        }
        return index.index(slotSquares);
    }

    private EndgameTable table(int set) {
        EndgameTable table = tables[set];
        if (table != null || absent[set]) {
            return table;
        }
        if (!bases.isAvailable(SETS[set])) {
            absent[set] = true;
            return null;
        }
        try {
            table = bases.table(SETS[set], 1, null); // on disk: read, never built
        } catch (IOException | RuntimeException e) {
            absent[set] = true; // unreadable: searched without it
            return null;
        }
        tables[set] = table;
        return table;
    }

    private static int find(long signature) {
        for (int i = 0; i < SIGNATURES.length; i++) {
            if (SIGNATURES[i] == signature) {
                return i;
            }
        }
        return -1;
    }

    /** Whether a side has a piece that can mate: a rook, horse, cannon or pawn. */
    private static boolean attacks(int[] counts) {
        return counts[Piece.ROOK] + counts[Piece.HORSE] + counts[Piece.CANNON] + counts[Piece.PAWN] > 0;
    }

    /** Three bits per piece kind: the stronger side's counts, then the weaker side's. */
    private static long signature(int[] stronger, int[] weaker) {
        long signature = 0;
        for (int type = 0; type < Piece.TYPES; type++) {
            signature = signature << 3 | stronger[type];
        }
        for (int type = 0; type < Piece.TYPES; type++) {
            signature = signature << 3 | weaker[type];
        }
        return signature;
    }
}
