package org.gametree.xiangqi.endgame;

import java.io.IOException;

/**
 * The verification pass: every index of a table is set up again and checked against the best of
 * its successors, found by forward move generation (not by the unmoves the builder used):
 * illegal exactly when the index is no position; lost in 0 with no legal move; else won in
 * 1 + the shortest loss among the successors if any is lost, drawn if any is drawn, lost in
 * 1 + the longest win otherwise. Successors after a capture are read from the smaller sets.
 */
public final class EndgameVerifier {

    /** @param checked indices checked; @param errors how many disagreed; @param firstError a description of the first, or null */
    public record Result(String set, long checked, long errors, String firstError) {
        public boolean ok() {
            return errors == 0;
        }
    }

    private EndgameVerifier() {
    }

    public static Result verify(EndgameTablebases bases, EndgameTable table) throws IOException {
        SetIndex index = table.index();
        LowerLink[] links = bases.links(index, 1, BuildProgress.NONE);
        EndgameBoard board = new EndgameBoard();
        int slots = index.slots;
        int[] sq = new int[slots];
        int[] scratch = new int[slots];
        int[] moves = new int[256];
        int size = (int) index.size;
        long errors = 0;
        String first = null;
        for (int stm = 0; stm < 2; stm++) {
            for (int i = 0; i < size; i++) {
                int stored = table.entry(stm, i);
                int expected = expected(index, links, table, board, i, stm, sq, scratch, moves);
                if (stored != expected) {
                    errors++;
                    if (first == null) {
                        first = EndgameStatistics.fen(index, i, stm) + ": stored " + describe(stored) + ", successors give " + describe(expected);
                    }
                }
            }
        }
        return new Result(table.set().name(), 2L * size, errors, first);
    }

    private static String describe(int entry) {
        String[] names = {"illegal", "win", "draw", "loss"};
        return names[EndgameTable.value(entry)] + " " + EndgameTable.distance(entry);
    }

    private static int expected(SetIndex index, LowerLink[] links, EndgameTable table, EndgameBoard board,
                                int i, int stm, int[] sq, int[] scratch, int[] moves) {
        if (!index.decode(i, sq)) {
            return EndgameTable.ILLEGAL;
        }
        int slots = index.slots;
        board.put(index.kindOfSlot, sq, slots);
        try {
            if (board.attacked(sq[stm ^ 1], stm)) {
                return EndgameTable.ILLEGAL;
            }
            int n = board.generate(stm, index.kindOfSlot, sq, slots, moves);
            int[] cells = board.cells;
            int legal = 0;
            int shortestLoss = Integer.MAX_VALUE;
            int longestWin = -1;
            boolean draw = false;
            for (int m = 0; m < n; m++) {
                int slot = moves[m] >>> 8;
                int to = moves[m] & 0xFF;
                int from = sq[slot];
                int captured = cells[to];
                int capturedSlot = captured != 0 ? index.slotAt(sq, to) : -1;
                cells[from] = 0;
                cells[to] = index.kindOfSlot[slot] + 1;
                sq[slot] = to;
                if (!board.attacked(sq[stm], stm ^ 1)) {
                    legal++;
                    int child;
                    if (capturedSlot < 0) {
                        System.arraycopy(sq, 0, scratch, 0, slots);
                        child = table.entry(stm ^ 1, index.index(scratch));
                    } else {
                        child = links[capturedSlot].probe(sq, stm ^ 1, scratch);
                    }
                    int d = EndgameTable.distance(child);
                    switch (EndgameTable.value(child)) {
                        case EndgameTable.LOSS: shortestLoss = Math.min(shortestLoss, d); break;
                        case EndgameTable.WIN: longestWin = Math.max(longestWin, d); break;
                        case EndgameTable.DRAW: draw = true; break;
                        default: throw new IllegalStateException("a legal move led to an illegal entry in " + index.set.name());
                    }
                }
                sq[slot] = from;
                cells[to] = captured;
                cells[from] = index.kindOfSlot[slot] + 1;
            }
            if (legal == 0) {
                return EndgameTable.LOSS;
            }
            if (shortestLoss != Integer.MAX_VALUE) {
                return EndgameTable.WIN | (shortestLoss + 1) << 2;
            }
            if (draw) {
                return EndgameTable.DRAW;
            }
            return EndgameTable.LOSS | (longestWin + 1) << 2;
        } finally {
            board.clear(sq, slots);
        }
    }
}
