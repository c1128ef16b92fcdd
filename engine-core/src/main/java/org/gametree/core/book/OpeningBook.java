package org.gametree.core.book;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;

/**
 * An opening book: for each position (a 64-bit Zobrist key), the moves known there with their
 * weights and results. Game-independent: the game's book class turns its positions into keys
 * with this book's own {@link #keyTable()} and its moves into small numbers.
 *
 * <p>The key table is part of the book (and of its file), never regenerated when a book is read:
 * a book built with one table keeps working when the engine's own Zobrist numbers change, and the
 * file says exactly what its keys mean. Books are small (thousands of positions), so a sorted map
 * is enough; the file stores the positions in key order.
 */
public final class OpeningBook {

    /** Most moves one position may hold (the file stores the count in two bytes). */
    public static final int MAX_MOVES_PER_POSITION = 0xFFFF;

    private final String game;
    private final long[] keyTable;
    private String source;
    private final NavigableMap<Long, List<BookMove>> positions = new TreeMap<>(Long::compareUnsigned);

    /**
     * @param game     which game's book this is, e.g. {@code xiangqi} (checked when a game loads it)
     * @param keyTable the random numbers the keys are made of (copied)
     * @param source   where the book came from, free text kept in the file
     */
    public OpeningBook(String game, long[] keyTable, String source) {
        if (game == null || game.isEmpty() || game.length() > 255) {
            throw new IllegalArgumentException("a book needs a game name of 1..255 characters");
        }
        this.game = game;
        this.keyTable = keyTable.clone();
        this.source = source == null ? "" : source;
    }

    /** A key table of {@code size} numbers from SplitMix64 started at {@code seed}. */
    public static long[] randomKeyTable(int size, long seed) {
        long[] table = new long[size];
        long state = seed;
        for (int i = 0; i < size; i++) {
            state += 0x9E3779B97F4A7C15L;
            long z = state;
            z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
            z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
            table[i] = z ^ (z >>> 31);
        }
        return table;
    }

    public String game() {
        return game;
    }

    /** The key table; callers must not change it (it is the book's, not a copy, so probing allocates nothing). */
    public long[] keyTable() {
        return keyTable;
    }

    public String source() {
        return source;
    }

    public void setSource(String source) {
        this.source = source == null ? "" : source;
    }

    /** The moves of a position, most weight first (empty if the book does not know it). */
    public List<BookMove> moves(long key) {
        List<BookMove> moves = positions.get(key);
        if (moves == null) {
            return List.of();
        }
        List<BookMove> sorted = new ArrayList<>(moves);
        sorted.sort(Comparator.comparingInt(BookMove::weight).reversed().thenComparingInt(BookMove::move));
        return Collections.unmodifiableList(sorted);
    }

    /** The stored entry of one move, or null. */
    public BookMove move(long key, int move) {
        List<BookMove> moves = positions.get(key);
        if (moves != null) {
            for (BookMove m : moves) {
                if (m.move() == move) {
                    return m;
                }
            }
        }
        return null;
    }

    public boolean contains(long key) {
        return positions.containsKey(key);
    }

    /** Counts one game that played {@code move} in the position: weight + 1 and its result. */
    public void count(long key, int move, Outcome outcome) {
        BookMove old = move(key, move);
        put(key, (old == null ? new BookMove(move, 0, 0, 0, 0) : old).plus(outcome));
    }

    /** Sets the group of a move the book has; false if it does not have it. */
    public boolean setGroup(long key, int move, int group) {
        BookMove old = move(key, move);
        if (old == null) {
            return false;
        }
        put(key, old.withGroup(group));
        return true;
    }

    /** Stores an entry, replacing the position's entry for the same move. */
    public void put(long key, BookMove entry) {
        List<BookMove> moves = positions.computeIfAbsent(key, k -> new ArrayList<>(2));
        for (int i = 0; i < moves.size(); i++) {
            if (moves.get(i).move() == entry.move()) {
                moves.set(i, entry);
                return;
            }
        }
        if (moves.size() >= MAX_MOVES_PER_POSITION) {
            throw new IllegalArgumentException("a book position holds at most " + MAX_MOVES_PER_POSITION + " moves");
        }
        moves.add(entry);
    }

    /** Removes a move; a position left without moves leaves the book. Returns the removed entry or null. */
    public BookMove remove(long key, int move) {
        List<BookMove> moves = positions.get(key);
        if (moves == null) {
            return null;
        }
        for (Iterator<BookMove> it = moves.iterator(); it.hasNext(); ) {
            BookMove m = it.next();
            if (m.move() == move) {
                it.remove();
                if (moves.isEmpty()) {
                    positions.remove(key);
                }
                return m;
            }
        }
        return null;
    }

    /**
     * Drops the moves fewer than {@code minGames} games played (counted by weight, which counts
     * every game including those without a result), and the positions left empty.
     */
    public void pruneRarerThan(int minGames) {
        for (Iterator<Map.Entry<Long, List<BookMove>>> it = positions.entrySet().iterator(); it.hasNext(); ) {
            List<BookMove> moves = it.next().getValue();
            moves.removeIf(m -> m.weight() < minGames);
            if (moves.isEmpty()) {
                it.remove();
            }
        }
    }

    public int positionCount() {
        return positions.size();
    }

    public int moveCount() {
        int n = 0;
        for (List<BookMove> moves : positions.values()) {
            n += moves.size();
        }
        return n;
    }

    /** A snapshot of the positions in key order (unsigned), each with its moves in stored order. */
    public Map<Long, List<BookMove>> positions() {
        NavigableMap<Long, List<BookMove>> copy = new TreeMap<>(Long::compareUnsigned);
        for (Map.Entry<Long, List<BookMove>> e : positions.entrySet()) {
            copy.put(e.getKey(), List.copyOf(e.getValue()));
        }
        return Collections.unmodifiableNavigableMap(copy);
    }
}
