package org.gametree.xiangqi.endgame;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

import org.gametree.xiangqi.Piece;

/**
 * Solves one material set by retrograde analysis, given the tables of the sets its captures
 * lead to.
 *
 * <p><b>Positions.</b> An id is {@code stm × size + index}: the index of {@link SetIndex} for
 * side to move {@code stm} (0 = Red = the stronger side).
 *
 * <p><b>Step 1, forward (parallel).</b> Every index is set up on a board and its legal moves are
 * generated. Indices that are no position (pieces overlap, the side not to move in check) are
 * marked illegal. A position without legal moves is lost in 0 plies (checkmate or stalemate
 * both lose in Xiangqi). A capture leaves the set; its result is read from the smaller set's
 * table at once: a capture into a lost position is a win at that distance + 1 (the best such is
 * kept), one into a draw makes the position at least a draw, one into a won position is
 * remembered for the longest loss. Non-captures stay in the set; the number of <em>distinct</em>
 * positions they lead to (after the mirror of {@link SetIndex}) is the position's counter.
 *
 * <p><b>Step 2, backward by distance.</b> Positions are solved in order of distance, with one
 * bucket per distance. Taking a lost position at distance d from its bucket, every position
 * that can move into it (found by unmoves, and unmoves of its mirror image) is won in d + 1.
 * Taking a won position at distance d, each such predecessor's counter drops by one; when it
 * reaches 0 and the predecessor has no capture into a draw or a win, all its moves lose: it is
 * lost in max(d + 1, longest capture into a win + 1). Because buckets are taken in increasing
 * distance, each position is solved at its exact distance: shortest for a win, longest for a
 * loss. What is never solved is a draw: neither side can force mate, so only repetition (or the
 * 120-ply rule) can end it.
 *
 * <p><b>Parallel.</b> Step 1 splits the indices among threads; each writes only its own entries.
 * Step 2 finalises a bucket first (nothing else lands on its level while it is processed), then
 * lets the threads find the predecessors of slices of it — the costly part, which only reads —
 * and applies the counter and bucket updates on one thread, slice by slice in order. The
 * results do not depend on the order anyway (the distances are unique), and the files are the
 * same with any number of threads.
 */
final class RetrogradeBuilder {

    private static final byte UNKNOWN = 0;
    private static final byte WIN = EndgameTable.WIN;
    private static final byte LOSS = EndgameTable.LOSS;
    private static final byte ILLEGAL = 4;

    /** Flag bits. */
    private static final byte DRAW_ESCAPE = 1;
    private static final byte NO_MOVES = 2;

    private static final short NONE = Short.MAX_VALUE;

    private final SetIndex index;
    private final LowerLink[] lowerOfSlot;
    private final int threads;
    private final BuildProgress progress;
    private final int size;

    private final byte[] state;
    private final short[] distance;
    private final byte[] counter;
    private final byte[] flags;
    /** Distance of the best win known so far (from a capture, or a quiet move found in step 2). */
    private final short[] winLevel;
    /** Longest distance of a capture into a won position (for the opponent), or -1. */
    private final short[] captureLoss;

    RetrogradeBuilder(SetIndex index, LowerLink[] lowerOfSlot, int threads, BuildProgress progress) {
        this.index = index;
        this.lowerOfSlot = lowerOfSlot;
        this.threads = Math.max(1, threads);
        this.progress = progress;
        this.size = (int) index.size;
        int ids = 2 * size;
        state = new byte[ids];
        distance = new short[ids];
        counter = new byte[ids];
        flags = new byte[ids];
        winLevel = new short[ids];
        captureLoss = new short[ids];
    }

    EndgameTable build() {
        analyseMoves();
        solve();
        byte[] value = new byte[2 * size];
        for (int id = 0; id < value.length; id++) {
            byte s = state[id];
            value[id] = s == ILLEGAL ? EndgameTable.ILLEGAL : s == UNKNOWN ? EndgameTable.DRAW : s;
            if (s == UNKNOWN || s == ILLEGAL) {
                distance[id] = 0;
            }
        }
        return EndgameTable.pack(index, value, distance);
    }

    // ------------------------------------------------------------------ step 1

