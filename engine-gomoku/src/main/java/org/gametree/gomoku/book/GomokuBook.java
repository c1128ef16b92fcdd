package org.gametree.gomoku.book;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.gametree.core.book.BookFileException;
import org.gametree.core.book.BookFormat;
import org.gametree.core.book.BookMove;
import org.gametree.core.book.OpeningBook;
import org.gametree.core.book.Outcome;
import org.gametree.gomoku.GameResult;
import org.gametree.gomoku.GomokuPosition;

/**
 * A Gomoku/Renju opening book for one board size: positions and moves of {@link OpeningBook} in
 * Gomoku terms. The game name in the file is {@code gomoku} and the size, e.g. {@code gomoku15}.
 *
 * <h2>Keys</h2>
 * From the book's own key table: {@code 2 × size²} numbers for colour (black 0, white 1) and
 * point ({@code y * size + x}, y from the top), then one for White to move.
 *
 * <h2>Symmetries</h2>
 * The square board has 8 symmetries (4 rotations, each also reflected), and every one plays the
 * same. A position is stored under the smallest (unsigned) of its 8 keys, its moves transformed by
 * the symmetry that gives it, so all 8 images of a line share one entry. Where a position is its
 * own image under some symmetries (the first stone in the centre), a move and its images are
 * equivalent and stored as one, the smallest number.
 */
public final class GomokuBook {

    public static final String GAME_PREFIX = "gomoku";
    public static final int SYMMETRIES = 8;
    /** The key-table seed of books built without one: any number works, the table is stored. */
    public static final long DEFAULT_KEY_SEED = 0xBB67AE8584CAA73BL;

    /** A book move in the caller's position: the point and the book's entry for it. */
    public record Entry(int point, BookMove stats) {
    }

    /** Where a position's move lives in the book: the canonical key and the book move number. */
    public record Slot(long key, int move) {
    }

    private final OpeningBook book;
    private final int size;

    private GomokuBook(OpeningBook book) {
        if (!book.game().startsWith(GAME_PREFIX)) {
            throw new BookFileException("a " + book.game() + " book, not a Gomoku book");
        }
        int n;
        try {
            n = Integer.parseInt(book.game().substring(GAME_PREFIX.length()));
        } catch (NumberFormatException e) {
            throw new BookFileException("a Gomoku book names its board size, e.g. gomoku15; this one says " + book.game());
        }
        if (n < GomokuPosition.MIN_SIZE || n > GomokuPosition.MAX_SIZE) {
            throw new BookFileException("a book for a " + n + "×" + n + " board, which this program does not play");
        }
        if (book.keyTable().length != 2 * n * n + 1) {
            throw new BookFileException("a Gomoku " + n + "×" + n + " book needs " + (2 * n * n + 1)
                    + " key numbers, this one has " + book.keyTable().length);
        }
        this.book = book;
        this.size = n;
    }

    public static String gameName(int size) {
        return GAME_PREFIX + size;
    }

    /** An empty book for a board size with a fresh key table. */
    public static GomokuBook create(int size, String source, long keySeed) {
        return new GomokuBook(new OpeningBook(gameName(size), OpeningBook.randomKeyTable(2 * size * size + 1, keySeed), source));
    }

    public static GomokuBook of(OpeningBook book) {
        return new GomokuBook(book);
    }

    public static GomokuBook load(Path file) throws IOException {
        OpeningBook book = BookFormat.load(file, null);
        try {
            return new GomokuBook(book);
        } catch (BookFileException e) {
            throw new BookFileException(file + ": " + e.getMessage());
        }
    }

