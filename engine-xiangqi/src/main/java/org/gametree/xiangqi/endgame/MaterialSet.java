package org.gametree.xiangqi.endgame;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import org.gametree.xiangqi.Piece;

/**
 * A material set: the pieces of each side besides its king, named like {@code KRKAAEE} — the
 * stronger side first ({@code K} and its pieces), then the weaker side ({@code K} and its pieces).
 *
 * <p>Letters are the WXF ones: R rook, H horse, C cannon, P pawn, A advisor, E elephant (N and B
 * are read as H and E). Within a side the letters are written in the order R H C P A E. The
 * stronger side is the one with more attacking material by {@link #strength}; for equal
 * strength, the side whose letters come first in that order. A set names no colours: in the
 * tables the stronger side always plays Red (at the bottom), and a position in which it is Black
 * is turned around (the board rotated by 180° and the colours swapped) before it is looked up.
 *
 * <p>A set in which neither side has a rook, horse, cannon or pawn (KK, KAK, KAAKEE…) is drawn
 * without a table: advisors and elephants never leave their own half, so nothing can ever give
 * check or stalemate.
 */
public final class MaterialSet {

    /** Letter order of the piece types within one side of a name. */
    private static final String LETTERS = "RHCPAE";
    private static final int[] TYPE_OF_LETTER = {
        Piece.ROOK, Piece.HORSE, Piece.CANNON, Piece.PAWN, Piece.ADVISOR, Piece.ELEPHANT
    };
    /** Weight per type for deciding the stronger side (king unused). */
    private static final int[] STRENGTH = {0, 2, 1, 32, 64, 32, 16};

    /**
     * The sets the databases are made for (the classic endings; their lower sets come along).
     * The last, horse and pawn against the full defence, is large: 94 million indices, minutes
     * to build and about 100 MB on disk; it is only built when asked for.
     */
    public static final List<String> CATALOG = List.of(
            "KRK", "KHK", "KCK", "KPK", "KHKA", "KHKE", "KCAK", "KRKA", "KRKE", "KRKH", "KRKC",
            "KRKAA", "KRKEE", "KRKAE", "KRKAAE", "KRKAEE", "KRKAAEE", "KHPKAAEE");

    /** Pieces per side (index {@link Piece#RED} = stronger side) per type, kings included. */
    private final int[][] counts;
    private final String name;

    private MaterialSet(int[][] counts) {
        this.counts = counts;
        this.name = nameOf(counts[0]) + nameOf(counts[1]);
    }

    /**
     * The set for piece counts per side and type (kings included, one each), with the side that
     * is stronger in {@code [0]}; also says through {@link #isFlippedFrom} whether the sides had
     * to be swapped.
     */
    static MaterialSet ofCounts(int[] redCounts, int[] blackCounts) {
        if (compare(redCounts, blackCounts) >= 0) {
            return new MaterialSet(new int[][] {redCounts.clone(), blackCounts.clone()});
        }
        return new MaterialSet(new int[][] {blackCounts.clone(), redCounts.clone()});
    }

    /** Whether a position with these counts must have its colours swapped to match the set. */
    static boolean isFlippedFrom(int[] redCounts, int[] blackCounts) {
        return compare(redCounts, blackCounts) < 0;
    }

    /**
     * Parses a set name such as {@code KRKAAEE} (case-insensitive; N and B accepted for H and E);
     * the result is in canonical form, so {@code KAKC} becomes {@code KCKA}.
     *
     * @throws IllegalArgumentException for a name that is not two kings with their pieces
     */
    public static MaterialSet parse(String text) {
        String upper = text.trim().toUpperCase(Locale.ROOT);
        if (upper.length() < 2 || upper.charAt(0) != 'K') {
            throw new IllegalArgumentException("bad material set '" + text
                    + "': expected K, the stronger side's pieces, K, the weaker side's pieces (e.g. KRKAAEE)");
        }
        int second = upper.indexOf('K', 1);
        if (second < 0 || upper.indexOf('K', second + 1) >= 0) {
            throw new IllegalArgumentException("bad material set '" + text + "': expected exactly two kings (K…K…), e.g. KHKA");
        }
        int[][] sides = {readSide(upper.substring(1, second), text), readSide(upper.substring(second + 1), text)};
        return ofCounts(sides[0], sides[1]);
    }

