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
        return verify(bases, table, 1);
    }

    /**
     * Verifies with {@code threads} threads, each checking one range of indices; the result
     * (the count, and the first error by index) is the same with any number of threads.
     */
    public static Result verify(EndgameTablebases bases, EndgameTable table, int threads) throws IOException {
        SetIndex index = table.index();
        LowerLink[] links = bases.links(index, 1, BuildProgress.NONE);
        long ids = 2 * index.size;
        int parts = (int) Math.max(1, Math.min(threads, ids));
        long[] errors = new long[parts];
        long[] first = new long[parts];
        Thread[] pool = new Thread[parts];
        for (int t = 0; t < parts; t++) {
            long begin = ids * t / parts;
            long end = ids * (t + 1) / parts;
            int part = t;
            pool[t] = new Thread(() -> {
                long[] found = checkRange(index, links, table, begin, end);
                errors[part] = found[0];
                first[part] = found[1];
            }, "endgame-verify-" + t);
            pool[t].start();
        }
        long total = 0;
        long firstId = -1;
        for (int t = 0; t < parts; t++) {
            try {
                pool[t].join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while verifying " + table.set().name(), e);
            }
            total += errors[t];
            if (firstId < 0 && first[t] >= 0) {
                firstId = first[t];
            }
        }
        String description = null;
        if (firstId >= 0) {
            int stm = (int) (firstId / index.size);
            int i = (int) (firstId % index.size);
            int[] sq = new int[index.slots];
            int expected = expected(index, links, table, new EndgameBoard(), i, stm, sq, new int[index.slots], new int[256]);
            description = EndgameStatistics.fen(index, i, stm) + ": stored " + describe(table.entry(stm, i))
                    + ", successors give " + describe(expected);
        }
        return new Result(table.set().name(), ids, total, description);
    }

    /** Checks ids {@code [begin, end)}; returns {errors, first wrong id or -1}. */
    private static long[] checkRange(SetIndex index, LowerLink[] links, EndgameTable table, long begin, long end) {
        EndgameBoard board = new EndgameBoard();
        int[] sq = new int[index.slots];
        int[] scratch = new int[index.slots];
        int[] moves = new int[256];
        long errors = 0;
        long first = -1;
        for (long id = begin; id < end; id++) {
            int stm = (int) (id / index.size);
            int i = (int) (id % index.size);
            if (table.entry(stm, i) != expected(index, links, table, board, i, stm, sq, scratch, moves)) {
                if (errors++ == 0) {
                    first = id;
                }
            }
        }
        return new long[] {errors, first};
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