    private void analyseMoves() {
        int ids = 2 * size;
        int chunk = 1 << 14;
        int chunks = (ids + chunk - 1) / chunk;
        AtomicInteger next = new AtomicInteger();
        AtomicLong done = new AtomicLong();
        String name = index.set.name();
        Runnable worker = () -> {
            Scratch scratch = new Scratch(index.slots);
            for (int c = next.getAndIncrement(); c < chunks; c = next.getAndIncrement()) {
                int end = Math.min(ids, (c + 1) * chunk);
                for (int id = c * chunk; id < end; id++) {
                    analyse(id, scratch);
                }
                progress.update(name, "moves", done.addAndGet(end - c * chunk), ids);
            }
        };
        if (threads == 1) {
            worker.run();
            return;
        }
        List<Thread> pool = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            Thread thread = new Thread(worker, "endgame-" + name + "-" + t);
            pool.add(thread);
            thread.start();
        }
        for (Thread thread : pool) {
            try {
                thread.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while building " + name, e);
            }
        }
    }

    /** Per-thread buffers. */
    private static final class Scratch {
        final EndgameBoard board = new EndgameBoard();
        final int[] sq;
        final int[] child;
        final int[] moves = new int[256];
        final int[] distinct = new int[256];
        final int[] origins = new int[32];

        Scratch(int slots) {
            sq = new int[slots];
            child = new int[slots];
        }
    }

    private void analyse(int id, Scratch scratch) {
        int stm = id < size ? 0 : 1;
        int[] sq = scratch.sq;
        winLevel[id] = NONE;
        captureLoss[id] = -1;
        if (!index.decode(id - stm * size, sq)) {
            state[id] = ILLEGAL;
            return;
        }
        EndgameBoard board = scratch.board;
        int slots = index.slots;
        board.put(index.kindOfSlot, sq, slots);
        try {
            // Slot 0 is the Red king, slot 1 the Black king: the king of side s is in slot s.
            if (board.attacked(sq[stm ^ 1], stm)) {
                state[id] = ILLEGAL;
                return;
            }
            int[] moves = scratch.moves;
            int n = board.generate(stm, index.kindOfSlot, sq, slots, moves);
            int legal = 0;
            int distinct = 0;
            int[] cells = board.cells;
            for (int i = 0; i < n; i++) {
                int slot = moves[i] >>> 8;
                int to = moves[i] & 0xFF;
                int from = sq[slot];
                int captured = cells[to];
                int capturedSlot = captured != 0 ? index.slotAt(sq, to) : -1;
                cells[from] = 0;
                cells[to] = index.kindOfSlot[slot] + 1;
                sq[slot] = to;
                if (!board.attacked(sq[stm], stm ^ 1)) {
                    legal++;
                    if (capturedSlot < 0) {
                        System.arraycopy(sq, 0, scratch.child, 0, slots);
                        int child = index.index(scratch.child);
                        int k = 0;
                        while (k < distinct && scratch.distinct[k] != child) {
                            k++;
                        }
                        if (k == distinct) {
                            scratch.distinct[distinct++] = child;
                        }
                    } else {
                        int entry = lowerOfSlot[capturedSlot].probe(sq, stm ^ 1, scratch.child);
                        recordCapture(id, entry);
                    }
                }
                sq[slot] = from;
                cells[to] = captured;
                cells[from] = index.kindOfSlot[slot] + 1;
            }
            if (distinct > 255) {
                // The counter is a byte; no set with two pieces of a kind per side comes close.
                throw new IllegalStateException(index.set.name() + " has a position with more than 255 non-captures");
            }
            counter[id] = (byte) distinct;
            if (legal == 0) {
                flags[id] |= NO_MOVES;
            }
        } finally {
            board.clear(sq, slots);
        }
    }

    private void recordCapture(int id, int entry) {
        int value = EndgameTable.value(entry);
        int d = EndgameTable.distance(entry);
        if (value == EndgameTable.LOSS) {
            winLevel[id] = (short) Math.min(winLevel[id], d + 1);
        } else if (value == EndgameTable.WIN) {
            captureLoss[id] = (short) Math.max(captureLoss[id], d);
        } else if (value == EndgameTable.DRAW) {
            flags[id] |= DRAW_ESCAPE;
        } else {
            throw new IllegalStateException("a capture in " + index.set.name() + " led to no position of the smaller set");
        }
    }

    // ------------------------------------------------------------------ step 2

    /** Growable int lists, one per distance: bucket entries are {@code id << 1 | isLoss}. */
    private final List<int[]> buckets = new ArrayList<>();
    private final int[] bucketLength = new int[Short.MAX_VALUE];

    private void push(int level, int id, boolean loss) {
        while (buckets.size() <= level) {
            buckets.add(new int[16]);
        }
        int[] bucket = buckets.get(level);
        int n = bucketLength[level];
        if (n == bucket.length) {
            bucket = java.util.Arrays.copyOf(bucket, n * 2);
            buckets.set(level, bucket);
        }
        bucket[n] = id << 1 | (loss ? 1 : 0);
        bucketLength[level] = n + 1;
    }

    private void solve() {
        long legalPositions = 0;
        for (int id = 0; id < 2 * size; id++) {
            if (state[id] == ILLEGAL) {
                continue;
            }
            legalPositions++;
            if ((flags[id] & NO_MOVES) != 0) {
                push(0, id, true);
            } else if (winLevel[id] != NONE) {
                push(winLevel[id], id, false);
            } else if (counter[id] == 0 && (flags[id] & DRAW_ESCAPE) == 0) {
                // Every move is a capture into a position the opponent wins.
                push(captureLoss[id] + 1, id, true);
            }
        }
        String name = index.set.name();
        long solved = 0;
        Scratch[] scratches = new Scratch[threads];
        PredecessorList[] lists = new PredecessorList[threads];
        for (int t = 0; t < threads; t++) {
            scratches[t] = new Scratch(index.slots);
            lists[t] = new PredecessorList();
        }
        ExecutorService pool = threads > 1 ? Executors.newFixedThreadPool(threads - 1, runnable -> {
            Thread thread = new Thread(runnable, "endgame-" + name);
            thread.setDaemon(true);
            return thread;
        }) : null;
        try {
            for (int level = 0; level < buckets.size(); level++) {
                int[] bucket = buckets.get(level);
                // Nothing pushed while a level is processed lands on that level (pushes go to
                // level + 1 or beyond), so the level can be finalised first: its new positions
                // are compacted to the front of the bucket and marked solved.
                int fresh = 0;
                for (int i = 0; i < bucketLength[level]; i++) {
                    int entry = bucket[i];
                    int id = entry >>> 1;
                    if (state[id] == UNKNOWN) {
                        state[id] = (entry & 1) != 0 ? LOSS : WIN;
                        distance[id] = (short) level;
                        bucket[fresh++] = entry;
                    }
                }
                solved += fresh;
                for (int from = 0; from < fresh; from += CHUNK) {
                    int to = Math.min(fresh, from + CHUNK);
                    collectInParallel(bucket, from, to, scratches, lists, pool);
                    for (int t = 0; t < threads; t++) {
                        apply(lists[t], level);
                    }
                }
                buckets.set(level, null);
                progress.update(name, "retrograde", solved, legalPositions);
            }
        } finally {
            if (pool != null) {
                pool.shutdownNow();
            }
        }
        // What is left unsolved is drawn: the phase is complete.
        progress.update(name, "retrograde", legalPositions, legalPositions);
    }

    /** Bucket entries per round of parallel predecessor generation. */
    private static final int CHUNK = 1 << 15;

    /**
     * Predecessors found by one thread for a slice of a bucket: per solved position, a header
     * {@code count << 1 | isLoss}, then that many ids. Read back in order, so the updates are
     * applied in the same order whatever the number of threads.
     */
    private static final class PredecessorList {
        int[] data = new int[1 << 12];
        int length;

        void add(int value) {
            if (length == data.length) {
                data = java.util.Arrays.copyOf(data, length * 2);
            }
            data[length++] = value;
        }
    }

    /**
     * Splits {@code bucket[from, to)} into one slice per thread and fills each thread's list with
     * the predecessors of its slice: the part that costs (decoding, unmoves, indexing) and only
     * reads shared state. The calling thread takes the first slice.
     */
    private void collectInParallel(int[] bucket, int from, int to, Scratch[] scratches, PredecessorList[] lists,
                                   ExecutorService pool) {
        int parts = scratches.length;
        int step = (to - from + parts - 1) / parts;
        List<Future<?>> pending = new ArrayList<>();
        for (int t = 1; t < parts; t++) {
            int begin = Math.min(to, from + t * step);
            int end = Math.min(to, begin + step);
            int part = t;
            pending.add(pool.submit(() -> collect(bucket, begin, end, scratches[part], lists[part])));
        }
        collect(bucket, from, Math.min(to, from + step), scratches[0], lists[0]);
        for (Future<?> future : pending) {
            try {
                future.get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while building " + index.set.name(), e);
            } catch (ExecutionException e) {
                throw new IllegalStateException("building " + index.set.name() + " failed", e.getCause());
            }
        }
    }

    private void collect(int[] bucket, int begin, int end, Scratch scratch, PredecessorList list) {
        list.length = 0;
        for (int i = begin; i < end; i++) {
            int entry = bucket[i];
            int count = predecessors(entry >>> 1, scratch);
            list.add(count << 1 | (entry & 1));
            for (int k = 0; k < count; k++) {
                list.add(scratch.distinct[k]);
            }
        }
    }

    /** Applies what the predecessors of positions solved at {@code level} learn from them. */
    private void apply(PredecessorList list, int level) {
        int[] data = list.data;
        int i = 0;
        while (i < list.length) {
            int header = data[i++];
            boolean loss = (header & 1) != 0;
            int end = i + (header >>> 1);
            for (; i < end; i++) {
                int p = data[i];
                if (state[p] != UNKNOWN) {
                    continue;
                }
                if (loss) {
                    // Moving into a lost position wins one ply later.
                    if (winLevel[p] > level + 1) {
                        winLevel[p] = (short) (level + 1);
                        push(level + 1, p, false);
                    }
                } else {
                    int left = (counter[p] & 0xFF) - 1;
                    counter[p] = (byte) left;
                    if (left == 0 && winLevel[p] == NONE && (flags[p] & DRAW_ESCAPE) == 0) {
                        push(Math.max(level + 1, captureLoss[p] + 1), p, true);
                    }
                }
            }
        }
    }

    /**
     * Writes the distinct predecessors of position {@code id} into {@code scratch.distinct};
     * returns their count.
     */
    private int predecessors(int id, Scratch scratch) {
        int stm = id < size ? 0 : 1;
        int mover = stm ^ 1;
        int[] sq = scratch.sq;
        index.decode(id - stm * size, sq);
        int slots = index.slots;
        // A predecessor p counted this position among its distinct successors when the board of
        // p (its canonical image) has a move into a board whose index is this one. A board
        // found by unmoves that is itself canonical moves straight into this position. One that
        // index() mirrors stands for p's board, which moves into the mirror image of this board:
        // that counts only if the image has this index too — always, except when both kings
        // stand on file e (then the image is an index of its own, solved on its own). In that
        // case the image is not searched either, for the same reason.
        for (int i = 0; i < slots; i++) {
            scratch.child[i] = SetIndex.mirror(sq[i]);
        }
        boolean imageIsThis = index.index(scratch.child) == id - stm * size;
        int distinct = collectPredecessors(sq, mover, scratch, 0, imageIsThis);
        if (imageIsThis) {
            for (int i = 0; i < slots; i++) {
                sq[i] = SetIndex.mirror(sq[i]);
            }
            distinct = collectPredecessors(sq, mover, scratch, distinct, true);
        }
        return distinct;
    }

    /**
     * Adds to {@code scratch.distinct[from n]} the ids of the legal positions, {@code mover} to
     * move, from which a non-capture of {@code mover} leads to the pieces on {@code sq};
     * returns the new count. Boards that {@link SetIndex#index} would mirror are skipped unless
     * {@code acceptMirrored}.
     */
    private int collectPredecessors(int[] sq, int mover, Scratch scratch, int n, boolean acceptMirrored) {
        EndgameBoard board = scratch.board;
        int slots = index.slots;
        int[] cells = board.cells;
        board.put(index.kindOfSlot, sq, slots);
        int victim = mover ^ 1;
        for (int slot = 0; slot < slots; slot++) {
            int kind = index.kindOfSlot[slot];
            if (kind / Piece.TYPES != mover) {
                continue;
            }
            int to = sq[slot];
            int count = board.origins(kind, to, scratch.origins);
            for (int o = 0; o < count; o++) {
                int from = scratch.origins[o];
                cells[to] = 0;
                cells[from] = kind + 1;
                sq[slot] = from;
                // The predecessor must be a position: the side not to move there (the victim)
                // not in check. The move itself is legal because the position it leads to is.
                if (!board.attacked(sq[victim], mover) && (acceptMirrored || !SetIndex.isMirrored(sq))) {
                    System.arraycopy(sq, 0, scratch.child, 0, slots);
                    int p = mover * size + index.index(scratch.child);
                    int k = 0;
                    while (k < n && scratch.distinct[k] != p) {
                        k++;
                    }
                    if (k == n) {
                        scratch.distinct[n++] = p;
                    }
                }
                sq[slot] = to;
                cells[from] = 0;
                cells[to] = kind + 1;
            }
        }
        board.clear(sq, slots);
        return n;
    }
}
