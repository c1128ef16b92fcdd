package org.gametree.xiangqi.endgame;

import org.gametree.xiangqi.Piece;
import org.gametree.xiangqi.Squares;

/**
 * Where a capture of one slot of a set leads: the smaller set, whether its colours are the other
 * way round (the capture made the other side the stronger one), which slot of the parent feeds
 * each slot of the smaller set, and its table ({@code null} when the smaller set is drawn
 * without one). Built once per set and slot, so looking a capture up allocates nothing.
 */
final class LowerLink {

    final MaterialSet lower;
    final boolean flip;
    final EndgameTable table;
    private final SetIndex lowerIndex;
    /** Parent slot of each slot of the lower set. */
    private final int[] sourceSlot;

    LowerLink(SetIndex parent, int capturedSlot, EndgameTable table) {
        int[][] counts = {parent.set.counts(0), parent.set.counts(1)};
        int capturedKind = parent.kindOfSlot[capturedSlot];
        counts[capturedKind / Piece.TYPES][capturedKind % Piece.TYPES]--;
        this.lower = MaterialSet.ofCounts(counts[0], counts[1]);
        this.flip = MaterialSet.isFlippedFrom(counts[0], counts[1]);
        if (lower.isTriviallyDrawn()) {
            this.table = null;
            this.lowerIndex = null;
            this.sourceSlot = null;
            return;
        }
        if (table == null || !table.set().equals(lower)) {
            throw new IllegalStateException("capture in " + parent.set.name() + " needs the table of " + lower.name());
        }
        this.table = table;
        this.lowerIndex = table.index();
        this.sourceSlot = new int[lowerIndex.slots];
        boolean[] used = new boolean[parent.slots];
        used[capturedSlot] = true;
        for (int j = 0; j < lowerIndex.slots; j++) {
            int kind = lowerIndex.kindOfSlot[j];
            int parentKind = flip ? (kind + Piece.TYPES) % (2 * Piece.TYPES) : kind;
            int found = -1;
            for (int s = 0; s < parent.slots && found < 0; s++) {
                if (!used[s] && parent.kindOfSlot[s] == parentKind) {
                    found = s;
                }
            }
            used[found] = true;
            sourceSlot[j] = found;
        }
    }

    /**
     * The entry, for the side to move after the capture, of the position whose pieces stand on
     * {@code parentSq} (parent slot order, the captured slot ignored); {@code stm} is that side
     * in the parent's colours. {@code scratch} needs room for the slots.
     */
    int probe(int[] parentSq, int stm, int[] scratch) {
        if (table == null) {
            return EndgameTable.DRAW;
        }
        for (int j = 0; j < sourceSlot.length; j++) {
            int sq = parentSq[sourceSlot[j]];
            scratch[j] = flip ? Squares.flip(sq) : sq;
        }
        return table.entry(flip ? stm ^ 1 : stm, lowerIndex.index(scratch));
    }
}
