package org.gametree.xiangqi.endgame;

import org.gametree.xiangqi.Piece;
import org.gametree.xiangqi.Squares;

/**
 * The index of the positions of one material set, for one side to move.
 *
 * <p>The pieces are numbered in slots: slot 0 the Red (stronger side's) king, slot 1 the Black
 * king, then one group per piece type and side — the stronger side's in the order R H C P A E,
 * then the weaker side's — with one slot per piece. Each piece is indexed by its place in the
 * list of points that piece can ever stand on (its <em>domain</em>): 9 palace points for a king,
 * 5 for an advisor, 7 for an elephant, 55 for a pawn (its five start points on its own side and
 * the 45 points across the river), 90 for a rook, horse or cannon. Two pieces of one kind are an
 * unordered pair: {@code n(n-1)/2} indices instead of {@code n²} (10 for two advisors, 21 for
 * two elephants).
 *
 * <p><b>Left–right mirror.</b> Every rule is symmetric under the mirror a↔i, b↔h…, so a position
 * and its mirror image have the same value; only one of them is stored. The two kings decide:
 * the pair of king points is kept when the Red king is on file d, or on file e with the Black
 * king on file d or e — 27 + 18 = 45 of the 81 pairs — and any other position is mirrored before
 * it is indexed. (With both kings on file e both images are stored; they are few.)
 *
 * <p>Index = kingPair (0..44), then each group in slot order as digits of a mixed-radix number;
 * the king pair is the most significant digit. Indices whose pieces overlap, or whose side not
 * to move is in check (kings facing included), are not positions; the tables mark them.
 */
final class SetIndex {

    /** Red king file d (27 pairs) or e with the Black king on d/e (18 pairs). */
    static final int KING_PAIRS = 45;

    private static final int[][] DOMAIN = new int[2 * Piece.TYPES][];
    private static final int[][] DOMAIN_INDEX = new int[2 * Piece.TYPES][];
    private static final int[] KING_PAIR_INDEX = new int[81];
    private static final int[] KING_PAIR_RED = new int[KING_PAIRS];
    private static final int[] KING_PAIR_BLACK = new int[KING_PAIRS];
    private static final int[] MIRROR = new int[256];

    static {
        for (int sq = 0; sq < 256; sq++) {
            MIRROR[sq] = Squares.isOnBoard(sq) ? (sq & 0xF0) | (14 - (sq & 15)) : sq;
        }
        for (int side = 0; side < 2; side++) {
            for (int type = 0; type < Piece.TYPES; type++) {
                int kind = type + Piece.TYPES * side;
                int[] points = new int[90];
                int n = 0;
                int[] indexOf = new int[256];
                java.util.Arrays.fill(indexOf, -1);
                for (int sq = 0; sq < 256; sq++) {
                    if (Squares.isOnBoard(sq) && canStand(type, side, sq)) {
                        indexOf[sq] = n;
                        points[n++] = sq;
                    }
                }
                DOMAIN[kind] = java.util.Arrays.copyOf(points, n);
                DOMAIN_INDEX[kind] = indexOf;
            }
        }
        int[] redPalace = DOMAIN[Piece.KING];
        int[] blackPalace = DOMAIN[Piece.KING + Piece.TYPES];
        int pair = 0;
        for (int r = 0; r < 9; r++) {
            for (int b = 0; b < 9; b++) {
                int redFile = Squares.file(redPalace[r]);
                int blackFile = Squares.file(blackPalace[b]);
                boolean kept = redFile == 3 || redFile == 4 && blackFile <= 4;
                KING_PAIR_INDEX[r * 9 + b] = kept ? pair : -1;
                if (kept) {
                    KING_PAIR_RED[pair] = redPalace[r];
                    KING_PAIR_BLACK[pair] = blackPalace[b];
                    pair++;
                }
            }
        }
        assert pair == KING_PAIRS;
    }

    /** Whether a piece of that type and side can ever stand on {@code sq} by the rules. */
    static boolean canStand(int type, int side, int sq) {
        int file = Squares.file(sq);
        int rank = side == Piece.RED ? Squares.rank(sq) : 9 - Squares.rank(sq);
        switch (type) {
            case Piece.KING:
                return file >= 3 && file <= 5 && rank <= 2;
            case Piece.ADVISOR:
                return file >= 3 && file <= 5 && rank <= 2 && (file + rank) % 2 == 1;
            case Piece.ELEPHANT:
                return rank <= 4 && rank % 2 == 0 && file % 4 == (rank == 2 ? 0 : 2);
            case Piece.PAWN:
                return rank >= 5 || rank >= 3 && file % 2 == 0;
            default:
                return true;
        }
    }

    /** The left–right mirror image of a board square. */
    static int mirror(int sq) {
        return MIRROR[sq];
    }

    final MaterialSet set;
    /** Number of slots (pieces, kings included). */
    final int slots;
    /** Piece kind (type + 7 × side, side 0 = stronger = Red) per slot. */
    final int[] kindOfSlot;
    /** First slot of each group; groups follow the kings. */
    final int[] groupStart;
    final int[] groupSize;
    /** Pieces per group: 1 or 2. */
    final int[] groupCount;
    final int groups;
    /** Indices per side to move. */
    final long size;
    private final int[][] domainOfGroup;
    private final int[][] domainIndexOfGroup;
    /** For pair index p of a domain of n points: the two point indices a &lt; b. */
    private final int[][] pairLow;
    private final int[][] pairHigh;

