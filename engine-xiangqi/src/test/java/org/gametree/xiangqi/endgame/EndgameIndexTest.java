package org.gametree.xiangqi.endgame;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.SplittableRandom;

import org.gametree.xiangqi.Piece;
import org.junit.jupiter.api.Test;

/** Material names, the index and its mirror. */
class EndgameIndexTest {

    @Test
    void namesAreCanonicalWithTheStrongerSideFirst() {
        assertEquals("KRKAAEE", MaterialSet.parse("krkeeaa").name());
        assertEquals("KCKA", MaterialSet.parse("KAKC").name());
        assertEquals("KHKE", MaterialSet.parse("KNKB").name(), "N and B are read as H and E");
        assertEquals("KCAK", MaterialSet.parse("KACK").name());
        assertEquals("KPKAAEE", MaterialSet.parse("KAAEEKP").name(), "a pawn outweighs the full defence");
        assertTrue(MaterialSet.parse("KAAKEE").isTriviallyDrawn());
        assertThrows(IllegalArgumentException.class, () -> MaterialSet.parse("KRX"));
        assertThrows(IllegalArgumentException.class, () -> MaterialSet.parse("RKK"));
        assertThrows(IllegalArgumentException.class, () -> MaterialSet.parse("KAAAK"));
    }

    @Test
    void lowerSetsAreWhatOneCaptureLeaves() {
        assertEquals("[KHK, KRK]", MaterialSet.parse("KRKH").lowerSets().stream().map(MaterialSet::name).sorted().toList().toString());
        assertEquals("[KAK, KCK]", MaterialSet.parse("KCAK").lowerSets().stream().map(MaterialSet::name).sorted().toList().toString());
    }

    @Test
    void piecesAreIndexedByTheirLegalPoints() {
        // 45 king pairs after the mirror; 90 for the rook; C(5,2) = 10 advisor pairs, C(7,2) = 21 elephant pairs.
        assertEquals(45L * 90 * 10 * 21, new SetIndex(MaterialSet.parse("KRKAAEE")).size);
        assertEquals(45L * 90 * 5, new SetIndex(MaterialSet.parse("KHKA")).size);
        assertEquals(45L * 90 * 7, new SetIndex(MaterialSet.parse("KHKE")).size);
        assertEquals(45L * 55, new SetIndex(MaterialSet.parse("KPK")).size, "a pawn has 10 points before the river and 45 after");
        // The mirror keeps 45 of the 81 king pairs: 44 % saved.
        SetIndex krk = new SetIndex(MaterialSet.parse("KRK"));
        assertEquals(2 * 81 * 90, krk.sizeWithoutMirror());
        assertEquals(2L * 90 * 90 * 90, krk.naiveSize());
    }

    @Test
    void decodeAndIndexRoundTripAndTheMirrorMapsToTheSameIndex() {
        SetIndex index = new SetIndex(MaterialSet.parse("KRKAAEE"));
        SplittableRandom random = new SplittableRandom(15);
        int[] sq = new int[index.slots];
        int[] mirrored = new int[index.slots];
        int checked = 0;
        while (checked < 2000) {
            int i = random.nextInt((int) index.size);
            if (!index.decode(i, sq)) {
                continue;
            }
            int[] copy = sq.clone();
            assertEquals(i, index.index(copy));
            assertArrayEquals(sq, copy, "a decoded position is canonical: index() leaves it as it is");
            boolean bothOnE = (sq[0] & 15) == 7 && (sq[1] & 15) == 7;
            for (int s = 0; s < sq.length; s++) {
                mirrored[s] = SetIndex.mirror(sq[s]);
            }
            // Pairs may come back in the other order; the index is of the unordered pair.
            if (!bothOnE) {
                assertEquals(i, index.index(mirrored), "mirror image of " + Arrays.toString(sq));
            }
            checked++;
        }
    }

    @Test
    void domainsHaveTheirTextbookSizes() {
        int[] expected = {9, 5, 7, 90, 90, 90, 55};
        for (int side = 0; side < 2; side++) {
            for (int type = 0; type < Piece.TYPES; type++) {
                int n = 0;
                for (int sq = 0; sq < 256; sq++) {
                    if (org.gametree.xiangqi.Squares.isOnBoard(sq) && SetIndex.canStand(type, side, sq)) {
                        n++;
                    }
                }
                assertEquals(expected[type], n, Piece.englishName(type) + " of side " + side);
            }
        }
    }
}