    /** The book shipped with the engine: the 26 Renju openings on 15 × 15 (see {@code docs/opening-book.md}). */
    public static GomokuBook builtIn() {
        String name = "default-gomoku15.book";
        try (InputStream in = GomokuBook.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("the built-in book " + name + " is missing from the jar");
            }
            return new GomokuBook(BookFormat.read(in, name, gameName(15)));
        } catch (IOException e) {
            throw new IllegalStateException("the built-in book cannot be read", e);
        }
    }

    public OpeningBook book() {
        return book;
    }

    public int size() {
        return size;
    }

    public void save(Path file) throws IOException {
        BookFormat.save(book, file);
    }

    // ---------------------------------------------------------------- symmetries

    /** Column of (x, y) under symmetry s (0 = identity): bit 0 reflects x, bit 1 reflects y, bit 2 swaps the axes. */
    static int transformX(int x, int y, int s, int n) {
        int tx = (s & 4) != 0 ? y : x;
        return (s & 1) != 0 ? n - 1 - tx : tx;
    }

    static int transformY(int x, int y, int s, int n) {
        int ty = (s & 4) != 0 ? x : y;
        return (s & 2) != 0 ? n - 1 - ty : ty;
    }

    /** The symmetry that undoes s. */
    static int inverse(int s) {
        // swap-then-reflect undone by reflect-then-swap: with the axes swapped the reflections trade places
        return (s & 4) != 0 ? 4 | ((s & 1) << 1) | ((s & 2) >> 1) : s;
    }

    private int bookMove(int point, int s) {
        int x = GomokuPosition.x(point);
        int y = GomokuPosition.y(point);
        return transformY(x, y, s, size) * size + transformX(x, y, s, size);
    }

    private int point(int bookMove, int s) {
        int x = bookMove % size;
        int y = bookMove / size;
        int inv = inverse(s);
        return GomokuPosition.point(transformX(x, y, inv, size), transformY(x, y, inv, size));
    }

    /** The position's key under symmetry s with the book's table. */
    public long key(GomokuPosition position, int s) {
        requireSize(position);
        long[] table = book.keyTable();
        int cells = size * size;
        long key = position.stoneToMove() == GomokuPosition.WHITE ? table[2 * cells] : 0;
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int stone = position.stoneAt(GomokuPosition.point(x, y));
                if (stone == GomokuPosition.BLACK || stone == GomokuPosition.WHITE) {
                    int p = transformY(x, y, s, size) * size + transformX(x, y, s, size);
                    key ^= table[(stone == GomokuPosition.BLACK ? 0 : cells) + p];
                }
            }
        }
        return key;
    }

    private void requireSize(GomokuPosition position) {
        if (position.size() != size) {
            throw new IllegalArgumentException("a book for the " + size + "×" + size + " board cannot answer for a "
                    + position.size() + "×" + position.size() + " one");
        }
    }

    /** The 8 keys; returns the bit set of the symmetries that give the smallest, and fills keys[]. */
    private int minimalSymmetries(GomokuPosition position, long[] keys) {
        long min = 0;
        int set = 0;
        for (int s = 0; s < SYMMETRIES; s++) {
            keys[s] = key(position, s);
            if (s == 0 || Long.compareUnsigned(keys[s], min) < 0) {
                min = keys[s];
                set = 1 << s;
            } else if (keys[s] == min) {
                set |= 1 << s;
            }
        }
        return set;
    }

    public long canonicalKey(GomokuPosition position) {
        long[] keys = new long[SYMMETRIES];
        int set = minimalSymmetries(position, keys);
        return keys[Integer.numberOfTrailingZeros(set)];
    }

    /** Where {@code point} of {@code position} lives in the book. */
    public Slot slot(GomokuPosition position, int point) {
        long[] keys = new long[SYMMETRIES];
        int set = minimalSymmetries(position, keys);
        int move = Integer.MAX_VALUE;
        for (int s = 0; s < SYMMETRIES; s++) {
            if ((set & (1 << s)) != 0) {
                move = Math.min(move, bookMove(point, s));
            }
        }
        return new Slot(keys[Integer.numberOfTrailingZeros(set)], move);
    }

    /** The book's moves for the position, most weight first, as its own legal points. */
    public List<Entry> probe(GomokuPosition position) {
        long[] keys = new long[SYMMETRIES];
        int s = Integer.numberOfTrailingZeros(minimalSymmetries(position, keys));
        List<BookMove> stored = book.moves(keys[s]);
        List<Entry> entries = new ArrayList<>(stored.size());
        for (BookMove m : stored) {
            if (m.move() >= size * size) {
                continue; // damaged entry: no such point
            }
            int point = point(m.move(), s);
            if (position.isLegal(point)) {
                entries.add(new Entry(point, m));
            }
        }
        return entries;
    }

    /** Counts one game that played {@code point} in {@code position} and ended with {@code outcome} for the mover; returns where. */
    public Slot count(GomokuPosition position, int point, Outcome outcome) {
        Slot slot = slot(position, point);
        book.count(slot.key(), slot.move(), outcome);
        return slot;
    }

    /** The outcome for the side to move of a game that ended with {@code result}. */
    public static Outcome outcome(GameResult result, int stoneToMove) {
        switch (result) {
            case BLACK_WINS: return stoneToMove == GomokuPosition.BLACK ? Outcome.WIN : Outcome.LOSS;
            case WHITE_WINS: return stoneToMove == GomokuPosition.WHITE ? Outcome.WIN : Outcome.LOSS;
            case DRAW: return Outcome.DRAW;
            default: return Outcome.UNKNOWN;
        }
    }
}