    private static int[] readSide(String letters, String text) {
        int[] count = new int[Piece.TYPES];
        count[Piece.KING] = 1;
        for (int i = 0; i < letters.length(); i++) {
            char c = letters.charAt(i);
            c = c == 'N' ? 'H' : c == 'B' ? 'E' : c;
            int letter = LETTERS.indexOf(c);
            if (letter < 0) {
                throw new IllegalArgumentException("bad material set '" + text + "': unknown piece letter '"
                        + letters.charAt(i) + "' (use R H C P A E)");
            }
            count[TYPE_OF_LETTER[letter]]++;
        }
        int[] limit = {1, 2, 2, 2, 2, 2, 5};
        for (int type = 0; type < Piece.TYPES; type++) {
            if (count[type] > limit[type]) {
                throw new IllegalArgumentException("bad material set '" + text + "': at most " + limit[type] + " "
                        + Piece.englishName(type) + "s per side");
            }
        }
        return count;
    }

    /**
     * Attacking weight: rook 64, horse and cannon 32, pawn 16, advisor 2, elephant 1 per piece —
     * so any attacking piece outweighs a full defence (2 + 2 + 1 + 1), and KPKAAEE is named so.
     */
    static int strength(int[] count) {
        int sum = 0;
        for (int type = 0; type < Piece.TYPES; type++) {
            sum += STRENGTH[type] * count[type];
        }
        return sum;
    }

    /** Positive if {@code a} is the stronger side, 0 for equal material. */
    private static int compare(int[] a, int[] b) {
        int bySum = Integer.compare(strength(a), strength(b));
        if (bySum != 0) {
            return bySum;
        }
        for (int letter = 0; letter < LETTERS.length(); letter++) {
            int type = TYPE_OF_LETTER[letter];
            if (a[type] != b[type]) {
                return Integer.compare(a[type], b[type]);
            }
        }
        return 0;
    }

    private static String nameOf(int[] count) {
        StringBuilder sb = new StringBuilder("K");
        for (int letter = 0; letter < LETTERS.length(); letter++) {
            for (int i = 0; i < count[TYPE_OF_LETTER[letter]]; i++) {
                sb.append(LETTERS.charAt(letter));
            }
        }
        return sb.toString();
    }

    public String name() {
        return name;
    }

    /** Pieces of a type on a side (0 = the stronger side, which plays Red in the tables). */
    public int count(int side, int type) {
        return counts[side][type];
    }

    int[] counts(int side) {
        return counts[side].clone();
    }

    /** Pieces besides the two kings. */
    public int pieceCount() {
        int sum = 0;
        for (int side = 0; side < 2; side++) {
            for (int type = 1; type < Piece.TYPES; type++) {
                sum += counts[side][type];
            }
        }
        return sum;
    }

    /** Whether neither side has a rook, horse, cannon or pawn: drawn, no table needed. */
    public boolean isTriviallyDrawn() {
        for (int side = 0; side < 2; side++) {
            if (counts[side][Piece.ROOK] + counts[side][Piece.HORSE] + counts[side][Piece.CANNON] + counts[side][Piece.PAWN] > 0) {
                return false;
            }
        }
        return true;
    }

    /** Whether both sides have the same pieces (then a colour swap maps the set onto itself). */
    public boolean isSymmetric() {
        return Arrays.equals(counts[0], counts[1]);
    }

    /** The distinct sets one capture leads to (canonical names), trivially drawn ones included. */
    public List<MaterialSet> lowerSets() {
        List<MaterialSet> result = new ArrayList<>();
        for (int side = 0; side < 2; side++) {
            for (int type = 1; type < Piece.TYPES; type++) {
                if (counts[side][type] > 0) {
                    int[][] c = {counts[0].clone(), counts[1].clone()};
                    c[side][type]--;
                    MaterialSet lower = ofCounts(c[0], c[1]);
                    if (!result.contains(lower)) {
                        result.add(lower);
                    }
                }
            }
        }
        return result;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof MaterialSet other && other.name.equals(name);
    }

    @Override
    public int hashCode() {
        return name.hashCode();
    }

    @Override
    public String toString() {
        return name;
    }
}