    SetIndex(MaterialSet set) {
        this.set = set;
        int[] kinds = new int[16];
        int[] starts = new int[14];
        int[] counts = new int[14];
        int n = 2;
        int g = 0;
        kinds[0] = Piece.KING;
        kinds[1] = Piece.KING + Piece.TYPES;
        int[] letterTypes = {Piece.ROOK, Piece.HORSE, Piece.CANNON, Piece.PAWN, Piece.ADVISOR, Piece.ELEPHANT};
        for (int side = 0; side < 2; side++) {
            for (int type : letterTypes) {
                int count = set.count(side, type);
                if (count == 0) {
                    continue;
                }
                if (count > 2) {
                    throw new IllegalArgumentException("material set " + set.name()
                            + ": the databases index at most two pieces of one kind per side");
                }
                starts[g] = n;
                counts[g] = count;
                for (int i = 0; i < count; i++) {
                    kinds[n++] = type + Piece.TYPES * side;
                }
                g++;
            }
        }
        slots = n;
        groups = g;
        kindOfSlot = java.util.Arrays.copyOf(kinds, n);
        groupStart = java.util.Arrays.copyOf(starts, g);
        groupCount = java.util.Arrays.copyOf(counts, g);
        groupSize = new int[g];
        domainOfGroup = new int[g][];
        domainIndexOfGroup = new int[g][];
        pairLow = new int[g][];
        pairHigh = new int[g][];
        long total = KING_PAIRS;
        for (int i = 0; i < g; i++) {
            int kind = kindOfSlot[groupStart[i]];
            domainOfGroup[i] = DOMAIN[kind];
            domainIndexOfGroup[i] = DOMAIN_INDEX[kind];
            int points = DOMAIN[kind].length;
            if (groupCount[i] == 1) {
                groupSize[i] = points;
            } else {
                groupSize[i] = points * (points - 1) / 2;
                pairLow[i] = new int[groupSize[i]];
                pairHigh[i] = new int[groupSize[i]];
                for (int b = 1; b < points; b++) {
                    for (int a = 0; a < b; a++) {
                        int p = b * (b - 1) / 2 + a;
                        pairLow[i][p] = a;
                        pairHigh[i][p] = b;
                    }
                }
            }
            total *= groupSize[i];
        }
        if (total > Integer.MAX_VALUE / 2) {
            throw new IllegalArgumentException("material set " + set.name() + " is too large for these tables ("
                    + total + " positions per side to move)");
        }
        size = total;
    }

    /**
     * The index of the position with the pieces on {@code sq[0..slots)} (slot order); mirrors
     * {@code sq} in place first if the kings ask for it. Returns -1 if a piece stands outside its
     * domain (which a legal position never does).
     */
    int index(int[] sq) {
        if (isMirrored(sq)) {
            for (int i = 0; i < slots; i++) {
                sq[i] = MIRROR[sq[i]];
            }
        }
        int red = DOMAIN_INDEX[Piece.KING][sq[0]];
        int black = DOMAIN_INDEX[Piece.KING + Piece.TYPES][sq[1]];
        if (red < 0 || black < 0) {
            return -1;
        }
        long index = KING_PAIR_INDEX[red * 9 + black];
        for (int g = 0; g < groups; g++) {
            int[] domainIndex = domainIndexOfGroup[g];
            int s = groupStart[g];
            int a = domainIndex[sq[s]];
            if (a < 0) {
                return -1;
            }
            int digit;
            if (groupCount[g] == 1) {
                digit = a;
            } else {
                int b = domainIndex[sq[s + 1]];
                if (b < 0 || a == b) {
                    return -1;
                }
                digit = a < b ? b * (b - 1) / 2 + a : a * (a - 1) / 2 + b;
            }
            index = index * groupSize[g] + digit;
        }
        return (int) index;
    }

    /** Whether the kings on {@code sq[0]}, {@code sq[1]} make {@link #index} mirror the position. */
    static boolean isMirrored(int[] sq) {
        int redFile = Squares.file(sq[0]);
        return redFile > 4 || redFile == 4 && Squares.file(sq[1]) > 4;
    }

    /**
     * Writes the squares of the position with that index into {@code sq[0..slots)} (a pair in
     * ascending square order). Returns false if two pieces share a square.
     */
    boolean decode(int index, int[] sq) {
        int rest = index;
        for (int g = groups - 1; g >= 0; g--) {
            int digit = rest % groupSize[g];
            rest /= groupSize[g];
            int[] domain = domainOfGroup[g];
            int s = groupStart[g];
            if (groupCount[g] == 1) {
                sq[s] = domain[digit];
            } else {
                sq[s] = domain[pairLow[g][digit]];
                sq[s + 1] = domain[pairHigh[g][digit]];
            }
        }
        sq[0] = KING_PAIR_RED[rest];
        sq[1] = KING_PAIR_BLACK[rest];
        for (int i = 1; i < slots; i++) {
            for (int j = 0; j < i; j++) {
                if (sq[i] == sq[j]) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Slot of the piece on {@code square} in {@code sq[0..slots)}, or -1. */
    int slotAt(int[] sq, int square) {
        for (int i = 0; i < slots; i++) {
            if (sq[i] == square) {
                return i;
            }
        }
        return -1;
    }

    /**
     * The size a naive index would have: every piece, kings included, on any of the 90 points,
     * two sides to move. What {@link #size} saves is reported against it.
     */
    long naiveSize() {
        long naive = 2;
        for (int i = 0; i < slots; i++) {
            naive *= 90;
        }
        return naive;
    }

    /** The size without the mirror (81 king pairs instead of 45), both sides to move. */
    long sizeWithoutMirror() {
        return size / KING_PAIRS * 81 * 2;
    }
}
